import type { StatusMessage } from '@quiz/shared/codes';
import { CODE_NOT_REQUIRED } from '@quiz/shared/constants';
import type { Registration } from '@quiz/shared/contract';
import { verificationSchema } from '@quiz/shared/validation';
import type { Db } from '../../db/index';
import { invalid } from '../errors';
import { checked } from '../forms';
import { readSettings } from '../settings/settings';
import type { OneTimeCodes } from './codes';
import { editRefusal } from './edits';
import { type Identifier, parseIdentifier } from './identifiers';
import { passwordProblems } from './password-policy';
import { hashPassword } from './passwords';
import type { TokenService } from './tokens';
import { completeVerification, findByIdentifier, registerPending } from './users';

/** The spec's sign-up refusals: NOT_ALLOWED for the age, COUNTRY_ERROR for the country, BAD otherwise. */
export function registrationRefusal(errors: Record<string, string>): StatusMessage {
  const status = editRefusal(errors);
  if (status === 'BAD' && errors.country) return 'COUNTRY_ERROR';
  return status;
}

/** An identifier given in a query (?username=), refused when it is neither an e-mail nor a phone number. */
export function identifierOf(username: string | undefined): Identifier {
  const identifier = username ? parseIdentifier(username) : null;
  if (!identifier) {
    throw invalid('INVALID_EMAIL_PHONE_NUMBER', { username: 'validation.email_phone_invalid' });
  }
  return identifier;
}

const unknownAccount = () =>
  invalid('INVALID_EMAIL_PHONE_NUMBER', { username: 'status.INVALID_EMAIL_PHONE_NUMBER' });

/** Whether a verified account uses this e-mail or phone number (the sign-up and reset screens ask). */
export async function accountExists(db: Db, username: string): Promise<boolean> {
  const user = await findByIdentifier(db, identifierOf(username));
  return Boolean(user?.is_verified);
}

/**
 * Creates an account awaiting verification and sends its code, silently when
 * the settings let sign-ups in without one. A birthday is required (players
 * are adults), the password must not be weak, and the identifier must not be
 * a verified account's. A sign-up for an identifier already awaiting its
 * verification sends a new code and changes nothing else (see registerPending).
 */
export async function register(db: Db, codes: OneTimeCodes, registration: Registration) {
  const { username, password, gender, language, birthday } = registration;
  if (!birthday) throw invalid('BAD', { birthday: 'validation.required' });
  const identifier = parseIdentifier(username);
  if (!identifier) throw invalid('BAD', { username: 'validation.email_phone_invalid' });
  const problems = passwordProblems(password, identifier.value);
  if (problems.length > 0) throw invalid('BAD', undefined, { xtra_errors: { password: problems } });

  const country = await db
    .selectFrom('countries')
    .select('id')
    .where('code', '=', 'CM')
    .executeTakeFirstOrThrow();
  const pending = await registerPending(db, {
    identifier,
    passwordHash: await hashPassword(password),
    gender,
    language,
    countryId: country.id,
    birthday,
  });
  if (pending === null) {
    throw invalid('BAD', undefined, { xtra_errors: { username: ['validation.account_exists'] } });
  }
  const codeRequired = (await readSettings(db)).signup_code_required === 1;
  const payload = {
    ...(codeRequired ? {} : { not_required: true }),
    // Two sign-ups chose passwords: the verification must say which one (see verifySignup).
    ...(pending.again ? { contested: true } : {}),
  };
  await codes.issue({
    purpose: 'signup',
    to: identifier,
    userId: pending.id,
    language,
    silent: !codeRequired,
    payload: Object.keys(payload).length > 0 ? payload : undefined,
  });
  return { status_message: 'OK' as const, username: identifier.value, code_required: codeRequired };
}

/** The account a sign-up code is for: one still awaiting verification. */
async function pendingAccount(db: Db, identifier: Identifier) {
  const user = await findByIdentifier(db, identifier);
  if (!user) throw unknownAccount();
  if (user.is_verified) throw invalid('ALREADY_VERIFIED');
  return user;
}

/**
 * The password given with a verification, checked before the code so a weak
 * one costs no try; undefined when none was given.
 */
async function verifiedPassword(body: unknown, identifier: Identifier) {
  const password = (body as { password?: unknown } | undefined)?.password;
  if (password === undefined) return undefined;
  if (typeof password !== 'string') throw invalid('BAD', { password: 'validation.required' });
  const problems = passwordProblems(password, identifier.value);
  if (problems.length > 0) throw invalid('BAD', undefined, { xtra_errors: { password: problems } });
  return hashPassword(password);
}

/**
 * Verifies a new account with its code, or with "not_required" when sign-up
 * sent none, then grants the welcome credits and opens the first login. The
 * account is checked before the code, so a wrong identifier is named as such.
 * A password given with the code becomes the account's: the code proves who
 * holds the identifier, whoever signed up with it first.
 */
export async function verifySignup(
  db: Db,
  services: { codes: OneTimeCodes; tokens: TokenService },
  username: string | undefined,
  body: unknown,
) {
  const identifier = identifierOf(username);
  const user = await pendingAccount(db, identifier);
  const passwordHash = await verifiedPassword(body, identifier);
  const { codes } = services;
  // Signed up twice: keeping the first password could keep a stranger's, so the code's holder names it.
  if (!passwordHash && (await codes.openPayload('signup', identifier)).contested === true) {
    throw invalid('BAD', { password: 'validation.required' });
  }
  if ((body as { code?: unknown } | undefined)?.code === CODE_NOT_REQUIRED) {
    if (!(await codes.consumeWithoutCode('signup', identifier))) {
      throw invalid('INVALID_DATA', { code: 'validation.code_invalid' });
    }
  } else {
    const { code } = checked(verificationSchema, body, 'INVALID_DATA');
    const check = await codes.check('signup', identifier, code);
    if (check.outcome === 'expired') throw invalid('TIME_ELAPSED', { code: 'status.TIME_ELAPSED' });
    if (check.outcome === 'missing') throw invalid('RESEND_CODE');
    if (check.outcome !== 'ok') {
      const { outcome, ...attempts } = check;
      throw invalid(
        outcome === 'exhausted' ? 'RESEND_CODE' : 'INVALID_DATA',
        { code: 'validation.code_invalid' },
        attempts,
      );
    }
  }
  await completeVerification(db, user.id, passwordHash);
  return {
    status_message: 'OK' as const,
    authTokens: await services.tokens.login(user.id),
    username: identifier.value,
    code_required: false,
  };
}

/** A new sign-up code: at most 3 resends, each resetting the tries and the 10 minutes. */
export async function resendSignupCode(db: Db, codes: OneTimeCodes, username: string | undefined) {
  const identifier = identifierOf(username);
  const user = await pendingAccount(db, identifier);
  const sent = await codes.resend({
    purpose: 'signup',
    to: identifier,
    userId: user.id,
    language: user.language,
  });
  if (sent.outcome !== 'sent') throw invalid('RESEND_CODE');
  return {
    status_message: 'OK' as const,
    code_required: true,
    number_of_tries: sent.number_of_tries,
    max_number_of_tries: sent.max_number_of_tries,
  };
}
