// `npm run ingest -- [--data-dir DIR] FILE.jsonl ...`: stores v3 articles from JSON Lines files.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { openStore } from '../store/db';
import { ingest, IngestAborted } from '../ingest/pipeline';
import { readJsonLines } from '../ingest/jsonl';
import { createIngestStages } from '../ingest/stages';
import { createProgress } from './progress';

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
  const stages = await createIngestStages(db);
  try {
    const stats = await ingest(db, readJsonLines(positionals), {
      stages,
      signal: controller.signal,
      onProgress: (s) => progress.update(s.read, `stored ${s.stored} skipped ${s.skipped}`),
    });
    progress.done();
    for (const error of stats.errors) console.error(`${error.file}:${error.line}: skipped: ${error.reason}`);
    if (stats.skipped > stats.errors.length)
      console.error(`… and ${stats.skipped - stats.errors.length} more skipped lines`);
    console.log(`read ${stats.read}, stored ${stats.stored}, skipped ${stats.skipped}`);
    return 0;
  } catch (error) {
    progress.done();
    if (error instanceof IngestAborted) {
      console.error(error.message);
      return 130;
    }
    console.error(`ingest failed, nothing was stored: ${(error as Error).message}`);
    return 1;
  } finally {
    await stages.close?.();
    db.close();
  }
}

process.exitCode = await main();
