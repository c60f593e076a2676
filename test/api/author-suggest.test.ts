// GET /api/ext/author_suggest (a local extension): prefix matches by article count, then fuzzy matches,
// display spellings, counts kept by ingest, and the errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorSuggestResponseSchema, errorBodySchema } from '../../src/contract';
import { ingest } from '../../src/server/ingest/pipeline';
import { editDistance, maxEditsFor, probeTrigrams } from '../../src/server/local/author-suggest';
import { createTestApp, makeArticle, postJson, KEYS, type TestApp } from '../helpers/test-app';

const byline = (author: string, extra: Record<string, unknown> = {}) => makeArticle({ author, ...extra });

const articles = [
  ...Array.from({ length: 3 }, () => byline('Jane Doe')),
  byline('JANE  DOE'),
  byline('Someone Else', { authors: ['Someone Else', 'Jane Doe'] }),
  ...Array.from({ length: 2 }, () => byline('Janet Smith')),
  ...Array.from({ length: 4 }, () => byline('John Smith')),
  byline('Mary Smithers'),
  byline('Ünsal Çelik'),
  byline('Jean-Luc Dupont'),
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(articles);
});
afterAll(() => t.close());

async function suggest(query: string, key: string = KEYS.basic) {
  const response = await t.request(`/api/ext/author_suggest?${query}`, { key });
  expect(response.status).toBe(200);
  return authorSuggestResponseSchema.parse(await response.json());
}

async function error(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  const body = errorBodySchema.parse(await response.json());
  expect(body).toMatchObject({ status: 'error', status_code: status, error_code: code });
  return body;
}

describe('prefix matches', () => {
  it('match the start of the name, most articles first, with the most common spelling', async () => {
    const body = await suggest('q=ja');
    expect(body).toEqual({
      q: 'ja',
      suggestions: [
        // 3 × "Jane Doe" + 1 × "JANE  DOE" as author + 1 among authors.
        { name: 'Jane Doe', article_count: 5 },
        { name: 'Janet Smith', article_count: 2 },
      ],
    });
  });

  it('match the start of any word of the name (a last name)', async () => {
    expect((await suggest('q=smith')).suggestions).toEqual([
      { name: 'John Smith', article_count: 4 },
      { name: 'Janet Smith', article_count: 2 },
      { name: 'Mary Smithers', article_count: 1 },
    ]);
  });

  it('ignore case, blanks and script', async () => {
    expect((await suggest('q=%20%20JANE%20%20%20d')).suggestions).toEqual([
      { name: 'Jane Doe', article_count: 5 },
    ]);
    expect((await suggest('q=%C3%A7el')).suggestions).toEqual([{ name: 'Ünsal Çelik', article_count: 1 }]);
    expect((await suggest('q=jean-l')).suggestions).toEqual([{ name: 'Jean-Luc Dupont', article_count: 1 }]);
  });

  it('keep to limit', async () => {
    expect((await suggest('q=j&limit=2')).suggestions.map((s) => s.name)).toEqual(['Jane Doe', 'John Smith']);
  });
});

describe('fuzzy matches', () => {
  it.each([
    ['jnae', 'Jane Doe'], // transposition
    ['jane dpe', 'Jane Doe'], // substitution
    ['smiht', 'John Smith'], // transposition in a last name
    ['dupomt', 'Jean-Luc Dupont'],
    ['smthers', 'Mary Smithers'], // a missing letter
  ])('find %j → %s', async (q, name) => {
    expect((await suggest(`q=${encodeURIComponent(q)}`)).suggestions.map((s) => s.name)).toContain(name);
  });

  it('come after the prefix matches', async () => {
    // "jon" is too short for typos; "johm" (one edit from "john") finds John Smith by fuzzy match only.
    expect((await suggest('q=jon')).suggestions).toEqual([]);
    expect((await suggest('q=johm')).suggestions).toEqual([{ name: 'John Smith', article_count: 4 }]);
    const body = await suggest('q=smithe');
    expect(body.suggestions.map((s) => s.name)).toEqual(['Mary Smithers', 'John Smith', 'Janet Smith']);
  });

  it('leave out names too far away', async () => {
    expect((await suggest('q=zzzzzz')).suggestions).toEqual([]);
    expect((await suggest('q=xqwj%20doe')).suggestions).toEqual([]);
  });
});

describe('counts follow ingest', () => {
  it('move when an article is stored again with other authors', async () => {
    const moved = makeArticle({ id: 'moving', author: 'Mary Smithers' });
    await ingest(t.db, [{ file: 't', line: 1, value: moved }]);
    expect((await suggest('q=mary')).suggestions).toEqual([{ name: 'Mary Smithers', article_count: 2 }]);
    await ingest(t.db, [{ file: 't', line: 1, value: { ...moved, author: 'Zoe Quill' } }]);
    expect((await suggest('q=mary')).suggestions).toEqual([{ name: 'Mary Smithers', article_count: 1 }]);
    expect((await suggest('q=zoe')).suggestions).toEqual([{ name: 'Zoe Quill', article_count: 1 }]);
    await ingest(t.db, [{ file: 't', line: 1, value: { ...moved, author: 'Mary Smithers' } }]);
    expect((await suggest('q=zoe')).suggestions).toEqual([]);
    expect((await suggest('q=mary')).suggestions).toEqual([{ name: 'Mary Smithers', article_count: 2 }]);
  });
});

describe('errors', () => {
  it.each(['', 'q=', 'q=%20%20'])('needs q (%j)', async (query) => {
    const body = await error(await t.request(`/api/ext/author_suggest?${query}`), 422, 'MISSING_PARAMETER');
    expect(body.message).toContain('q');
  });

  it.each(['limit=0', 'limit=51', 'limit=ten'])('refuses %s naming limit', async (query) => {
    const body = await error(
      await t.request(`/api/ext/author_suggest?q=ja&${query}`),
      422,
      'VALIDATION_ERROR',
    );
    expect(body.message).toContain('limit');
  });

  it('needs the key and answers GET only', async () => {
    await error(await t.request('/api/ext/author_suggest?q=ja', { key: null }), 401, 'MISSING_API_KEY');
    const post = await t.request('/api/ext/author_suggest', postJson({ q: 'ja' }));
    await error(post, 405, 'METHOD_NOT_ALLOWED');
    expect(post.headers.get('allow')).toBe('GET');
  });
});

describe('matching helpers', () => {
  it('editDistance counts an adjacent transposition as one edit and stops past the bound', () => {
    expect(editDistance('jane', 'jane', 2)).toBe(0);
    expect(editDistance('jnae', 'jane', 2)).toBe(1);
    expect(editDistance('smth', 'smith', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
    expect(editDistance('a', 'abcd', 1)).toBe(2);
    expect(editDistance('çelik', 'celik', 1)).toBe(1);
  });

  it('maxEditsFor allows none below 4 characters, one below 7, else two', () => {
    expect([3, 4, 6, 7, 12].map(maxEditsFor)).toEqual([0, 1, 1, 2, 2]);
  });

  it('probeTrigrams covers adjacent swaps', () => {
    expect(probeTrigrams('jnae')).toEqual(expect.arrayContaining([' jn', ' ja', 'jan', 'ane', 'ne ']));
  });
});
