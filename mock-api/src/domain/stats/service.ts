import type { AdminStats, StatsRangeParams, StatsSeries } from '@quiz/shared/contract';
import { businessDay, businessDayEnd, businessDayStart } from '@quiz/shared/format';
import { VALIDATION_MESSAGES as M, statsRangeSchema } from '@quiz/shared/validation';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../db/index';
import type { Database } from '../../db/schema';
import { businessDaySql } from '../../db/time';
import type { AdminDeps } from '../admin-deps';
import { invalid } from '../errors';
import { checked } from '../forms';
import { playCounts, type Window } from './play-days';

/*
 * The back office's statistics (spec section 3 "General statistics"; the
 * definitions are in the contract, shared/src/contract/admin/stats.ts). Every
 * figure is counted from the rows the platform writes: wallets, plays,
 * challenges, purchases and cash-outs (credit_transactions, cashouts), the
 * ledger, the message outbox and shares. Each period query runs on an index
 * whose first column is the date (migration 0011), and plays, by far the
 * most rows, are added up from their daily counts (play-days.ts), so a year
 * of a million plays stays within the budget (bench/stats-range.ts).
 */

const DAY_MS = 24 * 3600 * 1000;
/** The general figure of new players looks back this far. */
const NEW_PLAYERS_DAYS = 30;
/** The series has a row a day: a year and a day at most. */
const MAX_SERIES_DAYS = 366;

const n = (value: unknown) => Number(value ?? 0);

/** `column` within the window; anything when there is none. */
const inPeriod = (column: string, window: Window | null) =>
  window
    ? sql<boolean>`${sql.ref(column)} >= ${window.from} and ${sql.ref(column)} < ${window.to}`
    : sql<boolean>`1 = 1`;

const counted = async (query: { executeTakeFirstOrThrow(): Promise<{ n: unknown }> }) =>
  n((await query.executeTakeFirstOrThrow()).n);

