/**
 * Path builders for every call of both specs, grouped under one `api` object:
 * `api.games.playOverview(12)` -> '/api/games/play-overview/12/'. Paths keep the
 * spec's trailing slashes; user-provided values are always URL-encoded.
 */
import { admin } from './admin';

export { PAYMENTS_REST, REST_API } from './admin';

import { playerApi } from './player';

export const api = { ...playerApi, admin };

export type { MeUpdate } from './auth';
export type { QueryParams, QueryValue } from './build';
export { path, query, seg } from './build';
export type { GameListParams, MyChallengesParams } from './games';
export { playerApi } from './player';
export type { PlaySocketParams } from './sockets';
