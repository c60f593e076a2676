// Articles by author — GET|POST /api/authors.
import { z } from 'zod';
import { articleSchema, publishedDatePrecisions, themes } from './article';
import {
  boolParam,
  codeListParam,
  enumListParam,
  enumParam,
  floatParam,
  intParam,
  listParam,
  predefinedSourcesParam,
  requestObjectMessage,
  stringParam,
} from './params';
import { listEchoSchema } from './user-input';

export const sortByValues = ['relevancy', 'date', 'rank'] as const;
export type SortBy = (typeof sortByValues)[number];

export const clusteringVariables = ['content', 'title', 'summary'] as const;
export type ClusteringVariable = (typeof clusteringVariables)[number];

/** Applied only when clustering_enabled is true, like the clustering_variable default "content". */
export const defaultClusteringThreshold = 0.6;
export const defaultClusteringVariable: ClusteringVariable = 'content';

const rankBounds = { min: 0, max: 999_999 } as const;
const sentimentBounds = { min: -1, max: 1 } as const;

// Pairs of inclusive bounds where the lower may not exceed the upper.
const boundPairs = [
  ['from_rank', 'to_rank'],
  ['word_count_min', 'word_count_max'],
  ['title_sentiment_min', 'title_sentiment_max'],
  ['content_sentiment_min', 'content_sentiment_max'],
] as const;

export const authorsRequestSchema = z
  .object(
    {
      author_name: stringParam('author_name', { required: true }),
      not_author_name: listParam('not_author_name'),
      sources: listParam('sources'),
      not_sources: listParam('not_sources'),
      predefined_sources: predefinedSourcesParam('predefined_sources'),
      source_name: listParam('source_name'),
      lang: codeListParam('lang', 'language'),
      not_lang: codeListParam('not_lang', 'language'),
      countries: codeListParam('countries', 'country'),
      not_countries: codeListParam('not_countries', 'country'),
      // Dates stay text: the server parses them (the contract imports nothing but zod).
      from_: stringParam('from_'),
      to_: stringParam('to_'),
      published_date_precision: enumParam('published_date_precision', publishedDatePrecisions),
      by_parse_date: boolParam('by_parse_date'),
      sort_by: enumParam('sort_by', sortByValues, { default: 'relevancy' }),
      ranked_only: boolParam('ranked_only', { default: true }),
      from_rank: intParam('from_rank', rankBounds),
      to_rank: intParam('to_rank', rankBounds),
      is_headline: boolParam('is_headline'),
      is_opinion: boolParam('is_opinion'),
      is_paid_content: boolParam('is_paid_content'),
      parent_url: listParam('parent_url'),
      all_links: listParam('all_links'),
      all_domain_links: listParam('all_domain_links'),
      word_count_min: intParam('word_count_min', { min: 0 }),
      word_count_max: intParam('word_count_max', { min: 0 }),
      page: intParam('page', { min: 1, default: 1 }),
      page_size: intParam('page_size', { min: 1, max: 1000, default: 100 }),
      include_nlp_data: boolParam('include_nlp_data'),
      has_nlp: boolParam('has_nlp'),
      theme: enumListParam('theme', themes),
      not_theme: enumListParam('not_theme', themes),
      ORG_entity_name: listParam('ORG_entity_name'),
      PER_entity_name: listParam('PER_entity_name'),
      LOC_entity_name: listParam('LOC_entity_name'),
      MISC_entity_name: listParam('MISC_entity_name'),
      ner_name: listParam('ner_name'),
      title_sentiment_min: floatParam('title_sentiment_min', sentimentBounds),
      title_sentiment_max: floatParam('title_sentiment_max', sentimentBounds),
      content_sentiment_min: floatParam('content_sentiment_min', sentimentBounds),
      content_sentiment_max: floatParam('content_sentiment_max', sentimentBounds),
      clustering_enabled: boolParam('clustering_enabled'),
      clustering_threshold: floatParam('clustering_threshold', { min: 0, max: 1 }),
      clustering_variable: enumParam('clustering_variable', clusteringVariables),
      iptc_tags: listParam('iptc_tags'),
      not_iptc_tags: listParam('not_iptc_tags'),
      iab_tags: listParam('iab_tags'),
      not_iab_tags: listParam('not_iab_tags'),
    },
    { error: requestObjectMessage },
  )
  .superRefine((request, ctx) => {
    for (const [lowName, highName] of boundPairs) {
      const low = request[lowName];
      const high = request[highName];
      if (low !== undefined && high !== undefined && low > high) {
        ctx.addIssue({
          code: 'custom',
          path: [lowName],
          message: `${lowName} (${low}) must not be greater than ${highName} (${high})`,
        });
      }
    }
  })
  .transform((request) => {
    // The clustering defaults only mean something when clustering is on; filling them otherwise would
    // make a plain request look as if it used a plan feature.
    if (request.clustering_enabled !== true) return request;
    return {
      ...request,
      clustering_threshold: request.clustering_threshold ?? defaultClusteringThreshold,
      clustering_variable: request.clustering_variable ?? defaultClusteringVariable,
    };
  });

