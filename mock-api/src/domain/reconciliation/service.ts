import type {
  Finding,
  Reconciliation,
  ReconciliationQuery,
  ResolveFinding,
  StatementImport,
  StatementSource,
} from '@quiz/shared/contract';
import {
  businessDateTime,
  businessDayEnd,
  businessDayStart,
  periodLength,
} from '@quiz/shared/format';
import { reconciliationTexts } from '@quiz/shared/i18n/reconciliation';
import type { Language } from '@quiz/shared/types';
import { VALIDATION_MESSAGES as M } from '@quiz/shared/validation';
import Papa from 'papaparse';
import type { Db } from '../../db/index';
import { transact } from '../../db/transaction';
import type { AdminDeps } from '../admin-deps';
import { recordAudit } from '../audit/trail';
import { invalid } from '../errors';
import { type Finding as Found, type OurOrder, reconcile } from './matching';
import { sandboxStatement } from './sandbox-statement';
import { contentHash, MAPPINGS, readStatement, type StatementLine } from './statements';

/** A period of reconciliation is a month at most: a statement covers days, not years. */
const MAX_DAYS = 31;

/** Which of our orders a source's statement lists: by channel, or by the provider that carried them. */
const ORDERS_OF: Record<StatementSource, { method?: 'om' | 'mtn'; provider?: string }> = {
  mtn_momo: { method: 'mtn' },
  orange_money: { method: 'om' },
  notch_pay: { provider: 'notch_pay' },
};

function windowOf(from: string, to: string) {
  if (to < from) throw invalid('BAD', { to: M.date_range_invalid });
  if (periodLength({ from, to }) > MAX_DAYS) throw invalid('BAD', { to: M.range_too_long });
  return { from: businessDayStart(from), to: businessDayEnd(to) };
}

async function ordersOf(
  db: Db,
  source: StatementSource | null,
  window: { from: string; to: string },
) {
  // The sandbox writes its MTN MoMo orders, as MTN exports them.
  const scope = source ? ORDERS_OF[source] : { provider: 'sandbox', method: 'mtn' as const };
  let purchases = db
    .selectFrom('credit_transactions')
    .select(['id', 'reference', 'provider_reference', 'amount', 'status', 'created_at'])
    .where('action', '=', 'buy')
    .where('created_at', '>=', window.from)
    .where('created_at', '<', window.to);
  let cashouts = db
    .selectFrom('cashouts')
    .select(['id', 'reference', 'provider_reference', 'amount', 'status', 'created_at'])
    .where('created_at', '>=', window.from)
    .where('created_at', '<', window.to);
  if (scope.method) {
    purchases = purchases.where('method', '=', scope.method);
    cashouts = cashouts.where('method', '=', scope.method);
  }
  if (scope.provider) {
    purchases = purchases.where('provider', '=', scope.provider);
    cashouts = cashouts.where('provider', '=', scope.provider);
  }
  const [bought, paid] = await Promise.all([
    purchases.orderBy('id').execute(),
    cashouts.orderBy('id').execute(),
  ]);
  return [
    ...bought.map((row) => ({ ...row, kind: 'purchase' as const })),
    ...paid.map((row) => ({ ...row, kind: 'cashout' as const })),
  ] as OurOrder[];
}

/** The lines of a source's imports over the window, each of the source's ids once (the latest import's). */
async function linesOf(db: Db, source: StatementSource, window: { from: string; to: string }) {
  const rows = await db
    .selectFrom('statement_lines')
    .selectAll()
    .where('source', '=', source)
    .where('at', '>=', window.from)
    .where('at', '<', window.to)
    .orderBy('import_id')
    .orderBy('line_row')
    .execute();
  const byId = new Map<string, StatementLine>();
  for (const row of rows) {
    byId.set(row.line_id, {
      row: row.line_row,
      id: row.line_id,
      reference: row.reference,
      amount: row.amount,
      status: row.status as StatementLine['status'],
      at: row.at,
      direction: row.direction as StatementLine['direction'],
    });
  }
  return [...byId.values()];
}

const keyOf = (source: StatementSource, found: Found) =>
  'order' in found && found.kind !== 'duplicate'
    ? `${found.order.kind}:${found.order.id}`
    : `line:${source}:${(found as { line: StatementLine }).line.id}`;

function shown(
  source: StatementSource,
  found: Found,
  marks: Map<string, Finding['resolved']>,
): Finding {
  const key = keyOf(source, found);
  const order = 'order' in found ? found.order : null;
  const line = 'line' in found ? found.line : null;
  return {
    key,
    kind: found.kind,
    fields: 'fields' in found ? found.fields : [],
    ours: order && {
      id: `${order.kind}:${order.id}`,
      reference: order.reference,
      amount: order.amount,
      status: order.status,
      at: order.created_at,
    },
    theirs: line && {
      id: line.id,
      reference: line.reference,
      amount: line.amount,
      status: line.status,
      at: line.at,
    },
    resolved: marks.get(key) ?? null,
  };
}

const importOf = (
  row: {
    id: number;
    source: string;
    file_name: string;
    lines: number;
    skipped: string;
    mapping: string;
    created_at: string;
  },
  created: boolean,
): StatementImport => ({
  id: row.id,
  source: row.source as StatementSource,
  file_name: row.file_name,
  created,
  lines: row.lines,
  skipped: JSON.parse(row.skipped),
  mapping: JSON.parse(row.mapping),
  created_at: row.created_at,
});

