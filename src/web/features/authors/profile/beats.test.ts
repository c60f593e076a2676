import { describe, expect, it } from 'vitest';
import { countWithNlp, iptcTopicsOf, mostNamed, themesOf, topicsOverTime } from './beats';
import { profileArticle } from './profile-test-articles';
import { zonedClock } from './zoned-time';

const utc = zonedClock('UTC');

describe('topicsOverTime', () => {
  const articles = [
    profileArticle({ published_date: '2026-11-09 10:00:00', nlp: { theme: 'Politics, Economics' } }), // Mon
    profileArticle({ published_date: '2026-11-15 23:00:00', nlp: { theme: 'Politics' } }), // Sun, same week
    profileArticle({ published_date: '2026-11-30 08:00:00', nlp: { theme: 'Tech,Politics,Tech' } }),
    profileArticle({ published_date: '2026-11-30 09:00:00', nlp: { theme: 'Sports' } }),
    profileArticle({ published_date: '2026-11-30 09:00:00', nlp: null }),
  ];

  it('counts the top topics per week plus the others, with the empty weeks between', () => {
    const result = topicsOverTime(articles, themesOf, utc, { limit: 2, locale: 'en-US' });
    expect(result.series).toEqual([
      { key: 's0', label: 'Politics' },
      { key: 's1', label: 'Economics' },
      { key: 'other', label: 'Other topics' },
    ]);
    expect(result.rows).toEqual([
      { week: '2026-11-09', label: 'Week of Nov 9', s0: 2, s1: 1, other: 0 },
      { week: '2026-11-16', label: 'Week of Nov 16', s0: 0, s1: 0, other: 0 },
      { week: '2026-11-23', label: 'Week of Nov 23', s0: 0, s1: 0, other: 0 },
      { week: '2026-11-30', label: 'Week of Nov 30', s0: 1, s1: 0, other: 2 },
    ]);
    expect(result.articlesWithTopics).toBe(4);
  });

  it('needs no "other" series when every topic is shown', () => {
    const result = topicsOverTime(articles.slice(0, 2), themesOf, utc);
    expect(result.series.map((series) => series.label)).toEqual(['Politics', 'Economics']);
  });

  it('buckets weeks in the chosen zone: a Sunday-night UTC article is Monday in Kolkata', () => {
    const late = [profileArticle({ published_date: '2026-11-15 20:00:00', nlp: { theme: 'Politics' } })];
    expect(topicsOverTime(late, themesOf, utc).rows[0]?.week).toBe('2026-11-09');
    expect(topicsOverTime(late, themesOf, zonedClock('Asia/Kolkata')).rows[0]?.week).toBe('2026-11-16');
  });

  it('reads IPTC topic paths', () => {
    const tagged = profileArticle({
      nlp: { iptc_tags_name: ['politics/election', ' politics/election', 'education'] },
    });
    expect(iptcTopicsOf(tagged)).toEqual(['politics/election', 'education']);
    expect(iptcTopicsOf(profileArticle({ nlp: { theme: 'Tech' } }))).toEqual([]);
  });

  it('is empty without topics', () => {
    expect(topicsOverTime([profileArticle()], themesOf, utc)).toEqual({
      rows: [],
      series: [],
      articlesWithTopics: 0,
    });
  });
});

describe('mostNamed', () => {
  const articles = [
    profileArticle({
      nlp: {
        ner_PER: [
          { entity_name: 'Jane Doe', count: 3 },
          { entity_name: 'Jane Doe', count: 1 },
        ],
        ner_LOC: [{ entity_name: 'Paris', count: 2 }],
      },
    }),
    profileArticle({
      nlp: {
        ner_PER: [
          { entity_name: 'John Roe', count: 9 },
          { entity_name: 'Jane Doe', count: 1 },
        ],
      },
    }),
    profileArticle({ nlp: { ner_PER: [{ entity_name: 'Ann Poe', count: 9 }] } }),
  ];

  it('ranks names by articles naming them, then mentions', () => {
    expect(mostNamed(articles, 'PER')).toEqual([
      { name: 'Jane Doe', articles: 2, mentions: 5 },
      { name: 'Ann Poe', articles: 1, mentions: 9 },
      { name: 'John Roe', articles: 1, mentions: 9 },
    ]);
    expect(mostNamed(articles, 'PER', 1)).toHaveLength(1);
    expect(mostNamed(articles, 'LOC')).toEqual([{ name: 'Paris', articles: 1, mentions: 2 }]);
    expect(mostNamed(articles, 'ORG')).toEqual([]);
  });

  it('counts the articles with an NLP layer', () => {
    expect(countWithNlp([...articles, profileArticle({ nlp: null })])).toBe(3);
  });
});
