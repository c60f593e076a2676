import { describe, expect, it } from 'vitest';
import { eventArticleIds, recentEventsRequest } from './recent-events';

const event = (id: string, ids: string[]) => ({
  id,
  event_type: 'data_breach',
  global_event_type: 'DataMonitoring',
  associated_article_ids: ids,
  extraction_date: '2026-11-20 00:00:00',
});

describe('recentEventsRequest', () => {
  it('asks for the events of a window by breach date, or of all dates', () => {
    expect(recentEventsRequest('now-14d').body).toEqual({
      event_type: 'data_breach',
      additional_filters: { event_date: { gte: 'now-14d' } },
    });
    expect(recentEventsRequest(undefined).body).toEqual({ event_type: 'data_breach' });
  });
});

describe('eventArticleIds', () => {
  it('takes the first article of each event, once each, up to the count', () => {
    const events = [
      event('e1', ['a', 'b']),
      event('e2', []),
      event('e3', ['a']),
      event('e4', ['c']),
      event('e5', ['d']),
    ];
    expect(eventArticleIds(events, 2)).toEqual(['a', 'c']);
    expect(eventArticleIds(events, 10)).toEqual(['a', 'c', 'd']);
  });
});
