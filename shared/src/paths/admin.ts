/**
 * Back-office calls (back office section 7). Where the spec names a call without a
 * path, the path is chosen under the spec's prefixes (/api/admin/games/,
 * /api/admin/super/) in the style of its shown paths (…-management/ with ?option=,
 * ?action= and ?<entity>_id= queries); each choice is marked "Chosen".
 */
import type { GamesOrder } from '../contract/admin/games';
import type { PaymentList } from '../contract/admin/payments';
import type { DateParts } from '../formulas/dates';
import { path, query } from './build';

/** ra-data-simple-rest's apiUrl for the calls of ours that follow its conventions. */
export const REST_API = '/api/admin/super';
/** The apiUrl of the payments view's simple-rest calls, which payments managers read too. */
export const PAYMENTS_REST = '/api/admin/payments';
/** The apiUrl of player support's simple-rest calls: resource 'players' (payments and super managers). */
export const ADMIN_REST = '/api/admin';
const PLAYERS_REST = `${ADMIN_REST}/players`;

const GAMES_MANAGEMENT = '/api/admin/games/management/';
const MANAGERS_MANAGEMENT = '/api/admin/super/managers-management/';
const GAME_INDEXES_MANAGEMENT = '/api/admin/super/game-indexes-management/';
const BADGE_TYPES = '/api/admin/super/badge-types/';
const QUOTES = '/api/admin/super/quotes/';
const PARTNERS_MANAGEMENT = '/api/admin/ads/partners/management/';

const gamesAdmin = {
  /** Chosen: GET ?option=primary_data -> {indexes} for the create-game wizard. */
  primaryData: () => GAMES_MANAGEMENT + query({ option: 'primary_data' }),
  /** Chosen: POST multipart (indexes, title_fr, title_en, cover, questions_answers...). */
  create: () => GAMES_MANAGEMENT,
  /** Chosen: GET ?option=games&stepper={page} -> {list, num_pages}; ours: sort, order, status. */
  list: (stepper: number, order: GamesOrder = {}) =>
    GAMES_MANAGEMENT + query({ option: 'games', stepper, ...order }),
  /** Chosen: GET -> {list, num_pages, num_results}, like the partner search path; ours: the order. */
  search: (term: string, page: number, order: GamesOrder = {}) =>
    path`/api/admin/games/search/${term}/${page}/` + query({ ...order }),
  /** Chosen: PUT ?action=deactivate&game_id= -> {game}, like badge types' activation. */
  deactivate: (gameId: number) =>
    GAMES_MANAGEMENT + query({ action: 'deactivate', game_id: gameId }),
  /** Chosen: PUT ?action=reactivate&game_id= -> {game}. */
  reactivate: (gameId: number) =>
    GAMES_MANAGEMENT + query({ action: 'reactivate', game_id: gameId }),
  /** Ours: PATCH multipart ?game_id= (the create form's fields; pictures absent are kept) -> {game}. */
  edit: (gameId: number) => GAMES_MANAGEMENT + query({ game_id: gameId }),
  /** Chosen: GET ?option=game&game_id= -> the game with its questions (details view). */
  details: (gameId: number) => GAMES_MANAGEMENT + query({ option: 'game', game_id: gameId }),
  /** Chosen: GET; any failure means the games area is not allowed. */
  primaryCheck: () => '/api/admin/games/primary-check/',
  /**
   * Ours: POST multipart {file} (.xlsx or .csv); ?dry_run=true checks without storing;
   * a Kahoot template takes its quiz's language and title.
   */
  import: (dryRun: boolean, kahoot: { language?: 'fr' | 'en'; title?: string } = {}) =>
    `/api/admin/games/import/${query({ dry_run: dryRun || undefined, ...kahoot })}`,
  /** Ours: GET the sheet of one game, or of every game, in the import's format. */
  export: (options: { gameId?: number; format?: 'xlsx' | 'csv' } = {}) =>
    `/api/admin/games/export/${query({ game_id: options.gameId, format: options.format })}`,
};

