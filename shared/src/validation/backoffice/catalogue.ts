/** Game index, badge type and quote forms (back office section 5). */
import { MAX_ID } from '../../constants/business';
import { MAX_LENGTHS } from '../../constants/ui';
import { BADGE_COLORS } from '../../types/enums';
import { form, numeric, trimmed } from '../base';
import { integerAtLeast, nameText, optionalText, requiredText } from '../fields';
import { VALIDATION_MESSAGES as M } from '../messages';

/**
 * Game index: the five text fields must pass the required-text check. Pictures are
 * multipart files sent only when newly chosen, so they are not part of the schema.
 */
export const gameIndexSchema = form({
  code: requiredText(MAX_LENGTHS.code),
  label_en: requiredText(MAX_LENGTHS.title),
  label_fr: requiredText(MAX_LENGTHS.title),
  cover_description_en: requiredText(MAX_LENGTHS.label),
  cover_description_fr: requiredText(MAX_LENGTHS.label),
});

/** How many of its rule's events (plays, wins, friends...) earn a badge. */
export const badgeThreshold = integerAtLeast(1, M.positive_required);
/** Credits given with a badge, 0 for none. */
export const badgeUnits = integerAtLeast(0, M.integer_invalid);

/**
 * Badge type: every text, the weight and the colour are required. `type` is sent but
 * not checked by the spec; it is kept as optional text. Weight ranks badges (#weight)
 * and is a non-negative integer. The spec's form does not show the threshold and the
 * credits given, but a badge type means nothing without them: they are optional here
 * (1 and 0 when not sent) and checked when sent, so the form can set them.
 */
export const badgeTypeSchema = form({
  type: optionalText(MAX_LENGTHS.code),
  threshold: badgeThreshold.optional(),
  number_of_units: badgeUnits.optional(),
  code_en: requiredText(MAX_LENGTHS.code),
  code_fr: requiredText(MAX_LENGTHS.code),
  title_en: requiredText(MAX_LENGTHS.title),
  title_fr: requiredText(MAX_LENGTHS.title),
  description_en: requiredText(MAX_LENGTHS.label),
  description_fr: requiredText(MAX_LENGTHS.label),
  weight: integerAtLeast(0, M.integer_invalid),
  color: trimmed().required(M.required).oneOf(BADGE_COLORS, M.color_invalid),
});

export const quoteSchema = form({
  author: nameText(MAX_LENGTHS.author),
  quote_en: requiredText(MAX_LENGTHS.quote),
  quote_fr: requiredText(MAX_LENGTHS.quote),
});

/** `?id=`, `?quote_id=`... query parameters naming a record. */
export const recordIdSchema = numeric()
  .typeError(M.id_invalid)
  .required(M.required)
  .integer(M.id_invalid)
  .positive(M.id_invalid)
  .max(MAX_ID, M.id_invalid);
