// Draws headlines about harm for the sentiment labels of test/fixtures/nlp (the second held-out part of
// sentiment_harm_headlines_heldout2.jsonl): headlines of the shared HuffPost and NewsDataHub files that contain a
// word about harm (a wider list than the one sentiment.ts scores, so that the check also meets harm the scorer has no
// word for: "deadly", "war", "crash", "riot", "shot" ...), not in any sentiment fixture (by line, row and title), in
// a seeded random order, with an empty label that is then filled in by reading (harm / not-harm, as in the first
// part), before the scorer runs on them.
// Usage: npx tsx scripts/draw-sentiment-headlines.ts [seed] [HuffPost headlines] [NewsDataHub titles] > FILE.jsonl
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seededRandom, shuffleInPlace } from '../src/server/analysis/bootstrap';
import { parseCsv } from '../src/server/analysis/text/csv';

const SEED = Number(process.argv[2] ?? 20261191);
const HUFFPOST_COUNT = Number(process.argv[3] ?? 100);
const NEWSDATAHUB_COUNT = Number(process.argv[4] ?? 60);

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const dataRoot = join(repoRoot, '..', 'shared', 'data', 'news');
const fixtures = join(repoRoot, 'test', 'fixtures', 'nlp');

const HARM_WORD =
  /\b(kill\w*|dead\w*|death\w*|die[ds]?|dying|murder\w*|slay\w*|slain|shoot\w*|shot|gun\w*|massacre\w*|stab\w*|bomb\w*|blast\w*|explo\w*|attack\w*|assault\w*|rape\w*|abus\w*|hostage\w*|kidnap\w*|wars?|airstrike\w*|missile\w*|invasion|invade\w*|earthquake\w*|quake\w*|tsunami\w*|hurricane\w*|tornado\w*|flood\w*|wildfire\w*|fires?|blaze\w*|storm\w*|crash\w*|collapse\w*|drown\w*|overdos\w*|suicide\w*|injur\w*|wound\w*|victim\w*|casualt\w*|fatal\w*|breach\w*|hack\w*|ransomware|leak\w*|cyberattack\w*|cyber-attack\w*|stole\w*|steal\w*|theft\w*|scam\w*|fraud\w*|threat\w*|riot\w*|violen\w*|tortur\w*|famine|poison\w*|terror\w*|execut\w*)\b/i;

const usedLines = new Set<number>();
const usedRows = new Set<number>();
const usedTitles = new Set<string>();
for (const file of readdirSync(fixtures).filter((f) => f.startsWith('sentiment_') && f.endsWith('.jsonl'))) {
  for (const line of readFileSync(join(fixtures, file), 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const record = JSON.parse(line) as { line?: number; row?: number; title: string };
    if (typeof record.line === 'number') usedLines.add(record.line);
    if (typeof record.row === 'number') usedRows.add(record.row);
    usedTitles.add(record.title);
  }
}

const shuffled = (count: number, seed: number): number[] =>
  shuffleInPlace(
    Array.from({ length: count }, (_, i) => i),
    seededRandom(seed),
  );

function draw(
  titles: readonly string[],
  used: Set<number>,
  count: number,
  seed: number,
  item: (position: number, title: string) => object,
): object[] {
  const drawn: object[] = [];
  for (const index of shuffled(titles.length, seed)) {
    if (drawn.length === count) break;
    const title = titles[index]!;
    if (used.has(index + 1) || usedTitles.has(title) || !HARM_WORD.test(title)) continue;
    usedTitles.add(title);
    drawn.push(item(index + 1, title));
  }
  return drawn;
}

const huffpost = readFileSync(join(dataRoot, 'huffpost_news_category_v3_first10000.jsonl'), 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => (JSON.parse(l) as { headline: string }).headline);
const [header, ...rows] = parseCsv(
  readFileSync(join(dataRoot, 'newsdatahub_cybersecurity_news_en_3000.csv'), 'utf8'),
);
const titleCol = header!.indexOf('title');
const newsdatahub = rows.map((row) => row[titleCol]!);

const unlabelled = { label: null, split: 'held-out' };
for (const item of [
  ...draw(huffpost, usedLines, HUFFPOST_COUNT, SEED, (line, title) => ({
    source: 'huffpost',
    line,
    title,
    ...unlabelled,
  })),
  ...draw(newsdatahub, usedRows, NEWSDATAHUB_COUNT, SEED + 1, (row, title) => ({
    source: 'newsdatahub',
    row,
    title,
    ...unlabelled,
  })),
])
  console.log(JSON.stringify(item));
