import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../src/domain/errors';
import { type OurOrder, reconcile } from '../src/domain/reconciliation/matching';
import { sandboxStatement } from '../src/domain/reconciliation/sandbox-statement';
import {
  amountOf,
  contentHash,
  formatOf,
  MAX_STATEMENT_BYTES,
  readStatement,
  timeOf,
} from '../src/domain/reconciliation/statements';

const csv = (text: string) => Buffer.from(text, 'utf8');

async function refusal(work: () => unknown) {
  try {
    await work();
  } catch (error) {
    if (error instanceof DomainError) return error.details.errors;
    throw error;
  }
  throw new Error('not refused');
}

const order = (id: number, extra: Partial<OurOrder> = {}): OurOrder => ({
  kind: 'purchase',
  id,
  reference: `ref-${id}`,
  provider_reference: `op-${id}`,
  amount: 1000,
  status: 'SUCCESSFULL',
  created_at: '2026-11-20T10:00:00.000Z',
  ...extra,
});

describe('statements as the operators export them', () => {
  it('reads an MTN MoMo CSV: amounts, Douala times, payouts, the echoed reference', async () => {
    const read = await readStatement(
      csv(
        '\uFEFFFinancial Transaction Id,External Transaction Id,Date,Type,Amount,Currency,Status\n' +
          '9001,ref-1,2026-11-20 23:30:00,Payment,"1,000.00",XAF,SUCCESSFUL\n' +
          '9002,,2026-11-21 08:00:00,Disbursement,500,XAF,FAILED\n' +
          '9003,ref-3,2026-11-21 08:00:00,Payment,n/a,XAF,SUCCESSFUL\n',
      ),
      'mtn_momo',
    );
    expect(read.lines).toEqual([
      {
        row: 2,
        id: '9001',
        reference: 'ref-1',
        amount: 1000,
        status: 'SUCCESSFULL',
        // 23:30 in Douala is 22:30 UTC.
        at: '2026-11-20T22:30:00.000Z',
        direction: 'in',
      },
      {
        row: 3,
        id: '9002',
        reference: null,
        amount: 500,
        status: 'FAILURE',
        at: '2026-11-21T07:00:00.000Z',
        direction: 'out',
      },
    ]);
    expect(read.skipped).toEqual([{ row: 4, reason: 'amount' }]);
  });

  it('reads an Orange Money CSV in French, with semicolons, accents and spaced amounts', async () => {
    const read = await readStatement(
      csv(
        'Référence;Référence partenaire;Date;Type de transaction;Montant;Statut\n' +
          'MP2611.1;ref-1;20/11/2026 14:03:11;Paiement marchand;1 000 FCFA;Succès\n' +
          'MP2611.2;ref-2;20/11/2026 14:05;Cash in;2.500,00;Échec\n' +
          'MP2611.3;ref-3;20/11/2026 14:05;Paiement marchand;100;Inconnu\n',
      ),
      'orange_money',
    );
    expect(
      read.lines.map(({ id, amount, status, direction, at }) => [
        id,
        amount,
        status,
        direction,
        at,
      ]),
    ).toEqual([
      ['MP2611.1', 1000, 'SUCCESSFULL', 'in', '2026-11-20T13:03:11.000Z'],
      ['MP2611.2', 2500, 'FAILURE', 'out', '2026-11-20T13:05:00.000Z'],
    ]);
    expect(read.skipped).toEqual([{ row: 4, reason: 'status' }]);
  });

  it('reads a Notch Pay XLSX, its date cells read on the Douala clock', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Transactions');
    sheet.addRow([
      'Reference',
      'Merchant Reference',
      'Amount',
      'Currency',
      'Status',
      'Type',
      'Created At',
    ]);
    sheet.addRow([
      'trx.abc',
      'ref-7',
      1500,
      'XAF',
      'complete',
      'payment',
      new Date('2026-11-20T09:15:00.000Z'),
    ]);
    sheet.addRow(['trx.def', 'ref-8', 800, 'XAF', 'canceled', 'transfer', '2026-11-20T09:15:00Z']);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(formatOf(content)).toBe('xlsx');
    const read = await readStatement(content, 'notch_pay');
    expect(read.lines).toEqual([
      expect.objectContaining({
        id: 'trx.abc',
        reference: 'ref-7',
        amount: 1500,
        status: 'SUCCESSFULL',
        at: '2026-11-20T08:15:00.000Z',
      }),
      expect.objectContaining({
        id: 'trx.def',
        status: 'FAILURE',
        direction: 'out',
        at: '2026-11-20T09:15:00.000Z',
      }),
    ]);
  });

  it('refuses by content and size, and names a missing column', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]);
    expect(await refusal(() => readStatement(png, 'mtn_momo'))).toEqual({
      file: 'validation.sheet_invalid',
    });
    expect(await refusal(() => formatOf(Buffer.alloc(MAX_STATEMENT_BYTES + 1, 'a')))).toEqual({
      file: 'validation.too_large',
    });
    expect(await refusal(() => formatOf(Buffer.alloc(0)))).toEqual({ file: 'validation.required' });
    // A zip that is no workbook.
    expect(
      await refusal(() =>
        readStatement(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'notch_pay'),
      ),
    ).toEqual({ file: 'validation.sheet_invalid' });
    expect(
      await refusal(() =>
        readStatement(
          csv('Financial Transaction Id,Date,Status\n1,2026-11-20 10:00,SUCCESSFUL\n'),
          'mtn_momo',
        ),
      ),
    ).toEqual({ 'columns.amount': 'validation.required' });
  });

  it('reads amounts and times the ways exports write them', () => {
    expect(
      [1000, '1 000', '1\u202f000 FCFA', '1,000.00', '1.000,00', '1000 XAF', '-500', ''].map(
        amountOf,
      ),
    ).toEqual([1000, 1000, 1000, 1000, 1000, 1000, -500, null]);
    expect(timeOf('2026-11-20T10:00:00+02:00')).toBe('2026-11-20T08:00:00.000Z');
    expect(timeOf('31/12/2026 23:59:59')).toBe('2026-12-31T22:59:59.000Z');
    expect(timeOf('yesterday')).toBeNull();
  });

  it('hashes the content, so the same file is known again whatever its name', () => {
    expect(contentHash(csv('a,b\n'))).toBe(contentHash(csv('a,b\n')));
    expect(contentHash(csv('a,b\n'))).not.toBe(contentHash(csv('a,c\n')));
  });
});

