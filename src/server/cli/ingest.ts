// `npm run ingest -- [--data-dir DIR] FILE.jsonl ...`: stores v3 articles from JSON Lines files.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { openStore } from '../store/db';
import { ingest, IngestAborted, type IngestStats } from '../ingest/pipeline';
import { readJsonLines } from '../ingest/jsonl';
import { createIngestStages } from '../ingest/stages';
import { createProgress } from './progress';
import { refreshBreachEventsLogged } from './breach-refresh';
import { loadLogLevel } from '../config';
import { createLogger, logger, logRunSummary, setLogger } from '../log';

const usage = 'usage: npm run ingest -- [--data-dir DIR] [--commit-every N] FILE.jsonl [FILE.jsonl ...]';

/** What the store holds of a run that stopped early. */
function committedSummary({ committed }: IngestStats): string {
  if (committed.stored + committed.unchanged === 0) return 'nothing was stored';
  const { file, line } = committed.through!;
  return `committed through ${file}:${line} (read ${committed.read}, stored ${committed.stored}, unchanged ${committed.unchanged}, skipped ${committed.skipped}); nothing after it was stored`;
}

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        'data-dir': { type: 'string' },
        'commit-every': { type: 'string' },
        help: { type: 'boolean' },
      },
      allowPositionals: true,
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  try {
    setLogger(createLogger({ level: loadLogLevel() }));
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help || positionals.length === 0) {
    console.error(usage);
    return values.help ? 0 : 2;
  }
  let commitEvery: number | undefined;
  if (values['commit-every'] !== undefined) {
    commitEvery = Number(values['commit-every']);
    if (!/^\d+$/.test(values['commit-every']) || !Number.isSafeInteger(commitEvery) || commitEvery < 1) {
      console.error(
        `--commit-every must be a whole number of articles ≥ 1, not "${values['commit-every']}"\n${usage}`,
      );
      return 2;
    }
  }
  const missing = positionals.filter((file) => !fs.existsSync(file) || !fs.statSync(file).isFile());
  if (missing.length > 0) {
    console.error(`No such file: ${missing.join(', ')}`);
    return 2;
  }
  const dataDir = values['data-dir'] ?? process.env.DATA_DIR ?? './.data';
  const db = openStore(dataDir);
  // Before the signal handlers: an interrupted refresh is killed outright (its batch rolls back; the next run
  // starts it again).
  refreshBreachEventsLogged(db, dataDir);
  // The first signal stops the run at once (enrichment workers are terminated, the open transaction is rolled
  // back); exit status 128 + the signal's number, as a shell reports a process the signal killed.
  const controller = new AbortController();
  let exitOnAbort = 130;
  process.once('SIGINT', () => controller.abort());
  process.once('SIGTERM', () => {
    exitOnAbort = 143;
    controller.abort();
  });
  const progress = createProgress('ingest', null);
  const started = performance.now();
  const stages = await createIngestStages(db);
  try {
    const stats = await ingest(db, readJsonLines(positionals), {
      stages,
      signal: controller.signal,
      commitEvery,
      onProgress: (s) => progress.update(s.read, { stored: s.stored, skipped: s.skipped }),
    });
    progress.done();
    logRunSummary('ingest', stats, started, {
      dataDir,
      files: positionals,
      ...(commitEvery ? { unchanged: stats.unchanged } : {}),
    });
    return 0;
  } catch (error) {
    progress.done();
    if (error instanceof IngestAborted) {
      logger().warn({ task: 'ingest', dataDir }, `ingest interrupted: ${committedSummary(error.stats)}`);
      return exitOnAbort;
    }
    const stats = (error as { stats?: IngestStats }).stats;
    const stored = stats ? committedSummary(stats) : 'nothing was stored';
    logger().error(
      { task: 'ingest', dataDir, err: error },
      `ingest failed, ${stored}: ${(error as Error).message}`,
    );
    return 1;
  } finally {
    await stages.close?.();
    db.close();
  }
}

process.exitCode = await main();
