// Test fixtures: profile articles with only the fields a test cares about set (the rest plausible).
import type { ProfileArticle } from './profile-article';

let serial = 0;

export function profileArticle(fields: Partial<ProfileArticle> = {}): ProfileArticle {
  serial += 1;
  return {
    id: `p${serial}`,
    published_date: '2026-11-09 12:00:00',
    published_date_precision: 'full',
    domain_url: 'harbor.example',
    name_source: 'Daily Harbor',
    rank: 120,
    language: 'en',
    author: 'Ada Marsh',
    authors: ['Ada Marsh'],
    word_count: 500,
    is_opinion: false,
    is_headline: false,
    paid_content: false,
    nlp: null,
    ...fields,
  };
}

/** An NLP layer with the given sentiment (and optionally themes, entities, IPTC topics). */
export function withSentiment(
  title: number | null,
  content: number | null,
  nlp: NonNullable<ProfileArticle['nlp']> = {},
): NonNullable<ProfileArticle['nlp']> {
  return { ...nlp, sentiment: { title, content } };
}
