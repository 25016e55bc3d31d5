import { describe, expect, it } from 'vitest';
import { number, object, string } from 'yup';
import { validate } from './validate';

describe('validate', () => {
  const schema = object({ name: string().required('k.required'), age: number().min(18, 'k.age') });

  it('returns the cast value, without unknown keys', () => {
    expect(validate(schema, { name: 'Awa', age: '20', role: 'admin' })).toEqual({
      ok: true,
      value: { name: 'Awa', age: 20 },
    });
  });

  it('reports every failing field with its message key', () => {
    expect(validate(schema, { age: 12 })).toEqual({
      ok: false,
      errors: { name: 'k.required', age: 'k.age' },
    });
  });

  it('reports a root-level error under the empty path', () => {
    expect(validate(string().required('k.required'), undefined)).toEqual({
      ok: false,
      errors: { '': 'k.required' },
    });
  });

  it('rethrows anything that is not a validation error', () => {
    const broken = object({
      x: string().test('boom', 'k', () => {
        throw new TypeError('boom');
      }),
    });
    expect(() => validate(broken, { x: 'a' })).toThrow(TypeError);
  });
});
