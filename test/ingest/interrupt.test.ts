// Stopping an ingest: a signal in the middle of enrichment or writing rolls the open transaction back at once;
// with commitEvery, the batches committed before the stop stay, and a re-run resumes to the same final store.
import fs from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore, type Db } from '../../src/server/store/db';
import { ingest, IngestAborted, IngestFailed, type IngestStages } from '../../src/server/ingest/pipeline';
import { createBreachStage } from '../../src/server/ingest/breach-stage';
import { encodeNlp } from '../../src/server/store/nlp-codec';
import { decodeArticleDoc } from '../../src/server/store/article-doc-codec';
import { breachArticle } from '../helpers/breach-articles';
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

/** Everything ingest writes that a test compares: articles with their NLP layer, mentions and events. */
function snapshot(db: Db) {
  return {
    articles: db.prepare('SELECT id, parse_at, doc, nlp_doc FROM articles ORDER BY id').all(),
    authors: db.prepare('SELECT * FROM author_names ORDER BY name_key').all(),
    mentions: db.prepare('SELECT * FROM breach_mentions ORDER BY article_id').all(),
    events: db.prepare('SELECT * FROM events ORDER BY id').all(),
  };
}

// A stand-in for NLP enrichment: deterministic, from the title.
const fakeEnrich: IngestStages['enrich'] = async (articles) =>
  articles.map((a) => encodeNlp({ theme: a.doc.title, summary: null }));

describe('stopping an ingest', () => {
  it('rolls back at once on abort while a batch is being enriched, whatever enrichment does', async () => {
    const { db } = freshStore();
    await ingest(db, sourceLines([makeArticle({ id: 'kept' })]), { now: NOW });
    const before = snapshot(db);
    const controller = new AbortController();
    let enriching!: () => void;
    const started = new Promise<void>((resolve) => (enriching = resolve));
    const run = ingest(db, sourceLines(Array.from({ length: 30 }, () => makeArticle())), {
      now: NOW,
      batchSize: 10,
      signal: controller.signal,
      stages: {
        // Never finishes and ignores the signal: the ingest must stop waiting for it anyway.
        enrich: () => {
          enriching();
          return new Promise(() => {});
        },
      },
    });
    await started;
    controller.abort();
    const error = await run.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IngestAborted);
    expect((error as IngestAborted).message).toBe('ingest interrupted; nothing was stored');
    expect((error as IngestAborted).stats.committed).toMatchObject({ stored: 0, read: 0 });
    expect(snapshot(db)).toEqual(before);
  });

  it('stops between writes of a batch when aborted there', async () => {
    const { db } = freshStore();
    const controller = new AbortController();
    let writes = 0;
    const run = ingest(db, sourceLines(Array.from({ length: 200 }, () => makeArticle())), {
      now: NOW,
      batchSize: 200,
      signal: controller.signal,
      stages: {
        afterWrite: () => {
          // Slow writes, so that the batch yields to events between them.
          if (++writes === 5) setImmediate(() => controller.abort());
          const until = performance.now() + 15;
          while (performance.now() < until);
        },
      },
    });
    await expect(run).rejects.toBeInstanceOf(IngestAborted);
    expect(writes).toBeLessThan(200);
    expect(db.prepare('SELECT count(*) FROM articles').pluck().get()).toBe(0);
  });
});

