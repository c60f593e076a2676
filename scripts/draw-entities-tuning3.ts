// Draws the third part of entity tuning items (test/fixtures/nlp/entities_labelled_tuning3.jsonl) from the
// shared data: 30 HuffPost records and 30 NewsDataHub rows that no fixture in test/fixtures/nlp holds (by
// HuffPost line / NewsDataHub row, and no title already used), with empty labels that are then filled in by
// reading, before the recogniser runs on them. Text preparation as in the earlier files: HuffPost headline +
// short_description as published; NewsDataHub title + description cut after its first sentence end (a
// naive split), and no description when it equals the title.
// Usage: npx tsx scripts/draw-entities-tuning3.ts [seed] [label file being drawn] [items per source] [split]
// (prints JSON lines; 30 items per source and split "tuning" unless given)
// Third part: the defaults (20261127, entities_labelled_tuning3.jsonl); fourth part: 20261129
// entities_labelled_tuning4.jsonl; fifth part: 20261131 entities_labelled_tuning5.jsonl; sixth part: 20261133
// entities_labelled_tuning6.jsonl; seventh part: 20261135 entities_labelled_tuning7.jsonl; eighth part: 20261136
// entities_labelled_tuning8.jsonl; ninth part: 20261137 entities_labelled_tuning9.jsonl; tenth part: 20261139
// entities_labelled_tuning10.jsonl; eleventh part: 20261140 entities_labelled_tuning11.jsonl; twelfth part:
// 20261142 entities_labelled_tuning12.jsonl; thirteenth part: 20261144 entities_labelled_tuning13.jsonl;
// fourteenth part: 20261146 entities_labelled_tuning14.jsonl; fifteenth part: 20261148
// entities_labelled_tuning15.jsonl; sixteenth part: 20261150 entities_labelled_tuning16.jsonl; seventeenth
// part: 20261152 entities_labelled_tuning17.jsonl; eighteenth part: 20261154 entities_labelled_tuning18.jsonl;
// nineteenth part: 20261156 entities_labelled_tuning19.jsonl; twentieth part: 20261158
// entities_labelled_tuning20.jsonl; second held-out part: 20261160 entities_labelled_heldout2.jsonl 60 held-out;
// twenty-first part: 20261162 entities_labelled_tuning21.jsonl; twenty-second part: 20261164
// entities_labelled_tuning22.jsonl; twenty-third part: 20261166 entities_labelled_tuning23.jsonl; third held-out
// part: 20261168 entities_labelled_heldout3.jsonl 60 held-out; twenty-fourth part: 20261170
// entities_labelled_tuning24.jsonl; twenty-fifth part: 20261172 entities_labelled_tuning25.jsonl; twenty-sixth
// part: 20261174 entities_labelled_tuning26.jsonl; twenty-seventh part: 20261176 entities_labelled_tuning27.jsonl;
// twenty-eighth part: 20261178 entities_labelled_tuning28.jsonl; twenty-ninth part: 20261180
// entities_labelled_tuning29.jsonl; thirtieth part: 20261182 entities_labelled_tuning30.jsonl; thirty-first part:
// 20261184 entities_labelled_tuning31.jsonl; thirty-second part: 20261186 entities_labelled_tuning32.jsonl;
// thirty-third part: 20261188 entities_labelled_tuning33.jsonl; thirty-fourth part: 20261190
// entities_labelled_tuning34.jsonl; thirty-fifth part: 20261192 entities_labelled_tuning35.jsonl; thirty-sixth
// part: 20261194 entities_labelled_tuning36.jsonl; thirty-seventh part: 20261196 entities_labelled_tuning37.jsonl;
// thirty-eighth part: 20261198 entities_labelled_tuning38.jsonl; thirty-ninth part: 20261200
// entities_labelled_tuning39.jsonl; fortieth part: 20261202 entities_labelled_tuning40.jsonl; forty-first part:
// 20261204 entities_labelled_tuning41.jsonl; forty-second part: 20261206 entities_labelled_tuning42.jsonl;
// forty-third part: 20261208 entities_labelled_tuning43.jsonl; forty-fourth part: 20261210
// entities_labelled_tuning44.jsonl; forty-fifth part: 20261212 entities_labelled_tuning45.jsonl; forty-sixth part:
// 20261214 entities_labelled_tuning46.jsonl; forty-seventh part: 20261216 entities_labelled_tuning47.jsonl;
// forty-eighth part: 20261218 entities_labelled_tuning48.jsonl; forty-ninth part: 20261220
// entities_labelled_tuning49.jsonl; fiftieth part: 20261222 entities_labelled_tuning50.jsonl; fifty-first part:
// 20261224 entities_labelled_tuning51.jsonl; fifty-second part: 20261226 entities_labelled_tuning52.jsonl;
// fifty-third part: 20261228 entities_labelled_tuning53.jsonl; fifty-fourth part: 20261230
// entities_labelled_tuning54.jsonl; fifty-fifth part: 20261232 entities_labelled_tuning55.jsonl (each drawn with the
// parts before it in place, parts 53 to 55 one after another; the file being drawn is itself skipped when checking
// which items are used); fifty-sixth part: 20261234 entities_labelled_tuning56.jsonl; fifty-seventh part: 20261236
// entities_labelled_tuning57.jsonl; fifty-eighth part: 20261238 entities_labelled_tuning58.jsonl (parts 56 to 58 were
// drawn one after another, each with every earlier part in place); fifty-ninth part: 20261240
// entities_labelled_tuning59.jsonl; sixtieth part: 20261242 entities_labelled_tuning60.jsonl; sixty-first part:
// 20261244 entities_labelled_tuning61.jsonl; sixty-second part: 20261246 entities_labelled_tuning62.jsonl (parts 59 to
// 62 were drawn one after another, each with every earlier part in place); sixty-third part: 20261248
// entities_labelled_tuning63.jsonl; sixty-fourth part: 20261250 entities_labelled_tuning64.jsonl (parts 63 and 64 were
// drawn one after another, each with every earlier part in place); sixty-fifth part: 20261252
// entities_labelled_tuning65.jsonl; sixty-sixth part: 20261254 entities_labelled_tuning66.jsonl (parts 65 and 66 were
// drawn one after another, each with every earlier part in place).
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCsv } from '../src/server/analysis/text/csv';
import { seededRandom, shuffleInPlace } from '../src/server/analysis/bootstrap';

