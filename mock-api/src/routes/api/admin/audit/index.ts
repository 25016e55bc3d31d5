import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AuditEntry, AuditFilter, ErrorAnswer, RestListQuery } from '@quiz/shared/contract';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { AUDIT_SORTS } from '../../../../domain/audit/trail';
import { restList, sendRange } from '../../../../http/simple-rest';

export default async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/admin/super/audit/',
    {
      onRequest: app.requireRole('super'),
      schema: {
        operationId: 'listAuditEntries',
        tags: ['admin: audit'],
        summary: 'The audit trail: every admin write, who made it, when, before and after',
        description: `ra-data-simple-rest list: filter {manager_id?, area?, from?, to? (YYYY-MM-DD, both included)},
range [first,last] (at most 500), sort [created_at|id|area|manager_id, ASC|DESC] (newest first by default). Answers the
entries as an array with Content-Range: audit first-last/total. Super managers only. 400 BAD names the bad parameter.`,
        querystring: RestListQuery,
        response: { 200: Type.Array(AuditEntry), '4xx': ErrorAnswer },
      },
    },
    async (request, reply) => {
      const list = restList(request.query, AuditFilter, { sortable: AUDIT_SORTS });
      return sendRange(reply, 'audit', list, await app.admin.audit.list(list));
    },
  );
}
