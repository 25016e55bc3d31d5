import type {
  BlockInput,
  LedgerMovement,
  PlayerPlay,
  PlayerRecord,
  PlayerSupport,
} from '@quiz/shared/contract';
import { ADMIN_REST, api } from '@quiz/shared/paths';
import type { GetListParams, GetOneParams } from 'react-admin';
import type { Http } from '../lib/http';
import { lazySimpleRest } from './simpleRest';
import type { ResourceAdapter } from './types';

/**
 * Player support (ours, ra-data-simple-rest under ADMIN_REST): players found by
 * filter.q, one player's account; block and unblock as actions (super managers).
 */
export function playersAdapter(http: Http) {
  const rest = lazySimpleRest(http, ADMIN_REST);
  return {
    getList: (params) => rest.getList<PlayerRecord>('players', params),
    getOne: (params) =>
      rest.getOne<PlayerSupport>('players', params as GetOneParams<PlayerSupport>),
    actions: {
      block: ({ id, ...body }: BlockInput & { id: number }) =>
        http.put<PlayerSupport>(api.admin.players.block(id), body),
      unblock: ({ id }: { id: number }) => http.del<PlayerSupport>(api.admin.players.block(id)),
    },
  } satisfies ResourceAdapter<PlayerRecord>;
}

/**
 * A player's ledger or plays (filter.player_id names the player, the rest of the
 * filter is the list's own): simple-rest lists under the player's path.
 */
export function playerListAdapter<R extends LedgerMovement | PlayerPlay>(
  http: Http,
  list: 'ledger' | 'plays',
) {
  const rest = lazySimpleRest(http, ADMIN_REST);
  return {
    getList: ({ filter, ...params }: GetListParams) => {
      const { player_id: playerId, ...own } = filter ?? {};
      return rest.getList<R>(`players/${Number(playerId)}/${list}`, { ...params, filter: own });
    },
  } satisfies ResourceAdapter<R>;
}
