import { isPhone, nationalPhone } from '@quiz/shared/validation';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/index';
import { isoNow } from '../../db/time';
import { invalid } from '../errors';
import { type CardSource, challengeCards } from './cards';
import { friendsOf } from './games';
import { indexedCandidates, TRIGRAM_MIN } from './name-index';
import { FIXED_PAGE_SIZE, offsetOf, searchPaged } from './paging';
import { playerSummary, shownContact } from './players';
import { containsPattern, searchText } from './search-text';

export const SEARCH_TEXT_MAX = 100;

/**
 * Searches of players, per signed-in player and per address in one window. The
 * address bound is looser: players behind one operator's address share it.
 * Beyond either, 429: nobody sweeps the player base from a search box.
 */
export const PLAYER_SEARCH_LIMIT = { perPlayer: 30, perAddress: 120, window: '1 minute' };

export interface SearchRequest {
  /** what the player typed, as it came in the path */
  text: string;
  page: number;
  /** game index ids: results in any of them (none: every index) */
  indexes?: readonly number[];
  viewerId: number | null;
}

/** The folded text to look for; empty or over 100 characters is refused. */
export function searchTerm(raw: string): string {
  const trimmed = raw.trim();
  if (trimmed.length === 0) throw invalid('BAD', { text: 'validation.required' });
  // Characters as a reader counts them: an emoji is one, not two UTF-16 units.
  if ([...trimmed].length > SEARCH_TEXT_MAX) {
    throw invalid('BAD', { text: 'validation.text_too_long' });
  }
  return searchText(trimmed);
}

/**
 * The phone number to look for, when the text reads as a whole one (in any of
 * the ways people write it). Never a part: contacts are shown masked, and
 * matching parts would let anyone rebuild a number one digit at a time.
 */
function wholePhone(raw: string): string | null {
  const text = raw.trim();
  return isPhone(text) ? nationalPhone(text) : null;
}

const contains = (column: string, text: string): RawBuilder<boolean> =>
  sql<boolean>`${sql.ref(column)} like ${containsPattern(text)} escape '\\'`;

const page = (request: SearchRequest) => ({ page: request.page, size: FIXED_PAGE_SIZE });

function inIndexes(column: 'games.id' | 'challenges.game_id', indexes: readonly number[]) {
  return sql<boolean>`exists (
    select 1 from game_game_indexes l
    where l.game_id = ${sql.ref(column)} and l.game_index_id in (${sql.join(indexes)})
  )`;
}

/**
 * Game indexes (categories) whose French or English label holds the folded
 * term. The labels are folded here, as titles are when stored: there are few
 * categories, and neither database has to know about accents.
 */
async function indexesLabelled(db: Db, term: string): Promise<number[]> {
  const rows = await db.selectFrom('game_indexes').select(['id', 'label_fr', 'label_en']).execute();
  return rows
    .filter((row) => [row.label_fr, row.label_en].some((label) => searchText(label).includes(term)))
    .map((row) => row.id);
}

/** The game's title holds the term, or the game is in a category whose label does. */
async function gameMatches(db: Db, column: 'games.id' | 'challenges.game_id', term: string) {
  const labelled = await indexesLabelled(db, term);
  const byTitle = contains('games.search_title', term);
  return labelled.length > 0
    ? sql<boolean>`(${byTitle} or ${inIndexes(column, labelled)})`
    : byTitle;
}

/**
 * Active games whose French or English title, or one of whose categories' labels,
 * holds the text; the most played first, then the newest. The games found
 * are ordered from their cards, which the catalogue keeps in memory a few
 * seconds with their number of plays (cards.ts): a search for a word many
 * games hold then reads no counter for each of them.
 */
export async function searchQuizzes(db: Db, request: SearchRequest, cards: CardSource) {
  const term = searchTerm(request.text);
  const indexes = request.indexes ?? [];
  const rows = await db
    .selectFrom('games')
    .select('games.id')
    .where('games.is_active', '=', 1)
    .where(await gameMatches(db, 'games.id', term))
    .$if(indexes.length > 0, (qb) => qb.where(inIndexes('games.id', indexes)))
    .execute();
  const found = (await cards(ids(rows), 'detailed')).sort(
    (a, b) =>
      b.number_of_plays - a.number_of_plays ||
      (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0) ||
      b.id - a.id,
  );
  const start = offsetOf(page(request));
  return searchPaged(found.slice(start, start + FIXED_PAGE_SIZE), rows.length, FIXED_PAGE_SIZE);
}

