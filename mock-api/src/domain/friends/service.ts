import { PAGE_SIZES } from '@quiz/shared/constants';
import type { Friend, FriendRequest, FriendsPage } from '@quiz/shared/contract';
import type { Db } from '../../db/index';
import { isoNow } from '../../db/time';
import { transact } from '../../db/transaction';
import { ReadCache, stampOf } from '../accounts/read-cache';
import type { SignedIn } from '../accounts/signed-in';
import { findById } from '../accounts/users';
import { areFriends, playerSummary } from '../catalogue/players';
import { conflict, invalid, notFound } from '../errors';
import { notificationTexts } from '../messages/templates';
import { recordNews } from '../notifications/news';
import { notify } from '../notifications/notify';
import type { Reactions } from '../reactions/index';

/*
 * Friends (player spec sections 2 "Friends", 4, 7): requests sent, accepted,
 * declined and cancelled, and friendships kept both ways (a row each way).
 * Only a pending request moves, and only once: each change is conditional
 * on the request still being pending, so a double tap or two devices at once
 * change it one time. A request to someone who already asked you accepts
 * theirs: you both want it.
 */

const PAGE_SIZE = PAGE_SIZES.L;

type UserRow = {
  id: number;
  player_name: string | null;
  profile_pic: string | null;
  phone_number: string | null;
};

/** A friend as lists show them: their phone number is shown, friends see it whole. */
const friendView = (user: UserRow): Friend => ({
  ...playerSummary(user),
  phone_number: user.phone_number,
});

const USER_COLUMNS = [
  'users.id',
  'users.player_name',
  'users.profile_pic',
  'users.phone_number',
] as const;

async function liveUser(db: Db, userId: number) {
  const user = await findById(db, userId);
  if (!user) throw notFound('INVALID_ID');
  return user;
}

/** A pending request with both players, as the apps show it. */
async function requestView(db: Db, requestId: number): Promise<FriendRequest> {
  const row = await db
    .selectFrom('friend_requests as r')
    .innerJoin('users as s', 's.id', 'r.sender_id')
    .innerJoin('users as v', 'v.id', 'r.receiver_id')
    .select([
      'r.id',
      's.id as s_id',
      's.player_name as s_name',
      's.profile_pic as s_pic',
      'v.id as v_id',
      'v.player_name as v_name',
      'v.profile_pic as v_pic',
    ])
    .where('r.id', '=', requestId)
    .executeTakeFirstOrThrow();
  // Not friends yet: neither sees the other's phone number.
  return {
    id: row.id,
    sender: { id: row.s_id, player_name: row.s_name, profile_pic: row.s_pic, phone_number: null },
    receiver: { id: row.v_id, player_name: row.v_name, profile_pic: row.v_pic, phone_number: null },
  };
}

