// The author's tone: mean title and content sentiment week by week, and per outlet against the author's
// own overall mean. The interface lists an outlet's articles only by author, so an outlet's other writers
// are out of reach: the comparison is the author with themself, and says so where it is shown.
import { outletName } from './profile-article';
import type { ProfileArticle } from './profile-article';
import { groupByWeek } from './weeks';
import type { ZonedClock } from './zoned-time';

export interface SentimentMeans {
  /** Mean over the articles with a title sentiment; null when none has one. */
  title: number | null;
  content: number | null;
  /** Articles with any sentiment. */
  articles: number;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

export function sentimentMeans(articles: readonly ProfileArticle[]): SentimentMeans {
  let titleSum = 0;
  let titleCount = 0;
  let contentSum = 0;
  let contentCount = 0;
  let withSentiment = 0;
  for (const article of articles) {
    const sentiment = article.nlp?.sentiment;
    const title = sentiment?.title;
    const content = sentiment?.content;
    const hasTitle = typeof title === 'number';
    const hasContent = typeof content === 'number';
    if (hasTitle) {
      titleSum += title;
      titleCount += 1;
    }
    if (hasContent) {
      contentSum += content;
      contentCount += 1;
    }
    if (hasTitle || hasContent) withSentiment += 1;
  }
  return {
    title: titleCount > 0 ? round(titleSum / titleCount) : null,
    content: contentCount > 0 ? round(contentSum / contentCount) : null,
    articles: withSentiment,
  };
}

export type SentimentWeekRow = { week: string; label: string; title: number | null; content: number | null };

/** Mean sentiment per week; weeks without sentiment keep their place with nulls. Empty when none has any. */
export function sentimentPerWeek(
  articles: readonly ProfileArticle[],
  clock: ZonedClock,
  locale?: string,
): SentimentWeekRow[] {
  const withSentiment = articles.filter((article) => article.nlp?.sentiment);
  return groupByWeek(withSentiment, clock, locale).map(({ week, label, items }) => {
    const means = sentimentMeans(items);
    return { week, label, title: means.title, content: means.content };
  });
}

export interface OutletTone extends SentimentMeans {
  domain: string;
  name: string;
  /** The outlet's mean minus the author's overall mean; null when either is missing. */
  titleDifference: number | null;
  contentDifference: number | null;
}

export interface ToneByOutlet {
  overall: SentimentMeans;
  /** Outlets with sentiment, most such articles first (then by name), top `limit`. */
  outlets: OutletTone[];
  /** Outlets with sentiment beyond the limit. */
  moreOutlets: number;
}

const difference = (value: number | null, base: number | null) =>
  value === null || base === null ? null : round(value - base);

export function toneByOutlet(articles: readonly ProfileArticle[], limit = 8): ToneByOutlet {
  const byDomain = new Map<string, { name: string; articles: ProfileArticle[] }>();
  for (const article of articles) {
    if (!article.nlp?.sentiment) continue;
    const outlet = byDomain.get(article.domain_url);
    if (outlet) outlet.articles.push(article);
    else byDomain.set(article.domain_url, { name: outletName(article), articles: [article] });
  }
  const overall = sentimentMeans(articles);
  const outlets = [...byDomain.entries()]
    .map(([domain, outlet]): OutletTone => {
      const means = sentimentMeans(outlet.articles);
      return {
        domain,
        name: outlet.name,
        ...means,
        titleDifference: difference(means.title, overall.title),
        contentDifference: difference(means.content, overall.content),
      };
    })
    .filter((outlet) => outlet.articles > 0)
    .sort((a, b) => b.articles - a.articles || a.name.localeCompare(b.name));
  return { overall, outlets: outlets.slice(0, limit), moreOutlets: Math.max(0, outlets.length - limit) };
}
