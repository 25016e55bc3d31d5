/**
 * The business's days: Cameroon's (Africa/Douala, West Africa Time, UTC+1 all year,
 * no daylight saving). A manager's "today" or "last month" is a Douala day whatever
 * the browser's or the server's zone, and a day given as YYYY-MM-DD starts at
 * midnight there.
 */

export const BUSINESS_TIME_ZONE = 'Africa/Douala';

/** West Africa Time has been UTC+1 without daylight saving for a century. */
const BUSINESS_OFFSET_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Douala day of an instant, as YYYY-MM-DD. */
export function businessDay(at: Date | number | string): string {
  const time = new Date(at).getTime() + BUSINESS_OFFSET_MS;
  return new Date(time).toISOString().slice(0, 10);
}

/** The instant (ISO-8601 in UTC, as the database keeps times) a Douala day starts. */
export function businessDayStart(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - BUSINESS_OFFSET_MS).toISOString();
}

/** The instant the Douala day after `day` starts: the open end of a period ending on `day`. */
export function businessDayEnd(day: string): string {
  return new Date(Date.parse(businessDayStart(day)) + DAY_MS).toISOString();
}

/**
 * An instant in Douala time as a spreadsheet reads a date and time without
 * guessing: 'YYYY-MM-DD HH:MM:SS'.
 */
export function businessDateTime(at: Date | number | string): string {
  const shifted = new Date(new Date(at).getTime() + BUSINESS_OFFSET_MS).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 19)}`;
}

/** The days a period is counted over, both included, each YYYY-MM-DD. */
export interface Period {
  from: string;
  to: string;
}

/** The periods a manager picks in one click, "custom" being two dates of their own. */
export const PERIOD_PRESETS = [
  'today',
  'yesterday',
  'this_week',
  'last_7_days',
  'this_month',
  'last_month',
] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The `count` Douala days ending with today (as of `now`), oldest first, each YYYY-MM-DD. */
export function lastBusinessDays(now: Date | number, count: number): string[] {
  const today = businessDay(now);
  return Array.from({ length: count }, (_, i) => shift(today, i - count + 1));
}

/**
 * A preset's days as of `now`, in Douala: weeks start on Monday (as in Cameroon and
 * in French calendars), "last 7 days" includes today.
 */
export function presetPeriod(preset: PeriodPreset, now: Date | number): Period {
  const today = businessDay(now);
  const weekday = (new Date(`${today}T00:00:00.000Z`).getUTCDay() + 6) % 7; // Monday 0
  const monthStart = `${today.slice(0, 8)}01`;
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: shift(today, -1), to: shift(today, -1) };
    case 'this_week':
      return { from: shift(today, -weekday), to: today };
    case 'last_7_days':
      return { from: shift(today, -6), to: today };
    case 'this_month':
      return { from: monthStart, to: today };
    case 'last_month': {
      const lastDay = shift(monthStart, -1);
      return { from: `${lastDay.slice(0, 8)}01`, to: lastDay };
    }
  }
}

/** The preset a period is, as of `now`, or undefined for days of the manager's own. */
export function presetOf(period: Partial<Period>, now: Date | number): PeriodPreset | undefined {
  if (!period.from || !period.to) return undefined;
  return PERIOD_PRESETS.find((preset) => {
    const days = presetPeriod(preset, now);
    return days.from === period.from && days.to === period.to;
  });
}

/** The number of days of a period, both ends included. */
export function periodLength(period: Period): number {
  return Math.round((Date.parse(period.to) - Date.parse(period.from)) / DAY_MS) + 1;
}

/**
 * The period a figure is compared with: as many days, ending the day before
 * `period` starts (the 7 days before a week, the 26 days before 1-26 November).
 */
export function previousPeriod(period: Period): Period {
  return { from: shift(period.from, -periodLength(period)), to: shift(period.from, -1) };
}

/** A YYYY-MM-DD day as the day, month and year of the statistics' paths. */
export function dayParts(day: string): { year: number; month: number; day: number } {
  return {
    year: Number(day.slice(0, 4)),
    month: Number(day.slice(5, 7)),
    day: Number(day.slice(8, 10)),
  };
}
