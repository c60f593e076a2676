// What ingest hands the store for one article: the answer fields kept in `doc` (exactly as ingested), the
// forms its filter columns match on, the times and author keys the indexes use, and the NLP layer that came
// with the article (when it came with one).
import type { NlpFields } from './nlp-codec';

/** The article fields kept in `doc`, in the order answers show them. */
export interface ArticleDoc {
  title: string;
  author: string | null;
  authors: string[];
  journalists: string[];
  published_date: string;
  published_date_precision: string | null;
  updated_date: string | null;
  updated_date_precision: string | null;
  link: string;
  domain_url: string;
  full_domain_url: string;
  name_source: string | null;
  is_headline: boolean | null;
  paid_content: boolean | null;
  parent_url: string;
  country: string | null;
  rights: string | null;
  rank: number;
  media: string | null;
  language: string | null;
  description: string | null;
  content: string | null;
  word_count: number;
  is_opinion: boolean | null;
  twitter_account: string | null;
  all_links: string[];
  all_domain_links: string[];
  id: string;
}

/**
 * The forms the store's filter columns and relation tables hold: what requests are compared with (requests
 * trim their values; codes and hosts compare ignoring case). `doc` keeps the values as they came in.
 */
export interface MatchForms {
  /** Outer blanks trimmed. */
  link: string;
  /** Trimmed, lower case. */
  domainUrl: string;
  /** Trimmed, lower case. */
  fullDomainUrl: string;
  /** Trimmed. */
  parentUrl: string;
  /** Trimmed, upper case; null when absent or blank. */
  country: string | null;
  /** Trimmed, lower case; null when absent or blank. */
  language: string | null;
  /** Trimmed, distinct, blanks left out. */
  allLinks: string[];
  /** Trimmed, lower case, distinct, blanks left out. */
  allDomainLinks: string[];
}

export interface NormalizedArticle {
  /** The answer fields: every string as ingested, only the missing ones derived. */
  doc: ArticleDoc;
  match: MatchForms;
  publishedAt: number;
  parseAt: number;
  /** Normalised author keys → score (2: the `author`, 1: only in `authors`). */
  authorKeys: Map<string, number>;
  nlp: NlpFields | null;
}