/** Open challenges whose game matches the text as in searchQuizzes, the newest first. */
export async function searchChallenges(db: Db, request: SearchRequest, cards: CardSource) {
  const term = searchTerm(request.text);
  const indexes = request.indexes ?? [];
  const challenges = db
    .selectFrom('challenges')
    .innerJoin('games', 'games.id', 'challenges.game_id')
    .where('challenges.is_active', '=', 1)
    .where('challenges.closes_at', '>', isoNow())
    .where('games.is_active', '=', 1)
    .where(await gameMatches(db, 'challenges.game_id', term))
    .$if(indexes.length > 0, (qb) => qb.where(inIndexes('challenges.game_id', indexes)));
  const total = await countOf(challenges.select((eb) => eb.fn.countAll<number>().as('n')));
  const rows = await challenges
    .select('challenges.id')
    .orderBy('challenges.created_at', 'desc')
    .orderBy('challenges.id', 'desc')
    .limit(FIXED_PAGE_SIZE)
    .offset(offsetOf(page(request)))
    .execute();
  const list = await challengeCards(db, ids(rows), 'detailed', cards);
  return searchPaged(list, total, FIXED_PAGE_SIZE);
}

/**
 * Players whose player name holds the text or whose phone number is the text,
 * never the one searching; friends first, then by player name. Contacts are
 * masked unless the player is a friend.
 */
export async function searchFriends(db: Db, request: SearchRequest & { viewerId: number }) {
  const term = searchTerm(request.text);
  const phone = wholePhone(request.text);
  const friends = friendsOf(db, request.viewerId);
  // The trigram index finds who may hold the text; their names decide (name-index.ts).
  const candidates = indexedCandidates(db, 'users.id', [[['search_name'], term]]);
  const byName = contains('users.search_name', term);
  const players = db
    .selectFrom('users')
    .where('users.is_verified', '=', 1)
    .where('users.deleted_at', 'is', null)
    .where('users.id', '!=', request.viewerId)
    .where((eb) =>
      eb.or([
        candidates ? eb.and([candidates, byName]) : byName,
        ...(phone ? [eb('users.phone_number', '=', phone)] : []),
      ]),
    );

  /**
   * The players found are few (through the trigram index, or the phone number):
   * one pass finds the page and counts them; the page's players are then read by id.
   */
  async function onePass() {
    const rows = await players
      .select((eb) => [
        'users.id',
        eb.case().when('users.id', 'in', friends).then(1).else(0).end().as('is_friend'),
        eb.fn.countAll<number>().over().as('total'),
      ])
      .orderBy('is_friend', 'desc')
      .orderBy(sql`coalesce(users.search_name, '')`)
      .orderBy('users.id')
      .limit(FIXED_PAGE_SIZE)
      .offset(offsetOf(page(request)))
      .execute();
    // A page past the end has no row to carry the count.
    const total = rows[0]
      ? Number(rows[0].total)
      : request.page > 1
        ? await countOf(players.select((eb) => eb.fn.countAll<number>().as('n')))
        : 0;
    return { found: rows, total };
  }

  /**
   * A text too short for the trigram index matches a good share of the players,
   * compared one by one: sorting them all to find a page took most of the call.
   * The page is read along the index of names instead, the friends found first
   * (they are few), and the players found are counted from the counts of
   * names by gram. No phone number is that short: every player found has a
   * name, and this is the order of onePass.
   */
  async function alongNames() {
    const offset = offsetOf(page(request));
    const [total, ofFriends] = await Promise.all([
      // A text of accents alone folds to nothing, found in every name: no gram counts that.
      term === ''
        ? countOf(players.select((eb) => eb.fn.countAll<number>().as('n')))
        : playersNamed(db, term, request.viewerId),
      players
        .select('users.id')
        .where('users.id', 'in', friends)
        .orderBy('users.search_name')
        .orderBy('users.id')
        .execute(),
    ]);
    const friendsShown = ofFriends.slice(offset, offset + FIXED_PAGE_SIZE);
    const room = FIXED_PAGE_SIZE - friendsShown.length;
    const others =
      room > 0
        ? await players
            .select('users.id')
            .where('users.id', 'not in', friends)
            .orderBy('users.search_name')
            .orderBy('users.id')
            .limit(room)
            .offset(Math.max(0, offset - ofFriends.length))
            .execute()
        : [];
    return {
      found: [
        ...friendsShown.map(({ id }) => ({ id, is_friend: 1 })),
        ...others.map(({ id }) => ({ id, is_friend: 0 })),
      ],
      total,
    };
  }

  const { found, total } = [...term].length < TRIGRAM_MIN ? await alongNames() : await onePass();
  const details =
    found.length > 0
      ? await db
          .selectFrom('users')
          .select(['id', 'player_name', 'profile_pic', 'email', 'phone_number'])
          .where('id', 'in', ids(found))
          .execute()
      : [];
  const byId = new Map(details.map((row) => [row.id, row]));
  const list = found.flatMap(({ id, is_friend }) => {
    const row = byId.get(id);
    if (!row) return [];
    const friend = Number(is_friend) === 1;
    return {
      ...playerSummary(row),
      phone_number: shownContact(row.phone_number, friend),
      email_phone_number: shownContact(row.email ?? row.phone_number, friend) ?? '',
      is_friend: friend,
    };
  });
  return searchPaged(list, total, FIXED_PAGE_SIZE);
}

