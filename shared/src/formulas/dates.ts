/** Calendar checks shared by birthday validation and the sign-up age rule. */

export interface DateParts {
  day: number;
  month: number;
  year: number;
}

/** True when day/month/year name a real calendar day (31/02 and 29/02/2023 are not). */
export function isValidCalendarDate({ day, month, year }: DateParts): boolean {
  if (![day, month, year].every(Number.isInteger)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one; UTC avoids DST surprises.
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

/** Full years between a birthday and `now` (a birthday today counts). */
export function ageOn(birthday: DateParts, now: Date): number {
  const years = now.getFullYear() - birthday.year;
  const beforeBirthday =
    now.getMonth() + 1 < birthday.month ||
    (now.getMonth() + 1 === birthday.month && now.getDate() < birthday.day);
  return beforeBirthday ? years - 1 : years;
}

export function isOldEnough(birthday: DateParts, minAge: number, now: Date): boolean {
  return ageOn(birthday, now) >= minAge;
}

/** Orders two dates given as parts: negative when a is before b, 0 when equal. */
export function compareDateParts(a: DateParts, b: DateParts): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}
