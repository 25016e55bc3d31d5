import { describe, expect, it } from 'vitest';
import { placeOf, select, selectionRule } from './selection';

describe('answer selection', () => {
  it('a single choice replaces the selection, and stays picked when tapped again', () => {
    expect(select('sc', [], 2)).toEqual([2]);
    expect(select('sc', [2], 0)).toEqual([0]);
    expect(select('psc', [1], 1)).toEqual([1]);
  });

  it('a multiple choice toggles each choice, whatever the order', () => {
    expect(select('mc', [], 1)).toEqual([1]);
    expect(select('mc', [1], 3)).toEqual([1, 3]);
    expect(select('pmc', [1, 3], 1)).toEqual([3]);
  });

  it('an ordered choice keeps the order of the taps; removing one moves the later ones up', () => {
    let picked = select('moc', [], 2);
    picked = select('moc', picked, 0);
    picked = select('moc', picked, 1);
    expect(picked).toEqual([2, 0, 1]);
    expect([placeOf(picked, 2), placeOf(picked, 0), placeOf(picked, 1)]).toEqual([1, 2, 3]);
    picked = select('pmoc', picked, 2);
    expect(picked).toEqual([0, 1]);
    expect(placeOf(picked, 1)).toBe(2);
    expect(placeOf(picked, 2)).toBeNull();
  });

  it('names the rule of each of the six types', () => {
    expect(['sc', 'mc', 'moc', 'psc', 'pmc', 'pmoc'].map((t) => selectionRule(t as never))).toEqual(
      ['single', 'multiple', 'ordered', 'single', 'multiple', 'ordered'],
    );
  });
});
