import type { Challenge, Game, GameIndex } from '@quiz/shared/contract';
import { challengeStake, totalPlayTime } from '@quiz/shared/formulas';
import type { Db } from '../../db/index';
import { playsOfGame } from './play-counts';

/**
 * The two shapes of a game in lists (query `serializer_type`): 'simple' is
 * the card alone (titles, cover, counters, timer); 'detailed' adds the game's
 * indexes, quote and the share of right answers a solo needs to win, the whole
 * Game of the shared types without questions.
 */
export const SERIALIZER_TYPES = ['detailed', 'simple'] as const;
export type SerializerType = (typeof SERIALIZER_TYPES)[number];

/** A game and a challenge as lists show them: the shared contract's shapes. */
export type GameCard = Game;
export type ChallengeCard = Challenge;

/** Game indexes by id, from the cached list, so cards never query them one by one. */
export type IndexLookup = ReadonlyMap<number, GameIndex>;

const inOrder = <T extends { id: number }>(ids: readonly number[], rows: T[]): T[] => {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};

/** Reads cards by id, in the order given; cached sources answer from memory instead. */
export type CardSource = (
  ids: readonly number[],
  serializer: SerializerType,
) => Promise<GameCard[]>;

/** Which games to read: these ids, or every active game. */
type Which = readonly number[] | 'active';

/** Detailed cards: one query for the games with their counters, one for their indexes. */
async function readCards(db: Db, which: Which, indexes: IndexLookup): Promise<GameCard[]> {
  const ids = which === 'active' ? [] : which;
  if (which !== 'active' && ids.length === 0) return [];
  const [rows, links] = await Promise.all([
    db
      .selectFrom('games')
      .leftJoin('quotes', 'quotes.id', 'games.quote_id')
      .select([
        'games.id',
        'games.title_en',
        'games.title_fr',
        'games.cover',
        'games.created_at',
        'games.question_duration_sec',
        'games.solo_percentage_towin',
        'quotes.quote_en',
        'quotes.quote_fr',
        'quotes.author',
        playsOfGame('games.id').as('plays'),
        (eb) =>
          eb
            .selectFrom('questions')
            .select((c) => c.fn.countAll<number>().as('n'))
            .whereRef('questions.game_id', '=', 'games.id')
            .whereRef('questions.version', '=', 'games.version')
            .as('questions'),
      ])
      .$if(which === 'active', (qb) => qb.where('games.is_active', '=', 1))
      .$if(which !== 'active', (qb) => qb.where('games.id', 'in', ids))
      .execute(),
    db
      .selectFrom('game_game_indexes as l')
      .innerJoin('games', 'games.id', 'l.game_id')
      .select(['l.game_id', 'l.game_index_id'])
      .$if(which === 'active', (qb) => qb.where('games.is_active', '=', 1))
      .$if(which !== 'active', (qb) => qb.where('l.game_id', 'in', ids))
      .orderBy('l.game_index_id')
      .execute(),
  ]);
  const indexesOf = new Map<number, GameIndex[]>();
  for (const link of links) {
    const index = indexes.get(link.game_index_id);
    if (index) indexesOf.set(link.game_id, [...(indexesOf.get(link.game_id) ?? []), index]);
  }
  return rows.map((row) => {
    const questions = Number(row.questions ?? 0);
    return {
      id: row.id,
      title_en: row.title_en,
      title_fr: row.title_fr,
      cover: row.cover,
      created_at: row.created_at,
      number_of_plays: Number(row.plays ?? 0),
      number_of_questions: questions,
      question_duration_sec: row.question_duration_sec,
      timer: totalPlayTime(questions, row.question_duration_sec),
      solo_percentage_towin: Number(row.solo_percentage_towin),
      indexes: indexesOf.get(row.id) ?? [],
      quote:
        row.quote_en !== null && row.quote_fr !== null && row.author !== null
          ? { quote_en: row.quote_en, quote_fr: row.quote_fr, author: row.author }
          : null,
    };
  });
}

/** A detailed card in the shape asked for: 'simple' leaves out the indexes and the quote. */
export function serialized(card: GameCard, serializer: SerializerType): GameCard {
  if (serializer === 'detailed') return card;
  const { indexes: _indexes, quote: _quote, solo_percentage_towin: _share, ...simple } = card;
  return simple;
}

/** Cards of the given games, in the given order, read from the database. */
export async function gameCards(
  db: Db,
  ids: readonly number[],
  serializer: SerializerType,
  indexes: IndexLookup,
): Promise<GameCard[]> {
  const cards = await readCards(db, ids, indexes);
  return inOrder(ids, cards).map((card) => serialized(card, serializer));
}

/** Detailed cards of every active game, by id: small enough to keep in memory for a few seconds. */
export async function activeGameCards(db: Db, indexes: IndexLookup) {
  const cards = await readCards(db, 'active', indexes);
  return new Map(cards.map((card) => [card.id, card]));
}

/**
 * Cards of the given challenges, in order. Its participants are those who
 * staked: the starter from the start on (played yet or not) and everyone who
 * joined. While a challenge is open its total_gain is the pot staked so far
 * (participants x energy x gain unit) and gain_per_winner is null; once
 * closed both are the amounts settled.
 */
export async function challengeCards(
  db: Db,
  ids: readonly number[],
  serializer: SerializerType,
  cards: CardSource,
): Promise<ChallengeCard[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('challenges')
    .innerJoin('users', 'users.id', 'challenges.starter_id')
    .selectAll('challenges')
    .select([
      'users.player_name',
      'users.profile_pic',
      (eb) =>
        eb
          .selectFrom('plays')
          .select((c) => c.fn.countAll<number>().as('n'))
          .whereRef('plays.challenge_id', '=', 'challenges.id')
          .as('plays'),
      (eb) =>
        eb
          .selectFrom('plays')
          .select((c) => c.fn.countAll<number>().as('n'))
          .whereRef('plays.challenge_id', '=', 'challenges.id')
          .whereRef('plays.user_id', '=', 'challenges.starter_id')
          .as('starter_plays'),
    ])
    .where('challenges.id', 'in', ids)
    .execute();
  const games = await cards([...new Set(rows.map((row) => row.game_id))], serializer);
  const gameById = new Map(games.map((game) => [game.id, game]));
  return inOrder(ids, rows).flatMap((row) => {
    const game = gameById.get(row.game_id);
    if (!game) return [];
    const plays = Number(row.plays ?? 0);
    const participants = plays + (Number(row.starter_plays ?? 0) > 0 ? 0 : 1);
    const open = row.is_active === 1;
    return {
      id: row.id,
      is_active: open,
      created_at: row.created_at,
      closes_at: row.closes_at,
      duration_sec: row.duration_sec,
      game,
      starter: {
        id: row.starter_id,
        player_name: row.player_name,
        profile_pic: row.profile_pic,
      },
      number_of_ene: row.number_of_ene,
      gain_unit: row.gain_unit,
      number_of_plays: plays,
      number_of_participants: participants,
      total_gain: open
        ? participants * challengeStake(row.number_of_ene, row.gain_unit)
        : row.total_gain,
      number_of_winners: row.number_of_winners,
      gain_per_winner: !open && row.number_of_winners > 0 ? row.gain_per_winner : null,
    };
  });
}
