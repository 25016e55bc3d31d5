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

/** After removing the question at `index`, the carousel shows the one before it, if any. */
export const positionAfterRemoving = (index: number, remaining: number) =>
  remaining === 0 ? 0 : Math.max(0, Math.min(index - 1, remaining - 1));

export function emptyQuestion(type: QuestionType): QuestionDraft {
  return { type, label: '', label_en: '', choices_fr: [], choices_en: [], correction_ids: [] };
}

/** What of the wizard survives a reload: its texts. Files cannot be kept by the browser. */
export interface SavedDraft {
  title_fr: string;
  title_en: string;
  indexes: number[];
  questions: QuestionDraft[];
}

const DRAFT_KEY = 'QuizAdmin.gameDraft';

/** The texts of a question; its pictures are dropped, a picture question keeps none of its choices. */
function storable(question: QuestionDraft): QuestionDraft {
  const pictures = question.choices_fr.some((choice) => typeof choice !== 'string');
  return {
    ...question,
    illustration: null,
    ...(pictures ? { choices_fr: [], choices_en: [], correction_ids: [] } : {}),
  };
}

export function saveDraft(draft: SavedDraft, store: Pick<Storage, 'setItem'> = localStorage) {
  try {
    store.setItem(
      DRAFT_KEY,
      JSON.stringify({ ...draft, questions: draft.questions.map(storable) }),
    );
  } catch {
    // A full or private storage keeps no draft; the wizard works the same.
  }
}

export function loadDraft(store: Pick<Storage, 'getItem'> = localStorage): SavedDraft | null {
  try {
    const raw = store.getItem(DRAFT_KEY);
    const draft = raw ? (JSON.parse(raw) as Partial<SavedDraft>) : null;
    if (!draft || !Array.isArray(draft.questions) || !Array.isArray(draft.indexes)) return null;
    return {
      title_fr: String(draft.title_fr ?? ''),
      title_en: String(draft.title_en ?? ''),
      indexes: draft.indexes.filter((id) => Number.isInteger(id)),
      questions: draft.questions,
    };
  } catch {
    return null;
  }
}

export function forgetDraft(store: Pick<Storage, 'removeItem'> = localStorage) {
  try {
    store.removeItem(DRAFT_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
