// The shared month and weekday names: the forms each analysis derives its variant from.
import { describe, expect, it } from 'vitest';
import {
  AP_MONTH_ABBREVIATIONS,
  MONTH_ABBREVIATIONS,
  MONTH_NAMES,
  monthNumber,
  WEEKDAY_ABBREVIATIONS,
  WEEKDAY_NAMES,
  withPeriods,
} from './calendar-words';

describe('calendar words', () => {
  it('lists the twelve months and seven weekdays in order, lower-cased', () => {
    expect(MONTH_NAMES).toHaveLength(12);
    expect(MONTH_NAMES[0]).toBe('january');
    expect(MONTH_NAMES[4]).toBe('may');
    expect(MONTH_NAMES[11]).toBe('december');
    expect(WEEKDAY_NAMES).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ]);
    for (const word of [...MONTH_NAMES, ...MONTH_ABBREVIATIONS, ...WEEKDAY_NAMES, ...WEEKDAY_ABBREVIATIONS])
      expect(word).toBe(word.toLowerCase());
  });

  it('abbreviates every month but May, September both as "sep" and "sept"', () => {
    expect(MONTH_ABBREVIATIONS).toEqual([
      'jan',
      'feb',
      'mar',
      'apr',
      'jun',
      'jul',
      'aug',
      'sep',
      'sept',
      'oct',
      'nov',
      'dec',
    ]);
    expect(MONTH_ABBREVIATIONS).not.toContain('may');
  });

  it("keeps AP style's period-written abbreviations a subset of the abbreviations, without March to July", () => {
    for (const word of AP_MONTH_ABBREVIATIONS) expect(MONTH_ABBREVIATIONS).toContain(word);
    for (const word of ['mar', 'apr', 'jun', 'jul', 'sep'])
      expect(AP_MONTH_ABBREVIATIONS).not.toContain(word);
    expect(withPeriods(AP_MONTH_ABBREVIATIONS)).toEqual([
      'jan.',
      'feb.',
      'aug.',
      'sept.',
      'oct.',
      'nov.',
      'dec.',
    ]);
  });

  it('numbers a month by its name or abbreviation, 0 for a word that is none', () => {
    expect(MONTH_NAMES.map(monthNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(MONTH_ABBREVIATIONS.map(monthNumber)).toEqual([1, 2, 3, 4, 6, 7, 8, 9, 9, 10, 11, 12]);
    expect(monthNumber('monday')).toBe(0);
    expect(monthNumber('')).toBe(0);
  });
});
