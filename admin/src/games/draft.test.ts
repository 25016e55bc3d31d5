import { describe, expect, it } from 'vitest';
import {
  canAddQuestion,
  canSave,
  emptyQuestion,
  pick,
  positionAfterRemoving,
  removeChoice,
  typeOf,
} from './draft';

describe('the wizard question rules (spec section 4)', () => {
  it('names the six types from the kind and the pictures switch', () => {
    expect(typeOf('single', false)).toBe('sc');
    expect(typeOf('multiple', false)).toBe('mc');
    expect(typeOf('ordered', false)).toBe('moc');
    expect(typeOf('single', true)).toBe('psc');
    expect(typeOf('multiple', true)).toBe('pmc');
    expect(typeOf('ordered', true)).toBe('pmoc');
  });

  it('keeps one right answer for single choice, toggles for multiple, orders by selection', () => {
    expect(pick('sc', [1], 2)).toEqual([2]);
    expect(pick('psc', [], 0)).toEqual([0]);
    expect(pick('mc', [1], 2)).toEqual([1, 2]);
    expect(pick('mc', [1, 2], 1)).toEqual([2]);
    expect(pick('moc', [2], 0)).toEqual([2, 0]);
    expect(pick('pmoc', [2, 0, 1], 0)).toEqual([2, 1]);
  });

  it('removes a choice in both languages and re-maps the corrections', () => {
    const question = {
      ...emptyQuestion('moc'),
      choices_fr: ['Un', 'Deux', 'Trois', 'Quatre'],
      choices_en: ['One', 'Two', 'Three', 'Four'],
      correction_ids: [3, 1, 0, 2],
    };
    expect(removeChoice(question, 1)).toMatchObject({
      choices_fr: ['Un', 'Trois', 'Quatre'],
      choices_en: ['One', 'Three', 'Four'],
      correction_ids: [2, 0, 1],
    });
  });

  it('saves only with a choice and a right answer', () => {
    const question = { ...emptyQuestion('sc'), choices_fr: ['Oui'], choices_en: ['Yes'] };
    expect(canSave(question)).toBe(false);
    expect(canSave({ ...question, correction_ids: [0] })).toBe(true);
    expect(canSave(emptyQuestion('sc'))).toBe(false);
  });

  it('shows the previous question once one is removed', () => {
    expect(positionAfterRemoving(2, 3)).toBe(1);
    expect(positionAfterRemoving(0, 3)).toBe(0);
    expect(positionAfterRemoving(0, 0)).toBe(0);
    expect(positionAfterRemoving(3, 3)).toBe(2);
  });

  it("adds questions up to the manager's questions_size, not one more", () => {
    expect(canAddQuestion(29, 30)).toBe(true);
    expect(canAddQuestion(30, 30)).toBe(false);
    expect(canAddQuestion(0, 0)).toBe(false);
  });
});
