import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ErrorAnswer,
  ManagementFunction,
  ManagerAnswer,
  ManagerList,
  ManagersQuery,
  ManagerTargetQuery,
  OkAnswer,
  UserLookup,
  UserLookupQuery,
} from '@quiz/shared/contract';
import { managementFunctionSchema } from '@quiz/shared/validation';
import type { FastifyInstance } from 'fastify';
import { formBody } from '../../../../http/validate';
import { currentUser } from '../../../../plugins/auth';

const MANAGEMENT = '/api/admin/super/managers-management/';
const tags = ['admin: managers'];

export default async function managersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const superOnly = app.requireRole('super');

  app.get(
    '/api/admin/super/primary-check/',
    {
      onRequest: superOnly,
      schema: {
        operationId: 'checkSuperArea',
        tags,
        summary: 'Primary check of the super area: OK for a super manager flagged admin',
        description: 'The back office shows its not-allowed view on any other answer (401, 403).',
        response: { 200: OkAnswer, '4xx': ErrorAnswer },
      },
    },
    async () => ({ status_message: 'OK' as const }),
  );

  app.get(
    MANAGEMENT,
    {
      onRequest: superOnly,
      schema: {
        operationId: 'listManagers',
        tags,
        summary: 'Every manager flagged admin, for the super and games managers tabs',
        description:
          'Answers {managers}: super, then games, then payments managers, each by last and first name. Each record carries the three function flags; the back office splits them into superManagers, gamesManagers and paymentsManagers.',
        querystring: ManagersQuery,
        response: { 200: ManagerList, '4xx': ErrorAnswer },
      },
    },
    async () => ({ managers: await app.admin.managers.list() }),
  );

  app.get(
    '/api/admin/super/get-user-details/',
    {
      onRequest: superOnly,
      schema: {
        operationId: 'lookUpFutureManager',
        tags,
        summary: 'Add manager, step 1: the user behind an e-mail or phone number',
        description: `email_phone takes an e-mail or a Cameroon phone number in any usual writing (+237, spaces...).
Errors: 400 BAD with errors.email_phone when it is neither; 404 NOT_FOUND when no account has it; 400 ALREADY_ADMIN when the
user is a manager flagged admin already (the back office shows its already-admin message on any 400).`,
        querystring: UserLookupQuery,
        response: { 200: UserLookup, '4xx': ErrorAnswer },
      },
    },
    async (request) => ({
      user_details: await app.admin.managers.lookUp(request.query.email_phone),
    }),
  );

  app.put(
    MANAGEMENT,
    {
      onRequest: superOnly,
      validatorCompiler: formBody(managementFunctionSchema),
      schema: {
        operationId: 'setManagerFunction',
        tags,
        summary: 'Add manager, step 2, or change a manager between supermanager and gamesmanager',
        description: `Makes the user a manager flagged admin with this function, or changes the function of a manager.
It takes effect on the user's next request. Errors: 400 BAD with errors.management_function (only supermanager or
gamesmanager); 404 INVALID_ID (no such user); 400 NOT_MODIFIED with errors.management_function for a payments manager
(set up outside the back office); 409 NOT_MODIFIED with errors.user_id validation.manager_self (one's own function) or
validation.last_super_manager (the last super manager keeps that function).`,
        querystring: ManagerTargetQuery,
        body: ManagementFunction,
        response: { 200: ManagerAnswer, '4xx': ErrorAnswer },
      },
    },
    async (request) => ({
      status_message: 'OK' as const,
      manager: await app.admin.managers.setFunction(
        currentUser(request).id,
        request.query.user_id,
        request.body.management_function,
      ),
    }),
  );

  app.delete(
    MANAGEMENT,
    {
      onRequest: superOnly,
      schema: {
        operationId: 'removeManager',
        tags,
        summary: 'Remove a manager: the account stays, as a player',
        description: `Takes effect on the user's next request. Errors: 404 NOT_A_MANAGER; 409 NOT_MODIFIED with
errors.user_id validation.manager_self or validation.last_super_manager.`,
        querystring: ManagerTargetQuery,
        response: { 200: OkAnswer, '4xx': ErrorAnswer },
      },
    },
    async (request) => {
      await app.admin.managers.remove(currentUser(request).id, request.query.user_id);
      return { status_message: 'OK' as const };
    },
  );
}
