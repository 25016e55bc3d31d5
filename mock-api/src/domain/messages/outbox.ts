import type { Db } from '../../db/index';

/** How many messages one read of the outbox gives by default, and at most. */
export const OUTBOX_LIMIT = { default: 50, max: 200 } as const;

/** The messages the outbox sender kept, for the development outbox. */
export function sentMessagesOf(db: Db) {
  return {
    /** Newest first; only those to one e-mail or national phone number when given. */
    async read({ recipient, limit }: { recipient?: string; limit?: number }) {
      let query = db
        .selectFrom('outbox_messages')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(limit ?? OUTBOX_LIMIT.default);
      if (recipient) query = query.where('recipient', '=', recipient.trim().toLowerCase());
      return { messages: await query.execute() };
    },
  };
}

export type SentMessages = ReturnType<typeof sentMessagesOf>;
