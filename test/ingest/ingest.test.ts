// The ingest pipeline and CLI: derived fields, bad lines, atomicity, idempotence.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore, type Db } from '../../src/server/store/db';
import { ingest } from '../../src/server/ingest/pipeline';
import { readJsonLines } from '../../src/server/ingest/jsonl';
import { normalizeArticle, domainsOfLink } from '../../src/server/ingest/normalize';
import { encodeNlp } from '../../src/server/store/nlp-codec';
import { decodeArticleDoc, encodeArticleDoc } from '../../src/server/store/article-doc-codec';
import { makeArticle, sourceLines, tempDir } from '../helpers/fixtures';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0) / 1000;
const dirs: string[] = [];
const dbs: Db[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) db.close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function freshStore(): { dir: string; db: Db } {
  const dir = tempDir();
  dirs.push(dir);
  const db = openStore(dir);
  dbs.push(db);
  return { dir, db };
}

function writeLines(dir: string, lines: (string | object)[]): string {
  const file = path.join(dir, `input-${Math.random().toString(36).slice(2)}.jsonl`);
  fs.writeFileSync(file, lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n'));
  return file;
}

const count = (db: Db, table = 'articles') =>
  (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
const docOf = (db: Db, id: string) =>
  JSON.parse(
    decodeArticleDoc((db.prepare('SELECT doc FROM articles WHERE id = ?').get(id) as { doc: Buffer }).doc),
  );

describe('normalizeArticle', () => {
  it('derives the fields ingest fills in', () => {
    const result = normalizeArticle(
      {
        title: 'T',
        link: 'https://news.bbc.co.uk/x/y',
        published_date: '2026-11-20T10:00:00Z',
        author: ' Jane  Doe ',
        content: 'a b  c\nd',
      },
      NOW,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { doc } = result.article;
    expect(doc.id).toMatch(/^[0-9a-f]{32}$/);
    // Kept as ingested; the key that author_name matches is normalised.
    expect(doc.authors).toEqual([' Jane  Doe ']);
    expect(doc.author).toBe(' Jane  Doe ');
    expect(doc.domain_url).toBe('bbc.co.uk');
    expect(doc.full_domain_url).toBe('news.bbc.co.uk');
    expect(doc.parent_url).toBe('https://news.bbc.co.uk/');
    expect(doc.rank).toBe(999999);
    expect(doc.word_count).toBe(4);
    expect(doc.published_date).toBe('2026-11-20 10:00:00');
    expect(result.article.parseAt).toBe(NOW);
    expect([...result.article.authorKeys]).toEqual([['jane doe', 2]]);
  });

  it('keeps given values', () => {
    const result = normalizeArticle(
      makeArticle({
        id: 'given',
        rank: 7,
        word_count: 99,
        domain_url: 'x.example',
        full_domain_url: 'a.x.example',
        parse_date: '2026-11-19 01:02:03',
      }),
      NOW,
    );
    expect(result.ok && result.article.doc).toMatchObject({
      id: 'given',
      rank: 7,
      word_count: 99,
      domain_url: 'x.example',
    });
    expect(result.ok && result.article.parseAt).toBe(Date.UTC(2026, 10, 19, 1, 2, 3) / 1000);
  });

  it.each([
    [null, 'not a JSON object'],
    [[1], 'not a JSON object'],
    [{ link: 'https://a.example/', published_date: '2026-11-20' }, 'title'],
    [{ title: ' \u00a0 ', link: 'https://a.example/', published_date: '2026-11-20' }, 'title'],
    [{ title: 'T', published_date: '2026-11-20' }, 'link'],
    [{ title: 'T', link: ' ftp://a.example/ ', published_date: '2026-11-20' }, 'link'],
    [{ title: 'T', link: 'https://a.example/', published_date: '2026-11-20', id: ' ' }, 'id'],
    [{ title: 'T', link: 'https://a.example/', published_date: '2026-11-20', id: ' x1 ' }, 'id'],
    [{ title: 'T', link: 'javascript:alert(1)', published_date: '2026-11-20' }, 'link'],
    [{ title: 'T', link: 'https://a.example/' }, 'published_date'],
    [{ title: 'T', link: 'https://a.example/', published_date: 'yesterday-ish' }, 'published_date'],
    [{ title: 'T', link: 'https://a.example/', published_date: '2026-02-30' }, 'published_date'],
    [{ title: 'T', link: 'https://a.example/', published_date: '2026-11-20', rank: 'high' }, 'rank'],
    [
      { title: 'T', link: 'https://a.example/', published_date: '2026-11-20', is_headline: 'yes' },
      'is_headline',
    ],
    [
      {
        title: 'T',
        link: 'https://a.example/',
        published_date: '2026-11-20',
        nlp: { embeddings: [0.5, 1e39] },
      },
      'embeddings',
    ],
  ])('rejects %j with a reason naming %s', (input, expected) => {
    const result = normalizeArticle(input, NOW);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toContain(expected);
  });

  it('splits registrable domains', () => {
    expect(domainsOfLink('https://www.finance.yahoo.com/q')).toEqual({
      full: 'finance.yahoo.com',
      domain: 'yahoo.com',
    });
    expect(domainsOfLink('http://example.com')).toEqual({ full: 'example.com', domain: 'example.com' });
  });
});

describe('ingest', () => {
  it('skips bad lines with their line numbers and keeps the lines around them', async () => {
    const { dir, db } = freshStore();
    const file = writeLines(dir, [
      makeArticle({ id: 'one' }),
      '{not json',
      makeArticle({ title: '' }),
      makeArticle({ id: 'four' }),
    ]);
    const stats = await ingest(db, readJsonLines([file]), { now: NOW });
    expect(stats).toMatchObject({ read: 4, stored: 2, skipped: 2 });
    expect(stats.errors.map((e) => e.line)).toEqual([2, 3]);
    expect(stats.errors[1]?.reason).toContain('title');
    expect(count(db)).toBe(2);
  });

  it('updates a re-ingested article instead of duplicating it', async () => {
    const { db } = freshStore();
    const article = makeArticle({ id: 'same', authors: ['A One', 'B Two'], author: 'A One' });
    await ingest(db, [{ file: 'x', line: 1, value: article }], { now: NOW });
    await ingest(
      db,
      [
        {
          file: 'x',
          line: 1,
          value: { ...article, title: 'Updated', authors: ['C Three'], author: 'C Three' },
        },
      ],
      { now: NOW },
    );
    expect(count(db)).toBe(1);
    expect(docOf(db, 'same').title).toBe('Updated');
    expect(db.prepare('SELECT name_key, score FROM article_authors').all()).toEqual([
      { name_key: 'c three', score: 2 },
    ]);
  });

  it('rolls everything back when a stage fails part-way', async () => {
    const { db } = freshStore();
    await ingest(db, [{ file: 'x', line: 1, value: makeArticle({ id: 'kept' }) }], { now: NOW });
    const values = Array.from({ length: 30 }, (_, i) => ({ file: 'x', line: i + 1, value: makeArticle() }));
    let calls = 0;
    await expect(
      ingest(db, values, {
        now: NOW,
        batchSize: 10,
        stages: {
          afterWrite: () => {
            if (++calls === 25) throw new Error('disk on fire');
          },
        },
      }),
    ).rejects.toThrow('disk on fire');
    expect(count(db)).toBe(1);
    expect(count(db, 'article_authors')).toBe(1);
  });

  it('stops on abort and stores nothing', async () => {
    const { db } = freshStore();
    const controller = new AbortController();
    async function* lines() {
      for (let i = 1; i <= 20; i++) {
        if (i === 15) controller.abort();
        yield { file: 'x', line: i, value: makeArticle() };
      }
    }
    await expect(ingest(db, lines(), { now: NOW, batchSize: 5, signal: controller.signal })).rejects.toThrow(
      /interrupted/,
    );
    expect(count(db)).toBe(0);
  });

  it('stores each article with its own enrichment while batches overlap', async () => {
    const { db } = freshStore();
    const values = Array.from({ length: 47 }, (_, i) => ({
      file: 'x',
      line: i + 1,
      value: makeArticle({ id: `a${i}`, title: `T${i}` }),
    }));
    const given = makeArticle({ id: 'given', nlp: { theme: 'Given', summary: 's' } });
    values.splice(5, 0, { file: 'x', line: 99, value: given });
    let batches = 0;
    await ingest(db, values, {
      now: NOW,
      batchSize: 10,
      stages: {
        // Later batches finish first: writes must still pair every article with its own result.
        enrich: async (articles) => {
          const delay = 30 - 10 * batches++;
          await new Promise((resolve) => setTimeout(resolve, Math.max(delay, 0)));
          return articles.map((a) => encodeNlp({ theme: a.doc.title, summary: null }));
        },
      },
    });
    const rows = db
      .prepare(
        "SELECT id, json_extract(newsdeck_article_doc(doc), '$.title') AS title, json_extract(nlp_doc, '$.theme') AS theme FROM articles",
      )
      .all() as { id: string; title: string; theme: string }[];
    expect(rows).toHaveLength(48);
    for (const row of rows) expect(row.theme).toBe(row.id === 'given' ? 'Given' : row.title);
  });

  it('stores the doc the enrichment stage compressed as it is, and compresses the others itself', async () => {
    const { db } = freshStore();
    const given = makeArticle({ id: 'given', title: 'Arrives enriched', nlp: { theme: 'T', summary: 's' } });
    await ingest(db, sourceLines([makeArticle({ id: 'worker', title: 'Enriched here' }), given]), {
      now: NOW,
      stages: {
        enrich: async (articles) =>
          articles.map((a) => ({
            ...encodeNlp({ theme: null, summary: null }),
            // Marked, so that the store shows whose encoding it kept (the workers encode the writer's JSON).
            articleDoc: encodeArticleDoc(JSON.stringify({ ...a.doc, title: `${a.doc.title}, compressed` })),
          })),
      },
    });
    const stored = (id: string) =>
      (db.prepare('SELECT doc FROM articles WHERE id = ?').get(id) as { doc: Buffer }).doc;
    expect(docOf(db, 'worker').title).toBe('Enriched here, compressed');
    expect(docOf(db, 'given').title).toBe('Arrives enriched');
    expect(stored('worker')[0]).toBe(3);
    expect(stored('given')[0]).toBe(3);
  });

  it('keeps the source registry current', async () => {
    const { db } = freshStore();
    await ingest(
      db,
      sourceLines(
        [
          makeArticle({
            link: 'https://a.src.example/1',
            name_source: 'Src',
            language: 'en',
            country: 'gb',
            rank: 50,
          }),
          makeArticle({ link: 'https://b.src.example/2', name_source: null, language: 'fr', rank: 40 }),
        ],
        'x',
      ),
      { now: NOW },
    );
    expect(db.prepare('SELECT domain_url, name_source, rank, country FROM sources').all()).toEqual([
      { domain_url: 'src.example', name_source: 'Src', rank: 40, country: 'US' },
    ]);
    expect(db.prepare('SELECT language FROM source_languages ORDER BY language').pluck().all()).toEqual([
      'en',
      'fr',
    ]);
  });
});

describe('the ingest CLI', () => {
  const cli = path.resolve('src/server/cli/ingest.ts');
  const tsx = path.resolve('node_modules/.bin/tsx');

  it('reports bad lines and ends with the counts', () => {
    const dir = tempDir();
    dirs.push(dir);
    const file = writeLines(dir, [makeArticle(), 'nope', makeArticle()]);
    const result = spawnSync(tsx, [cli, '--data-dir', dir, file], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('read 3, stored 2, skipped 1');
    // Log lines, all on stdout: the skipped line at warn (pino level 40).
    expect(result.stdout).toMatch(/"level":40,.*:2: skipped: invalid JSON/);
  });

  it('is idempotent across runs', () => {
    const dir = tempDir();
    dirs.push(dir);
    const file = writeLines(dir, [makeArticle(), makeArticle()]);
    execFileSync(tsx, [cli, '--data-dir', dir, file]);
    execFileSync(tsx, [cli, '--data-dir', dir, file]);
    const db = openStore(dir);
    dbs.push(db);
    expect(count(db)).toBe(2);
  });

  it('refuses a missing file with a clear message', () => {
    const dir = tempDir();
    dirs.push(dir);
    const result = spawnSync(tsx, [cli, '--data-dir', dir, '/no/such/file.jsonl'], { encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('No such file: /no/such/file.jsonl');
  });
});
