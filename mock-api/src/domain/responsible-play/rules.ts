import { type LimitKind, type LimitPeriod, RESPONSIBLE_PLAY } from '@quiz/shared/constants';
import type { PlayLimit, PlayLimitInput, ResponsiblePlay } from '@quiz/shared/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index';
import { lockInTransaction } from '../../db/locks';
import { isoNow } from '../../db/time';
import { DomainError, invalid } from '../errors';

/*
 * Responsible play (ours; no quiz product for money offers it): limits a
 * player sets on the credits they buy and stake over the last day, week and
 * month, and self-exclusion. A limit lowered holds at once; raised or
 * removed, only a day later, so a decision made in the heat of a loss waits
 * a night. While self-excluded a player buys nothing, stakes nothing and is
 * invited to no challenge; gains can still be cashed out. Periods roll: a
 * day is the last 24 hours.
 */

const PERIODS = Object.keys(RESPONSIBLE_PLAY.periods) as LimitPeriod[];
const KINDS: LimitKind[] = ['purchase', 'stake'];
const DAY_MS = 24 * 60 * 60 * 1000;
const STAKE_KINDS = ['play_stake', 'challenge_stake'];

/** Refused by the player's own choice: a limit (400 LIMIT_REACHED) or a break (403 SELF_EXCLUDED). */
export const limitReached = (extra: Record<string, unknown>) =>
  invalid('LIMIT_REACHED', undefined, extra);
export const selfExcluded = (until: string) =>
  new DomainError('forbidden', 'SELF_EXCLUDED', { extra: { until } });

type LimitRow = {
  kind: LimitKind;
  period: LimitPeriod;
  amount: number | null;
  pending_amount: number | null;
  pending_from: string | null;
};

/** The limit in force now: a pending change applies once its day has passed. */
function inForce(row: LimitRow | undefined, now: Date): number | null {
  if (!row) return null;
  if (row.pending_from !== null && row.pending_from <= isoNow(now)) return row.pending_amount;
  return row.amount;
}

/**
 * Where a period starts, on the server's clock: purchases and stakes are
 * stamped by it (orders when placed, stakes by their ledger entry), so a
 * period, a raise's delay and a break all read the same time.
 */
const since = (period: LimitPeriod, now: Date) =>
  new Date(now.getTime() - RESPONSIBLE_PLAY.periods[period] * DAY_MS).toISOString();

