import { PostgresAdapter, type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/index';

/*
 * The trigram indexes of players' texts (migration 0025_name_trigrams), for
 * searches of part of a name, e-mail or full name. PostgreSQL's serve the
 * searches' LIKE as written. SQLite's FTS5 table is asked first, here, which
 * players may match; those players' rows are then compared as before, so the
 * answers stay those of the comparisons alone, case and accents included.
 */

/** A trigram is three characters: a shorter text has none to look up. */
export const TRIGRAM_MIN = 3;

/** The columns of users_search: users.search_name, users.email, and first and last names. */
export type IndexedText = 'search_name' | 'email' | 'full_name';

/** Some of the indexed columns, and the text one of them must hold. */
export type IndexedSearch = readonly [columns: readonly IndexedText[], text: string];

/** A phrase of FTS5's query language: the text in double quotes, its own doubled. */
const phrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

/**
 * On SQLite, the players (their id in `idColumn`) whose indexed columns may
 * hold one of the texts: a condition that narrows a search to them, to be
 * put beside the search's own comparisons, which decide. The trigram index
 * finds every row that holds a text (it folds case itself), and some more.
 *
 * Null when no such narrowing is needed or possible: on PostgreSQL, whose
 * indexes serve LIKE itself; and for a text shorter than three characters,
 * which the index cannot look up: those searches read the players row by
 * row as they did before the index (a short text matches a good share of
 * them anyway).
 */
export function indexedCandidates(
  db: Db,
  idColumn: string,
  searches: readonly IndexedSearch[],
): RawBuilder<boolean> | null {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return null;
  if (searches.length === 0) return null;
  if (searches.some(([, text]) => [...text].length < TRIGRAM_MIN)) return null;
  const query = searches
    .map(([columns, text]) => `{${columns.join(' ')}} : ${phrase(text)}`)
    .join(' OR ');
  return sql<boolean>`${sql.ref(idColumn)} in (select rowid from users_search where users_search match ${query})`;
}
