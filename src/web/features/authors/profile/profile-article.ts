// The part of an article the author profile reads. Pages of 1,000 articles are cut down to it as they
// arrive, so 10,000 articles in the cache cost their figures, not their texts and embeddings.
import type { Article, Nlp } from '../../../../contract/article';
import { nameDisplaySpelling, nameKey } from '../../../../contract/names';
import { parseApiDate } from '../../../lib/dates';

export type ProfileNlp = Pick<
  Nlp,
  'theme' | 'sentiment' | 'ner_PER' | 'ner_ORG' | 'ner_LOC' | 'iptc_tags_name'
>;

export type ProfileArticle = Pick<
  Article,
  | 'id'
  | 'published_date'
  | 'published_date_precision'
  | 'domain_url'
  | 'name_source'
  | 'rank'
  | 'language'
  | 'author'
  | 'authors'
  | 'word_count'
  | 'is_opinion'
  | 'is_headline'
  | 'paid_content'
> & { nlp?: ProfileNlp | null };

export function toProfileArticle(article: Article): ProfileArticle {
  const { nlp } = article;
  return {
    id: article.id,
    published_date: article.published_date,
    published_date_precision: article.published_date_precision,
    domain_url: article.domain_url,
    name_source: article.name_source,
    rank: article.rank,
    language: article.language,
    author: article.author,
    authors: article.authors,
    word_count: article.word_count,
    is_opinion: article.is_opinion,
    is_headline: article.is_headline,
    paid_content: article.paid_content,
    nlp: nlp
      ? {
          theme: nlp.theme,
          sentiment: nlp.sentiment,
          ner_PER: nlp.ner_PER,
          ner_ORG: nlp.ner_ORG,
          ner_LOC: nlp.ner_LOC,
          iptc_tags_name: nlp.iptc_tags_name,
        }
      : nlp,
  };
}

/** Every name on the byline (`authors` and `author`), each once, as first written. */
export function bylineNames(article: Pick<ProfileArticle, 'author' | 'authors'>): string[] {
  const byKey = new Map<string, string>();
  for (const name of [...(article.authors ?? []), article.author ?? '']) {
    const key = nameKey(name);
    if (key !== '' && !byKey.has(key)) byKey.set(key, nameDisplaySpelling(name));
  }
  return [...byKey.values()];
}

/** The source's common name, else its domain. */
export function outletName(article: Pick<ProfileArticle, 'name_source' | 'domain_url'>): string {
  return article.name_source?.trim() || article.domain_url;
}

// Every card reads the dates: parse each article's once, whatever the number of cards and time zones.
const publishedTimes = new WeakMap<Pick<ProfileArticle, 'published_date'>, number | null>();

/** `published_date` in milliseconds since the epoch; null when missing or unreadable. */
export function publishedTime(article: Pick<ProfileArticle, 'published_date'>): number | null {
  let time = publishedTimes.get(article);
  if (time === undefined) {
    time = parseApiDate(article.published_date)?.getTime() ?? null;
    publishedTimes.set(article, time);
  }
  return time;
}
