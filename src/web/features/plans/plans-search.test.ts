import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import {
  comparisonRequestOf,
  missingComparisonInput,
  plansSearchDefaults,
  plansSearchSchema,
} from './plans-search';
import type { PlansSearch } from './plans-search';

/** What the page reads from a URL's search string, as the router parses it. */
function searchFromUrl(searchString: string): PlansSearch {
  return plansSearchSchema.parse(defaultParseSearch(searchString));
}

describe('plansSearchSchema', () => {
  it('gives the defaults for an empty URL', () => {
    expect(searchFromUrl('')).toEqual(plansSearchDefaults);
  });

  it('falls back on values it cannot use instead of failing', () => {
    expect(
      searchFromUrl(
        '?op=events&from_=yesterday&to_=2026-02-30&page_size=0&include_nlp_data=maybe&theme=Gossip,tech&countries=USA,gb',
      ),
    ).toEqual({ ...plansSearchDefaults, theme: ['Tech'], countries: ['GB'] });
  });

  it('reads hand-written lists, case-normalised codes and text booleans', () => {
    expect(
      searchFromUrl(
        '?op=sources&lang=EN,%20fr,,en&include_additional_info=true&ner_name=Acme,%20Ada%20Marsh',
      ),
    ).toMatchObject({
      op: 'sources',
      lang: ['en', 'fr'],
      include_additional_info: true,
      ner_name: ['Acme', 'Ada Marsh'],
    });
  });

  it('round-trips every field through the URL the router writes', () => {
    const search: PlansSearch = {
      op: 'authors',
      author_name: 'Ada Marsh',
      from_: '2026-03-01',
      to_: '2026-03-31',
      include_nlp_data: true,
      theme: ['Business', 'Tech'],
      ner_name: ['Port Authority'],
      clustering_enabled: true,
      page_size: 25,
      countries: ['GB'],
      lang: ['en'],
      include_additional_info: true,
    };
    expect(searchFromUrl(defaultStringifySearch(search))).toEqual(search);
  });
});

describe('missingComparisonInput', () => {
  it('asks for an author for the authors operation', () => {
    expect(missingComparisonInput(searchFromUrl(''))).toBe('Enter an author name.');
    expect(missingComparisonInput(searchFromUrl('?author_name=Ada'))).toBeNull();
  });

  it('asks for a country or a language for the sources operation', () => {
    expect(missingComparisonInput(searchFromUrl('?op=sources&author_name=Ada'))).toMatch(
      /country or language/,
    );
    expect(missingComparisonInput(searchFromUrl('?op=sources&lang=en'))).toBeNull();
  });
});

describe('comparisonRequestOf', () => {
  it('is null until the query is complete', () => {
    expect(comparisonRequestOf(searchFromUrl('?include_nlp_data=true'))).toBeNull();
  });

  it('sends only the authors params in use, in the wire form', () => {
    expect(
      comparisonRequestOf(
        searchFromUrl(
          '?author_name=Ada+Marsh&from_=30d&include_nlp_data=true&theme=Tech,Business&countries=GB',
        ),
      ),
    ).toEqual({
      operation: 'authors',
      method: 'GET',
      query: {
        author_name: 'Ada Marsh',
        from_: '30d',
        include_nlp_data: 'true',
        theme: 'Tech,Business',
        page_size: '10',
      },
    });
  });

  it('turns UTC days into a window that includes the last day', () => {
    const request = comparisonRequestOf(
      searchFromUrl('?author_name=Ada&from_=2026-03-01&to_=2026-03-31&clustering_enabled=true&ner_name=Acme'),
    );
    expect(request?.query).toEqual({
      author_name: 'Ada',
      from_: '2026/03/01',
      to_: '2026/03/31 23:59:59',
      ner_name: 'Acme',
      clustering_enabled: 'true',
      page_size: '10',
    });
  });

  it('ignores a to_ beside a preset, which runs to now', () => {
    expect(
      comparisonRequestOf(searchFromUrl('?author_name=Ada&from_=7d&to_=2026-03-31'))?.query,
    ).not.toHaveProperty('to_');
  });

  it('sends only the sources params for the sources operation', () => {
    expect(
      comparisonRequestOf(
        searchFromUrl('?op=sources&author_name=Ada&countries=GB,FR&lang=en&include_additional_info=true'),
      ),
    ).toEqual({
      operation: 'sources',
      method: 'GET',
      query: { countries: 'GB,FR', lang: 'en', include_additional_info: 'true' },
    });
  });
});
