// The chart series of the Authors page, computed from the articles fetched (pure; no chart library here,
// so the page's first chunk stays free of it). Time buckets are UTC days or ISO weeks, as the interface's
// dates are UTC.
import type { Article, NamedEntity } from '../../../contract/article';
import { countryNames, languageNames } from '../../../contract/codes';
import { articleSourceName } from '../../lib/article-fields';
import { parseApiDate } from '../../lib/dates';
import { entityTypeTabs } from './authors-search';
import type { ChartInterval } from './authors-search';

// A type, not an interface: chart rows must be assignable to an index signature.
export type CountDatum = {
  label: string;
  count: number;
};

const dayMs = 86_400_000;

/** Start of the UTC day, or of the ISO week (Monday) holding it. */
function bucketStart(date: Date, interval: ChartInterval): number {
  const day = Math.floor(date.getTime() / dayMs) * dayMs;
  if (interval === 'day') return day;
  const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday = 0
  return day - weekday * dayMs;
}

function bucketLabel(start: number, interval: ChartInterval, locale: string | undefined): string {
  const text = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(start),
  );
  return interval === 'week' ? `Week of ${text}` : text;
}

interface Bucketed<Value> {
  /** `YYYY-MM-DD` of the bucket's first day. */
  bucket: string;
  label: string;
  items: Value[];
}

/** Items grouped by time bucket, every bucket from the first to the last present (empty ones included). */
function groupByTime<Value>(
  items: readonly Value[],
  dateOf: (item: Value) => Date | null,
  interval: ChartInterval,
  locale: string | undefined,
): Bucketed<Value>[] {
  const groups = new Map<number, Value[]>();
  for (const item of items) {
    const date = dateOf(item);
    if (!date) continue;
    const start = bucketStart(date, interval);
    const group = groups.get(start);
    if (group) group.push(item);
    else groups.set(start, [item]);
  }
  if (groups.size === 0) return [];
  const starts = [...groups.keys()];
  const first = Math.min(...starts);
  const last = Math.max(...starts);
  const step = interval === 'day' ? dayMs : 7 * dayMs;
  const buckets: Bucketed<Value>[] = [];
  for (let start = first; start <= last; start += step) {
    buckets.push({
      bucket: new Date(start).toISOString().slice(0, 10),
      label: bucketLabel(start, interval, locale),
      items: groups.get(start) ?? [],
    });
  }
  return buckets;
}

const publishedDate = (article: Article) => parseApiDate(article.published_date);

export type TimeCountDatum = {
  bucket: string;
  label: string;
  articles: number;
};

export function articlesOverTime(
  articles: readonly Article[],
  interval: ChartInterval,
  locale?: string,
): TimeCountDatum[] {
  return groupByTime(articles, publishedDate, interval, locale).map(({ bucket, label, items }) => ({
    bucket,
    label,
    articles: items.length,
  }));
}