async function stocks(db: Db) {
  const [wallets, users, managers, games] = await Promise.all([
    db
      .selectFrom('wallets')
      .select([
        sql<number>`coalesce(sum(gains), 0)`.as('gains'),
        sql<number>`coalesce(sum(credits), 0)`.as('credits'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('managers')
      .innerJoin('users', 'users.id', 'managers.user_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('users.deleted_at', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('games')
      .select(['is_active', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('is_active')
      .execute(),
  ]);
  const gamesBy = (active: number) => n(games.find((row) => row.is_active === active)?.n);
  return {
    to_cashout: n(wallets.gains),
    credits_on: n(wallets.credits),
    users: n(users.n),
    players: n(users.n) - n(managers.n),
    managers: n(managers.n),
    active_games: gamesBy(1),
    inactive_games: gamesBy(0),
  };
}

async function purchases(db: Db, window: Window | null) {
  const rows = await db
    .selectFrom('credit_transactions')
    .select([
      'action',
      'method',
      'status',
      (eb) => eb.fn.countAll<number>().as('n'),
      sql<number>`coalesce(sum(number_of_units), 0)`.as('units'),
      sql<number>`coalesce(sum(amount), 0)`.as('amount'),
    ])
    .groupBy(['action', 'method', 'status'])
    .where(inPeriod('created_at', window))
    .execute();
  const pick = (action: string, status: string, method?: string) =>
    rows.filter(
      (row) => row.action === action && row.status === status && (!method || row.method === method),
    );
  const sum = (list: typeof rows, key: 'n' | 'units' | 'amount') =>
    list.reduce((total, row) => total + n(row[key]), 0);
  return {
    credits_bought_om: sum(pick('buy', 'SUCCESSFULL', 'om'), 'units'),
    credits_bought_momo: sum(pick('buy', 'SUCCESSFULL', 'mtn'), 'units'),
    buy_amount_om: sum(pick('buy', 'SUCCESSFULL', 'om'), 'amount'),
    buy_amount_momo: sum(pick('buy', 'SUCCESSFULL', 'mtn'), 'amount'),
    buy_trans_failure_om: sum(pick('buy', 'FAILURE', 'om'), 'n'),
    buy_trans_failure_momo: sum(pick('buy', 'FAILURE', 'mtn'), 'n'),
    credits_convertion: sum(pick('convert', 'SUCCESSFULL'), 'units'),
    amount_converted: sum(pick('convert', 'SUCCESSFULL'), 'amount'),
  };
}

async function cashouts(db: Db, window: Window | null) {
  const rows = await db
    .selectFrom('cashouts')
    .select([
      'method',
      'status',
      (eb) => eb.fn.countAll<number>().as('n'),
      sql<number>`coalesce(sum(amount), 0)`.as('amount'),
    ])
    .groupBy(['method', 'status'])
    .where(inPeriod('created_at', window))
    .execute();
  const row = (method: string, status: string) =>
    rows.find((r) => r.method === method && r.status === status);
  return {
    amount_cashout_om: n(row('om', 'SUCCESSFULL')?.amount),
    amount_cashout_momo: n(row('mtn', 'SUCCESSFULL')?.amount),
    cashout_om: n(row('om', 'SUCCESSFULL')?.n),
    cashout_momo: n(row('mtn', 'SUCCESSFULL')?.n),
    cashout_failure_om: n(row('om', 'FAILURE')?.n),
    cashout_failure_momo: n(row('mtn', 'FAILURE')?.n),
  };
}

/** Plays started on each index's games; indexes with none count 0. */
export async function playsByIndex(db: Db, window: Window | null, now: Date) {
  const [perGame, indexes, links] = await Promise.all([
    playCounts(db, window, now, 'game_id'),
    db.selectFrom('game_indexes').select(['id', 'label_en', 'label_fr']).orderBy('id').execute(),
    db.selectFrom('game_game_indexes').select(['game_id', 'game_index_id']).execute(),
  ]);
  const plays = new Map<number, number>();
  for (const link of links) {
    const count = perGame.get(link.game_id) ?? 0;
    plays.set(link.game_index_id, (plays.get(link.game_index_id) ?? 0) + count);
  }
  return indexes.map((index) => ({
    id: index.id,
    prim: { label_en: index.label_en, label_fr: index.label_fr },
    plays: plays.get(index.id) ?? 0,
  }));
}

/** Counts of the activity tables over the window. */
async function activity(db: Db, window: Window | null, now: Date, newPlayersSince: Window) {
  const count = (eb: ExpressionBuilder<Database, keyof Database>) =>
    eb.fn.countAll<number>().as('n');
  const [newPlayers, sms, deletions, challenges, invitations, shares, plays, freeCredits] =
    await Promise.all([
      // New players: accounts that are no manager's.
      counted(
        db
          .selectFrom('users')
          .select(count)
          .where('deleted_at', 'is', null)
          .where('id', 'not in', db.selectFrom('managers').select('user_id'))
          .where(inPeriod('created_at', newPlayersSince)),
      ),
      counted(
        db
          .selectFrom('outbox_messages')
          .select(count)
          .where('channel', '=', 'sms')
          .where(inPeriod('created_at', window)),
      ),
      counted(
        db
          .selectFrom('users')
          .select(count)
          .where('deleted_at', 'is not', null)
          .where(inPeriod('deleted_at', window)),
      ),
      counted(db.selectFrom('challenges').select(count).where(inPeriod('created_at', window))),
      counted(
        db.selectFrom('challenge_invitations').select(count).where(inPeriod('created_at', window)),
      ),
      counted(
        db
          .selectFrom('share_events')
          .select(count)
          .where('kind', '=', 'challenge')
          .where(inPeriod('created_at', window)),
      ),
      playCounts(db, window, now, 'type'),
      counted(
        db
          .selectFrom('ledger_entries')
          .select(sql<number>`coalesce(sum(amount), 0)`.as('n'))
          .where('kind', '=', 'free_credits')
          .where(inPeriod('created_at', window)),
      ),
    ]);
  return {
    new_players: newPlayers,
    free_credits_distributed: freeCredits,
    sms_sent: sms,
    solos: plays.get('solo') ?? 0,
    challenge_participations: plays.get('challenge') ?? 0,
    challenges_created: challenges,
    account_deletions: deletions,
    challenges_invitations: invitations,
    challenges_social_sharing: shares,
  };
}

async function indicators(db: Db, window: Window | null, now: Date): Promise<AdminStats> {
  const lastDays: Window = {
    from: new Date(now.getTime() - NEW_PLAYERS_DAYS * DAY_MS).toISOString(),
    to: new Date(now.getTime() + 1).toISOString(),
  };
  const [stock, bought, paid, done, game_indexes] = await Promise.all([
    stocks(db),
    purchases(db, window),
    cashouts(db, window),
    activity(db, window, now, window ?? lastDays),
    playsByIndex(db, window, now),
  ]);
  return { ...stock, ...done, ...bought, ...paid, game_indexes };
}

/** The window of a date-range call: whole Douala days, both ends included. */
export type { Window };

export function windowOf(params: StatsRangeParams): Window {
  const { from, to } = checked(
    statsRangeSchema,
    {
      from: { day: params.from_day, month: params.from_month, year: params.from_year },
      to: { day: params.to_day, month: params.to_month, year: params.to_year },
    },
    'BAD',
  );
  const text = ({ year, month, day }: typeof from) =>
    `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return { from: businessDayStart(text(from)), to: businessDayEnd(text(to)) };
}

/**
 * Per Douala day of the window: new players, plays, money in and out by
 * channel, purchases paid and failed.
 */
async function perDay(db: Db, window: Window, now: Date) {
  const day = (column: string) => businessDaySql(db, column);
  const [players, plays, bought, paid, tries] = await Promise.all([
    db
      .selectFrom('users')
      .select([day('created_at').as('day'), (eb) => eb.fn.countAll<number>().as('n')])
      .where('deleted_at', 'is', null)
      .groupBy(day('created_at'))
      .where(inPeriod('created_at', window))
      .execute(),
    playCounts(db, window, now, 'day'),
    db
      .selectFrom('credit_transactions')
      .select([day('created_at').as('day'), 'method', sql<number>`sum(amount)`.as('n')])
      .where('action', '=', 'buy')
      .where('status', '=', 'SUCCESSFULL')
      .groupBy([day('created_at'), 'method'])
      .where(inPeriod('created_at', window))
      .execute(),
    db
      .selectFrom('cashouts')
      .select([day('created_at').as('day'), 'method', sql<number>`sum(amount)`.as('n')])
      .where('status', '=', 'SUCCESSFULL')
      .groupBy([day('created_at'), 'method'])
      .where(inPeriod('created_at', window))
      .execute(),
    db
      .selectFrom('credit_transactions')
      .select([day('created_at').as('day'), 'status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('action', '=', 'buy')
      .where('status', 'in', ['SUCCESSFULL', 'FAILURE'])
      .groupBy([day('created_at'), 'status'])
      .where(inPeriod('created_at', window))
      .execute(),
  ]);
  const days: StatsSeries['days'] = [];
  for (let at = Date.parse(window.from); at < Date.parse(window.to); at += DAY_MS) {
    const key = businessDay(at);
    const money = (rows: typeof bought, method: string) =>
      n(rows.find((row) => row.day === key && row.method === method)?.n);
    days.push({
      day: key,
      new_players: n(players.find((row) => row.day === key)?.n),
      plays: plays.get(key) ?? 0,
      money_in_om: money(bought, 'om'),
      money_in_momo: money(bought, 'mtn'),
      money_out_om: money(paid, 'om'),
      money_out_momo: money(paid, 'mtn'),
      purchases: n(tries.find((row) => row.day === key && row.status === 'SUCCESSFULL')?.n),
      purchase_failures: n(tries.find((row) => row.day === key && row.status === 'FAILURE')?.n),
    });
  }
  return days;
}

export function statsOf({ db, clock }: AdminDeps) {
  return {
    general: () => indicators(db, null, clock()),
    range: (params: StatsRangeParams) => indicators(db, windowOf(params), clock()),
    async series(params: StatsRangeParams): Promise<StatsSeries> {
      const window = windowOf(params);
      if (Date.parse(window.to) - Date.parse(window.from) > MAX_SERIES_DAYS * DAY_MS) {
        throw invalid('BAD', { to: M.range_too_long });
      }
      const now = clock();
      const [days, game_indexes] = await Promise.all([
        perDay(db, window, now),
        playsByIndex(db, window, now),
      ]);
      return { days, game_indexes };
    },
  };
}

export type Statistics = ReturnType<typeof statsOf>;
