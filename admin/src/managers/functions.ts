import { ASSIGNABLE_MANAGER_FUNCTIONS } from '@quiz/shared/types';

/** The two functions a manager may be given (spec sections 4 and 6), labelled from the catalog. */
export const FUNCTION_CHOICES = ASSIGNABLE_MANAGER_FUNCTIONS.map((fn) => ({
  id: fn,
  name: `manager_functions.${fn}`,
}));
