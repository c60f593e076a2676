// GET /api/ext/overview (a local extension): the most active authors and sources of a recent window, the
// window's article count and the newest articles, within the plan's history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, overviewResponseSchema } from '../../src/contract';
import { createTestApp, KEYS, makeArticle, postJson, type TestApp } from '../helpers/test-app';

const recent = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000).toISOString();
const days = (n: number) => n * 24;

let t: TestApp;
let publicApp: TestApp;
beforeAll(async () => {
  t = await createTestApp([
    // harbor.example: 3 in the last 30 days (Ana Ruiz twice as author, once among authors), 1 older.
    makeArticle({
      id: 'h1',
      title: 'Harbor one',
      link: 'https://harbor.example/1',
      author: 'Ana Ruiz',
      name_source: 'Harbor Daily',
      country: 'GB',
      published_date: recent(1),
    }),
    makeArticle({
      id: 'h2',
      link: 'https://harbor.example/2',
      author: 'ana  ruiz',
      name_source: 'Harbor Daily',
      country: 'GB',
      published_date: recent(days(3)),
    }),
    makeArticle({
      id: 'h3',
      link: 'https://news.harbor.example/3',
      authors: ['Ana Ruiz', 'Bo Li'],
      author: 'Bo Li',
      name_source: 'Harbor Daily',
      country: 'GB',
      published_date: recent(days(10)),
    }),
    makeArticle({
      id: 'h4',
      link: 'https://harbor.example/4',
      author: 'Cy Old',
      name_source: 'Harbor Daily',
      country: 'GB',
      published_date: recent(days(200)),
    }),
    makeArticle({
      id: 'h5',
      link: 'https://harbor.example/5',
      author: 'Cy Old',
      name_source: 'Harbor Daily',
      country: 'GB',
      published_date: recent(days(201)),
    }),
    // other.example: 2 in the window, one of them the newest article of all.
    makeArticle({
      id: 'o1',
      title: 'Other newest',
      link: 'https://other.example/1',
      author: 'Bo Li',
      name_source: 'Other Times',
      country: 'US',
      published_date: recent(0.5),
    }),
    makeArticle({
      id: 'o2',
      link: 'https://other.example/2',
      author: 'Di Ng',
      name_source: 'Other Times',
      country: 'US',
      published_date: recent(days(20)),
    }),
    // A date in the future is not among the newest articles "published by now".
    makeArticle({
      id: 'f1',
      link: 'https://future.example/1',
      author: 'Eve Soon',
      published_date: recent(-days(2)),
    }),
  ]);
  publicApp = await createTestApp([], {
    NEWSCATCHER_API_TOKEN: 'overview-test-public-token',
    NEWSCATCHER_BASE_URL: 'http://127.0.0.1:9',
    NEWSCATCHER_EVENTS_BASE_URL: 'http://127.0.0.1:9',
  });
});
afterAll(() => {
  t.close();
  publicApp.close();
});

async function overview(query: string, key: string | null = KEYS.full) {
  const response = await t.request(`/api/ext/overview${query}`, { key });
  expect(response.status).toBe(200);
  return overviewResponseSchema.parse(await response.json());
}

async function refusal(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  const body = errorBodySchema.parse(await response.json());
  expect(body.error_code).toBe(code);
  return body;
}

describe('/api/ext/overview', () => {
  it('ranks authors and sources by articles in the last 30 days, by default', async () => {
    const body = await overview('');
    expect(body.days).toBe(30);
    expect(body.article_count).toBe(5);
    expect(body.authors).toEqual([
      { name: 'Ana Ruiz', article_count: 3 },
      { name: 'Bo Li', article_count: 2 },
      { name: 'Di Ng', article_count: 1 },
    ]);
    expect(body.sources).toEqual([
      { domain_url: 'harbor.example', name_source: 'Harbor Daily', country: 'GB', article_count: 3 },
      { domain_url: 'other.example', name_source: 'Other Times', country: 'US', article_count: 2 },
    ]);
    expect(new Date(`${body.from.replace(' ', 'T')}Z`).getTime()).toBeLessThan(Date.now() - days(29) * 3.6e6);
  });

  it('lists the newest articles published by now, newest first, cut at limit', async () => {
    const body = await overview('?limit=2');
    expect(body.latest_articles.map((a) => a.id)).toEqual(['o1', 'h1']);
    expect(body.latest_articles[0]).toMatchObject({ title: 'Other newest', domain_url: 'other.example' });
    expect(body.authors).toHaveLength(2);
    expect(body.sources).toHaveLength(2);
  });

  it('widens with days, within the plan’s history', async () => {
    const body = await overview('?days=365');
    expect(body.article_count).toBe(7);
    expect(body.authors.map((a) => a.name)).toContain('Cy Old');
    // Cy Old has 2 in a year, like Bo Li: ties go by name.
    expect(body.authors.slice(1, 3)).toEqual([
      { name: 'Bo Li', article_count: 2 },
      { name: 'Cy Old', article_count: 2 },
    ]);
  });

  it('stops at the plan’s history: 403 naming days and the plan that keeps enough', async () => {
    const body = await refusal(
      await t.request('/api/ext/overview?days=90', { key: KEYS.basic }),
      403,
      'HISTORICAL_LIMIT',
    );
    expect(body.message).toMatch(/^days \(90\)/);
    expect(body.message).toContain('v3_basic');
    expect(body.message).toContain('v3_nlp plan keeps 365 days');
    expect((await overview('?days=30', KEYS.basic)).days).toBe(30);
  });

  it.each([
    ['days=0', 'days'],
    ['days=abc', 'days'],
    ['days=3651', 'days'],
    ['limit=0', 'limit'],
    ['limit=21', 'limit'],
  ])('refuses %s with a 422 naming %s', async (query, param) => {
    const body = await refusal(await t.request(`/api/ext/overview?${query}`), 422, 'VALIDATION_ERROR');
    expect(body.message.startsWith(param)).toBe(true);
  });

  it('needs a known key', async () => {
    await refusal(await t.request('/api/ext/overview', { key: null }), 401, 'MISSING_API_KEY');
    await refusal(await t.request('/api/ext/overview', { key: 'nope' }), 401, 'INVALID_API_KEY');
  });

  it('takes GET only', async () => {
    await refusal(await t.request('/api/ext/overview', postJson({})), 405, 'METHOD_NOT_ALLOWED');
  });

  it('is empty, not an error, on an empty store', async () => {
    const response = await publicApp.request('/api/ext/overview');
    expect(overviewResponseSchema.parse(await response.json())).toMatchObject({
      article_count: 0,
      authors: [],
      sources: [],
      latest_articles: [],
    });
  });

  it('is forwarded by the proxy for local profiles, and refused for the public one', async () => {
    const local = await t.request('/proxy/basic/api/ext/overview?limit=1', { key: null });
    expect(local.status).toBe(200);
    expect(overviewResponseSchema.parse(await local.json()).authors).toHaveLength(1);
    await refusal(
      await publicApp.request('/proxy/newscatcher/api/ext/overview', { key: null }),
      404,
      'NOT_FOUND',
    );
  });
});
