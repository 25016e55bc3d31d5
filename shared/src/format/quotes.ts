/**
 * Quotes have one author for both languages (player spec section 3). Attributions
 * that name no one are written in either language and shown through the catalog
 * key returned here, so a French reader sees 'Proverbe africain'; a person's name
 * is shown as written.
 */
const ATTRIBUTIONS: Readonly<Record<string, 'quotes.african_proverb'>> = {
  'african proverb': 'quotes.african_proverb',
  'proverbe africain': 'quotes.african_proverb',
};

export function attributionKey(author: string): 'quotes.african_proverb' | null {
  return ATTRIBUTIONS[author.trim().toLowerCase()] ?? null;
}
