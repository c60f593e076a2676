import { describe, expect, it } from 'vitest';
import type { Article } from '../../../contract/article';
import { authorsResponseSchema } from '../../../contract/authors';
import { articlesOf, isClustered, totalsText } from './results';

const article = (id: string): Article => ({
  id,
  title: id,
  link: `https://a.example/${id}`,
  domain_url: 'a.example',
  full_domain_url: 'a.example',
  parent_url: 'https://a.example/',
  rank: 1,
  score: 1,
});

const page = { total_hits: 3, page: 1, total_pages: 1, page_size: 3, user_input: {} };

describe('articlesOf', () => {
  it('reads listed and clustered answers alike', () => {
    const listed = authorsResponseSchema.parse({ status: 'ok', ...page, articles: [article('a')] });
    const clustered = authorsResponseSchema.parse({
      status: 'ok',
      ...page,
      clusters_count: 2,
      clusters: [
        { cluster_id: '1', cluster_size: 2, articles: [article('b'), article('c')] },
        { cluster_id: '2', cluster_size: 1, articles: [article('d')] },
      ],
    });
    expect(isClustered(listed)).toBe(false);
    expect(articlesOf(listed).map((a) => a.id)).toEqual(['a']);
    expect(isClustered(clustered)).toBe(true);
    expect(articlesOf(clustered).map((a) => a.id)).toEqual(['b', 'c', 'd']);
  });
});

describe('totalsText', () => {
  it('states hits and pages, marking the capped total', () => {
    const response = authorsResponseSchema.parse({ status: 'ok', ...page, articles: [] });
    expect(totalsText(response, 1)).toBe('3 articles · page 1 of 1');
    expect(totalsText({ ...response, total_hits: 10_000, total_pages: 100 }, 7)).toBe(
      '10,000+ articles · page 7 of 100',
    );
    expect(totalsText({ ...response, total_hits: 0, total_pages: 0 }, 1)).toBe('0 articles');
  });
});
