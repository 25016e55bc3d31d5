import {
  OTP_MAX_RESENDS,
  OTP_MAX_TRIES,
  OTP_VALIDITY_MS,
  VERIFICATION_CODE_LENGTH,
} from '@quiz/shared/constants';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/index';
import type { CodePurpose, OneTimeCodesTable } from '../../db/schema';
import { isoAfter, isoNow } from '../../db/time';
import type { MessageSender } from '../messages/sender';
import { codeMessage } from '../messages/templates';
import type { Identifier } from './identifiers';
import { hashCode, randomDigits, randomToken, sameHash } from './secrets';

type CodeRow = Selectable<OneTimeCodesTable>;

export interface Attempts {
  number_of_tries: number;
  max_number_of_tries: number;
}

export type CodeCheck =
  | { outcome: 'ok'; row: CodeRow }
  | ({ outcome: 'invalid' | 'exhausted' } & Attempts)
  | { outcome: 'expired' | 'missing' };

export interface CodeRequest {
  purpose: CodePurpose;
  to: Identifier;
  userId: number | null;
  language: 'fr' | 'en';
  /** extra data kept with the code, e.g. the new contact awaiting validation */
  payload?: Record<string, unknown>;
  /** no message is sent: the account needs no code (see the sign-up rule) */
  silent?: boolean;
}

const validitySeconds = OTP_VALIDITY_MS / 1000;
const attempts = (row: { tries: number; max_tries: number }): Attempts => ({
  number_of_tries: row.tries,
  max_number_of_tries: row.max_tries,
});

const payloadOf = (row: { payload: string | null } | undefined): Record<string, unknown> =>
  row?.payload ? (JSON.parse(row.payload) as Record<string, unknown>) : {};

/**
 * One-time codes: 6 random digits, kept hashed, valid 10 minutes, used once,
 * with a limited number of wrong tries and of resends.
 */