/** The most frequent values, most frequent first (ties by label), and how many values fell outside. */
export function topCounts(values: Iterable<string>, limit: number): { items: CountDatum[]; others: number } {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  const sorted = [...counts.entries()]
    .map(([label, count]) => ({ label, count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  const items = sorted.slice(0, limit);
  const others = sorted.slice(limit).reduce((sum, item) => sum + item.count, 0);
  return { items, others };
}

export function sourceCounts(articles: readonly Article[], limit = 10) {
  return topCounts(
    articles.map((article) => articleSourceName(article)),
    limit,
  );
}

export function languageCounts(articles: readonly Article[], limit = 10) {
  return topCounts(
    articles
      .map((article) => article.language?.toLowerCase())
      .filter((code): code is string => Boolean(code))
      .map((code) => languageNames[code] ?? code),
    limit,
  );
}

export function countryCounts(articles: readonly Article[], limit = 10) {
  return topCounts(
    articles
      .map((article) => article.country?.toUpperCase())
      .filter((code): code is string => Boolean(code))
      .map((code) => countryNames[code] ?? code),
    limit,
  );
}

const binWidths = [10, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10_000, 25_000, 50_000, 100_000];

export type RangeCountDatum = {
  range: string;
  articles: number;
};

/** Word counts in equal bins of a round width (at most 12 bins), from 0 to the longest article. */
export function wordCountHistogram(articles: readonly Article[], maxBins = 12): RangeCountDatum[] {
  const counts = articles
    .map((article) => article.word_count)
    .filter((count): count is number => typeof count === 'number' && count >= 0);
  if (counts.length === 0) return [];
  const longest = Math.max(...counts);
  const width =
    binWidths.find((candidate) => Math.floor(longest / candidate) + 1 <= maxBins) ??
    Math.ceil((longest + 1) / maxBins);
  const bins = Array.from({ length: Math.floor(longest / width) + 1 }, (_, index) => ({
    range: `${index * width}–${(index + 1) * width - 1}`,
    articles: 0,
  }));
  for (const count of counts) bins[Math.floor(count / width)]!.articles += 1;
  return bins;
}

export type SentimentBinDatum = {
  range: string;
  title: number;
  content: number;
};

const sentimentBinCount = 10;

function sentimentBin(value: number): number {
  const clamped = Math.min(1, Math.max(-1, value));
  return Math.min(sentimentBinCount - 1, Math.floor(((clamped + 1) / 2) * sentimentBinCount));
}

const signed = (value: number) => (value > 0 ? `+${value.toFixed(1)}` : value.toFixed(1));

/** Title and content sentiment in ten bins of 0.2 over [-1, 1]; empty when no article has sentiment. */
export function sentimentHistogram(articles: readonly Article[]): SentimentBinDatum[] {
  const bins = Array.from({ length: sentimentBinCount }, (_, index) => {
    const low = -1 + (index * 2) / sentimentBinCount;
    return { range: `${signed(low)} to ${signed(low + 2 / sentimentBinCount)}`, title: 0, content: 0 };
  });
  let seen = 0;
  for (const article of articles) {
    const sentiment = article.nlp?.sentiment;
    if (typeof sentiment?.title === 'number') {
      bins[sentimentBin(sentiment.title)]!.title += 1;
      seen += 1;
    }
    if (typeof sentiment?.content === 'number') {
      bins[sentimentBin(sentiment.content)]!.content += 1;
      seen += 1;
    }
  }
  return seen === 0 ? [] : bins;
}

export type SentimentTimeDatum = {
  bucket: string;
  label: string;
  /** Mean sentiment of the bucket's articles; null when none has it. */
  title: number | null;
  content: number | null;
};

const isNumber = (value: unknown): value is number => typeof value === 'number';

function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 1000) / 1000;
}

/** Mean title and content sentiment per time bucket; empty when no article has sentiment. */
export function sentimentOverTime(
  articles: readonly Article[],
  interval: ChartInterval,
  locale?: string,
): SentimentTimeDatum[] {
  const withSentiment = articles.filter((article) => article.nlp?.sentiment);
  return groupByTime(withSentiment, publishedDate, interval, locale).map(({ bucket, label, items }) => ({
    bucket,
    label,
    title: mean(items.map((article) => article.nlp?.sentiment?.title).filter(isNumber)),
    content: mean(items.map((article) => article.nlp?.sentiment?.content).filter(isNumber)),
  }));
}

/** Articles per theme (an article with several themes counts for each). */
export function themeCounts(articles: readonly Article[]): CountDatum[] {
  const themes = articles.flatMap((article) =>
    (article.nlp?.theme ?? '')
      .split(',')
      .map((theme) => theme.trim())
      .filter((theme) => theme !== ''),
  );
  return topCounts(themes, Number.POSITIVE_INFINITY).items;
}

export const entityTypes = entityTypeTabs;
export type EntityType = (typeof entityTypes)[number];

export const entityTypeLabels: Record<EntityType, string> = {
  PER: 'People',
  ORG: 'Organisations',
  LOC: 'Locations',
  MISC: 'Products and other',
};

export type EntityDatum = {
  label: string;
  /** Articles that mention the entity. */
  articles: number;
  /** Mentions over all articles. */
  mentions: number;
};

/** The entities of one type mentioned in the most articles (then by mentions), top `limit`. */
export function topEntities(articles: readonly Article[], type: EntityType, limit = 10): EntityDatum[] {
  const byName = new Map<string, EntityDatum>();
  for (const article of articles) {
    const entities: readonly NamedEntity[] = article.nlp?.[`ner_${type}`] ?? [];
    const seenInArticle = new Set<string>();
    for (const entity of entities) {
      const datum = byName.get(entity.entity_name) ?? { label: entity.entity_name, articles: 0, mentions: 0 };
      datum.mentions += entity.count;
      if (!seenInArticle.has(entity.entity_name)) datum.articles += 1;
      seenInArticle.add(entity.entity_name);
      byName.set(entity.entity_name, datum);
    }
  }
  return [...byName.values()]
    .sort((a, b) => b.articles - a.articles || b.mentions - a.mentions || a.label.localeCompare(b.label))
    .slice(0, limit);
}

/** How many of the articles carry an NLP layer. */
export function countWithNlp(articles: readonly Article[]): number {
  return articles.filter((article) => article.nlp).length;
}
