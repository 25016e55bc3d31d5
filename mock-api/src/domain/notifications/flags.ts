import type { Db } from '../../db/index';

/*
 * The news dots a player sees on coming back (player spec section 3 "News
 * flags"): worked out from what is still unread, so a player who was away
 * when the news came sees them as a connected one does.
 */

const any = async (query: { executeTakeFirst(): Promise<unknown> }) =>
  (await query.executeTakeFirst()) !== undefined;

export async function newsFlags(db: Db, userId: number) {
  const [notifications, friendRequest, challengeRequest, creditsRequest] = await Promise.all([
    any(
      db
        .selectFrom('notifications')
        .select('id')
        .where('user_id', '=', userId)
        .where('is_read', '=', 0)
        .limit(1),
    ),
    any(
      db
        .selectFrom('friend_requests')
        .select('id')
        .where('receiver_id', '=', userId)
        .where('status', '=', 'PENDING')
        .where('is_read', '=', 0)
        .limit(1),
    ),
    any(
      db
        .selectFrom('challenge_invitations')
        .select('id')
        .where('receiver_id', '=', userId)
        .where('status', '=', 'PENDING')
        .where('is_read', '=', 0)
        .limit(1),
    ),
    any(
      db
        .selectFrom('credit_requests')
        .select('id')
        .where('receiver_id', '=', userId)
        .where('status', '=', 'PENDING')
        .where('is_read', '=', 0)
        .limit(1),
    ),
  ]);
  return {
    notifications,
    friend_request: friendRequest,
    challenge_request: challengeRequest,
    credits_request: creditsRequest,
  };
}
