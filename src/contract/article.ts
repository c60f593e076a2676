// The Article resource and its NLP layer, as answered by lookup and authors. Response schemas are loose:
// fields the public API adds (robots_compliant, custom_tags, translation fields…) pass through untouched.
import { z } from 'zod';

// The value lists live in a module without zod, so the SPA's entry chunk can name them without zod.
export { publishedDatePrecisions, themes } from './article-values';
export type { PublishedDatePrecision, Theme } from './article-values';

const RESPONSE_DATE_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** A response date-time, UTC, `YYYY-MM-DD HH:MM:SS`. */
export const responseDateSchema = z
  .string()
  .regex(RESPONSE_DATE_PATTERN, { error: 'Dates in responses must have the form YYYY-MM-DD HH:MM:SS' });

// The public API types some list fields as "array of string or string"; a single string is read as a
// one-item list so that consumers always see an array.
const stringListSchema = z.union([
  z.array(z.string()),
  z.string().transform((value) => (value === '' ? [] : [value])),
]);

export const namedEntitySchema = z.looseObject({
  entity_name: z.string(),
  count: z.number().int(),
});

export type NamedEntity = z.infer<typeof namedEntitySchema>;

export const sentimentSchema = z.looseObject({
  title: z.number().nullish(),
  content: z.number().nullish(),
});

export const nlpSchema = z.looseObject({
  /** Comma-joined themes. */
  theme: z.string().nullish(),
  summary: z.string().nullish(),
  sentiment: sentimentSchema.nullish(),
  ner_PER: z.array(namedEntitySchema).nullish(),
  ner_ORG: z.array(namedEntitySchema).nullish(),
  ner_MISC: z.array(namedEntitySchema).nullish(),
  ner_LOC: z.array(namedEntitySchema).nullish(),
  /** `/`-separated IPTC Media Topic paths (IPTC plans). */
  iptc_tags_name: z.array(z.string()).nullish(),
  /** IPTC Media Topic codes (IPTC plans). */
  iptc_tags_id: z.array(z.string()).nullish(),
  embeddings: z.array(z.number()).nullish(),
});

export type Nlp = z.infer<typeof nlpSchema>;

/**
 * Required non-null (docs/spec/decisions.md, "Fine points", as the public API requires): title, link,
 * domain_url, full_domain_url, parent_url, rank, id, score. Every other field may be null or absent.
 */
export const articleSchema = z.looseObject({
  title: z.string(),
  author: z.string().nullish(),
  authors: stringListSchema.nullish(),
  journalists: stringListSchema.nullish(),
  published_date: responseDateSchema.nullish(),
  published_date_precision: z.string().nullish(),
  updated_date: responseDateSchema.nullish(),
  updated_date_precision: z.string().nullish(),
  parse_date: responseDateSchema.nullish(),
  link: z.string(),
  domain_url: z.string(),
  full_domain_url: z.string(),
  name_source: z.string().nullish(),
  is_headline: z.boolean().nullish(),
  paid_content: z.boolean().nullish(),
  parent_url: z.string(),
  country: z.string().nullish(),
  rights: z.string().nullish(),
  rank: z.number().int(),
  media: z.string().nullish(),
  language: z.string().nullish(),
  description: z.string().nullish(),
  content: z.string().nullish(),
  /** null in lookup answers; the public search operations may send an object. */
  highlight: z.unknown().optional(),
  word_count: z.number().int().nullish(),
  is_opinion: z.boolean().nullish(),
  twitter_account: z.string().nullish(),
  all_links: stringListSchema.nullish(),
  all_domain_links: stringListSchema.nullish(),
  nlp: nlpSchema.nullish(),
  id: z.string(),
  score: z.number(),
});

export type Article = z.infer<typeof articleSchema>;

/** The field names of the Article resource, in the order of docs/spec/interface.md, "Article". */
export const articleFields = Object.keys(articleSchema.shape) as (keyof typeof articleSchema.shape)[];
