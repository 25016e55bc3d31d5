import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CodeResent,
  ErrorAnswer,
  Registered,
  Registration,
  Verification,
  Verified,
} from '@quiz/shared/contract';
import { registrationSchema } from '@quiz/shared/validation';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { withStoredUsername } from '../../../domain/accounts/identifiers';
import { registrationRefusal } from '../../../domain/accounts/registration';
import { LIMITS, limited } from '../../../http/rate-limits';
import { formBody } from '../../../http/validate';
import { usernameQuery } from './schemas';

const signupDescription = `Creates an account awaiting verification and sends a 6-digit code by SMS or e-mail.
The birthday is required: players must be at least 18, because plays are staked with credits bought with
real money and can win money, which Cameroonian law reserves to adults (under 18: 400 NOT_ALLOWED with
errors.birthday = validation.min_age; none: 400 BAD with errors.birthday = validation.required). A country
other than Cameroon: 400 COUNTRY_ERROR. An identifier held by a verified account: 400 BAD with
xtra_errors.username. A weak password: 400 BAD with xtra_errors.password listing every problem.
A sign-up never verified can be made again with the same identifier: it sends a new code and keeps the
first sign-up's details and password, which only the verification (by whoever holds the code) may replace;
after two sign-ups the verification must carry the password.`;

export default async function signupRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/api/signup/',
    {
      // Counted before the body is read, so that malformed sign-ups are limited too.
      preValidation: limited(app, 'code-send', LIMITS.codeSend),
      validatorCompiler: formBody(registrationSchema, registrationRefusal, withStoredUsername),
      schema: {
        operationId: 'signUp',
        tags: ['auth'],
        summary: 'Register with an e-mail or phone number',
        description: signupDescription,
        body: Registration,
        response: { 201: Registered, '4xx': ErrorAnswer },
      },
    },
    async (request, reply) => reply.status(201).send(await app.accounts.register(request.body)),
  );

  app.post(
    '/api/signup/verification/',
    {
      preHandler: limited(app, 'code-check', LIMITS.codeCheck),
      schema: {
        operationId: 'verifySignUp',
        tags: ['auth'],
        summary: 'Verify a new account with its code; answers the first tokens',
        description: `Body {code, password?}, checked once the account is found. A password given with a right code
becomes the account's (a weak one: 400 BAD with xtra_errors.password, no try spent). After a second sign-up
with the same identifier the password is required (none: 400 BAD with errors.password, no try spent). Wrong code: 400 INVALID_DATA with number_of_tries and
max_number_of_tries. Tries used up or no open code: 400 RESEND_CODE. Code older than 10 minutes: 400 TIME_ELAPSED.
Already verified: 400 ALREADY_VERIFIED. Unknown account: 400 INVALID_EMAIL_PHONE_NUMBER.`,
        querystring: usernameQuery,
        // The code is checked after the account, with the spec's INVALID_DATA: only its type here.
        body: Type.Partial(Verification),
        response: { 200: Verified, '4xx': ErrorAnswer },
      },
    },
    (request) => app.accounts.verify(request.query.username, request.body),
  );

  app.post(
    '/api/signup/resend-verification-code/',
    {
      preHandler: limited(app, 'code-send', LIMITS.codeSend),
      schema: {
        operationId: 'resendVerificationCode',
        tags: ['auth'],
        summary: 'Send a new verification code',
        description:
          'At most 3 resends per sign-up (then 400 RESEND_CODE); each resets the tries and the 10 minutes.',
        querystring: usernameQuery,
        response: { 200: CodeResent, '4xx': ErrorAnswer },
      },
    },
    (request) => app.accounts.resendCode(request.query.username),
  );
}
