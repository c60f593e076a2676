// GET|POST /api/search_by_link against a real store: every rule and error of docs/spec/decisions.md, "Article
// lookup".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupResponseSchema, errorBodySchema } from '../../src/contract';
import { createTestApp, makeArticle, postJson, KEYS, type TestApp } from '../helpers/test-app';

const nlp = {
  theme: 'Tech',
  summary: 'A summary.',
  sentiment: { title: 0.5, content: -0.25 },
  ner_PER: [{ entity_name: 'Ada Lovelace', count: 2 }],
  ner_ORG: [],
  ner_MISC: [],
  ner_LOC: [],
  iptc_tags_name: ['science and technology'],
  iptc_tags_id: ['13000000'],
  embeddings: [0.5, 0.25],
};

const articles = [
  makeArticle({ id: 'id-a', title: 'Alpha', link: 'https://alpha.example/a' }),
  makeArticle({ id: 'id-b', title: 'Beta', link: 'https://beta.example/b', nlp }),
  makeArticle({
    id: 'id-c',
    title: 'Gamma',
    link: 'https://gamma.example/c',
    parse_date: '2026-11-20 11:30:00',
  }),
  makeArticle({ title: 'No id given', link: 'https://delta.example/d?x=1' }),
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(articles);
});
afterAll(() => t.close());

async function ok(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/json');
  return lookupResponseSchema.parse(await response.json());
}

async function error(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  const body = errorBodySchema.parse(await response.json());
  expect(body).toMatchObject({ status: 'error', status_code: status, error_code: code });
  return body;
}

describe('lookup by ids', () => {
  it('finds articles in the order asked, with the status text and user_input', async () => {
    const body = await ok(await t.request('/api/search_by_link?ids=id-c, id-a,missing'));
    expect(body.status).toBe('2 out of 3 articles found');
    expect(body.articles.map((a) => a.id)).toEqual(['id-c', 'id-a']);
    expect(body).toMatchObject({ total_hits: 2, page: 1, total_pages: 1, page_size: 100 });
    expect(body.user_input).toEqual({
      ids: ['id-c', 'id-a', 'missing'],
      links: null,
      page: 1,
      page_size: 100,
    });
  });

  it('gives each article parse_date, highlight null and score 1', async () => {
    const body = await ok(await t.request('/api/search_by_link?ids=id-c'));
    expect(body.articles[0]).toMatchObject({ parse_date: '2026-11-20 11:30:00', highlight: null, score: 1 });
    expect(body.articles[0]).toMatchObject({
      title: 'Gamma',
      link: 'https://gamma.example/c',
      domain_url: 'gamma.example',
      full_domain_url: 'gamma.example',
      parent_url: 'https://gamma.example/',
      rank: 100,
    });
  });

  it('counts distinct trimmed values as requested', async () => {
    const body = await ok(await t.request('/api/search_by_link?ids=id-a,%20id-a%20,id-b'));
    expect(body.status).toBe('2 out of 2 articles found');
    expect(body.user_input.ids).toEqual(['id-a', 'id-b']);
  });

  it('accepts POST with an array or a comma-separated string, with the same answer as GET', async () => {
    const viaGet = await ok(await t.request('/api/search_by_link?ids=id-b,id-a'));
    const viaArray = await ok(await t.request('/api/search_by_link', postJson({ ids: ['id-b', 'id-a'] })));
    const viaString = await ok(await t.request('/api/search_by_link', postJson({ ids: 'id-b, id-a' })));
    expect(viaArray).toEqual(viaGet);
    expect(viaString).toEqual(viaGet);
  });

  it('accepts page and page_size as numbers or numeric strings in POST', async () => {
    const a = await ok(
      await t.request('/api/search_by_link', postJson({ ids: ['id-a', 'id-b'], page: '2', page_size: '1' })),
    );
    const b = await ok(
      await t.request('/api/search_by_link', postJson({ ids: ['id-a', 'id-b'], page: 2, page_size: 1 })),
    );
    expect(a).toEqual(b);
    expect(a.articles.map((x) => x.id)).toEqual(['id-b']);
  });

  it('pages through the found articles', async () => {
    const page1 = await ok(await t.request('/api/search_by_link?ids=id-a,id-b,id-c&page_size=2'));
    expect(page1).toMatchObject({ total_hits: 3, total_pages: 2, page: 1, page_size: 2 });
    expect(page1.articles.map((a) => a.id)).toEqual(['id-a', 'id-b']);
    const page2 = await ok(await t.request('/api/search_by_link?ids=id-a,id-b,id-c&page_size=2&page=2'));
    expect(page2.articles.map((a) => a.id)).toEqual(['id-c']);
    const past = await ok(await t.request('/api/search_by_link?ids=id-a,id-b,id-c&page_size=2&page=5'));
    expect(past).toMatchObject({ total_hits: 3, total_pages: 2, articles: [] });
  });

  it('answers none found with 0 out of N', async () => {
    const body = await ok(await t.request('/api/search_by_link?ids=nope,nada'));
    expect(body).toMatchObject({
      status: '0 out of 2 articles found',
      total_hits: 0,
      total_pages: 0,
      articles: [],
    });
  });

  it('computes a missing id as the md5 of the link', async () => {
    const body = await ok(await t.request('/api/search_by_link?links=https://delta.example/d?x=1'));
    expect(body.articles[0]?.id).toMatch(/^[0-9a-f]{32}$/);
    const again = await ok(await t.request(`/api/search_by_link?ids=${body.articles[0]!.id}`));
    expect(again.articles[0]?.title).toBe('No id given');
  });
});

