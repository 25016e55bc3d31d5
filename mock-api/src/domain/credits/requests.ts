import { PAGE_SIZES } from '@quiz/shared/constants';
import type { CreditRequest, CreditRequestInput } from '@quiz/shared/contract';
import { VALIDATION_MESSAGES as M } from '@quiz/shared/validation';
import type { Db } from '../../db/index';
import type { RequestStatus } from '../../db/schema';
import { isoNow } from '../../db/time';
import { transact } from '../../db/transaction';
import { findById } from '../accounts/users';
import { areFriends } from '../catalogue/players';
import { conflict, invalid, notFound } from '../errors';
import { InsufficientBalanceError, transfer } from '../ledger/ledger';
import { notificationTexts } from '../messages/templates';
import { recordNews } from '../notifications/news';
import { notify } from '../notifications/notify';

/*
 * Credit requests (player spec sections 2 "Credits", 5, 7): a player asks a
 * friend for credits; the friend sends what they choose, up to what was
 * asked, and keeps at least one credit (section 5). The credits move through
 * the ledger from the friend to the asker, once: accepting is conditional
 * on the request being pending, and the movement is keyed by the request.
 */

const PAGE_SIZE = PAGE_SIZES.M2;
/** What a friend keeps after sending (section 5: "accepting a request needs credits above 1"). */
const KEPT_CREDITS = 1;

type Side = 'sent' | 'received';

/** Requests of a player's side with the other player, ready to narrow and order. */
function requestRows(db: Db, userId: number, side: Side) {
  const mine = side === 'sent' ? 'r.sender_id' : 'r.receiver_id';
  const other = side === 'sent' ? 'r.receiver_id' : 'r.sender_id';
  return db
    .selectFrom('credit_requests as r')
    .innerJoin('users as u', 'u.id', other)
    .selectAll('r')
    .select(['u.id as u_id', 'u.player_name', 'u.profile_pic', 'u.phone_number'])
    .where(mine, '=', userId);
}

type RequestRow = Awaited<ReturnType<ReturnType<typeof requestRows>['execute']>>[number];

function requestView(row: RequestRow, side: Side): CreditRequest {
  // Requests travel between friends: their phone numbers are shown.
  const person = {
    id: row.u_id,
    player_name: row.player_name,
    profile_pic: row.profile_pic,
    phone_number: row.phone_number,
  };
  return {
    id: row.id,
    status: row.status,
    ...(side === 'sent' ? { receiver: person } : { sender: person }),
    number_of_units: row.number_of_units,
    message: row.message,
    created_at: row.created_at,
    sharing: row.status === 'ACCEPTED' ? { number_of_units: row.shared_units } : null,
  };
}

/** A page of a player's requests, newest first; reading received ones clears their dot. */
async function requestsPage(db: Db, userId: number, side: Side, page: number) {
  const column = side === 'sent' ? 'sender_id' : 'receiver_id';
  const [{ total }, rows] = await Promise.all([
    db
      .selectFrom('credit_requests')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where(column, '=', userId)
      .executeTakeFirstOrThrow(),
    requestRows(db, userId, side)
      .orderBy('r.id', 'desc')
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE)
      .execute(),
  ]);
  const unread = rows.filter((row) => !row.is_read).map((row) => row.id);
  if (side === 'received' && unread.length > 0) {
    await db.updateTable('credit_requests').set({ is_read: 1 }).where('id', 'in', unread).execute();
  }
  return {
    list: rows.map((row) => requestView(row, side)),
    number_of_pages: Math.ceil(Number(total) / PAGE_SIZE),
  };
}

/** One request as its sender or receiver sees it. */
async function requestOf(db: Db, userId: number, requestId: number, side: Side) {
  const row = await requestRows(db, userId, side).where('r.id', '=', requestId).executeTakeFirst();
  if (!row) throw notFound('INVALID_ID');
  return requestView(row, side);
}

