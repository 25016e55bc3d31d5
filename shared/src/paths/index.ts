/**
 * Path builders for every call of both specs, grouped under one `api` object:
 * `api.games.playOverview(12)` -> '/api/games/play-overview/12/'. Paths keep the
 * spec's trailing slashes; user-provided values are always URL-encoded.
 */
import { admin } from './admin';
import { auth, content, me } from './auth';
import { ads, badges, games, hallOfFame, stats, users } from './games';
import { credits, gains } from './money';
import { friends, notifications, search } from './social';
import { dev, ws } from './sockets';

export const api = {
  auth,
  content,
  me,
  games,
  badges,
  stats,
  hallOfFame,
  users,
  ads,
  friends,
  notifications,
  search,
  credits,
  gains,
  ws,
  dev,
  admin,
};

export type { MeUpdate } from './auth';
export type { QueryParams, QueryValue } from './build';
export { path, query, seg } from './build';
export type { GameListParams, MyChallengesParams } from './games';
export type { PlaySocketParams } from './sockets';
