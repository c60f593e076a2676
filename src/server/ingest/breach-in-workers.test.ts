// The enrichment workers extract each article's breach mention beside its NLP layer (enrich-job.ts); the store
// must end up exactly as when the main thread's breach stage extracts it from the same article and NLP layer.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Db } from '../store/db';
import { ingest, type IngestStages } from './pipeline';
import { createIngestStages } from './stages';
import { createBreachStage } from './breach-stage';
import { readCyberNews } from '../analysis/breaches/evaluate';
import { newsEvalArticle } from '../quality/breach-pipeline';
import { useTempStores } from '../../../test/helpers/stores';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/breaches');
const NOW = Date.UTC(2026, 10, 25, 12) / 1000;
// Real text: the breach tuning rows (several outlets on one incident, and rows that report no breach).
const ARTICLES = readCyberNews(join(fixtures, 'eval_tuning.csv'))
  .slice(0, 120)
  .map(newsEvalArticle)
  .map((a) => ({ ...a, link: `https://eval.newsdeck.example/${encodeURIComponent(a.id)}`, language: 'en' }));

const tempStore = useTempStores();
const freshStore = () => tempStore().db;

/** What breach extraction wrote: every mention, event and evidence row. */
const breachTables = (db: Db) => ({
  mentions: db.prepare('SELECT * FROM breach_mentions ORDER BY article_id').all(),
  events: db.prepare('SELECT * FROM events ORDER BY id').all(),
  evidence: db.prepare('SELECT * FROM event_evidence ORDER BY event_id').all(),
});

async function ingestWith(db: Db, stagesFor: (all: IngestStages) => IngestStages): Promise<void> {
  const all = await createIngestStages(db, { workers: 2 });
  try {
    const lines = ARTICLES.map((value, i) => ({ file: 'workers', line: i + 1, value }));
    const stats = await ingest(db, lines, { stages: stagesFor(all), now: NOW, batchSize: 25 });
    expect(stats.skipped).toBe(0);
  } finally {
    await all.close?.();
  }
}

describe('breach extraction in the enrichment workers', () => {
  it('stores the same mentions, events and evidence as extraction on the main thread', async () => {
    const inWorkers = freshStore();
    await ingestWith(inWorkers, (all) => all);
    // The same enrichment, with a breach stage that extracts every mention itself.
    const onMain = freshStore();
    await ingestWith(onMain, (all) => ({ enrich: all.enrich, ...createBreachStage(onMain) }));

    const expected = breachTables(onMain);
    expect(expected.mentions.length).toBeGreaterThan(10);
    expect(expected.events.length).toBeGreaterThan(5);
    expect(breachTables(inWorkers)).toEqual(expected);
  }, 120_000);
});