describe('ingest with commitEvery', () => {
  // Built once: every run reads the very same lines.
  const fileLines = sourceLines([
    ...Array.from({ length: 12 }, (_, i) =>
      makeArticle({ id: `plain-${i}`, link: `https://a.example/${i}` }),
    ),
    breachArticle('northwindFirst'),
    breachArticle('contoso'),
    '{not an article',
    breachArticle('northwindSecond'),
    breachArticle('unnamed'),
    ...Array.from({ length: 6 }, (_, i) => makeArticle({ id: `late-${i}`, link: `https://b.example/${i}` })),
  ]);
  const lines = () => fileLines;

  const stagesFor = (db: Db, failAt = Infinity): IngestStages => {
    const breach = createBreachStage(db);
    let writes = 0;
    return {
      enrich: fakeEnrich,
      afterWrite: (article, rowid, nlp) => {
        if (++writes === failAt) throw new Error('disk on fire');
        breach.afterWrite(article, rowid, nlp);
      },
      beforeCommit: breach.beforeCommit,
    };
  };

  it('keeps the batches committed before a failure, says which, and a re-run gives the one-run store', async () => {
    const whole = freshStore().db;
    const once = await ingest(whole, lines(), { now: NOW, stages: stagesFor(whole) });
    expect(once).toMatchObject({ read: 23, stored: 22, skipped: 1, unchanged: 0 });

    const { db } = freshStore();
    const failed = await ingest(db, lines(), { now: NOW, commitEvery: 5, stages: stagesFor(db, 18) }).catch(
      (e: unknown) => e,
    );
    expect(failed).toBeInstanceOf(IngestFailed);
    expect((failed as IngestFailed).message).toBe('disk on fire');
    // Batches of 5 articles: lines 1–5, 6–10, 11–16 (with the bad line), then a failure in the fourth batch.
    expect((failed as IngestFailed).stats.committed).toEqual({
      read: 16,
      stored: 15,
      skipped: 1,
      unchanged: 0,
      through: { file: 'test', line: 16 },
    });
    expect(db.prepare('SELECT count(*) FROM articles').pluck().get()).toBe(15);
    // The committed part has its events merged: both companies reported so far.
    expect(db.prepare('SELECT count(*) FROM events').pluck().get()).toBe(2);

    const resumed = await ingest(db, lines(), { now: NOW, commitEvery: 5, stages: stagesFor(db) });
    expect(resumed).toMatchObject({ read: 23, stored: 7, unchanged: 15, skipped: 1 });
    expect(snapshot(db)).toEqual(snapshot(whole));

    // A third run finds everything stored and changes nothing.
    const again = await ingest(db, lines(), { now: NOW + 3600, commitEvery: 5, stages: stagesFor(db) });
    expect(again).toMatchObject({ stored: 0, unchanged: 22 });
    expect(snapshot(db)).toEqual(snapshot(whole));
  });

  it('re-stores an article whose fields changed, and one that is stored without an NLP layer', async () => {
    const { db } = freshStore();
    const first = makeArticle({ id: 'a', link: 'https://c.example/a' });
    const second = makeArticle({ id: 'b', link: 'https://c.example/b' });
    await ingest(db, sourceLines([first]), { now: NOW, commitEvery: 5, stages: { enrich: fakeEnrich } });
    await ingest(db, sourceLines([second]), { now: NOW }); // no enrichment stage: stored without NLP
    const rerun = await ingest(db, sourceLines([{ ...first, title: 'Changed' }, second, first]), {
      now: NOW,
      commitEvery: 5,
      stages: { enrich: fakeEnrich },
    });
    // The changed line is queued, so the original line after it is not taken as unchanged: the last wins.
    expect(rerun).toMatchObject({ stored: 3, unchanged: 0 });
    const doc = JSON.parse(
      decodeArticleDoc(db.prepare("SELECT doc FROM articles WHERE id = 'a'").pluck().get() as Buffer),
    );
    expect(doc.title).toBe(first.title);
    expect(db.prepare('SELECT count(*) FROM articles WHERE nlp_doc IS NULL').pluck().get()).toBe(0);
  });

  it('says what was committed when interrupted', async () => {
    const { db } = freshStore();
    const controller = new AbortController();
    const run = ingest(db, lines(), {
      now: NOW,
      commitEvery: 5,
      signal: controller.signal,
      stages: {
        ...stagesFor(db),
        enrich: async (articles, signal) => {
          if (articles.some((a) => a.doc.id === 'contoso-1')) {
            controller.abort();
            signal?.throwIfAborted();
          }
          return fakeEnrich(articles);
        },
      },
    });
    const error = await run.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IngestAborted);
    expect((error as IngestAborted).message).toBe(
      'ingest interrupted; stored 10 articles (through test:10), nothing after',
    );
    expect(db.prepare('SELECT count(*) FROM articles').pluck().get()).toBe(10);
  });
});

/** Whether another connection holds the store's write transaction (the ingest has begun). */
function writeLocked(dir: string): boolean {
  const probe = new Database(path.join(dir, 'newsdeck.sqlite'), { timeout: 0 });
  try {
    probe.exec('BEGIN IMMEDIATE');
    probe.exec('ROLLBACK');
    return false;
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return true;
    throw error;
  } finally {
    probe.close();
  }
}

describe('the ingest CLI on a signal', () => {
  const cli = path.resolve('src/server/cli/ingest.ts');

  it('refuses a --commit-every that is not a whole number ≥ 1, naming it', () => {
    const dir = tempDir();
    dirs.push(dir);
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', cli, '--data-dir', dir, '--commit-every', '2.5', 'x.jsonl'],
      { encoding: 'utf8' },
    );
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--commit-every must be a whole number of articles ≥ 1, not "2.5"');
  });

  it('stops within seconds of SIGTERM in the middle of enrichment, stores nothing and exits non-zero', async () => {
    const { dir, db } = freshStore();
    await ingest(db, sourceLines([makeArticle({ id: 'kept' })]), { now: NOW });
    const before = snapshot(db);
    db.close();
    dbs.splice(dbs.indexOf(db), 1);
    // Long articles (each at the analysis cap) keep the enrichment workers busy far longer than the test.
    const body = Array.from(
      { length: 2_000 },
      (_, i) => `Officials in Springfield said on Monday that plan ${i} would cost millions. `,
    ).join('');
    const file = path.join(dir, 'slow.jsonl');
    fs.writeFileSync(
      file,
      Array.from({ length: 150 }, () => JSON.stringify(makeArticle({ content: body }))).join('\n'),
    );

    // As `npm run ingest` runs it: node with tsx's loader, which takes signals itself (the tsx command would
    // relay them, and kill a child that does not acknowledge within 30 ms, as a busy one may not).
    const child = spawn(process.execPath, ['--import', 'tsx', cli, '--data-dir', dir, file], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LOG_LEVEL: 'info' },
    });
    // The summary is a log line (JSON on stdout when stdout is not a terminal).
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      // Start-up takes seconds on a busy machine; the ingest has begun when it holds the write lock.
      const started = Date.now();
      while (!writeLocked(dir)) {
        expect(child.exitCode).toBeNull();
        expect(Date.now() - started).toBeLessThan(60_000);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // Parsing 150 lines is quick; their enrichment takes far longer than this.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(child.exitCode).toBeNull();
      child.kill('SIGTERM');
      const late = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), 10_000).unref());
      expect(await Promise.race([exited, late])).toBe(143);
      expect(output).toContain('ingest interrupted: nothing was stored');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    }
    const after = openStore(dir);
    dbs.push(after);
    expect(snapshot(after)).toEqual(before);
  }, 90_000);
});
