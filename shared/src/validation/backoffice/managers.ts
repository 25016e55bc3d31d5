/** Managers and statistics filter (back office sections 4 and 5). */

import { MAX_LENGTHS } from '../../constants/ui';
import { compareDateParts, isValidCalendarDate } from '../../formulas/dates';
import { ASSIGNABLE_MANAGER_FUNCTIONS, BLOCK_REASONS } from '../../types/enums';
import { form, text } from '../base';
import { calendarDate, emailOrPhone, optionalText } from '../fields';
import { VALIDATION_MESSAGES as M } from '../messages';

/** Add manager, step 1: the e-mail or phone of an existing player (?email_phone=). */
export const managerLookupSchema = form({ email_phone: emailOrPhone });

/** A manager's function can only be set to supermanager or gamesmanager. */
export const managementFunctionSchema = form({
  management_function: text()
    .required(M.required)
    .oneOf(ASSIGNABLE_MANAGER_FUNCTIONS, M.management_function_invalid),
});

/**
 * Statistics filter. The spec shows no check; real dates are required (the server
 * builds a query from them) and `from` must not be after `to`. 2000 bounds the years
 * since no statistics predate the platform.
 */
const STATS_YEAR_MIN = 2000;

export const statsRangeSchema = form({
  from: calendarDate(STATS_YEAR_MIN).required(M.required),
  to: calendarDate(STATS_YEAR_MIN).required(M.required),
}).test('ordered', function ordered(value) {
  const from = value?.from;
  const to = value?.to;
  // An impossible date is reported on its own field; ordering it would only add noise.
  if (!from || !to || !isValidCalendarDate(from) || !isValidCalendarDate(to)) return true;
  if (compareDateParts(from, to) <= 0) return true;
  return this.createError({ path: 'to', message: M.date_range_invalid });
});

/** Blocking an account for fraud: one of the reasons the player is told, and a note for managers. */
export const accountBlockSchema = form({
  reason: text().required(M.required).oneOf(BLOCK_REASONS, M.value_invalid),
  note: optionalText(MAX_LENGTHS.label),
});
