import { describe, expect, it } from 'vitest';
import { cardActions } from './functions';

describe("a manager's card", () => {
  it('offers edit, remove and score on another manager', () => {
    expect(cardActions(7, 3)).toEqual(['edit', 'remove', 'score']);
  });

  it('offers only the score on one’s own card, whatever the id’s type', () => {
    expect(cardActions(3, 3)).toEqual(['score']);
    expect(cardActions('3', 3)).toEqual(['score']);
  });

  it('offers only the score while the reader is not known yet', () => {
    expect(cardActions(3, undefined)).toEqual(['score']);
  });
});
