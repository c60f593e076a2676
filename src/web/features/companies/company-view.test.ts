import { describe, expect, it } from 'vitest';
import type { BreachEvent } from '../../../contract/events';
import {
  byEventDate,
  companyFigures,
  companyOfEvents,
  companySearchRequest,
  withArticles,
} from './company-view';

function event(id: string, overrides: Partial<BreachEvent> = {}): BreachEvent {
  return {
    id,
    event_type: 'data_breach',
    global_event_type: 'DataMonitoring',
    associated_article_ids: [`${id}-a`],
    extraction_date: '2026-11-01 10:00:00',
    event_date: null,
    company_name: 'Contoso Bank',
    data_breach: { data_type: 'financial', impacted: ['customers'] },
    ...overrides,
  };
}

describe('companyOfEvents (the public profile)', () => {
  it('keeps the events whose company has the key, the most frequent spelling as the name', () => {
    const company = companyOfEvents('contoso-bank', [
      event('a', { company_name: 'Contoso Bank' }),
      event('b', { company_name: 'CONTOSO BANK' }),
      event('c', { company_name: 'Contoso Bank' }),
      event('d', { company_name: 'Contoso Bank Holdings' }),
      event('e', { company_name: null }),
    ]);
    expect(company.name).toBe('Contoso Bank');
    expect(company.aliases).toEqual(['Contoso Bank', 'CONTOSO BANK']);
    expect(company.events.map((e) => e.id)).toEqual(['a', 'b', 'c']);
    expect(company.related).toEqual([]);
  });

  it('searches events by the name with their articles', () => {
    expect(companySearchRequest('Contoso Bank')).toMatchObject({
      operation: 'eventsSearch',
      method: 'POST',
      body: { attach_articles_data: true, additional_filters: { company_name: 'Contoso Bank' } },
    });
  });
});

describe('byEventDate, withArticles and companyFigures', () => {
  const events = [
    event('old', { event_date: '2025-01-02 00:00:00', associated_article_ids: ['x', 'y'] }),
    event('undated', { extraction_date: '2026-11-05 00:00:00', data_breach: { data_type: 'health' } }),
    event('new', { event_date: '2026-03-04 00:00:00', associated_article_ids: ['y'] }),
  ];

  it('orders by event date, newest first, undated last', () => {
    expect(byEventDate(events).map((e) => e.id)).toEqual(['new', 'old', 'undated']);
  });

  it('attaches looked-up titles and links in the order of the article ids', () => {
    const [attached] = withArticles([events[0]!], [{ id: 'y', title: 'Y', link: 'https://y.example' }]);
    expect(attached!.articles).toEqual([
      { id: 'x', title: null, link: null },
      { id: 'y', title: 'Y', link: 'https://y.example' },
    ]);
  });

  it('counts events, distinct articles, the first and latest breach and the data types', () => {
    expect(companyFigures(events)).toEqual({
      events: 3,
      articles: 3,
      first: '2025-01-02 00:00:00',
      last: '2026-03-04 00:00:00',
      dataTypes: ['financial', 'health'],
    });
  });
});
