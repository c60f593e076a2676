import { describe, expect, it } from 'vitest';
import { profileArticle } from './profile-test-articles';
import { articleKinds, lengthDistribution } from './writing';

describe('lengthDistribution', () => {
  it('bins word counts at a round width and gives the median', () => {
    const articles = [120, 480, 510, 650, 990, null].map((word_count) => profileArticle({ word_count }));
    expect(lengthDistribution(articles)).toEqual({
      bins: [
        { range: '0–99', articles: 0 },
        { range: '100–199', articles: 1 },
        { range: '200–299', articles: 0 },
        { range: '300–399', articles: 0 },
        { range: '400–499', articles: 1 },
        { range: '500–599', articles: 1 },
        { range: '600–699', articles: 1 },
        { range: '700–799', articles: 0 },
        { range: '800–899', articles: 0 },
        { range: '900–999', articles: 1 },
      ],
      median: 510,
      counted: 5,
      longTail: 0,
    });
  });

  it('puts the longest 5% in an open last bin, so one long piece does not flatten the rest', () => {
    const words = [...Array.from({ length: 39 }, (_, index) => 300 + index * 10), 40_000];
    const result = lengthDistribution(words.map((word_count) => profileArticle({ word_count })));
    // The 95th percentile is 680: bins of 100 up to 600–699, the last open, holding 600–680 and the 40,000.
    expect(result.bins).toHaveLength(7);
    expect(result.bins.at(-1)).toEqual({ range: '600+', articles: 10 });
    expect(result.bins.reduce((sum, bin) => sum + bin.articles, 0)).toBe(40);
    expect(result.longTail).toBe(1);
    expect(result.median).toBe(495);
  });

  it('is empty without word counts', () => {
    expect(lengthDistribution([profileArticle({ word_count: null })])).toEqual({
      bins: [],
      median: null,
      counted: 0,
      longTail: 0,
    });
  });
});

describe('articleKinds', () => {
  it('gives each share over the articles that say, not over all', () => {
    const articles = [
      profileArticle({ is_opinion: true, is_headline: true, paid_content: null }),
      profileArticle({ is_opinion: false, is_headline: false, paid_content: true }),
      profileArticle({ is_opinion: false, is_headline: null, paid_content: null }),
      profileArticle({ is_opinion: true, is_headline: false, paid_content: null }),
    ];
    expect(articleKinds(articles)).toEqual({
      opinion: { yes: 2, known: 4, share: 0.5 },
      headline: { yes: 1, known: 3, share: 1 / 3 },
      paid: { yes: 1, known: 1, share: 1 },
    });
    expect(articleKinds([]).paid).toEqual({ yes: 0, known: 0, share: null });
  });
});
