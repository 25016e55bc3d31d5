/** Ad partner, subscription and ad forms (back office section 5). */
import { AD_SPACE_IDS } from '../../constants/business';
import { MAX_LENGTHS } from '../../constants/ui';
import { flag, form, numeric, trimmed } from '../base';
import { email, integerAtLeast, nameText, optionalText, phone } from '../fields';
import { VALIDATION_MESSAGES as M } from '../messages';
import { isHttpUrl } from '../patterns';

export const adPartnerSchema = form({
  entreprise_name: nameText(MAX_LENGTHS.company),
  /** Trade register number: optional. */
  rccm: optionalText(MAX_LENGTHS.code),
  phone_1: phone,
  phone_2: phone,
  email,
  /** Reactivation resends the partner with the flag set. */
  is_active: flag().optional(),
});

/** Amount (FCFA) and duration are positive integers; the space is one of the ad spaces. */
export const subscriptionSchema = form({
  amount: integerAtLeast(1, M.positive_required),
  duration_days: integerAtLeast(1, M.positive_required),
  type: numeric()
    .typeError(M.ad_space_invalid)
    .required(M.required)
    .oneOf(AD_SPACE_IDS, M.ad_space_invalid),
});

/** The illustration is a multipart file; only the optional link is checked. */
export const adSchema = form({
  link: trimmed()
    .max(MAX_LENGTHS.url, M.text_too_long)
    .nullable()
    .optional()
    .test('http-url', M.url_invalid, (value) => !value || isHttpUrl(value)),
});
