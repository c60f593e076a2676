import { describe, expect, it } from 'vitest';
import {
  authorsRequestSchema,
  authorsResponseSchema,
  authorsUserInputKeys,
  authorsUserInputSchema,
  clusterSchema,
  noMatchesStatus,
} from './authors';
import { zodErrorToErrorBody } from './errors';
import { minimalArticleSample, publicArticleSample } from './test-samples';

function errorBody(value: Record<string, unknown>) {
  const result = authorsRequestSchema.safeParse(value);
  if (result.success) throw new Error(`expected a failure for ${JSON.stringify(value)}`);
  return zodErrorToErrorBody(result.error);
}

const base = { author_name: 'Jane Doe' };

describe('authorsRequestSchema', () => {
  it('applies the defaults and leaves everything else unset', () => {
    expect(authorsRequestSchema.parse(base)).toEqual({
      author_name: 'Jane Doe',
      sort_by: 'relevancy',
      ranked_only: true,
      page: 1,
      page_size: 100,
    });
  });

  it('reads a GET query and the equivalent POST body to the same request', () => {
    const query = {
      author_name: ' Jane Doe ',
      not_author_name: 'John Doe, Jane Roe',
      lang: 'EN,es',
      not_countries: 'uk, FR',
      sources: 'nytimes.com, finance.yahoo.com',
      predefined_sources: 'top 50 US, top 20 GB',
      from_: '2024/07/01',
      to_: 'now',
      published_date_precision: 'full',
      by_parse_date: 'true',
      sort_by: 'date',
      ranked_only: 'false',
      from_rank: '10',
      to_rank: '5000',
      is_headline: '0',
      is_paid_content: 'FALSE',
      word_count_min: '300',
      word_count_max: '1000',
      page: '3',
      page_size: '50',
      include_nlp_data: 'true',
      theme: 'finance,TECH',
      ORG_entity_name: 'Tesla',
      ner_name: 'Tesla, Amazon',
      title_sentiment_min: '-0.5',
      content_sentiment_max: '0.5',
      iptc_tags: '20000199,20000209',
      iab_tags: 'Business,Events',
    };
    const body = {
      author_name: 'Jane Doe',
      not_author_name: ['John Doe', 'Jane Roe'],
      lang: ['en', 'es'],
      not_countries: ['GB', 'FR'],
      sources: ['nytimes.com', 'finance.yahoo.com'],
      predefined_sources: ['top 50 US', 'top 20 GB'],
      from_: '2024/07/01',
      to_: 'now',
      published_date_precision: 'full',
      by_parse_date: true,
      sort_by: 'date',
      ranked_only: false,
      from_rank: 10,
      to_rank: 5000,
      is_headline: false,
      is_paid_content: false,
      word_count_min: 300,
      word_count_max: 1000,
      page: 3,
      page_size: 50,
      include_nlp_data: true,
      theme: ['Finance', 'Tech'],
      ORG_entity_name: ['Tesla'],
      ner_name: ['Tesla', 'Amazon'],
      title_sentiment_min: -0.5,
      content_sentiment_max: 0.5,
      iptc_tags: ['20000199', '20000209'],
      iab_tags: ['Business', 'Events'],
    };
    const fromQuery = authorsRequestSchema.parse(query);
    expect(authorsRequestSchema.parse(body)).toEqual(fromQuery);
    expect(fromQuery).toMatchObject({
      lang: ['en', 'es'],
      not_countries: ['GB', 'FR'],
      theme: ['Finance', 'Tech'],
      predefined_sources: [
        { country: 'US', count: 50 },
        { country: 'GB', count: 20 },
      ],
      ranked_only: false,
      is_headline: false,
    });
  });

  it('requires author_name', () => {
    for (const value of [{}, { author_name: '' }, { author_name: null }]) {
      expect(errorBody(value)).toEqual({
        status: 'error',
        status_code: 422,
        error_code: 'MISSING_PARAMETER',
        message: 'author_name is required',
      });
    }
  });

  it('names the parameter in every validation message', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ is_headline: 'maybe' }, 'is_headline must be true or false, got "maybe"'],
      [{ page_size: 0 }, 'page_size must be between 1 and 1000'],
      [{ from_rank: '1000000' }, 'from_rank must be between 0 and 999999'],
      [{ word_count_max: -5 }, 'word_count_max must be at least 0'],
      [{ content_sentiment_min: '-2' }, 'content_sentiment_min must be between -1 and 1'],
      [{ clustering_threshold: '1.5' }, 'clustering_threshold must be between 0 and 1'],
      [{ sort_by: 'popularity' }, 'sort_by must be one of "relevancy", "date", "rank", got "popularity"'],
      [
        { clustering_variable: 'body' },
        'clustering_variable must be one of "content", "title", "summary", got "body"',
      ],
      [
        { published_date_precision: 'exact' },
        'published_date_precision must be one of "full", "timezone unknown", "date", got "exact"',
      ],
      [
        { not_lang: 'en,english' },
        'not_lang contains "english", which is not a two-letter ISO 639-1 language code such as en or fr',
      ],
      [
        { countries: 'XX' },
        'countries contains "XX", which is not a two-letter ISO 3166-1 alpha-2 country code such as US or GB',
      ],
      [
        { not_theme: 'Gossip' },
        'not_theme contains "Gossip", which is not one of "Business", "Economics", "Entertainment", "Finance", "Health", "Politics", "Science", "Sports", "Tech", "Crime", "Lifestyle", "Automotive", "Travel", "Weather", "General"',
      ],
      [{ from_: 5 }, 'from_ must be a string, got 5'],
      [{ ner_name: { a: 1 } }, 'ner_name must be a string or a list of strings'],
    ];
    for (const [params, message] of cases) {
      expect(errorBody({ ...base, ...params })).toEqual({
        status: 'error',
        status_code: 422,
        error_code: 'VALIDATION_ERROR',
        message,
      });
    }
  });

  it('rejects lower bounds above upper bounds', () => {
    expect(errorBody({ ...base, from_rank: 500, to_rank: 100 }).message).toBe(
      'from_rank (500) must not be greater than to_rank (100)',
    );
    expect(errorBody({ ...base, word_count_min: '900', word_count_max: '100' }).message).toBe(
      'word_count_min (900) must not be greater than word_count_max (100)',
    );
    expect(errorBody({ ...base, title_sentiment_min: 0.5, title_sentiment_max: -0.5 }).message).toContain(
      'title_sentiment_min',
    );
  });

  it('fills the clustering defaults only when clustering is enabled', () => {
    expect(authorsRequestSchema.parse({ ...base, clustering_enabled: 'true' })).toMatchObject({
      clustering_enabled: true,
      clustering_threshold: 0.6,
      clustering_variable: 'content',
    });
    expect(
      authorsRequestSchema.parse({
        ...base,
        clustering_enabled: true,
        clustering_threshold: '0.8',
        clustering_variable: 'TITLE',
      }),
    ).toMatchObject({
      clustering_threshold: 0.8,
      clustering_variable: 'title',
    });
    const plain = authorsRequestSchema.parse({ ...base, clustering_enabled: false });
    expect(plain.clustering_threshold).toBeUndefined();
    expect(plain.clustering_variable).toBeUndefined();
  });
});

