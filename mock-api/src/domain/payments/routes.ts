import type { PaymentMethod } from '@quiz/shared/types';
import type { Direction, PaymentProvider, PaymentProviders } from './provider';

/*
 * Which provider serves which channel and direction, as PAYMENT_ROUTES says:
 * comma-separated `<channel>:<direction>=<provider>`, where the channel is
 * om, mtn or * (both), the direction collect, payout or * (both), and the
 * provider sandbox, mtn-momo, orange-money or notchpay. The most precise
 * route wins: `mtn:collect=notchpay,*:*=orange-money` sends MTN collections
 * to Notch Pay and everything else to Orange. A channel and direction no
 * route names is not served (INVALID_PAYMENT_METHOD), never the sandbox's.
 */

export const PROVIDER_NAMES = ['sandbox', 'mtn-momo', 'orange-money', 'notchpay'] as const;
type ProviderName = (typeof PROVIDER_NAMES)[number];

export interface PaymentRoute {
  method: PaymentMethod | '*';
  direction: Direction | '*';
  provider: ProviderName;
}

const DIRECTIONS: Record<string, Direction | '*'> = {
  collect: 'collection',
  collection: 'collection',
  payout: 'payout',
  '*': '*',
};

/** What each provider needs set to be built, named in the boot errors. */
export const PROVIDER_KEYS: Record<ProviderName, string> = {
  sandbox: 'PAYMENT_SANDBOX=true',
  'mtn-momo': 'MTN_MOMO_COLLECTION (collect) or MTN_MOMO_DISBURSEMENT (payout)',
  'orange-money': 'ORANGE_MONEY_CLIENT, ORANGE_MONEY_MERCHANT_KEY and PUBLIC_URL',
  notchpay: 'NOTCHPAY_PUBLIC_KEY, NOTCHPAY_HASH_KEY, and NOTCHPAY_PRIVATE_KEY for payouts',
};

/** Reads PAYMENT_ROUTES; throws a message naming the part it cannot read. */
export function parseRoutes(value: string): PaymentRoute[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const match = /^(om|mtn|\*):([a-z*]+)=([a-z-]+)$/.exec(part);
      const direction = match && DIRECTIONS[match[2] ?? ''];
      const provider = match?.[3] as ProviderName | undefined;
      if (!match || !direction || !provider || !PROVIDER_NAMES.includes(provider)) {
        throw new Error(
          `env/PAYMENT_ROUTES: cannot read "${part}": write <om|mtn|*>:<collect|payout|*>=<${PROVIDER_NAMES.join('|')}>`,
        );
      }
      return { method: match[1] as PaymentRoute['method'], direction, provider };
    });
}

/** The route serving a channel and direction: the most precise that names them. */
export function routeOf(
  routes: readonly PaymentRoute[],
  method: PaymentMethod,
  direction: Direction,
) {
  const precision = (route: PaymentRoute) =>
    (route.method === method ? 2 : route.method === '*' ? 0 : -9) +
    (route.direction === direction ? 1 : route.direction === '*' ? 0 : -9);
  let best: PaymentRoute | undefined;
  for (const route of routes) {
    const score = precision(route);
    if (score >= 0 && (!best || score > precision(best))) best = route;
  }
  return best;
}

/**
 * The providers as routed. Throws at boot when a route names a provider
 * that is not set up, or one that does not do the route's direction. Every
 * provider built stays known by name, so orders it took are still read back.
 */
export function routedProviders(
  routes: readonly PaymentRoute[],
  built: readonly PaymentProvider[],
): PaymentProviders {
  const named = new Map(built.map((provider) => [provider.name, provider]));
  for (const route of routes) {
    const provider = named.get(route.provider);
    const label = `${route.method}:${route.direction === 'collection' ? 'collect' : route.direction}`;
    if (!provider) {
      throw new Error(
        `env/PAYMENT_ROUTES sends ${label} to ${route.provider}, which is not set up: set ${PROVIDER_KEYS[route.provider]}`,
      );
    }
    const needed: Direction[] =
      route.direction === '*' ? ['collection', 'payout'] : [route.direction];
    const missing = needed.filter((direction) => !provider.directions.includes(direction));
    if (missing.length > 0) {
      throw new Error(
        `env/PAYMENT_ROUTES sends ${label} to ${route.provider}, which is not set up for ${missing.join(' and ')}: set ${PROVIDER_KEYS[route.provider]}`,
      );
    }
  }
  return {
    forMethod(method, direction) {
      const route = routeOf(routes, method, direction);
      return route ? named.get(route.provider) : undefined;
    },
    byName: (name) => named.get(name),
  };
}
