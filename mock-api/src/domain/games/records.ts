import type {
  AdminGame,
  AdminGameDetail,
  IndexOption,
  StoredQuestion,
} from '@quiz/shared/contract';
import type { Db } from '../../db/index';
import { fromFlag } from '../../db/time';
import { playsOfGame } from '../catalogue/play-counts';
import { notFound } from '../errors';

/*
 * Games as the back office shows them: cards with who made and who stopped
 * each game, and the details view with every question.
 */

type GameQuery = ReturnType<typeof gameRows>;

/** Games with their quote, their two managers and their counters; the caller narrows and orders. */
export function gameRows(db: Db) {
  return db
    .selectFrom('games')
    .leftJoin('quotes', 'quotes.id', 'games.quote_id')
    .leftJoin('users as m', (join) =>
      join.onRef('m.id', '=', 'games.manager_id').on('m.deleted_at', 'is', null),
    )
    .leftJoin('users as d', (join) =>
      join.onRef('d.id', '=', 'games.deactivator_id').on('d.deleted_at', 'is', null),
    )
    .select([
      'games.id',
      'games.title_en',
      'games.title_fr',
      'games.cover',
      'games.is_active',
      'games.version',
      'games.created_at',
      'games.deactivated_at',
      'quotes.id as quote_id',
      'quotes.quote_en',
      'quotes.quote_fr',
      'quotes.author',
      'm.id as manager_id',
      'm.first_name as manager_first_name',
      'm.last_name as manager_last_name',
      'd.id as deactivator_id',
      'd.first_name as deactivator_first_name',
      'd.last_name as deactivator_last_name',
      playsOfGame('games.id').as('plays'),
      (eb) =>
        eb
          .selectFrom('questions')
          .select((c) => c.fn.countAll<number>().as('n'))
          .whereRef('questions.game_id', '=', 'games.id')
          .whereRef('questions.version', '=', 'games.version')
          .as('questions'),
    ]);
}

type GameRow = Awaited<ReturnType<GameQuery['execute']>>[number];

const person = (id: number | null, first: string | null, last: string | null) =>
  id === null ? null : { id, first_name: first ?? '', last_name: last ?? '' };

/** The indexes of these games, each list in index order. */
async function indexesOf(db: Db, gameIds: readonly number[]) {
  const byGame = new Map<number, IndexOption[]>();
  if (gameIds.length === 0) return byGame;
  const rows = await db
    .selectFrom('game_game_indexes as l')
    .innerJoin('game_indexes as gi', 'gi.id', 'l.game_index_id')
    .select(['l.game_id', 'gi.id', 'gi.label_en', 'gi.label_fr', 'gi.image'])
    .where('l.game_id', 'in', gameIds)
    .orderBy('gi.id')
    .execute();
  for (const { game_id, ...index } of rows) {
    byGame.set(game_id, [...(byGame.get(game_id) ?? []), index]);
  }
  return byGame;
}

/** Cards of the rows read, in their order. */
export async function gameCards(db: Db, rows: GameRow[]): Promise<AdminGame[]> {
  const indexes = await indexesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    title_en: row.title_en,
    title_fr: row.title_fr,
    cover: row.cover,
    is_active: fromFlag(row.is_active),
    created_at: row.created_at,
    deactivated_at: row.deactivated_at,
    indexes: indexes.get(row.id) ?? [],
    quote:
      row.quote_id !== null && row.quote_en !== null && row.quote_fr !== null && row.author !== null
        ? { id: row.quote_id, quote_en: row.quote_en, quote_fr: row.quote_fr, author: row.author }
        : null,
    manager: person(row.manager_id, row.manager_first_name, row.manager_last_name),
    deactivator: person(row.deactivator_id, row.deactivator_first_name, row.deactivator_last_name),
    number_of_questions: Number(row.questions ?? 0),
    number_of_plays: Number(row.plays ?? 0),
  }));
}

/** The questions of the game's current version: those new plays are served. */
export async function questionsOf(db: Db, gameId: number): Promise<StoredQuestion[]> {
  const rows = await db
    .selectFrom('questions')
    .innerJoin('games', 'games.id', 'questions.game_id')
    .selectAll('questions')
    .where('questions.game_id', '=', gameId)
    .whereRef('questions.version', '=', 'games.version')
    .orderBy('questions.rank')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    rank: row.rank,
    type: row.type,
    label_fr: row.label_fr,
    label_en: row.label_en,
    illustration: row.illustration,
    choice_values_fr: JSON.parse(row.choice_values_fr) as string[],
    choice_values_en: JSON.parse(row.choice_values_en) as string[],
    correction_ids: JSON.parse(row.correction_ids) as number[],
    explanation_fr: row.explanation_fr,
    explanation_en: row.explanation_en,
  }));
}

/** One game with its questions; 404 INVALID_GAME when there is none. */
export async function gameDetail(db: Db, gameId: number): Promise<AdminGameDetail> {
  const row = await gameRows(db).where('games.id', '=', gameId).executeTakeFirst();
  if (!row) throw notFound('INVALID_GAME');
  const [card] = await gameCards(db, [row]);
  return {
    ...(card as AdminGame),
    version: row.version,
    questions: await questionsOf(db, gameId),
  };
}
