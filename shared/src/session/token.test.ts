import { describe, expect, it } from 'vitest';
import { tokenExpiry } from './token';

const encode = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('tokenExpiry', () => {
  it("reads a JWT's expiry in milliseconds, whatever its base64url padding", () => {
    for (const sub of ['7', '77', '777']) {
      const token = `${encode({ alg: 'HS256' })}.${encode({ sub, exp: 1_800_000_000 })}.sig`;
      expect(tokenExpiry(token)).toBe(1_800_000_000_000);
    }
  });

  it('answers null for what it cannot read', () => {
    for (const token of ['', 'one-part', 'a.%%%.c', `a.${encode({ exp: 'soon' })}.c`]) {
      expect(tokenExpiry(token), token).toBeNull();
    }
  });
});