export function oneTimeCodes(db: Db, secret: string, sender: MessageSender) {
  const hashOf = (purpose: CodePurpose, target: string, code: string) =>
    hashCode(secret, purpose, target, code);

  async function deliver(request: CodeRequest, code: string) {
    if (request.silent) return;
    const text = codeMessage(request.language, request.purpose, code, validitySeconds / 60);
    await sender.send({
      channel: request.to.kind === 'email' ? 'email' : 'sms',
      recipient: request.to.value,
      subject: text.subject,
      body: text.body,
      secret: code,
    });
  }

  function latestOpen(purpose: CodePurpose, target: string) {
    return db
      .selectFrom('one_time_codes')
      .selectAll()
      .where('purpose', '=', purpose)
      .where('target', '=', target)
      .where('used_at', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  return {
    /** Sends a new code; any earlier open code for the same purpose and recipient stops working. */
    async issue(request: CodeRequest): Promise<Attempts> {
      const target = request.to.value;
      const code = randomDigits(VERIFICATION_CODE_LENGTH);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('one_time_codes')
          .set({ used_at: isoNow() })
          .where('purpose', '=', request.purpose)
          .where('target', '=', target)
          .where('used_at', 'is', null)
          .execute();
        await trx
          .insertInto('one_time_codes')
          .values({
            user_id: request.userId,
            purpose: request.purpose,
            target,
            code_hash: hashOf(request.purpose, target, code),
            payload: request.payload ? JSON.stringify(request.payload) : null,
            max_tries: OTP_MAX_TRIES,
            expires_at: isoAfter(validitySeconds),
          })
          .execute();
      });
      await deliver(request, code);
      return { number_of_tries: 0, max_number_of_tries: OTP_MAX_TRIES };
    },

    /** A fresh code in place of the open one, while resends are left. */
    async resend(
      request: CodeRequest,
    ): Promise<{ outcome: 'sent' | 'exhausted' | 'missing' } & Partial<Attempts>> {
      const row = await latestOpen(request.purpose, request.to.value);
      if (!row) return { outcome: 'missing' };
      if (row.resends >= OTP_MAX_RESENDS) return { outcome: 'exhausted', ...attempts(row) };
      const code = randomDigits(VERIFICATION_CODE_LENGTH);
      const updated = await db
        .updateTable('one_time_codes')
        .set({
          code_hash: hashOf(request.purpose, row.target, code),
          resends: row.resends + 1,
          tries: 0,
          expires_at: isoAfter(validitySeconds),
        })
        .where('id', '=', row.id)
        .where('resends', '=', row.resends)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return { outcome: 'exhausted', ...attempts(row) };
      await deliver(request, code);
      return { outcome: 'sent', number_of_tries: 0, max_number_of_tries: row.max_tries };
    },

    /**
     * Checks a code; a right one is used up, a wrong one costs a try. The try
     * is taken before the code is compared, by one conditional update, so
     * parallel guesses cannot compare more codes than the tries allow.
     */
    async check(purpose: CodePurpose, to: Identifier, code: string): Promise<CodeCheck> {
      const row = await latestOpen(purpose, to.value);
      if (!row) return { outcome: 'missing' };
      if (row.expires_at <= isoNow()) return { outcome: 'expired' };
      const taken = await db
        .updateTable('one_time_codes')
        .set((eb) => ({ tries: eb('tries', '+', 1) }))
        .where('id', '=', row.id)
        .where('used_at', 'is', null)
        .where((eb) => eb('tries', '<', eb.ref('max_tries')))
        .returning(['tries', 'max_tries', 'code_hash'])
        .executeTakeFirst();
      if (!taken) {
        const now = await db
          .selectFrom('one_time_codes')
          .select(['tries', 'max_tries', 'used_at'])
          .where('id', '=', row.id)
          .executeTakeFirstOrThrow();
        return now.used_at ? { outcome: 'missing' } : { outcome: 'exhausted', ...attempts(now) };
      }
      // Compared with the code as it was when the try was taken (a resend may replace it).
      if (!sameHash(taken.code_hash, hashOf(purpose, row.target, code))) {
        return {
          outcome: taken.tries >= taken.max_tries ? 'exhausted' : 'invalid',
          ...attempts(taken),
        };
      }
      // Conditional, so two requests racing with the same code cannot both succeed.
      const used = await db
        .updateTable('one_time_codes')
        .set({ used_at: isoNow() })
        .where('id', '=', row.id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) return { outcome: 'missing' };
      return { outcome: 'ok', row };
    },

    /** The data kept with the open code; empty when there is none. */
    async openPayload(purpose: CodePurpose, to: Identifier): Promise<Record<string, unknown>> {
      return payloadOf(await latestOpen(purpose, to.value));
    },

    /**
     * The sign-up path where the server decided no code is needed: uses up the
     * open code only if it was issued that way.
     */
    async consumeWithoutCode(purpose: CodePurpose, to: Identifier): Promise<boolean> {
      const row = await latestOpen(purpose, to.value);
      const payload = payloadOf(row);
      if (!row || payload.not_required !== true || row.expires_at <= isoNow()) return false;
      const used = await db
        .updateTable('one_time_codes')
        .set({ used_at: isoNow() })
        .where('id', '=', row.id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(used.numUpdatedRows) === 1;
    },

    /** After a good password-reset code: a transaction code that allows one reset within the validity. */
    async openTransaction(row: CodeRow): Promise<string> {
      const transactionCode = randomToken(24);
      await db
        .updateTable('one_time_codes')
        .set({
          transaction_code_hash: hashOf(row.purpose, row.target, transactionCode),
          expires_at: isoAfter(validitySeconds),
        })
        .where('id', '=', row.id)
        .execute();
      return transactionCode;
    },

    /** Uses up a transaction code: 'ok' once, then never again. */
    async closeTransaction(purpose: CodePurpose, to: Identifier, transactionCode: string) {
      const row = await db
        .selectFrom('one_time_codes')
        .selectAll()
        .where('purpose', '=', purpose)
        .where('target', '=', to.value)
        .where('transaction_code_hash', 'is not', null)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (
        !row?.transaction_code_hash ||
        !sameHash(row.transaction_code_hash, hashOf(purpose, row.target, transactionCode))
      ) {
        return { outcome: 'invalid' as const };
      }
      if (row.expires_at <= isoNow()) return { outcome: 'expired' as const };
      const closed = await db
        .updateTable('one_time_codes')
        .set({ transaction_code_hash: null })
        .where('id', '=', row.id)
        .where('transaction_code_hash', '=', row.transaction_code_hash)
        .executeTakeFirst();
      return Number(closed.numUpdatedRows) === 1
        ? { outcome: 'ok' as const, row }
        : { outcome: 'invalid' as const };
    },
  };
}

export type OneTimeCodes = ReturnType<typeof oneTimeCodes>;