async function pendingOf(
  db: Db,
  requestId: number,
  column: 'sender_id' | 'receiver_id',
  userId: number,
) {
  const row = await db
    .selectFrom('credit_requests')
    .selectAll()
    .where('id', '=', requestId)
    .where(column, '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound('INVALID_ID');
  if (row.status !== 'PENDING') throw conflict('NOT_MODIFIED');
  return row;
}

/** Moves a pending request on, once; false when it was no longer pending. */
async function settle(db: Db, requestId: number, status: RequestStatus, shared = 0) {
  const moved = await db
    .updateTable('credit_requests')
    .set({ status, shared_units: shared, updated_at: isoNow() })
    .where('id', '=', requestId)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

/**
 * Cancels the pending requests a player asked or was asked, when the
 * account is deleted (in its transaction): a deleted account gives and
 * receives nothing. The other side of each is told.
 */
export async function cancelRequestsOfDeleted(trx: Db, userId: number) {
  const pending = await trx
    .selectFrom('credit_requests')
    .select(['id', 'sender_id', 'receiver_id'])
    .where('status', '=', 'PENDING')
    .where((eb) => eb.or([eb('sender_id', '=', userId), eb('receiver_id', '=', userId)]))
    .execute();
  for (const row of pending) {
    if (!(await settle(trx, row.id, 'CANCELED'))) continue;
    const other = row.sender_id === userId ? row.receiver_id : row.sender_id;
    await recordNews(trx, other, { type: 'credit_request_cancelled', request_id: row.id });
  }
}

export function creditRequestsOf(db: Db) {
  return {
    sent: (userId: number, page: number) => requestsPage(db, userId, 'sent', page),
    received: (userId: number, page: number) => requestsPage(db, userId, 'received', page),

    /** Asks a friend for credits; the friend is notified. */
    async init(userId: number, input: CreditRequestInput): Promise<CreditRequest> {
      if (
        !(await findById(db, input.receiver)) ||
        !(await areFriends(db, userId, input.receiver))
      ) {
        throw invalid('NOT_CREATED', { receiver: M.friend_required });
      }
      const message = input.message?.trim() ? input.message.trim() : null;
      const id = await transact(db, async (trx) => {
        const row = await trx
          .insertInto('credit_requests')
          .values({
            sender_id: userId,
            receiver_id: input.receiver,
            number_of_units: input.number_of_units,
            message,
            updated_at: isoNow(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const asker = await findById(trx, userId);
        await notify(trx, [
          {
            userId: input.receiver,
            kind: 'credit_request',
            senderId: userId,
            ...notificationTexts.creditRequest(asker?.player_name ?? '', input.number_of_units),
          },
        ]);
        await recordNews(trx, input.receiver, { type: 'credit_request', request_id: row.id });
        return row.id;
      });
      return requestOf(db, userId, id, 'sent');
    },

    async cancel(userId: number, requestId: number) {
      const row = await pendingOf(db, requestId, 'sender_id', userId);
      await transact(db, async (trx) => {
        if (!(await settle(trx, requestId, 'CANCELED'))) throw conflict('NOT_MODIFIED');
        await recordNews(trx, row.receiver_id, {
          type: 'credit_request_cancelled',
          request_id: requestId,
        });
      });
      return requestOf(db, userId, requestId, 'sent');
    },

    async decline(userId: number, requestId: number) {
      const row = await pendingOf(db, requestId, 'receiver_id', userId);
      await transact(db, async (trx) => {
        if (!(await settle(trx, requestId, 'DECLINED'))) throw conflict('NOT_MODIFIED');
        await recordNews(trx, row.sender_id, {
          type: 'credit_request_declined',
          request_id: requestId,
        });
      });
      return requestOf(db, userId, requestId, 'received');
    },

    /**
     * Sends `units` (1 to what was asked) to the asker. Refused with
     * INSUFFICIENT when the sender would keep less than one credit.
     */
    async accept(userId: number, requestId: number, units: number) {
      const row = await pendingOf(db, requestId, 'receiver_id', userId);
      if (units > row.number_of_units) {
        throw invalid('BAD', { number_of_units: M.units_over_request });
      }
      await transact(db, async (trx) => {
        if (!(await settle(trx, requestId, 'ACCEPTED', units))) throw conflict('NOT_MODIFIED');
        // Asked by an account deleted meanwhile: it receives nothing.
        if (!(await findById(trx, row.sender_id))) throw conflict('NOT_MODIFIED');
        const sent = await transfer(trx, {
          from: userId,
          to: row.sender_id,
          account: 'credits',
          amount: units,
          kind: 'credit_request',
          reference: `credit_request:${requestId}`,
        }).catch((error: unknown) => {
          if (error instanceof InsufficientBalanceError) throw invalid('INSUFFICIENT');
          throw error;
        });
        if (sent.balance < KEPT_CREDITS) throw invalid('INSUFFICIENT');
        const giver = await findById(trx, userId);
        await notify(trx, [
          {
            userId: row.sender_id,
            kind: 'credit_request_accepted',
            senderId: userId,
            ...notificationTexts.creditsReceived(giver?.player_name ?? '', units),
          },
        ]);
        await recordNews(trx, row.sender_id, {
          type: 'credit_request_accepted',
          request_id: requestId,
        });
      });
      return requestOf(db, userId, requestId, 'received');
    },
  };
}

export type CreditRequests = ReturnType<typeof creditRequestsOf>;
