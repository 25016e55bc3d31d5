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
