import { link } from './lib/navigation';

export { link };

/**
 * Every path of the back office's router, named once (spec section 2: the shell's
 * navigation targets are named only by constants). Resource paths are their
 * react-admin resource names; SPEC_ALIASES keeps the spec's own routes working.
 */
export const RESOURCE_NAMES = {
  managers: 'managers',
  games: 'games',
  indexes: 'indexes',
  badgeTypes: 'badgeTypes',
  quotes: 'quotes',
  partners: 'partners',
  scores: 'scores',
  stats: 'stats',
  audit: 'audit',
  purchases: 'purchases',
  cashouts: 'cashouts',
  players: 'players',
  reconciliation: 'reconciliation',
  pricing: 'pricing',
} as const;
export type ResourceName = (typeof RESOURCE_NAMES)[keyof typeof RESOURCE_NAMES];

export const ROUTES = {
  home: '/',
  board: '/super',
  moneyBoard: '/money-today',
  settings: '/settings',
  logout: '/logout',
  login: '/login',
  managers: `/${RESOURCE_NAMES.managers}`,
  games: `/${RESOURCE_NAMES.games}`,
  createGame: `/${RESOURCE_NAMES.games}/create`,
  indexes: `/${RESOURCE_NAMES.indexes}`,
  badgeTypes: `/${RESOURCE_NAMES.badgeTypes}`,
  quotes: `/${RESOURCE_NAMES.quotes}`,
  ads: `/${RESOURCE_NAMES.partners}`,
  scores: `/${RESOURCE_NAMES.scores}`,
  statistics: `/${RESOURCE_NAMES.stats}`,
  audit: `/${RESOURCE_NAMES.audit}`,
  purchases: `/${RESOURCE_NAMES.purchases}`,
  cashouts: `/${RESOURCE_NAMES.cashouts}`,
  players: `/${RESOURCE_NAMES.players}`,
  reconciliation: `/${RESOURCE_NAMES.reconciliation}`,
  pricing: `/${RESOURCE_NAMES.pricing}`,
} as const;

type Links = { readonly [K in keyof typeof ROUTES]: string };

/** ROUTES as addresses, for links and <Navigate> (see link). */
export const LINKS = Object.fromEntries(
  Object.entries(ROUTES).map(([name, path]) => [name, link(path)]),
) as Links;

/** The spec's routes (section 2) and where they lead here. */
export const SPEC_ALIASES: Readonly<Record<string, string>> = {
  '/super/managers-management': ROUTES.managers,
  '/super/game-indexes-management': ROUTES.indexes,
  '/super/badges-management': ROUTES.badgeTypes,
  '/super/quotes-management': ROUTES.quotes,
  '/super/ads-management': ROUTES.ads,
  '/super/scores': ROUTES.scores,
  '/super/statistics': ROUTES.statistics,
  '/games-management': ROUTES.games,
  '/games-management/create': ROUTES.createGame,
};

/** Where the external back-office links lead: the server's own back office, its API documentation. */
export const SERVER_BACK_OFFICE = '/api/docs';

/** A resource's list filtered, as react-admin reads it from the address. */
export function filteredList(path: string, filter: Record<string, unknown>): string {
  return `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
}