export type AuthorsRequest = z.output<typeof authorsRequestSchema>;
/** What a client may send (GET strings or POST typed values). */
export type AuthorsRequestInput = z.input<typeof authorsRequestSchema>;

/**
 * The keys of the authors `user_input` echo, exactly as docs/spec/interface.md, "Articles by author" lists them,
 * in that order.
 */
export const authorsUserInputKeys = [
  'author_name',
  'not_author_name',
  'sources',
  'predefined_sources',
  'not_sources',
  'lang',
  'not_lang',
  'countries',
  'not_countries',
  'from_',
  'to_',
  'published_date_precision',
  'by_parse_date',
  'sort_by',
  'ranked_only',
  'from_rank',
  'to_rank',
  'is_headline',
  'is_paid_content',
  'parent_url',
  'all_links',
  'all_domain_links',
  'word_count_min',
  'word_count_max',
  'page',
  'page_size',
  'include_nlp_data',
  'has_nlp',
  'theme',
  'not_theme',
  'ner_name',
  'title_sentiment_min',
  'title_sentiment_max',
  'content_sentiment_min',
  'content_sentiment_max',
  'iptc_tags',
  'not_iptc_tags',
  'iab_tags',
  'not_iab_tags',
] as const;

export type AuthorsUserInputKey = (typeof authorsUserInputKeys)[number];

const list = listEchoSchema.nullish();
const text = z.string().nullish();
const flag = z.boolean().nullish();
const integer = z.number().int().nullish();
const number = z.number().nullish();

/**
 * The authors echo. Our service sends every key (null when unused), author_name wrapped in double
 * quotes, from_/to_ as ISO 8601 (`2026-11-14T06:00:00`), lists as arrays. Parsing is lenient: keys may be
 * missing and extra keys pass, since the public API's echo is untyped.
 */
export const authorsUserInputSchema = z.looseObject({
  author_name: text,
  not_author_name: list,
  sources: list,
  predefined_sources: list,
  not_sources: list,
  lang: list,
  not_lang: list,
  countries: list,
  not_countries: list,
  from_: text,
  to_: text,
  published_date_precision: text,
  by_parse_date: flag,
  sort_by: text,
  ranked_only: flag,
  from_rank: integer,
  to_rank: integer,
  is_headline: flag,
  is_paid_content: flag,
  parent_url: list,
  all_links: list,
  all_domain_links: list,
  word_count_min: integer,
  word_count_max: integer,
  page: integer,
  page_size: integer,
  include_nlp_data: flag,
  has_nlp: flag,
  theme: list,
  not_theme: list,
  ner_name: list,
  title_sentiment_min: number,
  title_sentiment_max: number,
  content_sentiment_min: number,
  content_sentiment_max: number,
  iptc_tags: list,
  not_iptc_tags: list,
  iab_tags: list,
  not_iab_tags: list,
} satisfies Record<AuthorsUserInputKey, z.ZodType>);

export type AuthorsUserInput = z.infer<typeof authorsUserInputSchema>;

export const clusterSchema = z.looseObject({
  cluster_id: z.string(),
  cluster_size: z.number().int(),
  articles: z.array(articleSchema),
});

export type Cluster = z.infer<typeof clusterSchema>;

/** `status` of an authors answer that matched nothing (HTTP 200). */
export const noMatchesStatus = 'No Matches for your search';

const paginationShape = {
  total_hits: z.number().int(),
  page: z.number().int(),
  total_pages: z.number().int(),
  page_size: z.number().int(),
};

export const authorsArticlesResponseSchema = z.looseObject({
  status: z.literal('ok'),
  ...paginationShape,
  articles: z.array(articleSchema),
  user_input: authorsUserInputSchema,
});

/** clustering_enabled: clusters_count and clusters take the place of articles. */
export const authorsClusteredResponseSchema = z.looseObject({
  status: z.literal('ok'),
  ...paginationShape,
  clusters_count: z.number().int(),
  clusters: z.array(clusterSchema),
  user_input: authorsUserInputSchema,
});

export const authorsNoMatchResponseSchema = z.looseObject({
  status: z.literal(noMatchesStatus),
  ...paginationShape,
  articles: z.array(articleSchema).default([]),
  user_input: authorsUserInputSchema,
});

// Clustered before plain, so that an answer carrying clusters is read as clustered.
export const authorsResponseSchema = z.union([
  authorsNoMatchResponseSchema,
  authorsClusteredResponseSchema,
  authorsArticlesResponseSchema,
]);

export type AuthorsArticlesResponse = z.infer<typeof authorsArticlesResponseSchema>;
export type AuthorsClusteredResponse = z.infer<typeof authorsClusteredResponseSchema>;
export type AuthorsNoMatchResponse = z.infer<typeof authorsNoMatchResponseSchema>;
export type AuthorsResponse = z.infer<typeof authorsResponseSchema>;
