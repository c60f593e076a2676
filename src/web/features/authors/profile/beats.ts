// What the author covers: themes and IPTC topics week by week (from the NLP layer), and the people,
// organisations and places their articles name most.
import type { NamedEntity } from '../../../../contract/article';
import type { ProfileArticle } from './profile-article';
import { groupByWeek } from './weeks';
import type { ZonedClock } from './zoned-time';

/** A row of a stacked weekly chart: the week, then one count per series key (`s0`, `s1`, …, `other`). */
export type StackedWeekRow = { week: string; label: string } & Record<string, string | number>;

export interface StackedSeries {
  /** Key of the series' count in each row. Labels can hold any character; keys are safe for the chart. */
  key: string;
  label: string;
}

export interface TopicsOverTime {
  rows: StackedWeekRow[];
  /** The most frequent topics, most frequent first, then `Other topics` when there are more. */
  series: StackedSeries[];
  /** Articles that carry at least one topic. */
  articlesWithTopics: number;
}

export const otherSeriesKey = 'other';

/**
 * Articles per topic per week, for the `limit` topics in most articles (ties by name) plus one series for
 * the rest. An article counts once for each topic it carries.
 */
export function topicsOverTime(
  articles: readonly ProfileArticle[],
  topicsOf: (article: ProfileArticle) => readonly string[],
  clock: ZonedClock,
  { limit = 5, locale }: { limit?: number; locale?: string } = {},
): TopicsOverTime {
  const totals = new Map<string, number>();
  const tagged: ProfileArticle[] = [];
  const topicsOfTagged = new Map<ProfileArticle, readonly string[]>();
  for (const article of articles) {
    const topics = topicsOf(article);
    if (topics.length === 0) continue;
    tagged.push(article);
    topicsOfTagged.set(article, topics);
    for (const topic of topics) totals.set(topic, (totals.get(topic) ?? 0) + 1);
  }
  const ranked = [...totals.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const top = ranked.slice(0, limit).map(([topic]) => topic);
  const keyOf = new Map(top.map((topic, index) => [topic, `s${index}`]));
  const series: StackedSeries[] = top.map((topic, index) => ({ key: `s${index}`, label: topic }));
  const hasOthers = ranked.length > limit;
  if (hasOthers) series.push({ key: otherSeriesKey, label: 'Other topics' });

  const rows = groupByWeek(tagged, clock, locale).map(({ week, label, items }) => {
    const row: StackedWeekRow = { week, label };
    for (const { key } of series) row[key] = 0;
    for (const article of items) {
      for (const topic of topicsOfTagged.get(article) ?? []) {
        const key = keyOf.get(topic) ?? otherSeriesKey;
        row[key] = (row[key] as number) + 1;
      }
    }
    return row;
  });
  return { rows, series, articlesWithTopics: tagged.length };
}

/** The themes of an article's NLP layer (a comma-joined string), each once. */
export function themesOf(article: ProfileArticle): string[] {
  const themes = (article.nlp?.theme ?? '')
    .split(',')
    .map((theme) => theme.trim())
    .filter((theme) => theme !== '');
  return [...new Set(themes)];
}

/** The article's IPTC Media Topic paths (IPTC plans), each once. */
export function iptcTopicsOf(article: ProfileArticle): string[] {
  const topics = (article.nlp?.iptc_tags_name ?? []).map((topic) => topic.trim()).filter((topic) => topic);
  return [...new Set(topics)];
}

export const namedEntityTypes = ['PER', 'ORG', 'LOC'] as const;
export type NamedEntityType = (typeof namedEntityTypes)[number];

export const namedEntityTypeLabels: Record<NamedEntityType, string> = {
  PER: 'People',
  ORG: 'Organisations',
  LOC: 'Places',
};

export interface NamedFigure {
  name: string;
  /** Articles naming it. */
  articles: number;
  /** Mentions over all articles. */
  mentions: number;
}

/** The names of one type in the most articles (then most mentions, then by name), top `limit`. */
export function mostNamed(
  articles: readonly ProfileArticle[],
  type: NamedEntityType,
  limit = 8,
): NamedFigure[] {
  const byName = new Map<string, NamedFigure>();
  for (const article of articles) {
    const entities: readonly NamedEntity[] = article.nlp?.[`ner_${type}`] ?? [];
    const seen = new Set<string>();
    for (const { entity_name: name, count } of entities) {
      let figure = byName.get(name);
      if (!figure) {
        figure = { name, articles: 0, mentions: 0 };
        byName.set(name, figure);
      }
      figure.mentions += count;
      if (!seen.has(name)) figure.articles += 1;
      seen.add(name);
    }
  }
  return [...byName.values()]
    .sort((a, b) => b.articles - a.articles || b.mentions - a.mentions || a.name.localeCompare(b.name))
    .slice(0, limit);
}

/** How many of the articles carry an NLP layer. */
export function countWithNlp(articles: readonly ProfileArticle[]): number {
  let count = 0;
  for (const article of articles) if (article.nlp) count += 1;
  return count;
}
