import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database } from './schema';

/** The one time format of the database: ISO-8601 in UTC, which sorts as text. */
export function isoNow(now: Date = new Date()): string {
  return now.toISOString();
}

export function isoAfter(seconds: number, from: Date = new Date()): string {
  return new Date(from.getTime() + seconds * 1000).toISOString();
}

export const toFlag = (value: boolean): number => (value ? 1 : 0);
export const fromFlag = (value: number | null | undefined): boolean => value === 1;

/**
 * Milliseconds from one stored time to another, in SQL: times are ISO text,
 * which each database reads as a time its own way.
 */
export function millisBetween(db: Kysely<Database>, later: string, earlier: string) {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    return sql<number>`(extract(epoch from (${sql.ref(later)}::timestamptz - ${sql.ref(earlier)}::timestamptz)) * 1000)`;
  }
  return sql<number>`((julianday(${sql.ref(later)}) - julianday(${sql.ref(earlier)})) * 86400000.0)`;
}

/**
 * The Douala day (Africa/Douala, UTC+1 all year) of a stored time, as YYYY-MM-DD
 * in SQL: the business counts its days there (shared/src/format/periods.ts).
 */
export function businessDaySql(db: Kysely<Database>, column: string) {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    return sql<string>`to_char(${sql.ref(column)}::timestamptz at time zone 'Africa/Douala', 'YYYY-MM-DD')`;
  }
  return sql<string>`date(${sql.ref(column)}, '+1 hours')`;
}
