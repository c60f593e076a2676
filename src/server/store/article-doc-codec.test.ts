// The stored forms of an article's doc: both read back to the same JSON, in JavaScript and in SQL.
import zlib from 'node:zlib';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DICTIONARY_1,
  articleDocBytes,
  articleDocsBytes,
  decodeArticleDoc,
  encodeArticleDoc,
  articleDocsOfRun,
  articleDocsOfRunAsync,
  inflateDocStream,
  planDocRun,
  registerArticleDocFunctions,
} from './article-doc-codec';

/** Form 1, as the first deflated trial wrote it: raw deflate with the dictionary, ended by a final block. */
const encodeForm1 = (json: string) =>
  Buffer.concat([Buffer.from([1]), zlib.deflateRawSync(json, { level: 6, dictionary: DICTIONARY_1 })]);

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
      expect(stored[0]).toBe(2);
      expect(decodeArticleDoc(stored)).toBe(json);
      expect(decodeArticleDoc(json)).toBe(json);
      expect(articleDocBytes(stored).equals(Buffer.from(json))).toBe(true);
    }
    const long = doc('Long', 'The quick brown fox jumps over the lazy dog. '.repeat(50));
    expect(encodeArticleDoc(long).byteLength).toBeLessThan(Buffer.byteLength(long) / 4);
  });

  it('refuses a form it does not know', () => {
    const stored = encodeArticleDoc('{}');
    stored[0] = 3;
    expect(() => decodeArticleDoc(stored)).toThrow(/Unknown form 3/);
    expect(() => articleDocsBytes([encodeArticleDoc('{}'), stored])).toThrow(/Unknown form 3/);
  });

  it('still reads form 1, the dictionary form of the first deflated trial', () => {
    const json = doc('Old', 'Written by the trial of 2026-11-27. '.repeat(30));
    expect(decodeArticleDoc(encodeForm1(json))).toBe(json);
  });

  it('inflates a batch of docs in any mix of forms in one go and splits it back by the stored lengths', () => {
    const jsons = Array.from({ length: 300 }, (_, i) =>
      doc(`Title ${i}`, `Ünïcödé body ${i} — `.repeat(i % 17) + 'x'.repeat(i % 5)),
    );
    jsons.push('{}', doc('Huge', 'y'.repeat(200_000)), '');
    const stored = jsons.map((json, i): string | Buffer | null =>
      i % 7 === 3 ? json : i % 11 === 5 ? encodeForm1(json) : encodeArticleDoc(json),
    );
    stored.splice(10, 0, null);
    const expected = [...jsons];
    expected.splice(10, 0, null as unknown as string);
    const bytes = articleDocsBytes(stored);
    expect(bytes.map((b) => (b === null ? null : b.toString()))).toEqual(expected);
    expect(articleDocsBytes([])).toEqual([]);
    expect(articleDocsBytes([null])).toEqual([null]);
  });

  it('refuses a batch whose docs do not inflate to their stored lengths', () => {
    const stored = encodeArticleDoc(doc('A', 'Some content here.'));
    stored[1] = stored[1]! + 1; // one byte more than the JSON has
    expect(() => articleDocsBytes([stored])).toThrow(/inflated to/);
  });

  it('splits a run of docs into streams of about equal input that read back the same, in any form', async () => {
    const jsons = Array.from({ length: 120 }, (_, i) => doc(`Run ${i}`, `Ünïcödé ${i} — `.repeat(i % 23)));
    const stored = jsons.map((json, i) =>
      i % 9 === 4 ? Buffer.from(json) : i % 13 === 6 ? encodeForm1(json) : encodeArticleDoc(json),
    );
    const run = Buffer.concat(stored);
    const lengths = stored.map((one) => one.byteLength);
    const form2 = stored.filter((one) => one[0] === 2).length;
    const sync = articleDocsOfRun(run, lengths).map(String);
    expect(sync).toEqual(jsons);
    for (const parts of [1, 2, 3, 4, 200]) {
      const plan = planDocRun(run, lengths, parts);
      const inputs = plan.streams.map((stream) => stream.input.byteLength);
      if (parts <= 4) {
        expect(plan.streams).toHaveLength(parts);
        expect(Math.max(...inputs) / Math.min(...inputs)).toBeLessThan(1.5);
      } else expect(plan.streams.length).toBeLessThanOrEqual(form2);
      expect(plan.finish(plan.streams.map(inflateDocStream)).map(String)).toEqual(jsons);
      expect((await articleDocsOfRunAsync(run, lengths, parts)).map(String)).toEqual(jsons);
    }
    expect(articleDocsOfRun(Buffer.alloc(0), [])).toEqual([]);
    expect(await articleDocsOfRunAsync(Buffer.alloc(0), [], 2)).toEqual([]);
  });

  it('refuses a run shorter than its lengths, and a stream that inflates short, in parallel too', async () => {
    const stored = [encodeArticleDoc(doc('A', 'Some content.')), encodeArticleDoc(doc('B', 'More content.'))];
    const lengths = stored.map((one) => one.byteLength);
    expect(() => articleDocsOfRun(Buffer.concat(stored).subarray(0, -1), lengths)).toThrow(/shorter/);
    stored[0]![1] = stored[0]![1]! + 1; // one byte more than the JSON has
    await expect(articleDocsOfRunAsync(Buffer.concat(stored), lengths, 2)).rejects.toThrow(/inflated to/);
  });

  it('gives SQL the JSON of either form, row by row, and the bytes without the closing brace', () => {
    const db = memory();
    const a = doc('Alpha', 'First article.');
    const b = doc('Beta', 'Second article, Ünïcödé.');
    const insert = db.prepare('INSERT INTO articles (rowid, doc) VALUES (?, ?)');
    insert.run(1, encodeArticleDoc(a));
    insert.run(2, b); // as stores before version 10 hold it
    insert.run(3, encodeArticleDoc(b));
    insert.run(4, encodeForm1(a));
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
