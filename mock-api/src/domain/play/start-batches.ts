import { type Selectable, sql, type Transaction } from 'kysely';
import { batchRows, updatedRows } from '../../db/batch-rows';
import { commitWindow } from '../../db/commit-window';
import type { Db } from '../../db/index';
import { prepared } from '../../db/prepared';
import type { Database, GamesTable } from '../../db/schema';
import { isoAfter, isoNow } from '../../db/time';
import { postAll } from '../ledger/post-all';
import { readSettings } from '../settings/settings';
import { batcher } from './batcher';
import type { PlayRow } from './engine';
import { serveAll } from './move-batches';
import { PLAY_LEDGER, playReference } from './records';
import type { Served } from './steps';

/** A solo play a player asks to start. */
export interface SoloStart {
  userId: number;
  gameId: number;
  now: Date;
}

/** Starts one transaction makes at most. */
const BATCH_LIMIT = 100;

/**
 * Group commit (batcher.ts) of solo starts, a quiz night's crowd joining:
 * eleven statements whatever their number (the settings, the games, what
 * sends a player the single way, the plays, the stakes through the ledger's
 * `postAll`, the first questions) instead of about twenty each, with the
 * checks before a start. A batch starts each play as the engine's single
 * way does when nothing stands in its way; a start it cannot make as
 * simply is answered null, and the engine takes the single way, which
 * checks everything again and gives the player's own refusal or resumes
 * the running play: a manager, a player with a play running or already
 * played on this quiz, on a break, blocked or with a stake limit (checked
 * under its lock there), an inactive or empty quiz, and every start of a
 * batch that failed (a stake beyond a balance, a play started meanwhile).
 * Joining a challenge goes the single way.
 */
export function startBatches(
  db: Db,
  firstQuestion: (gameId: number, version: number) => Promise<{ id: number } | undefined>,
) {
  const starts = batcher<SoloStart, Served | null>({
    limit: BATCH_LIMIT,
    window: commitWindow(db),
    keyOf: (item) => item.userId,
    run: async (batch) => {
      // Before the transaction: on SQLite, a question read would wait on the transaction's connection.
      const games = await playableGames(db, batch, firstQuestion);
      return db.transaction().execute((trx) => startAll(trx, batch, games));
    },
    alone: async () => null,
  });
  return {
    /** Starts the solo play; resolves with it once committed, or null: to start the single way. */
    start: starts.make,
    settled: starts.settled,
    stats: starts.stats,
  };
}

type Game = Selectable<GamesTable>;
type Starting = SoloStart & { game: Game; firstId: number };

type Playable = Map<number, { game: Game; firstId: number }>;

/** The batch's games that can be played now, with their first questions, as the single way checks them. */
async function playableGames(
  db: Db,
  batch: SoloStart[],
  firstQuestion: (gameId: number, version: number) => Promise<{ id: number } | undefined>,
): Promise<Playable> {
  const games: Playable = new Map();
  const gameIds = [...new Set(batch.map((item) => item.gameId))];
  const found = await statements.games(
    db,
    rows.games.values(
      db,
      gameIds.map((id) => ({ game: id })),
    ),
  );
  for (const game of found.rows) {
    const first = game.is_active ? await firstQuestion(game.id, game.version) : undefined;
    if (first) games.set(game.id, { game, firstId: first.id });
  }
  return games;
}

/** Starts the batch's plays in the transaction, by player; those to start the single way are left out. */
async function startAll(
  trx: Transaction<Database>,
  batch: SoloStart[],
  games: Playable,
): Promise<Map<number, Served>> {
  const settings = await readSettings(trx);
  const guarded = await statements.guarded(
    trx,
    rows.players.values(
      trx,
      batch.map((item) => ({ player: item.userId, game: item.gameId, at: isoNow(item.now) })),
    ),
  );
  const left = new Set(guarded.rows.map((row) => row.user_id));
  const starting: Starting[] = batch.flatMap((item) => {
    const playable = games.get(item.gameId);
    return playable && !left.has(item.userId) ? [{ ...item, ...playable }] : [];
  });
  if (starting.length === 0) return new Map();
  const cost = settings.solo_units;
  const plays = await statements.plays(
    trx,
    rows.plays.values(
      trx,
      starting.map(({ userId, game, now }) => ({
        player: userId,
        game: game.id,
        version: game.version,
        cost,
        towin: game.solo_percentage_towin,
        duration: game.question_duration_sec,
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
    starting.map(({ userId, now }) => ({
      userId,
      amount: -cost,
      kind: PLAY_LEDGER.soloStake,
      reference: playReference(playOf.get(userId)?.id ?? 0),
      at: now,
    })),
  );
  return serveFirst(trx, starting, playOf);
}

/** Each play's first question served, its deadline set by the server now: by player. */
async function serveFirst(
  trx: Transaction<Database>,
  starting: Starting[],
  playOf: Map<number, PlayRow>,
): Promise<Map<number, Served>> {
  const firsts = starting.map(({ userId, firstId, now }) => {
    const play = playOf.get(userId) as PlayRow;
    return {
      play: play.id,
      question: firstId,
      started: isoNow(now),
      deadline: isoAfter(play.question_duration_sec, now),
    };
  });
  const answers = await serveAll(trx, firsts);
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

const rows = {
  games: batchRows({ game: 'int' }),
  players: batchRows({ player: 'int', game: 'int', at: 'text' }),
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
  games: prepared<Values, Game>((db, value) =>
    sql<Game>`select g.* from games g join ${rows.games.table(db, value)} on g.id = v.game`.compile(
      db,
    ),
  ),
  /**
   * The players to start the single way: a manager, a play running or one of
   * this quiz already, a break, a block, a stake limit.
   */
  guarded: prepared<Values, { user_id: number }>((db, value) =>
    sql<{ user_id: number }>`select v.player as user_id from ${rows.players.table(db, value)}
      where exists (select 1 from managers m where m.user_id = v.player)
        or exists (select 1 from plays p where p.user_id = v.player and p.is_active = 1)
        or exists (select 1 from plays p where p.user_id = v.player and p.game_id = v.game)
        or exists (select 1 from self_exclusions e where e.user_id = v.player and e.until > v.at)
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
  /** `+plays.is_active`: SQLite would otherwise walk every running play (see move-batches.ts) */
  moved: prepared<Values, PlayRow>((db, value) =>
    sql<PlayRow>`update plays set current_question_id = v.question, current_deadline = v.deadline
      from ${rows.serve.table(db, value)}
      where plays.id = v.play and +plays.is_active = 1
      returning ${updatedRows(db, 'plays')}`.compile(db),
  ),
};
