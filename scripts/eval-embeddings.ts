// Measures how well embeddings carry meaning: on held-out HuffPost headlines, do pairs of the same section
// score a higher cosine than pairs of different sections? Reports the ROC AUC over all pairs (with a
// percentile bootstrap 95 % interval over headlines) for the hashed TF-IDF embedding of before issue 20 and
// the shipped one, and the threshold on cosine that best separates the two kinds of pairs (F1 of
// "same section"), as a reference for clustering_threshold.
//
// Default: the test split (never trained on, never used to choose anything) with the shipped vectors.
// `--tune LSA_PREFIX` instead scores the validation split with vectors trained on the train split only
// (train-embedding.ts --tune-model), over a grid of lexical shares: how the options were chosen.
// Needs /work/shared/data. Usage: npx tsx scripts/eval-embeddings.ts [--tune PREFIX] [--resamples 1000]
import { readFileSync } from 'node:fs';
import { bootstrapInterval } from '../src/server/analysis/bootstrap';
import { embedTerms, hashedEmbedding } from '../src/server/analysis/nlp/embedding';
import { decodeLsa, shippedLsaVectors, type LsaVectors } from '../src/server/analysis/nlp/lsa-vectors';
import { shippedTermWeights } from '../src/server/analysis/nlp/term-idf';
import { termsOfText } from '../src/server/analysis/nlp/theme-training';
import { readHuffPostTexts } from '../src/server/analysis/nlp/training-corpus';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}
const tunePrefix = option('--tune');
const resamples = Number(option('--resamples') ?? 1000);
const split = tunePrefix ? 'validation' : 'test';

const lsa: LsaVectors = tunePrefix
  ? decodeLsa(JSON.parse(readFileSync(`${tunePrefix}.json`, 'utf8')), readFileSync(`${tunePrefix}.bin`))
  : shippedLsaVectors();
const weights = shippedTermWeights();

const items = readHuffPostTexts()
  .filter((text) => text.split === split)
  .map((text) => ({ category: text.category!, headline: text.text.split(/(?<=[.!?])\s/)[0]! }));
const headlineTerms = items.map((item) => termsOfText(item.headline));
console.log(`${split} split: ${items.length} headlines, ${(items.length * (items.length - 1)) / 2} pairs`);

interface Pairs {
  /** Pair indexes sorted by score ascending. */
  first: Int32Array;
  second: Int32Array;
  score: Float64Array;
  same: Uint8Array;
}

function scorePairs(vectors: Float32Array[]): Pairs {
  const n = vectors.length;
  const count = (n * (n - 1)) / 2;
  const first = new Int32Array(count);
  const second = new Int32Array(count);
  const score = new Float64Array(count);
  let k = 0;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      let dot = 0;
      const a = vectors[i]!;
      const b = vectors[j]!;
      for (let d = 0; d < a.length; d++) dot += a[d]! * b[d]!;
      first[k] = i;
      second[k] = j;
      score[k] = dot;
      k++;
    }
  }
  const order = new Int32Array(count).map((_, i) => i).sort((x, y) => score[x]! - score[y]!);
  const sorted: Pairs = {
    first: new Int32Array(count),
    second: new Int32Array(count),
    score: new Float64Array(count),
    same: new Uint8Array(count),
  };
  order.forEach((from, to) => {
    sorted.first[to] = first[from]!;
    sorted.second[to] = second[from]!;
    sorted.score[to] = score[from]!;
    sorted.same[to] = items[first[from]!]!.category === items[second[from]!]!.category ? 1 : 0;
  });
  return sorted;
}

/** AUC with each headline weighted by `weight` (a pair by the product): ties count one half. */
function weightedAuc(pairs: Pairs, weight: Float64Array): number {
  let negativeBelow = 0;
  let positive = 0;
  let negative = 0;
  let sum = 0;
  const count = pairs.score.length;
  for (let start = 0; start < count;) {
    let end = start;
    let groupPositive = 0;
    let groupNegative = 0;
    while (end < count && pairs.score[end] === pairs.score[start]) {
      const w = weight[pairs.first[end]!]! * weight[pairs.second[end]!]!;
      if (pairs.same[end]) groupPositive += w;
      else groupNegative += w;
      end++;
    }
    sum += groupPositive * (negativeBelow + groupNegative / 2);
    negativeBelow += groupNegative;
    positive += groupPositive;
    negative += groupNegative;
    start = end;
  }
  return positive > 0 && negative > 0 ? sum / (positive * negative) : Number.NaN;
}

/** The cosine threshold with the best F1 of "same section" (pairs at or above it), and that F1. */
function bestThreshold(pairs: Pairs): { threshold: number; f1: number; precision: number; recall: number } {
  const count = pairs.score.length;
  let positives = 0;
  for (let k = 0; k < count; k++) positives += pairs.same[k]!;
  let best = { threshold: 1, f1: 0, precision: 0, recall: 0 };
  let truePositive = 0;
  let predicted = 0;
  for (let k = count - 1; k >= 0; k--) {
    truePositive += pairs.same[k]!;
    predicted++;
    if (k > 0 && pairs.score[k - 1] === pairs.score[k]) continue;
    const precision = truePositive / predicted;
    const recall = truePositive / positives;
    const f1 = (2 * precision * recall) / (precision + recall);
    if (f1 > best.f1) best = { threshold: pairs.score[k]!, f1, precision, recall };
  }
  return best;
}

function report(name: string, vectors: Float32Array[]): void {
  const pairs = scorePairs(vectors);
  const ones = new Float64Array(items.length).fill(1);
  const auc = weightedAuc(pairs, ones);
  const [low, high] = bootstrapInterval(
    items.length,
    (indices) => {
      const weight = new Float64Array(items.length);
      for (const i of indices) weight[i]!++;
      return weightedAuc(pairs, weight);
    },
    { resamples },
  );
  const best = bestThreshold(pairs);
  let atDefault = 0;
  let sameAtDefault = 0;
  for (let k = 0; k < pairs.score.length; k++)
    if (pairs.score[k]! >= 0.6) {
      atDefault++;
      sameAtDefault += pairs.same[k]!;
    }
  console.log(
    `${name.padEnd(34)} AUC ${auc.toFixed(3)} [${low.toFixed(3)}, ${high.toFixed(3)}]; best F1 ${best.f1.toFixed(3)} at cosine ≥ ` +
      `${best.threshold.toFixed(3)} (P ${best.precision.toFixed(2)}, R ${best.recall.toFixed(2)}); ` +
      `at 0.6: ${atDefault} pairs, P ${(sameAtDefault / Math.max(1, atDefault)).toFixed(2)}`,
  );
}

report(
  'hashed TF-IDF, 256 (before)',
  headlineTerms.map((terms) => hashedEmbedding(terms, weights, 256)),
);
const shares = tunePrefix ? [0, 0.2, 0.35, 0.5, 0.65, 1] : [undefined];
for (const share of shares) {
  report(
    share === undefined ? 'shipped (hashed 128 + LSA)' : `lexical share ${share}`,
    headlineTerms.map((terms) => embedTerms(terms, weights, lsa, share)),
  );
}
