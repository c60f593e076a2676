// The interface's UTC timestamps shown in the user's time zone, with the UTC original kept at hand.

const apiDatePattern = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/;

/** Parses `YYYY-MM-DD HH:MM:SS` (UTC, as the interface sends it), also ISO forms; null when unreadable. */
export function parseApiDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const match = apiDatePattern.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hour = '0', minute = '0', second = '0'] = match;
  const date = new Date(
    Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second)),
  );
  return Number.isNaN(date.getTime()) ? null : date;
}

export interface DateFormatOptions {
  /** The interface's `published_date_precision`: `date` means only the day is known. */
  precision?: string | null;
  locale?: string;
  /** Defaults to the browser's zone. */
  timeZone?: string;
}

/** The date as the user reads it: their zone and locale; day-only values are shown as the UTC day. */
export function formatLocalDate(date: Date, options: DateFormatOptions = {}): string {
  if (options.precision === 'date') {
    return new Intl.DateTimeFormat(options.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
  }
  return new Intl.DateTimeFormat(options.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  }).format(date);
}

/** `2026-11-14 06:00:00 UTC`, or `2026-11-14 (UTC)` for day-only values. */
export function formatUtcDate(date: Date, precision?: string | null): string {
  const iso = date.toISOString();
  return precision === 'date' ? `${iso.slice(0, 10)} (UTC)` : `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}
