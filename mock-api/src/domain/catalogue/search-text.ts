/**
 * Searches ignore case and accents on SQLite and PostgreSQL alike: the text
 * searched is kept beside the original in a column folded here, in code, and
 * the query is folded the same way. Neither database has to know about accents.
 */

const COMBINING_MARKS = /\p{M}/gu;
// Letters NFD leaves whole although French readers treat them as two.
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss' };

/** 'Café  Œuvre d’Afrique' -> 'cafe oeuvre d'afrique' */
export function searchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(/[œæß]/g, (letter) => LIGATURES[letter] ?? letter)
    .replace(/[’‘`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * games.search_title: both titles folded, on two lines so that a query never
 * matches across the end of one title and the start of the other.
 */
export function gameSearchTitle(game: { title_fr: string; title_en: string }): string {
  return `${searchText(game.title_fr)}\n${searchText(game.title_en)}`;
}

/** users.search_name: the player name folded, or null when there is none. */
export function userSearchName(playerName: string | null | undefined): string | null {
  return playerName ? searchText(playerName) : null;
}

/** A LIKE pattern matching `text` anywhere; % and _ typed by a player stay literal (escape '\'). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
