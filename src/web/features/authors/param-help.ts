// Labels and help texts of the search form's controls, from the meanings in the table of
// docs/spec/interface.md, "Articles by author" (shortened), so the form says what the interface does with
// each value.
import type { AuthorsParamName } from './authors-search';

export interface ParamHelp {
  label: string;
  help: string;
}

export const paramHelp: Record<AuthorsParamName, ParamHelp> = {
  author_name: {
    label: 'Author',
    help: 'Author searched for; exact matches only (case and spacing do not matter).',
  },
  not_author_name: {
    label: 'Exclude authors',
    help: 'Articles with any of these names as an author are left out.',
  },
  lang: { label: 'Languages', help: 'Only articles in these languages.' },
  not_lang: { label: 'Exclude languages', help: 'Inverse of Languages.' },
  published_date_precision: {
    label: 'Date precision',
    help: 'Only dates this accurate: full (day, time and zone), timezone unknown, or date (day only).',
  },
  countries: {
    label: 'Countries',
    help: 'Country of the publisher, not of countries mentioned in the article.',
  },
  not_countries: { label: 'Exclude countries', help: 'Inverse of Countries.' },
  sources: {
    label: 'Sources',
    help: 'Domains; subdomains are included (yahoo.com covers finance.yahoo.com).',
  },
  not_sources: { label: 'Exclude sources', help: 'Domains to leave out; subdomains included.' },
  ranked_only: {
    label: 'Ranked sources only',
    help: 'Only sources within the top one million sites; unranked sources have rank 999999.',
  },
  from_rank: { label: 'Rank from', help: 'Lowest rank boundary (0–999999); lower means more popular.' },
  to_rank: { label: 'Rank to', help: 'Upper rank boundary (0–999999).' },
  sort_by: {
    label: 'Sort',
    help: 'Relevancy (best match first), date (most recent first) or rank (most popular sources first).',
  },
  page_size: { label: 'Page size', help: 'Articles per page, 1 to 1000.' },
  page: { label: 'Page', help: 'Page number.' },
  from_: {
    label: 'Published',
    help: 'Start of the time range; the interface defaults to the past week. Days are UTC.',
  },
  to_: { label: 'To', help: 'End of the time range (UTC, inclusive).' },
  by_parse_date: {
    label: 'Filter on parse date',
    help: 'The time range applies to when articles were parsed instead of published; each article gains parse_date.',
  },
  is_headline: { label: 'Headline', help: 'Yes: only articles seen on the home page of their domain.' },
  is_opinion: {
    label: 'Opinion',
    help: 'In development. Yes: only opinion pieces; No: opinion pieces left out.',
  },
  parent_url: { label: 'Parent URL', help: 'Only articles first found at these URLs.' },
  all_links: { label: 'Mentions link', help: 'Articles whose content links to these URLs.' },
  all_domain_links: { label: 'Mentions domain', help: 'Articles whose content links to these domains.' },
  word_count_min: { label: 'Words from', help: 'Minimum word count.' },
  word_count_max: { label: 'Words to', help: 'Maximum word count.' },
  is_paid_content: {
    label: 'Paid content',
    help: 'In development. No: only articles with fully public content.',
  },
  source_name: {
    label: 'Source names',
    help: 'Source names; discouraged in production in favour of Sources.',
  },
  predefined_sources: {
    label: 'Top sources',
    help: 'Top lists per country: top <N> <CC>, e.g. "top 50 US, GB" or "top 10 US, 20 FR".',
  },
  include_nlp_data: {
    label: 'Include NLP data',
    help: 'Adds the NLP layer: themes, summary, sentiment, entities.',
  },
  has_nlp: { label: 'Has NLP layer', help: 'Yes: only articles with an NLP layer.' },
  theme: {
    label: 'Themes',
    help: 'Only articles on these topics.',
  },
  not_theme: { label: 'Exclude themes', help: 'Inverse of Themes.' },
  ORG_entity_name: { label: 'Organisations', help: 'Organisation mentioned (exact name).' },
  PER_entity_name: { label: 'People', help: 'Person mentioned (exact name).' },
  LOC_entity_name: { label: 'Locations', help: 'Location mentioned (exact name).' },
  MISC_entity_name: {
    label: 'Products and other names',
    help: 'Product or other name mentioned (exact name).',
  },
  ner_name: { label: 'Any entity', help: 'Entity of any type mentioned (exact name).' },
  title_sentiment_min: {
    label: 'Title sentiment',
    help: 'Bounds on title sentiment, from -1 (negative) to 1 (positive).',
  },
  title_sentiment_max: {
    label: 'Title sentiment',
    help: 'Bounds on title sentiment, from -1 (negative) to 1 (positive).',
  },
  content_sentiment_min: {
    label: 'Content sentiment',
    help: 'Bounds on content sentiment, from -1 (negative) to 1 (positive).',
  },
  content_sentiment_max: {
    label: 'Content sentiment',
    help: 'Bounds on content sentiment, from -1 (negative) to 1 (positive).',
  },
  clustering_enabled: {
    label: 'Cluster similar articles',
    help: 'Groups the articles of the page into clusters of similar articles instead of a list.',
  },
  clustering_threshold: {
    label: 'Similarity threshold',
    help: 'How similar articles must be to share a cluster (0–1, default 0.6).',
  },
  clustering_variable: {
    label: 'Compare by',
    help: 'Data used for similarity: content (default), title or summary.',
  },
  iptc_tags: { label: 'IPTC tags', help: 'IPTC Media Topic codes, e.g. 20000199.' },
  not_iptc_tags: { label: 'Exclude IPTC tags', help: 'Inverse of IPTC tags.' },
};
