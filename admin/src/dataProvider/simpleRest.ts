import { REST_API } from '@quiz/shared/paths';
import type { DataProvider } from 'react-admin';
import type { Http } from '../lib/http';

/**
 * ra-data-simple-rest, loaded on the first call of a resource that uses it: the games
 * list (the budget's screen) never needs it. Each resource is a path under `apiUrl`
 * ('audit' -> REST_API/audit).
 */
export function lazySimpleRest(client: Http, apiUrl: string = REST_API): DataProvider {
  let provider: Promise<DataProvider> | null = null;
  const load = () => {
    provider ??= import('ra-data-simple-rest').then((module) =>
      module.default(apiUrl, client.fetchJson),
    );
    return provider;
  };
  return new Proxy({} as DataProvider, {
    get: (_, method: string) => async (resource: string, params: unknown) =>
      ((await load())[method] as (r: string, p: unknown) => Promise<unknown>)(resource, params),
  });
}
