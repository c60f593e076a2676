// Migration 10 on a populated version-9 store: docs stored as JSON text stay as they are and answer exactly as
// the compressed docs of the same articles do in a store written now; a build that knows only version 9 refuses
// the store.
import { describe, expect, it } from 'vitest';
import { migrate, schemaVersion } from './db';
import { migrations } from './migrations';
import { createArticleJson } from '../local/article-json';
import { copyRows, useMigrationStores } from '../../../test/helpers/migration';

const stores = useMigrationStores();

const input = [
  {
    title: 'Ünïcödé headline — “one”',
    link: 'https://www.news.example/one',
    published_date: '2026-11-20 10:00:00',
    author: 'Zoë Doe',
    content: 'A body of text. '.repeat(200),
    nlp: { theme: 'Tech', summary: 'S' },
  },
  { title: 'Two', link: 'https://www.news.example/two', published_date: '2026-11-20 11:00:00' },
];

const FULL = { parseDate: true, highlight: true, nlp: 'full' } as const;
const page = [
  { rowid: 1, score: 2 },
  { rowid: 2, score: 1 },
];

describe('migration 10', () => {
  it('keeps docs stored as text, which answer exactly as their compressed form now does', async () => {
    const expected = await stores.ingested(input);
    expect(expected.prepare('SELECT DISTINCT typeof(doc) FROM articles').pluck().all()).toEqual(['blob']);

    const v9 = stores.atVersion(9);
    copyRows(expected, v9, 'articles'); // docs go in as the JSON text a version-9 build wrote
    expect(v9.prepare('SELECT DISTINCT typeof(doc) FROM articles').pluck().all()).toEqual(['text']);
    const before = createArticleJson(v9).framed('{"articles":', page, FULL, '}').toString();

    migrate(
      v9,
      migrations.filter((migration) => migration.version <= 10),
    );
    expect(schemaVersion(v9)).toBe(10);
    expect(v9.prepare('SELECT DISTINCT typeof(doc) FROM articles').pluck().all()).toEqual(['text']);
    expect(createArticleJson(v9).framed('{"articles":', page, FULL, '}').toString()).toBe(before);
    expect(createArticleJson(expected).framed('{"articles":', page, FULL, '}').toString()).toBe(before);
    expect((JSON.parse(before) as { articles: { title: string }[] }).articles[0]!.title).toBe(
      input[0]!.title,
    );
  });

  it('makes a build that knows only version 9 refuse the store', () => {
    const v10 = stores.atVersion(10);
    expect(() =>
      migrate(
        v10,
        migrations.filter((migration) => migration.version <= 9),
      ),
    ).toThrow(/newer than this build knows/);
  });
});
