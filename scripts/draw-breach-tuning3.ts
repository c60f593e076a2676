// Draws a third tuning part for breach extraction from the shared data: 200 rows in none of the earlier samples
// (the 400-row sample, eval_tuning.csv, eval_tuning2.csv, eval_heldout.csv — the held-out file is read for its
// ids only). Labels are written by reading, in eval_tuning3_labels.jsonl, before any rule is changed on them.
// No HIBP records: the whole catalogue is already in the three HIBP files.
// Usage: npx tsx scripts/draw-breach-tuning3.ts   (rewrites eval_tuning3.csv)
// Rows are copied byte for byte: every CSV record of the source file is one physical line.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCsv } from '../src/server/analysis/text/csv';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const dataRoot = join(repoRoot, '..', 'shared', 'data');
const out = join(repoRoot, 'test', 'fixtures', 'breaches');

const SEED = 20261127;
const NEWS_DRAWN = 200;

/** mulberry32, as in scripts/draw-breach-sample.ts. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const lines = (path: string): string[] =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.length > 0);

/** The id column of a fixture CSV: nothing else of the held-out file is read. */
function idsOf(file: string): Set<string> {
  const [header, ...rows] = parseCsv(readFileSync(join(out, file), 'utf8'));
  const col = header!.indexOf('id');
  return new Set(rows.map((r) => r[col]!));
}

const used = new Set(
  ['eval_tuning.csv', 'eval_tuning2.csv', 'eval_heldout.csv'].flatMap((f) => [...idsOf(f)]),
);
const [header, ...rows] = lines(join(dataRoot, 'news', 'newsdatahub_cybersecurity_news_en_3000.csv'));
const idCol = parseCsv(`${header}\n`)[0]!.indexOf('id');
const candidates = rows
  .map((_, i) => i)
  // the 400-row sample of cybersecurity_news_sample.csv
  .filter((i) => i % 15 !== 0 && i % 15 !== 7)
  .filter((i) => !used.has(parseCsv(`${rows[i]}\n`)[0]![idCol]!));
const random = generator(SEED);
for (let i = candidates.length - 1; i > 0; i--) {
  const j = Math.floor(random() * (i + 1));
  [candidates[i], candidates[j]] = [candidates[j]!, candidates[i]!];
}
const drawn = candidates.slice(0, NEWS_DRAWN).sort((a, b) => a - b);
writeFileSync(join(out, 'eval_tuning3.csv'), [header!, ...drawn.map((i) => rows[i]!)].join('\n') + '\n');
console.log(`news: ${drawn.length} of ${candidates.length} unused rows`);
