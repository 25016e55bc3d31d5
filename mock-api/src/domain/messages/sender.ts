import type { Db } from '../../db/index';

/** One message to a person, by SMS or e-mail. */
export interface OutgoingMessage {
  channel: 'sms' | 'email';
  recipient: string;
  subject?: string;
  body: string;
}

/**
 * Sends SMS and e-mails. The default keeps every message in the outbox table
 * (readable at /api/dev/outbox/ outside production, and counted in the
 * statistics) and logs it; a real SMS or mail gateway implements the same.
 */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}

export function outboxSender(db: Db, log: (line: string) => void): MessageSender {
  return {
    async send(message) {
      await db
        .insertInto('outbox_messages')
        .values({
          channel: message.channel,
          recipient: message.recipient,
          subject: message.subject ?? null,
          body: message.body,
        })
        .execute();
      log(`[${message.channel} to ${message.recipient}] ${message.body}`);
    },
  };
}
