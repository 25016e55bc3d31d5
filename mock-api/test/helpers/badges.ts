import { isoNow } from '../../src/db/time';

/** A badge type row earned by `type` at `threshold`, paying `units` credits, named by `code`. */
export const badgeTypeRow = (type: string, threshold: number, units: number, code = type) => ({
  type,
  threshold,
  code_en: code,
  code_fr: code,
  title_en: `${code} title`,
  title_fr: `Titre ${code}`,
  description_en: 'd',
  description_fr: 'd',
  weight: 1,
  color: 'bronze' as const,
  number_of_units: units,
  updated_at: isoNow(),
});
