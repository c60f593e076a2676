import { describe, expect, it } from 'vitest';
import type { Article } from '../../../../contract/article';
import type { AuthorsResponse } from '../../../../contract/authors';
import {
  coverageText,
  nextProfilePage,
  profileApiRequest,
  profileArticlesOf,
  profileCoverage,
  profilePageCap,
  toProfilePage,
} from './profile-pages';
import type { ProfilePage } from './profile-pages';
import { profileArticle } from './profile-test-articles';

function page(number: number, totalHits: number, size = 1000, ids?: string[]): ProfilePage {
  return {
    page: number,
    totalHits,
    totalPages: Math.ceil(totalHits / 1000),
    articles: (ids ?? Array.from({ length: size }, (_, index) => `${number}-${index}`)).map((id) =>
      profileArticle({ id }),
    ),
    userInput: {},
  };
}

describe('profileApiRequest', () => {
  it('asks for the newest 1,000 of every source, the window in wire form, NLP only when asked', () => {
    expect(
      profileApiRequest(
        { author_name: 'Ada Marsh', from_: '2026-10-01', to_: '2026-10-31', include_nlp_data: true },
        3,
      ),
    ).toEqual({
      operation: 'authors',
      method: 'GET',
      query: {
        author_name: 'Ada Marsh',
        ranked_only: 'false',
        sort_by: 'date',
        page_size: '1000',
        page: '3',
        from_: '2026/10/01',
        to_: '2026/10/31 23:59:59',
        include_nlp_data: 'true',
      },
    });
    const basic = profileApiRequest({ author_name: 'Ada', from_: '90d', include_nlp_data: false }, 1).query;
    expect(basic).toMatchObject({ from_: '90d', page: '1' });
    expect(basic).not.toHaveProperty('include_nlp_data');
    expect(basic).not.toHaveProperty('to_');
  });
});

describe('toProfilePage', () => {
  it('keeps the totals and cuts each article down to what the profile reads', () => {
    const article = {
      ...profileArticle({ id: 'x1' }),
      title: 'T',
      link: 'https://harbor.example/x1',
      full_domain_url: 'harbor.example',
      parent_url: 'https://harbor.example/',
      score: 2,
      content: 'A long text…',
      nlp: { theme: 'Tech', summary: 'S', embeddings: [0.1, 0.2], sentiment: { title: 0.1, content: 0.2 } },
    } as Article;
    const response: AuthorsResponse = {
      status: 'ok',
      total_hits: 1,
      page: 1,
      total_pages: 1,
      page_size: 1,
      articles: [article],
      user_input: { author_name: '"Ada Marsh"' },
    };
    const result = toProfilePage(response, 1);
    expect(result).toMatchObject({
      page: 1,
      totalHits: 1,
      totalPages: 1,
      userInput: { author_name: '"Ada Marsh"' },
    });
    expect(result.articles[0]).not.toHaveProperty('content');
    expect(result.articles[0]?.nlp).toEqual({
      theme: 'Tech',
      sentiment: { title: 0.1, content: 0.2 },
      ner_PER: undefined,
      ner_ORG: undefined,
      ner_LOC: undefined,
      iptc_tags_name: undefined,
    });
  });
});

describe('nextProfilePage', () => {
  it('goes on until the last page', () => {
    expect(nextProfilePage(page(1, 2500), 1)).toBe(2);
    expect(nextProfilePage(page(2, 2500), 2)).toBe(3);
    expect(nextProfilePage(page(3, 2500, 500), 3)).toBeUndefined();
  });

  it('stops at the cap: ten pages of 1,000 by default', () => {
    expect(profilePageCap).toBe(10);
    expect(nextProfilePage(page(9, 10_000), 9)).toBe(10);
    expect(nextProfilePage(page(10, 10_000), 10)).toBeUndefined();
    expect(nextProfilePage(page(2, 10_000), 2, 2)).toBeUndefined();
  });

  it('stops on an empty page, whatever the totals say', () => {
    expect(nextProfilePage(page(2, 5000, 0), 2)).toBeUndefined();
  });
});

describe('profileArticlesOf', () => {
  it('keeps the order and each article once when a page boundary shifted', () => {
    const articles = profileArticlesOf([page(1, 1500, 0, ['a', 'b', 'c']), page(2, 1500, 0, ['c', 'd'])]);
    expect(articles.map((article) => article.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('profileCoverage and coverageText', () => {
  it('says all articles when every page has arrived', () => {
    const pages = [page(1, 1800), page(2, 1800, 800)];
    const coverage = profileCoverage(pages, 1800, true);
    expect(coverage).toEqual({
      loaded: 1800,
      total: 1800,
      totalIsCapped: false,
      complete: true,
      sampled: false,
    });
    expect(coverageText(coverage)).toBe('Based on all 1,800 articles in the window.');
  });

  it('counts progress while pages are still arriving', () => {
    const coverage = profileCoverage([page(1, 4200)], 1000, false);
    expect(coverageText(coverage)).toBe('Loaded 1,000 of 4,200 articles…');
  });

  it('calls it a sample when the cap stops it early', () => {
    const coverage = profileCoverage([page(1, 4500), page(2, 4500)], 2000, true, 2);
    expect(coverage.sampled).toBe(true);
    expect(coverageText(coverage)).toBe('Based on a sample: the 2,000 most recent of 4,500 articles.');
  });

  it('says the author may have more when the interface stopped counting at 10,000', () => {
    const pages = Array.from({ length: 10 }, (_, index) => page(index + 1, 10_000));
    const coverage = profileCoverage(pages, 10_000, true);
    expect(coverage).toMatchObject({ totalIsCapped: true, sampled: true });
    expect(coverageText(coverage)).toBe(
      'Based on a sample: the 10,000 most recent of 10,000+ articles. The interface counts at most 10,000 matches, so the author may have more in this window.',
    );
  });

  it('says where loading stopped after a failed page', () => {
    const coverage = profileCoverage([page(1, 2500)], 1000, false);
    expect(coverageText(coverage, { stopped: true })).toBe(
      'Based on the 1,000 most recent of 2,500 articles: loading stopped.',
    );
  });

  it('says when there is nothing', () => {
    expect(coverageText(profileCoverage([page(1, 0, 0)], 0, true))).toBe('No articles in the window.');
  });

  it('reads one article in the singular', () => {
    expect(coverageText(profileCoverage([page(1, 1, 1)], 1, true))).toBe(
      'Based on all 1 article in the window.',
    );
  });
});
