import { ASSIGNABLE_MANAGER_FUNCTIONS } from '@quiz/shared/types';
import type { Identifier } from 'react-admin';

/** The two functions a manager may be given (spec sections 4 and 6), labelled from the catalog. */
export const FUNCTION_CHOICES = ASSIGNABLE_MANAGER_FUNCTIONS.map((fn) => ({
  id: fn,
  name: `manager_functions.${fn}`,
}));

/**
 * The buttons of a manager's card. Kept with the functions, which every managers screen
 * loads already: one chunk less before the first screen.
 */
export type CardAction = 'edit' | 'remove' | 'score';

/**
 * What a card offers its reader. On one's own card the server refuses a change of
 * function and a removal (manager_self), so neither is offered there: only the score.
 */
export function cardActions(managerId: Identifier, ownId: Identifier | undefined): CardAction[] {
  // Until the reader is known, any card may be theirs.
  const mayBeOwn = ownId === undefined || String(managerId) === String(ownId);
  return mayBeOwn ? ['score'] : ['edit', 'remove', 'score'];
}
