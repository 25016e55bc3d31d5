import { createHash } from 'node:crypto';
import type { StatementSource } from '@quiz/shared/contract';
import { VALIDATION_MESSAGES as M } from '@quiz/shared/validation';
import Papa from 'papaparse';
import { invalid } from '../errors';
import { newWorkbook } from '../workbook';

/*
 * Operators' and aggregators' statements, read into lines the matching
 * compares with our orders (docs/reconciliation.md). Each source has a
 * column mapping: the headings its export uses for each field, its words
 * for a status and for a payout. The mapping read is kept with the import.
 */

export { STATEMENT_SOURCES, type StatementSource } from '@quiz/shared/contract';

export type LineStatus = 'SUCCESSFULL' | 'FAILURE' | 'PENDING';

export interface ColumnMapping {
  /** the source's own id of the transaction */
  id: string[];
  /** our order's reference, as the source echoes it */
  reference: string[];
  amount: string[];
  status: string[];
  date: string[];
  /** the kind of transaction: a payout (our cash-out) or a collection (our purchase) */
  type: string[];
  /** the source's status words (normalized) and what they mean */
  statuses: Record<string, LineStatus>;
  /** type words (normalized) of a payout; any other type is a collection */
  payouts: string[];
}

/** Headings and words as the three exports write them; headings are compared normalized. */
export const MAPPINGS: Record<StatementSource, ColumnMapping> = {
  mtn_momo: {
    id: ['financial transaction id', 'transaction id'],
    reference: ['external transaction id', 'external id'],
    amount: ['amount'],
    status: ['status'],
    date: ['date', 'transaction date'],
    type: ['type', 'transaction type'],
    statuses: {
      successful: 'SUCCESSFULL',
      success: 'SUCCESSFULL',
      failed: 'FAILURE',
      rejected: 'FAILURE',
      timeout: 'FAILURE',
      expired: 'FAILURE',
      pending: 'PENDING',
    },
    payouts: ['disbursement', 'transfer', 'deposit'],
  },
  orange_money: {
    id: ['reference', 'txnid', 'id transaction'],
    reference: ['reference partenaire', 'order id', 'reference commande'],
    amount: ['montant', 'amount'],
    status: ['statut', 'status'],
    date: ['date', 'date transaction'],
    type: ['type de transaction', 'type', 'service'],
    statuses: {
      succes: 'SUCCESSFULL',
      success: 'SUCCESSFULL',
      successful: 'SUCCESSFULL',
      echec: 'FAILURE',
      echoue: 'FAILURE',
      failed: 'FAILURE',
      expire: 'FAILURE',
      expired: 'FAILURE',
      'en attente': 'PENDING',
      initiated: 'PENDING',
      pending: 'PENDING',
    },
    payouts: ['cash in', 'transfert', 'depot', 'disbursement'],
  },
  notch_pay: {
    id: ['reference'],
    reference: ['merchant reference', 'merchant_reference', 'trxref'],
    amount: ['amount'],
    status: ['status'],
    date: ['created at', 'created_at', 'date'],
    type: ['type'],
    statuses: {
      complete: 'SUCCESSFULL',
      completed: 'SUCCESSFULL',
      failed: 'FAILURE',
      canceled: 'FAILURE',
      cancelled: 'FAILURE',
      expired: 'FAILURE',
      pending: 'PENDING',
      processing: 'PENDING',
    },
    payouts: ['transfer', 'payout'],
  },
};

export interface StatementLine {
  /** the line's row in the file, its heading row being 1 */
  row: number;
  id: string;
  reference: string | null;
  amount: number;
  status: LineStatus;
  /** ISO-8601 in UTC */
  at: string;
  direction: 'in' | 'out';
}

export interface ReadStatement {
  lines: StatementLine[];
  /** rows that could not be read, and why: kept with the import, shown to the manager */
  skipped: { row: number; reason: 'amount' | 'status' | 'date' | 'id' }[];
}

/** A statement is a spreadsheet or a text file of at most this many bytes. */
export const MAX_STATEMENT_BYTES = 2 * 1024 * 1024;

/** Lower case, without accents, underscores or repeated spaces: how headings and words compare. */
export const normalized = (text: unknown) =>
  String(text ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[_\s]+/g, ' ')
    .trim();

/** The content's format, read from its bytes (never from its name): an XLSX is a zip. */
export function formatOf(content: Buffer): 'xlsx' | 'csv' {
  if (content.length === 0) throw invalid('BAD', { file: M.required });
  if (content.length > MAX_STATEMENT_BYTES) throw invalid('BAD', { file: M.too_large });
  if (content.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'xlsx';
  const text = content.toString('utf8');
  // Text only: no NUL byte, no invalid UTF-8 (an image or a PDF is refused).
  if (text.includes('\u0000') || text.includes('\uFFFD')) {
    throw invalid('BAD', { file: M.sheet_invalid });
  }
  return 'csv';
}

/** The hash that makes a second import of the same file change nothing. */
export const contentHash = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/**
 * An amount in FCFA as exports write it: 1000, "1 000", "1,000.00", "1.000,00",
 * "1000 XAF". FCFA has no cents: a decimal part is rounded.
 */
export function amountOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value) : null;
  const text = String(value ?? '').replace(/[^\d.,-]/g, '');
  if (!/\d/.test(text)) return null;
  const decimal = text.match(/[.,](\d{1,2})$/);
  const whole = (decimal ? text.slice(0, -decimal[0].length) : text).replace(/[.,]/g, '');
  const amount = Number(`${whole}${decimal ? `.${decimal[1]}` : ''}`);
  return Number.isFinite(amount) ? Math.round(amount) : null;
}

