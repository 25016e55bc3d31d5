import type { Period } from '@quiz/shared/types';
import type { Db } from '../../db/index';
import { type Clock, realClock } from '../clock';
import { notFound } from '../errors';
import { readSettings } from '../settings/settings';
import { adsOfSpace } from './ads';
import { type BadgeList, badgeHolders, badgeTypes } from './badges';
import { TtlCache } from './cache';
import {
  activeGameCards,
  type CardSource,
  challengeCards,
  type GameCard,
  gameCards,
  type SerializerType,
  serialized,
} from './cards';
import { type ChallengeListRequest, rankChallenges } from './challenges';
import { pickRandom, sample } from './draw';
import { type GameListRequest, rankGames } from './games';
import { hallOfFame } from './hall-of-fame';
import { listIndexes, preferencesOf, switchPreference } from './indexes';
import { playOverview } from './overview';
import { type PageRequest, paged, pastTheEnd } from './paging';
import { badgesOfUser, playerProfile } from './players';
import { quotePool } from './quotes';
import {
  type SearchRequest,
  searchChallenges,
  searchFriends,
  searchQuizzes,
  searchResults,
} from './search';
import { generalStats, myStats } from './stats';

/** Rankings, counters and game cards may lag plays this much. */
const LIVE_MS = 5_000;
/** Quotes, badge types and ads change only through the back office. */
const REFERENCE_MS = 60_000;

type Listing = { ordering: string; viewerId: number | null };

/** Lists that depend on who asks are read fresh; the others are shared by everyone. */
const personal = ({ ordering, viewerId }: Listing) =>
  viewerId !== null && (ordering === 'for_you' || ordering === 'started_by_friends');

/**
 * The explore page's public reads with their cache. The cards of every active
 * game are kept for a few seconds, so a list costs its ranking query and no
 * more; a random list costs no query at all. Anything that depends on who asks
 * (for_you and started_by_friends of a signed-in player) is ranked fresh.
 * invalidate() is for the code that changes the catalogue (back office edits,
 * tests writing rows).
 */
function cachedReads(db: Db, clock: Clock) {
  const cache = new TtlCache();
  const indexList = () => cache.get('indexes', LIVE_MS, () => listIndexes(db));
  const lookup = () =>
    cache.get(
      'index-lookup',
      LIVE_MS,
      async () => new Map((await indexList()).map((i) => [i.id, i])),
    );
  const activeCards = () =>
    cache.get('active-cards', LIVE_MS, async () => activeGameCards(db, await lookup()));

  /** Cards from memory; games not active any more (old plays, closed challenges) from the database. */
  const cards: CardSource = async (ids, serializer) => {
    const known = await activeCards();
    const missing = ids.filter((id) => !known.has(id));
    const read =
      missing.length > 0
        ? new Map((await gameCards(db, missing, 'detailed', await lookup())).map((c) => [c.id, c]))
        : new Map<number, GameCard>();
    return ids.flatMap((id) => {
      const card = known.get(id) ?? read.get(id);
      return card ? [serialized(card, serializer)] : [];
    });
  };

  async function index(id: number) {
    const found = (await lookup()).get(id);
    if (!found) throw notFound('INVALID_ID');
    return found;
  }

  /** A fresh random draw at each call: pages of it are not stable, only bounded by the count. */
  async function randomGames(request: GameListRequest, serializer: SerializerType) {
    const { gameIndexId, excludeGameId } = request;
    const pool = [...(await activeCards()).values()].filter(
      (card) =>
        card.id !== excludeGameId &&
        (gameIndexId === undefined || card.indexes?.some((i) => i.id === gameIndexId)),
    );
    const drawn = pastTheEnd(request, pool.length) ? [] : sample(pool, request.size);
    return paged(
      drawn.map((card) => serialized(card, serializer)),
      pool.length,
      request.size,
    );
  }

  async function games(request: GameListRequest, serializer: SerializerType) {
    if (request.gameIndexId !== undefined) await index(request.gameIndexId);
    const { ordering } = request;
    if (ordering === 'random') return randomGames(request, serializer);
    const load = async () => {
      const ranked = await rankGames(db, { ...request, ordering, now: clock() });
      return paged(await cards(ranked.ids, serializer), ranked.total, request.size);
    };
    if (personal(request)) return load();
    return cache.get(`games:${serializer}:${keyOf(request)}`, LIVE_MS, load);
  }

  async function challenges(request: ChallengeListRequest, serializer: SerializerType) {
    if (request.gameIndexId !== undefined) await index(request.gameIndexId);
    const load = async () => {
      const ranked = await rankChallenges(db, { ...request, now: clock() });
      const list = await challengeCards(db, ranked.ids, serializer, cards);
      return paged(list, ranked.total, request.size);
    };
    if (personal(request) || request.ordering === 'random') return load();
    return cache.get(`challenges:${serializer}:${keyOf(request)}`, LIVE_MS, load);
  }

  return {
    lookup,
    cards,
    index,
    indexes: () =>
      cache.get('indexes-response', LIVE_MS, async () => ({
        indexes: await indexList(),
        max: (await readSettings(db)).max_game_indexes,
      })),
    games,
    challenges,
    async quote() {
      const quote = pickRandom(await cache.get('quotes', REFERENCE_MS, () => quotePool(db)));
      if (!quote) throw notFound('NOT_FOUND');
      return quote;
    },
    async ad(space: number) {
      const ads = await cache.get(`ads:${space}`, REFERENCE_MS, () =>
        adsOfSpace(db, space, clock()),
      );
      const ad = pickRandom(ads);
      if (!ad) throw notFound('NOT_FOUND');
      return ad;
    },
    badgeTypes: (list: BadgeList) =>
      cache.get(`badge-types:${list}`, REFERENCE_MS, () => badgeTypes(db, list)),
    hallOfFame: (period: Period, request: PageRequest) =>
      cache.get(`hall-of-fame:${period}:${request.page}:${request.size}`, LIVE_MS, () =>
        hallOfFame(db, period, request, clock()),
      ),
    generalStats: () => cache.get('general-stats', LIVE_MS, () => generalStats(db)),
    invalidate: () => cache.clear(),
  };
}

