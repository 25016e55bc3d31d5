import { maskContact } from '@quiz/shared/format';
import type { Db } from '../../db/index';

/** One message to a person, by SMS or e-mail. */
export interface OutgoingMessage {
  channel: 'sms' | 'email';
  recipient: string;
  subject?: string;
  body: string;
  /** the one-time code inside the body, which only its recipient may read */
  secret?: string;
}

/**
 * Sends SMS and e-mails. The default keeps every message in the outbox table
 * (readable at /api/dev/outbox/ from the machine itself outside production,
 * and counted in the statistics) and logs that it went; a real SMS or mail
 * gateway implements the same.
 */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}

export interface OutboxOptions {
  /**
   * Keep codes readable in the stored bodies: only in development, where the
   * outbox stands in for the phone. Elsewhere a copy of the table (a backup,
   * a statistics export) must not hand over the codes.
   */
  keepSecrets: boolean;
  log: (fields: Record<string, string>, line: string) => void;
}

export const HIDDEN_SECRET = '••••••';

/** The body as stored: the code blanked out unless codes may be kept. */
function storedBody(message: OutgoingMessage, keepSecrets: boolean): string {
  return keepSecrets || !message.secret
    ? message.body
    : message.body.replaceAll(message.secret, HIDDEN_SECRET);
}

export function outboxSender(db: Db, options: OutboxOptions): MessageSender {
  return {
    async send(message) {
      await db
        .insertInto('outbox_messages')
        .values({
          channel: message.channel,
          recipient: message.recipient,
          subject: message.subject ?? null,
          body: storedBody(message, options.keepSecrets),
        })
        .execute();
      // Logs are read by more people than the recipient: no body, the contact masked.
      options.log({ channel: message.channel, to: maskContact(message.recipient) }, 'message sent');
    },
  };
}
