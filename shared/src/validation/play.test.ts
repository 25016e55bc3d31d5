import { describe, expect, it, vi } from 'vitest';
import { CREDIT_PACKS, MAX_ID } from '../constants/business';
import { VALIDATION_MESSAGES as M } from './messages';
import {
  cashoutRequestSchema,
  cashoutSchema,
  challengeStartSchema,
  creditRequestAcceptSchema,
  creditRequestSchema,
  creditsUpdateSchema,
  paymentInfoSchema,
  paymentMethodSchema,
  playAnswerSchema,
  readPlayAnswer,
} from './play';
import { validate } from './validate';

describe('paymentInfoSchema', () => {
  it('needs Orange Money and a phone number', () => {
    expect(validate(paymentInfoSchema, { method: 'om', phone_number: '690123456' }).ok).toBe(true);
    expect(validate(paymentInfoSchema, { method: 'mtn', phone_number: '' })).toEqual({
      ok: false,
      errors: { method: M.payment_method_unavailable, phone_number: M.required },
    });
  });

  it('path method accepts every known method', () => {
    expect(validate(paymentMethodSchema, { method: 'mtn' }).ok).toBe(true);
    expect(validate(paymentMethodSchema, { method: 'paypal' })).toEqual({
      ok: false,
      errors: { method: M.payment_method_invalid },
    });
  });
});

describe('cash-out', () => {
  it('needs gains of at least 1', () => {
    expect(validate(cashoutSchema, { gains: 1 }).ok).toBe(true);
    expect(validate(cashoutSchema, { gains: 0.5 })).toEqual({
      ok: false,
      errors: { gains: M.no_winnings },
    });
    expect(validate(cashoutSchema, { gains: 0 })).toEqual({
      ok: false,
      errors: { gains: M.no_winnings },
    });
  });

  it('needs a phone number to pay to', () => {
    expect(validate(cashoutRequestSchema, { phone_number: '12' })).toEqual({
      ok: false,
      errors: { phone_number: M.phone_invalid },
    });
  });
});

describe('challengeStartSchema', () => {
  it('accepts at least 1 energy and defaults friends to none', () => {
    expect(validate(challengeStartSchema, { number_of_energies: 1, game_id: 4 })).toEqual({
      ok: true,
      value: { number_of_energies: 1, game_id: 4, friends: [] },
    });
  });

  it('refuses 0, fractions, bad ids', () => {
    expect(
      validate(challengeStartSchema, { number_of_energies: 0, game_id: 0, friends: [1, -2] }),
    ).toEqual({
      ok: false,
      errors: {
        number_of_energies: M.energy_min,
        game_id: M.id_invalid,
        'friends[1]': M.id_invalid,
      },
    });
    expect(validate(challengeStartSchema, { number_of_energies: 1.5, game_id: 4 })).toEqual({
      ok: false,
      errors: { number_of_energies: M.integer_invalid },
    });
  });

  it('drops duplicate friends', () => {
    const result = validate(challengeStartSchema, {
      number_of_energies: 2,
      game_id: 4,
      friends: [3, 3, 5],
    });
    expect(result).toEqual({
      ok: true,
      value: { number_of_energies: 2, game_id: 4, friends: [3, 5] },
    });
  });
});

