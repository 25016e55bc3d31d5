import type { MeUpdated } from '@quiz/shared/contract';
import type { ContactMode } from '@quiz/shared/types';
import { nationalPhone } from '@quiz/shared/validation';
import { ApiError } from '../../lib/api';
import { type Errors, serverFieldErrors } from '../../lib/forms';
import { rememberWait } from '../../lib/wait';

/*
 * Changing the e-mail or phone number (player spec sections 2 and 4): the kind
 * of contact first, then the contact, then the code sent to it. The account
 * keeps its old contact until the code is right.
 */

export interface Tries {
  tries: number;
  max: number;
}

export type ContactStep =
  | { step: 'mode' }
  | { step: 'contact'; mode: ContactMode }
  | { step: 'code'; mode: ContactMode; username: string; tries?: Tries };

/** The contact as the server receives it: a phone number in its national form. */
export function contactToSend(mode: ContactMode, entry: string): string {
  return mode === 'phone' ? nationalPhone(entry) : entry.trim();
}

/** The attempts a code answer or refusal carries, when it carries both counts. */
export function triesOf(body: object): Tries | undefined {
  const { number_of_tries: tries, max_number_of_tries: max } = body as Record<string, unknown>;
  return typeof tries === 'number' && typeof max === 'number' ? { tries, max } : undefined;
}

/** After the contact was sent: the code step, for the contact the server wrote the code to. */
export function codeStep(mode: ContactMode, answer: MeUpdated, entered: string): ContactStep {
  return { step: 'code', mode, username: answer.username ?? entered, tries: triesOf(answer) };
}

/**
 * What a refused edit shows on its form: the server's field errors, else the
 * refusal under `field`: too many attempts, with the real wait (shown with
 * waitParams()), or something went wrong.
 */
export function refusalErrors(error: unknown, field: string): Errors {
  if (!(error instanceof ApiError)) return { [field]: 'shell.something_wrong' };
  const fields = serverFieldErrors(error);
  if (Object.keys(fields).length > 0) return fields;
  if (error.status !== 429) return { [field]: 'shell.something_wrong' };
  rememberWait(error);
  return { [field]: 'errors.too_many' };
}
