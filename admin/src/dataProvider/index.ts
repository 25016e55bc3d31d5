import { REST_API } from '@quiz/shared/paths';
import { type Http, http } from '../lib/http';
import { badgeTypesAdapter } from './badgeTypes';
import { composeDataProvider } from './compose';
import { gamesAdapter } from './games';
import { indexesAdapter } from './indexes';
import { managersAdapter } from './managers';
import { paymentsAdapter, paymentTotalsAdapter } from './payments';
import { quotesAdapter } from './quotes';
import { lazySimpleRest } from './simpleRest';
import { statsAdapter } from './stats';
import type { AppDataProvider, ResourceAdapter } from './types';

export { lazySimpleRest } from './simpleRest';
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
    purchases: paymentsAdapter(client, 'purchases') as ResourceAdapter,
    cashouts: paymentsAdapter(client, 'cashouts') as ResourceAdapter,
    paymentTotals: paymentTotalsAdapter(client) as ResourceAdapter,
    stats: statsAdapter(client) as ResourceAdapter,
  };
}

/** The apiUrl of our simple-rest calls (shared paths/admin.ts). */
export { REST_API };

export function createDataProvider(client: Http): AppDataProvider {
  return composeDataProvider(lazySimpleRest(client), adaptersOf(client));
}

export const dataProvider = createDataProvider(http);