describe('creditsUpdateSchema', () => {
  const payment_infos = { method: 'om', phone_number: '690123456' };
  const context = { packs: Object.values(CREDIT_PACKS) };

  it('buys a fixed pack with exactly its units', () => {
    const basic = { pack_type: 'basic', action: 'buy', payment_infos };
    expect(validate(creditsUpdateSchema, { ...basic, number_of_units: 10 }, context).ok).toBe(true);
    expect(validate(creditsUpdateSchema, { ...basic, number_of_units: 11 }, context)).toEqual({
      ok: false,
      errors: { number_of_units: M.units_pack_mismatch },
    });
  });

  it('buys premium only above its units', () => {
    const premium = { pack_type: 'premium', action: 'buy', payment_infos };
    expect(validate(creditsUpdateSchema, { ...premium, number_of_units: 51 }, context).ok).toBe(
      true,
    );
    expect(validate(creditsUpdateSchema, { ...premium, number_of_units: 50 }, context)).toEqual({
      ok: false,
      errors: { number_of_units: M.units_premium_min },
    });
  });

  it('holds the units to the packs it is given: a manager changes them', () => {
    const basic = { pack_type: 'basic', action: 'buy', payment_infos, number_of_units: 12 };
    const changed = { packs: [{ ...CREDIT_PACKS.basic, units: 12 }] };
    expect(validate(creditsUpdateSchema, basic, changed).ok).toBe(true);
    expect(validate(creditsUpdateSchema, basic, context).ok).toBe(false);
    // Without packs (the server), the units are checked against its own packs.
    expect(validate(creditsUpdateSchema, basic).ok).toBe(true);
  });

  it('accepts the long pack codes', () => {
    const result = validate(creditsUpdateSchema, {
      number_of_units: 25,
      pack_type: 'normal_pack',
      action: 'buy',
      payment_infos,
    });
    expect(result.ok && result.value.pack_type).toBe('normal');
  });

  it('requires payment infos to buy, drops them to convert', () => {
    expect(
      validate(creditsUpdateSchema, { number_of_units: 1, pack_type: 'single', action: 'buy' }),
    ).toEqual({
      ok: false,
      errors: { payment_infos: M.required },
    });
    expect(
      validate(creditsUpdateSchema, {
        number_of_units: 7,
        pack_type: 'single',
        action: 'convert',
        payment_infos,
      }),
    ).toEqual({ ok: true, value: { number_of_units: 7, pack_type: 'single', action: 'convert' } });
  });

  it('refuses 0 units, unknown packs and actions', () => {
    expect(
      validate(creditsUpdateSchema, { number_of_units: 0, pack_type: 'gold', action: 'gift' }),
    ).toEqual({
      ok: false,
      errors: {
        number_of_units: M.units_min,
        pack_type: M.pack_invalid,
        action: M.credit_action_invalid,
      },
    });
  });
});

describe('credit requests', () => {
  it('needs a receiver and units above 0; the message is optional', () => {
    expect(validate(creditRequestSchema, { receiver: 3, number_of_units: 2 }).ok).toBe(true);
    expect(
      validate(creditRequestSchema, { receiver: 3, number_of_units: 2, message: 'Merci !' }).ok,
    ).toBe(true);
    expect(
      validate(creditRequestSchema, {
        receiver: 'x',
        number_of_units: 0,
        message: 'a'.repeat(301),
      }),
    ).toEqual({
      ok: false,
      errors: { receiver: M.id_invalid, number_of_units: M.units_min, message: M.text_too_long },
    });
  });

  it('accepting sends at least 1 unit', () => {
    expect(validate(creditRequestAcceptSchema, { number_of_units: 0 })).toEqual({
      ok: false,
      errors: { number_of_units: M.units_min },
    });
  });
});

describe('playAnswerSchema', () => {
  it('accepts distinct choice indexes', () => {
    expect(validate(playAnswerSchema, { question_id: 1, answer_id: 2, value: [0, 2] }).ok).toBe(
      true,
    );
  });

  it('refuses duplicates and negative indexes', () => {
    expect(validate(playAnswerSchema, { question_id: 1, answer_id: 2, value: [1, 1] })).toEqual({
      ok: false,
      errors: { value: M.answer_invalid },
    });
    expect(validate(playAnswerSchema, { question_id: 1, answer_id: 2, value: [-1] })).toEqual({
      ok: false,
      errors: { 'value[0]': M.answer_invalid },
    });
  });
});

describe('readPlayAnswer', () => {
  it('reads every message as the schema does, errors included', () => {
    const ids = [1, 7, MAX_ID, 0, -1, 1.5, MAX_ID + 1, '3', null, undefined, true, Number.NaN];
    const values = [
      [],
      [0],
      [0, 2],
      [3, 1, 2],
      [1, 1],
      [-1],
      [0.5],
      ['1'],
      [null],
      [MAX_ID + 1],
      '0',
      null,
      undefined,
      {},
    ];
    let read = 0;
    for (const question_id of ids) {
      for (const answer_id of ids) {
        for (const value of values) {
          const message = { type: 'update', question_id, answer_id, value };
          expect(readPlayAnswer(message)).toEqual(validate(playAnswerSchema, message));
          read += 1;
        }
      }
    }
    for (const message of [null, undefined, [], 'update', 5, { type: 'update' }]) {
      expect(readPlayAnswer(message)).toEqual(validate(playAnswerSchema, message));
    }
    expect(read).toBe(ids.length * ids.length * values.length);
  });

  it("reads the play screen's updates without the schema", () => {
    const check = vi.spyOn(playAnswerSchema, 'validateSync');
    expect(readPlayAnswer({ type: 'update', question_id: 4, answer_id: 9, value: [2, 0] })).toEqual(
      { ok: true, value: { question_id: 4, answer_id: 9, value: [2, 0] } },
    );
    expect(check).not.toHaveBeenCalled();
    readPlayAnswer({ question_id: 4, answer_id: 9, value: [2, 2] });
    expect(check).toHaveBeenCalledOnce();
    check.mockRestore();
  });
});
