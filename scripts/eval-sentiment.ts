// Headline sentiment on the labelled real headlines of test/fixtures/nlp (sentiment_harm_headlines.jsonl,
// sentiment_factual_headlines.jsonl; selected and labelled by reading, split tuning / held-out by a seeded
// coin before any rule was chosen; and sentiment_harm_headlines_heldout2.jsonl, a second held-out part drawn by
// scripts/draw-sentiment-headlines.ts and labelled by reading before any run, pooled with the first): the share of harm headlines (deaths, killings, disasters, attacks,
// breaches) that score positive or not negative, and the mean |score| of plain factual headlines, for the
// shipped sentiment (`nlp.sentiment.title`) and for wink-nlp's lexicon alone (the baseline), with percentile
// bootstrap 95 % intervals over headlines. Prints figures only, no headline.
//
// Usage: npx tsx scripts/eval-sentiment.ts [--split held-out|tuning] [--harm-file NAME]   (default: held-out,
//   both harm files; --harm-file scores the harm headlines of one file alone)
import { readFileSync } from 'node:fs';
import { bootstrapInterval } from '../src/server/analysis/bootstrap';
import { enrichArticle } from '../src/server/analysis/nlp/enrich-article';
import { analyseText } from '../src/server/analysis/nlp/text-analysis';

interface Labelled {
  title: string;
  label: string;
  split: 'tuning' | 'held-out';
}

const splitAt = process.argv.indexOf('--split');
const split = splitAt >= 0 ? process.argv[splitAt + 1]! : 'held-out';
if (split !== 'held-out' && split !== 'tuning')
  throw new Error(`--split must be held-out or tuning, not ${split}`);
const HARM_FILES = ['sentiment_harm_headlines.jsonl', 'sentiment_harm_headlines_heldout2.jsonl'];
const harmFileAt = process.argv.indexOf('--harm-file');
const harmFiles = harmFileAt >= 0 ? [process.argv[harmFileAt + 1]!] : HARM_FILES;
if (!harmFiles.every((file) => HARM_FILES.includes(file)))
  throw new Error(`--harm-file must be one of ${HARM_FILES.join(', ')}`);

function read(name: string, label: string): string[] {
  return readFileSync(new URL(`../test/fixtures/nlp/${name}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Labelled)
    .filter((r) => r.label === label && r.split === split)
    .map((r) => r.title);
}

const scorers: Array<[string, (title: string) => number]> = [
  ['shipped (`nlp.sentiment.title`)', (title) => enrichArticle({ title }).sentiment.title],
  ["baseline: wink-nlp's lexicon alone", (title) => analyseText(title).sentiment],
];

const percent = (x: number) => `${(100 * x).toFixed(1)} %`;
const mean = (values: number[], indices: number[]) =>
  indices.reduce((sum, i) => sum + values[i]!, 0) / indices.length;
const all = (n: number) => Array.from({ length: n }, (_, i) => i);

const harm = harmFiles.flatMap((file) => read(file, 'harm'));
const factual = read('sentiment_factual_headlines.jsonl', 'factual');
console.log(
  `Headline sentiment, ${split} split: ${harm.length} harm headlines, ${factual.length} plain factual ones`,
);
console.log('| scorer | harm: positive | harm: not negative | factual: mean abs(score) |');
console.log('| --- | ---: | ---: | ---: |');
for (const [name, score] of scorers) {
  const harmScores = harm.map(score);
  const positive = harmScores.map((s) => (s > 0 ? 1 : 0));
  const nonNegative = harmScores.map((s) => (s >= 0 ? 1 : 0));
  const absolute = factual.map((title) => Math.abs(score(title)));
  const cell = (values: number[], format: (x: number) => string) => {
    const [low, high] = bootstrapInterval(values.length, (indices) => mean(values, indices));
    return `${format(mean(values, all(values.length)))} [${format(low)}, ${format(high)}]`;
  };
  console.log(
    `| ${name} | ${cell(positive, percent)} | ${cell(nonNegative, percent)} | ${cell(absolute, (x) => x.toFixed(3))} |`,
  );
}
console.log('Targets (issue 20): at most 2 % of harm headlines positive; plain factual headlines near zero.');
