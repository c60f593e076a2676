// The stored forms of an article's doc: both read back to the same JSON, in JavaScript and in SQL.
import Database from 'better-sqlite3';
import * as zstd from 'zstd-napi';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DICTIONARY_1,
  articleDocBytes,
  articleDocLength,
  decodeArticleDoc,
  encodeArticleDoc,
  frameContentSize,
  registerArticleDocFunction,
  writeArticleDoc,
} from './article-doc-codec';

const doc = (title: string, content: string) =>
  JSON.stringify({
    title,
    author: 'Zoë Ødegård',
    authors: ['Zoë Ødegård'],
    content,
    id: title.toLowerCase(),
  });

const dbs: Database.Database[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) db.close();
});
const memory = () => {
  const db = new Database(':memory:');
  dbs.push(db);
  registerArticleDocFunction(db);
  db.exec('CREATE TABLE articles (doc TEXT NOT NULL)');
  return db;
};

describe('article doc codec', () => {
  it('compresses the JSON behind a form byte, and reads either form back to the same text', () => {
    const samples = [
      '{}',
      doc('One', ''),
      doc('Two', 'Ünïcödé — “quotes” and emoji 📰. '.repeat(400)),
      doc('Three', 'x'.repeat(100_000)),
      doc('Four', 'y'.repeat(300)), // a content size in two header bytes
      doc('Five', 'z'.repeat(70_000)),
    ];
    for (const json of samples) {
      const stored = encodeArticleDoc(json);
      expect(stored[0]).toBe(3);
      expect(articleDocLength(stored)).toBe(Buffer.byteLength(json));
      expect(decodeArticleDoc(stored)).toBe(json);
      expect(decodeArticleDoc(json)).toBe(json);
      expect(articleDocBytes(stored).equals(Buffer.from(json))).toBe(true);
    }
    const long = doc('Long', 'The quick brown fox jumps over the lazy dog. '.repeat(50));
    expect(encodeArticleDoc(long).byteLength).toBeLessThan(Buffer.byteLength(long) / 4);
  });

  it('reads the content size from every form of zstd frame header', () => {
    // Single segment with a 1-byte size, and a window descriptor, a dictionary id and a 4-byte size.
    expect(frameContentSize(Buffer.from([0x28, 0xb5, 0x2f, 0xfd, 0x20, 0x07]))).toBe(7);
    expect(frameContentSize(Buffer.from([0x28, 0xb5, 0x2f, 0xfd, 0x41, 0x50, 0x09, 0x03, 0x01]))).toBe(
      0x0103 + 256,
    );
    expect(
      frameContentSize(Buffer.from([0x28, 0xb5, 0x2f, 0xfd, 0x82, 0x50, 0x01, 0x02, 0x04, 0x03, 0x02, 0x01])),
    ).toBe(0x01020304);
    expect(frameContentSize(Buffer.from([0x28, 0xb5, 0x2f, 0xfd, 0x00, 0x50]))).toBeNull();
    expect(() => frameContentSize(Buffer.from('{"a":1}'))).toThrow(/not a zstd frame/);
  });

  it('uses dictionary 1: a doc refers back into it, and does not read without it', () => {
    expect(DICTIONARY_1.byteLength).toBeGreaterThan(10_000);
    const json = JSON.stringify({
      title: 'A title',
      author: null,
      authors: [],
      journalists: [],
      published_date: '2026-11-27 10:00:00',
      published_date_precision: 'full',
      updated_date: null,
      updated_date_precision: null,
      link: 'https://www.example.com/a',
    });
    const stored = encodeArticleDoc(json);
    // Without the dictionary, zstd would spell out the member names: the doc takes under two thirds of that.
    expect(stored.byteLength).toBeLessThan(
      (zstd.compress(Buffer.from(json), { compressionLevel: 3 }).byteLength * 2) / 3,
    );
    expect(() => zstd.decompress(stored.subarray(1))).toThrow();
  });

  it('writes a doc of either form straight into a buffer at a place, and refuses one that does not fit', () => {
    const json = doc('Placed', 'Ünïcödé. '.repeat(40));
    const stored = Buffer.concat([Buffer.from('pad'), encodeArticleDoc(json), Buffer.from(json)]);
    const compressedLength = stored.byteLength - 3 - Buffer.byteLength(json);
    const out = Buffer.alloc(2 * Buffer.byteLength(json) + 5, 0x20);
    const first = writeArticleDoc(stored, 3, compressedLength, out, 2);
    const second = writeArticleDoc(stored, 3 + compressedLength, Buffer.byteLength(json), out, 2 + first);
    expect(out.toString()).toBe(`  ${json}${json}   `);
    expect(first + second).toBe(2 * Buffer.byteLength(json));
    expect(() => writeArticleDoc(stored, 3, compressedLength, Buffer.alloc(10), 0)).toThrow();
  });

  it('refuses a form it does not know, and a doc whose frame is cut short', () => {
    for (const form of [1, 2, 4]) {
      const stored = encodeArticleDoc('{}');
      stored[0] = form;
      expect(() => decodeArticleDoc(stored)).toThrow(new RegExp(`Unknown form ${form}`));
    }
    const cut = encodeArticleDoc(doc('Cut', 'Some content here, cut. '.repeat(20)));
    expect(() => decodeArticleDoc(cut.subarray(0, -3))).toThrow();
  });

  it('gives SQL the JSON of either form, row by row', () => {
    const db = memory();
    const a = doc('Alpha', 'First article.');
    const b = doc('Beta', 'Second article, Ünïcödé.');
    const insert = db.prepare('INSERT INTO articles (rowid, doc) VALUES (?, ?)');
    insert.run(1, encodeArticleDoc(a));
    insert.run(2, b); // as stores before version 10 hold it
    insert.run(3, encodeArticleDoc(b));
    insert.run(4, encodeArticleDoc(a));
    const rows = db
      .prepare(
        `SELECT newsdeck_article_doc(doc) ->> '$.title' AS title, newsdeck_article_doc(doc) ->> '$.content' AS content,
           newsdeck_article_doc(doc) AS json FROM articles ORDER BY rowid`,
      )
      .all() as { title: string; content: string; json: string }[];
    expect(rows.map((row) => row.title)).toEqual(['Alpha', 'Beta', 'Beta', 'Alpha']);
    expect(rows.map((row) => row.content)).toEqual([
      'First article.',
      'Second article, Ünïcödé.',
      'Second article, Ünïcödé.',
      'First article.',
    ]);
    expect(rows.map((row) => row.json)).toEqual([a, b, b, a]);
    expect(db.prepare('SELECT typeof(doc) FROM articles ORDER BY rowid').pluck().all()).toEqual([
      'blob',
      'text',
      'blob',
      'blob',
    ]);
  });
});
