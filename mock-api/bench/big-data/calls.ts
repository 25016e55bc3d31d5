/*
 * The calls measured on the big database, and how one is timed: over HTTP
 * on the built server, one call at a time, for BENCH_SECONDS seconds (5 by
 * default) or 100 calls a second of it, after warming it.
 */
import { Agent, request } from 'node:http';
import { type BenchDatabase, benchApp } from '../bench-app';
import { emailOf, PLAYERS, phoneOf, playerNameOf } from './shape';

export const BENCH_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** Players whose tokens search for friends in turn (a search limit counts per player). */
export const SEARCHERS = Math.min(2000, Math.floor(PLAYERS / 10));
const WARM_CALLS = 3;
/**
 * A call is measured for BENCH_SECONDS, or until it made this many calls a
 * second of it: the p99 of 500 calls is the fifth slowest, and a quick check
 * does not spend a second on each fast call.
 */
const CALLS_PER_SECOND = 100;

/** Access tokens of the manager, of the busiest player, and of the players who search for friends. */
export async function signIn(database: BenchDatabase, ids: number[]) {
  const app = await benchApp(database);
  const tokens: string[] = [];
  for (const id of ids) tokens.push((await app.tokens.login(id)).access);
  await app.close();
  return tokens;
}

export const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** One GET on the server, timed from the request to the last byte of the answer. */
function timedGet(port: number, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; ms: number }>((resolve, reject) => {
    const start = performance.now();
    const call = request({ host: '127.0.0.1', port, path, agent, headers }, (answer) => {
      answer.resume();
      answer.on('end', () =>
        resolve({ status: answer.statusCode ?? 0, ms: performance.now() - start }),
      );
      answer.on('error', reject);
    });
    call.on('error', reject);
    call.end();
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export interface Call {
  name: string;
  path: string;
  headers?: () => Record<string, string>;
}

/** A call's figures: its times in ms, and the answers other than 2xx by status. */
export interface Measure {
  p50: number;
  p99: number;
  max: number;
  /** the first call, which found the call's cache empty */
  first: number;
  count: number;
  failures: Map<number, number>;
}

export async function measure(port: number, call: Call): Promise<Measure> {
  const headers = call.headers ?? (() => ({}));
  const failures = new Map<number, number>();
  const note = (status: number) => {
    if (status < 200 || status >= 300) failures.set(status, (failures.get(status) ?? 0) + 1);
  };
  // The first call finds the call's cache empty: what a reload costs, every few seconds.
  let first = 0;
  for (let i = 0; i < WARM_CALLS; i += 1) {
    const { status, ms } = await timedGet(port, call.path, headers());
    note(status);
    if (i === 0) first = ms;
  }
  const times: number[] = [];
  const until = performance.now() + BENCH_SECONDS * 1000;
  const most = BENCH_SECONDS * CALLS_PER_SECOND;
  while (performance.now() < until && times.length < most) {
    const { status, ms } = await timedGet(port, call.path, headers());
    note(status);
    times.push(ms);
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: times[times.length - 1] ?? 0,
    first,
    count: times.length,
    failures,
  };
}

/** Who the calls are made as: access tokens of the manager, the busiest player and the searchers. */
export interface Callers {
  managerToken: string;
  busiestToken: string;
  searcherTokens: string[];
  /** the plays of the busiest player, whose results are searched */
  busiestPlays: number;
}

/**
 * The calls measured, one after the other: the explore lists, a category's
 * page, the four searches with words that hit many rows and words that hit
 * few, the hall of fame of each period, and the back office's lists and
 * searches of players and games.
 */
export function bigDataCalls({
  managerToken,
  busiestToken,
  searcherTokens,
  busiestPlays,
}: Callers): Call[] {
  const asManager = () => ({ authorization: `Bearer ${managerToken}` });
  const asBusiest = () => ({ authorization: `Bearer ${busiestToken}` });
  let turn = 0;
  const asNextSearcher = () => {
    turn += 1;
    return {
      authorization: `Bearer ${searcherTokens[turn % searcherTokens.length]}`,
      'x-forwarded-for': `10.${(turn >> 16) & 255}.${(turn >> 8) & 255}.${turn & 255}`,
    };
  };
  const text = encodeURIComponent;
  const category = 7;
  const fewPlayer = Math.min(4241, PLAYERS - 1);
  const rest = (filter: object, range: [number, number], sort: [string, string]) =>
    `?filter=${text(JSON.stringify(filter))}&range=${text(JSON.stringify(range))}&sort=${text(JSON.stringify(sort))}`;
  // biome-ignore format: one call a line
  return [
    { name: 'games, latest', path: '/api/games/get/latest/1/6/?serializer_type=simple' },
    { name: 'games, trending', path: '/api/games/get/trending/1/6/?serializer_type=simple' },
    { name: 'games, popular', path: '/api/games/get/popular/1/6/?serializer_type=simple' },
    { name: 'game indexes', path: '/api/games/indexes/0/' },
    { name: 'a game index’s games, trending', path: `/api/games/get/trending/1/14/?serializer_type=simple&game_index_id=${category}` },
    { name: 'challenges, trending', path: '/api/games/challenges/get/trending/1/10/' },
    { name: 'search quizzes "quiz" (many)', path: '/api/search/quizzes/quiz/1/' },
    { name: 'search quizzes "football" (a category)', path: '/api/search/quizzes/football/1/' },
    { name: 'search quizzes "ndolé" (few)', path: `/api/search/quizzes/${text('ndolé')}/1/` },
    { name: 'search challenges "quiz" (many)', path: '/api/search/challenges/quiz/1/' },
    { name: 'search friends "ngono" (many)', path: '/api/search/friends/ngono/1/', headers: asNextSearcher },
    { name: 'search friends "an" (most)', path: '/api/search/friends/an/1/', headers: asNextSearcher },
    { name: 'search friends, one player (few)', path: `/api/search/friends/${text(playerNameOf(fewPlayer))}/1/`, headers: asNextSearcher },
    { name: 'search friends, a phone number', path: `/api/search/friends/${phoneOf(fewPlayer)}/1/`, headers: asNextSearcher },
    { name: `search results "quiz" (${busiestPlays} plays)`, path: '/api/search/results/quiz/1/', headers: asBusiest },
    { name: 'hall of fame, today', path: '/api/hall-of-fame/today/1/10/' },
    { name: 'hall of fame, last 7 days', path: '/api/hall-of-fame/last_7/1/10/' },
    { name: 'hall of fame, last 30 days', path: '/api/hall-of-fame/last_30/1/10/' },
    { name: 'hall of fame, all time', path: '/api/hall-of-fame/all_time/1/10/' },
    { name: 'hall of fame, all time, page 50', path: '/api/hall-of-fame/all_time/50/10/' },
    { name: 'back office: players', path: `/api/admin/players/${rest({}, [0, 24], ['created_at', 'DESC'])}`, headers: asManager },
    { name: 'back office: players "ngono" (many)', path: `/api/admin/players/${rest({ q: 'ngono' }, [0, 24], ['created_at', 'DESC'])}`, headers: asManager },
    { name: 'back office: players, an e-mail (few)', path: `/api/admin/players/${rest({ q: emailOf(fewPlayer).split('@')[0] ?? '' }, [0, 24], ['created_at', 'DESC'])}`, headers: asManager },
    { name: 'back office: games', path: '/api/admin/games/management/?option=games&stepper=1', headers: asManager },
    { name: 'back office: games of an index, by title', path: `/api/admin/games/management/?option=games&stepper=1&sort=title_fr&order=asc&status=active&game_index_id=${category}`, headers: asManager },
    { name: 'back office: games "quiz" (many)', path: '/api/admin/games/search/quiz/1/', headers: asManager },
    { name: 'back office: games "ndole" (few)', path: '/api/admin/games/search/ndole/1/', headers: asManager },
  ];
}
