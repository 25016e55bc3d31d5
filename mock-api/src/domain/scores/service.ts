import type {
  ManagerScore,
  QuestionStats,
  ScoreFilter,
  ScoreRecord,
  SuspiciousPlayer,
} from '@quiz/shared/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/index';
import { fromFlag, millisBetween } from '../../db/time';
import type { AdminDeps } from '../admin-deps';
import { suspiciousPlayers } from './suspicious';

/*
 * Scores and analytics for super managers (issue: the spec names super/scores
 * and the manager card's score button without saying what they show): the
 * results of finished plays, how each question of a game fares, and what
 * each manager's games made. Lists follow ra-data-simple-rest.
 */

export interface Page<Filter, Field extends string> {
  filter: Filter;
  offset: number;
  limit: number;
  sort: { field: Field; order: 'asc' | 'desc' };
}

export const SCORE_SORTS = ['ended_at', 'note', 'gain', 'id'] as const;
export const QUESTION_SORTS = ['rank', 'right_share', 'gave_up'] as const;
export const MANAGER_SORTS = ['plays', 'games', 'players', 'id'] as const;

const n = (value: unknown) => Number(value ?? 0);

/** `day` and the days before it: everything before the next day. */
const dayAfter = (day: string) => {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString();
};

async function scores(db: Db, page: Page<ScoreFilter, (typeof SCORE_SORTS)[number]>) {
  const { filter } = page;
  let query = db
    .selectFrom('plays as p')
    .innerJoin('games as g', 'g.id', 'p.game_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .where('p.is_active', '=', 0);
  if (filter.game_id !== undefined) query = query.where('p.game_id', '=', filter.game_id);
  if (filter.user_id !== undefined) query = query.where('p.user_id', '=', filter.user_id);
  if (filter.type !== undefined) query = query.where('p.type', '=', filter.type);
  if (filter.from !== undefined) query = query.where('p.started_at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('p.started_at', '<', dayAfter(filter.to));
  const [{ total }, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    query
      .select([
        'p.id',
        'p.type',
        'p.challenge_id',
        'p.note',
        'p.is_winner',
        'p.gain',
        'p.started_at',
        'p.ended_at',
        'p.duration_sec',
        'g.id as game_id',
        'g.title_en',
        'g.title_fr',
        'u.id as user_id',
        'u.first_name',
        'u.last_name',
        'u.player_name',
        (eb) =>
          eb
            .selectFrom('questions')
            .select((c) => c.fn.countAll<number>().as('n'))
            .whereRef('questions.game_id', '=', 'p.game_id')
            // the questions of the version the play was played on
            .whereRef('questions.version', '=', 'p.game_version')
            .as('questions'),
      ])
      .orderBy(`p.${page.sort.field}`, page.sort.order)
      .orderBy('p.id', page.sort.order)
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  const records: ScoreRecord[] = rows.map((row) => ({
    id: row.id,
    type: row.type,
    challenge_id: row.challenge_id,
    game: { id: row.game_id, title_en: row.title_en, title_fr: row.title_fr },
    player: {
      id: row.user_id,
      first_name: row.first_name ?? '',
      last_name: row.last_name ?? '',
      player_name: row.player_name,
    },
    note: row.note,
    number_of_questions: n(row.questions),
    is_winner: fromFlag(row.is_winner),
    gain: row.gain,
    started_at: row.started_at,
    ended_at: row.ended_at,
    duration_sec: row.duration_sec,
  }));
  return { records, total: n(total) };
}

/** Each question of a game: served, right, time to answer, and where finished plays stopped short. */
async function questionStats(
  db: Db,
  gameId: number,
  page: Page<unknown, (typeof QUESTION_SORTS)[number]>,
) {
  const questions = await db
    .selectFrom('questions')
    .select(['id', 'rank', 'type', 'label_en', 'label_fr'])
    .where('game_id', '=', gameId)
    // the questions new plays are served: the game's current version
    .where('version', '=', (eb) =>
      eb.selectFrom('games').select('version').where('id', '=', gameId),
    )
    .orderBy('rank')
    .execute();
  const answered = await db
    .selectFrom('answers as a')
    .innerJoin('questions as q', 'q.id', 'a.question_id')
    .select([
      'a.question_id',
      (eb) => eb.fn.countAll<number>().as('served'),
      sql<number>`sum(a.is_correct)`.as('right'),
      sql<number>`avg(case when a.id_values <> '[]' and a.answered_at is not null
        then ${millisBetween(db, 'a.answered_at', 'a.started_at')} end)`.as('ms'),
    ])
    .where('q.game_id', '=', gameId)
    .groupBy('a.question_id')
    .execute();
  // The last question each finished play was served.
  const lastServed = await db
    .selectFrom('answers as a')
    .innerJoin('questions as q', 'q.id', 'a.question_id')
    .innerJoin('plays as p', 'p.id', 'a.play_id')
    .select(['a.play_id', sql<number>`max(q.rank)`.as('last_rank')])
    .where('q.game_id', '=', gameId)
    .where('p.is_active', '=', 0)
    .groupBy('a.play_id')
    .execute();
  const stopped = new Map<number, number>();
  for (const { last_rank } of lastServed) {
    const rank = n(last_rank);
    if (rank < questions.length) stopped.set(rank, (stopped.get(rank) ?? 0) + 1);
  }
  const records: QuestionStats[] = questions.map((question) => {
    const row = answered.find((a) => a.question_id === question.id);
    const served = n(row?.served);
    return {
      ...question,
      answers: served,
      right_share: served === 0 ? 0 : n(row?.right) / served,
      average_answer_ms: row?.ms === null || row?.ms === undefined ? null : Math.round(n(row.ms)),
      gave_up: stopped.get(question.rank) ?? 0,
    };
  });
  const { field, order } = page.sort;
  const sign = order === 'asc' ? 1 : -1;
  records.sort((a, b) => sign * (a[field] - b[field]) || a.rank - b.rank);
  return { records: records.slice(page.offset, page.offset + page.limit), total: records.length };
}

/** Every manager's games, plays and players. */
async function managerScores(
  db: Db,
  page: Page<{ user_id?: number }, (typeof MANAGER_SORTS)[number]>,
) {
  let query = db
    .selectFrom('managers as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .where('u.deleted_at', 'is', null);
  if (page.filter.user_id !== undefined) query = query.where('m.user_id', '=', page.filter.user_id);
  const rows = await query
    .select([
      'u.id',
      'u.first_name',
      'u.last_name',
      (eb) =>
        eb
          .selectFrom('games')
          .select((c) => c.fn.countAll<number>().as('n'))
          .whereRef('games.manager_id', '=', 'u.id')
          .as('games'),
      (eb) =>
        eb
          .selectFrom('games')
          .select((c) => c.fn.countAll<number>().as('n'))
          .whereRef('games.manager_id', '=', 'u.id')
          .where('games.is_active', '=', 1)
          .as('active_games'),
      (eb) =>
        eb
          .selectFrom('plays')
          .innerJoin('games', 'games.id', 'plays.game_id')
          .select((c) => c.fn.countAll<number>().as('n'))
          .whereRef('games.manager_id', '=', 'u.id')
          .as('plays'),
      (eb) =>
        eb
          .selectFrom('plays')
          .innerJoin('games', 'games.id', 'plays.game_id')
          .select(sql<number>`count(distinct plays.user_id)`.as('n'))
          .whereRef('games.manager_id', '=', 'u.id')
          .as('players'),
    ])
    .execute();
  const records: ManagerScore[] = rows.map((row) => ({
    id: row.id,
    first_name: row.first_name ?? '',
    last_name: row.last_name ?? '',
    games: n(row.games),
    active_games: n(row.active_games),
    plays: n(row.plays),
    players: n(row.players),
  }));
  const { field, order } = page.sort;
  const sign = order === 'asc' ? 1 : -1;
  records.sort((a, b) => sign * (a[field] - b[field]) || a.id - b.id);
  return { records: records.slice(page.offset, page.offset + page.limit), total: records.length };
}

export function scoresOf({ db, clock }: AdminDeps) {
  return {
    scores: (page: Page<ScoreFilter, (typeof SCORE_SORTS)[number]>) => scores(db, page),
    questionStats: (page: Page<{ game_id: number }, (typeof QUESTION_SORTS)[number]>) =>
      questionStats(db, page.filter.game_id, page),
    managerScores: (page: Page<{ user_id?: number }, (typeof MANAGER_SORTS)[number]>) =>
      managerScores(db, page),
    async suspicious(page: { offset: number; limit: number }) {
      const records: SuspiciousPlayer[] = await suspiciousPlayers(db, clock());
      return {
        records: records.slice(page.offset, page.offset + page.limit),
        total: records.length,
      };
    },
  };
}

export type Scores = ReturnType<typeof scoresOf>;