/** The searcher's finished plays on games whose title holds the text, the latest first. */
export async function searchResults(
  db: Db,
  request: SearchRequest & { viewerId: number },
  cards: CardSource,
) {
  const term = searchTerm(request.text);
  const plays = db
    .selectFrom('plays')
    .innerJoin('games', 'games.id', 'plays.game_id')
    .where('plays.user_id', '=', request.viewerId)
    .where('plays.is_active', '=', 0)
    .where(contains('games.search_title', term));
  const total = await countOf(plays.select((eb) => eb.fn.countAll<number>().as('n')));
  const rows = await plays
    .select([
      'plays.id',
      'plays.type',
      'plays.note',
      'plays.gain',
      'plays.is_winner',
      'plays.started_at',
      'plays.game_id',
      'plays.challenge_id',
    ])
    .orderBy('plays.started_at', 'desc')
    .orderBy('plays.id', 'desc')
    .limit(FIXED_PAGE_SIZE)
    .offset(offsetOf(page(request)))
    .execute();
  const challengeIds = rows.flatMap((row) => (row.challenge_id === null ? [] : [row.challenge_id]));
  const [games, challenges] = await Promise.all([
    cards([...new Set(rows.map((row) => row.game_id))], 'detailed'),
    challengeCards(db, challengeIds, 'simple', cards),
  ]);
  const gameById = new Map(games.map((game) => [game.id, game]));
  const challengeById = new Map(challenges.map((challenge) => [challenge.id, challenge]));
  const list = rows.flatMap((row) => {
    const game = gameById.get(row.game_id);
    if (!game) return [];
    const challenge =
      row.challenge_id === null ? null : (challengeById.get(row.challenge_id) ?? null);
    return {
      id: row.id,
      type: row.type,
      note: row.note,
      gain: row.gain,
      started_at: row.started_at,
      game,
      challenge,
      is_active: false,
      challenge_is_active: challenge?.is_active ?? false,
      is_winner: row.is_winner === 1,
    };
  });
  return searchPaged(list, total, FIXED_PAGE_SIZE);
}

/**
 * How many players a friends' search of one or two characters finds: the
 * players whose name holds the text, kept by triggers (migration
 * 0028_name_grams) among those a search may find, less the one searching.
 */
async function playersNamed(db: Db, term: string, viewerId: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`select
      (select coalesce(sum(players), 0) from player_name_grams where gram = ${term})
      - (select count(*) from users where id = ${viewerId} and is_verified = 1
          and deleted_at is null and ${contains('search_name', term)}) as n`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

async function countOf(query: { executeTakeFirstOrThrow(): Promise<{ n: number }> }) {
  return Number((await query.executeTakeFirstOrThrow()).n);
}

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
