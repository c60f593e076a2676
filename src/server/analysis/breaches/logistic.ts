import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
// The binary logistic regression both trained breach models use (report-model.ts, company-model.ts): sparse
// string features, full-batch gradient descent on the mean log loss plus an L2 penalty (the bias is not
// penalised), from zero, with rows and features in a fixed order, so the same rows give the same weights bit
// for bit. Weights are rounded to 3 places and the small ones left out, to keep the committed data files short.

const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

export interface SparseLogisticOptions {
  l2: number;
  iterations: number;
  learningRate: number;
  /** A feature is learned only when at least this many rows have it. */
  minCount: number;
  /** Rounded weights smaller than this (in absolute value) are left out. */
  minWeight: number;
}

export interface SparseLogistic {
  bias: number;
  weights: Record<string, number>;
}

/**
 * The model's probability for a row with these features: the sigmoid of the bias plus their weights, summed in
 * the order given (callers give one order for one row, so a row always gets the same bits).
 */
export function sparseLogisticProbability(model: SparseLogistic, features: Iterable<string>): number {
  let z = model.bias;
  for (const f of features) z += model.weights[f] ?? 0;
  return sigmoid(z);
}

export function trainSparseLogistic(
  rows: ReadonlyArray<readonly string[]>,
  labels: readonly boolean[],
  { l2, iterations, learningRate, minCount, minWeight }: SparseLogisticOptions,
): SparseLogistic {
  const counts = new Map<string, number>();
  for (const features of rows) for (const f of features) counts.set(f, (counts.get(f) ?? 0) + 1);
  const vocabulary = [...counts.keys()].filter((f) => counts.get(f)! >= minCount).sort();
  const index = new Map(vocabulary.map((f, i) => [f, i]));
  const x = rows.map((features) =>
    Int32Array.from(features.map((f) => index.get(f) ?? -1).filter((i) => i >= 0)),
  );
  const y = labels.map((label) => (label ? 1 : 0));
  const w = new Float64Array(vocabulary.length);
  const grad = new Float64Array(vocabulary.length);
  let bias = 0;
  const n = rows.length || 1;
  for (let it = 0; it < iterations; it++) {
    grad.fill(0);
    let gradBias = 0;
    for (let r = 0; r < x.length; r++) {
      const xr = x[r]!;
      let z = bias;
      for (let k = 0; k < xr.length; k++) z += w[xr[k]!]!;
      const e = sigmoid(z) - y[r]!;
      gradBias += e;
      for (let k = 0; k < xr.length; k++) grad[xr[k]!]! += e;
    }
    for (let j = 0; j < w.length; j++) w[j] = w[j]! - learningRate * (grad[j]! / n + l2 * w[j]!);
    bias -= (learningRate * gradBias) / n;
  }
  const weights: Record<string, number> = {};
  for (let j = 0; j < vocabulary.length; j++) {
    const rounded = Math.round(w[j]! * 1e3) / 1e3;
    if (Math.abs(rounded) >= minWeight && rounded !== 0) weights[vocabulary[j]!] = rounded;
  }
  return { bias: Math.round(bias * 1e3) / 1e3, weights };
}

/**
 * A model trainer's command line: with `--check`, whether `text` equals the committed `file` byte for byte
 * (exit code 1 when not); otherwise `text` is written to `file`.
 */
export function writeOrCheckModelFile(file: string, text: string): void {
  const name = basename(file);
  if (process.argv.includes('--check')) {
    const same = readFileSync(file, 'utf8') === text;
    console.log(same ? `${name} is reproduced byte for byte` : `${name} differs`);
    process.exitCode = same ? 0 : 1;
    return;
  }
  writeFileSync(file, text);
  console.log(`wrote ${file} (${text.length} bytes)`);
}
