import { describe, expect, it } from 'vitest';
import {
  apiFromValue,
  apiToValue,
  checkDateRange,
  dateRangeFromParams,
  dateRangeToParams,
  isDay,
  presetStartDay,
} from './date-range';
import type { DateRange } from './date-range';

describe('isDay', () => {
  it('accepts real calendar days only', () => {
    expect(isDay('2026-11-14')).toBe(true);
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('2026-11-14T06:00')).toBe(false);
    expect(isDay('14/11/2026')).toBe(false);
  });
});

describe('dateRangeFromParams', () => {
  it('reads presets and falls back on the default for anything unusable', () => {
    expect(dateRangeFromParams('30d', undefined, '7d')).toEqual({ kind: 'preset', preset: '30d' });
    expect(dateRangeFromParams(undefined, undefined, '7d')).toEqual({ kind: 'preset', preset: '7d' });
    expect(dateRangeFromParams('3 weeks ago', undefined, '7d')).toEqual({ kind: 'preset', preset: '7d' });
  });

  it('ignores a to_ beside a preset, since presets run to now', () => {
    expect(dateRangeFromParams('90d', '2026-01-01', '7d')).toEqual({ kind: 'preset', preset: '90d' });
  });

  it('reads days as a custom range, with or without an end', () => {
    expect(dateRangeFromParams('2026-10-01', '2026-10-31', '7d')).toEqual({
      kind: 'custom',
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(dateRangeFromParams('2026-10-01', 'soon', '7d')).toEqual({ kind: 'custom', from: '2026-10-01' });
  });

  it('round-trips through dateRangeToParams', () => {
    const ranges: DateRange[] = [
      { kind: 'preset', preset: '24h' },
      { kind: 'custom', from: '2026-10-01' },
      { kind: 'custom', from: '2026-10-01', to: '2026-10-02' },
    ];
    for (const range of ranges) {
      const { from_, to_ } = dateRangeToParams(range);
      expect(dateRangeFromParams(from_, to_, '7d')).toEqual(range);
    }
  });
});

describe('checkDateRange', () => {
  it('explains a range that ends before it starts, or has no start', () => {
    expect(checkDateRange({ kind: 'custom', from: '2026-10-05', to: '2026-10-01' })).toMatch(/before/);
    expect(checkDateRange({ kind: 'custom', from: '' })).toMatch(/first day/);
    expect(checkDateRange({ kind: 'custom', from: '2026-10-01', to: '2026-10-01' })).toBeNull();
    expect(checkDateRange({ kind: 'preset', preset: '7d' })).toBeNull();
  });
});

describe('request values', () => {
  it('sends presets as the shorthand, days in the interface format, the last day inclusive', () => {
    expect(apiFromValue('90d')).toBe('90d');
    expect(apiFromValue('2026-10-01')).toBe('2026/10/01');
    expect(apiToValue('2026-10-31')).toBe('2026/10/31 23:59:59');
  });

  it('finds the first day a preset covers', () => {
    const now = new Date('2026-11-14T06:00:00Z');
    expect(presetStartDay('24h', now)).toBe('2026-11-13');
    expect(presetStartDay('30d', now)).toBe('2026-10-15');
  });
});
