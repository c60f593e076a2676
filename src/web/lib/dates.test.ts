import { describe, expect, it } from 'vitest';
import { formatLocalDate, formatUtcDate, parseApiDate } from './dates';

describe('parseApiDate', () => {
  it('reads the interface format as UTC', () => {
    expect(parseApiDate('2026-11-14 06:30:05')?.toISOString()).toBe('2026-11-14T06:30:05.000Z');
  });

  it('reads ISO and date-only forms', () => {
    expect(parseApiDate('2026-11-14T06:30:05')?.toISOString()).toBe('2026-11-14T06:30:05.000Z');
    expect(parseApiDate('2026-11-14')?.toISOString()).toBe('2026-11-14T00:00:00.000Z');
  });

  it('is null for missing or unreadable values', () => {
    expect(parseApiDate(null)).toBeNull();
    expect(parseApiDate('')).toBeNull();
    expect(parseApiDate('yesterday')).toBeNull();
  });
});

describe('formatLocalDate', () => {
  const date = new Date('2026-11-14T23:30:00Z');

  it("shows the time in the given zone (the user's by default)", () => {
    expect(formatLocalDate(date, { locale: 'en-GB', timeZone: 'Asia/Tokyo' })).toBe('15 Nov 2026, 08:30');
    expect(formatLocalDate(date, { locale: 'en-GB', timeZone: 'America/New_York' })).toBe(
      '14 Nov 2026, 18:30',
    );
  });

  it('shows day-only values as the UTC day, whatever the zone', () => {
    expect(formatLocalDate(date, { locale: 'en-GB', timeZone: 'Asia/Tokyo', precision: 'date' })).toBe(
      '14 Nov 2026',
    );
  });
});

describe('formatUtcDate', () => {
  it('shows the UTC value, day-only when that is all that is known', () => {
    const date = new Date('2026-11-14T23:30:00Z');
    expect(formatUtcDate(date)).toBe('2026-11-14 23:30:00 UTC');
    expect(formatUtcDate(date, 'date')).toBe('2026-11-14 (UTC)');
  });
});