const managers = {
  /** Chosen: GET ?spec=* -> list of manager records. */
  list: () => MANAGERS_MANAGEMENT + query({ spec: '*' }),
  /** Chosen: GET ?email_phone= -> the player to promote (400 = already admin). */
  userDetails: (emailPhone: string) =>
    `/api/admin/super/get-user-details/${query({ email_phone: emailPhone })}`,
  /** Chosen: PUT ?user_id= {management_function}; adds a manager or changes its function. */
  update: (userId: number) => MANAGERS_MANAGEMENT + query({ user_id: userId }),
  /** Chosen: DELETE ?user_id=. */
  remove: (userId: number) => MANAGERS_MANAGEMENT + query({ user_id: userId }),
};

const gameIndexes = {
  /** GET {indexes, max}: the player call, shared. */
  list: () => '/api/games/indexes/0/',
  /** Chosen: POST multipart. */
  create: () => GAME_INDEXES_MANAGEMENT,
  /** Chosen: PUT multipart ?index_id=. */
  update: (indexId: number) => GAME_INDEXES_MANAGEMENT + query({ index_id: indexId }),
  /** Chosen: DELETE ?index_id=. */
  remove: (indexId: number) => GAME_INDEXES_MANAGEMENT + query({ index_id: indexId }),
};

const badgeTypes = {
  /** Chosen: GET {actives, inactives} on the path the spec uses for POST. */
  list: () => BADGE_TYPES,
  /** POST multipart. */
  create: () => BADGE_TYPES,
  /** PUT multipart. */
  update: (badgeTypeId: number) => BADGE_TYPES + query({ badge_type_id: badgeTypeId }),
  activate: (badgeTypeId: number) =>
    BADGE_TYPES + query({ action: 'activate', badge_type_id: badgeTypeId }),
  deactivate: (badgeTypeId: number) =>
    BADGE_TYPES + query({ action: 'deactivate', badge_type_id: badgeTypeId }),
};

const quotes = {
  /** GET {quotes, number_of_pages, max}. */
  list: (step: number) => QUOTES + query({ step }),
  create: () => QUOTES,
  update: (quoteId: number) => QUOTES + query({ quote_id: quoteId }),
  remove: (quoteId: number) => QUOTES + query({ quote_id: quoteId }),
};

const superStats = {
  general: () => '/api/admin/super/general-stats/',
  range: (from: DateParts, to: DateParts) =>
    path`/api/admin/super/stats/${from.year}/${from.month}/${from.day}/${to.year}/${to.month}/${to.day}/`,
  /** Ours: GET {days, game_indexes}, the dashboard's series over a period of a year at most. */
  series: (from: DateParts, to: DateParts) =>
    path`/api/admin/super/stats-series/${from.year}/${from.month}/${from.day}/${to.year}/${to.month}/${to.day}/`,
};

const partners = {
  /** GET {list, num_pages}. */
  list: (page: number) => path`/api/admin/ads/partners/list/${page}/`,
  search: (text: string, page: number) => path`/api/admin/ads/search-partners/${text}/${page}/`,
  get: (partnerId: number) => PARTNERS_MANAGEMENT + query({ id: partnerId }),
  create: () => PARTNERS_MANAGEMENT,
  /** PUT; also reactivates (the body carries is_active). */
  update: (partnerId: number) => PARTNERS_MANAGEMENT + query({ id: partnerId }),
  /** DELETE -> {ad_partner}: deactivates. */
  deactivate: (partnerId: number) => PARTNERS_MANAGEMENT + query({ id: partnerId }),
};

const subscriptionsOf = (partnerId: number) =>
  path`/api/admin/ads/${partnerId}/subscriptions/management/`;

const subscriptions = {
  /** GET every partner's subscriptions, paged. */
  all: (page: number) => path`/api/admin/ads/subscriptions/list/${page}/`,
  list: (partnerId: number, step: number) => subscriptionsOf(partnerId) + query({ step }),
  /** POST {amount, duration_days, type}; also renews. */
  create: (partnerId: number) => subscriptionsOf(partnerId),
  update: (partnerId: number, subscriptionId: number) =>
    subscriptionsOf(partnerId) + query({ ad_subscription_id: subscriptionId }),
  /** DELETE -> {ad_subscription}. */
  deactivate: (partnerId: number, subscriptionId: number) =>
    subscriptionsOf(partnerId) + query({ ad_subscription_id: subscriptionId }),
};

const adsOf = (partnerId: number) => path`/api/admin/ads/${partnerId}/ads-management/`;

