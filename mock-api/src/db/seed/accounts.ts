import type { Transaction } from 'kysely';
import { hashPassword } from '../../domain/accounts/passwords';
import { userSearchName } from '../../domain/catalogue/search-text';
import { openWallet, post } from '../../domain/ledger/ledger';
import type { Database, ManagersTable } from '../schema';
import { isoNow } from '../time';

/**
 * Demo accounts, one per role, listed in the README. Their passwords are
 * public by design: a production deployment starts with SEED=false.
 */
export interface DemoAccount {
  key: string;
  email: string;
  password: string;
  player_name: string;
  first_name: string;
  last_name: string;
  gender: 'male' | 'female';
  language: 'fr' | 'en';
  role?: ManagersTable['role'];
  credits?: number;
  gains?: number;
}

export const demoAccounts: DemoAccount[] = [
  {
    key: 'player',
    email: 'player@quiz.cm',
    password: 'player-demo-2026',
    player_name: 'Nkono237',
    first_name: 'Thomas',
    last_name: 'Nkono',
    gender: 'male',
    language: 'fr',
    credits: 25,
    gains: 1500,
  },
  {
    key: 'friend-aicha',
    email: 'aicha@quiz.cm',
    password: 'friend-demo-2026',
    player_name: 'AichaB',
    first_name: 'Aïcha',
    last_name: 'Bello',
    gender: 'female',
    language: 'fr',
    credits: 12,
  },
  {
    key: 'friend-boris',
    email: 'boris@quiz.cm',
    password: 'friend-demo-2026',
    player_name: 'BorisM',
    first_name: 'Boris',
    last_name: 'Mbarga',
    gender: 'male',
    language: 'en',
    credits: 8,
  },
  {
    key: 'friend-chantal',
    email: 'chantal@quiz.cm',
    password: 'friend-demo-2026',
    player_name: 'ChantalE',
    first_name: 'Chantal',
    last_name: 'Ekotto',
    gender: 'female',
    language: 'fr',
    credits: 5,
  },
  {
    key: 'super',
    email: 'super@quiz.cm',
    password: 'super-demo-2026',
    player_name: 'SuperAdmin',
    first_name: 'Esther',
    last_name: 'Fouda',
    gender: 'female',
    language: 'fr',
    role: 'supermanager',
  },
  {
    key: 'games',
    email: 'games@quiz.cm',
    password: 'games-demo-2026',
    player_name: 'GamesAdmin',
    first_name: 'Paul',
    last_name: 'Essomba',
    gender: 'male',
    language: 'en',
    role: 'gamesmanager',
  },
  {
    key: 'payments',
    email: 'payments@quiz.cm',
    password: 'payments-demo-2026',
    player_name: 'PayAdmin',
    first_name: 'Rose',
    last_name: 'Ngo Bassa',
    gender: 'female',
    language: 'fr',
    role: 'paymentsmanager',
  },
];

/** The demo player's friends, by key. */
const friendsOfPlayer = ['friend-aicha', 'friend-boris', 'friend-chantal'];

export async function seedAccounts(trx: Transaction<Database>, countryId: number) {
  const ids = new Map<string, number>();
  const now = isoNow();
  for (const account of demoAccounts) {
    const user = await trx
      .insertInto('users')
      .values({
        email: account.email,
        password_hash: await hashPassword(account.password),
        player_name: account.player_name,
        search_name: userSearchName(account.player_name),
        first_name: account.first_name,
        last_name: account.last_name,
        birthday: '1994-06-15',
        gender: account.gender,
        country_id: countryId,
        language: account.language,
        is_verified: 1,
        is_primary_connexion: 0,
        // Managers start in admin mode: signing in takes them to the back office.
        on_manager_mode: account.role ? 1 : 0,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(account.key, user.id);
    await openWallet(trx, user.id);
    if (account.credits) {
      await post(trx, {
        userId: user.id,
        account: 'credits',
        amount: account.credits,
        kind: 'seed_grant',
        reference: 'seed',
      });
    }
    if (account.gains) {
      await post(trx, {
        userId: user.id,
        account: 'gains',
        amount: account.gains,
        kind: 'seed_grant',
        reference: 'seed',
      });
    }
    if (account.role) {
      await trx
        .insertInto('managers')
        .values({
          user_id: user.id,
          role: account.role,
          is_admin: 1,
          questions_size: 30,
          added_by: null,
        })
        .execute();
    }
  }

  const player = ids.get('player');
  if (player === undefined) throw new Error('the demo player is missing');
  for (const key of friendsOfPlayer) {
    const friend = ids.get(key);
    if (friend === undefined) continue;
    await trx
      .insertInto('friendships')
      .values([
        { user_id: player, friend_id: friend },
        { user_id: friend, friend_id: player },
      ])
      .execute();
  }
  return ids;
}