describe('lookup by links', () => {
  it('finds by exact link, keeps order, reports the missing one', async () => {
    const links = ['https://beta.example/b', 'https://nowhere.example/x', 'https://alpha.example/a'];
    const body = await ok(await t.request('/api/search_by_link', postJson({ links })));
    expect(body.status).toBe('2 out of 3 articles found');
    expect(body.articles.map((a) => a.link)).toEqual(['https://beta.example/b', 'https://alpha.example/a']);
    expect(body.user_input).toEqual({ ids: null, links, page: 1, page_size: 100 });
  });
});

describe('the NLP layer follows the plan', () => {
  it('is absent on the basic plan', async () => {
    const body = await ok(await t.request('/api/search_by_link?ids=id-b', { key: KEYS.basic }));
    expect(body.articles[0]).not.toHaveProperty('nlp');
  });
  it('is there without IPTC tags and embeddings on the NLP plan', async () => {
    const body = await ok(await t.request('/api/search_by_link?ids=id-b', { key: KEYS.nlp }));
    expect(body.articles[0]?.nlp).toMatchObject({ theme: 'Tech', sentiment: { title: 0.5, content: -0.25 } });
    expect(body.articles[0]?.nlp).not.toHaveProperty('iptc_tags_id');
    expect(body.articles[0]?.nlp).not.toHaveProperty('embeddings');
  });
  it('is whole on the IPTC plan', async () => {
    const body = await ok(await t.request('/api/search_by_link?ids=id-b', { key: KEYS.full }));
    expect(body.articles[0]?.nlp).toMatchObject({ iptc_tags_id: ['13000000'], embeddings: [0.5, 0.25] });
  });
});

describe('lookup errors', () => {
  it('refuses both ids and links', async () => {
    const body = await error(
      await t.request('/api/search_by_link?ids=a&links=https://a.example/'),
      422,
      'CONFLICTING_PARAMETERS',
    );
    expect(body.message).toMatch(/ids/);
    expect(body.message).toMatch(/links/);
  });
  it('refuses neither ids nor links', async () => {
    const body = await error(await t.request('/api/search_by_link'), 422, 'MISSING_PARAMETER');
    expect(body.message).toMatch(/ids|links/);
  });
  it('refuses an empty list', async () => {
    await error(await t.request('/api/search_by_link?ids=,%20,'), 422, 'MISSING_PARAMETER');
  });
  it.each([
    ['page_size=0', 'page_size'],
    ['page_size=1001', 'page_size'],
    ['page_size=abc', 'page_size'],
    ['page=0', 'page'],
    ['page=1.5', 'page'],
  ])('refuses %s naming the parameter', async (query, param) => {
    const body = await error(
      await t.request(`/api/search_by_link?ids=id-a&${query}`),
      422,
      'VALIDATION_ERROR',
    );
    expect(body.message).toContain(param);
  });
  it('refuses ids of the wrong type in POST', async () => {
    const body = await error(
      await t.request('/api/search_by_link', postJson({ ids: 5 })),
      422,
      'VALIDATION_ERROR',
    );
    expect(body.message).toContain('ids');
  });
  it.each([
    ['an empty body', ''],
    ['invalid JSON', '{"ids": '],
    ['a JSON array', '["id-a"]'],
    ['a JSON string', '"id-a"'],
  ])('answers 400 INVALID_JSON to %s', async (_name, body) => {
    await error(await t.request('/api/search_by_link', postJson(body)), 400, 'INVALID_JSON');
  });
  it('needs the key, on GET and POST', async () => {
    await error(await t.request('/api/search_by_link?ids=id-a', { key: null }), 401, 'MISSING_API_KEY');
    await error(
      await t.request('/api/search_by_link', postJson({ ids: 'id-a' }, null)),
      401,
      'MISSING_API_KEY',
    );
    await error(await t.request('/api/search_by_link?ids=id-a', { key: 'wrong' }), 401, 'INVALID_API_KEY');
  });
  it('answers 405 to other methods and 404 to unknown paths', async () => {
    const put = await t.request('/api/search_by_link', { method: 'PUT', key: KEYS.full });
    await error(put, 405, 'METHOD_NOT_ALLOWED');
    expect(put.headers.get('allow')).toBe('GET, POST');
    await error(await t.request('/api/nothing_here'), 404, 'NOT_FOUND');
  });
  it('answers 413 to a body over 1 MiB', async () => {
    const big = JSON.stringify({ ids: 'x'.repeat(1024 * 1024 + 10) });
    await error(await t.request('/api/search_by_link', postJson(big)), 413, 'PAYLOAD_TOO_LARGE');
  });
  it('puts x-process-time and correlation-id on answers, errors included', async () => {
    for (const response of [
      await t.request('/api/search_by_link?ids=id-a'),
      await t.request('/api/search_by_link'),
    ]) {
      expect(Number(response.headers.get('x-process-time'))).toBeGreaterThanOrEqual(0);
      expect(response.headers.get('correlation-id')).toBeTruthy();
    }
  });
});
