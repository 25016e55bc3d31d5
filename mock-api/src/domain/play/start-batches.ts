import { type Kysely, PostgresAdapter, sql, type Transaction } from 'kysely';
import { batchRows } from '../../db/batch-rows';
import type { Db } from '../../db/index';
import { prepared } from '../../db/prepared';
import type { Database } from '../../db/schema';
import { isoAfter, isoNow } from '../../db/time';
import { postAll } from '../ledger/post-all';
import { readSettings } from '../settings/settings';
import { batcher } from './batcher';
import type { PlayRow } from './engine';
import { PLAY_LEDGER, playReference } from './records';
import type { PlayStart, Served } from './steps';

/** A solo play to start, as the engine asks it. */
export interface SoloStart {
  start: Omit<PlayStart, 'challenge'>;
  now: Date;
}

/** Starts one transaction makes at most. */
const BATCH_LIMIT = 100;

/**
 * Group commit (batcher.ts) of solo starts, a quiz night's crowd joining:
 * ten statements whatever their number (the settings, the players' breaks
 * and limits, the plays, the stakes through the ledger's `postAll`, the
 * first questions) instead of about fifteen each. A batch starts each play
 * as `beginPlay` does when nothing stands in its way. A player on a break,
 * blocked or with a stake limit is left out of the batch and starts the
 * single way, which checks the limit under its lock; a batch that fails (a
 * stake beyond a balance, a play already there) is made again start by
 * start the single way, so that each refusal is the player's own. Joining
 * a challenge goes the single way.
 */
export function startBatches(db: Db, single: (item: SoloStart) => Promise<Served>) {
  const starts = batcher<SoloStart, Served>({
    limit: BATCH_LIMIT,
    keyOf: (item) => item.start.userId,
    run: (batch) => db.transaction().execute((trx) => startAll(trx, batch)),
    alone: single,
  });
  return {
    /** Starts the solo play; resolves with it once committed, or fails as `beginPlay` would. */
    start: starts.make,
    settled: starts.settled,
    stats: starts.stats,
  };
}

/** Starts the batch's plays in the transaction, by player; those with a break, a block or a limit are left out. */
async function startAll(
  trx: Transaction<Database>,
  batch: SoloStart[],
): Promise<Map<number, Served>> {
  const settings = await readSettings(trx);
  const guarded = await statements.guarded(
    trx,
    rows.players.values(
      trx,
      batch.map((item) => ({ player: item.start.userId, at: isoNow(item.now) })),
    ),
  );
  const left = new Set(guarded.rows.map((row) => row.user_id));
  const starting = batch.filter((item) => !left.has(item.start.userId));
  if (starting.length === 0) return new Map();
  const cost = settings.solo_units;
  const plays = await statements.plays(
    trx,
    rows.plays.values(
      trx,
      starting.map(({ start, now }) => ({
        player: start.userId,
        game: start.game.id,
        version: start.gameVersion,
        cost,
        towin: start.game.solo_percentage_towin,
        duration: start.game.question_duration_sec,
        gain_unit: settings.gain_unit,
        multiplicator: settings.solo_win_gain_multiplicator,
        at: isoNow(now),
      })),
    ),
  );
  const playOf = new Map(plays.rows.map((play) => [play.user_id, play]));
  await postAll(
    trx,
    'credits',
    starting.map(({ start, now }) => ({
      userId: start.userId,
      account: 'credits' as const,
      amount: -cost,
      kind: PLAY_LEDGER.soloStake,
      reference: playReference(playOf.get(start.userId)?.id ?? 0),
      at: now,
    })),
  );
  return serveFirst(trx, starting, playOf);
}

/** Each play's first question served, its deadline set by the server now: by player. */
async function serveFirst(
  trx: Transaction<Database>,
  starting: SoloStart[],
  playOf: Map<number, PlayRow>,
): Promise<Map<number, Served>> {
  const firsts = starting.map(({ start, now }) => {
    const play = playOf.get(start.userId) as PlayRow;
    return {
      play: play.id,
      question: start.firstQuestionId,
      started: isoNow(now),
      deadline: isoAfter(play.question_duration_sec, now),
    };
  });
  const answers = await statements.answers(trx, rows.serve.values(trx, firsts));
  const moved = await statements.moved(trx, rows.serve.values(trx, firsts));
  const answerOf = new Map(answers.rows.map(({ play_id, ...answer }) => [play_id, answer]));
  const served = new Map<number, Served>();
  for (const play of moved.rows) {
    const answer = answerOf.get(play.id);
    if (answer) served.set(play.user_id, { play, answer });
  }
  if (served.size !== starting.length) throw new Error('a play of the batch was not served');
  return served;
}

type Values = Record<string, unknown>;
const postgres = (db: Kysely<Database>) => db.getExecutor().adapter instanceof PostgresAdapter;
/** SQLite's RETURNING names the table's columns by `*` alone; PostgreSQL's `*` adds v's. */
const all = (db: Kysely<Database>, table: string) => sql.raw(postgres(db) ? `${table}.*` : '*');

const rows = {
  players: batchRows({ player: 'int', at: 'text' }),
  plays: batchRows({
    player: 'int',
    game: 'int',
    version: 'int',
    cost: 'int',
    towin: 'float8',
    duration: 'int',
    gain_unit: 'int',
    multiplicator: 'int',
    at: 'text',
  }),
  serve: batchRows({ play: 'int', question: 'int', started: 'text', deadline: 'text' }),
};

/** The statements of a batch, built once: the batch's rows are their values. */
const statements = {
  /** the players whom a break, a block or a stake limit sends the single way */
  guarded: prepared<Values, { user_id: number }>((db, value) =>
    sql<{ user_id: number }>`select v.player as user_id from ${rows.players.table(db, value)}
      where exists (select 1 from self_exclusions e where e.user_id = v.player and e.until > v.at)
        or exists (select 1 from account_blocks b where b.user_id = v.player)
        or exists (select 1 from play_limits l where l.user_id = v.player and l.kind = 'stake'
          and (l.amount is not null or l.pending_amount is not null))`.compile(db),
  ),
  plays: prepared<Values, PlayRow>((db, value) =>
    sql<PlayRow>`insert into plays (user_id, game_id, game_version, type, challenge_id, ene_units,
        solo_percentage_towin, question_duration_sec, gain_unit, solo_win_gain_multiplicator,
        started_at)
      select v.player, v.game, v.version, 'solo', null, v.cost, v.towin, v.duration, v.gain_unit,
        v.multiplicator, v.at
      from ${rows.plays.table(db, value)}
      returning *`.compile(db),
  ),
  answers: prepared<Values, Served['answer'] & { play_id: number }>((db, value) =>
    sql<Served['answer'] & { play_id: number }>`insert into answers
        (play_id, question_id, started_at, deadline)
      select v.play, v.question, v.started, v.deadline from ${rows.serve.table(db, value)}
      returning id, play_id, started_at, deadline, id_values`.compile(db),
  ),
  /** `+plays.is_active`: SQLite would otherwise walk every running play (see move-batches.ts) */
  moved: prepared<Values, PlayRow>((db, value) =>
    sql<PlayRow>`update plays set current_question_id = v.question, current_deadline = v.deadline
      from ${rows.serve.table(db, value)}
      where plays.id = v.play and +plays.is_active = 1
      returning ${all(db, 'plays')}`.compile(db),
  ),
};
