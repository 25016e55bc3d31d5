import { CODE_NOT_REQUIRED, COUNTRY } from '@quiz/shared/constants';
import { registrationSchema, validate, verificationSchema } from '@quiz/shared/validation';
import type { FastifyInstance } from 'fastify';
import { ageRefusal } from '../../../domain/accounts/edits';
import {
  type Identifier,
  parseIdentifier,
  withStoredUsername,
} from '../../../domain/accounts/identifiers';
import { passwordProblems } from '../../../domain/accounts/password-policy';
import { hashPassword } from '../../../domain/accounts/passwords';
import {
  completeVerification,
  findByIdentifier,
  registerPending,
} from '../../../domain/accounts/users';
import { readSettings } from '../../../domain/settings/settings';
import { ApiError } from '../../../errors';
import { LIMITS, limited } from '../../../http/rate-limits';
import { parse } from '../../../http/validate';
import { attemptsProperties, errorSchema, tokensSchema, usernameQuery } from './schemas';

type UsernameQuery = { Querystring: { username?: string } };

const signupDescription = `Creates an account awaiting verification and sends a 6-digit code by SMS or e-mail.
The birthday is required: players must be at least 18, because plays are staked with credits bought with
real money and can win money, which Cameroonian law reserves to adults (under 18: 400 NOT_ALLOWED with
errors.birthday = validation.min_age). An identifier held by a verified account: 400 BAD with
xtra_errors.username. A weak password: 400 BAD with xtra_errors.password listing every problem.
A sign-up never verified can be made again with the same identifier; it replaces the earlier attempt.`;

function identifierFromQuery(username: string | undefined): Identifier {
  const identifier = username ? parseIdentifier(username) : null;
  if (!identifier) {
    throw new ApiError(400, 'INVALID_EMAIL_PHONE_NUMBER', {
      errors: { username: 'validation.email_phone_invalid' },
    });
  }
  return identifier;
}

