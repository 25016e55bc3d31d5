import type { MeUpdated } from '@quiz/shared/contract';
import { catalogs, t } from '@quiz/shared/i18n';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { waitParams } from '../../lib/wait';
import { codeStep, contactToSend, refusalErrors, triesOf } from './contact-flow';

const answer = (extra: Partial<MeUpdated>) => ({ status_message: 'OK', ...extra }) as MeUpdated;

describe('changing the e-mail or phone number', () => {
  it('sends a phone number in its national form and an e-mail trimmed', () => {
    expect(contactToSend('phone', '+237 699 20 32 57')).toBe('699203257');
    expect(contactToSend('phone', '699.20.32.57')).toBe('699203257');
    expect(contactToSend('email', '  new@quiz.cm ')).toBe('new@quiz.cm');
  });

  it('goes on to the code step for the contact the server wrote to, with its attempts', () => {
    expect(
      codeStep(
        'phone',
        answer({ username: '699203257', number_of_tries: 0, max_number_of_tries: 3 }),
        '699 20 32 57',
      ),
    ).toEqual({ step: 'code', mode: 'phone', username: '699203257', tries: { tries: 0, max: 3 } });
    expect(codeStep('email', answer({}), 'new@quiz.cm')).toEqual({
      step: 'code',
      mode: 'email',
      username: 'new@quiz.cm',
      tries: undefined,
    });
  });

  it('reads attempts only when both counts are numbers', () => {
    expect(triesOf({ number_of_tries: 2, max_number_of_tries: 3 })).toEqual({ tries: 2, max: 3 });
    expect(triesOf({ number_of_tries: 2 })).toBeUndefined();
    expect(triesOf({ number_of_tries: '2', max_number_of_tries: 3 })).toBeUndefined();
  });
});

describe('a refused edit', () => {
  it('shows the server field errors when it names fields', () => {
    const error = new ApiError(400, {
      status_message: 'INVALID_CODE',
      errors: { code: 'status.INVALID_CODE' },
    });
    expect(refusalErrors(error, 'code')).toEqual({ code: 'status.INVALID_CODE' });
  });

  it('says too many attempts on a 429 with the wait the server gave, in both languages', () => {
    const limited = new ApiError(429, { status_message: 'TOO_MANY_REQUESTS', retry_after: 3001 });
    expect(refusalErrors(limited, 'email_phone_number')).toEqual({
      email_phone_number: 'errors.too_many',
    });
    // 3,001 seconds: 51 minutes, never "a moment".
    expect(waitParams()).toEqual({ minutes: 51 });
    expect(t(catalogs.en, 'errors.too_many', waitParams())).toBe(
      'Too many attempts. Please try again in 51 min.',
    );
    expect(t(catalogs.fr, 'errors.too_many', waitParams())).toBe(
      'Trop de tentatives. Réessayez dans 51 min.',
    );
    // A refusal without its wait says one minute.
    refusalErrors(new ApiError(429, { status_message: 'TOO_MANY_REQUESTS' }), 'code');
    expect(waitParams()).toEqual({ minutes: 1 });
  });

  it('says that something went wrong on any other refusal, on the given field', () => {
    expect(refusalErrors(new ApiError(500, { status_message: 'FAIL' }), 'gender')).toEqual({
      gender: 'shell.something_wrong',
    });
    expect(refusalErrors(new TypeError('offline'), 'birthday')).toEqual({
      birthday: 'shell.something_wrong',
    });
  });
});
