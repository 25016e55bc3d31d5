/**
 * Path builders for every call of both specs, grouped under one `api` object:
 * `api.games.playOverview(12)` -> '/api/games/play-overview/12/'. Paths keep the
 * spec's trailing slashes; user-provided values are always URL-encoded.
 */
import { admin } from './admin';

export { ADMIN_REST, PAYMENTS_REST, REST_API } from './admin';

import { playerApi } from './player';

export const api = { ...playerApi, admin };

export { query } from './build';
