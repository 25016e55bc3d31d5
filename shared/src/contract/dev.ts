/**
 * The development outbox (never in production): the SMS and e-mails the
 * server would have sent, so codes can be read without a gateway.
 */
import { type Static, Type } from 'typebox';
import { NullableString } from './common';

export const OutboxMessage = Type.Object({
  id: Type.Integer(),
  channel: Type.Enum(['sms', 'email']),
  /** an e-mail address or a national phone number */
  recipient: Type.String(),
  subject: NullableString,
  /** the code blanked out unless the server runs in development */
  body: Type.String(),
  created_at: Type.String(),
});
export type OutboxMessage = Static<typeof OutboxMessage>;

/** Newest first. */
export const Outbox = Type.Object({ messages: Type.Array(OutboxMessage) });
export type Outbox = Static<typeof Outbox>;

/** POST /api/dev/clock/: how far to move the time of play on (up to 31 days). */
export const ClockAdvance = Type.Object({
  advance_sec: Type.Integer({ minimum: 1, maximum: 31 * 24 * 3600 }),
});
export type ClockAdvance = Static<typeof ClockAdvance>;

export const ClockAdvanced = Type.Object({
  /** the time of play now */
  now: Type.String(),
});
export type ClockAdvanced = Static<typeof ClockAdvanced>;
