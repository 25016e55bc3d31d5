import type { CashoutTransaction } from '@quiz/shared/contract';
import { describe, expect, it } from 'vitest';
import { type CashoutStep, cashOutPressed, heard, settledTo, shownFor } from './flow';

const info = { method: 'om' as const, phone_number: '690000001' };
const transaction = (over: Partial<CashoutTransaction> = {}): CashoutTransaction => ({
  id: 7,
  method: 'om',
  status: 'PENDING',
  is_active: true,
  amount: 500,
  phone_number: '690000001',
  reference: 'ref',
  failure_reason: null,
  created_at: '',
  updated_at: '',
  ...over,
});

describe('the cash-out dialogs', () => {
  it('say there is nothing to cash out below 1 FCFA, ask where to send it, then confirm', () => {
    expect(cashOutPressed(0, info)).toEqual({ step: 'no_gain' });
    expect(cashOutPressed(0.5, info)).toEqual({ step: 'no_gain' });
    expect(cashOutPressed(1, null)).toEqual({ step: 'info' });
    expect(cashOutPressed(500, info)).toEqual({ step: 'confirm', info });
  });

  it('show a cash-out by its state: paid, still being paid, or failed', () => {
    expect(shownFor(transaction({ status: 'SUCCESSFULL', is_active: false })).step).toBe('success');
    expect(shownFor(transaction()).step).toBe('pending');
    expect(shownFor(transaction({ status: 'INITIATED' })).step).toBe('pending');
    expect(shownFor(transaction({ status: 'FAILURE', is_active: false })).step).toBe('failure');
    expect(
      shownFor(transaction({ status: 'FAILURE', is_active: false, failure_reason: 'expired' })),
    ).toEqual({ step: 'failure', reason: 'expired' });
    // Pending but no longer the ongoing one: not waited on.
    expect(shownFor(transaction({ is_active: false })).step).toBe('failure');
  });

  it('move on when the cash-out shown changes, and ignore others', () => {
    const pending = shownFor(transaction());
    expect(heard(pending, transaction({ status: 'SUCCESSFULL', is_active: false })).step).toBe(
      'success',
    );
    expect(heard(pending, transaction({ id: 8, status: 'FAILURE', is_active: false }))).toBe(
      pending,
    );
    const confirming = cashOutPressed(500, info);
    expect(heard(confirming, transaction())).toBe(confirming);
    expect(heard({ step: 'idle' }, transaction()).step).toBe('pending');
    expect(
      heard({ step: 'idle' }, transaction({ status: 'SUCCESSFULL', is_active: false })),
    ).toEqual({
      step: 'idle',
    });
  });
});

describe('a cash-out whose answer was lost', () => {
  const unknown: CashoutStep = { step: 'unknown', info, amount: 500, after: 6 };

  it('stays pending until a cash-out newer than the last known is heard, then shows its state', () => {
    expect(heard(unknown, transaction({ id: 6, status: 'FAILURE', is_active: false }))).toBe(
      unknown,
    );
    expect(heard(unknown, transaction())).toEqual({ step: 'pending', transaction: transaction() });
    const paid = transaction({ status: 'SUCCESSFULL', is_active: false });
    expect(heard(unknown, paid)).toEqual({ step: 'success', transaction: paid });
  });

  it('says failed only of the one the server failed, and moves only a dialog still waiting', () => {
    const failed = transaction({ status: 'FAILURE', is_active: false });
    expect(heard(unknown, failed)).toEqual({ step: 'failure', reason: null });
    expect(heard({ ...unknown, after: null }, failed)).toEqual({ ...unknown, after: null });
    expect(settledTo({ step: 'idle' }, { step: 'failure' })).toEqual({ step: 'idle' });
  });
});
