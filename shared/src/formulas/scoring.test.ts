import { describe, expect, it } from 'vitest';
import { countCorrect, isCorrect } from './scoring';

describe('isCorrect, single choice', () => {
  it.each(['sc', 'psc'] as const)('%s: exactly the one correction', (type) => {
    expect(isCorrect(type, [2], [2])).toBe(true);
    expect(isCorrect(type, [2], [1])).toBe(false);
    expect(isCorrect(type, [2], [])).toBe(false);
    expect(isCorrect(type, [2], [2, 1])).toBe(false);
    expect(isCorrect(type, [2], [2, 2])).toBe(false);
  });
});

describe('isCorrect, multiple choice', () => {
  it.each(['mc', 'pmc'] as const)('%s: the same set in any order', (type) => {
    expect(isCorrect(type, [0, 2], [0, 2])).toBe(true);
    expect(isCorrect(type, [0, 2], [2, 0])).toBe(true);
  });

  it.each(['mc', 'pmc'] as const)('%s: no missing, extra or repeated choice', (type) => {
    expect(isCorrect(type, [0, 2], [0])).toBe(false);
    expect(isCorrect(type, [0, 2], [0, 2, 3])).toBe(false);
    expect(isCorrect(type, [0, 2], [0, 0])).toBe(false);
    expect(isCorrect(type, [0, 2], [0, 2, 2])).toBe(false);
  });
});

describe('isCorrect, ordered choice', () => {
  it.each(['moc', 'pmoc'] as const)('%s: the exact sequence only', (type) => {
    expect(isCorrect(type, [2, 0, 1], [2, 0, 1])).toBe(true);
    expect(isCorrect(type, [2, 0, 1], [0, 1, 2])).toBe(false);
    expect(isCorrect(type, [2, 0, 1], [2, 0])).toBe(false);
    expect(isCorrect(type, [2, 0, 1], [2, 0, 1, 1])).toBe(false);
  });
});

describe('isCorrect, broken question', () => {
  it('never pays for an empty correction', () => {
    expect(isCorrect('mc', [], [])).toBe(false);
    expect(isCorrect('moc', [], [])).toBe(false);
  });
});

describe('countCorrect', () => {
  it('counts correct answers', () => {
    expect(
      countCorrect([
        { type: 'sc', correction_ids: [1], selected: [1] },
        { type: 'mc', correction_ids: [0, 1], selected: [1] },
        { type: 'moc', correction_ids: [1, 0], selected: [1, 0] },
      ]),
    ).toBe(2);
  });
});
