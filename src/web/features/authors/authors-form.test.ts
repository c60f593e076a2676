import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import {
  checkFormValues,
  filterParamsFromFormValues,
  filterParamsOfSearch,
  formValuesFromSearch,
  sameFilterParams,
} from './authors-form';
import type { AuthorsFormValues } from './authors-form';
import { authorsSearchDefaults, authorsSearchSchema } from './authors-search';
import type { AuthorsSearch } from './authors-search';

function searchFromUrl(searchString: string): AuthorsSearch {
  return authorsSearchSchema.parse(defaultParseSearch(searchString));
}

/** Applying the form: its params merged into the current URL, back to page 1 with no article open. */
function applyForm(current: AuthorsSearch, values: AuthorsFormValues): AuthorsSearch {
  const merged = { ...current, ...filterParamsFromFormValues(values), page: 1, article: undefined };
  return searchFromUrl(defaultStringifySearch(merged));
}

const empty = formValuesFromSearch(searchFromUrl(''));

describe('formValuesFromSearch', () => {
  it('fills an empty form from an empty URL: last 7 days, ranked sources only, nothing else', () => {
    expect(empty).toMatchObject({
      author_name: '',
      dateRange: { kind: 'preset', preset: '7d' },
      ranked_only: true,
      is_headline: 'any',
      word_count_min: '',
      title_sentiment: [-1, 1],
      clustering_enabled: false,
      clustering_threshold: 0.6,
      clustering_variable: 'content',
    });
  });

  it('reads booleans as three states and a day range as a custom range', () => {
    const values = formValuesFromSearch(
      searchFromUrl('?is_headline=true&is_paid_content=false&from_=2026-10-01&to_=2026-10-31'),
    );
    expect(values.is_headline).toBe('yes');
    expect(values.is_paid_content).toBe('no');
    expect(values.is_opinion).toBe('any');
    expect(values.dateRange).toEqual({ kind: 'custom', from: '2026-10-01', to: '2026-10-31' });
  });
});

describe('form → URL → form', () => {
  it('gives back the values the user entered', () => {
    const values: AuthorsFormValues = {
      ...empty,
      author_name: 'Ada Marsh',
      not_author_name: ['Staff'],
      dateRange: { kind: 'custom', from: '2026-10-01', to: '2026-10-31' },
      by_parse_date: true,
      published_date_precision: 'full',
      sources: ['coastal-times.example'],
      lang: ['en', 'fr'],
      countries: ['GB'],
      not_countries: ['US'],
      ranked_only: false,
      from_rank: 10,
      to_rank: 50_000,
      is_headline: 'no',
      is_opinion: 'yes',
      word_count_min: 300,
      all_domain_links: ['gov.example'],
      include_nlp_data: true,
      has_nlp: 'yes',
      theme: ['Politics'],
      PER_entity_name: ['Joanna Reyes'],
      title_sentiment: [-0.5, 1],
      content_sentiment: [0.2, 0.8],
      clustering_enabled: true,
      clustering_threshold: 0.75,
      clustering_variable: 'summary',
      iptc_tags: ['20000199'],
    };
    const url = applyForm(searchFromUrl(''), values);
    expect(formValuesFromSearch(url)).toEqual(values);
  });

  it('writes nothing for an untouched form but the author, so the link stays short', () => {
    const url = applyForm(searchFromUrl(''), { ...empty, author_name: ' Ada Marsh ' });
    expect(defaultStringifySearch(stripDefaults(url))).toBe('?author_name=Ada+Marsh');
  });

  it('clears filters the user removed and keeps sort and page size, back on page 1', () => {
    const current = searchFromUrl(
      '?author_name=Ada&lang=en&is_headline=true&sort_by=date&page_size=25&page=4&article=x1',
    );
    const next = applyForm(current, { ...formValuesFromSearch(current), lang: [], is_headline: 'any' });
    expect(next).toEqual({ ...authorsSearchDefaults, author_name: 'Ada', sort_by: 'date', page_size: 25 });
  });

  it('leaves out bounds that do not narrow anything: the whole sentiment scale, clustering defaults', () => {
    const params = filterParamsFromFormValues({
      ...empty,
      author_name: 'Ada',
      title_sentiment: [-1, 1],
      content_sentiment: [-1, 0.5],
      clustering_enabled: true,
      clustering_threshold: 0.6,
      clustering_variable: 'content',
    });
    expect(params).toMatchObject({
      title_sentiment_min: undefined,
      title_sentiment_max: undefined,
      content_sentiment_min: undefined,
      content_sentiment_max: 0.5,
      clustering_enabled: true,
      clustering_threshold: undefined,
      clustering_variable: undefined,
    });
  });

  it('drops clustering settings while clustering is off', () => {
    const params = filterParamsFromFormValues({
      ...empty,
      clustering_threshold: 0.9,
      clustering_variable: 'title',
    });
    expect(params.clustering_threshold).toBeUndefined();
    expect(params.clustering_variable).toBeUndefined();
  });
});

describe('sameFilterParams', () => {
  it('tells an unchanged form from a changed one', () => {
    const search = searchFromUrl('?author_name=Ada&lang=en&from_=30d');
    const values = formValuesFromSearch(search);
    expect(sameFilterParams(filterParamsFromFormValues(values), filterParamsOfSearch(search))).toBe(true);
    expect(
      sameFilterParams(
        filterParamsFromFormValues({ ...values, lang: ['en', 'de'] }),
        filterParamsOfSearch(search),
      ),
    ).toBe(false);
  });
});

describe('checkFormValues', () => {
  it('asks for an author and explains crossed bounds, each at its field', () => {
    expect(
      checkFormValues({
        ...empty,
        dateRange: { kind: 'custom', from: '2026-10-09', to: '2026-10-01' },
        from_rank: 500,
        to_rank: 10,
        word_count_min: 900,
        word_count_max: 100,
      }),
    ).toEqual({
      author_name: expect.stringMatching(/author/),
      from_: expect.stringMatching(/before the first day/),
      from_rank: expect.stringMatching(/above/),
      word_count_min: expect.stringMatching(/above/),
    });
    expect(checkFormValues({ ...empty, author_name: 'Ada' })).toEqual({});
  });
});

function stripDefaults(search: AuthorsSearch): Partial<AuthorsSearch> {
  const stripped: Record<string, unknown> = { ...search };
  for (const [key, value] of Object.entries(authorsSearchDefaults)) {
    if (stripped[key] === value) delete stripped[key];
  }
  return stripped;
}
