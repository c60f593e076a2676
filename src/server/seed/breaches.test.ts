import * as chrono from 'chrono-node';
import { describe, expect, it } from 'vitest';
import { BREACH_COMPANIES, breachWhenPhrase, createBreachEvent, type BreachEvent } from './breaches';
import { daysFromCivil } from './calendar';
import { Prng } from './prng';

const DAY = 86_400;
// Thursday 2025-11-20.
const PUBLISHED_DAY = daysFromCivil(2025, 11, 20);

function event(overrides: Partial<BreachEvent>): BreachEvent {
  const base = createBreachEvent(new Prng(1), 0, { start: 0, stride: 1 }, PUBLISHED_DAY * DAY, 2);
  return { ...base, ...overrides };
}

describe('breachWhenPhrase', () => {
  it('says "earlier this week", "last week", "earlier this month", "last month" only when true', () => {
    const relative = (day: number) =>
      breachWhenPhrase(event({ style: 'relative', startDay: day, endDay: day }), PUBLISHED_DAY, true).text;
    expect(relative(daysFromCivil(2025, 11, 17))).toBe('earlier this week'); // Monday of the same week
    expect(relative(daysFromCivil(2025, 11, 12))).toBe('last week');
    expect(relative(daysFromCivil(2025, 11, 3))).toBe('earlier this month');
    expect(relative(daysFromCivil(2025, 10, 2))).toBe('last month');
    expect(relative(daysFromCivil(2025, 9, 2))).toBe('on September 2');
  });

  it('writes exact dates and ranges in US or British order, with the year when it differs', () => {
    const exact = event({
      style: 'exact',
      startDay: daysFromCivil(2025, 10, 3),
      endDay: daysFromCivil(2025, 10, 3),
    });
    expect(breachWhenPhrase(exact, PUBLISHED_DAY, true).text).toBe('on October 3');
    expect(breachWhenPhrase(exact, PUBLISHED_DAY, false).text).toBe('on 3 October');
    const range = event({
      style: 'range',
      startDay: daysFromCivil(2025, 9, 12),
      endDay: daysFromCivil(2025, 9, 14),
    });
    expect(breachWhenPhrase(range, PUBLISHED_DAY, false).text).toBe('between 12 and 14 September');
    expect(breachWhenPhrase(range, PUBLISHED_DAY, true).text).toBe('between September 12 and 14');
    const across = event({
      style: 'range',
      startDay: daysFromCivil(2025, 8, 30),
      endDay: daysFromCivil(2025, 9, 2),
    });
    expect(breachWhenPhrase(across, PUBLISHED_DAY, false).text).toBe('between 30 August and 2 September');
    const lastYear = event({
      style: 'exact',
      startDay: daysFromCivil(2024, 12, 20),
      endDay: daysFromCivil(2024, 12, 20),
    });
    expect(breachWhenPhrase(lastYear, daysFromCivil(2025, 1, 10), true).text).toBe('on December 20, 2024');
    expect(breachWhenPhrase(lastYear, daysFromCivil(2025, 1, 10), false).text).toBe('on 20 December 2024');
  });

  it('counts the words of the phrase', () => {
    const range = event({
      style: 'range',
      startDay: daysFromCivil(2025, 9, 12),
      endDay: daysFromCivil(2025, 9, 14),
    });
    const when = breachWhenPhrase(range, PUBLISHED_DAY, false);
    expect(when.words).toBe(when.text.split(' ').length);
  });

  it('is read back by a date parser as the breach day, relative to the article date', () => {
    const reference = new Date(Date.UTC(2025, 10, 20, 12));
    for (let lag = 3; lag < 120; lag += 7) {
      const day = PUBLISHED_DAY - lag;
      for (const usStyle of [true, false]) {
        const text = breachWhenPhrase(
          event({ style: 'exact', startDay: day, endDay: day }),
          PUBLISHED_DAY,
          usStyle,
        ).text;
        const parsed = chrono.parseDate(`The breach occurred ${text}.`, reference, { forwardDate: false });
        expect(parsed, text).not.toBeNull();
        expect(
          Math.floor(Date.UTC(parsed!.getFullYear(), parsed!.getMonth(), parsed!.getDate()) / 1000 / DAY),
          text,
        ).toBe(day);
      }
    }
  });
});

describe('createBreachEvent', () => {
  it('orders breach, discovery and disclosure, and lists 2–4 distinct kinds of data', () => {
    const rng = new Prng(42);
    for (let i = 0; i < 500; i++) {
      const disclosedAt = (PUBLISHED_DAY - (i % 60)) * DAY + 3600;
      const breach = createBreachEvent(rng, i, { start: 5, stride: 7 }, disclosedAt, 3);
      const disclosedDay = Math.floor(disclosedAt / DAY);
      expect(breach.startDay).toBeLessThanOrEqual(breach.endDay);
      expect(breach.endDay).toBeLessThan(disclosedDay);
      expect(breach.discoveredDay).toBeGreaterThanOrEqual(breach.endDay);
      expect(breach.discoveredDay).toBeLessThanOrEqual(disclosedDay);
      expect(breach.remaining).toBe(3);
      const items = breach.dataFull.text.replace(' and ', ', ').split(', ');
      expect(items.length).toBeGreaterThanOrEqual(2);
      expect(items.length).toBeLessThanOrEqual(4);
      expect(new Set(items).size).toBe(items.length);
      expect(breach.affected.text).toMatch(/^\d{1,3}(,\d{3})*$/);
    }
  });

  it('walks the whole company pool before naming a company twice', () => {
    const rng = new Prng(3);
    const walk = { start: 11, stride: 7 }; // 7 is coprime with the pool size
    const names = Array.from(
      { length: BREACH_COMPANIES.length },
      (_, i) => createBreachEvent(rng, i, walk, PUBLISHED_DAY * DAY, 1).company.org.name.text,
    );
    expect(new Set(names).size).toBe(BREACH_COMPANIES.length);
  });

  it('keeps a fixed pool of several hundred distinct fictional companies', () => {
    const names = BREACH_COMPANIES.map((company) => company.org.name.text);
    expect(names.length).toBeGreaterThanOrEqual(300);
    expect(new Set(names).size).toBe(names.length);
    for (const company of BREACH_COMPANIES) expect(company.org.site).toMatch(/^[a-z0-9]+\.example$/);
  });
});