/** Moves a pending request on; false when it was not pending (any more). */
async function settle(db: Db, requestId: number, status: 'ACCEPTED' | 'DECLINED' | 'CANCELED') {
  const moved = await db
    .updateTable('friend_requests')
    .set({ status, pending_key: null, is_read: 1, updated_at: isoNow() })
    .where('id', '=', requestId)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

async function befriend(trx: Db, a: number, b: number) {
  await trx
    .insertInto('friendships')
    .values([
      { user_id: a, friend_id: b },
      { user_id: b, friend_id: a },
    ])
    .onConflict((oc) => oc.columns(['user_id', 'friend_id']).doNothing())
    .execute();
  // A request the other way, still pending, has its answer.
  await trx
    .updateTable('friend_requests')
    .set({ status: 'ACCEPTED', pending_key: null, is_read: 1, updated_at: isoNow() })
    .where('status', '=', 'PENDING')
    .where((eb) =>
      eb.or([
        eb.and([eb('sender_id', '=', a), eb('receiver_id', '=', b)]),
        eb.and([eb('sender_id', '=', b), eb('receiver_id', '=', a)]),
      ]),
    )
    .execute();
}

/** A request of the viewer's, by its id and the viewer's side of it. */
async function ownRequest(
  db: Db,
  requestId: number,
  side: 'sender_id' | 'receiver_id',
  userId: number,
) {
  const row = await db
    .selectFrom('friend_requests')
    .selectAll()
    .where('id', '=', requestId)
    .where(side, '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound('INVALID_ID');
  if (row.status !== 'PENDING') throw conflict('NOT_MODIFIED');
  return row;
}

export function friendsOf(db: Db, reactions: Pick<Reactions, 'friendAccepted'>) {
  const reads = new ReadCache();

  async function friendsPage(
    userId: number,
    page: number,
    indicators: boolean,
  ): Promise<FriendsPage> {
    const friends = db
      .selectFrom('friendships')
      .innerJoin('users', 'users.id', 'friendships.friend_id')
      .where('friendships.user_id', '=', userId)
      .where('users.deleted_at', 'is', null);
    const [{ total }, rows] = await Promise.all([
      friends.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      friends
        .select(USER_COLUMNS)
        .orderBy('users.player_name')
        .orderBy('users.id')
        .limit(PAGE_SIZE)
        .offset((page - 1) * PAGE_SIZE)
        .execute(),
    ]);
    const result: FriendsPage = {
      list: rows.map(friendView),
      number_of_pages: Math.ceil(Number(total) / PAGE_SIZE),
    };
    if (indicators) {
      const unread = await db
        .selectFrom('friend_requests')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('receiver_id', '=', userId)
        .where('status', '=', 'PENDING')
        .where('is_read', '=', 0)
        .executeTakeFirstOrThrow();
      result.indicators = { friends: Number(total), requests: Number(unread.n) };
    }
    return result;
  }

  async function accept(userId: number, requestId: number): Promise<Friend> {
    const request = await ownRequest(db, requestId, 'receiver_id', userId);
    await transact(db, async (trx) => {
      if (!(await settle(trx, requestId, 'ACCEPTED'))) throw conflict('NOT_MODIFIED');
      await befriend(trx, request.sender_id, userId);
      const me = await liveUser(trx, userId);
      await notify(trx, [
        {
          userId: request.sender_id,
          kind: 'friend_accepted',
          senderId: userId,
          ...notificationTexts.friendAccepted(me.player_name ?? ''),
        },
      ]);
      await recordNews(trx, request.sender_id, {
        type: 'friend_request_accepted',
        request_id: requestId,
      });
    });
    await reactions.friendAccepted(request.sender_id, userId);
    return friendView(await liveUser(db, request.sender_id));
  }

  return {
    /** Asks a player to be friends; asking again answers the same request. */
    async send(
      userId: number,
      otherId: number,
    ): Promise<{ created: boolean; request: FriendRequest }> {
      if (otherId === userId) throw invalid('INVALID_ID', { userId: 'validation.id_invalid' });
      const other = await liveUser(db, otherId);
      if (await areFriends(db, userId, other.id)) throw conflict('NOT_MODIFIED');
      const pending = await db
        .selectFrom('friend_requests')
        .select(['id', 'sender_id'])
        .where('status', '=', 'PENDING')
        .where((eb) =>
          eb.or([
            eb.and([eb('sender_id', '=', userId), eb('receiver_id', '=', other.id)]),
            eb.and([eb('sender_id', '=', other.id), eb('receiver_id', '=', userId)]),
          ]),
        )
        .orderBy('id')
        .executeTakeFirst();
      if (pending?.sender_id === userId) {
        return { created: false, request: await requestView(db, pending.id) };
      }
      if (pending) {
        const request = await requestView(db, pending.id);
        await accept(userId, pending.id);
        return { created: false, request };
      }
      const id = await transact(db, async (trx) => {
        const created = await trx
          .insertInto('friend_requests')
          .values({
            sender_id: userId,
            receiver_id: other.id,
            pending_key: `${userId}:${other.id}`,
            updated_at: isoNow(),
          })
          .onConflict((oc) => oc.column('pending_key').doNothing())
          .returning('id')
          .executeTakeFirst();
        // A twin sent at the same moment holds the one pending request.
        if (!created) return null;
        const me = await liveUser(trx, userId);
        await notify(trx, [
          {
            userId: other.id,
            kind: 'friend_request',
            senderId: userId,
            ...notificationTexts.friendRequest(me.player_name ?? ''),
          },
        ]);
        await recordNews(trx, other.id, { type: 'friend_request', request_id: created.id });
        return created.id;
      });
      if (id === null) return this.send(userId, otherId);
      return { created: true, request: await requestView(db, id) };
    },

    accept,

    async decline(userId: number, requestId: number) {
      await ownRequest(db, requestId, 'receiver_id', userId);
      const request = await requestView(db, requestId);
      await transact(db, async (trx) => {
        if (!(await settle(trx, requestId, 'DECLINED'))) throw conflict('NOT_MODIFIED');
        await recordNews(trx, request.sender.id, {
          type: 'friend_request_declined',
          request_id: requestId,
        });
      });
      return request;
    },

    async cancel(userId: number, requestId: number) {
      await ownRequest(db, requestId, 'sender_id', userId);
      const request = await requestView(db, requestId);
      await transact(db, async (trx) => {
        if (!(await settle(trx, requestId, 'CANCELED'))) throw conflict('NOT_MODIFIED');
        await recordNews(trx, request.receiver.id, {
          type: 'friend_request_cancelled',
          request_id: requestId,
        });
      });
      return request;
    },

    async unfriend(userId: number, otherId: number) {
      const removed = await db
        .deleteFrom('friendships')
        .where((eb) =>
          eb.or([
            eb.and([eb('user_id', '=', userId), eb('friend_id', '=', otherId)]),
            eb.and([eb('user_id', '=', otherId), eb('friend_id', '=', userId)]),
          ]),
        )
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) === 0) throw notFound('INVALID_ID');
    },

    /** My friends by player name, a page at a time; with the tabs' counters when asked. */
    /**
     * My friends, a page at a time, kept while neither my friendships and
     * requests nor any player's face changed.
     */
    list({ userId, versions }: SignedIn, page: number, indicators: boolean) {
      return reads.get(
        `friends:${userId}:${page}:${indicators}`,
        stampOf(versions, 'player', 'faces'),
        () => friendsPage(userId, page, indicators),
      );
    },

    /** Every friend, for the pickers; a thousand at most. */
    async all(userId: number) {
      const rows = await db
        .selectFrom('friendships')
        .innerJoin('users', 'users.id', 'friendships.friend_id')
        .select(USER_COLUMNS)
        .where('friendships.user_id', '=', userId)
        .where('users.deleted_at', 'is', null)
        .orderBy('users.player_name')
        .limit(1000)
        .execute();
      return { list: rows.map(friendView) };
    },

    /** Requests received and still pending, newest first; reading them clears their dot. */
    async requests(userId: number, page: number) {
      const pending = db
        .selectFrom('friend_requests')
        .where('receiver_id', '=', userId)
        .where('status', '=', 'PENDING');
      const [{ total }, rows] = await Promise.all([
        pending.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        pending
          .select('id')
          .orderBy('id', 'desc')
          .limit(PAGE_SIZE)
          .offset((page - 1) * PAGE_SIZE)
          .execute(),
      ]);
      const list = await Promise.all(rows.map((row) => requestView(db, row.id)));
      if (rows.length > 0) {
        await db
          .updateTable('friend_requests')
          .set({ is_read: 1 })
          .where(
            'id',
            'in',
            rows.map((row) => row.id),
          )
          .execute();
      }
      return { list, number_of_pages: Math.ceil(Number(total) / PAGE_SIZE) };
    },
  };
}

export type Friends = ReturnType<typeof friendsOf>;
