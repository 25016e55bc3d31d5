import { REST_API } from '@quiz/shared/paths';
import { type Http, http } from '../lib/http';
import { composeDataProvider } from './compose';
import { gamesAdapter } from './games';
import { lazyAdapter } from './lazyAdapter';
import { lazySimpleRest } from './simpleRest';
import type { AppDataProvider, ResourceAdapter } from './types';

export { lazySimpleRest } from './simpleRest';
export type { AppDataProvider, ResourceAdapter } from './types';

/**
 * One adapter per spec resource, by resource name, each in its own file beside this one;
 * all but the games list's load with their resource's first call.
 * Resources without an adapter (scores) go to ra-data-simple-rest.
 */
export function adaptersOf(client: Http): Record<string, ResourceAdapter> {
  const later = (resource: string, load: () => Promise<unknown>) =>
    lazyAdapter(resource, load as () => Promise<ResourceAdapter>);
  return {
    games: gamesAdapter(client) as ResourceAdapter,
    managers: later('managers', () => import('./managers').then((m) => m.managersAdapter(client))),
    indexes: later('indexes', () => import('./indexes').then((m) => m.indexesAdapter(client))),
    badgeTypes: later('badgeTypes', () =>
      import('./badgeTypes').then((m) => m.badgeTypesAdapter(client)),
    ),
    quotes: later('quotes', () => import('./quotes').then((m) => m.quotesAdapter(client))),
    purchases: later('purchases', () =>
      import('./payments').then((m) => m.paymentsAdapter(client, 'purchases')),
    ),
    cashouts: later('cashouts', () =>
      import('./payments').then((m) => m.paymentsAdapter(client, 'cashouts')),
    ),
    paymentTotals: later('paymentTotals', () =>
      import('./payments').then((m) => m.paymentTotalsAdapter(client)),
    ),
    audit: later('audit', () => import('./audit').then((m) => m.auditAdapter(client))),
    players: later('players', () => import('./players').then((m) => m.playersAdapter(client))),
    playerLedger: later('playerLedger', () =>
      import('./players').then((m) => m.playerListAdapter(client, 'ledger')),
    ),
    playerPlays: later('playerPlays', () =>
      import('./players').then((m) => m.playerListAdapter(client, 'plays')),
    ),
    reconciliation: later('reconciliation', () =>
      import('./reconciliation').then((m) => m.reconciliationAdapter(client)),
    ),
    dashboard: later('dashboard', () =>
      import('./dashboard').then((m) => m.dashboardAdapter(client)),
    ),
    pricing: later('pricing', () => import('./pricing').then((m) => m.pricingAdapter(client))),
    stats: later('stats', () => import('./stats').then((m) => m.statsAdapter(client))),
    partners: later('partners', () => import('./ads').then((m) => m.partnersAdapter(client))),
    subscriptions: later('subscriptions', () =>
      import('./ads').then((m) => m.subscriptionsAdapter(client)),
    ),
    ads: later('ads', () => import('./ads').then((m) => m.adsAdapter(client))),
    me: later('me', () => import('./me').then((m) => m.meAdapter(client))),
  };
}

/** The apiUrl of our simple-rest calls (shared paths/admin.ts). */
export { REST_API };

export function createDataProvider(client: Http): AppDataProvider {
  return composeDataProvider(lazySimpleRest(client), adaptersOf(client));
}

export const dataProvider = createDataProvider(http);
