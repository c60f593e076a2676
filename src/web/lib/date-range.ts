// A time window as pages hold it in the URL (`from_`, `to_`) and send it to the interface: a preset
// relative to now (`24h`, `7d`, `30d`, `90d`) or UTC days chosen by hand (to_ inclusive).
//
// The presets are the interface's duration shorthand, so the URL value and the request value are the same
// text; days are written `YYYY-MM-DD` in the URL and `YYYY/mm/dd[ HH:MM:SS]` in the request.

export const datePresets = ['24h', '7d', '30d', '90d'] as const;
export type DatePreset = (typeof datePresets)[number];

export const datePresetLabels: Record<DatePreset, string> = {
  '24h': 'Last 24 hours',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
};

export type DateRange =
  { kind: 'preset'; preset: DatePreset } | { kind: 'custom'; from: string; to?: string };

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written `YYYY-MM-DD` (2026-02-30 is not one). */
export function isDay(value: string): boolean {
  const match = dayPattern.exec(value);
  if (!match) return false;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.toISOString().slice(0, 10) === value;
}

export function isDatePreset(value: string): value is DatePreset {
  return (datePresets as readonly string[]).includes(value);
}

/** `from_` in the URL: a preset or a day; anything else is not a start. */
export function isRangeStart(value: string): boolean {
  return isDatePreset(value) || isDay(value);
}

/**
 * The range the URL's `from_`/`to_` stand for. A preset runs to now, so a `to_` beside it means nothing
 * and is ignored; a day `from_` starts a custom range.
 */
export function dateRangeFromParams(
  from: string | undefined,
  to: string | undefined,
  fallback: DatePreset,
): DateRange {
  if (from !== undefined && isDay(from)) {
    return to !== undefined && isDay(to) ? { kind: 'custom', from, to } : { kind: 'custom', from };
  }
  return { kind: 'preset', preset: from !== undefined && isDatePreset(from) ? from : fallback };
}

export function dateRangeToParams(range: DateRange): { from_: string; to_: string | undefined } {
  if (range.kind === 'preset') return { from_: range.preset, to_: undefined };
  return { from_: range.from, to_: range.to };
}

/** Why a hand-chosen range cannot be used, or null. */
export function checkDateRange(range: DateRange): string | null {
  if (range.kind === 'preset') return null;
  if (!isDay(range.from)) return 'Choose the first day of the range.';
  if (range.to !== undefined && !isDay(range.to)) return 'The last day is not a date.';
  if (range.to !== undefined && range.to < range.from) return 'The last day comes before the first day.';
  return null;
}

const toSlashes = (day: string) => day.replaceAll('-', '/');

/** The request's `from_`: the preset as it is; a day from 00:00:00 UTC. */
export function apiFromValue(from: string): string {
  return isDay(from) ? toSlashes(from) : from;
}

/** The request's `to_`: a day through its last second, so the last day chosen is included. */
export function apiToValue(to: string): string {
  return isDay(to) ? `${toSlashes(to)} 23:59:59` : to;
}

/** Today's UTC day, `YYYY-MM-DD`: the latest day a range can usefully end. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The first UTC day a preset covers, for turning a preset into a custom range the user then edits. */
export function presetStartDay(preset: DatePreset, now: Date = new Date()): string {
  const hours = { '24h': 24, '7d': 7 * 24, '30d': 30 * 24, '90d': 90 * 24 }[preset];
  return new Date(now.getTime() - hours * 3_600_000).toISOString().slice(0, 10);
}
