// The statement of events' attached articles: one decode of each article's doc, whatever fields are asked for.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { attachedArticlesSql } from './events-api';

describe('attachedArticlesSql', () => {
  it("decodes each article's doc once, however many of its members the answer reads", () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE articles (id TEXT PRIMARY KEY, doc TEXT, nlp_doc TEXT)');
    const insert = db.prepare('INSERT INTO articles (id, doc, nlp_doc) VALUES (?, ?, ?)');
    const doc = (n: number) =>
      JSON.stringify({
        title: `T${n}`,
        link: `https://x.test/${n}`,
        media: null,
        description: `D${n}`,
        parent_url: 'https://x.test',
        authors: ['A'],
      });
    insert.run('a1', doc(1), '{"summary":"S1"}');
    insert.run('a2', doc(2), null);
    let calls = 0;
    db.function('newsdeck_article_doc', { deterministic: true }, (stored) => {
      calls++;
      return stored;
    });
    const rows = db
      .prepare(attachedArticlesSql(['description', 'authors', 'extraction_data.parent_url', 'nlp.summary']))
      .all('["a2","a1","missing"]') as { id: string; json: string }[];
    expect(calls).toBe(2);
    expect(Object.fromEntries(rows.map((row) => [row.id, JSON.parse(row.json)]))).toEqual({
      a1: {
        id: 'a1',
        title: 'T1',
        link: 'https://x.test/1',
        media: null,
        description: 'D1',
        authors: ['A'],
        extraction_data: { parent_url: 'https://x.test' },
        nlp: { summary: 'S1' },
      },
      a2: {
        id: 'a2',
        title: 'T2',
        link: 'https://x.test/2',
        media: null,
        description: 'D2',
        authors: ['A'],
        extraction_data: { parent_url: 'https://x.test' },
        nlp: null,
      },
    });
    db.close();
  });
});
