// A regularised logistic regression on the words of a title and description: is this a breach report? Trained by
// train-report-model.ts on the hand-labelled tuning parts and the reviewed sample (never the held-out part) and
// committed as report-model.json; detect.ts uses it to veto a rule detection it finds very unlikely. The veto
// threshold was chosen by leave-part-out evaluation (scripts/eval-report-model.ts).
// Everything here is deterministic: features are sorted, training is full-batch gradient descent from zero.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sparseLogisticProbability, trainSparseLogistic, type SparseLogisticOptions } from './logistic';

export interface ReportModel {
  /** What the weights were trained on, for the record. */
  trainedOn: string;
  l2: number;
  iterations: number;
  bias: number;
  /** Feature → weight, rounded; features absent here weigh nothing. */
  weights: Record<string, number>;
}

export interface TrainingRow {
  title: string;
  description: string;
  label: boolean;
}

/** Lower-cased words, digits folded to one shape so that counts do not become features of their own. */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[’']/g, "'")
      .match(/[a-z0-9][a-z0-9'-]*/g)
      ?.map((w) => (/\d/.test(w) ? '<num>' : w.replace(/'s$|'$/, ''))) ?? []
  );
}

/**
 * Features of an article, unsorted: unigrams and bigrams of the title (t:) and of the title with the description (w:),
 * each once (presence, not frequency).
 */
function featureSet(title: string, description: string): Set<string> {
  const t = words(title);
  const d = description && description.trim() !== title.trim() ? words(description) : [];
  const out = new Set<string>();
  const add = (prefix: string, ws: readonly string[]): void => {
    for (let i = 0; i < ws.length; i++) {
      out.add(`${prefix}${ws[i]}`);
      if (i + 1 < ws.length) out.add(`${prefix}${ws[i]} ${ws[i + 1]}`);
    }
  };
  add('t:', t);
  add('w:', t);
  add('w:', d);
  return out;
}

/** The article's features, sorted (training order). */
export function features(title: string, description: string): string[] {
  return [...featureSet(title, description)].sort();
}

export interface TrainOptions extends Partial<SparseLogisticOptions> {
  trainedOn?: string;
}

/**
 * Full-batch gradient descent on the mean log loss plus an L2 penalty (bias not penalised), from zero weights, with
 * rows and features in a fixed order: the same rows give the same model bit for bit.
 */
export function trainReportModel(rows: readonly TrainingRow[], options: TrainOptions = {}): ReportModel {
  const {
    l2 = 0.0003,
    iterations = 1000,
    learningRate = 2,
    minCount = 2,
    minWeight = 0.02,
    trainedOn = '',
  } = options;
  const { bias, weights } = trainSparseLogistic(
    rows.map((r) => features(r.title, r.description)),
    rows.map((r) => r.label),
    { l2, iterations, learningRate, minCount, minWeight },
  );
  return { trainedOn, l2, iterations, bias, weights };
}

/** Probability that the article is a breach report. */
export function reportProbability(model: ReportModel, title: string, description: string): number {
  // A sum of weights of distinct features: the order does not change it beyond rounding, and the Set's order is
  // the text's, so one article always gets the same bits.
  return sparseLogisticProbability(model, featureSet(title, description));
}

export const REPORT_MODEL_FILE = join(dirname(fileURLToPath(import.meta.url)), 'report-model.json');

let loaded: ReportModel | null = null;
/** The committed model, read once per process (each ingest worker thread reads it once). */
export function reportModel(): ReportModel {
  loaded ??= JSON.parse(readFileSync(REPORT_MODEL_FILE, 'utf8')) as ReportModel;
  return loaded;
}
