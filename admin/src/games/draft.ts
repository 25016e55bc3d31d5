import type { QuestionType } from '@quiz/shared/types';
import type { QuestionDraft } from '../dataProvider/games';

/*
 * The rules of the create-game wizard's question editor (spec section 4,
 * "Create-game question editing"), pure so they are tested on their own.
 */

export const isOrdered = (type: QuestionType) => type === 'moc' || type === 'pmoc';
export const isSingle = (type: QuestionType) => type === 'sc' || type === 'psc';
export const isPictures = (type: QuestionType) => type.startsWith('p');

/** The type of the editor's choice: single, multiple or ordered, with pictures or not. */
export function typeOf(kind: 'single' | 'multiple' | 'ordered', pictures: boolean): QuestionType {
  const base = kind === 'single' ? 'sc' : kind === 'multiple' ? 'mc' : 'moc';
  return (pictures ? `p${base}` : base) as QuestionType;
}

/**
 * Picking a choice as right: single-choice questions keep one (another
 * replaces it); multiple-choice questions toggle it; ordered questions add
 * it at the end of the order, or take it out.
 */
export function pick(type: QuestionType, correction: readonly number[], choice: number): number[] {
  if (isSingle(type)) return [choice];
  if (correction.includes(choice)) return correction.filter((c) => c !== choice);
  return [...correction, choice];
}

/**
 * Removing a choice removes its counterpart in the other language and its
 * place in the correction, and shifts the corrections after it.
 */
export function removeChoice(question: QuestionDraft, index: number): QuestionDraft {
  return {
    ...question,
    choices_fr: question.choices_fr.filter((_, i) => i !== index),
    choices_en: question.choices_en.filter((_, i) => i !== index),
    correction_ids: question.correction_ids
      .filter((c) => c !== index)
      .map((c) => (c > index ? c - 1 : c)),
  };
}

/** Saving needs at least one choice and one right answer (spec section 4). */
export const canSave = (question: QuestionDraft) =>
  question.choices_fr.length > 0 && question.correction_ids.length > 0;

/** A game holds at most the manager's questions_size questions (spec section 5). */
export const canAddQuestion = (count: number, max: number) => count < max;

/** After removing the question at `index`, the carousel shows the one before it, if any. */
export const positionAfterRemoving = (index: number, remaining: number) =>
  remaining === 0 ? 0 : Math.max(0, Math.min(index - 1, remaining - 1));

export function emptyQuestion(type: QuestionType): QuestionDraft {
  return { type, label: '', label_en: '', choices_fr: [], choices_en: [], correction_ids: [] };
}