const SEED = Number(process.argv[2] ?? 20261127);
const DRAWN_FILE = process.argv[3] ?? 'entities_labelled_tuning3.jsonl';
const PER_SOURCE = Number(process.argv[4] ?? 30);
const SPLIT = process.argv[5] ?? 'tuning';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const dataRoot = join(repoRoot, '..', 'shared', 'data', 'news');
const fixtures = join(repoRoot, 'test', 'fixtures', 'nlp');

const usedLines = new Set<number>();
const usedRows = new Set<number>();
const usedTitles = new Set<string>();
for (const file of readdirSync(fixtures).filter((f) => f.endsWith('.jsonl'))) {
  if (file === DRAWN_FILE) continue;
  for (const line of readFileSync(join(fixtures, file), 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const record = JSON.parse(line) as { line?: number; row?: number; title?: string; headline?: string };
    if (typeof record.line === 'number') usedLines.add(record.line);
    if (typeof record.row === 'number') usedRows.add(record.row);
    const title = record.title ?? record.headline;
    if (title) usedTitles.add(title);
  }
}
// huffpost_sample.jsonl carries no line numbers: it is every 25th line (1, 26, 51, ...).
for (let line = 1; line <= 10_000; line += 25) usedLines.add(line);

const shuffled = (count: number, seed: number): number[] =>
  shuffleInPlace(
    Array.from({ length: count }, (_, i) => i),
    seededRandom(seed),
  );

const firstSentence = (text: string): string => /^([\s\S]*?[.!?])\s/.exec(text)?.[1] ?? text;
const emptyLabels = { PER: [], ORG: [], LOC: [], MISC: [] };

const huffpost = readFileSync(join(dataRoot, 'huffpost_news_category_v3_first10000.jsonl'), 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as { headline: string; short_description: string });
const drawn: object[] = [];
for (const index of shuffled(huffpost.length, SEED)) {
  if (drawn.length === PER_SOURCE) break;
  const record = huffpost[index]!;
  if (usedLines.has(index + 1) || usedTitles.has(record.headline)) continue;
  usedTitles.add(record.headline);
  drawn.push({
    source: 'huffpost',
    line: index + 1,
    title: record.headline,
    description: record.short_description,
    split: SPLIT,
    entities: emptyLabels,
    breached: null,
  });
}

const [header, ...rows] = parseCsv(
  readFileSync(join(dataRoot, 'newsdatahub_cybersecurity_news_en_3000.csv'), 'utf8'),
);
const titleCol = header!.indexOf('title');
const descriptionCol = header!.indexOf('description');
let newsdatahub = 0;
for (const index of shuffled(rows.length, SEED + 1)) {
  if (newsdatahub === PER_SOURCE) break;
  const row = rows[index]!;
  const title = row[titleCol]!;
  const description = row[descriptionCol]!;
  if (usedRows.has(index + 1) || usedTitles.has(title)) continue;
  usedTitles.add(title);
  newsdatahub++;
  drawn.push({
    source: 'newsdatahub',
    row: index + 1,
    title,
    description: description === title ? '' : firstSentence(description),
    split: SPLIT,
    entities: emptyLabels,
    breached: null,
  });
}
for (const item of drawn) console.log(JSON.stringify(item));