describe('authors user_input echo', () => {
  it('has exactly the keys of docs/spec/interface.md, "Articles by author", in order, each a request parameter', () => {
    expect(Object.keys(authorsUserInputSchema.shape)).toEqual([...authorsUserInputKeys]);
    expect(authorsUserInputKeys).toHaveLength(39);
    const requestParams = Object.keys(authorsRequestSchema.in.shape);
    for (const key of authorsUserInputKeys) expect(requestParams).toContain(key);
  });
});

const echo = {
  ...Object.fromEntries(authorsUserInputKeys.map((key) => [key, null])),
  author_name: '"Jane Doe"',
  from_: '2026-11-14T06:00:00',
  to_: '2026-11-21T06:00:00',
  lang: ['en'],
  sort_by: 'relevancy',
  ranked_only: true,
  page: 1,
  page_size: 100,
};

describe('authorsResponseSchema', () => {
  it('accepts an answer with articles', () => {
    const answer = {
      status: 'ok',
      total_hits: 2,
      page: 1,
      total_pages: 1,
      page_size: 2,
      articles: [publicArticleSample(), minimalArticleSample()],
      user_input: echo,
    };
    const parsed = authorsResponseSchema.parse(answer);
    expect('articles' in parsed && parsed.articles).toHaveLength(2);
  });

  it('accepts a clustered answer', () => {
    const cluster = {
      cluster_id: '0',
      cluster_size: 2,
      articles: [publicArticleSample(), minimalArticleSample()],
    };
    expect(clusterSchema.parse(cluster).cluster_size).toBe(2);
    const answer = {
      status: 'ok',
      total_hits: 2,
      page: 1,
      total_pages: 1,
      page_size: 2,
      clusters_count: 1,
      clusters: [cluster],
      user_input: echo,
    };
    const parsed = authorsResponseSchema.parse(answer);
    expect('clusters' in parsed && parsed.clusters_count).toBe(1);
  });

  it('accepts the no-match answer', () => {
    const answer = {
      status: noMatchesStatus,
      total_hits: 0,
      page: 1,
      total_pages: 0,
      page_size: 0,
      articles: [],
      user_input: echo,
    };
    expect(authorsResponseSchema.parse(answer).status).toBe('No Matches for your search');
  });

  it('rejects an answer that is none of the three', () => {
    const answer = { status: 'ok', total_hits: 1, page: 1, total_pages: 1, page_size: 1, user_input: echo };
    expect(authorsResponseSchema.safeParse(answer).success).toBe(false);
  });
});
