import { describe, expect, it } from 'vitest';
import { coAuthorship } from './co-authors';
import { profileArticle } from './profile-test-articles';

describe('coAuthorship', () => {
  const articles = [
    profileArticle({ authors: ['Ada Marsh', 'Ben Okafor'], published_date: '2026-11-01 10:00:00' }),
    profileArticle({
      authors: ['ada  marsh', 'Ben Okafor', 'Cobalt Wire'],
      published_date: '2026-11-05 10:00:00',
    }),
    profileArticle({ authors: ['Ben  Okafor'], author: 'Ada Marsh', published_date: '2026-10-01 10:00:00' }),
    profileArticle({
      authors: ['Cobalt Wire'],
      author: 'Cobalt Wire',
      published_date: '2026-11-20 10:00:00',
    }),
    profileArticle({ authors: ['Ada Marsh'], published_date: '2026-11-21 10:00:00' }),
    profileArticle({ authors: null, author: 'Ada Marsh' }),
  ];

  it('counts shared articles per co-author, the author excluded whatever the case and spacing', () => {
    expect(coAuthorship(articles, ' ADA   Marsh ')).toEqual({
      coAuthors: [
        { name: 'Ben Okafor', articles: 3, lastTogether: '2026-11-05 10:00:00' },
        { name: 'Cobalt Wire', articles: 2, lastTogether: '2026-11-20 10:00:00' },
      ],
      moreCoAuthors: 0,
      sharedArticles: 4,
    });
  });

  it('orders ties by the latest collaboration, and cuts at the limit', () => {
    const tied = [
      profileArticle({ authors: ['Ada Marsh', 'Old Friend'], published_date: '2026-01-01 10:00:00' }),
      profileArticle({ authors: ['Ada Marsh', 'New Friend'], published_date: '2026-11-01 10:00:00' }),
    ];
    expect(coAuthorship(tied, 'Ada Marsh', 1)).toEqual({
      coAuthors: [{ name: 'New Friend', articles: 1, lastTogether: '2026-11-01 10:00:00' }],
      moreCoAuthors: 1,
      sharedArticles: 2,
    });
  });

  it('is empty for an author who writes alone', () => {
    expect(coAuthorship([profileArticle()], 'Ada Marsh')).toEqual({
      coAuthors: [],
      moreCoAuthors: 0,
      sharedArticles: 0,
    });
  });
});
