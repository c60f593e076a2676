// When the author publishes: articles per week, and a weekday × hour-of-day grid, both in the chosen zone.
import { publishedTime } from './profile-article';
import type { ProfileArticle } from './profile-article';
import { groupByWeek } from './weeks';
import type { ZonedClock } from './zoned-time';

export type WeekCountRow = { week: string; label: string; articles: number };

export function articlesPerWeek(
  articles: readonly ProfileArticle[],
  clock: ZonedClock,
  locale?: string,
): WeekCountRow[] {
  return groupByWeek(articles, clock, locale).map(({ week, label, items }) => ({
    week,
    label,
    articles: items.length,
  }));
}

export interface WeekHourGrid {
  /** `counts[weekday][hour]`, Monday first. */
  counts: number[][];
  /** The largest cell, for scaling colours. */
  max: number;
  /** Articles placed in the grid. */
  placed: number;
  /** Articles left out: their date is only a day (`published_date_precision` = `date`) or missing. */
  withoutTime: number;
  /** The busiest cell; null when the grid is empty. Ties go to the earliest in the week. */
  busiest: { weekday: number; hour: number; articles: number } | null;
}

export function weekHourGrid(articles: readonly ProfileArticle[], clock: ZonedClock): WeekHourGrid {
  const counts = Array.from({ length: 7 }, () => new Array<number>(24).fill(0));
  let placed = 0;
  let withoutTime = 0;
  for (const article of articles) {
    const time = article.published_date_precision === 'date' ? null : publishedTime(article);
    if (time === null) {
      withoutTime += 1;
      continue;
    }
    const { weekday, hour } = clock(time);
    counts[weekday]![hour]! += 1;
    placed += 1;
  }
  let busiest: WeekHourGrid['busiest'] = null;
  for (let weekday = 0; weekday < 7; weekday += 1) {
    for (let hour = 0; hour < 24; hour += 1) {
      const cell = counts[weekday]![hour]!;
      if (cell > 0 && (!busiest || cell > busiest.articles)) busiest = { weekday, hour, articles: cell };
    }
  }
  return { counts, max: busiest?.articles ?? 0, placed, withoutTime, busiest };
}

/** Monday first, in the reader's language (`Monday`, `lundi`…). */
export function weekdayNames(locale?: string, width: 'long' | 'short' = 'long'): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, index) => format.format(new Date(Date.UTC(2024, 0, 1 + index))));
}
