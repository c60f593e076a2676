import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { urlValue } from '../../../../test/helpers/url-values';
import {
  lookupApiRequest,
  lookupQueryFromSearch,
  lookupSearchDefaults,
  lookupSearchSchema,
} from './lookup-search';
import type { LookupSearch } from './lookup-search';

/** What the page reads from a URL's search string, as the router parses it. */
function searchFromUrl(searchString: string): LookupSearch {
  return lookupSearchSchema.parse(defaultParseSearch(searchString));
}

describe('lookupSearchSchema', () => {
  it('gives defaults for an empty URL', () => {
    expect(searchFromUrl('')).toEqual({ method: 'GET', page: 1, page_size: 10 });
  });

  it('falls back on values it cannot use instead of failing', () => {
    expect(searchFromUrl('?method=PUT&page=-3&page_size=5000&ids=%7B%7D')).toEqual({
      method: 'GET',
      page: 1,
      page_size: 10,
    });
  });

  it('reads hand-written comma lists and numeric ids as strings', () => {
    expect(searchFromUrl('?ids=a,%20b,,a&article=123')).toMatchObject({ ids: ['a', 'b'], article: '123' });
    expect(searchFromUrl('?ids=42')).toMatchObject({ ids: ['42'] });
  });

  it('round-trips every field through the URL the router writes', () => {
    const search: LookupSearch = {
      links: ['https://a.example/x?tags=a,b', 'https://b.example/"quoted"&y'],
      method: 'POST',
      page: 3,
      page_size: 25,
      article: '007',
    };
    const url = defaultStringifySearch(search);
    expect(searchFromUrl(url)).toEqual(search);
  });

  it('keeps number-like ids as strings through the round trip', () => {
    const search: LookupSearch = { ids: ['123', '1e5', 'true'], method: 'GET', page: 1, page_size: 10 };
    expect(searchFromUrl(defaultStringifySearch(search))).toEqual(search);
  });
});

describe('lookupQueryFromSearch', () => {
  it('is null until something was looked up', () => {
    expect(lookupQueryFromSearch(searchFromUrl('?page=2'))).toBeNull();
  });
});

describe('lookupApiRequest', () => {
  const query = { ids: ['a', 'b'], method: 'GET' as const, page: 2, pageSize: 25 };

  it('sends GET lists comma-joined with page and page_size', () => {
    expect(lookupApiRequest(query)).toEqual({
      operation: 'lookup',
      method: 'GET',
      query: { ids: 'a,b', page: '2', page_size: '25' },
    });
  });

  it('sends POST lists as JSON arrays', () => {
    expect(
      lookupApiRequest({ ...query, ids: undefined, links: ['https://a.example/1'], method: 'POST' }),
    ).toEqual({
      operation: 'lookup',
      method: 'POST',
      body: { links: ['https://a.example/1'], page: 2, page_size: 25 },
    });
  });
});

describe('lookupSearchDefaults', () => {
  it('are exactly what the schema gives for an empty URL, so stripping them loses nothing', () => {
    const { ids, links, article, ...rest } = lookupSearchSchema.parse({});
    expect({ ids, links, article }).toEqual({ ids: undefined, links: undefined, article: undefined });
    expect(rest).toEqual(lookupSearchDefaults);
  });
});

describe('lookupSearchSchema reads every URL as the zod schema it replaced', () => {
  const zodList = z
    .union([
      z.array(z.union([z.string(), z.number().transform(String)])),
      z.string().transform((value) => value.split(',')),
      z.number().transform((value) => [String(value)]),
    ])
    .transform((values) => [...new Set(values.map((value) => value.trim()).filter((value) => value !== ''))])
    .transform((values) => (values.length > 0 ? values : undefined))
    .optional()
    .catch(undefined);
  const reference = z.object({
    ids: zodList,
    links: zodList,
    method: z.enum(['GET', 'POST']).default('GET').catch('GET'),
    page: z.number().int().min(1).default(1).catch(1),
    page_size: z.number().int().min(1).max(1000).default(10).catch(10),
    article: z
      .union([z.string(), z.number().transform(String)])
      .optional()
      .catch(undefined),
  });

  it('for any value of each param', () => {
    const search = fc.record(
      {
        ids: urlValue,
        links: urlValue,
        method: fc.oneof(urlValue, fc.constantFrom('GET', 'POST', 'get')),
        page: fc.oneof(urlValue, fc.integer({ min: -2, max: 2000 })),
        page_size: fc.oneof(urlValue, fc.integer({ min: -2, max: 2000 })),
        article: urlValue,
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(search, (value) => {
        expect(lookupSearchSchema.parse(value)).toStrictEqual(reference.parse(value));
      }),
      { numRuns: 1000 },
    );
  });
});
