import { PAGE_SIZES } from '@quiz/shared/constants';
import type { Notification, NotificationsPage } from '@quiz/shared/contract';
import type { Language } from '@quiz/shared/types';
import type { Db } from '../../db/index';
import { fromFlag } from '../../db/time';
import { ReadCache, stampOf } from '../accounts/read-cache';
import type { SignedIn } from '../accounts/signed-in';
import { notFound } from '../errors';

/*
 * A player's notifications (player spec sections 2 "Notifications", 7):
 * newest first, in the reader's language, a page at a time. Reading a page
 * marks its notifications read, which clears the menu's dot.
 */

const PAGE_SIZE = PAGE_SIZES.M2;

export function inboxOf(db: Db) {
  const reads = new ReadCache();

  /** A page as stored, is_read as it was before this read; then marked read. */
  async function readPage(userId: number, step: number) {
    const mine = db.selectFrom('notifications').where('notifications.user_id', '=', userId);
    const [{ total }, rows] = await Promise.all([
      mine.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      mine
        .leftJoin('users as s', (join) =>
          join.onRef('s.id', '=', 'notifications.sender_id').on('s.deleted_at', 'is', null),
        )
        .selectAll('notifications')
        .select(['s.id as s_id', 's.player_name as s_name', 's.profile_pic as s_pic'])
        .orderBy('notifications.id', 'desc')
        .limit(PAGE_SIZE)
        .offset((step - 1) * PAGE_SIZE)
        .execute(),
    ]);
    const unread = rows.filter((row) => !fromFlag(row.is_read)).map((row) => row.id);
    if (unread.length > 0) {
      await db.updateTable('notifications').set({ is_read: 1 }).where('id', 'in', unread).execute();
    }
    return { rows, total: Number(total) };
  }

  return {
    /**
     * A page of my notifications, in my language (read with the login), kept
     * while neither my notifications nor any player's face changed. Reading
     * a page marks it read: a change, so the next call reads it again.
     */
    async list({ userId, user, versions }: SignedIn, step: number): Promise<NotificationsPage> {
      const { rows, total } = await reads.get(
        `notifications:${userId}:${step}`,
        stampOf(versions, 'player', 'faces'),
        () => readPage(userId, step),
      );
      const language: Language = user.language ?? 'fr';
      const notifications: Notification[] = rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        title: language === 'fr' ? row.title_fr : row.title_en,
        message: language === 'fr' ? row.message_fr : row.message_en,
        created_at: row.created_at,
        is_read: fromFlag(row.is_read),
        sender:
          row.s_id === null
            ? null
            : { id: row.s_id, player_name: row.s_name, profile_pic: row.s_pic },
        win_play_id: row.win_play_id,
        win_is_challenge: fromFlag(row.win_is_challenge),
      }));
      return { notifications, number_of_pages: Math.ceil(total / PAGE_SIZE) };
    },

    async remove(userId: number, notificationId: number) {
      const removed = await db
        .deleteFrom('notifications')
        .where('id', '=', notificationId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) === 0) throw notFound('INVALID_ID');
    },

    async clear(userId: number) {
      await db.deleteFrom('notifications').where('user_id', '=', userId).execute();
    },
  };
}

export type Inbox = ReturnType<typeof inboxOf>;
