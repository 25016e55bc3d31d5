/** Whether a player's selection answers a question correctly (server-side scoring). */
import type { QuestionType } from '../types/enums';

function hasDuplicates(values: readonly number[]): boolean {
  return new Set(values).size !== values.length;
}

/** Same elements in the same order. */
function sameSequence(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}

/** Same elements regardless of order; duplicates in either side never match. */
function sameSet(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length || hasDuplicates(a) || hasDuplicates(b)) return false;
  const expected = new Set(b);
  return a.every((value) => expected.has(value));
}

/**
 * sc/psc: exactly one choice selected, the correction.
 * mc/pmc: the selected set equals the correction set (order free, no duplicates, no extras).
 * moc/pmoc: the selection is the correction sequence exactly (order is the answer).
 * An empty correction never yields a win: a broken question must not pay out.
 */
export function isCorrect(
  type: QuestionType,
  correction_ids: readonly number[],
  selected: readonly number[],
): boolean {
  if (correction_ids.length === 0) return false;
  switch (type) {
    case 'sc':
    case 'psc':
      return (
        selected.length === 1 && correction_ids.length === 1 && selected[0] === correction_ids[0]
      );
    case 'mc':
    case 'pmc':
      return sameSet(selected, correction_ids);
    case 'moc':
    case 'pmoc':
      return !hasDuplicates(selected) && sameSequence(selected, correction_ids);
  }
}

/** Score of a play: how many answered questions are correct. */
export function countCorrect(
  answers: readonly {
    type: QuestionType;
    correction_ids: readonly number[];
    selected: readonly number[];
  }[],
): number {
  return answers.filter((a) => isCorrect(a.type, a.correction_ids, a.selected)).length;
}
