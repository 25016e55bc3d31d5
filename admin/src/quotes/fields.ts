/** What a quote's form sends (spec section 7). */
export const QUOTE_FIELDS = ['author', 'quote_en', 'quote_fr'] as const;
