import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import {
  authorsApiRequest,
  authorsSearchDefaults,
  authorsSearchSchema,
  hasAuthor,
  requestParamsOf,
} from './authors-search';
import type { AuthorsSearch } from './authors-search';

/** What the page reads from a URL's search string, as the router parses it. */
function searchFromUrl(searchString: string): AuthorsSearch {
  return authorsSearchSchema.parse(defaultParseSearch(searchString));
}

describe('authorsSearchSchema', () => {
  it('gives the defaults for an empty URL, and they are exactly the stripped defaults', () => {
    expect(searchFromUrl('')).toEqual(authorsSearchDefaults);
  });

  it('falls back on values it cannot use instead of failing', () => {
    expect(
      searchFromUrl(
        '?sort_by=oldest&page=0&page_size=5000&from_=last%20year&to_=soon&ranked_only=maybe&from_rank=-4' +
          '&is_headline=perhaps&title_sentiment_min=2&clustering_threshold=1.5&interval=month&theme=Cooking&entity_type=FOO' +
          '&view=timeline&tz=mars',
      ),
    ).toEqual(authorsSearchDefaults);
  });

  it('reads hand-written values: comma lists, codes in any case, booleans and numbers as text', () => {
    expect(
      searchFromUrl(
        '?author_name=Ada%20Marsh&lang=EN,%20fr,,en&countries=gb,us&theme=tech,Finance&is_opinion=false' +
          '&word_count_min=200&title_sentiment_min=-0.5&from_=2026-10-01&to_=2026-10-31',
      ),
    ).toMatchObject({
      author_name: 'Ada Marsh',
      lang: ['en', 'fr'],
      countries: ['GB', 'US'],
      theme: ['Tech', 'Finance'],
      is_opinion: false,
      word_count_min: 200,
      title_sentiment_min: -0.5,
      from_: '2026-10-01',
      to_: '2026-10-31',
    });
  });

  it('keeps a numeric author name as text', () => {
    expect(searchFromUrl('?author_name=1984').author_name).toBe('1984');
  });

  it('round-trips every param through the URL the router writes', () => {
    const search: AuthorsSearch = {
      author_name: 'Zoë "Zed" O\'Neil & Co',
      not_author_name: ['Staff', 'Reuters'],
      from_: '2026-09-01',
      to_: '2026-09-30',
      by_parse_date: true,
      published_date_precision: 'timezone unknown',
      sources: ['a.example', 'b.example'],
      not_sources: ['c.example'],
      predefined_sources: 'top 10 US, GB',
      source_name: ['Daily Ledger', 'Coastal Times'],
      lang: ['en'],
      not_lang: ['de'],
      countries: ['US'],
      not_countries: ['FR'],
      sort_by: 'date',
      ranked_only: false,
      from_rank: 0,
      to_rank: 5000,
      is_headline: true,
      is_opinion: false,
      is_paid_content: false,
      word_count_min: 100,
      word_count_max: 2000,
      parent_url: ['https://a.example/news/'],
      all_links: ['https://x.example/a?b=1'],
      all_domain_links: ['x.example'],
      include_nlp_data: true,
      has_nlp: true,
      theme: ['Tech'],
      not_theme: ['Sports', 'Weather'],
      ORG_entity_name: ['Acme'],
      PER_entity_name: ['Jane Doe'],
      LOC_entity_name: ['Paris'],
      MISC_entity_name: ['iPhone'],
      ner_name: ['Mars'],
      title_sentiment_min: -0.25,
      title_sentiment_max: 0.75,
      content_sentiment_min: 0,
      content_sentiment_max: 1,
      clustering_enabled: true,
      clustering_threshold: 0.8,
      clustering_variable: 'title',
      iptc_tags: ['20000199'],
      not_iptc_tags: ['20000200'],
      page: 3,
      page_size: 250,
      article: '0042',
      interval: 'week',
      entity_type: 'ORG',
      view: 'profile',
      tz: 'utc',
    };
    expect(searchFromUrl(defaultStringifySearch(search))).toEqual(search);
  });
});

describe('requestParamsOf', () => {
  it('leaves the tab and the time zone out of the request', () => {
    const params = requestParamsOf(searchFromUrl('?author_name=Ada&view=profile&tz=utc&article=x'));
    expect(params).not.toHaveProperty('view');
    expect(params).not.toHaveProperty('tz');
    expect(params).not.toHaveProperty('article');
    expect(params.author_name).toBe('Ada');
  });
});

describe('hasAuthor', () => {
  it('is false until an author is named', () => {
    expect(hasAuthor(searchFromUrl('?lang=en'))).toBe(false);
    expect(hasAuthor(searchFromUrl('?author_name=%20%20'))).toBe(false);
    expect(hasAuthor(searchFromUrl('?author_name=Ada'))).toBe(true);
  });
});

describe('authorsApiRequest', () => {
  it('sends every value in its wire form, in the order of the interface, with the defaults', () => {
    const search = searchFromUrl(
      '?author_name=Ada%20Marsh&lang=en,fr&is_headline=false&from_=2026-10-01&to_=2026-10-31&page=2',
    );
    if (!hasAuthor(search)) throw new Error('expected an author');
    const request = authorsApiRequest({ ...requestParamsOf(search), author_name: search.author_name });
    expect(request).toEqual({
      operation: 'authors',
      method: 'GET',
      query: {
        author_name: 'Ada Marsh',
        lang: 'en,fr',
        ranked_only: 'true',
        sort_by: 'relevancy',
        page_size: '100',
        page: '2',
        from_: '2026/10/01',
        to_: '2026/10/31 23:59:59',
        is_headline: 'false',
      },
    });
    expect(Object.keys(request.query ?? {})).toEqual([
      'author_name',
      'lang',
      'ranked_only',
      'sort_by',
      'page_size',
      'page',
      'from_',
      'to_',
      'is_headline',
    ]);
  });

  it('sends a preset as the interface shorthand', () => {
    const search = searchFromUrl('?author_name=Ada&from_=90d');
    expect(authorsApiRequest({ ...search, author_name: 'Ada' }).query?.['from_']).toBe('90d');
  });

  it('sends clustering threshold and variable only with clustering on, the threshold defaulting to 0.6', () => {
    const off = searchFromUrl('?author_name=Ada&clustering_threshold=0.9&clustering_variable=title');
    const offQuery = authorsApiRequest({ ...off, author_name: 'Ada' }).query ?? {};
    expect(offQuery).not.toHaveProperty('clustering_threshold');
    expect(offQuery).not.toHaveProperty('clustering_variable');

    const on = searchFromUrl('?author_name=Ada&clustering_enabled=true');
    expect(authorsApiRequest({ ...on, author_name: 'Ada' }).query).toMatchObject({
      clustering_enabled: 'true',
      clustering_threshold: '0.6',
    });
  });
});
