// The profile's headline figures: how much the author wrote in the window, where, in which languages, and
// the first and last article seen. One pass over the articles, cheap enough to redo as each page arrives.
import { languageNames } from '../../../../contract/codes';
import { outletName, publishedTime } from './profile-article';
import type { ProfileArticle } from './profile-article';

export interface OutletFigure {
  domain: string;
  name: string;
  /** The source's rank (1 is the most visited; 999999 is unranked). */
  rank: number;
  articles: number;
  /** Share of the author's articles, 0–1. */
  share: number;
}

export interface LanguageFigure {
  code: string;
  label: string;
  articles: number;
  share: number;
}

export interface HeadlineFigures {
  articles: number;
  /** Most articles first, then the better-ranked outlet, then by name. */
  outlets: OutletFigure[];
  /** Most articles first. */
  languages: LanguageFigure[];
  /** Articles without a language given. */
  withoutLanguage: number;
  /** `published_date` of the earliest and latest articles, as the interface writes it (UTC). */
  first: string | null;
  last: string | null;
}

export const unrankedRank = 999_999;

export function headlineFigures(articles: readonly ProfileArticle[]): HeadlineFigures {
  const outlets = new Map<string, { name: string; rank: number; articles: number }>();
  const languages = new Map<string, number>();
  let withoutLanguage = 0;
  let first: { time: number; text: string } | null = null;
  let last: { time: number; text: string } | null = null;
  for (const article of articles) {
    const outlet = outlets.get(article.domain_url);
    if (outlet) outlet.articles += 1;
    else outlets.set(article.domain_url, { name: outletName(article), rank: article.rank, articles: 1 });

    const language = article.language?.trim().toLowerCase();
    if (language) languages.set(language, (languages.get(language) ?? 0) + 1);
    else withoutLanguage += 1;

    const time = publishedTime(article);
    if (time !== null && article.published_date) {
      if (!first || time < first.time) first = { time, text: article.published_date };
      if (!last || time > last.time) last = { time, text: article.published_date };
    }
  }
  const total = articles.length;
  return {
    articles: total,
    outlets: [...outlets.entries()]
      .map(([domain, outlet]) => ({ domain, ...outlet, share: outlet.articles / total }))
      .sort((a, b) => b.articles - a.articles || a.rank - b.rank || a.name.localeCompare(b.name)),
    languages: [...languages.entries()]
      .map(([code, count]) => ({
        code,
        label: languageNames[code] ?? code,
        articles: count,
        share: count / total,
      }))
      .sort((a, b) => b.articles - a.articles || a.label.localeCompare(b.label)),
    withoutLanguage,
    first: first?.text ?? null,
    last: last?.text ?? null,
  };
}
