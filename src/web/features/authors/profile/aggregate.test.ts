import { describe, expect, it } from 'vitest';
import { aggregateProfile } from './aggregate';
import { profileArticle, withSentiment } from './profile-test-articles';

describe('aggregateProfile', () => {
  const articles = [
    profileArticle({
      published_date: '2026-11-15 22:30:00', // Sunday in UTC, Monday 04:00 in Kolkata
      authors: ['Ada Marsh', 'Ben Okafor'],
      nlp: withSentiment(0.5, 0.5, { theme: 'Politics' }),
    }),
    profileArticle({
      published_date: '2026-11-16 09:00:00',
      nlp: withSentiment(-0.5, 0.1, { theme: 'Tech' }),
    }),
    profileArticle({ published_date: '2026-11-17 09:00:00', nlp: null }),
  ];

  it('computes every card in the zone asked for, and says which', () => {
    const utc = aggregateProfile(articles, { authorName: 'Ada Marsh', timeZone: 'UTC', locale: 'en-US' });
    expect(utc.timeZone).toBe('UTC');
    expect(utc.perWeek.map((week) => [week.week, week.articles])).toEqual([
      ['2026-11-09', 1],
      ['2026-11-16', 2],
    ]);
    expect(utc.weekHours.counts[6]![22]).toBe(1);

    const kolkata = aggregateProfile(articles, {
      authorName: 'Ada Marsh',
      timeZone: 'Asia/Kolkata',
      locale: 'en-US',
    });
    expect(kolkata.timeZone).toBe('Asia/Kolkata');
    expect(kolkata.perWeek.map((week) => [week.week, week.articles])).toEqual([['2026-11-16', 3]]);
    expect(kolkata.weekHours.counts[0]![4]).toBe(1);
    expect(kolkata.themes.rows).toEqual([{ week: '2026-11-16', label: 'Week of Nov 16', s0: 1, s1: 1 }]);
  });

  it('reads the author out of the co-authors and the NLP layer where there is one', () => {
    const result = aggregateProfile(articles, { authorName: 'ada marsh', timeZone: 'UTC' });
    expect(result.coAuthorship.coAuthors.map((coAuthor) => coAuthor.name)).toEqual(['Ben Okafor']);
    expect(result.withNlp).toBe(2);
    expect(result.toneByOutlet.overall).toEqual({ title: 0, content: 0.3, articles: 2 });
    expect(result.lengths.counted).toBe(3);
    expect(result.kinds.opinion).toEqual({ yes: 0, known: 3, share: 0 });
  });
});
