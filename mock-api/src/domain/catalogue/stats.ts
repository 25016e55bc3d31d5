import type { Db } from '../../db/index';
import { playStats } from '../accounts/profile';

/**
 * Figures of the statistics screen for everyone: players are verified,
 * undeleted accounts that are not managers; solos and challenge
 * participations count finished plays, the winners count winning plays; and
 * amount_won is every FCFA plays have paid.
 */
export async function generalStats(db: Db) {
  const [players, challenges, plays] = await Promise.all([
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('is_verified', '=', 1)
      .where('deleted_at', 'is', null)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('managers')
              .select('user_id')
              .whereRef('managers.user_id', '=', 'users.id'),
          ),
        ),
      )
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('challenges')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('plays')
      .select((eb) => [
        'type',
        'is_winner',
        eb.fn.countAll<number>().as('n'),
        eb.fn.sum<number>('gain').as('gain'),
      ])
      .where('is_active', '=', 0)
      .groupBy(['type', 'is_winner'])
      .execute(),
  ]);
  const count = (type: 'solo' | 'challenge', winner?: number) =>
    plays
      .filter((row) => row.type === type && (winner === undefined || row.is_winner === winner))
      .reduce((sum, row) => sum + Number(row.n), 0);
  return {
    nbr_players: Number(players.n),
    nbr_challenges: Number(challenges.n),
    nbr_solos: count('solo'),
    nbr_chall_participations: count('challenge'),
    nbr_solo_winners: count('solo', 1),
    nbr_chall_winners: count('challenge', 1),
    amount_won: plays.reduce((sum, row) => sum + Number(row.gain ?? 0), 0),
  };
}

/**
 * A player's own figures. Credits bought and converted count successful
 * transactions only; amount_collected is the FCFA of successful cash-outs.
 */
export async function myStats(db: Db, userId: number) {
  const [plays, won, credits, collected, started] = await Promise.all([
    playStats(db, userId),
    db
      .selectFrom('plays')
      .select((eb) => eb.fn.sum<number>('gain').as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('credit_transactions')
      .select((eb) => ['action', eb.fn.sum<number>('number_of_units').as('n')])
      .where('user_id', '=', userId)
      .where('status', '=', 'SUCCESSFULL')
      .groupBy('action')
      .execute(),
    db
      .selectFrom('cashouts')
      .select((eb) => eb.fn.sum<number>('amount').as('n'))
      .where('user_id', '=', userId)
      .where('status', '=', 'SUCCESSFULL')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('challenges')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('starter_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  const units = (action: 'buy' | 'convert') =>
    Number(credits.find((row) => row.action === action)?.n ?? 0);
  return {
    nbr_challenges: plays.nbr_challenges,
    nbr_solos: plays.nbr_solos,
    nbr_chall_won: plays.nbr_chall_won,
    nbr_solos_won: plays.nbr_solos_won,
    amount_won: Number(won.n ?? 0),
    nbr_credits_bought: units('buy'),
    amount_collected: Number(collected.n ?? 0),
    nbr_credits_from_convertion: units('convert'),
    nbr_chall_started: Number(started.n),
  };
}
