import { describe, expect, it } from 'vitest';
import { isSchema } from 'yup';
import * as validation from './index';
import { validate } from './validate';

/** Bodies a hostile or buggy client can send; the server must answer 4xx, never crash. */
const GARBAGE: unknown[] = [
  undefined,
  null,
  0,
  'text',
  [],
  {},
  { type: 'sc', data: null },
  { choice_values: null, choice_values_en: 'x', correction_ids: {} },
  { from: null, to: 5 },
  { birthday: 'x', password: {}, number_of_units: 'NaN', payment_infos: 7, action: 'buy' },
  { questions_answers: [null, { type: 'pmoc', data: { choice_values: [null] } }] },
];

const schemas = Object.entries(validation).filter(([, value]) => isSchema(value));

describe('every exported schema', () => {
  it('is found', () => {
    expect(schemas.length).toBeGreaterThan(30);
  });

  it.each(schemas)('%s reports garbage as errors instead of throwing', (_, schema) => {
    for (const value of GARBAGE) {
      expect(() => validate(schema as validation.SyncSchema<unknown>, value)).not.toThrow();
    }
  });

  it.each(schemas)('%s reports only catalogued message keys', (_, schema) => {
    const known = new Set<string>(Object.values(validation.VALIDATION_MESSAGES));
    for (const value of GARBAGE) {
      const result = validate(schema as validation.SyncSchema<unknown>, value);
      if (!result.ok) {
        for (const message of Object.values(result.errors))
          expect(known, message).toContain(message);
      }
    }
  });
});
