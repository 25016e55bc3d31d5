import type { Db } from '../../db/index';

/*
 * The news dots a player sees on coming back (player spec section 3 "News
 * flags"): worked out from what is still unread, so a player who was away
 * when the news came sees them as a connected one does.
 */

/** Whether the player has something unread in this table (a pending request, for requests). */
async function unread(
  db: Db,
  table: 'notifications' | 'friend_requests' | 'challenge_invitations' | 'credit_requests',
  userId: number,
) {
  const row = await db
    .selectFrom(table)
    .select('id')
    .$if(table === 'notifications', (q) => q.where('user_id', '=', userId))
    .$if(table !== 'notifications', (q) =>
      q.where('receiver_id', '=', userId).where('status', '=', 'PENDING'),
    )
    .where('is_read', '=', 0)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function newsFlags(db: Db, userId: number) {
  const [notifications, friendRequest, challengeRequest, creditsRequest] = await Promise.all([
    unread(db, 'notifications', userId),
    unread(db, 'friend_requests', userId),
    unread(db, 'challenge_invitations', userId),
    unread(db, 'credit_requests', userId),
  ]);
  return {
    notifications,
    friend_request: friendRequest,
    challenge_request: challengeRequest,
    credits_request: creditsRequest,
  };
}
