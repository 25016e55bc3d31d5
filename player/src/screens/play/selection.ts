import type { QuestionType } from '@quiz/shared/types';

/** How a question's choices are picked (spec section 4, "Play session"). */
export type SelectionRule = 'single' | 'multiple' | 'ordered';

export function selectionRule(type: QuestionType): SelectionRule {
  if (type === 'sc' || type === 'psc') return 'single';
  if (type === 'moc' || type === 'pmoc') return 'ordered';
  return 'multiple';
}

export const isPictureType = (type: QuestionType) =>
  type === 'psc' || type === 'pmc' || type === 'pmoc';

/**
 * The selection after a tap on a choice: a single choice replaces the selection
 * (tapping it again keeps it: one answer must stay); a multiple choice toggles;
 * an ordered one toggles too, the selection keeping the order of the taps, so
 * removing a choice moves the later ones up a place.
 */
export function select(type: QuestionType, selection: readonly number[], choice: number): number[] {
  if (selectionRule(type) === 'single') return [choice];
  return selection.includes(choice)
    ? selection.filter((picked) => picked !== choice)
    : [...selection, choice];
}

/** The place (from 1) of a choice in an ordered selection, or null when not picked. */
export function placeOf(selection: readonly number[], choice: number): number | null {
  const index = selection.indexOf(choice);
  return index === -1 ? null : index + 1;
}
