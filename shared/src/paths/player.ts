/**
 * The calls of the player site alone. Kept apart from the back office's so the
 * player's bundle carries only its own paths: a bundler cannot drop unused
 * properties of one object.
 */
import { auth, content, me } from './auth';
import { ads, badges, games, hallOfFame, stats, users } from './games';
import { credits, gains } from './money';
import { friends, notifications, search } from './social';
import { dev, ws } from './sockets';

export const playerApi = {
  auth,
  content,
  me,
  games,
  badges,
  stats,
  hallOfFame,
  users,
  ads,
  friends,
  notifications,
  search,
  credits,
  gains,
  ws,
  dev,
};

/**
 * The pages of the player site (spec section 2) as route patterns: ':name' is one
 * segment, '*' the rest of the path. The site's route table is typed on this list
 * and the server answers 404 for any other path, so neither can drift from the other.
 */
export const PLAYER_PAGES = [
  '/',
  '/auth',
  '/auth/login',
  '/auth/registration',
  '/auth/registration/verification',
  '/auth/forgot-password',
  '/explore',
  '/explore-challenges',
  '/categories',
  '/category/:indexId',
  '/search',
  '/play-modes',
  '/badges-general',
  '/badge-users/:badgeId',
  '/badges/:userId',
  '/terms-&-conditions',
  '/help',
  '/play/on/:playType/:gameId',
  '/all-star',
  '/notifications',
  '/my-credits',
  '/logout',
  '/gains',
  '/settings',
  '/preferences',
  '/hall-of-fame',
  '/friends',
  '/user/:userId',
  '/player-statistics',
  '/my-challenges',
  '/solo/results',
  '/play/overview/:gameId',
  '/challenge/overview/:challId',
  '/challenge/result/:challId',
  '/user-profile/*',
  // Ours: a receipt of a purchase, conversion or cash-out, to print.
  '/receipt/:list/:transactionId',
] as const;

export type PlayerPage = (typeof PLAYER_PAGES)[number];

/**
 * A page pattern as the site's router (wouter) reads it: case-insensitive, a
 * trailing slash allowed, ':name' one non-empty segment, '*' anything after a slash.
 */
export function pagePattern(page: string): RegExp {
  const body = page
    .split('/')
    .filter(Boolean)
    .map((part) => {
      if (part === '*') return '/(.*)';
      if (part.startsWith(':')) return '/([^/]+?)';
      return `/${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${body}/?$`, 'i');
}
