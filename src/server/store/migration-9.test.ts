// Migration 9 on a populated version-8 store: float32 embeddings stay as they are and answer exactly as the int8
// form of the same vector does in a store written now; a build that knows only version 8 refuses the store.
import { describe, expect, it } from 'vitest';
import { migrate, schemaVersion } from './db';
import { migrations } from './migrations';
import { createArticleJson } from '../local/article-json';
import { copyRows, useMigrationStores } from '../../../test/helpers/migration';

const stores = useMigrationStores();

/** A unit vector in the enrichment's form: int8 codes times one float32 scale. */
const codes = Array.from({ length: 256 }, (_, i) => ((i * 53) % 255) - 127);
const scale = Math.fround(1 / Math.hypot(...codes));
const embedding = Array.from(new Float32Array(codes.map((q) => q * scale)));

const input = [
  {
    title: 'One',
    link: 'https://www.news.example/one',
    published_date: '2026-11-20 10:00:00',
    author: 'Jane Doe',
    nlp: {
      theme: 'Tech',
      summary: 'S',
      iptc_tags_id: ['13000000'],
      iptc_tags_name: ['x'],
      embeddings: embedding,
    },
  },
];

const FULL = { parseDate: true, highlight: false, nlp: 'full' } as const;

describe('migration 9', () => {
  it('keeps float32 embeddings, which answer exactly as their int8 form now does', async () => {
    const expected = await stores.ingested(input);
    const stored = expected.prepare('SELECT embedding FROM articles').pluck().get() as Buffer;
    expect(stored.byteLength).toBeLessThan(300); // written now: the int8 form

    const v8 = stores.atVersion(8);
    copyRows(expected, v8, 'articles');
    // What a version-8 build wrote for the same vector: its float32 components.
    v8.prepare('UPDATE articles SET embedding = ?').run(Buffer.from(new Float32Array(embedding).buffer));
    const before = createArticleJson(v8)
      .each([{ rowid: 1, score: 1 }], FULL)[0]!
      .toString();

    migrate(
      v8,
      migrations.filter((migration) => migration.version <= 9),
    );
    expect(schemaVersion(v8)).toBe(9);
    expect((v8.prepare('SELECT embedding FROM articles').pluck().get() as Buffer).byteLength).toBe(1024);
    const after = createArticleJson(v8)
      .each([{ rowid: 1, score: 1 }], FULL)[0]!
      .toString();
    expect(after).toBe(before);
    expect(
      createArticleJson(expected)
        .each([{ rowid: 1, score: 1 }], FULL)[0]!
        .toString(),
    ).toBe(after);
    expect((JSON.parse(after) as { nlp: { embeddings: number[] } }).nlp.embeddings).toHaveLength(256);
  });

  it('makes a build that knows only version 8 refuse the store', () => {
    const v9 = stores.atVersion(9);
    expect(() =>
      migrate(
        v9,
        migrations.filter((migration) => migration.version <= 8),
      ),
    ).toThrow(/newer than this build knows/);
  });
});
