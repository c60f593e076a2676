// `npm run ingest -- [--data-dir DIR] FILE.jsonl ...`: stores v3 articles from JSON Lines files.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { openStore } from '../store/db';
import { ingest, IngestAborted } from '../ingest/pipeline';
import { readJsonLines } from '../ingest/jsonl';
import { createIngestStages } from '../ingest/stages';
import { createProgress } from './progress';
import { loadLogLevel } from '../config';
import { createLogger, logger, logRunSummary, setLogger } from '../log';

const usage = 'usage: npm run ingest -- [--data-dir DIR] FILE.jsonl [FILE.jsonl ...]';

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      options: { 'data-dir': { type: 'string' }, help: { type: 'boolean' } },
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
  const missing = positionals.filter((file) => !fs.existsSync(file) || !fs.statSync(file).isFile());
  if (missing.length > 0) {
    console.error(`No such file: ${missing.join(', ')}`);
    return 2;
  }
  const dataDir = values['data-dir'] ?? process.env.DATA_DIR ?? './.data';
  const db = openStore(dataDir);
  const controller = new AbortController();
  process.once('SIGINT', () => controller.abort());
  process.once('SIGTERM', () => controller.abort());
  const progress = createProgress('ingest', null);
  const started = performance.now();
  const stages = await createIngestStages(db);
  try {
    const stats = await ingest(db, readJsonLines(positionals), {
      stages,
      signal: controller.signal,
      onProgress: (s) => progress.update(s.read, { stored: s.stored, skipped: s.skipped }),
    });
    progress.done();
    logRunSummary('ingest', stats, started, { dataDir, files: positionals });
    return 0;
  } catch (error) {
    progress.done();
    if (error instanceof IngestAborted) {
      logger().warn({ task: 'ingest', dataDir }, error.message);
      return 130;
    }
    logger().error(
      { task: 'ingest', dataDir, err: error },
      `ingest failed, nothing was stored: ${(error as Error).message}`,
    );
    return 1;
  } finally {
    await stages.close?.();
    db.close();
  }
}

process.exitCode = await main();
