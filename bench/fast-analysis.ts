// `node --import tsx bench/fast-analysis.ts [--articles 1500] [--rounds 7] [--seed 424242]` (issue 20 item 6 spike):
// the wink-free analyser (src/server/analysis/nlp/fast-analysis.ts) against wink (`analyseTextWithWink`), on texts its lexicon
// build never read: demo articles of another seed, the shipped news records set aside by `isHeldOutText`, and the
// HIBP breach descriptions.
// Prints agreement (tokens, sentences, POS, lemmas, types, stop words, sentiment) and CPU per article of both,
// alternating round by round in one process (medians), plus the bare wink pass of bench/bare-wink.ts.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import winkNLP from 'wink-nlp';
import { analysisFields } from '../src/server/analysis/text/analysis-text';
import type { AnalysedText } from '../src/server/analysis/nlp/text-analysis';
import { analyseTextWithWink } from '../src/server/analysis/nlp/wink-analysis';
import { fastAnalyseText } from '../src/server/analysis/nlp/fast-analysis';
import { isHeldOutText, readCorpusTexts } from '../src/server/analysis/nlp/fast-corpus';
import { generateDemoArticles } from '../src/server/seed';

const { values: options } = parseArgs({
  options: {
    articles: { type: 'string', default: '1500' },
    rounds: { type: 'string', default: '7' },
    seed: { type: 'string', default: '424242' },
    'no-speed': { type: 'boolean', default: false },
  },
});
const articles = Number(options.articles);
const demo: string[][] = [];
for (const article of generateDemoArticles({
  articles,
  seed: Number(options.seed),
  now: new Date('2026-11-20T12:00:00Z'),
})) {
  const fields = analysisFields(article);
  demo.push([fields.title, fields.content || fields.description || '']);
}
const shipped = readCorpusTexts().filter(isHeldOutText);
/** HIBP breach descriptions, HTML and all: a shipped file the lexicon build never reads. */
const breaches = readFileSync('/work/shared/data/breaches/hibp_breaches_2025-03.jsonl', 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => (JSON.parse(line) as { Description: string }).Description);

interface Tally {
  docs: number;
  sameTokens: number;
  sameSpans: number;
  tokens: number;
  pos: number;
  lemma: number;
  type: number;
  stop: number;
  sentimentDiff: number[];
  posConfusion: Map<string, number>;
  lemmaMisses: Map<string, number>;
  tokenMisses: string[];
}
const tally = (): Tally => ({
  docs: 0,
  sameTokens: 0,
  sameSpans: 0,
  tokens: 0,
  pos: 0,
  lemma: 0,
  type: 0,
  stop: 0,
  sentimentDiff: [],
  posConfusion: new Map(),
  lemmaMisses: new Map(),
  tokenMisses: [],
});
const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

function compare(t: Tally, text: string, wink: AnalysedText, fast: AnalysedText): void {
  t.docs++;
  t.sentimentDiff.push(Math.abs(wink.sentiment - fast.sentiment));
  const same =
    wink.values.length === fast.values.length &&
    wink.values.every((v, i) => v === fast.values[i] && wink.spaces[i] === fast.spaces[i]);
  if (!same) {
    if (t.tokenMisses.length < 5) t.tokenMisses.push(text.slice(0, 160));
    return;
  }
  t.sameTokens++;
  if (JSON.stringify(wink.sentenceSpans) === JSON.stringify(fast.sentenceSpans)) t.sameSpans++;
  for (let i = 0; i < wink.values.length; i++) {
    t.tokens++;
    if (wink.pos[i] === fast.pos[i]) t.pos++;
    else bump(t.posConfusion, `${wink.pos[i]}→${fast.pos[i]}`);
    if (wink.lemmas[i] === fast.lemmas[i]) t.lemma++;
    else bump(t.lemmaMisses, `${wink.values[i]}: ${wink.lemmas[i]} / ${fast.lemmas[i]}`);
    if (wink.types[i] === fast.types[i]) t.type++;
    if (wink.stopWords[i] === fast.stopWords[i]) t.stop++;
  }
}

function report(name: string, t: Tally): void {
  const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(2)} %`;
  const diffs = [...t.sentimentDiff].sort((a, b) => a - b);
  const mean = diffs.reduce((a, b) => a + b, 0) / Math.max(1, diffs.length);
  console.log(`${name}: ${t.docs} texts`);
  console.log(`  tokens (values + spaces) identical: ${pct(t.sameTokens, t.docs)}`);
  console.log(`  sentence spans identical (of those): ${pct(t.sameSpans, t.sameTokens)}`);
  console.log(
    `  per token (${t.tokens}): POS ${pct(t.pos, t.tokens)}, lemma ${pct(t.lemma, t.tokens)}, type ${pct(t.type, t.tokens)}, stop word ${pct(t.stop, t.tokens)}`,
  );
  console.log(
    `  sentiment: equal (|difference| < 1e-12) in ${pct(diffs.filter((d) => d < 1e-12).length, diffs.length)}; |difference| mean ${mean.toExponential(1)}, max ${(diffs[diffs.length - 1] ?? 0).toExponential(1)}`,
  );
  const top = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ');
  console.log(`  POS confusions (wink→fast): ${top(t.posConfusion)}`);
  console.log(`  lemma misses: ${top(t.lemmaMisses)}`);
  for (const miss of t.tokenMisses) console.log(`  token mismatch: ${JSON.stringify(miss)}`);
}

const demoTally = tally();
for (const pair of demo)
  for (const text of pair)
    if (text.trim()) compare(demoTally, text, analyseTextWithWink(text), fastAnalyseText(text));
report(`demo articles, seed ${options.seed}`, demoTally);
const shippedTally = tally();
for (const text of shipped) compare(shippedTally, text, analyseTextWithWink(text), fastAnalyseText(text));
report('shipped news records set aside', shippedTally);
const breachTally = tally();
for (const text of breaches) compare(breachTally, text, analyseTextWithWink(text), fastAnalyseText(text));
report('HIBP breach descriptions (raw HTML)', breachTally);

if (!options['no-speed']) {
  const wink = winkNLP(createRequire(import.meta.url)('wink-eng-lite-web-model'), [
    'sbd',
    'negation',
    'sentiment',
    'pos',
  ]);
  const steps: Record<string, () => void> = {
    bare: () => {
      for (const pair of demo)
        for (const text of pair) {
          const doc = wink.readDoc(text);
          doc.tokens().out(wink.its.pos);
          doc.out(wink.its.sentiment);
        }
    },
    analyseTextWithWink: () => {
      for (const pair of demo) for (const text of pair) if (text.trim()) analyseTextWithWink(text);
    },
    fastAnalyseText: () => {
      for (const pair of demo) for (const text of pair) if (text.trim()) fastAnalyseText(text);
    },
  };
  const times: Record<string, number[]> = {};
  for (let round = 0; round <= Number(options.rounds); round++) {
    for (const [name, step] of Object.entries(steps)) {
      const started = process.cpuUsage();
      step();
      const used = process.cpuUsage(started);
      if (round > 0) (times[name] ??= []).push((used.user + used.system) / articles);
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  for (const [name, xs] of Object.entries(times))
    console.log(
      `${name.padEnd(16)} ${median(xs).toFixed(0)} µs CPU per demo article (rounds: ${xs.map((x) => x.toFixed(0)).join(' ')})`,
    );
}
