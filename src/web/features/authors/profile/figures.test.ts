import { describe, expect, it } from 'vitest';
import { headlineFigures } from './figures';
import { profileArticle } from './profile-test-articles';

describe('headlineFigures', () => {
  const articles = [
    profileArticle({ published_date: '2026-11-20 08:00:00', domain_url: 'harbor.example', rank: 120 }),
    profileArticle({ published_date: '2026-10-02 09:30:00', domain_url: 'harbor.example', rank: 120 }),
    profileArticle({
      published_date: '2026-11-01 10:00:00',
      domain_url: 'ledger.example',
      name_source: 'The Ledger',
      rank: 40,
      language: 'FR',
    }),
    profileArticle({
      published_date: '2026-10-15 10:00:00',
      domain_url: 'blog.example',
      name_source: null,
      rank: 999_999,
      language: 'fr',
    }),
    profileArticle({ published_date: null, domain_url: 'harbor.example', language: null }),
  ];

  it('counts articles, and outlets by articles then rank, with names, ranks and shares', () => {
    const figures = headlineFigures(articles);
    expect(figures.articles).toBe(5);
    expect(figures.outlets).toEqual([
      { domain: 'harbor.example', name: 'Daily Harbor', rank: 120, articles: 3, share: 0.6 },
      { domain: 'ledger.example', name: 'The Ledger', rank: 40, articles: 1, share: 0.2 },
      { domain: 'blog.example', name: 'blog.example', rank: 999_999, articles: 1, share: 0.2 },
    ]);
  });

  it('counts languages whatever the case of their codes, and those without one', () => {
    const figures = headlineFigures(articles);
    expect(figures.languages).toEqual([
      { code: 'en', label: 'English', articles: 2, share: 0.4 },
      { code: 'fr', label: 'French', articles: 2, share: 0.4 },
    ]);
    expect(figures.withoutLanguage).toBe(1);
  });

  it('finds the first and last article seen, whatever the order', () => {
    const figures = headlineFigures(articles);
    expect(figures.first).toBe('2026-10-02 09:30:00');
    expect(figures.last).toBe('2026-11-20 08:00:00');
  });

  it('is empty without articles', () => {
    expect(headlineFigures([])).toEqual({
      articles: 0,
      outlets: [],
      languages: [],
      withoutLanguage: 0,
      first: null,
      last: null,
    });
  });
});
