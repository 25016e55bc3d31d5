/**
 * The player's part of the shared `api` path builders. The package's paths entry
 * also carries every back-office path in the same object, which no bundler can
 * drop property by property (about 1.2 KB gzipped on every page); the player's
 * groups are taken from their own modules and gathered the same way.
 */
import { auth, content, me } from '../../../shared/src/paths/auth';
import { ads, badges, games, hallOfFame, stats, users } from '../../../shared/src/paths/games';
import { credits, gains } from '../../../shared/src/paths/money';
import { friends, notifications, search } from '../../../shared/src/paths/social';
import { dev, ws } from '../../../shared/src/paths/sockets';

export const api = {
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
