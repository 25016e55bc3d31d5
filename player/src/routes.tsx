import type { PlayerPage } from '@quiz/shared/paths/player';
import type { ComponentType } from 'preact';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter-preact';
import type { Access } from './lib/guards';
import { lazy } from './lib/lazy';

/** What a route view receives: the path's parameters. */
export interface ViewProps {
  params: Record<string, string | undefined>;
}

export interface RouteDef {
  /** One of the site's pages, which the server also knows (it answers 404 for others). */
  path: PlayerPage;
  view: ComponentType<ViewProps> & { preload?: () => Promise<unknown> };
  /** public unless said otherwise */
  access?: Access;
  /** Where this path sends the user instead, keeping the query string. */
  redirect?: string;
}

/** The view of a path that only sends the user elsewhere. */
const Redirecting: ComponentType<ViewProps> = () => null;

const Login = lazy(() => import('./screens/auth/Login'));
const Registration = lazy(() => import('./screens/auth/Registration'));
const Verification = lazy(() => import('./screens/auth/Verification'));
const ForgotPassword = lazy(() => import('./screens/auth/ForgotPassword'));
const Explore = lazy(() => import('./screens/explore/Explore'));
const ExploreChallenges = lazy(() => import('./screens/explore-challenges/ExploreChallenges'));
const Categories = lazy(() => import('./screens/categories/Categories'));
const Category = lazy(() => import('./screens/category/Category'));
const Search = lazy(() => import('./screens/search/Search'));
const PlayModes = lazy(() => import('./screens/play-modes/PlayModes'));
const Help = lazy(() => import('./screens/help/Help'));
const Terms = lazy(() => import('./screens/terms/Terms'));
const Logout = lazy(() => import('./screens/logout/Logout'));
const Preferences = lazy(() => import('./screens/preferences/Preferences'));
const BadgesGeneral = lazy(() => import('./screens/badges/BadgesGeneral'));
const BadgeUsers = lazy(() => import('./screens/badges/BadgeUsers'));
const UserBadges = lazy(() => import('./screens/badges/UserBadges'));
const HallOfFame = lazy(() => import('./screens/hall-of-fame/HallOfFame'));
const UserProfile = lazy(() => import('./screens/user-profile/UserProfile'));
const PlayerStatistics = lazy(() => import('./screens/player-statistics/PlayerStatistics'));
const Play = lazy(() => import('./screens/play/Play'));
const PlayOverview = lazy(() => import('./screens/play-overview/PlayOverview'));
const ChallengeOverview = lazy(() => import('./screens/challenge/ChallengeOverview'));
const ChallengeResult = lazy(() => import('./screens/challenge/ChallengeResult'));
const MyChallenges = lazy(() => import('./screens/my-challenges/MyChallenges'));
const SoloResults = lazy(() => import('./screens/solo-results/SoloResults'));
const Gains = lazy(() => import('./screens/gains/Gains'));
const MyCredits = lazy(() => import('./screens/my-credits/MyCredits'));
const Notifications = lazy(() => import('./screens/notifications/Notifications'));
const Friends = lazy(() => import('./screens/friends/Friends'));
const Settings = lazy(() => import('./screens/settings/Settings'));
const Receipt = lazy(() => import('./screens/receipt/Receipt'));

/** Paths under this prefix are the full-screen play view. */
export const PLAY_SCREEN = '/play/on/';

/** Every route of spec section 2, in one table. */
export const routes: RouteDef[] = [
  { path: '/', view: Redirecting, redirect: '/explore' },

  // Auth area: signed-in users are sent on to their redirect target.
  { path: '/auth', view: Login, access: 'visitor', redirect: '/auth/login' },
  { path: '/auth/login', view: Login, access: 'visitor' },
  { path: '/auth/registration', view: Registration, access: 'visitor' },
  { path: '/auth/registration/verification', view: Verification, access: 'visitor' },
  { path: '/auth/forgot-password', view: ForgotPassword, access: 'visitor' },

  // Public routes.
  { path: '/explore', view: Explore },
  { path: '/explore-challenges', view: ExploreChallenges },
  { path: '/categories', view: Categories },
  { path: '/category/:indexId', view: Category },
  { path: '/search', view: Search },
  { path: '/play-modes', view: PlayModes },
  { path: '/badges-general', view: BadgesGeneral },
  { path: '/badge-users/:badgeId', view: BadgeUsers },
  { path: '/badges/:userId', view: UserBadges },
  { path: '/terms-&-conditions', view: Terms },
  { path: '/help', view: Help },
  { path: '/play/on/:playType/:gameId', view: Play },
  // The spec names an all-star route beside the hall of fame without its access:
  // it is the public, all-time board; the filtered hall of fame needs sign-in.
  { path: '/all-star', view: HallOfFame },

  // Routes requiring sign-in.
  { path: '/notifications', view: Notifications, access: 'player' },
  { path: '/my-credits', view: MyCredits, access: 'player' },
  { path: '/logout', view: Logout, access: 'player' },
  { path: '/gains', view: Gains, access: 'player' },
  { path: '/settings', view: Settings, access: 'player' },
  { path: '/preferences', view: Preferences, access: 'player' },
  { path: '/hall-of-fame', view: HallOfFame, access: 'player' },
  { path: '/friends', view: Friends, access: 'player' },
  { path: '/user/:userId', view: UserProfile, access: 'player' },
  { path: '/player-statistics', view: PlayerStatistics, access: 'player' },
  { path: '/my-challenges', view: MyChallenges, access: 'player' },
  { path: '/solo/results', view: SoloResults, access: 'player' },
  { path: '/play/overview/:gameId', view: PlayOverview, access: 'player' },
  {
    path: '/challenge/overview/:challId',
    view: ChallengeOverview,
    access: 'player',
  },
  { path: '/challenge/result/:challId', view: ChallengeResult, access: 'player' },
  { path: '/user-profile/*', view: UserProfile, access: 'player' },
  { path: '/receipt/:list/:transactionId', view: Receipt, access: 'player' },
];

/** The route that shows `path`: the first that wouter's Switch would match, by its own matcher. */
export const routeOf = (path: string) =>
  routes.find((route) => matchRoute(parse, route.path, path)[0]);
