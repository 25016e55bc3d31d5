import type { StatusMessage } from '@quiz/shared/codes';
import { type SyncSchema, validate } from '@quiz/shared/validation';
import { invalid } from './errors';

/** The status message a form's refusal answers: one for all, or chosen by the fields refused. */
export type Refusal = StatusMessage | ((errors: Record<string, string>) => StatusMessage);

export function refusalStatus(refusal: Refusal, errors: Record<string, string>): StatusMessage {
  return typeof refusal === 'function' ? refusal(errors) : refusal;
}

/**
 * A value checked by one of the shared form rules, cleaned as the rule casts
 * it; refused with a message key per field, as the apps' own forms show them.
 */
export function checked<T>(schema: SyncSchema<T>, value: unknown, refusal: Refusal = 'BAD'): T {
  const result = validate(schema, value ?? {});
  if (!result.ok) throw invalid(refusalStatus(refusal, result.errors), result.errors);
  return result.value;
}

/** What a multipart form carries: its text fields and its non-empty files, by field name. */
export interface FormUpload {
  fields: Record<string, string>;
  files: Map<string, Buffer>;
}
