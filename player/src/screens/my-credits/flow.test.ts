import type { CreditPack, CreditTransaction } from '@quiz/shared/contract';
import { describe, expect, it } from 'vitest';
import {
  type CreditsStep,
  canAddUnit,
  canSend,
  chosen,
  counted,
  firstUnits,
  heard,
  premiumUnits,
  settledTo,
  shownFor,
} from './flow';

const basic: CreditPack = { code: 'basic', units: 10, unit_reduction: 5, greater: false };
const premium: CreditPack = { code: 'premium', units: 50, unit_reduction: 20, greater: true };
const purchase = (over: Partial<CreditTransaction> = {}): CreditTransaction => ({
  id: 3,
  action: 'buy',
  method: 'om',
  status: 'PENDING',
  is_active: true,
  number_of_units: 10,
  amount: 950,
  phone_number: '690000001',
  reference: 'ref',
  payment_url: null,
  failure_reason: null,
  created_at: '',
  updated_at: '',
  ...over,
});

describe('the acquisition dialogs', () => {
  it('count premium credits whole, more than the pack holds, within one purchase', () => {
    expect(premiumUnits('60', premium)).toBe(60);
    expect(premiumUnits(' 1000 ', premium)).toBe(1000);
    for (const refused of ['60.9', '60,5', '1e3', '0x40', '-60', '50', 'abc', '', '1001']) {
      expect(premiumUnits(refused, premium), refused).toBeNull();
    }
  });

  it('go to payment or confirmation for a fixed pack, through the calculator for premium', () => {
    expect(chosen(basic, 'buy')).toEqual({ step: 'payment', pack: basic, units: 10 });
    expect(chosen(basic, 'convert')).toEqual({ step: 'confirm_convert', pack: basic, units: 10 });
    expect(chosen(premium, 'buy')).toEqual({ step: 'calculator', pack: premium, next: 'buy' });
    expect(counted(premium, 60, 'convert')).toEqual({
      step: 'confirm_convert',
      pack: premium,
      units: 60,
    });
  });

  it('show a purchase bought, waiting or failed, and move on only for the one waited on', () => {
    expect(shownFor(purchase({ status: 'SUCCESSFULL', is_active: false })).step).toBe('bought');
    expect(shownFor(purchase()).step).toBe('pending');
    expect(shownFor(purchase({ status: 'FAILURE', is_active: false })).step).toBe('buy_failed');
    expect(
      shownFor(purchase({ status: 'FAILURE', is_active: false, failure_reason: 'no_account' })),
    ).toEqual({ step: 'buy_failed', reason: 'no_account' });
    const waiting = shownFor(purchase());
    expect(heard(waiting, purchase({ status: 'SUCCESSFULL', is_active: false })).step).toBe(
      'bought',
    );
    expect(heard(waiting, purchase({ id: 4, status: 'FAILURE' }))).toBe(waiting);
    expect(heard({ step: 'idle' }, purchase()).step).toBe('pending');
    expect(heard({ step: 'ask' }, purchase())).toEqual({ step: 'ask' });
    expect(heard({ step: 'idle' }, purchase({ action: 'convert' }))).toEqual({ step: 'idle' });
  });

  it('send energy only with more than one credit, keeping one, within what was asked', () => {
    expect(canSend(1)).toBe(false);
    expect(canSend(2)).toBe(true);
    expect(canAddUnit(5, 3, 10)).toBe(true);
    expect(canAddUnit(5, 4, 10)).toBe(false);
    expect(canAddUnit(50, 4, 4)).toBe(false);
  });

  it('the send picker starts at what the friend asked, within the balance less the credit kept', () => {
    expect(firstUnits(50, 4)).toBe(4);
    expect(firstUnits(3, 10)).toBe(2);
    expect(firstUnits(1, 5)).toBe(0);
    expect(firstUnits(0, 5)).toBe(0);
  });
});

describe('a purchase whose answer was lost', () => {
  const unknown: CreditsStep = {
    step: 'unknown',
    action: 'buy',
    units: 10,
    amount: 950,
    after: 2,
  };

  it('waits for a purchase newer than the last known, and shows what the server says of it', () => {
    expect(heard(unknown, purchase({ id: 2, status: 'FAILURE', is_active: false }))).toBe(unknown);
    expect(heard(unknown, purchase({ id: 3 }))).toEqual({
      step: 'pending',
      transaction: purchase({ id: 3 }),
    });
    expect(heard(unknown, purchase({ id: 3, status: 'SUCCESSFULL', is_active: false }))).toEqual({
      step: 'bought',
      transaction: purchase({ id: 3, status: 'SUCCESSFULL', is_active: false }),
    });
  });

  it('takes no purchase for it when the last known could not be read', () => {
    const blind: CreditsStep = { ...unknown, after: null };
    expect(heard(blind, purchase({ id: 9 }))).toBe(blind);
  });

  it('moves only a dialog still waiting on it', () => {
    const bought = { step: 'bought', transaction: purchase() } as const;
    expect(settledTo(unknown, bought)).toBe(bought);
    expect(settledTo({ step: 'idle' }, bought)).toEqual({ step: 'idle' });
  });
});
