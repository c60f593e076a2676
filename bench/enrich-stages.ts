// `node --import tsx bench/enrich-stages.ts [--articles N] [--rounds R]`: CPU per demo article of each step a
// worker runs at ingest, on one thread, the steps alternating round by round over the same texts (so load on a
// shared machine weighs on all alike): the bare wink-nlp pass of bench/bare-wink.ts, `analyseText` (the port of
// wink, fast-analysis.ts), the later enrichment steps alone, the whole `enrichArticle`, and the ingest job
// (enrichment, its encoding, breach extraction). Medians of the rounds; CPU of the whole process (JIT and GC
// threads included).
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import winkNLP from 'wink-nlp';
import { analysisFields } from '../src/server/analysis/text/analysis-text';
import { analyseText, contentTerms, type AnalysedText } from '../src/server/analysis/nlp/text-analysis';
import { enrichArticle } from '../src/server/analysis/nlp/enrich-article';
import { embedTerms } from '../src/server/analysis/nlp/embedding';
import { extractEntities } from '../src/server/analysis/nlp/entities';
import { shippedLsaVectors } from '../src/server/analysis/nlp/lsa-vectors';
import { summarise } from '../src/server/analysis/nlp/summary';
import { shippedTermWeights } from '../src/server/analysis/nlp/term-idf';
import { shippedThemeClassifier } from '../src/server/analysis/nlp/theme-classifier';
import { encodeNlp } from '../src/server/store/nlp-codec';
import { run as runJob } from '../src/server/ingest/enrich-job';
import { generateDemoArticles } from '../src/server/seed';

const { values } = parseArgs({
  options: { articles: { type: 'string', default: '2000' }, rounds: { type: 'string', default: '5' } },
});
const count = Number(values.articles);
const rounds = Number(values.rounds);

const inputs = [...generateDemoArticles({ articles: count, now: new Date('2026-11-20T12:00:00Z') })].map(
  (article, i) => ({
    ...analysisFields(article),
    language: article.language,
    breach: { id: `demo-${i}`, published_date: article.published_date },
  }),
);
const texts = inputs.map((input) => [input.title, input.content || input.description || '']);

const wink = winkNLP(createRequire(import.meta.url)('wink-eng-lite-web-model'), [
  'sbd',
  'negation',
  'sentiment',
  'pos',
]);
// The later steps read analyses made once here, so each step is timed alone. The analyser keeps the content
// flags and token lower cases of its last few analyses only (recent-memo.ts), so the steps here recompute
// them in every round, which ingest does once per text: their sum overstates; `enrichArticle` and the job
// time the steps together, as ingest runs them.
const analysed = texts.map(([title, body]) => [
  title!.trim() ? analyseText(title!) : null,
  body!.trim() ? analyseText(body!) : null,
]);
const termsOf = (analysis: AnalysedText | null) => (analysis ? contentTerms(analysis) : []);
const terms = analysed.map(([title, body]) => [...termsOf(title!), ...termsOf(body!)]);
const results = inputs.map((input) => enrichArticle(input));

const steps: Record<string, () => void> = {
  bare: () => {
    for (const pair of texts)
      for (const text of pair) {
        const doc = wink.readDoc(text);
        doc.tokens().out(wink.its.pos);
        doc.out(wink.its.sentiment);
      }
  },
  analyseText: () => {
    for (const pair of texts) for (const text of pair) if (text.trim()) analyseText(text);
  },
  '  entities': () => {
    for (const [title, body] of analysed) extractEntities(title!, body!);
  },
  '  themes': () => {
    for (const articleTerms of terms) shippedThemeClassifier().classify(articleTerms.slice(0, 150));
  },
  '  summary': () => {
    for (const [, body] of analysed) if (body) summarise(body, shippedTermWeights());
  },
  '  embedding': () => {
    for (const articleTerms of terms) embedTerms(articleTerms, shippedTermWeights(), shippedLsaVectors());
  },
  '  encoding': () => {
    for (const result of results) encodeNlp(result);
  },
  enrichArticle: () => {
    for (const input of inputs) enrichArticle(input);
  },
  job: () => {
    for (const input of inputs) runJob(input);
  },
};
const times: Record<string, number[]> = {};
for (let round = 0; round <= rounds; round++) {
  for (const [name, step] of Object.entries(steps)) {
    const started = process.cpuUsage();
    step();
    const used = process.cpuUsage(started);
    // Round 0 warms up (model loads, JIT).
    if (round > 0) (times[name] ??= []).push((used.user + used.system) / 1000 / count);
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
for (const [name, xs] of Object.entries(times)) {
  console.log(
    `${name.padEnd(14)} ${median(xs).toFixed(3)} ms CPU per article (rounds: ${xs.map((x) => x.toFixed(3)).join(' ')})`,
  );
}
