import { REST_API } from '@quiz/shared/paths';
import type { DataProvider } from 'react-admin';
import { type Http, http } from '../lib/http';
import { badgeTypesAdapter } from './badgeTypes';
import { composeDataProvider } from './compose';
import { gamesAdapter } from './games';
import { indexesAdapter } from './indexes';
import { managersAdapter } from './managers';
import { quotesAdapter } from './quotes';
import type { AppDataProvider, ResourceAdapter } from './types';

export type { AppDataProvider, ResourceAdapter } from './types';

/**
 * One adapter per spec resource, by resource name, each in its own file beside this
 * one (partners, subscriptions and ads are still to come).
 * Resources without an adapter (audit, and later scores) go to ra-data-simple-rest.
 */
export function adaptersOf(client: Http): Record<string, ResourceAdapter> {
  return {
    games: gamesAdapter(client) as ResourceAdapter,
    managers: managersAdapter(client) as ResourceAdapter,
    indexes: indexesAdapter(client) as ResourceAdapter,
    badgeTypes: badgeTypesAdapter(client) as ResourceAdapter,
    quotes: quotesAdapter(client) as ResourceAdapter,
  };
}

/** The apiUrl of our simple-rest calls (shared paths/admin.ts). */
export { REST_API };

/**
 * ra-data-simple-rest, loaded on the first call of a resource that uses it: the games
 * list (the budget's screen) never needs it. Each resource is a path under REST_API
 * ('audit' -> REST_API/audit).
 */
export function lazySimpleRest(client: Http): DataProvider {
  let provider: Promise<DataProvider> | null = null;
  const load = () => {
    provider ??= import('ra-data-simple-rest').then((module) =>
      module.default(REST_API, client.fetchJson),
    );
    return provider;
  };
  return new Proxy({} as DataProvider, {
    get: (_, method: string) => async (resource: string, params: unknown) =>
      ((await load())[method] as (r: string, p: unknown) => Promise<unknown>)(resource, params),
  });
}

export function createDataProvider(client: Http): AppDataProvider {
  return composeDataProvider(lazySimpleRest(client), adaptersOf(client));
}

export const dataProvider = createDataProvider(http);
