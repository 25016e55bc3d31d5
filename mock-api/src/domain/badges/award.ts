import type { BadgeRule } from '@quiz/shared/types';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/index';
import type { BadgeTypesTable } from '../../db/schema';
import { post } from '../ledger/ledger';
import { notificationTexts } from '../messages/templates';
import { notify } from '../notifications/notify';

/*
 * What each badge rule counts for a player; a badge is earned once its count
 * reaches the badge type's threshold:
 * - plays: finished plays, solo or challenge;
 * - solo_wins / challenge_wins: plays won in that mode;
 * - challenges_started: challenges the player opened;
 * - friends: accepted friends;
 * - perfect_scores: finished plays with every question right;
 * - credits_bought: credits bought with mobile money and paid.
 */

const counted = (row: { n: number | string | bigint } | undefined) => Number(row?.n ?? 0);

const finishedPlays = (db: Db, userId: number) =>
  db.selectFrom('plays').where('user_id', '=', userId).where('is_active', '=', 0);

async function wins(db: Db, userId: number, type: 'solo' | 'challenge') {
  return counted(
    await finishedPlays(db, userId)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('type', '=', type)
      .where('is_winner', '=', 1)
      .executeTakeFirst(),
  );
}

const counters: Record<BadgeRule, (db: Db, userId: number) => Promise<number>> = {
  plays: async (db, userId) =>
    counted(
      await finishedPlays(db, userId)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst(),
    ),
  solo_wins: (db, userId) => wins(db, userId, 'solo'),
  challenge_wins: (db, userId) => wins(db, userId, 'challenge'),
  challenges_started: async (db, userId) =>
    counted(
      await db
        .selectFrom('challenges')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('starter_id', '=', userId)
        .executeTakeFirst(),
    ),
  friends: async (db, userId) =>
    counted(
      await db
        .selectFrom('friendships')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirst(),
    ),
  perfect_scores: async (db, userId) =>
    counted(
      await finishedPlays(db, userId)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('note', '=', (eb) =>
          eb
            .selectFrom('questions')
            .select((q) => q.fn.countAll<number>().as('questions'))
            .whereRef('questions.game_id', '=', 'plays.game_id')
            .whereRef('questions.version', '=', 'plays.game_version'),
        )
        .executeTakeFirst(),
    ),
  credits_bought: async (db, userId) =>
    counted(
      await db
        .selectFrom('credit_transactions')
        .select(sql<number>`coalesce(sum(number_of_units), 0)`.as('n'))
        .where('user_id', '=', userId)
        .where('action', '=', 'buy')
        .where('status', '=', 'SUCCESSFULL')
        .executeTakeFirst(),
    ),
};

/**
 * Gives a player every active badge they now qualify for and have not got,
 * with its credits (once, through the ledger) and a notification.
 */
export async function awardBadges(db: Db, userId: number): Promise<number[]> {
  return (await awardBadgesOf(db, [userId])).get(userId) ?? [];
}

/**
 * `awardBadges` for several players at once (those whose plays ended
 * together): the badges they lack are read with one statement. The badges
 * given, by player.
 */
export async function awardBadgesOf(db: Db, userIds: number[]): Promise<Map<number, number[]>> {
  const rows = await db
    .selectFrom(['badge_types', 'users as u'])
    .selectAll('badge_types')
    .select('u.id as for_user')
    .where('u.id', 'in', userIds)
    .where('badge_types.is_active', '=', 1)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('user_badges')
            .select('user_badges.id')
            .whereRef('user_badges.badge_type_id', '=', 'badge_types.id')
            .whereRef('user_badges.user_id', '=', 'u.id'),
        ),
      ),
    )
    .orderBy('badge_types.id')
    .execute();
  const given = new Map<number, number[]>();
  const failures: unknown[] = [];
  for (const userId of userIds) {
    const missing = rows.filter((row) => row.for_user === userId);
    if (missing.length === 0) continue;
    // One player's failure leaves the others' badges given; it is said after them.
    await awardMissing(db, userId, missing).then(
      (ids) => given.set(userId, ids),
      (error: unknown) => failures.push(error),
    );
  }
  if (failures.length > 0) throw failures[0];
  return given;
}

async function awardMissing(
  db: Db,
  userId: number,
  missing: Selectable<BadgeTypesTable>[],
): Promise<number[]> {
  const values = new Map<BadgeRule, number>();
  const earned: number[] = [];
  for (const badge of missing) {
    const rule = badge.type as BadgeRule;
    if (!Object.hasOwn(counters, rule)) continue;
    if (!values.has(rule)) values.set(rule, await counters[rule](db, userId));
    if ((values.get(rule) ?? 0) < badge.threshold) continue;
    const given = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('user_badges')
        .values({ user_id: userId, badge_type_id: badge.id })
        .onConflict((oc) => oc.columns(['user_id', 'badge_type_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) return false;
      if (badge.number_of_units > 0) {
        await post(trx, {
          userId,
          account: 'credits',
          amount: badge.number_of_units,
          kind: 'badge_reward',
          reference: `badge:${badge.id}`,
        });
      }
      await notify(trx, [{ userId, kind: 'badge', ...notificationTexts.badgeEarned(badge) }]);
      return true;
    });
    if (given) earned.push(badge.id);
  }
  return earned;
}
