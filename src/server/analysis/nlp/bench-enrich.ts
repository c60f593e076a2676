// Throughput of the enrichment on ~400-word articles, single-threaded and with the worker pool.
// Articles are stitched from real HuffPost headlines and descriptions (test/fixtures/nlp) in a fixed order.
// Usage: npx tsx src/server/analysis/nlp/bench-enrich.ts [--articles 2000] [--workers N] [--words 400]
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import winkNLP from 'wink-nlp';
import { enrichArticle, type NlpInput } from './enrich-article';
import { createEnrichmentPool } from './enrichment-pool';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

const articleCount = option('--articles', 2000);
const workerCount = option('--workers', availableParallelism());
const wordsPerArticle = option('--words', 400);

interface FixtureRecord {
  headline: string;
  short_description: string;
}

const records = readFileSync(
  new URL('../../../../test/fixtures/nlp/huffpost_sample.jsonl', import.meta.url),
  'utf8',
)
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as FixtureRecord);

/** Article i: a headline as title, then consecutive records' sentences until the word count is reached. */
function makeArticle(i: number): NlpInput {
  const first = records[(i * 7) % records.length]!;
  const sentences: string[] = [];
  let words = 0;
  for (let k = 0; words < wordsPerArticle; k++) {
    const record = records[(i * 7 + k) % records.length]!;
    for (const text of [`${record.headline}.`, record.short_description]) {
      if (!text.trim()) continue;
      sentences.push(text);
      words += text.split(/\s+/).length;
    }
  }
  return {
    title: first.headline,
    description: first.short_description,
    content: sentences.join(' '),
    language: 'en',
  };
}

const articles = Array.from({ length: articleCount }, (_, i) => makeArticle(i));
const meanWords = articles.reduce((sum, a) => sum + a.content!.split(/\s+/).length, 0) / articles.length;
console.log(`${articleCount} articles, ${meanWords.toFixed(0)} words of content on average`);

/** CPU seconds this process used since `since` (all threads, so the pool's workers count too). */
function cpuSecondsSince(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1e6;
}

// On a shared machine wall-clock rates depend on the neighbours; articles per CPU-second do much less.
const rates = (seconds: number, cpuSeconds: number): string =>
  `${(articleCount / seconds).toFixed(0)} articles/s wall-clock, ${(articleCount / cpuSeconds).toFixed(0)} articles per CPU-second`;

// Single thread, after a warm-up so that the JIT and lazy model loading are not counted.
for (const article of articles.slice(0, 200)) enrichArticle(article);
let cpuStart = process.cpuUsage();
let started = performance.now();
for (const article of articles) enrichArticle(article);
const singleSeconds = (performance.now() - started) / 1000;
console.log(`single thread: ${rates(singleSeconds, cpuSecondsSince(cpuStart))}`);

// Reference: a bare wink-nlp pass (readDoc, POS and sentiment) over the same title and content, the floor
// under everything enrichment adds.
const wink = winkNLP(
  createRequire(import.meta.url)('wink-eng-lite-web-model') as Parameters<typeof winkNLP>[0],
  ['sbd', 'negation', 'sentiment', 'pos'],
);
const winkPass = (article: NlpInput): void => {
  for (const text of [article.title, article.content ?? '']) {
    const doc = wink.readDoc(text);
    doc.tokens().out(wink.its.pos);
    doc.out(wink.its.sentiment);
  }
};
for (const article of articles.slice(0, 200)) winkPass(article);
cpuStart = process.cpuUsage();
started = performance.now();
for (const article of articles) winkPass(article);
console.log(
  `bare wink-nlp pass (readDoc + POS + sentiment), single thread: ${rates((performance.now() - started) / 1000, cpuSecondsSince(cpuStart))}`,
);

started = performance.now();
const pool = createEnrichmentPool({ workers: workerCount });
await pool.enrich(articles.slice(0, 200)); // start-up and warm-up of every worker
console.log(
  `pool of ${pool.workers} workers: start-up and warm-up ${((performance.now() - started) / 1000).toFixed(2)} s`,
);
cpuStart = process.cpuUsage();
started = performance.now();
const results = await pool.enrich(articles);
const poolSeconds = (performance.now() - started) / 1000;
const poolCpuSeconds = cpuSecondsSince(cpuStart);
await pool.close();
if (results.length !== articleCount) throw new Error('the pool lost articles');
console.log(`pool of ${pool.workers} workers: ${rates(poolSeconds, poolCpuSeconds)}`);
console.log(
  `1,000,000 articles at the pool's wall-clock rate: ${(1_000_000 / (articleCount / poolSeconds) / 60).toFixed(1)} min`,
);
