// Request dates (from_, to_): every format of docs/spec/decisions.md, "Everywhere", exact relative offsets,
// the plan's history limit.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors';
import { historyStart, parseRequestDate, resolveDateWindow } from './dates';
import { PLANS } from './plans';

const NOW = Date.UTC(2026, 10, 21, 7, 55, 30) / 1000; // Saturday 2026-11-21 07:55:30 UTC
const at = (iso: string) => Date.parse(`${iso}Z`) / 1000;
const HOUR = 3600;
const DAY = 86_400;

describe('parseRequestDate', () => {
  it.each([
    ['2026/11/14', at('2026-11-14T00:00:00')],
    ['2026/11/14 06:30:15', at('2026-11-14T06:30:15')],
    ['2026-11-14', at('2026-11-14T00:00:00')],
    ['2026-11-14T06:00:00', at('2026-11-14T06:00:00')],
    ['2026-11-14T06:00:00Z', at('2026-11-14T06:00:00')],
    ['2026-11-14T08:00:00+02:00', at('2026-11-14T06:00:00')],
    ['  2026-11-14  ', at('2026-11-14T00:00:00')],
  ])('reads the absolute form %j (UTC; a date alone is midnight)', (text, expected) => {
    expect(parseRequestDate(text, NOW)).toBe(expected);
  });

  it.each([
    ['now', NOW],
    ['NOW', NOW],
    ['7d', NOW - 7 * DAY],
    ['30d', NOW - 30 * DAY],
    ['24h', NOW - 24 * HOUR],
    ['48h', NOW - 48 * HOUR],
    ['2w', NOW - 14 * DAY],
    ['1 day ago', NOW - DAY],
    ['7 day ago', NOW - 7 * DAY],
    ['3 weeks ago', NOW - 21 * DAY],
    ['an hour ago', NOW - HOUR],
    ['a day ago', NOW - DAY],
    ['90 minutes ago', NOW - 90 * 60],
    ['10 seconds ago', NOW - 10],
    ['2  Days   Ago', NOW - 2 * DAY],
  ])('reads %j as an exact offset from now', (text, expected) => {
    expect(parseRequestDate(text, NOW)).toBe(expected);
  });

  it.each([
    ['today', at('2026-11-21T00:00:00')],
    ['yesterday', at('2026-11-20T00:00:00')],
    ['last monday', at('2026-11-16T00:00:00')],
    ['November 14, 2026', at('2026-11-14T00:00:00')],
    ['14 Nov 2026 06:00', at('2026-11-14T06:00:00')],
  ])('reads the English phrase %j (a day without a time is midnight UTC)', (text, expected) => {
    expect(parseRequestDate(text, NOW)).toBe(expected);
  });

  it('reads calendar phrases chrono knows, keeping the time of now', () => {
    expect(parseRequestDate('2 months ago', NOW)).toBe(at('2026-09-21T07:55:30'));
    expect(parseRequestDate('last week', NOW)).toBe(NOW - 7 * DAY);
  });

  it.each([
    '',
    'garbage',
    'maybe tomorrow-ish',
    'foo 2 days ago bar',
    '2026-02-30',
    '2026-13-01',
    '2026/11/14 25:00:00',
    '7x',
    'd7',
  ])('refuses %j', (text) => {
    expect(parseRequestDate(text, NOW)).toBeNull();
  });
});

function apiError(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

describe('resolveDateWindow', () => {
  const basic = PLANS.v3_basic;
  const nlp = PLANS.v3_nlp;

  it('defaults to the last 7 days up to now', () => {
    expect(resolveDateWindow({}, basic, NOW)).toEqual({ from: NOW - 7 * DAY, to: NOW });
  });

  it('uses the given bounds', () => {
    expect(resolveDateWindow({ from_: '2026/11/01', to_: '2026-11-10T12:00:00' }, basic, NOW)).toEqual({
      from: at('2026-11-01T00:00:00'),
      to: at('2026-11-10T12:00:00'),
    });
  });

  it('refuses an unparseable date with 422 naming the parameter', () => {
    const fromError = apiError(() => resolveDateWindow({ from_: 'someday' }, basic, NOW));
    expect(fromError).toMatchObject({ status: 422, code: 'VALIDATION_ERROR' });
    expect(fromError.message).toMatch(/^from_ is not a date: "someday"/);
    const toError = apiError(() => resolveDateWindow({ to_: 'later' }, basic, NOW));
    expect(toError.message).toMatch(/^to_ is not a date/);
  });

  it('refuses from_ after to_', () => {
    const error = apiError(() => resolveDateWindow({ from_: '1 day ago', to_: '2 days ago' }, basic, NOW));
    expect(error).toMatchObject({ status: 422, code: 'VALIDATION_ERROR' });
    expect(error.message).toContain('from_');
    expect(error.message).toContain('to_');
  });

  it('allows from_ back to the start of the day historical_days ago', () => {
    expect(historyStart(basic, NOW)).toBe(at('2026-10-22T00:00:00'));
    expect(resolveDateWindow({ from_: '2026-10-22' }, basic, NOW).from).toBe(at('2026-10-22T00:00:00'));
    expect(resolveDateWindow({ from_: '30 days ago' }, basic, NOW).from).toBe(NOW - 30 * DAY);
  });

  it('answers 403 HISTORICAL_LIMIT further back, naming the plan and one that reaches it', () => {
    const error = apiError(() => resolveDateWindow({ from_: '2026-10-21T23:59:59' }, basic, NOW));
    expect(error).toMatchObject({ status: 403, code: 'HISTORICAL_LIMIT' });
    expect(error.message).toContain('from_');
    expect(error.message).toContain('v3_basic');
    expect(error.message).toContain('v3_nlp plan keeps 365 days');
    const far = apiError(() => resolveDateWindow({ from_: '2024-01-01' }, nlp, NOW));
    expect(far.message).toContain('v3_nlp_iptc_tags plan keeps 3650 days');
    const beyondAll = apiError(() => resolveDateWindow({ from_: '1990-01-01' }, PLANS.v3_nlp_iptc_tags, NOW));
    expect(beyondAll.message).toContain('no plan keeps more than 3650 days');
  });
});
