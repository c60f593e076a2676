// Migration 5 on a populated version-4 store gives the same NLP filter columns and tags as ingesting
// into a fresh store (entity names whose capitals are ASCII; SQL cannot fold others).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate, openDatabase, schemaVersion, type Db } from './db';
import { migrations } from './migrations';
import { ingest } from '../ingest/pipeline';

const NOW = Date.UTC(2026, 10, 21) / 1000;
const dirs: string[] = [];
const dbs: Db[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) db.close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function freshFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'newsdeck-migration-'));
  dirs.push(dir);
  return path.join(dir, 'store.sqlite');
}

const input = [
  {
    title: 'One',
    link: 'https://www.news.example/one',
    published_date: '2026-11-20 10:00:00',
    author: 'Jane Doe',
    authors: ['Jane Doe', 'John Roe'],
    nlp: {
      theme: 'Tech, Business',
      summary: 's',
      sentiment: { title: 0.5, content: -0.25 },
      ner_PER: [{ entity_name: 'Ada Lovelace', count: 2 }],
      ner_ORG: [
        { entity_name: 'Acme Corp', count: 1 },
        { entity_name: 'ACME CORP', count: 1 },
      ],
      ner_LOC: [{ entity_name: 'São Paulo', count: 1 }],
      ner_MISC: [{ entity_name: 'Acme Corp', count: 1 }],
      iptc_tags_id: ['13000000', '13010000'],
      iptc_tags_name: ['science and technology', 'science and technology/technology'],
      embeddings: [0.6, 0.8],
    },
  },
  {
    title: 'Two',
    link: 'https://www.news.example/two',
    published_date: '2026-11-19 10:00:00',
    author: 'Jane Doe',
    nlp: { theme: 'Sports', sentiment: { title: 0, content: 1 } },
  },
  {
    title: 'Three',
    link: 'https://www.news.example/three',
    published_date: '2026-11-18 10:00:00',
    author: 'Jane Doe',
  },
  {
    title: 'Four',
    link: 'https://www.news.example/four',
    published_date: '2026-11-17 10:00:00',
    author: 'John Roe',
    nlp: { summary: 'no theme, no sentiment', ner_LOC: [{ entity_name: 'Paris', count: 1 }] },
  },
];

const V4_AUTHOR_COLUMNS = `name_key, published_at, article_rowid, score, parse_at, rank, id, language, country,
  domain_url, full_domain_url, name_source, published_date_precision, is_headline, is_opinion, paid_content,
  word_count, has_nlp, parent_url, name`;

const RELATIONS: Record<string, string> = {
  article_authors: 'SELECT * FROM article_authors ORDER BY name_key, article_rowid',
  author_nlp_tags: 'SELECT * FROM author_nlp_tags ORDER BY 1, 2, 3',
};

const snapshot = (db: Db) =>
  Object.fromEntries(Object.entries(RELATIONS).map(([name, sql]) => [name, db.prepare(sql).all()]));

describe('migration 5', () => {
  it('back-fills the NLP filter columns and author tags from the stored NLP layer', async () => {
    const expected = openDatabase(freshFile());
    dbs.push(expected);
    await ingest(
      expected,
      input.map((value, i) => ({ file: 'x', line: i + 1, value })),
      { now: NOW },
    );

    const v4 = new Database(freshFile());
    dbs.push(v4);
    migrate(
      v4,
      migrations.filter((migration) => migration.version <= 4),
    );
    const columns = (expected.prepare('SELECT * FROM articles').columns() as { name: string }[]).map(
      (c) => c.name,
    );
    const insertArticle = v4.prepare(
      `INSERT INTO articles (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`,
    );
    for (const row of expected.prepare('SELECT * FROM articles').all() as Record<string, unknown>[]) {
      insertArticle.run(row);
    }
    const authorColumns = V4_AUTHOR_COLUMNS.split(',').map((column) => column.trim());
    const insertAuthor = v4.prepare(
      `INSERT INTO article_authors (${V4_AUTHOR_COLUMNS}) VALUES (${authorColumns.map((c) => `@${c}`).join(', ')})`,
    );
    for (const row of expected.prepare(`SELECT ${V4_AUTHOR_COLUMNS} FROM article_authors`).all() as Record<
      string,
      unknown
    >[]) {
      insertAuthor.run(row);
    }
    expect(schemaVersion(v4)).toBe(4);

    migrate(v4, migrations);
    expect(schemaVersion(v4)).toBe(5);
    const migrated = snapshot(v4);
    expect(migrated).toEqual(snapshot(expected));
    expect(migrated.author_nlp_tags).toContainEqual(
      expect.objectContaining({ author_key: 'john roe', tag: 'LOC:são paulo', article_rowid: 1 }),
    );
    expect(migrated.author_nlp_tags).toContainEqual(
      expect.objectContaining({ author_key: 'jane doe', tag: 'IPTC:13010000', article_rowid: 1 }),
    );
    expect(migrated.article_authors).toContainEqual(
      expect.objectContaining({ name_key: 'jane doe', has_nlp: 1, title_sentiment: 0, content_sentiment: 1 }),
    );
  });
});
