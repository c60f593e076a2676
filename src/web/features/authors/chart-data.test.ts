import { describe, expect, it } from 'vitest';
import type { Article } from '../../../contract/article';
import {
  articlesOverTime,
  countryCounts,
  languageCounts,
  sentimentHistogram,
  sentimentOverTime,
  sourceCounts,
  themeCounts,
  topCounts,
  topEntities,
  wordCountHistogram,
} from './chart-data';

let serial = 0;
function article(fields: Partial<Article>): Article {
  serial += 1;
  return {
    id: `a${serial}`,
    title: `Article ${serial}`,
    link: `https://news.example/${serial}`,
    domain_url: 'news.example',
    full_domain_url: 'news.example',
    parent_url: 'https://news.example/',
    rank: 100,
    score: 1,
    ...fields,
  };
}

describe('articlesOverTime', () => {
  const articles = [
    article({ published_date: '2026-11-09 23:59:59' }), // Monday
    article({ published_date: '2026-11-10 00:00:00' }),
    article({ published_date: '2026-11-10 12:00:00' }),
    article({ published_date: '2026-11-16 08:00:00' }), // next Monday
    article({ published_date: null }),
  ];

  it('counts per UTC day, with the empty days between', () => {
    const days = articlesOverTime(articles, 'day', 'en-US');
    expect(days).toHaveLength(8);
    expect(days[0]).toEqual({ bucket: '2026-11-09', label: 'Nov 9', articles: 1 });
    expect(days[1]).toMatchObject({ bucket: '2026-11-10', articles: 2 });
    expect(days[2]).toMatchObject({ bucket: '2026-11-11', articles: 0 });
    expect(days.at(-1)).toMatchObject({ bucket: '2026-11-16', articles: 1 });
  });

  it('counts per ISO week, starting Monday', () => {
    expect(articlesOverTime(articles, 'week', 'en-US')).toEqual([
      { bucket: '2026-11-09', label: 'Week of Nov 9', articles: 3 },
      { bucket: '2026-11-16', label: 'Week of Nov 16', articles: 1 },
    ]);
  });

  it('is empty without dated articles', () => {
    expect(articlesOverTime([article({})], 'day')).toEqual([]);
  });
});

describe('counts by category', () => {
  const articles = [
    article({ name_source: 'Coastal Times', language: 'en', country: 'GB' }),
    article({ name_source: 'Coastal Times', language: 'EN', country: 'gb' }),
    article({ name_source: null, domain_url: 'ledger.example', language: 'fr', country: 'FR' }),
    article({ name_source: 'Alpine Post', language: 'xx', country: null }),
  ];

  it('ranks sources by articles, naming them by source name or domain', () => {
    expect(sourceCounts(articles).items).toEqual([
      { label: 'Coastal Times', count: 2 },
      { label: 'Alpine Post', count: 1 },
      { label: 'ledger.example', count: 1 },
    ]);
  });

  it('names languages and countries, keeping unknown codes as they are', () => {
    expect(languageCounts(articles).items).toEqual([
      { label: 'English', count: 2 },
      { label: 'French', count: 1 },
      { label: 'xx', count: 1 },
    ]);
    expect(countryCounts(articles).items).toEqual([
      { label: 'United Kingdom', count: 2 },
      { label: 'France', count: 1 },
    ]);
  });

  it('reports what falls outside the top', () => {
    expect(topCounts(['a', 'b', 'b', 'c', 'd'], 2)).toEqual({
      items: [
        { label: 'b', count: 2 },
        { label: 'a', count: 1 },
      ],
      others: 2,
    });
  });
});

describe('wordCountHistogram', () => {
  it('bins word counts in round widths from zero to the longest article', () => {
    const bins = wordCountHistogram([
      article({ word_count: 0 }),
      article({ word_count: 180 }),
      article({ word_count: 200 }),
      article({ word_count: 1150 }),
      article({ word_count: null }),
    ]);
    expect(bins).toHaveLength(12);
    expect(bins[0]).toEqual({ range: '0–99', articles: 1 });
    expect(bins[1]).toEqual({ range: '100–199', articles: 1 });
    expect(bins[2]).toEqual({ range: '200–299', articles: 1 });
    expect(bins[11]).toEqual({ range: '1100–1199', articles: 1 });
    expect(bins.reduce((sum, bin) => sum + bin.articles, 0)).toBe(4);
  });

  it('is empty without word counts', () => {
    expect(wordCountHistogram([article({})])).toEqual([]);
  });
});

describe('NLP series', () => {
  const articles = [
    article({
      published_date: '2026-11-10 08:00:00',
      nlp: {
        theme: 'Politics, Finance',
        sentiment: { title: -1, content: 0.5 },
        ner_PER: [
          { entity_name: 'Joanna Reyes', count: 3 },
          { entity_name: 'Kieran Bramwell', count: 1 },
        ],
      },
    }),
    article({
      published_date: '2026-11-10 18:00:00',
      nlp: {
        theme: 'Politics',
        sentiment: { title: 1, content: 0.1 },
        ner_PER: [{ entity_name: 'Joanna Reyes', count: 1 }],
      },
    }),
    article({
      published_date: '2026-11-12 08:00:00',
      nlp: { theme: 'Sports', sentiment: { title: 0, content: null } },
    }),
    article({ published_date: '2026-11-12 09:00:00' }),
  ];

  it('bins title and content sentiment over [-1, 1], the ends included', () => {
    const bins = sentimentHistogram(articles);
    expect(bins).toHaveLength(10);
    expect(bins[0]).toEqual({ range: '-1.0 to -0.8', title: 1, content: 0 });
    expect(bins[9]).toEqual({ range: '+0.8 to +1.0', title: 1, content: 0 });
    expect(bins[5]).toEqual({ range: '0.0 to +0.2', title: 1, content: 1 });
    expect(bins[7]).toMatchObject({ content: 1 });
    expect(sentimentHistogram([article({})])).toEqual([]);
  });

  it('averages sentiment per day, null where no article of the day has it', () => {
    expect(sentimentOverTime(articles, 'day', 'en-US')).toEqual([
      { bucket: '2026-11-10', label: 'Nov 10', title: 0, content: 0.3 },
      { bucket: '2026-11-11', label: 'Nov 11', title: null, content: null },
      { bucket: '2026-11-12', label: 'Nov 12', title: 0, content: null },
    ]);
  });

  it('counts articles per theme', () => {
    expect(themeCounts(articles)).toEqual([
      { label: 'Politics', count: 2 },
      { label: 'Finance', count: 1 },
      { label: 'Sports', count: 1 },
    ]);
  });

  it('ranks entities of a type by the articles mentioning them, then by mentions', () => {
    expect(topEntities(articles, 'PER')).toEqual([
      { label: 'Joanna Reyes', articles: 2, mentions: 4 },
      { label: 'Kieran Bramwell', articles: 1, mentions: 1 },
    ]);
    expect(topEntities(articles, 'ORG')).toEqual([]);
  });
});
