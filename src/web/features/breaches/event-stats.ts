// What the Breaches page computes from the fetched events, in the browser: the timeline's buckets and the
// days a brush covers, the list's narrowing and order, and the distributions beside it. All days are UTC
// days `YYYY-MM-DD`, as the interface's dates are UTC.
import type { BreachEvent, DataType } from '../../../contract/events';
import { isNewerThan } from '../../lib/breach-visits';
import { parseApiDate, sharedDateFormat } from '../../lib/dates';
import { dataTypes, dateBoundsOf, isRangePreset } from './breaches-search';
import type { BreachFilters, DateField } from './breaches-search';

const dayMs = 86_400_000;

/** The UTC day of an interface date (`YYYY-MM-DD HH:MM:SS`), or null. */
export function dayOf(value: string | null | undefined): string | null {
  const date = parseApiDate(value);
  return date ? date.toISOString().slice(0, 10) : null;
}

export function eventDay(event: BreachEvent, field: DateField): string | null {
  return dayOf(field === 'event_date' ? event.event_date : event.extraction_date);
}

const dayToTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const timeToDay = (time: number) => new Date(time).toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  return timeToDay(dayToTime(day) + days * dayMs);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayToTime(to) - dayToTime(from)) / dayMs);
}

/** The UTC day a window bound stands for: a day is itself; `now-30d` counts back from `now`. */
export function boundDay(bound: string, now: Date): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(bound)) return bound;
  const relative = /^now(?:-(\d+)([dhw]))?$/.exec(bound);
  if (!relative) return null;
  const [, amount, unit] = relative;
  const hours = amount === undefined ? 0 : Number(amount) * { h: 1, d: 24, w: 168 }[unit as 'h' | 'd' | 'w'];
  return timeToDay(now.getTime() - hours * 3_600_000);
}

// ---------------------------------------------------------------------------------------------------
// Data types

/** The five classes of the interface, then `other` for a value outside them or none. */
export type DataTypeKey = DataType | 'other';
export const dataTypeKeys: readonly DataTypeKey[] = [...dataTypes, 'other'];

export function dataTypeOf(event: BreachEvent): DataTypeKey {
  const value = event.data_breach?.data_type?.toLowerCase();
  return dataTypes.find((type) => type === value) ?? 'other';
}

export interface CountRow<Key extends string = string> {
  key: Key;
  label: string;
  events: number;
}

