import { describe, expect, it } from 'vitest';
import { articlesPerWeek, weekdayNames, weekHourGrid } from './cadence';
import { profileArticle } from './profile-test-articles';
import { zonedClock } from './zoned-time';

const articles = [
  profileArticle({ published_date: '2026-11-09 09:15:00' }), // Monday 09:15 UTC
  profileArticle({ published_date: '2026-11-09 09:45:00' }),
  profileArticle({ published_date: '2026-11-15 23:30:00' }), // Sunday 23:30 UTC
  profileArticle({ published_date: '2026-11-24 14:00:00', published_date_precision: 'date' }),
  profileArticle({ published_date: null }),
];

describe('articlesPerWeek', () => {
  it('counts per week, Monday to Sunday, with quiet weeks kept', () => {
    expect(articlesPerWeek(articles, zonedClock('UTC'), 'en-US')).toEqual([
      { week: '2026-11-09', label: 'Week of Nov 9', articles: 3 },
      { week: '2026-11-16', label: 'Week of Nov 16', articles: 0 },
      { week: '2026-11-23', label: 'Week of Nov 23', articles: 1 },
    ]);
  });

  it("uses the reader's zone: Sunday 23:30 UTC is Monday morning in Berlin, the next week", () => {
    expect(articlesPerWeek(articles, zonedClock('Europe/Berlin'), 'en-US')).toEqual([
      { week: '2026-11-09', label: 'Week of Nov 9', articles: 2 },
      { week: '2026-11-16', label: 'Week of Nov 16', articles: 1 },
      { week: '2026-11-23', label: 'Week of Nov 23', articles: 1 },
    ]);
  });
});

describe('weekHourGrid', () => {
  it('places articles by weekday and hour in UTC, leaving out those without a time of day', () => {
    const grid = weekHourGrid(articles, zonedClock('UTC'));
    expect(grid.counts).toHaveLength(7);
    expect(grid.counts.every((row) => row.length === 24)).toBe(true);
    expect(grid.counts[0]![9]).toBe(2);
    expect(grid.counts[6]![23]).toBe(1);
    expect(grid).toMatchObject({
      max: 2,
      placed: 3,
      withoutTime: 2,
      busiest: { weekday: 0, hour: 9, articles: 2 },
    });
  });

  it('moves the cells with the zone: New York is five hours behind in November', () => {
    const grid = weekHourGrid(articles, zonedClock('America/New_York'));
    expect(grid.counts[0]![4]).toBe(2); // Monday 04:xx
    expect(grid.counts[6]![18]).toBe(1); // Sunday 18:30
    expect(grid.counts[0]![9]).toBe(0);
  });

  it('splits an hour between cells in a half-hour zone', () => {
    const grid = weekHourGrid(articles, zonedClock('Asia/Kolkata')); // +05:30
    expect(grid.counts[0]![14]).toBe(1); // 09:15 UTC → 14:45
    expect(grid.counts[0]![15]).toBe(1); // 09:45 UTC → 15:15
    expect(grid.counts[0]![5]).toBe(1); // Sunday 23:30 UTC → Monday 05:00
  });

  it('is empty without times', () => {
    expect(weekHourGrid([], zonedClock('UTC'))).toMatchObject({ max: 0, placed: 0, busiest: null });
  });
});

describe('weekdayNames', () => {
  it('starts on Monday', () => {
    expect(weekdayNames('en-US')).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(weekdayNames('en-US', 'short')[6]).toBe('Sun');
  });
});