export default async function signupRoutes(app: FastifyInstance) {
  app.post(
    '/api/signup/',
    {
      preHandler: limited(app, 'signup', LIMITS.codeSend),
      schema: {
        tags: ['auth'],
        summary: 'Register with an e-mail or phone number',
        description: signupDescription,
        body: {
          type: 'object',
          properties: {
            username: { type: 'string' },
            password: { type: 'string' },
            gender: { type: 'string', description: 'male or female' },
            language: { type: 'string', description: 'fr or en' },
            country: { type: 'integer', description: `${COUNTRY.id} (Cameroon, the only country)` },
            birthday: {
              type: 'object',
              properties: {
                day: { type: 'integer' },
                month: { type: 'integer' },
                year: { type: 'integer' },
              },
            },
          },
        },
        response: {
          201: {
            type: 'object',
            properties: {
              status_message: { type: 'string' },
              username: { type: 'string' },
              code_required: { type: 'boolean' },
            },
          },
          '4xx': errorSchema,
        },
      },
    },
    async (request, reply) => {
      const input = validate(registrationSchema, withStoredUsername(request.body ?? {}));
      if (!input.ok) throw signupRefusal(input.errors);
      const { username, password, gender, language, birthday } = input.value;
      if (!birthday)
        throw new ApiError(400, 'BAD', { errors: { birthday: 'validation.required' } });
      const identifier = parseIdentifier(username);
      if (!identifier) throw signupRefusal({ username: 'validation.email_phone_invalid' });
      const problems = passwordProblems(password, identifier.value);
      if (problems.length > 0)
        throw new ApiError(400, 'BAD', { xtra_errors: { password: problems } });

      const country = await app.db
        .selectFrom('countries')
        .select('id')
        .where('code', '=', 'CM')
        .executeTakeFirstOrThrow();
      const userId = await registerPending(app.db, {
        identifier,
        passwordHash: await hashPassword(password),
        gender,
        language,
        countryId: country.id,
        birthday,
      });
      if (userId === null) {
        throw new ApiError(400, 'BAD', {
          xtra_errors: { username: ['validation.account_exists'] },
        });
      }
      const codeRequired = (await readSettings(app.db)).signup_code_required === 1;
      await app.codes.issue({
        purpose: 'signup',
        to: identifier,
        userId,
        language,
        silent: !codeRequired,
        payload: codeRequired ? undefined : { not_required: true },
      });
      return reply
        .status(201)
        .send({ status_message: 'OK', username: identifier.value, code_required: codeRequired });
    },
  );

  app.post<UsernameQuery & { Body: { code?: unknown } }>(
    '/api/signup/verification/',
    {
      preHandler: limited(app, 'code-check', LIMITS.codeCheck),
      schema: {
        tags: ['auth'],
        summary: 'Verify a new account with its code; answers the first tokens',
        description: `Body {code}: the 6 digits received, or "${CODE_NOT_REQUIRED}" when sign-up answered code_required false.
Wrong code: 400 INVALID_DATA with number_of_tries and max_number_of_tries. Tries used up or no open code: 400 RESEND_CODE.
Code older than 10 minutes: 400 TIME_ELAPSED. Already verified: 400 ALREADY_VERIFIED. Unknown account: 400 INVALID_EMAIL_PHONE_NUMBER.`,
        querystring: usernameQuery,
        body: { type: 'object', properties: { code: { type: 'string' } } },
        response: {
          200: {
            type: 'object',
            properties: {
              status_message: { type: 'string' },
              authTokens: tokensSchema,
              username: { type: 'string' },
              code_required: { type: 'boolean' },
              ...attemptsProperties,
            },
          },
          '4xx': errorSchema,
        },
      },
    },
    async (request) => {
      const identifier = identifierFromQuery(request.query.username);
      const user = await findByIdentifier(app.db, identifier);
      if (!user)
        throw new ApiError(400, 'INVALID_EMAIL_PHONE_NUMBER', {
          errors: { username: 'status.INVALID_EMAIL_PHONE_NUMBER' },
        });
      if (user.is_verified) throw new ApiError(400, 'ALREADY_VERIFIED');

      if (request.body?.code === CODE_NOT_REQUIRED) {
        if (!(await app.codes.consumeWithoutCode('signup', identifier))) {
          throw new ApiError(400, 'INVALID_DATA', { errors: { code: 'validation.code_invalid' } });
        }
      } else {
        const { code } = parse(verificationSchema, request.body, 'INVALID_DATA');
        const check = await app.codes.check('signup', identifier, code);
        if (check.outcome === 'expired')
          throw new ApiError(400, 'TIME_ELAPSED', { errors: { code: 'status.TIME_ELAPSED' } });
        if (check.outcome === 'missing') throw new ApiError(400, 'RESEND_CODE');
        if (check.outcome !== 'ok') {
          const { outcome, ...attempts } = check;
          throw new ApiError(400, outcome === 'exhausted' ? 'RESEND_CODE' : 'INVALID_DATA', {
            errors: { code: 'validation.code_invalid' },
            extra: attempts,
          });
        }
      }
      await completeVerification(app.db, user.id);
      return {
        status_message: 'OK',
        authTokens: await app.tokens.login(user.id),
        username: identifier.value,
        code_required: false,
      };
    },
  );

  app.post<UsernameQuery>(
    '/api/signup/resend-verification-code/',
    {
      preHandler: limited(app, 'code-send', LIMITS.codeSend),
      schema: {
        tags: ['auth'],
        summary: 'Send a new verification code',
        description:
          'At most 3 resends per sign-up (then 400 RESEND_CODE); each resets the tries and the 10 minutes.',
        querystring: usernameQuery,
        response: {
          200: {
            type: 'object',
            properties: {
              status_message: { type: 'string' },
              code_required: { type: 'boolean' },
              ...attemptsProperties,
            },
          },
          '4xx': errorSchema,
        },
      },
    },
    async (request) => {
      const identifier = identifierFromQuery(request.query.username);
      const user = await findByIdentifier(app.db, identifier);
      if (!user)
        throw new ApiError(400, 'INVALID_EMAIL_PHONE_NUMBER', {
          errors: { username: 'status.INVALID_EMAIL_PHONE_NUMBER' },
        });
      if (user.is_verified) throw new ApiError(400, 'ALREADY_VERIFIED');
      const sent = await app.codes.resend({
        purpose: 'signup',
        to: identifier,
        userId: user.id,
        language: user.language,
      });
      if (sent.outcome !== 'sent') throw new ApiError(400, 'RESEND_CODE');
      return {
        status_message: 'OK',
        code_required: true,
        number_of_tries: sent.number_of_tries,
        max_number_of_tries: sent.max_number_of_tries,
      };
    },
  );
}

/** The spec's sign-up answers: NOT_ALLOWED for the age, COUNTRY_ERROR for the country, BAD otherwise. */
function signupRefusal(errors: Record<string, string>): ApiError {
  const underAge = ageRefusal(errors);
  if (underAge) return underAge;
  if (errors.country) return new ApiError(400, 'COUNTRY_ERROR', { errors });
  return new ApiError(400, 'BAD', { errors });
}
