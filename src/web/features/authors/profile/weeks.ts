// Articles grouped by the week (Monday to Sunday, in the chosen time zone) they were published in, every
// week from the first to the last present, so that quiet weeks show as gaps rather than vanish.
import { publishedTime } from './profile-article';
import type { ProfileArticle } from './profile-article';
import { dayMs, dayText } from './zoned-time';
import type { ZonedClock } from './zoned-time';

export interface Week<Item> {
  /** `YYYY-MM-DD` of the week's Monday. */
  week: string;
  /** `Week of Nov 9`. */
  label: string;
  items: Item[];
}

/** Monday's day number of the week holding the instant `time`, on `clock`. */
export function weekStartDay(time: number, clock: ZonedClock): number {
  const { day, weekday } = clock(time);
  return day - weekday;
}

// Building a formatter costs far more than using one: a profile over years labels hundreds of weeks.
const labelFormats = new Map<string | undefined, Intl.DateTimeFormat>();

export function weekLabel(startDay: number, locale?: string): string {
  let format = labelFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
    labelFormats.set(locale, format);
  }
  return `Week of ${format.format(new Date(startDay * dayMs))}`;
}

export function groupByWeek<Item extends Pick<ProfileArticle, 'published_date'>>(
  items: readonly Item[],
  clock: ZonedClock,
  locale?: string,
): Week<Item>[] {
  const groups = new Map<number, Item[]>();
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const item of items) {
    const time = publishedTime(item);
    if (time === null) continue;
    const start = weekStartDay(time, clock);
    const group = groups.get(start);
    if (group) group.push(item);
    else groups.set(start, [item]);
    if (start < first) first = start;
    if (start > last) last = start;
  }
  const weeks: Week<Item>[] = [];
  for (let start = first; start <= last; start += 7) {
    weeks.push({ week: dayText(start), label: weekLabel(start, locale), items: groups.get(start) ?? [] });
  }
  return weeks;
}
