import { nationalPhone, PHONE_PATTERN } from '@quiz/shared/validation';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/index';
import { type IndexedSearch, indexedCandidates } from '../catalogue/name-index';
import { containsPattern, searchText } from '../catalogue/search-text';

/** `column like pattern`, the pattern's wildcards escaped by containsPattern. */
export function like(column: string, pattern: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.raw(column)} like ${pattern} escape '\\'`;
}

/** The users under the alias `u` who are players: managers are no players. */
export function playersOnly(): RawBuilder<boolean> {
  return sql<boolean>`not exists (select 1 from managers m where m.user_id = u.id)`;
}

/**
 * What a manager types to find a person, as the person says it on the phone:
 * their phone number in any written form, part of their e-mail, of their
 * player name (ignoring case and accents) or of their first and last names.
 * The conditions read the users table under the alias `u`; any one may match.
 * The parts of texts are looked up in the trigram index first (name-index.ts).
 */
export function personMatching(db: Db, q: string): RawBuilder<boolean>[] {
  const phone = nationalPhone(q);
  const folded = searchText(q);
  const lower = q.toLowerCase();
  const fullName = "lower(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))";
  const texts = [
    like('lower(u.email)', containsPattern(lower)),
    ...(folded
      ? [like('u.search_name', containsPattern(folded)), like(fullName, containsPattern(lower))]
      : []),
  ];
  const indexed: IndexedSearch[] = folded
    ? [
        [['email', 'full_name'], lower],
        [['search_name'], folded],
      ]
    : [[['email'], lower]];
  const candidates = indexedCandidates(db, 'u.id', indexed);
  return [
    ...(PHONE_PATTERN.test(phone) ? [sql<boolean>`u.phone_number = ${phone}`] : []),
    ...(candidates ? [sql<boolean>`(${candidates} and (${sql.join(texts, sql` or `)}))`] : texts),
  ];
}
