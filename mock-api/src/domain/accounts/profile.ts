import type { Db } from '../../db/index';
import type { User } from '../../db/schema';
import { type ReadCache, stampOf } from './read-cache';
import type { SignedIn } from './signed-in';
import { fromBirthdayColumn } from './users';

const flag = (value: number) => value === 1;

/** Play counts of one player: the profile's stats block. */
export async function playStats(db: Db, userId: number) {
  const rows = await db
    .selectFrom('plays')
    .select(['type', 'is_winner', (eb) => eb.fn.countAll<number>().as('n')])
    .where('user_id', '=', userId)
    .where('is_active', '=', 0)
    .groupBy(['type', 'is_winner'])
    .execute();
  const count = (type: string | null, winner: number | null) =>
    rows
      .filter(
        (r) => (type === null || r.type === type) && (winner === null || r.is_winner === winner),
      )
      .reduce((sum, r) => sum + Number(r.n), 0);
  return {
    nbr_plays: count(null, null),
    nbr_solos: count('solo', null),
    nbr_challenges: count('challenge', null),
    nbr_wins: count(null, 1),
    nbr_solos_won: count('solo', 1),
    nbr_chall_won: count('challenge', 1),
  };
}

export async function userBadges(db: Db, userId: number) {
  const rows = await db
    .selectFrom('user_badges')
    .innerJoin('badge_types', 'badge_types.id', 'user_badges.badge_type_id')
    .select([
      'badge_types.id',
      'badge_types.code_en',
      'badge_types.code_fr',
      'badge_types.title_en',
      'badge_types.title_fr',
      'badge_types.description_en',
      'badge_types.description_fr',
      'badge_types.image',
      'badge_types.icon',
      'badge_types.color',
      'badge_types.weight',
    ])
    .where('user_badges.user_id', '=', userId)
    .orderBy('badge_types.weight', 'desc')
    .execute();
  return rows.map(({ weight: _weight, ...badge }) => ({
    ...badge,
    image: badge.image,
    icon: badge.icon,
    number_of_units: 1,
  }));
}

export async function country(db: Db, countryId: number | null) {
  const row = countryId
    ? await db
        .selectFrom('countries')
        .select(['name_en', 'name_fr', 'country_code'])
        .where('id', '=', countryId)
        .executeTakeFirst()
    : undefined;
  return row ?? { name_en: 'Cameroon', name_fr: 'Cameroun', country_code: '+237' };
}

/** What a profile shows beside the player's own row: counts, badges and country. */
export interface ProfileReads {
  stats: Awaited<ReturnType<typeof playStats>>;
  badges: Awaited<ReturnType<typeof userBadges>>;
  place: Awaited<ReturnType<typeof country>>;
}

/** A profile's reads, each from the database. */
export async function profileReads(db: Db, user: User): Promise<ProfileReads> {
  const [stats, badges, place] = await Promise.all([
    playStats(db, user.id),
    userBadges(db, user.id),
    country(db, user.country_id),
  ]);
  return { stats, badges, place };
}

/** A profile's reads kept in `cache`, under the versions read with the login. */
export async function keptProfileReads(
  db: Db,
  cache: ReadCache,
  { userId, user, versions }: SignedIn,
): Promise<ProfileReads> {
  // Badges name their type: what every player reads.
  const [own, place] = await Promise.all([
    cache.get(`profile:${userId}`, stampOf(versions, 'player', 'shared'), async () => {
      const [stats, badges] = await Promise.all([playStats(db, userId), userBadges(db, userId)]);
      return { stats, badges };
    }),
    // The player's row, read with the login, names the country.
    cache.get(`country:${user.country_id}`, stampOf(versions, 'shared'), () =>
      country(db, user.country_id),
    ),
  ]);
  return { ...own, place };
}

/** GET /api/me/: the owner's full profile, contact unmasked. */
export function ownProfile(user: User, { stats, badges, place }: ProfileReads) {
  return {
    id: user.id,
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    player_name: user.player_name,
    email: user.email,
    phone_number: user.phone_number,
    email_phone_number: user.email ?? user.phone_number ?? '',
    birthday: fromBirthdayColumn(user.birthday),
    gender: user.gender,
    country: place,
    language: user.language,
    password: '********',
    profile_pic: user.profile_pic,
    sound: flag(user.sound),
    vibration: flag(user.vibration),
    push_notifications: flag(user.push_notifications),
    is_dark_theme: flag(user.is_dark_theme),
    badges,
    number_of_wins: stats.nbr_wins,
    number_of_badges: badges.length,
    stats,
    is_friend: false,
    st_request: null,
    rc_request: null,
    free_credits: flag(user.has_free_credits),
    primary_connexion: flag(user.is_primary_connexion),
  };
}

/**
 * GET /api/me/details/: what the app shell needs, and the manager part kept
 * apart; all of it as the token check read it, with no read of its own.
 */
export function details({ user, wallet, manager }: SignedIn) {
  return {
    user_details: {
      id: user.id,
      player_name: user.player_name,
      profile_pic: user.profile_pic,
      my_credits: wallet.credits,
      number_of_credits: wallet.credits,
      gains: wallet.gains,
      language: user.language,
      on_manager_mode: flag(user.on_manager_mode) && manager !== null,
      is_primary_connexion: flag(user.is_primary_connexion),
      is_dark_theme: flag(user.is_dark_theme),
      sound: flag(user.sound),
      is_primary_has_free_credits: flag(user.has_free_credits),
      number_of_free_credits_recieved: user.number_of_free_credits_received,
      is_admin: manager ? manager.is_admin : false,
    },
    manager_details: manager
      ? {
          is_supermanager: manager.role === 'supermanager',
          is_gamesmanager: manager.role === 'gamesmanager',
          is_paymentsmanager: manager.role === 'paymentsmanager',
          is_admin: manager.is_admin,
          params: { questions_size: manager.questions_size },
        }
      : null,
  };
}