/** Credits bought (ongoing purchases included) or staked since a time. */
async function used(db: Db, userId: number, kind: LimitKind, from: string): Promise<number> {
  if (kind === 'purchase') {
    const row = await db
      .selectFrom('credit_transactions')
      .select(sql<number>`coalesce(sum(number_of_units), 0)`.as('n'))
      .where('user_id', '=', userId)
      .where('action', '=', 'buy')
      .where('status', 'in', ['SUCCESSFULL', 'PENDING', 'INITIATED'])
      .where('created_at', '>=', from)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
  const row = await db
    .selectFrom('ledger_entries')
    .select(sql<number>`coalesce(-sum(amount), 0)`.as('n'))
    .where('user_id', '=', userId)
    .where('account', '=', 'credits')
    .where('kind', 'in', STAKE_KINDS)
    .where('created_at', '>=', from)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function exclusionOf(db: Db, userId: number, now: Date) {
  const row = await db
    .selectFrom('self_exclusions')
    .select('until')
    .where('user_id', '=', userId)
    .where('until', '>', isoNow(now))
    .executeTakeFirst();
  return row ?? null;
}

export function responsiblePlayOf(db: Db, now: () => Date) {
  async function overview(userId: number): Promise<ResponsiblePlay> {
    const at = now();
    const rows = (await db
      .selectFrom('play_limits')
      .selectAll()
      .where('user_id', '=', userId)
      .execute()) as LimitRow[];
    const limits: PlayLimit[] = [];
    for (const kind of KINDS) {
      for (const period of PERIODS) {
        const row = rows.find((one) => one.kind === kind && one.period === period);
        const waiting = row?.pending_from != null && row.pending_from > isoNow(at);
        limits.push({
          kind,
          period,
          amount: inForce(row, at),
          used: await used(db, userId, kind, since(period, at)),
          pending:
            waiting && row?.pending_from
              ? { amount: row.pending_amount, from: row.pending_from }
              : null,
        });
      }
    }
    return { status_message: 'OK', limits, self_exclusion: await exclusionOf(db, userId, at) };
  }

  return {
    overview,

    /** Sets a limit: lower at once, higher or none after a day. */
    async setLimit(userId: number, input: PlayLimitInput) {
      const at = now();
      const row = (await db
        .selectFrom('play_limits')
        .selectAll()
        .where('user_id', '=', userId)
        .where('kind', '=', input.kind)
        .where('period', '=', input.period)
        .executeTakeFirst()) as LimitRow | undefined;
      const current = inForce(row, at);
      const lower = input.amount !== null && (current === null || input.amount <= current);
      const values = lower
        ? { amount: input.amount, pending_amount: null, pending_from: null }
        : {
            amount: current,
            pending_amount: input.amount,
            pending_from: new Date(
              at.getTime() + RESPONSIBLE_PLAY.raiseDelayHours * 3600 * 1000,
            ).toISOString(),
          };
      await db
        .insertInto('play_limits')
        .values({ user_id: userId, kind: input.kind, period: input.period, ...values })
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'kind', 'period'])
            .doUpdateSet({ ...values, updated_at: isoNow() }),
        )
        .execute();
      return overview(userId);
    },

    /** Starts or lengthens a break; it is never shortened. */
    async exclude(userId: number, days: number) {
      const until = new Date(now().getTime() + days * DAY_MS).toISOString();
      await db
        .insertInto('self_exclusions')
        .values({ user_id: userId, until })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({
            until: sql`case when self_exclusions.until > ${until} then self_exclusions.until else ${until} end`,
          }),
        )
        .execute();
      return overview(userId);
    },
  };
}

export type ResponsiblePlayService = ReturnType<typeof responsiblePlayOf>;

/**
 * Refuses what a player's break forbids, and what a block for fraud forbids
 * alike (domain/players/support: buying and staking; cashing out stays open).
 */
export async function checkNotExcluded(trx: Db, userId: number, now: Date): Promise<void> {
  const excluded = await exclusionOf(trx, userId, now);
  if (excluded) throw selfExcluded(excluded.until);
  const blocked = await trx
    .selectFrom('account_blocks')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (blocked) throw new DomainError('forbidden', 'ACCOUNT_BLOCKED');
}

/**
 * Refuses a purchase or a stake of `units` credits that a break or a limit of
 * the player's forbids. Run in the transaction that spends: one spend of a
 * player at a time holds the check, so two at once cannot both pass it.
 */
export async function checkSpend(
  trx: Db,
  userId: number,
  kind: LimitKind,
  units: number,
  now: Date,
): Promise<void> {
  await checkNotExcluded(trx, userId, now);
  const rows = (await trx
    .selectFrom('play_limits')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .execute()) as LimitRow[];
  const limits = rows
    .map((row) => ({ period: row.period, limit: inForce(row, now) }))
    .filter((one): one is { period: LimitPeriod; limit: number } => one.limit !== null);
  if (limits.length === 0) return;
  await lockInTransaction(trx, `spend:${userId}`);
  for (const { period, limit } of limits) {
    const spent = await used(trx, userId, kind, since(period, now));
    if (spent + units > limit) throw limitReached({ kind, period, limit, used: spent });
  }
}

/** The players of `ids` on a break now or blocked, whom no challenge invites. */
export async function excludedAmong(db: Db, ids: number[], now: Date): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const [excluded, blocked] = await Promise.all([
    db
      .selectFrom('self_exclusions')
      .select('user_id')
      .where('user_id', 'in', ids)
      .where('until', '>', isoNow(now))
      .execute(),
    db.selectFrom('account_blocks').select('user_id').where('user_id', 'in', ids).execute(),
  ]);
  return new Set([...excluded, ...blocked].map((row) => row.user_id));
}