/**
 * A time as exports write it, in Douala time unless it says its zone:
 * "2026-11-20 14:03:11", "20/11/2026 14:03", an ISO time with Z or an offset,
 * or a spreadsheet's date cell (its wall clock read as Douala's).
 */
export function timeOf(value: unknown): string | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    // The cell's wall clock, kept by the reader as if it were UTC, is Douala's.
    return new Date(Date.parse(`${value.toISOString().slice(0, 23)}+01:00`)).toISOString();
  }
  const text = String(value ?? '').trim();
  if (/(Z|[+-]\d{2}:?\d{2})$/.test(text) && !Number.isNaN(Date.parse(text))) {
    return new Date(text).toISOString();
  }
  const iso = text.match(/^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/);
  const french = text.match(/^(\d{2})\/(\d{2})\/(\d{4})[ T]+(\d{2}):(\d{2})(?::(\d{2}))?/);
  const parts = iso
    ? [iso[1], iso[2], iso[3], iso[4], iso[5], iso[6]]
    : french
      ? [french[3], french[2], french[1], french[4], french[5], french[6]]
      : null;
  if (!parts) return null;
  const [year, month, day, hour, minute, second = '00'] = parts as string[];
  const at = Date.parse(`${year}-${month}-${day}T${hour}:${minute}:${second}.000+01:00`);
  return Number.isNaN(at) ? null : new Date(at).toISOString();
}

/** Rows of the file as heading -> cell, the headings normalized. */
async function rowsOf(content: Buffer): Promise<Record<string, unknown>[]> {
  if (formatOf(content) === 'csv') {
    const parsed = Papa.parse<Record<string, string>>(
      content.toString('utf8').replace(/^\uFEFF/, ''),
      {
        header: true,
        skipEmptyLines: 'greedy',
        transformHeader: normalized,
      },
    );
    return parsed.data;
  }
  const workbook = await newWorkbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw invalid('BAD', { file: M.sheet_invalid });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw invalid('BAD', { file: M.sheet_invalid });
  const headings: string[] = [];
  sheet.getRow(1).eachCell((cell, column) => {
    headings[column] = normalized(cell.text);
  });
  const rows: Record<string, unknown>[] = [];
  for (let at = 2; at <= sheet.rowCount; at += 1) {
    const row: Record<string, unknown> = {};
    let filled = false;
    sheet.getRow(at).eachCell((cell, column) => {
      const heading = headings[column];
      if (!heading) return;
      const value = cell.value;
      row[heading] = value instanceof Date || typeof value === 'number' ? value : cell.text;
      filled ||= cell.text.trim() !== '';
    });
    if (filled) rows.push(row);
  }
  return rows;
}

/** The column of a field: the first of the mapping's headings the file has. */
function columnOf(headings: Set<string>, names: string[], field: string, required = true) {
  const found = names.map(normalized).find((name) => headings.has(name));
  if (!found && required) throw invalid('BAD', { [`columns.${field}`]: M.required });
  return found;
}

/** Reads a statement of `source`: its lines, and the rows it could not read. */
export async function readStatement(
  content: Buffer,
  source: StatementSource,
): Promise<ReadStatement> {
  const mapping = MAPPINGS[source];
  const rows = await rowsOf(content);
  const headings = new Set(rows.flatMap((row) => Object.keys(row)));
  if (rows.length === 0) throw invalid('BAD', { file: M.sheet_invalid });
  const column = {
    id: columnOf(headings, mapping.id, 'id'),
    reference: columnOf(headings, mapping.reference, 'reference', false),
    amount: columnOf(headings, mapping.amount, 'amount'),
    status: columnOf(headings, mapping.status, 'status'),
    date: columnOf(headings, mapping.date, 'date'),
    type: columnOf(headings, mapping.type, 'type', false),
  };
  const read: ReadStatement = { lines: [], skipped: [] };
  const payouts = new Set(mapping.payouts.map(normalized));
  rows.forEach((cells, index) => {
    const row = index + 2;
    const cell = (name: string | undefined) => (name ? cells[name] : undefined);
    const id = String(cell(column.id) ?? '').trim();
    const amount = amountOf(cell(column.amount));
    const status = mapping.statuses[normalized(cell(column.status))];
    const at = timeOf(cell(column.date));
    const reason = !id
      ? 'id'
      : amount === null
        ? 'amount'
        : !status
          ? 'status'
          : !at
            ? 'date'
            : null;
    if (reason || amount === null || !status || !at) {
      read.skipped.push({ row, reason: reason ?? 'id' });
      return;
    }
    const reference = String(cell(column.reference) ?? '').trim();
    read.lines.push({
      row,
      id,
      reference: reference || null,
      amount: Math.abs(amount),
      status,
      at,
      direction: payouts.has(normalized(cell(column.type))) ? 'out' : 'in',
    });
  });
  return read;
}
