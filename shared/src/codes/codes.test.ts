import { describe, expect, it } from 'vitest';
import {
  ERROR_PAGE_KINDS,
  type ErrorBody,
  HTTP_STATUS,
  isErrorBody,
  isNotAuthenticatedStatus,
  isStatusMessage,
  STATUS_MESSAGE_CODES,
  STATUS_MESSAGES,
} from './index';

describe('HTTP_STATUS', () => {
  it('lists the statuses in use, with the internal 1401', () => {
    expect(Object.values(HTTP_STATUS).sort((a, b) => a - b)).toEqual([
      200, 201, 204, 400, 401, 403, 404, 406, 429, 500, 1401,
    ]);
    expect(HTTP_STATUS.NO_AUTH_DATA).toBe(1401);
  });

  it('treats 401, 403 and 1401 as not authenticated', () => {
    expect([401, 403, 1401].every(isNotAuthenticatedStatus)).toBe(true);
    expect([200, 400, 404, 500].some(isNotAuthenticatedStatus)).toBe(false);
  });
});

describe('STATUS_MESSAGES', () => {
  it('maps each code to itself', () => {
    for (const [key, value] of Object.entries(STATUS_MESSAGES)) expect(value).toBe(key);
  });

  it('holds every code of the specs', () => {
    const required = [
      'OK',
      'BAD',
      'FAIL',
      'TIME_ELAPSED',
      'ALREADY_VERIFIED',
      'ALREADY_USED',
      'RESEND_CODE',
      'COUNTRY_ERROR',
      'OVERFLOW',
      'INSUFFICIENT',
      'INVALID_EMAIL',
      'INVALID_EMAIL_PHONE_NUMBER',
      'INVALID_PASSWORD',
      'INVALID_CODE',
      'INVALID_DATA',
      'INVALID_CURRENT_PASSWORD',
      'INVALID_ID',
      'INVALID_NUMBER_OF_UNITS',
      'INVALID_PHONE',
      'INVALID_PAYMENT_METHOD',
      'INVALID_PLAY',
      'INVALID_ANSWERS',
      'INVALID_GAME',
      'INVALID_CREDIT_TYPE',
      'INVALID_CHALLENGE',
      'INACTIVE_GAME',
      'INACTIVE_PLAY',
      'NOT_ALLOWED',
      'NOT_MODIFIED',
      'NOT_CREATED',
      'NOT_AUTHENTICATED',
      'NOT_FOUND',
      'NO_CREDIT',
      'NO_GAIN',
      'ALREADY_PLAYED',
      'ALREADY_PLAYED_SOLO',
      'ALREADY_PLAYED_CHALLENGE',
      'ALREADY_IN_GAME',
      'TOO_MANY_REQUESTS',
      'PAYOUT_PENDING',
      'PAYOUT_FAILED',
      'ALREADY_ADMIN',
      'NOT_A_MANAGER',
      'RELATED_MANAGER',
    ];
    expect(STATUS_MESSAGE_CODES).toEqual(expect.arrayContaining(required));
  });

  it('recognises codes and error bodies', () => {
    expect(isStatusMessage('NO_CREDIT')).toBe(true);
    expect(isStatusMessage('no_credit')).toBe(false);
    expect(isStatusMessage('toString')).toBe(false);
    const body: ErrorBody = { status_message: 'BAD', errors: { username: 'validation.required' } };
    expect(isErrorBody(body)).toBe(true);
    expect(isErrorBody({ status_message: 'WHATEVER' })).toBe(false);
    expect(isErrorBody(null)).toBe(false);
  });

  it('lists the error page kinds', () => {
    expect(ERROR_PAGE_KINDS).toEqual(['somethingWrong', 'notFound', 'serverError', 'custom']);
  });
});
