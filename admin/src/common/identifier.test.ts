import { describe, expect, it } from 'vitest';
import { displayIdentifier } from './identifier';

describe('identifiers as the back office shows them', () => {
  it('shows a phone number after the Cameroon prefix, an e-mail as it is', () => {
    expect(displayIdentifier('677001122')).toBe('+237 677001122');
    expect(displayIdentifier('+237677001122')).toBe('+237 677001122');
    expect(displayIdentifier('player@quiz.cm')).toBe('player@quiz.cm');
  });
});
