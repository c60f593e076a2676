// `npm run seed -- [--data-dir DIR] [--articles N] [--seed S]`: (re)creates the demo store.
import { parseArgs } from 'node:util';
import { seedDemoStore } from '../demo-store';
import { loadLogLevel } from '../config';
import { createLogger, logRunSummary, setLogger } from '../log';
import { createProgress } from './progress';

const usage = 'usage: npm run seed -- [--data-dir DIR] [--articles N] [--seed S]';

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1)
    throw new Error(`--${name} must be a whole number of at least 1`);
  return Number(value);
}

async function main(): Promise<number> {
  let articles: number;
  let seed: number;
  let dataDir: string;
  try {
    const { values } = parseArgs({
      options: { 'data-dir': { type: 'string' }, articles: { type: 'string' }, seed: { type: 'string' } },
    });
    articles = positiveInt('articles', values.articles, 20_000);
    seed = positiveInt('seed', values.seed, 1);
    dataDir = values['data-dir'] ?? process.env.DATA_DIR ?? './.data';
    setLogger(createLogger({ level: loadLogLevel() }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const progress = createProgress('seed', articles);
  const started = performance.now();
  const stats = await seedDemoStore(dataDir, { articles, seed, onProgress: (s) => progress.update(s.read) });
  progress.done();
  logRunSummary('seed', stats, started, { dataDir });
  return 0;
}

process.exitCode = await main();
