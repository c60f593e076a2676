import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { sourcesRequestSchema } from '../../../contract/sources';
import {
  hasRequiredFilter,
  sourcesApiRequest,
  sourcesQueryFromSearch,
  sourcesSearchDefaults,
  sourcesSearchSchema,
} from './sources-search';
import type { SourcesSearch } from './sources-search';

/** What the page reads from a URL's search string, as the router parses it. */
function searchFromUrl(searchString: string): SourcesSearch {
  return sourcesSearchSchema.parse(defaultParseSearch(searchString));
}

describe('sourcesSearchSchema', () => {
  it('gives the defaults for an empty URL, and they are exactly what the route strips', () => {
    expect(searchFromUrl('')).toEqual(sourcesSearchDefaults);
  });

  it('reads hand-written comma lists, normalising code case and dropping blanks and repeats', () => {
    expect(searchFromUrl('?lang=EN,%20fr,,en&countries=us,gb&source_url=News.Example')).toMatchObject({
      lang: ['en', 'fr'],
      countries: ['US', 'GB'],
      source_url: ['news.example'],
    });
  });

  it('keeps unknown codes, so that the service can say what is wrong with them', () => {
    expect(searchFromUrl('?countries=zz')).toMatchObject({ countries: ['ZZ'] });
  });

  it('falls back on values it cannot use instead of failing', () => {
    expect(
      searchFromUrl('?from_rank=-1&to_rank=1000000&sort=views&order=up&page=0&method=PUT&lang=%7B%7D'),
    ).toEqual(sourcesSearchDefaults);
  });

  it('round-trips every field through the URL the router writes', () => {
    const search: SourcesSearch = {
      lang: ['en', 'fr'],
      countries: ['US'],
      predefined_sources: 'top 10 US, top 5 GB',
      source_name: ['Times', 'Daily "Harbor"'],
      source_url: ['123.example'],
      from_rank: 10,
      to_rank: 5000,
      method: 'POST',
      sort: 'articles_7d',
      order: 'desc',
      page: 3,
    };
    expect(searchFromUrl(defaultStringifySearch(search))).toEqual(search);
  });
});

describe('sourcesQueryFromSearch', () => {
  it('is null until a filter the interface needs is chosen: rank bounds alone are not one', () => {
    expect(sourcesQueryFromSearch(searchFromUrl('?from_rank=5&to_rank=50'))).toBeNull();
    expect(hasRequiredFilter(searchFromUrl('?source_name=times'))).toBe(true);
  });

  it('passes a domain beside other filters on as written, for the service to explain', () => {
    expect(sourcesQueryFromSearch(searchFromUrl('?source_url=a.example&countries=US'))).toEqual({
      sourceUrl: ['a.example'],
      countries: ['US'],
      method: 'GET',
    });
  });
});

describe('sourcesApiRequest', () => {
  const query = {
    lang: ['en', 'fr'],
    predefinedSources: 'top 3 US, top 2 GB',
    fromRank: 0,
    toRank: 1000,
    method: 'GET' as const,
  };

  it('sends GET lists comma-joined, rank bounds (0 included) and include_additional_info', () => {
    expect(sourcesApiRequest(query)).toEqual({
      operation: 'sources',
      method: 'GET',
      query: {
        lang: 'en,fr',
        predefined_sources: 'top 3 US, top 2 GB',
        from_rank: '0',
        to_rank: '1000',
        include_additional_info: 'true',
      },
    });
  });

  it('sends POST lists as arrays and numbers as numbers', () => {
    expect(sourcesApiRequest({ ...query, method: 'POST' })).toEqual({
      operation: 'sources',
      method: 'POST',
      body: {
        lang: ['en', 'fr'],
        predefined_sources: 'top 3 US, top 2 GB',
        from_rank: 0,
        to_rank: 1000,
        include_additional_info: true,
      },
    });
  });

  it('sends requests the interface contract accepts, by either method', () => {
    const get = sourcesApiRequest(query);
    const post = sourcesApiRequest({ ...query, method: 'POST' });
    expect(sourcesRequestSchema.safeParse(get.query).success).toBe(true);
    expect(sourcesRequestSchema.safeParse(post.body).success).toBe(true);
    expect(sourcesRequestSchema.parse(get.query)).toEqual(sourcesRequestSchema.parse(post.body));
  });
});
