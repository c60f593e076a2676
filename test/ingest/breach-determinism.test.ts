// Breach events do not depend on how ingest ran: the same articles give byte-identical events (same ids, same
// documents) whatever the number of enrichment workers, the order of the input lines, the split into several
// ingests, and when the same articles are ingested again into the same store.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/store/db';
import { ingest } from '../../src/server/ingest/pipeline';
import { createIngestStages } from '../../src/server/ingest/stages';
import { readCyberNews, readHibp } from '../../src/server/analysis/breaches/evaluate';
import { hibpEvalArticle, newsEvalArticle } from '../../src/server/quality/breach-pipeline';
import { useTempStores } from '../helpers/stores';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'breaches');
const NOW = Date.UTC(2026, 10, 25, 12) / 1000;

// Real text: the tuning rows (several outlets on one incident, e.g. Coupang) and HIBP descriptions.
const ARTICLES = [
  ...readCyberNews(join(fixtures, 'eval_tuning.csv')).map(newsEvalArticle),
  ...readHibp(join(fixtures, 'hibp_breaches_sample.jsonl')).slice(0, 40).map(hibpEvalArticle),
].map((a) => ({ ...a, link: `https://eval.newsdeck.example/${encodeURIComponent(a.id)}`, language: 'en' }));

const tempStore = useTempStores();
const freshStore = () => tempStore().db;

async function ingestInto(db: Db, articles: readonly object[], workers: number): Promise<void> {
  const stages = await createIngestStages(db, { workers });
  try {
    const lines = articles.map((value, i) => ({ file: 'determinism', line: i + 1, value }));
    const stats = await ingest(db, lines, { stages, now: NOW, batchSize: 37 });
    expect(stats.skipped).toBe(0);
  } finally {
    await stages.close?.();
  }
}

const eventsOf = (db: Db) =>
  db.prepare('SELECT id, doc FROM events ORDER BY id').all() as { id: string; doc: string }[];

describe('breach events are deterministic', () => {
  it('gives byte-identical events whatever the worker count, line order and ingest split', async () => {
    const one = freshStore();
    await ingestInto(one, ARTICLES, 1);
    const reference = eventsOf(one);
    // Several incidents of the fixture have more than one article: the merge is exercised.
    expect(
      reference.some(
        (e) => (JSON.parse(e.doc) as { associated_article_ids: string[] }).associated_article_ids.length > 1,
      ),
    ).toBe(true);

    const two = freshStore();
    await ingestInto(two, [...ARTICLES].reverse(), 2);
    expect(eventsOf(two)).toEqual(reference);

    const split = freshStore();
    const half = Math.floor(ARTICLES.length / 2);
    await ingestInto(split, ARTICLES.slice(half), 1);
    await ingestInto(split, ARTICLES.slice(0, half), 2);
    expect(eventsOf(split)).toEqual(reference);
  }, 120_000);

  it('keeps the same events with the same ids when the same articles are ingested again', async () => {
    const db = freshStore();
    await ingestInto(db, ARTICLES, 1);
    const before = eventsOf(db);
    await ingestInto(db, [...ARTICLES].reverse(), 1);
    expect(eventsOf(db)).toEqual(before);
  }, 120_000);
});
