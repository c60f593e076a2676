// The demo store: the generated corpus fed through the same ingest pipeline as a user's file, written to a
// fresh file and renamed into place, so a half-written demo store is never seen.
import fs from 'node:fs';
import { openDatabase, storePath, getMeta, setMeta, type Db } from './store/db';
import { ingest, type IngestStats } from './ingest/pipeline';
import { createIngestStages } from './ingest/stages';
import { demoOutlets, generateDemoArticles } from './seed';
import { nowSeconds } from './time';

export const DEMO_META_KEY = 'demo_corpus';
const DAY_SECONDS = 86_400;

export interface SeedOptions {
  articles: number;
  now?: Date;
  seed?: number;
  onProgress?: (stats: IngestStats) => void;
}

export async function seedDemoStore(dataDir: string, options: SeedOptions): Promise<IngestStats> {
  const now = options.now ?? new Date();
  const target = storePath(dataDir);
  const temp = `${target}.seeding-${process.pid}`;
  fs.rmSync(temp, { force: true });
  const db = openDatabase(temp, { bulk: true });
  let stats: IngestStats;
  try {
    const stages = await createIngestStages(db);
    try {
      const articles = generateDemoArticles({ articles: options.articles, now, seed: options.seed });
      stats = await ingest(
        db,
        (function* () {
          let line = 0;
          for (const value of articles) yield { file: 'demo', line: ++line, value };
        })(),
        // Batches of 500: the first batch is parsed before the workers get any work, and the last one is written
        // after they have finished, each on one thread while the other core idles; 2000 made that head and tail
        // long.
        { stages, now: Math.floor(now.getTime() / 1000), batchSize: 500, onProgress: options.onProgress },
      );
    } finally {
      await stages.close?.();
    }
    const setLogo = db.prepare('UPDATE sources SET logo = ? WHERE domain_url = ?');
    for (const outlet of demoOutlets(options.seed))
      if (outlet.logo) setLogo.run(outlet.logo, outlet.domain_url);
    setMeta(db, DEMO_META_KEY, JSON.stringify({ articles: options.articles, seededAt: now.toISOString() }));
    db.pragma('journal_mode = DELETE');
    db.exec('ANALYZE');
    db.close();
  } catch (error) {
    db.close();
    fs.rmSync(temp, { force: true });
    throw error;
  }
  for (const suffix of ['-wal', '-shm']) fs.rmSync(`${target}${suffix}`, { force: true });
  fs.renameSync(temp, target);
  return stats;
}

/** True when the store holds the demo corpus and its newest article is more than a day old. */
export function isStaleDemoStore(db: Db, now = nowSeconds()): boolean {
  if (!getMeta(db, DEMO_META_KEY)) return false;
  const row = db.prepare('SELECT max(published_at) AS newest FROM articles').get() as {
    newest: number | null;
  };
  return row.newest === null || now - row.newest > DAY_SECONDS;
}
