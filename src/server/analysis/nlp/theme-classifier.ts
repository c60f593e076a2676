// Theme classifier: multinomial naive Bayes over lemmas with Jelinek-Mercer smoothing, weights in data/theme-model.json.
//
// P(term | theme) = λ·count(term, theme)/total(theme) + (1-λ)·P(term | all text). Mixing every theme's
// distribution with the same background keeps themes with little training text (Economics, Weather and
// Automotive are seeded from keyword lists only) from winning on words they have never seen, which
// add-one smoothing would let them do. Long texts are scored as if they had `referenceLength` known
// terms (the log-likelihood is scaled down), so article bodies get posteriors as calibrated as the
// headline-plus-description texts the model was trained on. The model is built by train-theme-model.ts.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { THEMES, type Theme } from './themes';

export const themeModelSchema = z.object({
  description: z.string(),
  themes: z.array(z.enum(THEMES)),
  /** Weight of a theme's own distribution against the background (Jelinek-Mercer λ). */
  lambda: z.number().gt(0).lt(1),
  /** Texts with more known terms than this are scored as if they had this many. */
  referenceLength: z.number().positive(),
  /** Prior probability of each theme, in `themes` order. */
  priors: z.array(z.number().positive()),
  /** Term counts per theme: term → [themeIndex, count, themeIndex, count, ...]. */
  terms: z.record(z.string(), z.array(z.number())),
  /**
   * Optional logistic-regression correction: a theme's score is nbWeight · log(NB posterior) + bias +
   * Σ weight / √n over the n distinct known terms (weights: term → [themeIndex, weight, ...]).
   */
  logistic: z
    .object({
      nbWeight: z.number().nonnegative(),
      bias: z.array(z.number()),
      terms: z.record(z.string(), z.array(z.number())),
    })
    .optional(),
});

export type ThemeModel = z.infer<typeof themeModelSchema>;

/** A second theme is reported when its posterior is at least this share of the first's ... */
const SECONDARY_RATIO = 0.5;
/** ... and at least this probability. */
const SECONDARY_MIN = 0.2;
const MAX_THEMES = 3;

export class ThemeClassifier {
  readonly themes: readonly Theme[];
  private readonly logPriors: Float64Array;
  /** log P(term | theme) for all themes, one row per term, rows located by `termIds` and `nbRows`. */
  private readonly logLikelihoods: Float64Array;
  /**
   * Every term of either part of the model → its id: one look-up per term of a text finds both its
   * naive Bayes row and its logistic weights.
   */
  private readonly termIds = new Map<string, number>();
  /** Per term id: its row of `logLikelihoods`, or -1. */
  private nbRows = new Int32Array(0);
  /** Per term id: the offset of its dense logistic weights (themes in order) in `logisticWeights`, or -1. */
  private logisticOffsets = new Int32Array(0);
  private logisticWeights = new Float64Array(0);
  /** Per term id: the call that last counted it as distinct (see `calls`), so no Set is built per text. */
  private seenInCall = new Uint32Array(0);
  private calls = 0;
  private readonly referenceLength: number;
  private readonly nbWeight: number;
  private readonly logisticBias: Float64Array | null = null;

  constructor(model: ThemeModel) {
    this.themes = model.themes;
    const themeCount = model.themes.length;
    if (model.priors.length !== themeCount) throw new Error('theme model: one prior per theme expected');
    this.referenceLength = model.referenceLength;
    const priorSum = model.priors.reduce((sum, p) => sum + p, 0);
    this.logPriors = Float64Array.from(model.priors, (p) => Math.log(p / priorSum));

    const themeTotals = new Float64Array(themeCount);
    const termTotals = new Map<string, number>();
    let grandTotal = 0;
    for (const [term, pairs] of Object.entries(model.terms)) {
      let termTotal = 0;
      for (let k = 0; k < pairs.length; k += 2) {
        themeTotals[pairs[k]!]! += pairs[k + 1]!;
        termTotal += pairs[k + 1]!;
      }
      termTotals.set(term, termTotal);
      grandTotal += termTotal;
    }
    const vocabularySize = termTotals.size;
    const { lambda } = model;
    this.logLikelihoods = new Float64Array(vocabularySize * themeCount);
    const own = new Float64Array(themeCount);
    const nbRows: number[] = [];
    let row = 0;
    for (const [term, pairs] of Object.entries(model.terms)) {
      const background = (termTotals.get(term)! + 1) / (grandTotal + vocabularySize);
      own.fill(0);
      const offset = row * themeCount;
      for (let k = 0; k < pairs.length; k += 2) own[pairs[k]!] = pairs[k + 1]! / themeTotals[pairs[k]!]!;
      for (let c = 0; c < themeCount; c++) {
        this.logLikelihoods[offset + c] = Math.log(lambda * own[c]! + (1 - lambda) * background);
      }
      this.termIds.set(term, this.termIds.size);
      nbRows.push(row++);
    }
    this.nbWeight = model.logistic?.nbWeight ?? 1;
    const logisticOffsets = new Map<number, number>();
    if (model.logistic) {
      if (model.logistic.bias.length !== themeCount)
        throw new Error('theme model: one bias per theme expected');
      this.logisticBias = Float64Array.from(model.logistic.bias);
      const logisticTerms = Object.entries(model.logistic.terms);
      this.logisticWeights = new Float64Array(logisticTerms.length * themeCount);
      logisticTerms.forEach(([term, pairs], k) => {
        if (!this.termIds.has(term)) {
          this.termIds.set(term, this.termIds.size);
          nbRows.push(-1);
        }
        logisticOffsets.set(this.termIds.get(term)!, k * themeCount);
        for (let p = 0; p < pairs.length; p += 2)
          this.logisticWeights[k * themeCount + pairs[p]!] = pairs[p + 1]!;
      });
    }
    this.nbRows = Int32Array.from(nbRows);
    this.logisticOffsets = new Int32Array(nbRows.length).fill(-1);
    for (const [id, offset] of logisticOffsets) this.logisticOffsets[id] = offset;
    this.seenInCall = new Uint32Array(nbRows.length);
  }

