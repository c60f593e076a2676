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

/**
 * One shared Intl.DateTimeFormat per locale and options: building one costs far more than formatting with
 * it, and a results list formats a date or two per row on every render.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function sharedDateFormat(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale ?? ''}\u0000${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

/** Shared Intl.NumberFormat per locale and options, as for dates. */
const numberFormats = new Map<string, Intl.NumberFormat>();

export function sharedNumberFormat(
  locale?: string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  const key = `${locale ?? ''}\u0000${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

const utcDayOptions: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };
const localTimeOptions: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** The date as the user reads it: their zone and locale; day-only values are shown as the UTC day. */
export function formatLocalDate(date: Date, options: DateFormatOptions = {}): string {
  if (options.precision === 'date') return sharedDateFormat(options.locale, utcDayOptions).format(date);
  return sharedDateFormat(
    options.locale,
    options.timeZone ? { ...localTimeOptions, timeZone: options.timeZone } : localTimeOptions,
  ).format(date);
}

/**
 * Builds the formatters a results list uses (DateTime's two date forms, the default number format) ahead
 * of time: the first Intl formatter of a page loads the locale's data, 10–80 ms in Chromium here, which
 * otherwise lands in the render of the first results. Called while a page waits for its answer.
 */
export function warmDateFormats(): void {
  const now = new Date();
  formatLocalDate(now);
  formatLocalDate(now, { precision: 'date' });
  sharedNumberFormat().format(0);
}

/** `2026-11-14 06:00:00 UTC`, or `2026-11-14 (UTC)` for day-only values. */
export function formatUtcDate(date: Date, precision?: string | null): string {
  const iso = date.toISOString();
  return precision === 'date' ? `${iso.slice(0, 10)} (UTC)` : `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}
