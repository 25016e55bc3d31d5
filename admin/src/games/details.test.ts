import type { StoredQuestion } from '@quiz/shared/contract';
import { describe, expect, it } from 'vitest';
import { NO_PERMISSIONS, type Permissions } from '../permissions';
import { otherLanguage, otherPlaces, type Place, questionIn, titleIn } from './details';

const question: StoredQuestion = {
  id: 1,
  rank: 1,
  type: 'sc',
  label_fr: 'Capitale du Cameroun ?',
  label_en: 'Capital of Cameroon?',
  illustration: null,
  choice_values_fr: ['Yaoundé', 'Douala'],
  choice_values_en: ['Yaounde', 'Douala'],
  correction_ids: [0],
  explanation_fr: 'Depuis 1961.',
  explanation_en: null,
};

describe("a game's details in one language, then the other", () => {
  it('switches to the other language and back', () => {
    expect(otherLanguage('fr')).toBe('en');
    expect(otherLanguage(otherLanguage('fr'))).toBe('fr');
  });

  it("shows the title and each question's texts in the language chosen", () => {
    expect(titleIn({ title_fr: 'Capitales', title_en: 'Capitals' }, 'en')).toBe('Capitals');
    expect(questionIn(question, 'fr')).toEqual({
      label: 'Capitale du Cameroun ?',
      choices: ['Yaoundé', 'Douala'],
      explanation: 'Depuis 1961.',
    });
    expect(questionIn(question, 'en')).toEqual({
      label: 'Capital of Cameroon?',
      choices: ['Yaounde', 'Douala'],
      explanation: null,
    });
  });
});

describe("the details' links to the back office's other places", () => {
  const board: Place[] = [
    { name: 'managers', area: 'super', section: 'managers' },
    { name: 'games', area: 'games', section: 'games' },
    { name: 'indexes', area: 'super', section: 'indexes' },
    { name: 'stats', area: 'payments', section: 'statistics' },
  ];
  const manager = (role: Partial<Permissions>): Permissions => ({
    ...NO_PERMISSIONS,
    isAdmin: true,
    ...role,
  });

  it("are the super board's places a super manager enters, in its order, games aside", () => {
    expect(otherPlaces(board, manager({ isSuperManager: true })).map((p) => p.name)).toEqual([
      'managers',
      'indexes',
      'stats',
    ]);
  });

  it('are none of the super area for a games manager', () => {
    expect(otherPlaces(board, manager({ isGamesManager: true }))).toEqual([]);
    expect(otherPlaces(board, undefined)).toEqual([]);
  });
});
