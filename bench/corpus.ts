// The benchmark's store: the demo corpus seeded through the real ingest pipeline (so seeding speed is the
// ingest/enrichment figure), or reused from an earlier run when it holds the same number of demo articles.
import fs from 'node:fs';
import path from 'node:path';
import { seedDemoStore, DEMO_META_KEY } from '../src/server/demo-store';
import { createIngestStages } from '../src/server/ingest/stages';
import { getMeta, openStore, storeExists, storePath, type Db } from '../src/server/store/db';

/** Written next to the store after seeding, so a reused store still reports how fast it was seeded. */
const SEED_RECORD_FILE = 'bench-seed.json';

export interface SeedRecord {
  requested: number;
  stored: number;
  skipped: number;
  seconds: number;
  articlesPerSecond: number;
  /** Store file size right after seeding, bytes. */
  storeBytes: number;
  seededAt: string;
}

export interface Corpus {
  dataDir: string;
  reused: boolean;
  seed: SeedRecord | null;
  articles: number;
  /** Share of articles (sampled) that carry the NLP layer. */
  nlpShare: number;
  events: number;
  sources: number;
  /** Store size on disk now (main file and WAL), bytes. */
  storeBytes: number;
}

function readDemoArticleCount(dataDir: string): number | null {
  if (!storeExists(dataDir)) return null;
  const db = openStore(dataDir);
  try {
    const meta = getMeta(db, DEMO_META_KEY);
    if (!meta) return null;
    const parsed = JSON.parse(meta) as { articles?: unknown };
    return typeof parsed.articles === 'number' ? parsed.articles : null;
  } finally {
    db.close();
  }
}

function readSeedRecord(dataDir: string): SeedRecord | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDir, SEED_RECORD_FILE), 'utf8')) as SeedRecord;
  } catch {
    return null;
  }
}

export function storeBytes(dataDir: string): number {
  let total = 0;
  for (const suffix of ['', '-wal']) {
    try {
      total += fs.statSync(`${storePath(dataDir)}${suffix}`).size;
    } catch {
      // No WAL file: nothing to add.
    }
  }
  return total;
}

async function seed(dataDir: string, articles: number, log: (line: string) => void): Promise<SeedRecord> {
  fs.mkdirSync(dataDir, { recursive: true });
  fs.rmSync(path.join(dataDir, SEED_RECORD_FILE), { force: true });
  const started = performance.now();
  let lastLog = started;
  const stats = await seedDemoStore(dataDir, {
    articles,
    onProgress: (progress) => {
      const now = performance.now();
      if (now - lastLog < 10_000) return;
      lastLog = now;
      const seconds = (now - started) / 1000;
      const rate = progress.read / seconds;
      const eta = rate > 0 ? Math.round((articles - progress.read) / rate) : 0;
      log(
        `  seeding: ${progress.read}/${articles} (${Math.round((100 * progress.read) / articles)}%), ` +
          `${Math.round(rate)} articles/s, ~${Math.floor(eta / 60)}m${String(eta % 60).padStart(2, '0')}s left`,
      );
    },
  });
  const seconds = (performance.now() - started) / 1000;
  const record: SeedRecord = {
    requested: articles,
    stored: stats.stored,
    skipped: stats.skipped,
    seconds,
    articlesPerSecond: stats.stored / seconds,
    storeBytes: storeBytes(dataDir),
    seededAt: new Date().toISOString(),
  };
  fs.writeFileSync(path.join(dataDir, SEED_RECORD_FILE), `${JSON.stringify(record, null, 2)}\n`);
  return record;
}

/** The share of `sampleSize` evenly spread articles that carry the NLP layer (a full scan of 1M rows is slow). */
function sampleNlpShare(db: Db, articles: number, sampleSize = 1000): number {
  const maxRowid = (db.prepare('SELECT max(rowid) AS m FROM articles').get() as { m: number | null }).m ?? 0;
  if (articles === 0 || maxRowid === 0) return 0;
  const probe = db.prepare(
    'SELECT nlp_doc IS NOT NULL AS has FROM articles WHERE rowid >= ? ORDER BY rowid LIMIT 1',
  );
  let seen = 0;
  let withNlp = 0;
  const step = Math.max(1, Math.floor(maxRowid / sampleSize));
  for (let rowid = 1; rowid <= maxRowid; rowid += step) {
    const row = probe.get(rowid) as { has: number } | undefined;
    if (!row) break;
    seen++;
    withNlp += row.has;
  }
  return seen === 0 ? 0 : withNlp / seen;
}

/** True when the ingest pipeline of this build computes the NLP layer. */
async function ingestEnriches(db: Db): Promise<boolean> {
  const stages = await createIngestStages(db);
  try {
    return stages.enrich !== undefined;
  } finally {
    await stages.close?.();
  }
}

/**
 * A store can be reused when it holds the demo corpus of the same size, seeded by a pipeline like this
 * build's: one without the NLP layer is seeded again once ingest enriches, or the figures would not be
 * those of the pipeline as it is.
 */
async function isReusable(dataDir: string, articles: number, log: (line: string) => void): Promise<boolean> {
  if (readDemoArticleCount(dataDir) !== articles) return false;
  const db = openStore(dataDir);
  try {
    const count = (db.prepare('SELECT count(*) AS n FROM articles').get() as { n: number }).n;
    if (sampleNlpShare(db, count) === 0 && (await ingestEnriches(db))) {
      log(`The store in ${dataDir} was seeded without the NLP layer, which ingest now computes.`);
      return false;
    }
    return true;
  } finally {
    db.close();
  }
}

export async function prepareCorpus(
  options: { dataDir: string; articles: number; reseed: boolean },
  log: (line: string) => void,
): Promise<Corpus> {
  const { dataDir, articles } = options;
  const reused = !options.reseed && (await isReusable(dataDir, articles, log));
  let record: SeedRecord | null;
  if (reused) {
    record = readSeedRecord(dataDir);
    log(`Reusing the store in ${dataDir} (${articles} demo articles; --reseed to seed again).`);
  } else {
    log(`Seeding ${articles} demo articles into ${dataDir} through the ingest pipeline…`);
    record = await seed(dataDir, articles, log);
    log(
      `  seeded ${record.stored} articles in ${record.seconds.toFixed(1)} s ` +
        `(${Math.round(record.articlesPerSecond)} articles/s), store ${(record.storeBytes / 2 ** 20).toFixed(0)} MiB`,
    );
  }

  const db = openStore(dataDir);
  try {
    const count = (table: string) =>
      (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
    const stored = count('articles');
    return {
      dataDir,
      reused,
      seed: record,
      articles: stored,
      nlpShare: sampleNlpShare(db, stored),
      events: count('events'),
      sources: count('sources'),
      storeBytes: storeBytes(dataDir),
    };
  } finally {
    db.close();
  }
}
