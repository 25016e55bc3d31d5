import type { StoredQuestion } from '@quiz/shared/contract';
import type { Language } from '@quiz/shared/types';
import { type Area, canSee, type Permissions } from '../permissions';

/*
 * What a game's details view shows (spec section 2): its texts in one language,
 * the manager's at first, the other one on demand to proof a translation; and
 * the links to the back office's other places.
 */

export const otherLanguage = (language: Language): Language => (language === 'fr' ? 'en' : 'fr');

export function titleIn(game: { title_fr: string; title_en: string }, language: Language) {
  return language === 'fr' ? game.title_fr : game.title_en;
}

/** A question's texts in one language: its label, choices and explanation. */
export function questionIn(question: StoredQuestion, language: Language) {
  const fr = language === 'fr';
  return {
    label: fr ? question.label_fr : question.label_en,
    choices: fr ? question.choice_values_fr : question.choice_values_en,
    explanation: fr ? question.explanation_fr : question.explanation_en,
  };
}

/** A place of the super board (resources.tsx BOARD_LINKS). */
export interface Place {
  name: string;
  area: Area;
  section: string;
}

/**
 * The super board's places (spec section 2), in its order, that the manager may
 * enter, but for games management itself, which the back link reaches.
 */
export function otherPlaces<P extends Place>(
  board: readonly P[],
  permissions: Permissions | undefined,
): P[] {
  return board.filter((place) => place.name !== 'games' && canSee(place.area, permissions));
}
