import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { waitParams } from './errors';
import { codeProblem } from './ForgotPassword';
import { signupRefusal } from './signup-errors';
import { verificationProblem } from './Verification';

const refused = (status: number, body: Record<string, unknown>) =>
  new ApiError(status, { status_message: 'BAD', ...body } as never);

describe('sign-up refusals', () => {
  it('NOT_ALLOWED puts the min-age message on the birthday', () => {
    const refusal = signupRefusal(refused(400, { status_message: 'NOT_ALLOWED' }));
    expect(refusal.errors).toEqual({ birthday: 'auth.min_age' });
    expect(refusal.unexpected).toBe(false);
  });

  it('BAD with an identifier error says the account exists', () => {
    const refusal = signupRefusal(
      refused(400, { xtra_errors: { username: ['validation.account_exists'] } }),
    );
    expect(refusal.errors.username).toBe('auth.account_exists');
    const other = signupRefusal(refused(400, { xtra_errors: { email_phone_number: ['x'] } }));
    expect(other.errors.username).toBe('auth.account_exists');
  });

  it('BAD with password errors lists them all', () => {
    const problems = ['validation.password_numeric', 'validation.password_common'];
    const refusal = signupRefusal(refused(400, { xtra_errors: { password: problems } }));
    expect(refusal.passwordProblems).toEqual(problems);
    expect(refusal.unexpected).toBe(false);
  });

  it('other extra errors land on the identifier; per-field errors on their fields', () => {
    expect(
      signupRefusal(refused(400, { xtra_errors: { phone: ['validation.phone_invalid'] } })).errors,
    ).toEqual({ username: 'validation.phone_invalid' });
    expect(
      signupRefusal(refused(400, { errors: { birthday: 'validation.required' } })).errors,
    ).toEqual({
      birthday: 'validation.required',
    });
  });

  it('anything else is the something-wrong page; offline and 429 stay on the form', () => {
    expect(signupRefusal(refused(400, {})).unexpected).toBe(true);
    expect(signupRefusal(refused(500, { status_message: 'FAIL' })).unexpected).toBe(true);
    expect(signupRefusal(refused(0, { status_message: 'FAIL' })).errors).toEqual({
      '': 'auth.something_wrong',
    });
    expect(signupRefusal(refused(429, { status_message: 'TOO_MANY_REQUESTS' })).errors).toEqual({
      '': 'auth.too_many',
    });
  });

  it('429 tells the real wait the server gave, in minutes', () => {
    signupRefusal(refused(429, { status_message: 'TOO_MANY_REQUESTS', retry_after: 3360 }));
    expect(waitParams()).toEqual({ minutes: 56 });
    expect(
      codeProblem(refused(429, { status_message: 'TOO_MANY_REQUESTS', retry_after: 30 })),
    ).toEqual({ key: 'auth.too_many', params: { minutes: 1 } });
  });
});

describe('verification refusals', () => {
  it("BAD about the password asks for it, with the server's problems", () => {
    expect(
      verificationProblem(refused(400, { errors: { password: 'validation.required' } })),
    ).toEqual({ password: 'validation.required', passwordProblems: [] });
    expect(
      verificationProblem(
        refused(400, { xtra_errors: { password: ['validation.password_common'] } }),
      ),
    ).toEqual({ password: undefined, passwordProblems: ['validation.password_common'] });
    expect(verificationProblem(refused(400, {}))).toEqual({ form: 'auth.something_wrong' });
  });

  it('INVALID_DATA shows the tries', () => {
    expect(
      verificationProblem(
        refused(400, {
          status_message: 'INVALID_DATA',
          number_of_tries: 2,
          max_number_of_tries: 5,
        }),
      ),
    ).toEqual({ field: 'auth.invalid_code', tries: { tries: 2, max: 5 } });
  });

  it('RESEND_CODE is max_reached, TIME_ELAPSED is time_elapsed', () => {
    expect(verificationProblem(refused(400, { status_message: 'RESEND_CODE' })).field).toBe(
      'auth.max_reached',
    );
    expect(verificationProblem(refused(400, { status_message: 'TIME_ELAPSED' })).field).toBe(
      'auth.time_elapsed',
    );
  });

  it('raises account problems on the form', () => {
    for (const code of ['ALREADY_VERIFIED', 'INVALID_EMAIL_PHONE_NUMBER', 'COUNTRY_ERROR']) {
      expect(verificationProblem(refused(400, { status_message: code }))).toEqual({
        form: `status.${code}`,
      });
    }
  });
});

describe('forgot-password code refusals', () => {
  it('tells an expired code from a wrong one, else the generic message', () => {
    expect(codeProblem(refused(400, { status_message: 'TIME_ELAPSED' }))).toEqual({
      key: 'auth.time_elapsed',
    });
    expect(
      codeProblem(
        refused(400, {
          status_message: 'INVALID_CODE',
          number_of_tries: 1,
          max_number_of_tries: 5,
        }),
      ),
    ).toEqual({ key: 'auth.invalid_code', params: { tries: 1, max: 5 } });
    expect(codeProblem(refused(400, { status_message: 'INVALID_CODE' }))).toEqual({
      key: 'status.INVALID_CODE',
    });
    expect(codeProblem(refused(500, { status_message: 'FAIL' }))).toEqual({
      key: 'auth.something_wrong',
    });
  });
});
