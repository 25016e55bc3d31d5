import type { ApiError } from '../../lib/api';
import { type Errors, extraList, serverFieldErrors } from '../../lib/forms';
import { unexpected } from './errors';

export interface SignupRefusal {
  errors: Errors;
  /** The server's list of password problems (message keys). */
  passwordProblems: string[];
  /** Nothing on the form explains it: the something-wrong page. */
  unexpected: boolean;
}

/** Sign-up refusals of spec section 8, turned into what the form shows. */
export function signupRefusal(error: ApiError): SignupRefusal {
  const code = error.body.status_message;
  const none: SignupRefusal = { errors: {}, passwordProblems: [], unexpected: false };
  if (error.status === 0 || error.status === 429) {
    return {
      ...none,
      errors: { '': error.status === 0 ? 'auth.something_wrong' : unexpected(error) },
    };
  }
  if (code === 'NOT_ALLOWED') return { ...none, errors: { birthday: 'auth.min_age' } };
  if (code === 'COUNTRY_ERROR') return { ...none, errors: { '': 'status.COUNTRY_ERROR' } };
  if (code !== 'BAD') return { ...none, unexpected: true };

  const extra = error.body.xtra_errors ?? {};
  const errors: Errors = { ...serverFieldErrors(error) };
  if ('username' in extra || 'email_phone_number' in extra) errors.username = 'auth.account_exists';
  const passwordProblems = extraList(error, 'password');
  // Any other extra error is about the identifier (spec section 8).
  const other = Object.keys(extra).find(
    (key) => !['username', 'email_phone_number', 'password'].includes(key),
  );
  if (other && !errors.username) errors.username = extraList(error, other)[0] ?? 'status.BAD';
  const explained = Object.keys(errors).length > 0 || passwordProblems.length > 0;
  return { errors, passwordProblems, unexpected: !explained };
}
