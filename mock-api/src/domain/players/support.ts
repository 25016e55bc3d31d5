import type {
  AccountBlock,
  BlockInput,
  LedgerMovement,
  PlayerFilter,
  PlayerPlay,
  PlayerRecord,
  PlayerSupport,
} from '@quiz/shared/contract';
import { accountBlockSchema } from '@quiz/shared/validation';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/index';
import { isoNow } from '../../db/time';
import { transact } from '../../db/transaction';
import { LOGIN_LIMITS } from '../accounts/login-limits';
import type { AdminDeps } from '../admin-deps';
import { recordAudit } from '../audit/trail';
import { notFound } from '../errors';
import { checked } from '../forms';
import { notificationTexts } from '../messages/templates';
import { notify } from '../notifications/notify';
import { responsiblePlayOf } from '../responsible-play/rules';
import { personMatching, playersOnly } from './search';

/*
 * Player support (ours): payments and super managers find a player by what
 * the player says on the phone (a name, a number in any written form, an
 * e-mail, an id) and read their money movement by movement, their plays,
 * payments, friends, limits and how their logins stand. A super manager can
 * block an account for fraud: the player buys and stakes nothing more (as in
 * a self-exclusion), is told why in their language, and keeps their money,
 * which they can still cash out. Blocks and unblocks are audited.
 */

export const PLAYER_SORTS = ['created_at', 'id', 'player_name'] as const;
export const LEDGER_SORTS = ['created_at', 'id'] as const;
export const PLAY_SORTS = ['started_at', 'id'] as const;

export interface Page<F extends string> {
  offset: number;
  limit: number;
  sort: { field: F; order: 'asc' | 'desc' };
}

/** What a manager types to find a player: an id, or what finds a person (search.ts). */
function matching(db: Db, q: string): RawBuilder<boolean>[] {
  const id = /^#?\d{1,9}$/.test(q) ? Number(q.replace('#', '')) : null;
  return [...(id !== null ? [sql<boolean>`u.id = ${id}`] : []), ...personMatching(db, q)];
}

/**
 * The players the filter keeps, users only: what counting them needs. Managers
 * are not looked after here.
 */
function matchingPlayers(db: Db, filter: PlayerFilter) {
  let query = db.selectFrom('users as u').where(playersOnly());
  const q = filter.q?.trim();
  if (q) query = query.where((eb) => eb.or(matching(db, q)));
  if (filter.blocked !== undefined) {
    const blocked = sql<boolean>`exists (select 1 from account_blocks b where b.user_id = u.id)`;
    query = query.where(filter.blocked ? blocked : sql<boolean>`not ${blocked}`);
  }
  return query;
}

/** The players the filter keeps with their balances and block: one row each (both keyed by player). */
function players(db: Db, filter: PlayerFilter) {
  return matchingPlayers(db, filter)
    .leftJoin('wallets as w', 'w.user_id', 'u.id')
    .leftJoin('account_blocks as b', 'b.user_id', 'u.id');
}

const RECORD_COLUMNS = [
  'u.id',
  'u.player_name',
  'u.first_name',
  'u.last_name',
  'u.email',
  'u.phone_number',
  'u.created_at',
  'w.credits',
  'w.gains',
  'b.user_id as blocked',
] as const;

type RecordRow = {
  id: number;
  player_name: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone_number: string | null;
  created_at: string;
  credits: number | null;
  gains: number | null;
  blocked: number | null;
};

const record = (row: RecordRow): PlayerRecord => ({
  id: row.id,
  player_name: row.player_name,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  phone_number: row.phone_number,
  credits: Number(row.credits ?? 0),
  gains: Number(row.gains ?? 0),
  is_blocked: row.blocked !== null,
  created_at: row.created_at,
});

const count = async (query: { executeTakeFirstOrThrow(): Promise<{ n: number | string }> }) =>
  Number((await query.executeTakeFirstOrThrow()).n);