const adsAdmin = {
  list: (partnerId: number, step: number) => adsOf(partnerId) + query({ step }),
  /** POST multipart {illustration, link}. */
  create: (partnerId: number) => adsOf(partnerId),
  update: (partnerId: number, adId: number) => adsOf(partnerId) + query({ ad_id: adId }),
  /** DELETE variants, told apart by action. */
  remove: (partnerId: number, adId: number) =>
    adsOf(partnerId) + query({ ad_id: adId, action: 'delete' }),
  deactivate: (partnerId: number, adId: number) =>
    adsOf(partnerId) + query({ ad_id: adId, action: 'deactivate' }),
  activate: (partnerId: number, adId: number) =>
    adsOf(partnerId) + query({ ad_id: adId, action: 'activate' }),
};

export const admin = {
  games: gamesAdmin,
  super: {
    /** Chosen: GET; any failure means the super area is not allowed. */
    primaryCheck: () => '/api/admin/super/primary-check/',
    managers,
    gameIndexes,
    badgeTypes,
    quotes,
    stats: superStats,
    /**
     * Ours (not the spec's), read with ra-data-simple-rest: its apiUrl is
     * REST_API and each resource is a path under it.
     */
    audit: () => `${REST_API}/audit/`,
    /** Ours: the trail as CSV in words (?filter=, ?lang=). */
    auditExport: () => `${REST_API}/audit/export/`,
    /** Ours: GET {days: [{day, new_players, plays}]}, the super board's last 30 Douala days. */
    dashboardTrend: () => `${REST_API}/dashboard/trend/`,
    /** Ours: GET and PUT the prices and rewards (flat record, shared pricingSchema). */
    pricing: () => `${REST_API}/pricing/`,
    /** Ours, simple-rest: results of finished plays. */
    scores: () => `${REST_API}/scores/`,
    /** Ours, simple-rest: how each question of a game (filter game_id) fares. */
    questionStats: () => `${REST_API}/question-stats/`,
    /** Ours, simple-rest: what each manager's games made (the manager card's score). */
    managerScores: () => `${REST_API}/manager-scores/`,
    /** Ours, simple-rest: players whose play looks wrong, with the evidence. */
    suspiciousPlayers: () => `${REST_API}/suspicious-players/`,
  },
  ads: { partners, subscriptions, ads: adsAdmin },
  /** Ours: reconciliation with the operators (docs/reconciliation.md), payments and super managers. */
  reconciliation: {
    /** POST multipart {source, file, file_name}; GET the imports. */
    imports: () => '/api/admin/reconciliation/imports/',
    /** GET {counts, findings} of a source over Douala days. */
    findings: (source: string, from: string, to: string) =>
      `/api/admin/reconciliation/${query({ source, from, to })}`,
    /** PUT {finding, note}. */
    marks: () => '/api/admin/reconciliation/marks/',
    exportDay: (source: string, day: string, lang: string) =>
      `/api/admin/reconciliation/export/${query({ source, day, lang })}`,
    sandboxStatement: (from: string, to: string) =>
      `/api/admin/reconciliation/sandbox-statement/${query({ from, to })}`,
  },
  payments: {
    /** Chosen: GET; OK for payments and super managers, who read the figures. */
    primaryCheck: () => '/api/admin/payments/primary-check/',
    /**
     * Ours, simple-rest under PAYMENTS_REST: purchases and cash-outs
     * (filter status, method, action, user_id, q, from, to), one with its
     * state changes, totals per channel, and a CSV of a list.
     */
    list: (list: PaymentList) => `${PAYMENTS_REST}/${list}/`,
    one: (list: PaymentList, id: number) => `${PAYMENTS_REST}/${path`${list}/${id}/`}`,
    totals: () => `${PAYMENTS_REST}/totals/`,
    exportCsv: (list: PaymentList) => `${PAYMENTS_REST}/${list}/export/`,
  },
  /**
   * Ours, simple-rest under ADMIN_REST (resource players): player support. Players (filter q, blocked),
   * one player's account, their ledger and plays; PUT/DELETE block (super managers).
   */
  players: {
    list: () => `${PLAYERS_REST}/`,
    one: (id: number) => `${PLAYERS_REST}/${path`${id}/`}`,
    ledger: (id: number) => `${PLAYERS_REST}/${path`${id}/ledger/`}`,
    plays: (id: number) => `${PLAYERS_REST}/${path`${id}/plays/`}`,
    block: (id: number) => `${PLAYERS_REST}/${path`${id}/block/`}`,
  },
};
