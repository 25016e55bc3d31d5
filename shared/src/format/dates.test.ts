import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import {
  formatDate,
  formatDateTime,
  formatDuration,
  formatRelativeTime,
  MONTHS_SHORT,
} from './dates';

const now = new Date(2024, 2, 20, 12, 0, 0); // 20 March 2024, 12:00 local
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('MONTHS_SHORT', () => {
  it('has twelve abbreviations per language', () => {
    expect(MONTHS_SHORT.fr).toHaveLength(12);
    expect(MONTHS_SHORT.en).toHaveLength(12);
    expect(MONTHS_SHORT.fr[1]).toBe('févr.');
    expect(MONTHS_SHORT.en[11]).toBe('Dec');
  });
});

describe('formatDateTime', () => {
  it('gives the date and the 24-hour time, in each language', () => {
    const date = new Date(2024, 2, 7, 9, 5);
    expect(formatDateTime(date, 'fr')).toBe('7 mars 2024 à 09:05');
    expect(formatDateTime(date, 'en')).toBe('Mar 7, 2024 at 09:05');
    expect(formatDateTime(new Date(2024, 11, 31, 23, 59).toISOString(), 'en')).toBe(
      'Dec 31, 2024 at 23:59',
    );
  });
});

describe('formatDate', () => {
  it('writes the date the way each language does', () => {
    const date = new Date(2024, 2, 7);
    expect(formatDate(date, 'fr')).toBe('7 mars 2024');
    expect(formatDate(date, 'en')).toBe('Mar 7, 2024');
  });
});

describe('formatRelativeTime', () => {
  it('shows a date beyond 15 days', () => {
    expect(formatRelativeTime(ago(16 * DAY), now, en)).toBe('Mar 4, 2024');
    expect(formatRelativeTime(ago(16 * DAY), now, fr)).toBe('4 mars 2024');
  });

  it('shows days from 2 to 15', () => {
    expect(formatRelativeTime(ago(15 * DAY), now, en)).toBe('15 days ago');
    expect(formatRelativeTime(ago(15 * DAY + 23 * HOUR), now, fr)).toBe('Il y a 15 jours');
    expect(formatRelativeTime(ago(2 * DAY), now, fr)).toBe('Il y a 2 jours');
  });

  it('shows yesterday for one day', () => {
    expect(formatRelativeTime(ago(DAY), now, en)).toBe('Yesterday');
    expect(formatRelativeTime(ago(2 * DAY - 1), now, fr)).toBe('Hier');
  });

  it('shows hours, minutes and just now below a day', () => {
    expect(formatRelativeTime(ago(DAY - 1), now, en)).toBe('23 hours ago');
    expect(formatRelativeTime(ago(HOUR), now, fr)).toBe('Il y a 1 heure');
    expect(formatRelativeTime(ago(2 * HOUR), now, fr)).toBe('Il y a 2 heures');
    expect(formatRelativeTime(ago(59 * MIN), now, en)).toBe('59 minutes ago');
    expect(formatRelativeTime(ago(MIN), now, en)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(59_000), now, fr)).toBe("À l'instant");
  });

  it('reads future times as just now and accepts ISO strings', () => {
    expect(formatRelativeTime(new Date(now.getTime() + HOUR), now, en)).toBe('Just now');
    expect(formatRelativeTime(ago(3 * DAY).toISOString(), now, en)).toBe('3 days ago');
  });
});

describe('formatDuration', () => {
  it('shows mm:ss under an hour and h:mm:ss beyond', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(307)).toBe('05:07');
    expect(formatDuration(3599)).toBe('59:59');
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(formatDuration(86_400)).toBe('24:00:00');
    expect(formatDuration(-5)).toBe('00:00');
  });
});