  /** Posterior probability of each theme (in `themes` order); null when no term is in the vocabulary. */
  posteriors(terms: readonly string[]): Float64Array | null {
    const themeCount = this.themes.length;
    const sums = new Float64Array(themeCount);
    // Each term's id, looked up once for both parts of the model (-1: not in the model).
    const ids = new Int32Array(terms.length);
    let known = 0;
    for (let t = 0; t < terms.length; t++) {
      const id = this.termIds.get(terms[t]!) ?? -1;
      ids[t] = id;
      const row = id < 0 ? -1 : this.nbRows[id]!;
      if (row < 0) continue;
      known++;
      const offset = row * themeCount;
      for (let c = 0; c < themeCount; c++) sums[c]! += this.logLikelihoods[offset + c]!;
    }
    if (known === 0) return null;
    const scale = Math.min(1, this.referenceLength / known);
    for (let c = 0; c < themeCount; c++) sums[c] = this.logPriors[c]! + scale * sums[c]!;
    if (this.logisticBias) {
      // log NB posterior (normalised) weighted, plus the logistic logits over distinct terms, taken in the
      // order of their first occurrence.
      const logNormaliser = logSumExp(sums);
      if (++this.calls === 0xffffffff) {
        this.seenInCall.fill(0);
        this.calls = 1;
      }
      const call = this.calls;
      const distinct: number[] = [];
      for (const id of ids) {
        if (id < 0 || this.logisticOffsets[id]! < 0 || this.seenInCall[id] === call) continue;
        this.seenInCall[id] = call;
        distinct.push(this.logisticOffsets[id]!);
      }
      const termScale = distinct.length > 0 ? 1 / Math.sqrt(distinct.length) : 0;
      for (let c = 0; c < themeCount; c++) {
        sums[c] = this.nbWeight * (sums[c]! - logNormaliser) + this.logisticBias[c]!;
      }
      for (const offset of distinct) {
        for (let c = 0; c < themeCount; c++) sums[c]! += termScale * this.logisticWeights[offset + c]!;
      }
    }
    const logTotal = logSumExp(sums);
    for (let c = 0; c < themeCount; c++) sums[c] = Math.exp(sums[c]! - logTotal);
    return sums;
  }

  /** The most probable theme. */
  primaryTheme(terms: readonly string[]): Theme {
    const posteriors = this.posteriors(terms);
    if (!posteriors) return 'General';
    let best = 0;
    for (let c = 1; c < posteriors.length; c++) if (posteriors[c]! > posteriors[best]!) best = c;
    return this.themes[best]!;
  }

  /**
   * The themes of a text, most probable first: the best one plus up to two more that come close.
   * General is dropped as soon as a specific theme is present; text with no known term is General.
   */
  classify(terms: readonly string[]): Theme[] {
    const posteriors = this.posteriors(terms);
    return posteriors ? this.themesOf(posteriors) : ['General'];
  }

  /** `classify`'s decision rule over given posteriors (in `themes` order). */
  themesOf(posteriors: Float64Array): Theme[] {
    const ranked = [...posteriors.keys()].sort((x, y) => posteriors[y]! - posteriors[x]!);
    const top = posteriors[ranked[0]!]!;
    const chosen = ranked
      .filter(
        (c, rank) =>
          rank === 0 || (posteriors[c]! >= SECONDARY_RATIO * top && posteriors[c]! >= SECONDARY_MIN),
      )
      .slice(0, MAX_THEMES)
      .map((c) => this.themes[c]!);
    const specific = chosen.filter((theme) => theme !== 'General');
    return specific.length > 0 ? specific : ['General'];
  }
}

function logSumExp(values: Float64Array): number {
  let max = -Infinity;
  for (const value of values) if (value > max) max = value;
  let total = 0;
  for (const value of values) total += Math.exp(value - max);
  return max + Math.log(total);
}

let shipped: ThemeClassifier | undefined;

/** The classifier with the shipped weights (data/theme-model.json), loaded once. */
export function shippedThemeClassifier(): ThemeClassifier {
  shipped ??= new ThemeClassifier(
    themeModelSchema.parse(
      JSON.parse(readFileSync(new URL('./data/theme-model.json', import.meta.url), 'utf8')),
    ),
  );
  return shipped;
}
