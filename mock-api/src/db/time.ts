/** The one time format of the database: ISO-8601 in UTC, which sorts as text. */
export function isoNow(now: Date = new Date()): string {
  return now.toISOString();
}

export function isoAfter(seconds: number, from: Date = new Date()): string {
  return new Date(from.getTime() + seconds * 1000).toISOString();
}

export const toFlag = (value: boolean): number => (value ? 1 : 0);
export const fromFlag = (value: number | null | undefined): boolean => value === 1;
