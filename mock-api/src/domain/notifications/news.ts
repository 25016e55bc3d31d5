import type { Db } from '../../db/index';
import { recordEvent } from '../../events/outbox';

/*
 * News: what a player's open pages are told live (player spec section 4,
 * "Live news socket"): a friend request arrived or was answered, a credit
 * request, a challenge invitation, a notification, a challenge result.
 * Each is recorded in the transaction that made it and published once it
 * commits, to the player's sockets on every instance.
 */

/** The bus topic of one player's news. */
export const newsTopic = (userId: number) => `news:${userId}`;

export interface News {
  /** friend_request, friend_request_accepted, notification, challenge_invitation... */
  type: string;
  [detail: string]: unknown;
}

export function recordNews(trx: Db, userId: number, news: News): Promise<void> {
  return recordEvent(trx, { topic: newsTopic(userId), type: news.type, data: news });
}
