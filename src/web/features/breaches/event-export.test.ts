// The events export holds the listed events with their attached articles, in the listed order.
import { describe, expect, it } from 'vitest';
import type { BreachEvent } from '../../../contract/events';
import { breachCsvColumns } from './event-csv';
import { haveAttachedArticles, withAttachedArticles } from './event-export';
import { toCsv } from '../../lib/csv';

function event(id: string, articles?: BreachEvent['articles']): BreachEvent {
  return {
    id,
    event_type: 'data_breach',
    global_event_type: 'DataMonitoring',
    associated_article_ids: (articles ?? []).map((article) => article.id),
    extraction_date: '2026-11-20 10:00:00',
    event_date: null,
    company_name: `Company ${id}`,
    data_breach: { summary: 's', impacted: [], data: 'emails', data_type: 'personal', title: 't' },
    ...(articles ? { articles } : {}),
  };
}

const attached = (id: string) => [
  { id: `${id}-a`, title: `Title ${id}`, link: `https://news.example/${id}` },
];

describe('haveAttachedArticles', () => {
  it('is true only when every event carries an articles list (an empty one counts)', () => {
    expect(haveAttachedArticles([event('e1', attached('e1')), event('e2', [])])).toBe(true);
    expect(haveAttachedArticles([event('e1', attached('e1')), event('e2')])).toBe(false);
  });
});

describe('withAttachedArticles', () => {
  it('keeps the listed order and takes each event whole from the full answer', () => {
    const listed = [event('e2'), event('e1')];
    const full = [event('e1', attached('e1')), event('e2', attached('e2')), event('e3', attached('e3'))];
    const merged = withAttachedArticles(listed, full);
    expect(merged.map((each) => each.id)).toEqual(['e2', 'e1']);
    expect(merged.map((each) => each.articles?.[0]?.link)).toEqual([
      'https://news.example/e2',
      'https://news.example/e1',
    ]);
    // The CSV's last column is filled again from the attached links.
    const csv = toCsv(merged, breachCsvColumns).trim().split('\r\n');
    expect(csv[1]!.endsWith('https://news.example/e2')).toBe(true);
  });

  it('keeps a listed event the full answer lacks, as listed', () => {
    const listed = [event('gone')];
    expect(withAttachedArticles(listed, [event('e1', attached('e1'))])).toEqual(listed);
  });
});