describe('matching a statement with our orders', () => {
  it('finds matched, missing on either side, mismatched and duplicated payments', () => {
    const orders = [
      order(1),
      order(2, { amount: 2000 }),
      order(3),
      order(4, { kind: 'cashout', status: 'PENDING' }),
      order(5, { status: 'FAILURE' }),
      order(6, { reference: null }),
    ];
    const line = (id: string, reference: string | null, extra: object = {}) => ({
      row: 2,
      id,
      reference,
      amount: 1000,
      status: 'SUCCESSFULL' as const,
      at: '2026-11-20T10:00:00.000Z',
      direction: 'in' as const,
      ...extra,
    });
    const lines = [
      line('op-1', 'REF-1'),
      line('op-2', 'ref-2'),
      line('op-4', null, { direction: 'out' }),
      line('op-6', null),
      line('op-1bis', 'ref-1'),
      line('op-99', null),
      line('op-98', null, { status: 'FAILURE' }),
    ];
    const found = reconcile(orders, lines).map((finding) => [
      finding.kind,
      'order' in finding ? finding.order.id : null,
      'line' in finding ? finding.line.id : null,
      'fields' in finding ? finding.fields : null,
    ]);
    expect(found).toEqual([
      // Matched on our reference, whatever its case.
      ['matched', 1, 'op-1', null],
      ['mismatch', 2, 'op-2', ['amount']],
      // Paid on their side, still pending on ours.
      ['mismatch', 4, 'op-4', ['status']],
      // No reference echoed: matched on the provider's id we stored.
      ['matched', 6, 'op-6', null],
      ['duplicate', 1, 'op-1bis', null],
      ['missing_ours', null, 'op-99', null],
      // Paid on our side, absent from theirs; order 5 failed and moved nothing.
      ['missing_theirs', 3, null, null],
    ]);
  });

  it('flags a purchase their side paid out, and a failure they paid', () => {
    const lines = [
      {
        row: 2,
        id: 'op-1',
        reference: 'ref-1',
        amount: 1000,
        status: 'SUCCESSFULL' as const,
        at: '',
        direction: 'out' as const,
      },
      {
        row: 3,
        id: 'op-2',
        reference: 'ref-2',
        amount: 900,
        status: 'SUCCESSFULL' as const,
        at: '',
        direction: 'in' as const,
      },
    ];
    const found = reconcile([order(1), order(2, { status: 'FAILURE' })], lines);
    expect(found.map((finding) => ('fields' in finding ? finding.fields : finding.kind))).toEqual([
      ['direction'],
      ['amount', 'status'],
    ]);
  });

  it("reads back the sandbox's own statement as every settled order matched", async () => {
    const orders = [
      order(1),
      order(2, { kind: 'cashout', amount: 2500 }),
      order(3, { status: 'FAILURE' }),
      order(4, { status: 'PENDING' }),
    ];
    const read = await readStatement(csv(sandboxStatement(orders)), 'mtn_momo');
    expect(read.skipped).toEqual([]);
    expect(read.lines).toHaveLength(3);
    expect(read.lines[0]?.at).toBe('2026-11-20T10:00:00.000Z');
    expect(reconcile(orders, read.lines).map((finding) => finding.kind)).toEqual([
      'matched',
      'matched',
      'matched',
    ]);
  });
});
