import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { dataTypes as contractDataTypes, eventsSearchRequestSchema } from '../../../contract/events';
import {
  attachesArticles,
  breachesApiRequest,
  breachesSearchDefaults,
  breachesSearchSchema,
  checkDateBounds,
  dataTypes,
  dateBoundsOf,
  filtersOf,
  readDateBound,
} from './breaches-search';
import type { BreachesSearch } from './breaches-search';

/** What the page reads from a URL's search string, as the router parses it. */
function searchFromUrl(searchString: string): BreachesSearch {
  return breachesSearchSchema.parse(defaultParseSearch(searchString));
}

describe('breachesSearchSchema', () => {
  it('gives the defaults for an empty URL, and stripping them loses nothing', () => {
    const search = searchFromUrl('');
    expect(search).toMatchObject(breachesSearchDefaults);
    expect(Object.entries(search).filter(([, value]) => value !== undefined)).toHaveLength(
      Object.keys(breachesSearchDefaults).length,
    );
  });

  it('falls back on values it cannot use instead of failing', () => {
    expect(
      searchFromUrl(
        '?date_field=published&from=yesterday&to=2026-02-30&data_type=leaks&interval=hour&brush_from=soon&page=0&only_new=maybe',
      ),
    ).toMatchObject({
      date_field: 'extraction_date',
      from: 'all',
      to: undefined,
      data_type: undefined,
      interval: 'auto',
      brush_from: undefined,
      page: 1,
      only_new: false,
    });
  });

  it('reads presets, days and relative bounds, relative ones lower-cased', () => {
    expect(searchFromUrl('?from=90d').from).toBe('90d');
    expect(searchFromUrl('?from=ALL').from).toBe('all');
    expect(searchFromUrl('?from=2026-03-01&to=now-2W')).toMatchObject({ from: '2026-03-01', to: 'now-2w' });
  });

  it('reads hand-written comma lists, and data types case-insensitively', () => {
    expect(searchFromUrl('?company_name=Acme,%20Globex&data_type=Health,personal,nope')).toMatchObject({
      company_name: ['Acme', 'Globex'],
      data_type: ['health', 'personal'],
    });
  });

  it('round-trips every field through the URL the router writes', () => {
    const search: BreachesSearch = {
      date_field: 'event_date',
      from: '2026-01-01',
      to: 'now-7d',
      company_name: ['Acme, Inc.', '"Quoted" & Co'],
      data_type: ['credentials', 'health'],
      impacted: ['customers'],
      data: ['email addresses'],
      title: ['ransomware'],
      summary: ['123'],
      interval: 'week',
      brush_from: '2026-02-02',
      brush_to: '2026-02-15',
      only_new: true,
      page: 3,
      event: 'breach_1',
      article: '007',
    };
    expect(searchFromUrl(defaultStringifySearch(search))).toEqual(search);
  });
});

describe('dataTypes', () => {
  it('are the five of the contract, in its order', () => {
    expect(dataTypes).toEqual(contractDataTypes);
  });
});

describe('readDateBound', () => {
  it('takes real days and now-N with h, d or w', () => {
    expect(readDateBound(' 2024-02-29 ')).toBe('2024-02-29');
    expect(readDateBound('2023-02-29')).toBeUndefined();
    expect(readDateBound('now')).toBe('now');
    expect(readDateBound('now - 12h')).toBe('now-12h');
    expect(readDateBound('now-3m')).toBeUndefined();
    expect(readDateBound('30d')).toBeUndefined();
  });
});

describe('dateBoundsOf and checkDateBounds', () => {
  it('turns presets into relative starts, and all into no filter', () => {
    expect(dateBoundsOf({ from: '30d', to: undefined })).toEqual({ gte: 'now-30d' });
    expect(dateBoundsOf({ from: '1y', to: '2026-01-01' })).toEqual({ gte: 'now-365d' });
    expect(dateBoundsOf({ from: 'all', to: undefined })).toBeUndefined();
    expect(dateBoundsOf({ from: '2026-01-01', to: 'now' })).toEqual({ gte: '2026-01-01', lte: 'now' });
  });

  it('sends no window by default, so the page fits the events it gets rather than a fixed year', () => {
    expect(dateBoundsOf(breachesSearchDefaults)).toBeUndefined();
  });

  it('explains a window it cannot send', () => {
    expect(checkDateBounds('2026-01-01', undefined)).toBeNull();
    expect(checkDateBounds('last week', undefined)).toMatch(/start/);
    expect(checkDateBounds('now-30d', 'tomorrow')).toMatch(/end/);
    expect(checkDateBounds('2026-02-01', '2026-01-01')).toMatch(/before the start/);
  });
});

describe('attachesArticles', () => {
  it('leaves articles out of local answers only: a public or unknown profile gets the full answer', () => {
    expect(attachesArticles('local')).toBe(false);
    expect(attachesArticles('public')).toBe(true);
    expect(attachesArticles(undefined)).toBe(true);
  });
});

describe('breachesApiRequest', () => {
  it('sends only the event type and attached articles when nothing filters', () => {
    const request = breachesApiRequest(filtersOf(searchFromUrl('?from=all')), true);
    expect(request).toEqual({
      operation: 'eventsSearch',
      method: 'POST',
      body: { event_type: 'data_breach', attach_articles_data: true },
    });
  });

  it('puts the window on the chosen date field, one value as a string and several as a list', () => {
    const request = breachesApiRequest(
      filtersOf(
        searchFromUrl(
          '?date_field=event_date&from=2026-01-01&to=2026-03-31&company_name=Acme&data_type=health,credentials&impacted=patients',
        ),
      ),
      true,
    );
    expect(request.body).toEqual({
      event_type: 'data_breach',
      attach_articles_data: true,
      additional_filters: {
        company_name: 'Acme',
        event_date: { gte: '2026-01-01', lte: '2026-03-31' },
        'data_breach.data_type': ['health', 'credentials'],
        'data_breach.impacted': 'patients',
      },
    });
  });

  it('writes bodies the interface contract accepts', () => {
    const request = breachesApiRequest(
      filtersOf(searchFromUrl('?from=90d&data=emails&title=breach&summary=ransom&data_type=personal')),
      false,
    );
    const parsed = eventsSearchRequestSchema.safeParse(request.body);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.attach_articles_data).toBe(false);
    expect(parsed.data?.additional_filters).toEqual({
      extraction_date: { gte: 'now-90d' },
      'data_breach.data': ['emails'],
      'data_breach.data_type': ['personal'],
      'data_breach.summary': ['ransom'],
      'data_breach.title': ['breach'],
    });
  });
});
