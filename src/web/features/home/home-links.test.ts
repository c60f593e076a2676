import { describe, expect, it } from 'vitest';
import {
  articleCount,
  authorsSearchForAuthor,
  breachesSearchForEvent,
  eventName,
  recentEventsWindowText,
  sourcesSearchForSource,
} from './home-links';

const breach = { summary: 's', impacted: [], data: 'emails', data_type: 'personal', title: 'Acme leak' };

describe('breachesSearchForEvent', () => {
  it('filters by the company over all dates, with the event open', () => {
    expect(breachesSearchForEvent({ id: 'e1', company_name: ' Acme ', data_breach: breach })).toEqual({
      company_name: ['Acme'],
      from: 'all',
      event: 'e1',
    });
  });

  it('falls back to the title when no company was found, and to the event alone', () => {
    expect(breachesSearchForEvent({ id: 'e2', company_name: null, data_breach: breach })).toEqual({
      title: ['Acme leak'],
      from: 'all',
      event: 'e2',
    });
    expect(breachesSearchForEvent({ id: 'e3', company_name: '', data_breach: null })).toEqual({
      from: 'all',
      event: 'e3',
    });
  });
});

describe('links of the overview lists', () => {
  it('opens an author over the window the overview counted, every source ranked or not', () => {
    expect(authorsSearchForAuthor('Ana Ruiz')).toEqual({
      author_name: 'Ana Ruiz',
      from_: '30d',
      ranked_only: false,
    });
  });

  it('opens one source by its domain', () => {
    expect(sourcesSearchForSource('harbor.example')).toEqual({ source_url: ['harbor.example'] });
  });
});

describe('words', () => {
  it('names an event by company, else title', () => {
    expect(eventName({ company_name: null, data_breach: breach })).toBe('Acme leak');
    expect(eventName({ company_name: null, data_breach: null })).toBe('Unnamed company');
  });

  it('counts articles', () => {
    expect(articleCount(1)).toBe('1 article');
    expect(articleCount(12345)).toBe('12,345 articles');
  });

  it('says which window the events come from', () => {
    expect(recentEventsWindowText('now-14d')).toBe('By breach date, last 14 days, newest first');
    expect(recentEventsWindowText(undefined)).toBe('The newest events by breach date, all dates');
  });
});
