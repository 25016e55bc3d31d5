import { describe, expect, it } from 'vitest';
import {
  businessDateTime,
  businessDay,
  businessDayEnd,
  businessDayStart,
  dayParts,
  lastBusinessDays,
  periodLength,
  presetOf,
  presetPeriod,
  previousPeriod,
} from './periods';

// Wednesday 15 April 2026, 23:30 in Douala (22:30 UTC).
const LATE_WEDNESDAY = new Date('2026-04-15T22:30:00.000Z');

describe('business days (Africa/Douala, UTC+1)', () => {
  it('reads an instant on its Douala day, which turns an hour before UTC midnight', () => {
    expect(businessDay('2026-04-15T22:59:59.999Z')).toBe('2026-04-15');
    expect(businessDay('2026-04-15T23:00:00.000Z')).toBe('2026-04-16');
  });

  it('starts and ends a day at Douala midnight, in UTC as the database keeps times', () => {
    expect(businessDayStart('2026-04-15')).toBe('2026-04-14T23:00:00.000Z');
    expect(businessDayEnd('2026-04-15')).toBe('2026-04-15T23:00:00.000Z');
    expect(businessDayEnd('2026-02-28')).toBe('2026-02-28T23:00:00.000Z');
  });

  it('writes a date and time a spreadsheet reads, in Douala time', () => {
    expect(businessDateTime('2026-04-15T23:05:09.120Z')).toBe('2026-04-16 00:05:09');
  });
});

describe('period presets', () => {
  it('counts today, yesterday, the week from Monday and the last 7 days in Douala', () => {
    expect(presetPeriod('today', LATE_WEDNESDAY)).toEqual({ from: '2026-04-15', to: '2026-04-15' });
    expect(presetPeriod('yesterday', LATE_WEDNESDAY)).toEqual({
      from: '2026-04-14',
      to: '2026-04-14',
    });
    expect(presetPeriod('this_week', LATE_WEDNESDAY)).toEqual({
      from: '2026-04-13',
      to: '2026-04-15',
    });
    expect(presetPeriod('last_7_days', LATE_WEDNESDAY)).toEqual({
      from: '2026-04-09',
      to: '2026-04-15',
    });
    // Half an hour later it is Thursday in Douala, still Wednesday in UTC.
    expect(presetPeriod('today', new Date('2026-04-15T23:30:00.000Z')).from).toBe('2026-04-16');
  });

  it('takes a Sunday as the last day of its week', () => {
    expect(presetPeriod('this_week', new Date('2026-04-19T12:00:00.000Z'))).toEqual({
      from: '2026-04-13',
      to: '2026-04-19',
    });
  });

  it('counts this month and the whole of last month, across a year', () => {
    expect(presetPeriod('this_month', LATE_WEDNESDAY)).toEqual({
      from: '2026-04-01',
      to: '2026-04-15',
    });
    expect(presetPeriod('last_month', LATE_WEDNESDAY)).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(presetPeriod('last_month', new Date('2026-01-10T10:00:00.000Z'))).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
  });

  it('names the preset two dates are, or none for days of the manager’s own', () => {
    expect(presetOf({ from: '2026-04-09', to: '2026-04-15' }, LATE_WEDNESDAY)).toBe('last_7_days');
    expect(presetOf({ from: '2026-04-10', to: '2026-04-15' }, LATE_WEDNESDAY)).toBeUndefined();
    expect(presetOf({ from: '2026-04-15' }, LATE_WEDNESDAY)).toBeUndefined();
  });
});

describe('the period before', () => {
  it('has as many days and ends the day before, across months and years', () => {
    expect(previousPeriod({ from: '2026-04-13', to: '2026-04-19' })).toEqual({
      from: '2026-04-06',
      to: '2026-04-12',
    });
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-01' })).toEqual({
      from: '2026-02-28',
      to: '2026-02-28',
    });
    expect(previousPeriod({ from: '2026-01-01', to: '2026-01-26' })).toEqual({
      from: '2025-12-06',
      to: '2025-12-31',
    });
    expect(periodLength({ from: '2024-02-01', to: '2024-02-29' })).toBe(29);
  });

  it('reads a day as the parts of a statistics path', () => {
    expect(dayParts('2026-03-09')).toEqual({ year: 2026, month: 3, day: 9 });
  });
});

describe('lastBusinessDays', () => {
  it('ends with the Douala day, which starts at 23:00 UTC the day before', () => {
    expect(lastBusinessDays(Date.parse('2026-03-01T23:30:00Z'), 3)).toEqual([
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(lastBusinessDays(Date.parse('2026-03-01T22:30:00Z'), 1)).toEqual(['2026-03-01']);
  });
});
