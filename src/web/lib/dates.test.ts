import { describe, expect, it, vi } from 'vitest';
import {
  formatLocalDate,
  formatUtcDate,
  parseApiDate,
  sharedDateFormat,
  sharedNumberFormat,
  warmDateFormats,
} from './dates';

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

describe('shared formatters', () => {
  it('builds one Intl.DateTimeFormat per locale and options, and reuses it', () => {
    const first = sharedDateFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
    expect(sharedDateFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(first);
    expect(sharedDateFormat('en-GB', { dateStyle: 'short', timeZone: 'UTC' })).not.toBe(first);
    expect(sharedDateFormat('de-DE', { dateStyle: 'medium', timeZone: 'UTC' })).not.toBe(first);
    expect(first.format(new Date('2026-11-14T23:30:00Z'))).toBe('14 Nov 2026');
  });

  it('formats many dates without building a formatter per call', () => {
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    const date = new Date('2026-11-14T23:30:00Z');
    formatLocalDate(date, { locale: 'en-GB', timeZone: 'Asia/Tokyo' });
    const afterFirst = built.mock.calls.length;
    for (let index = 0; index < 50; index += 1) {
      formatLocalDate(date, { locale: 'en-GB', timeZone: 'Asia/Tokyo' });
      formatLocalDate(date, { locale: 'en-GB', precision: 'date' });
    }
    expect(built.mock.calls.length - afterFirst).toBeLessThanOrEqual(1);
    // The spy does see a formatter being built.
    const before = built.mock.calls.length;
    sharedDateFormat('en-GB', { weekday: 'long', timeZone: 'UTC' });
    expect(built.mock.calls.length).toBe(before + 1);
    built.mockRestore();
  });

  it('warms the formatters the results use, so rendering them builds none', () => {
    warmDateFormats();
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    const date = new Date('2026-11-14T23:30:00Z');
    formatLocalDate(date);
    formatLocalDate(date, { precision: 'date' });
    expect(built).not.toHaveBeenCalled();
    built.mockRestore();
  });

  it('shares number formats the same way', () => {
    const format = sharedNumberFormat('en-US');
    expect(sharedNumberFormat('en-US')).toBe(format);
    expect(format.format(12345)).toBe('12,345');
  });
});
