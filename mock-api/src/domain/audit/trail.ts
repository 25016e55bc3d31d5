import type { AuditArea, AuditEntry, AuditFilter } from '@quiz/shared/contract';
import {
  businessDateTime,
  businessDayEnd,
  businessDayStart,
  changedFields,
  changesLine,
  recordName,
} from '@quiz/shared/format';
import { auditTexts } from '@quiz/shared/i18n/audit';
import type { Language } from '@quiz/shared/types';
import type { Db } from '../../db/index';
import { newWorkbook } from '../workbook';

/** One admin write, as the area's API shows the record before and after it. */
export interface AuditWrite {
  managerId: number;
  area: AuditArea;
  action: string;
  entityId?: number | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Records an admin write in the caller's transaction, so the trail holds
 * exactly the writes that happened: a rolled-back write leaves no entry.
 */
export async function recordAudit(trx: Db, write: AuditWrite): Promise<void> {
  await trx
    .insertInto('audit_entries')
    .values({
      manager_id: write.managerId,
      area: write.area,
      action: write.action,
      entity_id: write.entityId ?? null,
      before: write.before == null ? null : JSON.stringify(write.before),
      after: write.after == null ? null : JSON.stringify(write.after),
    })
    .execute();
}

export const AUDIT_SORTS = ['created_at', 'id', 'area', 'manager_id'] as const;

export interface AuditQuery {
  filter: AuditFilter;
  offset: number;
  limit: number;
  sort: { field: (typeof AUDIT_SORTS)[number]; order: 'asc' | 'desc' };
}

/** The trail, newest first unless asked otherwise, with the count of entries the filter keeps. */
export function auditOf(db: Db) {
  return {
    async list({ filter, offset, limit, sort }: AuditQuery) {
      let query = db
        .selectFrom('audit_entries as a')
        .leftJoin('users as u', 'u.id', 'a.manager_id');
      if (filter.manager_id !== undefined)
        query = query.where('a.manager_id', '=', filter.manager_id);
      if (filter.area !== undefined) query = query.where('a.area', '=', filter.area);
      if (filter.action !== undefined) query = query.where('a.action', '=', filter.action);
      // Days are Douala's; `to` is a day: everything before the next one starts.
      if (filter.from !== undefined) {
        query = query.where('a.created_at', '>=', businessDayStart(filter.from));
      }
      if (filter.to !== undefined)
        query = query.where('a.created_at', '<', businessDayEnd(filter.to));
      const [{ total }, rows] = await Promise.all([
        query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        query
          .select([
            'a.id',
            'a.manager_id',
            'a.area',
            'a.action',
            'a.entity_id',
            'a.before',
            'a.after',
            'a.created_at',
            'u.first_name',
            'u.last_name',
            'u.email',
            'u.phone_number',
          ])
          .orderBy(`a.${sort.field}`, sort.order)
          .orderBy('a.id', sort.order)
          .limit(limit)
          .offset(offset)
          .execute(),
      ]);
      const records: AuditEntry[] = rows.map((row) => ({
        id: row.id,
        manager: {
          id: row.manager_id,
          first_name: row.first_name ?? '',
          last_name: row.last_name ?? '',
          email_phone_number: row.email ?? row.phone_number ?? '',
        },
        area: row.area,
        action: row.action,
        entity_id: row.entity_id,
        before: row.before === null ? null : JSON.parse(row.before),
        after: row.after === null ? null : JSON.parse(row.after),
        created_at: row.created_at,
      }));
      return { records, total: Number(total) };
    },

    /**
     * The trail as CSV, newest first, in the reader's language: Cameroon time as
     * a date spreadsheets read, the manager, the area and action in words, the
     * record's name and what changed (UTF-8 with a byte-order mark, semicolons).
     */
    async csv(filter: AuditFilter, lang: Language) {
      const { records } = await this.list({
        filter,
        offset: 0,
        limit: EXPORT_MAX_ROWS,
        sort: { field: 'created_at', order: 'desc' },
      });
      const texts = auditTexts[lang];
      const workbook = await newWorkbook();
      const sheet = workbook.addWorksheet('audit');
      sheet.columns = Object.entries(texts.columns).map(([key, header]) => ({ key, header }));
      for (const entry of records) {
        const manager = `${entry.manager.first_name} ${entry.manager.last_name}`.trim();
        sheet.addRow({
          created_at: businessDateTime(entry.created_at),
          manager: manager || entry.manager.email_phone_number,
          area: texts.areas[entry.area] ?? entry.area,
          action: texts.actions[entry.action] ?? entry.action,
          record: recordName(entry.after ?? entry.before, lang, entry.entity_id),
          changes: changesLine(changedFields(entry.before, entry.after, texts, lang), lang),
        });
      }
      const written = await workbook.csv.writeBuffer({
        formatterOptions: { delimiter: ';', writeBOM: true },
      });
      return Buffer.from(written as ArrayBuffer);
    },
  };
}

/** The most entries one export holds; narrower filters give the rest. */
const EXPORT_MAX_ROWS = 50_000;

export type Audit = ReturnType<typeof auditOf>;