export function reconciliationOf({ db, clock }: AdminDeps) {
  async function findings(query: ReconciliationQuery): Promise<Reconciliation> {
    const window = windowOf(query.from, query.to);
    const [orders, lines, marks] = await Promise.all([
      ordersOf(db, query.source, window),
      linesOf(db, query.source, window),
      db.selectFrom('reconciliation_marks').selectAll().execute(),
    ]);
    const resolved = new Map(
      marks.map((mark) => [
        mark.finding,
        { note: mark.note, manager_id: mark.manager_id, at: mark.created_at },
      ]),
    );
    const list = reconcile(orders, lines).map((found) => shown(query.source, found, resolved));
    const counts: Record<string, number> = {};
    for (const finding of list) counts[finding.kind] = (counts[finding.kind] ?? 0) + 1;
    return { counts, findings: list };
  }

  return {
    findings,

    /** Stores a statement once: the same bytes again answer the first import, unchanged. */
    async importStatement(
      managerId: number,
      source: StatementSource,
      file: Buffer | undefined,
      fileName: string,
    ): Promise<StatementImport> {
      if (!file) throw invalid('BAD', { file: M.required });
      const hash = contentHash(file);
      const known = () =>
        db
          .selectFrom('statement_imports')
          .selectAll()
          .where('content_hash', '=', hash)
          .executeTakeFirst();
      const before = await known();
      if (before) return importOf(before, false);
      const read = await readStatement(file, source);
      const stored = transact(db, async (trx) => {
        const row = await trx
          .insertInto('statement_imports')
          .values({
            source,
            file_name: fileName.slice(0, 200) || 'statement',
            content_hash: hash,
            mapping: JSON.stringify(MAPPINGS[source]),
            lines: read.lines.length,
            skipped: JSON.stringify(read.skipped),
            manager_id: managerId,
            created_at: clock().toISOString(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        for (let at = 0; at < read.lines.length; at += 200) {
          await trx
            .insertInto('statement_lines')
            .values(
              read.lines.slice(at, at + 200).map((line) => ({
                import_id: row.id,
                source,
                line_row: line.row,
                line_id: line.id,
                reference: line.reference,
                amount: line.amount,
                status: line.status,
                at: line.at,
                direction: line.direction,
              })),
            )
            .execute();
        }
        await recordAudit(trx, {
          managerId,
          area: 'reconciliation',
          action: 'import',
          entityId: row.id,
          after: { source, file_name: row.file_name, lines: row.lines },
        });
        return importOf(row, true);
      });
      return stored.catch(async (error: unknown) => {
        // The same file sent twice at once: the hash is unique, the second answers the first.
        const first = await known();
        if (first) return importOf(first, false);
        throw error;
      });
    },

    async imports(): Promise<StatementImport[]> {
      const rows = await db
        .selectFrom('statement_imports')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(100)
        .execute();
      return rows.map((row) => importOf(row, false));
    },

    /** Marks a difference resolved, with the manager's note; audited. A second mark replaces the note. */
    async resolve(managerId: number, body: ResolveFinding): Promise<void> {
      await transact(db, async (trx) => {
        const before = await trx
          .selectFrom('reconciliation_marks')
          .select(['note'])
          .where('finding', '=', body.finding)
          .executeTakeFirst();
        if (before) {
          await trx
            .updateTable('reconciliation_marks')
            .set({ note: body.note, manager_id: managerId })
            .where('finding', '=', body.finding)
            .execute();
        } else {
          await trx
            .insertInto('reconciliation_marks')
            .values({
              finding: body.finding,
              note: body.note,
              manager_id: managerId,
              created_at: clock().toISOString(),
            })
            .execute();
        }
        await recordAudit(trx, {
          managerId,
          area: 'reconciliation',
          action: 'resolve',
          before: before ? { finding: body.finding, note: before.note } : null,
          after: { finding: body.finding, note: body.note },
        });
      });
    },

    /** A day's reconciliation as CSV in words: labels in the manager's language, Douala times. */
    async exportDay(source: StatementSource, day: string, language: Language): Promise<string> {
      const texts = reconciliationTexts[language];
      const { findings: list } = await findings({ source, from: day, to: day });
      const time = (at: string | undefined) => (at ? businessDateTime(at) : '');
      return `\uFEFF${Papa.unparse(
        {
          fields: texts.columns,
          data: list.map((finding) => [
            texts.kinds[finding.kind],
            finding.fields.map((field) => texts.fields[field] ?? field).join(', '),
            finding.ours?.reference ?? '',
            finding.ours?.amount ?? '',
            finding.ours ? (texts.statuses[finding.ours.status] ?? finding.ours.status) : '',
            time(finding.ours?.at),
            finding.theirs?.id ?? '',
            finding.theirs?.amount ?? '',
            finding.theirs ? (texts.statuses[finding.theirs.status] ?? finding.theirs.status) : '',
            time(finding.theirs?.at),
            finding.resolved?.note ?? '',
          ]),
        },
        { delimiter: ';' },
      )}`;
    },

    /** The sandbox provider's own statement of its orders over the period, as MTN MoMo exports one. */
    async sandboxStatement(from: string, to: string): Promise<string> {
      return sandboxStatement(await ordersOf(db, null, windowOf(from, to)));
    },
  };
}

export type ReconciliationService = ReturnType<typeof reconciliationOf>;
