// Draws the breach evaluation samples from the shared data, disjoint from the older fixture samples, and
// splits them into a tuning part and a held-out part by draw position (fixed before any label was written).
// Usage: npx tsx scripts/draw-breach-sample.ts   (rewrites the four files in test/fixtures/breaches/)
// Rows are copied byte for byte: every CSV record of the source file is one physical line.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seededRandom, shuffleInPlace } from '../src/server/analysis/bootstrap';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const dataRoot = join(repoRoot, '..', 'shared', 'data');
const out = join(repoRoot, 'test', 'fixtures', 'breaches');

const SEED = 20261125;
const NEWS_DRAWN = 360;
const NEWS_TUNING = 120; // the first 120 drawn are tuning, the next 240 held out
const HIBP_DRAWN = 150;

/** Fisher–Yates over the candidate indexes, then the first `count`. */
function draw(candidates: number[], count: number, random: () => number): number[] {
  const a = shuffleInPlace([...candidates], random);
  if (a.length < count) throw new Error(`only ${a.length} candidates for ${count}`);
  return a.slice(0, count);
}

function lines(path: string): string[] {
  const text = readFileSync(path, 'utf8');
  return text.split('\n').filter((line) => line.length > 0);
}

const random = seededRandom(SEED);

// NewsDataHub: data row i (0-based, header excluded) is in the old sample when i % 15 is 0 or 7.
const [header, ...rows] = lines(join(dataRoot, 'news', 'newsdatahub_cybersecurity_news_en_3000.csv'));
const newsCandidates = rows.map((_, i) => i).filter((i) => i % 15 !== 0 && i % 15 !== 7);
const newsDrawn = draw(newsCandidates, NEWS_DRAWN, random);
const part = (indexes: number[]) =>
  [header!, ...[...indexes].sort((a, b) => a - b).map((i) => rows[i]!)].join('\n') + '\n';
writeFileSync(join(out, 'eval_tuning.csv'), part(newsDrawn.slice(0, NEWS_TUNING)));
writeFileSync(join(out, 'eval_heldout.csv'), part(newsDrawn.slice(NEWS_TUNING)));

// HIBP: line i is in the old sample when i % 35 is in {0, 6, 12, 18, 24, 30}.
const hibp = lines(join(dataRoot, 'breaches', 'hibp_breaches_2025-03.jsonl'));
const hibpCandidates = hibp.map((_, i) => i).filter((i) => !((i % 35) % 6 === 0 && i % 35 <= 30));
const hibpDrawn = draw(hibpCandidates, HIBP_DRAWN, random).sort((a, b) => a - b);
writeFileSync(join(out, 'hibp_heldout.jsonl'), hibpDrawn.map((i) => hibp[i]!).join('\n') + '\n');

console.log(
  `news: ${NEWS_TUNING} tuning + ${NEWS_DRAWN - NEWS_TUNING} held-out rows; hibp: ${HIBP_DRAWN} held-out records`,
);
