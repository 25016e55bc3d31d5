import type { ChallengeIndicators, ChallengeInvitations } from '@quiz/shared/contract';
import type { Db } from '../../db/index';
import { isoNow } from '../../db/time';
import { offsetOf, type PageRequest, paged } from '../catalogue/paging';
import { notFound } from '../errors';
import { challengeViews } from './views';

/** The counter of the invitations tab: pending invitations the player has not seen. */
export async function invitationIndicators(db: Db, userId: number): Promise<ChallengeIndicators> {
  const unread = await db
    .selectFrom('challenge_invitations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('receiver_id', '=', userId)
    .where('status', '=', 'PENDING')
    .where('is_read', '=', 0)
    .executeTakeFirstOrThrow();
  return { invitations: Number(unread.n) };
}

/**
 * A page of the challenges the player is invited to, pending ones first,
 * then newest first. Reading the page marks its invitations seen; the page
 * and the counter still show them as they were before.
 */
export async function invitationsPage(
  db: Db,
  userId: number,
  request: PageRequest,
  now: Date,
): Promise<ChallengeInvitations> {
  const received = db.selectFrom('challenge_invitations').where('receiver_id', '=', userId);
  const total = await received
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const indicators = await invitationIndicators(db, userId);
  const rows = await received
    .selectAll()
    .orderBy((eb) => eb.case().when('status', '=', 'PENDING').then(0).else(1).end())
    .orderBy('created_at', 'desc')
    .limit(request.size)
    .offset(offsetOf(request))
    .execute();
  const challenges = new Map(
    (
      await challengeViews(
        db,
        rows.map((row) => row.challenge_id),
        now,
      )
    ).map((challenge) => [challenge.id, challenge]),
  );
  const list = rows.map((row) => ({
    id: row.id,
    status: row.status,
    is_read: row.is_read === 1,
    created_at: row.created_at,
    challenge: challenges.get(row.challenge_id) ?? null,
  }));
  if (rows.length > 0) {
    await db
      .updateTable('challenge_invitations')
      .set({ is_read: 1 })
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
  }
  return { ...paged(list, Number(total.n), request.size), indicators };
}

/** Declines one of the player's pending invitations; INVALID_ID for any other. */
export async function declineInvitation(db: Db, userId: number, invitationId: number) {
  const declined = await db
    .updateTable('challenge_invitations')
    .set({ status: 'DECLINED', is_read: 1, updated_at: isoNow() })
    .where('id', '=', invitationId)
    .where('receiver_id', '=', userId)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  if (Number(declined.numUpdatedRows) !== 1) throw notFound('INVALID_ID');
}
