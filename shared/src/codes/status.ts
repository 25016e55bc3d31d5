/**
 * Server `status_message` codes (player spec section 8, back office section 8). Each
 * value equals its key so `STATUS_MESSAGES.OK === 'OK'` and the union is the key set.
 */
export const STATUS_MESSAGES = {
  OK: 'OK',
  BAD: 'BAD',
  FAIL: 'FAIL',
  TIME_ELAPSED: 'TIME_ELAPSED',
  ALREADY_VERIFIED: 'ALREADY_VERIFIED',
  ALREADY_USED: 'ALREADY_USED',
  RESEND_CODE: 'RESEND_CODE',
  COUNTRY_ERROR: 'COUNTRY_ERROR',
  OVERFLOW: 'OVERFLOW',
  INSUFFICIENT: 'INSUFFICIENT',
  INVALID_EMAIL: 'INVALID_EMAIL',
  INVALID_EMAIL_PHONE_NUMBER: 'INVALID_EMAIL_PHONE_NUMBER',
  INVALID_PASSWORD: 'INVALID_PASSWORD',
  INVALID_CODE: 'INVALID_CODE',
  INVALID_DATA: 'INVALID_DATA',
  INVALID_CURRENT_PASSWORD: 'INVALID_CURRENT_PASSWORD',
  INVALID_ID: 'INVALID_ID',
  INVALID_NUMBER_OF_UNITS: 'INVALID_NUMBER_OF_UNITS',
  INVALID_PHONE: 'INVALID_PHONE',
  INVALID_PAYMENT_METHOD: 'INVALID_PAYMENT_METHOD',
  INVALID_PLAY: 'INVALID_PLAY',
  INVALID_ANSWERS: 'INVALID_ANSWERS',
  INVALID_GAME: 'INVALID_GAME',
  INVALID_CREDIT_TYPE: 'INVALID_CREDIT_TYPE',
  INVALID_CHALLENGE: 'INVALID_CHALLENGE',
  INACTIVE_GAME: 'INACTIVE_GAME',
  INACTIVE_PLAY: 'INACTIVE_PLAY',
  NOT_ALLOWED: 'NOT_ALLOWED',
  NOT_MODIFIED: 'NOT_MODIFIED',
  NOT_CREATED: 'NOT_CREATED',
  NOT_AUTHENTICATED: 'NOT_AUTHENTICATED',
  NOT_FOUND: 'NOT_FOUND',
  NO_CREDIT: 'NO_CREDIT',
  NO_GAIN: 'NO_GAIN',
  ALREADY_PLAYED: 'ALREADY_PLAYED',
  ALREADY_PLAYED_SOLO: 'ALREADY_PLAYED_SOLO',
  ALREADY_PLAYED_CHALLENGE: 'ALREADY_PLAYED_CHALLENGE',
  ALREADY_IN_GAME: 'ALREADY_IN_GAME',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  // Payouts (cash-out): the provider has not settled yet, or refused.
  PAYOUT_PENDING: 'PAYOUT_PENDING',
  PAYOUT_FAILED: 'PAYOUT_FAILED',
  // Responsible play (ours): a limit the player set, or a self-exclusion running.
  LIMIT_REACHED: 'LIMIT_REACHED',
  SELF_EXCLUDED: 'SELF_EXCLUDED',
  // Blocked for fraud by a super manager (ours): buying and staking stop, cashing out does not.
  ACCOUNT_BLOCKED: 'ACCOUNT_BLOCKED',
  // Idempotency-Key of money calls (ours): the first request with the key still runs, or the key
  // came back with another request.
  IN_PROGRESS: 'IN_PROGRESS',
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  // Managers: promoting an admin, acting on a non-manager, a manager trying to play.
  ALREADY_ADMIN: 'ALREADY_ADMIN',
  NOT_A_MANAGER: 'NOT_A_MANAGER',
  RELATED_MANAGER: 'RELATED_MANAGER',
  // The player's own, never sent by the server: the phone was offline, so nothing was sent.
  OFFLINE: 'OFFLINE',
  // Play socket situations the spec names without codes (only logged by the player).
  INVALID_QUESTION: 'INVALID_QUESTION',
  INVALID_ANSWER: 'INVALID_ANSWER',
  BAD_UPDATION: 'BAD_UPDATION',
  BAD_RECOVERY: 'BAD_RECOVERY',
  // Buy/convert socket notices (player spec section 4), named after the spec's words.
  PRIMARY_DISTRIBUTION: 'PRIMARY_DISTRIBUTION',
  ONGOING_PAYMENT_TRANSACTION_RETURN: 'ONGOING_PAYMENT_TRANSACTION_RETURN',
  ONGOING_PAYMENT_TRANSACTION_NOTIFY: 'ONGOING_PAYMENT_TRANSACTION_NOTIFY',
} as const;

export type StatusMessage = keyof typeof STATUS_MESSAGES;

export const STATUS_MESSAGE_CODES = Object.keys(STATUS_MESSAGES) as StatusMessage[];

export function isStatusMessage(value: unknown): value is StatusMessage {
  return typeof value === 'string' && Object.hasOwn(STATUS_MESSAGES, value);
}

/**
 * Body of every error response. `errors` maps a field to one message key (validation
 * or status); `xtra_errors` carries extra server detail such as the list of password
 * problems on sign-up; `detail` is a human-readable note for logs.
 */
export interface ErrorBody {
  status_message: StatusMessage;
  errors?: Record<string, string>;
  xtra_errors?: Record<string, string[] | string>;
  detail?: string;
}

export function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    isStatusMessage((value as { status_message?: unknown }).status_message)
  );
}
