import { describe, expect, it } from 'vitest';
import { exampleIdCount, overviewExampleIds } from './lookup-example';

const article = (id: string) => ({ id, title: id, published_date: '2026-11-25 10:00:00', domain_url: 'x' });

describe('overviewExampleIds', () => {
  it('takes the newest articles, as many as an example shows', () => {
    const ids = ['n1', 'n2', 'n3', 'n4', 'n5'];
    expect(overviewExampleIds({ latest_articles: ids.map(article) })).toEqual(ids.slice(0, exampleIdCount));
    expect(overviewExampleIds({ latest_articles: [] })).toEqual([]);
  });
});
