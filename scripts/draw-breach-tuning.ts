// Draws a later tuning part for breach extraction from the shared data: news rows in none of the earlier
// samples (the held-out file is read for its ids only), and for the second part the HIBP records in neither
// HIBP sample. Labels for the news rows are written by reading, in eval_<part>_labels.jsonl, before any rule
// is changed on them; HIBP records carry their own (Title, Domain, DataClasses).
// Usage: npx tsx scripts/draw-breach-tuning.ts tuning2|…|tuning13   (rewrites that part's files)
// Rows are copied byte for byte: every CSV record of the source file is one physical line.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCsv } from '../src/server/analysis/text/csv';
import { seededRandom, shuffleInPlace } from '../src/server/analysis/bootstrap';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const dataRoot = join(repoRoot, '..', 'shared', 'data');
const out = join(repoRoot, 'test', 'fixtures', 'breaches');

const FIRST_FOUR = ['eval_tuning.csv', 'eval_tuning2.csv', 'eval_tuning3.csv', 'eval_tuning4.csv'];
const LATER_THREE = ['eval_tuning5.csv', 'eval_tuning6.csv', 'eval_tuning7.csv'];
const EIGHTH_NINTH = ['eval_tuning8.csv', 'eval_tuning9.csv'];
const TENTH_ELEVENTH = ['eval_tuning10.csv', 'eval_tuning11.csv'];

/** Each part as it was drawn: its seed, its size, the samples it avoids, and whether it takes HIBP records. */
const PARTS = {
  // 2026-11-25: 160 rows, and the 575 HIBP records left over.
  tuning2: { seed: 20261126, count: 160, avoid: ['eval_tuning.csv', 'eval_heldout.csv'], hibp: true },
  // 2026-11-26: 200 rows; the whole HIBP catalogue was in the three HIBP files by then.
  tuning3: {
    seed: 20261127,
    count: 200,
    avoid: ['eval_tuning.csv', 'eval_tuning2.csv', 'eval_heldout.csv'],
    hibp: false,
  },
  // 2026-11-26: 200 more rows, a fresh estimate of how the rules generalise before they are tuned on them.
  tuning4: {
    seed: 20261128,
    count: 200,
    avoid: ['eval_tuning.csv', 'eval_tuning2.csv', 'eval_tuning3.csv', 'eval_heldout.csv'],
    hibp: false,
  },
  // 2026-11-26 (ninth session): two parts of 200 drawn together, one read for detection and company, the
  // other for data kinds and impacted groups; the sixth avoids the fifth.
  tuning5: { seed: 20261129, count: 200, avoid: [...FIRST_FOUR, 'eval_heldout.csv'], hibp: false },
  tuning6: {
    seed: 20261130,
    count: 200,
    avoid: [...FIRST_FOUR, 'eval_tuning5.csv', 'eval_heldout.csv'],
    hibp: false,
  },
  // 2026-11-26 (tenth session): 200 rows read before any rule ran on them, for detection and company.
  tuning7: {
    seed: 20261131,
    count: 200,
    avoid: [...FIRST_FOUR, 'eval_tuning5.csv', 'eval_tuning6.csv', 'eval_heldout.csv'],
    hibp: false,
  },
  // Later the same day: two more parts drawn together, one read for detection and company, the other for data
  // kinds and groups; the ninth avoids the eighth.
  tuning8: {
    seed: 20261132,
    count: 200,
    avoid: [...FIRST_FOUR, ...LATER_THREE, 'eval_heldout.csv'],
    hibp: false,
  },
  tuning9: {
    seed: 20261133,
    count: 200,
    avoid: [...FIRST_FOUR, ...LATER_THREE, 'eval_tuning8.csv', 'eval_heldout.csv'],
    hibp: false,
  },
  // 2026-11-26 (eleventh session): two more parts drawn together, as the eighth and ninth were; the eleventh
  // avoids the tenth.
  tuning10: {
    seed: 20261134,
    count: 200,
    avoid: [...FIRST_FOUR, ...LATER_THREE, ...EIGHTH_NINTH, 'eval_heldout.csv'],
    hibp: false,
  },
  tuning11: {
    seed: 20261135,
    count: 200,
    avoid: [...FIRST_FOUR, ...LATER_THREE, ...EIGHTH_NINTH, 'eval_tuning10.csv', 'eval_heldout.csv'],
    hibp: false,
  },
  // 2026-11-27 (twelfth session): the last 280 unused rows, as two parts of 140 drawn together — the twelfth
  // read for detection and company, the thirteenth (every row left) for data kinds and groups.
  tuning12: {
    seed: 20261136,
    count: 140,
    avoid: [...FIRST_FOUR, ...LATER_THREE, ...EIGHTH_NINTH, ...TENTH_ELEVENTH, 'eval_heldout.csv'],
    hibp: false,
  },
  tuning13: {
    seed: 20261137,
    count: 140,
    avoid: [
      ...FIRST_FOUR,
      ...LATER_THREE,
      ...EIGHTH_NINTH,
      ...TENTH_ELEVENTH,
      'eval_tuning12.csv',
      'eval_heldout.csv',
    ],
    hibp: false,
  },
} as const;

const partName = process.argv[2];
if (!partName || !Object.hasOwn(PARTS, partName)) {
  console.error(`usage: npx tsx scripts/draw-breach-tuning.ts ${Object.keys(PARTS).join('|')}`);
  process.exit(2);
}
const part = PARTS[partName as keyof typeof PARTS];

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

const used = new Set(part.avoid.flatMap((file) => [...idsOf(file)]));
const [header, ...rows] = lines(join(dataRoot, 'news', 'newsdatahub_cybersecurity_news_en_3000.csv'));
const idCol = parseCsv(`${header}\n`)[0]!.indexOf('id');
const candidates = rows
  .map((_, i) => i)
  // the 400-row sample of cybersecurity_news_sample.csv
  .filter((i) => i % 15 !== 0 && i % 15 !== 7)
  .filter((i) => !used.has(parseCsv(`${rows[i]}\n`)[0]![idCol]!));
shuffleInPlace(candidates, seededRandom(part.seed));
const drawn = candidates.slice(0, part.count).sort((a, b) => a - b);
writeFileSync(join(out, `eval_${partName}.csv`), [header!, ...drawn.map((i) => rows[i]!)].join('\n') + '\n');
let summary = `news: ${drawn.length} of ${candidates.length} unused rows`;

if (part.hibp) {
  const hibpUsed = new Set(
    ['hibp_breaches_sample.jsonl', 'hibp_heldout.jsonl'].flatMap((f) =>
      lines(join(out, f)).map((l) => (JSON.parse(l) as { Name: string }).Name),
    ),
  );
  const hibp = lines(join(dataRoot, 'breaches', 'hibp_breaches_2025-03.jsonl')).filter(
    (l) => !hibpUsed.has((JSON.parse(l) as { Name: string }).Name),
  );
  writeFileSync(join(out, `hibp_${partName}.jsonl`), hibp.join('\n') + '\n');
  summary += `; hibp: ${hibp.length} unused records`;
}
console.log(summary);