/** The parameters a shared list depends on; the viewer is left out on purpose. */
function keyOf(request: {
  ordering: string;
  page: number;
  size: number;
  gameIndexId?: number | undefined;
  gameId?: number | undefined;
  excludeGameId?: number | undefined;
}) {
  const { ordering, page, size, gameIndexId, gameId, excludeGameId } = request;
  return [ordering, page, size, gameIndexId, gameId, excludeGameId].join(':');
}

/** The cached reads, which the play overview is made of. */
export type CatalogueReads = ReturnType<typeof cachedReads>;

/**
 * Everything the catalogue calls read: the cached public reads, and the reads
 * that depend on who asks (statistics, profiles, badges, preferences,
 * searches), read fresh.
 */
function catalogueService(db: Db, clock: Clock) {
  const reads = cachedReads(db, clock);
  const { cards } = reads;
  return {
    ...reads,
    playOverview: (viewerId: number, gameId: number) => playOverview(db, reads, viewerId, gameId),
    myStats: (userId: number) => myStats(db, userId),
    playerProfile: (viewerId: number, userId: number) => playerProfile(db, viewerId, userId),
    badgesOfUser: (viewerId: number | null, userId: number) => badgesOfUser(db, viewerId, userId),
    badgeHolders: (badgeId: number, request: PageRequest) => badgeHolders(db, badgeId, request),
    preferences: (userId: number) => preferencesOf(db, userId),
    switchPreference: (userId: number, indexId: number) => switchPreference(db, userId, indexId),
    searchQuizzes: (request: SearchRequest) => searchQuizzes(db, request, cards),
    searchChallenges: (request: SearchRequest) => searchChallenges(db, request, cards),
    searchFriends: (request: SearchRequest & { viewerId: number }) => searchFriends(db, request),
    searchResults: (request: SearchRequest & { viewerId: number }) =>
      searchResults(db, request, cards),
  };
}

export type Catalogue = ReturnType<typeof catalogueService>;

const services = new WeakMap<Db, Catalogue>();

/**
 * The catalogue of a database, one per open database handle, so that any
 * module holding the handle (the back office after an edit, a test after
 * writing rows) reaches the same cache to invalidate it. The server's
 * plugins name its clock; the first call binds it.
 */
export function catalogueOf(db: Db, clock: Clock = realClock): Catalogue {
  let service = services.get(db);
  if (!service) {
    service = catalogueService(db, clock);
    services.set(db, service);
  }
  return service;
}
