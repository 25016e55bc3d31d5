import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ErrorAnswer,
  OkAnswer,
  Reconciliation,
  ReconciliationExportQuery,
  ReconciliationQuery,
  ResolveFinding,
  SandboxStatementQuery,
  STATEMENT_SOURCES,
  StatementImport,
  StatementImports,
  type StatementSource,
} from '@quiz/shared/contract';
import { VALIDATION_MESSAGES as M } from '@quiz/shared/validation';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { ApiError } from '../../../../errors';
import { formUpload, SHEET_LIMITS } from '../../../../http/form-upload';
import { bodyCheckedByTheDomain } from '../../../../http/validate';
import { currentUser } from '../../../../plugins/auth';

const tags = ['admin: reconciliation'];
const RULES = 'The column mappings and the matching rules are in docs/reconciliation.md.';

/**
 * Reconciliation with the operators (ours): payments staff import an
 * operator's or aggregator's statement and read, for a period, what agrees
 * with our orders and what differs. Payments and super managers.
 */
export default async function reconciliationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const staff = app.requireRole('payments');
  const service = () => app.admin.reconciliation;

  app.post(
    '/api/admin/reconciliation/imports/',
    {
      onRequest: staff,
      validatorCompiler: bodyCheckedByTheDomain,
      schema: {
        operationId: 'importStatement',
        tags,
        summary: "Import an operator's statement (CSV or XLSX)",
        description: `Multipart: source (mtn_momo, orange_money or notch_pay) and file, 2 MB at most, CSV or XLSX
told apart by its bytes (anything else: 400 errors.file validation.sheet_invalid). A column the source's mapping
needs and the file lacks: 400 errors['columns.<field>']. 201 with what was read, rows not read listed by row; the
same file again (the same bytes, whatever its name) answers 200
Optionally file_name, the name to list it by. with the first import and changes nothing. Audited.
${RULES}`,
        body: {
          content: {
            'multipart/form-data': {
              schema: Type.Object({
                source: Type.Enum(STATEMENT_SOURCES),
                file: Type.String({ contentMediaType: 'application/octet-stream' }),
              }),
            },
          },
        },
        response: { 200: StatementImport, 201: StatementImport, '4xx': ErrorAnswer },
      },
    },
    async (request, reply) => {
      const { fields, files } = await formUpload(request, SHEET_LIMITS);
      const source = fields.source as StatementSource;
      if (!STATEMENT_SOURCES.includes(source)) {
        throw new ApiError(400, 'BAD', { errors: { source: M.value_invalid } });
      }
      const file = files.get('file');
      const read = await service().importStatement(
        currentUser(request).id,
        source,
        file,
        fields.file_name ?? 'statement',
      );
      return reply.status(read.created ? 201 : 200).send(read);
    },
  );

  app.get(
    '/api/admin/reconciliation/imports/',
    {
      onRequest: staff,
      schema: {
        operationId: 'listStatementImports',
        tags,
        summary:
          'The statements imported, newest first (100 at most), each with its column mapping',
        response: { 200: StatementImports, '4xx': ErrorAnswer },
      },
    },
    async () => ({ imports: await service().imports() }),
  );

  app.get(
    '/api/admin/reconciliation/',
    {
      onRequest: staff,
      schema: {
        operationId: 'reconcile',
        tags,
        summary: "A source's statement lines and our orders over a period, matched",
        description: `from and to are Douala days, both included, 31 days at most (errors.to
validation.range_too_long; reversed: validation.date_range_invalid). Findings: matched, mismatch (fields amount,
status, direction), missing_theirs (paid on our side, not on theirs), missing_ours (paid on theirs, no order of
ours), duplicate; each with its key and its resolution when marked. ${RULES}`,
        querystring: ReconciliationQuery,
        response: { 200: Reconciliation, '4xx': ErrorAnswer },
      },
    },
    (request) => service().findings(request.query),
  );

  app.put(
    '/api/admin/reconciliation/marks/',
    {
      onRequest: staff,
      schema: {
        operationId: 'resolveFinding',
        tags,
        summary: 'Mark a difference resolved, with a note',
        description: `finding is a finding's key (purchase:<id>, cashout:<id>, line:<source>:<their id>); a second
mark replaces the note. Audited with the note before and after.`,
        body: ResolveFinding,
        response: { 200: OkAnswer, '4xx': ErrorAnswer },
      },
    },
    async (request) => {
      await service().resolve(currentUser(request).id, request.body);
      return { status_message: 'OK' as const };
    },
  );

  app.get(
    '/api/admin/reconciliation/export/',
    {
      onRequest: staff,
      schema: {
        operationId: 'exportReconciliation',
        tags,
        summary: "A day's reconciliation as CSV",
        description: `day is a Douala day; lang fr (default) or en for the headings and the words. UTF-8 with a
byte-order mark and semicolons, as spreadsheets set to French read it; times in Douala time.`,
        querystring: ReconciliationExportQuery,
        response: {
          200: { description: 'the day', content: { 'text/csv': { schema: Type.String() } } },
          '4xx': ErrorAnswer,
        },
      },
    },
    async (request, reply) => {
      const { source, day, lang } = request.query;
      const csv = await service().exportDay(source, day, lang ?? 'fr');
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="reconciliation-${source}-${day}.csv"`)
        .send(csv);
    },
  );

  app.get(
    '/api/admin/reconciliation/sandbox-statement/',
    {
      onRequest: staff,
      schema: {
        operationId: 'sandboxStatement',
        tags,
        summary: "The sandbox provider's own statement of a period, as MTN MoMo exports one",
        description: `The sandbox's MTN MoMo orders settled between from and to (Douala days, 31 at most), in the
mtn_momo mapping's headings: import it as mtn_momo to run the reconciliation without an operator.`,
        querystring: SandboxStatementQuery,
        response: {
          200: { description: 'the statement', content: { 'text/csv': { schema: Type.String() } } },
          '4xx': ErrorAnswer,
        },
      },
    },
    async (request, reply) => {
      const csv = await service().sandboxStatement(request.query.from, request.query.to);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="sandbox-statement.csv"')
        .send(csv);
    },
  );
}
