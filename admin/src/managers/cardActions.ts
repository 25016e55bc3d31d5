import type { Identifier } from 'react-admin';

/** The buttons of a manager's card. */
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
