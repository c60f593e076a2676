// Local extensions that serve the Sources page: languages per source, and who writes most for a source.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, sourceAuthorsResponseSchema, sourcesResponseSchema } from '../../src/contract';
import { createTestApp, makeArticle, type TestApp } from '../helpers/test-app';

const recent = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000).toISOString();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp([
    makeArticle({
      link: 'https://harbor.example/1',
      author: 'Ana Ruiz',
      language: 'es',
      published_date: recent(1),
    }),
    makeArticle({
      link: 'https://harbor.example/2',
      author: 'ana  ruiz',
      language: 'en',
      published_date: recent(2),
    }),
    makeArticle({
      link: 'https://news.harbor.example/3',
      authors: ['Ana Ruiz', 'Bo Li'],
      author: 'Bo Li',
      published_date: recent(3),
    }),
    makeArticle({ link: 'https://harbor.example/4', author: 'Cy Old', published_date: recent(24 * 200) }),
    makeArticle({ link: 'https://other.example/5', author: 'Bo Li', published_date: recent(1) }),
  ]);
});
afterAll(() => t.close());

describe('sources: languages in additional_info', () => {
  it('lists the languages of the source articles, sorted', async () => {
    const body = sourcesResponseSchema.parse(
      await (await t.request('/api/sources?source_url=harbor.example&include_additional_info=true')).json(),
    );
    expect(body.sources[0]?.additional_info?.languages).toEqual(['en', 'es']);
  });
});

describe('/api/ext/source_authors', () => {
  it('ranks the authors of a source by article count in the window', async () => {
    const response = await t.request('/api/ext/source_authors?source=Harbor.example');
    expect(response.status).toBe(200);
    const body = sourceAuthorsResponseSchema.parse(await response.json());
    expect(body).toEqual({
      source: 'harbor.example',
      days: 90,
      authors: [
        { name: 'Ana Ruiz', article_count: 3 },
        { name: 'Bo Li', article_count: 1 },
      ],
    });
  });

  it('widens with days and cuts at limit', async () => {
    const wide = sourceAuthorsResponseSchema.parse(
      await (await t.request('/api/ext/source_authors?source=harbor.example&days=365')).json(),
    );
    expect(wide.authors.map((a) => a.name)).toContain('Cy Old');
    const one = sourceAuthorsResponseSchema.parse(
      await (await t.request('/api/ext/source_authors?source=harbor.example&limit=1')).json(),
    );
    expect(one.authors).toHaveLength(1);
  });

  it.each([
    ['', 'source'],
    ['source=harbor.example&days=0', 'days'],
    ['source=harbor.example&limit=51', 'limit'],
  ])('refuses %s naming %s', async (query, param) => {
    const response = await t.request(`/api/ext/source_authors?${query}`);
    expect(response.status).toBe(422);
    expect(errorBodySchema.parse(await response.json()).message).toContain(param);
  });

  it('is forwarded by the proxy for local profiles', async () => {
    const response = await t.request('/proxy/nlp/api/ext/source_authors?source=harbor.example', {
      key: null,
    });
    expect(response.status).toBe(200);
  });
});
