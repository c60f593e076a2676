// The one lookup behind an event and article opened from the URL: the route starts it with the events answer,
// and the expanded event and the drawer must ask for the very same ids, or the article is looked up twice.
import { describe, expect, it } from 'vitest';
import type { BreachEvent } from '../../../contract/events';
import { openedArticleIds } from './opened-articles';
import { eventArticleList } from './EventArticles';

const event: BreachEvent = {
  id: 'breach_1',
  event_type: 'data_breach',
  global_event_type: 'DataMonitoring',
  associated_article_ids: ['a2', 'a1', 'a3'],
  extraction_date: '2026-11-20 10:00:00',
  event_date: null,
  company_name: 'Acme',
  data_breach: null,
  articles: [{ id: 'a1' }, { id: 'a2' }, { id: 'a3' }],
};

describe('openedArticleIds', () => {
  it("asks for the open event's articles, in the order its expanded list asks for them", () => {
    const listed = eventArticleList(event).map((article) => article.id);
    expect(openedArticleIds([event], 'breach_1', undefined)).toEqual(listed);
    expect(openedArticleIds([event], 'breach_1', 'a3')).toEqual(listed);
  });

  it('asks for the open article alone when it is not among the open event’s, or no event is open', () => {
    expect(openedArticleIds([event], 'breach_1', 'elsewhere')).toEqual(['elsewhere']);
    expect(openedArticleIds([event], undefined, 'a1')).toEqual(['a1']);
    expect(openedArticleIds([event], 'unknown-event', 'a1')).toEqual(['a1']);
  });

  it('asks for nothing when nothing is open', () => {
    expect(openedArticleIds([event], undefined, undefined)).toEqual([]);
    expect(openedArticleIds([event], 'unknown-event', undefined)).toEqual([]);
  });
});
