import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AuditEntry,
  AuditExportQuery,
  AuditFilter,
  ErrorAnswer,
  RestListQuery,
} from '@quiz/shared/contract';
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
        description: `ra-data-simple-rest list: filter {manager_id?, area?, action?, from?, to? (YYYY-MM-DD, days in Africa/Douala, both included)},
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

  app.get(
    '/api/admin/super/audit/export/',
    {
      onRequest: app.requireRole('super'),
      schema: {
        operationId: 'exportAuditEntries',
        tags: ['admin: audit'],
        summary: 'The audit trail as CSV, in words',
        description: `filter as the list's, lang fr (default) or en. Newest first: date (Cameroon time), manager, area,
action, the record's name and each changed field with its label, before and after. UTF-8 with a byte-order mark and
semicolons; 50,000 rows at most. Super managers only.`,
        querystring: AuditExportQuery,
        response: {
          200: { description: 'the trail', content: { 'text/csv': { schema: Type.String() } } },
          '4xx': ErrorAnswer,
        },
      },
    },
    async (request, reply) => {
      const { filter } = restList({ filter: request.query.filter }, AuditFilter, {
        sortable: AUDIT_SORTS,
      });
      const csv = await app.admin.audit.csv(filter, request.query.lang ?? 'fr');
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', 'attachment; filename="audit.csv"')
          // A Buffer is sent as it is: no serializer reads it.
          .send(csv as never)
      );
    },
  );
}
