import { describe, expect, it } from 'vitest';
import {
  choiceOrder,
  shownChoices,
  shownIndexes,
  storedIndexes,
} from '../src/domain/play/choice-order';

const key = Buffer.from('a key of the server, for the tests only');
const sorted = (order: number[]) => [...order].sort((a, b) => a - b);

describe("each play's own order of choices", () => {
  it('is a permutation, the same each time for a play and a question', () => {
    for (const count of [1, 2, 3, 4, 6, 9, 12]) {
      const order = choiceOrder(key, 7, 42, count);
      expect(sorted(order)).toEqual(Array.from({ length: count }, (_, i) => i));
      expect(choiceOrder(key, 7, 42, count)).toEqual(order);
    }
  });

  it('differs between plays of one question, and with another key', () => {
    const orders = new Set(
      Array.from({ length: 60 }, (_, play) => choiceOrder(key, play, 42, 4).join()),
    );
    // 24 orders of 4 choices: 60 plays draw most of them, not one for all.
    expect(orders.size).toBeGreaterThan(12);
    const other = Buffer.from('another key');
    const same = Array.from({ length: 20 }, (_, play) => play).filter(
      (play) => choiceOrder(key, play, 42, 4).join() === choiceOrder(other, play, 42, 4).join(),
    );
    expect(same.length).toBeLessThan(10);
  });

  it('maps positions on screen to stored choices and back, keeping the order of the selection', () => {
    const stored = ['Douala', 'Yaoundé', 'Garoua', 'Bamenda'];
    const order = choiceOrder(key, 3, 5, stored.length);
    const shown = shownChoices(stored, order);
    // The player picks Garoua then Douala, by their places on screen.
    const picked = [shown.indexOf('Garoua'), shown.indexOf('Douala')];
    expect(storedIndexes(picked, order)).toEqual([2, 0]);
    expect(shownIndexes([2, 0], order)).toEqual(picked);
  });
});