/** Events per data type: the five classes always (zeros included, so charts compare), `other` when present. */
export function dataTypeCounts(events: readonly BreachEvent[]): CountRow<DataTypeKey>[] {
  const counts = new Map<DataTypeKey, number>(dataTypeKeys.map((key) => [key, 0]));
  for (const event of events) {
    const key = dataTypeOf(event);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return dataTypeKeys
    .filter((key) => key !== 'other' || (counts.get('other') ?? 0) > 0)
    .map((key) => ({ key, label: key, events: counts.get(key) ?? 0 }));
}

// ---------------------------------------------------------------------------------------------------
// Timeline

export type TimelineInterval = 'day' | 'week' | 'month';

/**
 * Days up to about six weeks, weeks up to two years, months beyond: a readable number of bars (at most ~45,
 * ~105, then months), and a chart whose drawing time stays small (each bar is six stacked shapes plus its
 * twin in the brush: thirteen weeks drawn by day took ~1 s of main thread on this project's machine).
 */
export function autoInterval(fromDay: string, toDay: string): TimelineInterval {
  const span = daysBetween(fromDay, toDay);
  if (span <= 45) return 'day';
  if (span <= 731) return 'week';
  return 'month';
}

/** The first day of the bucket holding `day`: itself, its ISO week's Monday, or its month's first day. */
export function bucketStart(day: string, interval: TimelineInterval): string {
  if (interval === 'day') return day;
  if (interval === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = (new Date(dayToTime(day)).getUTCDay() + 6) % 7; // Monday 0
  return addDays(day, -weekday);
}

function nextBucketStart(start: string, interval: TimelineInterval): string {
  if (interval === 'day') return addDays(start, 1);
  if (interval === 'week') return addDays(start, 7);
  const date = new Date(dayToTime(start));
  date.setUTCMonth(date.getUTCMonth() + 1);
  return timeToDay(date.getTime());
}

export interface TimelineBucket {
  /** First and last day of the bucket, inclusive. */
  from: string;
  to: string;
  counts: Record<DataTypeKey, number>;
  total: number;
}

export interface Timeline {
  buckets: TimelineBucket[];
  /** Events without a value in the date field: not on the timeline. */
  undated: number;
}

const zeroCounts = (): Record<DataTypeKey, number> =>
  Object.fromEntries(dataTypeKeys.map((key) => [key, 0])) as Record<DataTypeKey, number>;

export interface DayRange {
  from: string;
  to: string;
}

/**
 * The days a timeline covers: the window asked for (either side optional) widened to every dated event;
 * null when there is neither a window nor a dated event.
 */
export function timelineSpan(
  events: readonly BreachEvent[],
  field: DateField,
  window: { from?: string | null; to?: string | null } = {},
): DayRange | null {
  let first = window.from ?? null;
  let last = window.to ?? null;
  for (const event of events) {
    const day = eventDay(event, field);
    if (day === null) continue;
    if (first === null || day < first) first = day;
    if (last === null || day > last) last = day;
  }
  if (first === null || last === null) return null;
  return first <= last ? { from: first, to: last } : { from: last, to: first };
}

/** Events per bucket of `field` over `span`, stacked by data type, with empty buckets filled in. */
export function timeline(
  events: readonly BreachEvent[],
  field: DateField,
  interval: TimelineInterval,
  span: DayRange | null,
): Timeline {
  const buckets: TimelineBucket[] = [];
  const byStart = new Map<string, TimelineBucket>();
  if (span !== null) {
    for (let start = bucketStart(span.from, interval); start <= span.to;) {
      const next = nextBucketStart(start, interval);
      const bucket = { from: start, to: addDays(next, -1), counts: zeroCounts(), total: 0 };
      buckets.push(bucket);
      byStart.set(start, bucket);
      start = next;
    }
  }
  let undated = 0;
  for (const event of events) {
    const day = eventDay(event, field);
    if (day === null) {
      undated += 1;
      continue;
    }
    const bucket = byStart.get(bucketStart(day, interval));
    if (!bucket) continue; // outside the span: only when the caller's span leaves it out
    bucket.counts[dataTypeOf(event)] += 1;
    bucket.total += 1;
  }
  return { buckets, undated };
}

/**
 * A bucket's axis label: `3 Nov` for a day or the week starting then, `Nov 2026` for a month; days get
 * their year when the timeline crosses a year, so labels stay distinct.
 */
export function bucketLabel(
  bucket: Pick<TimelineBucket, 'from'>,
  interval: TimelineInterval,
  withYear: boolean,
  locale?: string,
): string {
  const date = new Date(dayToTime(bucket.from));
  const options: Intl.DateTimeFormatOptions =
    interval === 'month'
      ? { month: 'short', year: 'numeric', timeZone: 'UTC' }
      : { day: 'numeric', month: 'short', ...(withYear ? { year: 'numeric' } : {}), timeZone: 'UTC' };
  return sharedDateFormat(locale, options).format(date);
}

export interface BrushIndexes {
  startIndex: number;
  endIndex: number;
}

/** The buckets a brushed day range touches, or undefined when it touches none. */
export function brushIndexesOf(
  buckets: readonly TimelineBucket[],
  range: DayRange,
): BrushIndexes | undefined {
  const startIndex = buckets.findIndex((bucket) => bucket.to >= range.from);
  const endIndex = buckets.findLastIndex((bucket) => bucket.from <= range.to);
  if (startIndex < 0 || endIndex < 0 || startIndex > endIndex) return undefined;
  return { startIndex, endIndex };
}

/** The days a brush over buckets covers; undefined when it covers them all (no narrowing). */
export function brushedDays(
  buckets: readonly TimelineBucket[],
  { startIndex, endIndex }: BrushIndexes,
): DayRange | undefined {
  const low = Math.max(0, Math.min(startIndex, endIndex));
  const high = Math.min(buckets.length - 1, Math.max(startIndex, endIndex));
  if (low === 0 && high === buckets.length - 1) return undefined;
  const first = buckets[low];
  const last = buckets[high];
  return first && last ? { from: first.from, to: last.to } : undefined;
}

// ---------------------------------------------------------------------------------------------------
// Narrowing and order of the list

export function eventsInDays(
  events: readonly BreachEvent[],
  field: DateField,
  range: DayRange,
): BreachEvent[] {
  return events.filter((event) => {
    const day = eventDay(event, field);
    return day !== null && day >= range.from && day <= range.to;
  });
}

/** Events extracted strictly after `since` (the timestamps compared, not just the days). */
export function eventsNewerThan(events: readonly BreachEvent[], since: Date): BreachEvent[] {
  return events.filter((event) => isNewerThan(event, since));
}

/** Newest first on `field` (events without it last), then on the other date, then by id for a stable order. */
export function sortEvents(events: readonly BreachEvent[], field: DateField): BreachEvent[] {
  const other: DateField = field === 'event_date' ? 'extraction_date' : 'event_date';
  const key = (event: BreachEvent, which: DateField) =>
    (which === 'event_date' ? event.event_date : event.extraction_date) ?? '';
  return [...events].sort(
    (a, b) =>
      key(b, field).localeCompare(key(a, field)) ||
      key(b, other).localeCompare(key(a, other)) ||
      a.id.localeCompare(b.id),
  );
}

// ---------------------------------------------------------------------------------------------------
// Distributions

/** The `limit` most frequent values (counted once per event, case-insensitively), most first, then A–Z. */
function topValues(
  events: readonly BreachEvent[],
  valuesOf: (event: BreachEvent) => readonly (string | null | undefined)[],
  limit: number,
): CountRow[] {
  const counts = new Map<string, CountRow>();
  for (const event of events) {
    const seen = new Set<string>();
    for (const raw of valuesOf(event)) {
      const label = raw?.trim();
      if (!label) continue;
      const key = label.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      const row = counts.get(key);
      if (row) row.events += 1;
      else counts.set(key, { key, label, events: 1 });
    }
  }
  return [...counts.values()]
    .sort((a, b) => b.events - a.events || a.label.localeCompare(b.label))
    .slice(0, limit);
}

export function topImpacted(events: readonly BreachEvent[], limit = 10): CountRow[] {
  return topValues(events, (event) => event.data_breach?.impacted ?? [], limit);
}

export function topCompanies(events: readonly BreachEvent[], limit = 10): CountRow[] {
  return topValues(events, (event) => [event.company_name], limit);
}

/** Days from the breach (event_date) to its extraction from news; null without an event_date. */
export function disclosureLagDays(event: BreachEvent): number | null {
  const occurred = dayOf(event.event_date);
  const extracted = dayOf(event.extraction_date);
  return occurred === null || extracted === null ? null : daysBetween(occurred, extracted);
}

/** Lag buckets: upper bounds in days (inclusive); the first holds lags below zero (dates that disagree). */
const lagBuckets: readonly { label: string; max: number }[] = [
  { label: 'Before', max: -1 },
  { label: 'Same day', max: 0 },
  { label: '1–3 d', max: 3 },
  { label: '4–7 d', max: 7 },
  { label: '8–14 d', max: 14 },
  { label: '15–30 d', max: 30 },
  { label: '31–60 d', max: 60 },
  { label: '61–90 d', max: 90 },
  { label: '91–180 d', max: 180 },
  { label: '181–365 d', max: 365 },
  { label: 'Over 1 y', max: Number.POSITIVE_INFINITY },
];

export interface DisclosureLags {
  buckets: CountRow[];
  /** Events with both dates. */
  measured: number;
  /** Events without an event_date: no lag. */
  unmeasured: number;
  medianDays: number | null;
}

/** The lag (extraction_date − event_date) as a distribution; the "before" bucket only when some lag is negative. */
export function disclosureLags(events: readonly BreachEvent[]): DisclosureLags {
  const lags: number[] = [];
  let unmeasured = 0;
  for (const event of events) {
    const lag = disclosureLagDays(event);
    if (lag === null) unmeasured += 1;
    else lags.push(lag);
  }
  const rows = lagBuckets.map((bucket) => ({ key: bucket.label, label: bucket.label, events: 0 }));
  for (const lag of lags) {
    const index = lagBuckets.findIndex((bucket) => lag <= bucket.max);
    rows[index]!.events += 1;
  }
  const sorted = [...lags].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const medianDays =
    sorted.length === 0
      ? null
      : sorted.length % 2 === 1
        ? sorted[middle]!
        : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return {
    buckets: rows[0]!.events > 0 ? rows : rows.slice(1),
    measured: lags.length,
    unmeasured,
    medianDays,
  };
}

// ---------------------------------------------------------------------------------------------------
// The filter window as days

/**
 * The UTC days a filter window covers, for drawing it whole on the timeline: a relative start runs to
 * today; all time has no sides (the timeline then spans the events).
 */
export function windowDays(
  filters: Pick<BreachFilters, 'from' | 'to'>,
  now: Date,
): { from: string | null; to: string | null } {
  const bounds = dateBoundsOf(filters);
  if (!bounds) return { from: null, to: null };
  const from = bounds.gte === undefined ? null : boundDay(bounds.gte, now);
  const to = bounds.lte === undefined ? boundDay('now', now) : boundDay(bounds.lte, now);
  return { from, to };
}

/**
 * The days the timeline draws for a filter window: a preset (30 days, a year…) starts at its first event
 * instead of the preset's first day, so a year's window over thirteen weeks of events is not three quarters
 * empty (and draws fewer bars); it still runs to today, so quiet recent days show. Days chosen by hand are
 * drawn whole.
 */
export function drawnWindow(
  filters: Pick<BreachFilters, 'from' | 'to'>,
  now: Date,
): { from: string | null; to: string | null } {
  const days = windowDays(filters, now);
  return isRangePreset(filters.from) ? { from: null, to: days.to } : days;
}