async function blockOf(db: Db, userId: number): Promise<AccountBlock | null> {
  const row = await db
    .selectFrom('account_blocks as b')
    .innerJoin('users as m', 'm.id', 'b.manager_id')
    .select([
      'b.reason',
      'b.note',
      'b.created_at',
      'm.id',
      'm.first_name',
      'm.last_name',
      'm.email',
    ])
    .where('b.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  const name = [row.first_name, row.last_name].filter(Boolean).join(' ') || (row.email ?? '');
  return {
    reason: row.reason,
    note: row.note,
    created_at: row.created_at,
    manager: { id: row.id, name },
  };
}

export function playerSupportOf({ db, clock }: AdminDeps) {
  const responsiblePlay = responsiblePlayOf(db, clock);

  async function existing(id: number) {
    const row = await players(db, {})
      .select(RECORD_COLUMNS)
      .where('u.id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound('INVALID_ID');
    return row;
  }

  /** The player as the audit trail keeps it: who, and whether blocked. */
  async function audited(trx: Db, id: number) {
    const row = await players(trx, {})
      .select(RECORD_COLUMNS)
      .where('u.id', '=', id)
      .executeTakeFirstOrThrow();
    return { ...record(row), block: await blockOf(trx, id) };
  }

  return {
    async list(filter: PlayerFilter, page: Page<(typeof PLAYER_SORTS)[number]>) {
      const [total, rows] = await Promise.all([
        // Counted without the joins, which add no row: SQLite would still read them for each player.
        count(matchingPlayers(db, filter).select((eb) => eb.fn.countAll<number>().as('n'))),
        players(db, filter)
          .select(RECORD_COLUMNS)
          .orderBy(`u.${page.sort.field}`, page.sort.order)
          .orderBy('u.id', page.sort.order)
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
      ]);
      return { records: rows.map(record), total };
    },

    async one(id: number): Promise<PlayerSupport> {
      const row = await existing(id);
      const user = await db
        .selectFrom('users')
        .select(['language', 'is_verified', 'last_login_at', 'deleted_at', 'email', 'phone_number'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const now = clock();
      const identifiers = [user.email, user.phone_number].filter((one): one is string => !!one);
      const windowStart = isoNow(new Date(now.getTime() - LOGIN_LIMITS.windowSeconds * 1000));
      const [friends, plays, challenges, failedLogins, rules, block] = await Promise.all([
        count(
          db
            .selectFrom('friendships')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('user_id', '=', id),
        ),
        count(
          db
            .selectFrom('plays')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('user_id', '=', id),
        ),
        count(
          db
            .selectFrom('plays')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('user_id', '=', id)
            .where('type', '=', 'challenge'),
        ),
        identifiers.length === 0
          ? Promise.resolve(0)
          : count(
              db
                .selectFrom('login_failures')
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .where('account', 'in', identifiers)
                .where('created_at', '>=', windowStart),
            ),
        responsiblePlay.overview(id),
        blockOf(db, id),
      ]);
      return {
        ...record(row),
        language: user.language,
        is_verified: user.is_verified === 1,
        last_login_at: user.last_login_at,
        deleted_at: user.deleted_at,
        failed_logins: failedLogins,
        login_locked: failedLogins >= LOGIN_LIMITS.perAccount,
        friends,
        plays,
        challenges,
        limits: rules.limits,
        self_exclusion: rules.self_exclusion,
        block,
      };
    },

    /** Every movement of the player's credits and gains, newest first by default. */
    async ledger(
      id: number,
      filter: { account?: 'credits' | 'gains' },
      page: Page<(typeof LEDGER_SORTS)[number]>,
    ): Promise<{ records: LedgerMovement[]; total: number }> {
      await existing(id);
      let entries = db.selectFrom('ledger_entries').where('user_id', '=', id);
      if (filter.account) entries = entries.where('account', '=', filter.account);
      const [total, rows] = await Promise.all([
        count(entries.select((eb) => eb.fn.countAll<number>().as('n'))),
        entries
          .select(['id', 'account', 'amount', 'balance_after', 'kind', 'reference', 'created_at'])
          .orderBy(page.sort.field, page.sort.order)
          .orderBy('id', page.sort.order)
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
      ]);
      return { records: rows, total };
    },

    /** The player's plays, solo and in challenges, with their results. */
    async plays(
      id: number,
      filter: { type?: 'solo' | 'challenge' },
      page: Page<(typeof PLAY_SORTS)[number]>,
    ): Promise<{ records: PlayerPlay[]; total: number }> {
      await existing(id);
      let found = db
        .selectFrom('plays as p')
        .innerJoin('games as g', 'g.id', 'p.game_id')
        .where('p.user_id', '=', id);
      if (filter.type) found = found.where('p.type', '=', filter.type);
      const [total, rows] = await Promise.all([
        count(found.select((eb) => eb.fn.countAll<number>().as('n'))),
        found
          .select([
            'p.id',
            'p.type',
            'p.challenge_id',
            'p.ene_units',
            'p.note',
            'p.is_winner',
            'p.gain',
            'p.is_active',
            'p.started_at',
            'p.ended_at',
            'g.id as game_id',
            'g.title_fr',
            'g.title_en',
          ])
          .orderBy(`p.${page.sort.field}`, page.sort.order)
          .orderBy('p.id', page.sort.order)
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
      ]);
      return {
        total,
        records: rows.map((row) => ({
          id: row.id,
          type: row.type,
          game: { id: row.game_id, title_fr: row.title_fr, title_en: row.title_en },
          challenge_id: row.challenge_id,
          ene_units: row.ene_units,
          note: row.note,
          is_winner: row.is_winner === 1,
          gain: row.gain,
          is_active: row.is_active === 1,
          started_at: row.started_at,
          ended_at: row.ended_at,
        })),
      };
    },

    /**
     * Blocks an account for fraud, or changes why: the player is told in
     * their language; their balances are not touched.
     */
    async block(managerId: number, id: number, input: BlockInput): Promise<PlayerSupport> {
      const values = checked(accountBlockSchema, input);
      await existing(id);
      const reason = values.reason as BlockInput['reason'];
      await transact(db, async (trx) => {
        const before = await audited(trx, id);
        const row = { reason, note: values.note || null, manager_id: managerId };
        await trx
          .insertInto('account_blocks')
          .values({ user_id: id, ...row })
          .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
          .execute();
        await recordAudit(trx, {
          managerId,
          area: 'players',
          action: 'block',
          entityId: id,
          before,
          after: await audited(trx, id),
        });
        await notify(trx, [
          { userId: id, kind: 'account_blocked', ...notificationTexts.accountBlocked(reason) },
        ]);
      });
      return this.one(id);
    },

    /** Lifts a block: the player may buy and play again, and is told so. */
    async unblock(managerId: number, id: number): Promise<PlayerSupport> {
      await existing(id);
      await transact(db, async (trx) => {
        const before = await audited(trx, id);
        if (!before.block) return;
        await trx.deleteFrom('account_blocks').where('user_id', '=', id).execute();
        await recordAudit(trx, {
          managerId,
          area: 'players',
          action: 'unblock',
          entityId: id,
          before,
          after: await audited(trx, id),
        });
        await notify(trx, [
          { userId: id, kind: 'account_unblocked', ...notificationTexts.accountUnblocked() },
        ]);
      });
      return this.one(id);
    },
  };
}

export type PlayerSupportService = ReturnType<typeof playerSupportOf>;
