/** What a badge type's form sends (spec section 7): texts always, pictures when new. */
export const BADGE_TYPE_FIELDS = [
  'type',
  'code_en',
  'code_fr',
  'title_en',
  'title_fr',
  'description_en',
  'description_fr',
  'weight',
  'color',
  'threshold',
  'number_of_units',
] as const;
export const BADGE_TYPE_PICTURES = ['icon', 'image'] as const;
