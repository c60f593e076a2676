import { describe, expect, it } from 'vitest';
import { profileArticle, withSentiment } from './profile-test-articles';
import { sentimentMeans, sentimentPerWeek, toneByOutlet } from './tone';
import { zonedClock } from './zoned-time';

const harbor = { domain_url: 'harbor.example', name_source: 'Daily Harbor' };
const ledger = { domain_url: 'ledger.example', name_source: 'The Ledger' };

const articles = [
  profileArticle({ ...harbor, published_date: '2026-11-09 10:00:00', nlp: withSentiment(0.5, 0.2) }),
  profileArticle({ ...harbor, published_date: '2026-11-10 10:00:00', nlp: withSentiment(-0.1, 0.4) }),
  profileArticle({ ...ledger, published_date: '2026-11-23 10:00:00', nlp: withSentiment(-0.6, -0.3) }),
  profileArticle({ ...ledger, published_date: '2026-11-24 10:00:00', nlp: withSentiment(null, -0.1) }),
  profileArticle({ ...ledger, published_date: '2026-11-24 11:00:00', nlp: null }),
];

describe('sentimentMeans', () => {
  it('averages title and content over the articles that have each', () => {
    expect(sentimentMeans(articles)).toEqual({ title: -0.067, content: 0.05, articles: 4 });
    expect(sentimentMeans([profileArticle()])).toEqual({ title: null, content: null, articles: 0 });
  });
});

describe('sentimentPerWeek', () => {
  it('averages per week, with weeks without sentiment as gaps', () => {
    expect(sentimentPerWeek(articles, zonedClock('UTC'), 'en-US')).toEqual([
      { week: '2026-11-09', label: 'Week of Nov 9', title: 0.2, content: 0.3 },
      { week: '2026-11-16', label: 'Week of Nov 16', title: null, content: null },
      { week: '2026-11-23', label: 'Week of Nov 23', title: -0.6, content: -0.2 },
    ]);
  });

  it('is empty when no article has sentiment', () => {
    expect(sentimentPerWeek([profileArticle()], zonedClock('UTC'))).toEqual([]);
  });
});

describe('toneByOutlet', () => {
  it("compares each outlet's mean with the author's overall mean", () => {
    const tone = toneByOutlet(articles);
    expect(tone.overall).toEqual({ title: -0.067, content: 0.05, articles: 4 });
    expect(tone.outlets).toEqual([
      {
        domain: 'harbor.example',
        name: 'Daily Harbor',
        title: 0.2,
        content: 0.3,
        articles: 2,
        titleDifference: 0.267,
        contentDifference: 0.25,
      },
      {
        domain: 'ledger.example',
        name: 'The Ledger',
        title: -0.6,
        content: -0.2,
        articles: 2,
        titleDifference: -0.533,
        contentDifference: -0.25,
      },
    ]);
    expect(tone.moreOutlets).toBe(0);
  });

  it('keeps the outlets with most sentiment-scored articles within the limit', () => {
    const tone = toneByOutlet(articles, 1);
    expect(tone.outlets.map((outlet) => outlet.domain)).toEqual(['harbor.example']);
    expect(tone.moreOutlets).toBe(1);
  });

  it('lists no outlet without sentiment', () => {
    expect(toneByOutlet([profileArticle()]).outlets).toEqual([]);
  });
});
