// The stored forms of an article's doc: both read back to the same JSON, in JavaScript and in SQL.
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import {
  articleDocBytes,
  decodeArticleDoc,
  encodeArticleDoc,
  registerArticleDocFunctions,
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
  registerArticleDocFunctions(db);
  db.exec('CREATE TABLE articles (doc TEXT NOT NULL)');
  return db;
};

describe('article doc codec', () => {
  it('deflates the JSON behind a form byte, and reads either form back to the same text', () => {
    const samples = [
      '{}',
      doc('One', ''),
      doc('Two', 'Ünïcödé — “quotes” and emoji 📰. '.repeat(400)),
      doc('Three', 'x'.repeat(100_000)),
    ];
    for (const json of samples) {
      const stored = encodeArticleDoc(json);
      expect(stored[0]).toBe(1);
      expect(decodeArticleDoc(stored)).toBe(json);
      expect(decodeArticleDoc(json)).toBe(json);
      expect(articleDocBytes(stored).equals(Buffer.from(json))).toBe(true);
    }
    const long = doc('Long', 'The quick brown fox jumps over the lazy dog. '.repeat(50));
    expect(encodeArticleDoc(long).byteLength).toBeLessThan(Buffer.byteLength(long) / 4);
  });

  it('refuses a form it does not know', () => {
    const stored = encodeArticleDoc('{}');
    stored[0] = 2;
    expect(() => decodeArticleDoc(stored)).toThrow(/Unknown form 2/);
  });

  it('gives SQL the JSON of either form, row by row, and the bytes without the closing brace', () => {
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
           newsdeck_article_doc(doc) AS json, newsdeck_article_doc_open(doc) AS open FROM articles ORDER BY rowid`,
      )
      .all() as { title: string; content: string; json: string; open: Buffer }[];
    expect(rows.map((row) => row.title)).toEqual(['Alpha', 'Beta', 'Beta', 'Alpha']);
    expect(rows.map((row) => row.content)).toEqual([
      'First article.',
      'Second article, Ünïcödé.',
      'Second article, Ünïcödé.',
      'First article.',
    ]);
    expect(rows.map((row) => row.json)).toEqual([a, b, b, a]);
    expect(rows.map((row) => `${row.open.toString()}}`)).toEqual([a, b, b, a]);
    expect(db.prepare('SELECT typeof(doc) FROM articles ORDER BY rowid').pluck().all()).toEqual([
      'blob',
      'text',
      'blob',
      'blob',
    ]);
  });
});
