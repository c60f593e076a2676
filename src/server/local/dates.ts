// Request dates of the authors operation (from_, to_): the formats of docs/spec/decisions.md, "Everywhere",
// resolved to epoch seconds UTC against one `now`, and the plan's history limit on from_.
import * as chrono from 'chrono-node';
import { ApiError } from '../http/errors';
import { parseUtcDate, formatIso } from '../time';
import { PLANS, planNames, type Plan } from './plans';

const DAY_SECONDS = 86_400;

const UNIT_SECONDS: Record<string, number> = {
  sec: 1,
  secs: 1,
  second: 1,
  seconds: 1,
  min: 60,
  mins: 60,
  minute: 60,
  minutes: 60,
  h: 3600,
  hr: 3600,
  hrs: 3600,
  hour: 3600,
  hours: 3600,
  d: DAY_SECONDS,
  day: DAY_SECONDS,
  days: DAY_SECONDS,
  w: 7 * DAY_SECONDS,
  week: 7 * DAY_SECONDS,
  weeks: 7 * DAY_SECONDS,
};

// `7d`, `24h`, `2w`: the public API's duration shorthand, meaning that long before now.
const SHORTHAND = /^(\d+)\s*(h|d|w)$/;
// `1 day ago`, `7 day ago`, `an hour ago`: exact offsets (docs/spec/decisions.md, "Fine points"), not
// calendar arithmetic.
const UNITS_AGO = /^(\d+|an?)\s+(secs?|seconds?|mins?|minutes?|hrs?|hours?|days?|weeks?)\s+ago$/;

const startOfUtcDay = (seconds: number) => Math.floor(seconds / DAY_SECONDS) * DAY_SECONDS;

/**
 * Parses one request date: `YYYY/mm/dd[ HH:MM:SS]`, `YYYY-mm-dd[THH:MM:SS]` (with an optional zone; none
 * means UTC), `now`, `today`, `N units ago`, shorthand `7d`/`24h`/`2w`, and other English phrases through
 * chrono (`yesterday`, `last monday`, `2 months ago`, `November 14, 2026 06:00`). A phrase naming a day
 * without a time means 00:00:00 UTC of that day. Returns epoch seconds, or null when it is not a date.
 */
export function parseRequestDate(text: string, now: number): number | null {
  const value = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (value === '') return null;
  if (value === 'now') return now;

  const shorthand = SHORTHAND.exec(value);
  if (shorthand) return now - Number(shorthand[1]) * UNIT_SECONDS[shorthand[2]!]!;
  const ago = UNITS_AGO.exec(value);
  if (ago) {
    const count = ago[1] === 'a' || ago[1] === 'an' ? 1 : Number(ago[1]);
    return now - count * UNIT_SECONDS[ago[2]!]!;
  }

  const absolute = parseUtcDate(value);
  if (absolute !== null) return absolute;
  // A string of digits and separators that parseUtcDate refused is a malformed date (2026-02-30), not a
  // phrase.
  if (/^\d{4}[-/]\d/.test(value)) return null;

  const results = chrono.parse(value, { instant: new Date(now * 1000), timezone: 'UTC' });
  const [result] = results;
  // The phrase must be a date as a whole, not merely contain one ("foo 2 days ago bar").
  if (results.length !== 1 || !result || result.index !== 0 || result.text.length !== value.length)
    return null;
  const seconds = Math.floor(result.start.date().getTime() / 1000);
  if (!Number.isFinite(seconds)) return null;
  const tags = result.tags();
  if (tags.has('result/relativeDate') || tags.has('casualReference/now')) return seconds;
  return result.start.isCertain('hour') ? seconds : startOfUtcDay(seconds);
}

export interface DateWindow {
  /** Inclusive bounds, epoch seconds UTC. */
  from: number;
  to: number;
}

/** from_ when omitted: 7 days before now (docs/spec/decisions.md, "Articles by author"). */
export const DEFAULT_WINDOW_SECONDS = 7 * DAY_SECONDS;

function parseOrReject(name: 'from_' | 'to_', text: string, now: number): number {
  const seconds = parseRequestDate(text, now);
  if (seconds === null) {
    throw new ApiError(
      422,
      'VALIDATION_ERROR',
      `${name} is not a date: ${JSON.stringify(text)}; use YYYY/mm/dd, YYYY/mm/dd HH:MM:SS, YYYY-mm-ddTHH:MM:SS, ` +
        'an English phrase such as "1 day ago" or "yesterday", or shorthand such as 7d or 24h',
    );
  }
  return seconds;
}

/** The earliest from_ a plan allows: the start of the UTC day `historicalDays` before now. */
export function historyStart(plan: Plan, now: number): number {
  return startOfUtcDay(now - plan.historicalDays * DAY_SECONDS);
}

/**
 * Resolves from_/to_ (defaults: 7 days ago, now) and checks them: unparseable → 422 naming the parameter,
 * from_ after to_ → 422, from_ before the plan's history → 403 HISTORICAL_LIMIT naming a plan that reaches
 * it.
 */
export function resolveDateWindow(
  request: { from_?: string | undefined; to_?: string | undefined },
  plan: Plan,
  now: number,
): DateWindow {
  const from =
    request.from_ === undefined ? now - DEFAULT_WINDOW_SECONDS : parseOrReject('from_', request.from_, now);
  const to = request.to_ === undefined ? now : parseOrReject('to_', request.to_, now);
  if (from > to) {
    throw new ApiError(
      422,
      'VALIDATION_ERROR',
      `from_ (${formatIso(from)}) must not be later than to_ (${formatIso(to)})`,
    );
  }
  if (from < historyStart(plan, now)) {
    const reaching = planNames.map((name) => PLANS[name]).find((p) => historyStart(p, now) <= from);
    const advice = reaching
      ? `the ${reaching.name} plan keeps ${reaching.historicalDays} days`
      : `no plan keeps more than ${Math.max(...planNames.map((name) => PLANS[name].historicalDays))} days`;
    throw new ApiError(
      403,
      'HISTORICAL_LIMIT',
      `from_ (${formatIso(from)}) reaches further back than the ${plan.historicalDays} days of history of the ` +
        `${plan.name} plan (earliest ${formatIso(historyStart(plan, now))}); ${advice}`,
    );
  }
  return { from, to };
}
