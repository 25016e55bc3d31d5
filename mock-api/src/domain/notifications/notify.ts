import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { recordEvents } from '../../events/outbox';
import { newsTopic } from './news';

type Texts = { title: string; message: string };

export interface NewNotification {
  userId: number;
  kind: string;
  en: Texts;
  fr: Texts;
  senderId?: number | null;
  winPlayId?: number | null;
  winIsChallenge?: boolean;
}

/** Stores a notification in both languages; the list shows the reader's language. */
export async function notify(db: Kysely<Database>, notifications: NewNotification[]) {
  if (notifications.length === 0) return;
  await db
    .insertInto('notifications')
    .values(
      notifications.map((n) => ({
        user_id: n.userId,
        kind: n.kind,
        title_en: n.en.title,
        title_fr: n.fr.title,
        message_en: n.en.message,
        message_fr: n.fr.message,
        sender_id: n.senderId ?? null,
        win_play_id: n.winPlayId ?? null,
        win_is_challenge: n.winIsChallenge ? 1 : 0,
      })),
    )
    .execute();
  // Each reader's open pages put the notification on top, at once (spec section 4).
  await recordEvents(
    db,
    [...new Set(notifications.map((n) => n.userId))].map((userId) => ({
      topic: newsTopic(userId),
      type: 'notification',
      data: { type: 'notification' },
    })),
  );
}
