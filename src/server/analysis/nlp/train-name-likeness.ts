// Trains the name-likeness score (entities/name-likeness.ts) from the shipped name lists of data/ner-lexicons.json
// and writes data/name-likeness.json. Usage: npx tsx src/server/analysis/nlp/train-name-likeness.ts [--check]
//   --check: train and compare with the committed file byte for byte instead of writing it.
// Prints the ROC AUC on the held-back fifth of the words and on the tuning parts' labelled names.
//
// Words (lower case, one word of a name each): person words are the given names, the surnames and the words of
// the known and mined people; the others are the common words and the words of organisations, places, towns,
// demonyms, MISC names, keywords, titles and role nouns, and the English nouns, verbs, adjectives and adverbs of
// wink's lexicon (data/fast-lexicon.json), which teach the score the words a headline capitalises. A word on both
// sides ("jordan", "grace") is left out, and so is every word of a name labelled in any entity file, tuning parts
// and held-out parts (read for this only), so that every figure on labelled names is out of sample. A fifth of the
// words (by a hash of the word) is held back and never trained on; the committed model is the one trained on the
// other four fifths, so the held-back AUC is the shipped model's.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { writeOrCheckModelFile } from '../breaches/logistic';
import { nerLexiconFile, type NerLexiconFile } from './ner-lexicon-file';
import { hashTerm } from './term-index';
import {
  NAME_LIKENESS_BITS,
  decodeNameLikeness,
  nameLikenessFeatures,
  nameLikenessOf,
  type NameLikenessModel,
} from './entities/name-likeness';

const FIXTURES = new URL('../../../../test/fixtures/nlp/', import.meta.url);
const MODEL_FILE = new URL('./data/name-likeness.json', import.meta.url);

/** Training options: balanced classes, plain SGD with a decaying step, each epoch in an order hashed from the seed. */
export const NAME_LIKENESS_OPTIONS = { epochs: 12, learningRate: 0.2, l2: 1e-5, seed: 20261240 } as const;

const WORD = /^[\p{Ll}][\p{Ll}'’-]*$/u;

function wordsOf(names: readonly string[]): string[] {
  return names.flatMap((name) => name.split(' ')).filter((w) => w.length >= 2 && WORD.test(w));
}

/** The items of the labelled entity files whose names match `file`, those of `split` only when it is given. */
function labelledItems(file: RegExp, split?: string): Array<{ entities: Record<string, string[][]> }> {
  return readdirSync(FIXTURES)
    .filter((f) => file.test(f))
    .sort()
    .flatMap((f) =>
      readFileSync(new URL(f, FIXTURES), 'utf8')
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => JSON.parse(line) as { split: string; entities: Record<string, string[][]> })
        .filter((item) => split === undefined || item.split === split),
    );
}

/** The tuning parts' labelled items (never the held-out files, nor entities_labelled.jsonl, which mixes both). */
export function tuningPartItems(): Array<{ entities: Record<string, string[][]> }> {
  return labelledItems(/^entities_labelled_tuning\d+\.jsonl$/, 'tuning');
}

/**
 * Every lower-cased word of every spelling of every name labelled in any entity file, tuning and held-out alike:
 * the words the score must not be trained on, so that every figure on labelled names is out of sample. The held-out
 * files are read for this exclusion only. A new labelled part changes the set: retrain (`name-likeness.test.ts`
 * fails until then).
 */
export function labelledNameWords(): Set<string> {
  const words = new Set<string>();
  for (const item of labelledItems(/^entities_labelled.*\.jsonl$/)) {
    for (const spellings of Object.values(item.entities)) {
      for (const name of spellings.flat()) {
        for (const w of name.toLowerCase().split(/[\s,.:;"“”()]+/)) if (w) words.add(w);
      }
    }
  }
  return words;
}

/** FNV-1a of a string (the embedding's term hash), unsigned. */
const fnv1a = (text: string): number => hashTerm(text) >>> 0;

/** Whether a word is in the held-back fifth (by FNV-1a of the word). */
function heldBack(word: string): boolean {
  return fnv1a(word) % 5 === 0;
}

export interface NameLikenessWords {
  train: Array<[string, boolean]>;
  test: Array<[string, boolean]>;
}

/**
 * English words of wink's lexicon (data/fast-lexicon.json, its packed lexemes of seven fields each): lower-case
 * lexemes whose default tag is a noun, verb, adjective or adverb.
 */
export function englishVocabulary(): string[] {
  const data = JSON.parse(readFileSync(new URL('./data/fast-lexicon.json', import.meta.url), 'utf8')) as {
    tags: string[];
    lexemes: string;
  };
  const open = new Set(['NOUN', 'VERB', 'ADJ', 'ADV'].map((tag) => data.tags.indexOf(tag)));
  const fields = data.lexemes.split(' ');
  const words: string[] = [];
  for (let k = 0; k + 6 < fields.length; k += 7) {
    const value = fields[k]!;
    if (open.has(Number(fields[k + 1])) && value.length >= 2 && WORD.test(value)) words.push(value);
  }
  return words;
}

export function nameLikenessWords(
  lexicon: NerLexiconFile,
  english: readonly string[],
  excluded: ReadonlySet<string>,
): NameLikenessWords {
  const person = new Set(
    wordsOf([
      ...lexicon.firstNames,
      ...lexicon.gazetteerGivenNames,
      ...lexicon.lastNames,
      ...lexicon.persons,
      ...lexicon.minedPersons,
    ]),
  );
  const other = new Set(
    wordsOf([
      ...lexicon.commonWords,
      ...lexicon.organisations,
      ...lexicon.minedOrganisations,
      ...lexicon.locations,
      ...lexicon.minedLocations,
      ...lexicon.towns,
      ...lexicon.demonyms,
      ...lexicon.misc,
      ...lexicon.orgKeywords,
      ...lexicon.placeKeywords,
      ...lexicon.personTitles,
      ...lexicon.roleNouns,
      ...english,
    ]),
  );
  const rows: Array<[string, boolean]> = [];
  for (const w of [...person].sort()) if (!other.has(w) && !excluded.has(w)) rows.push([w, true]);
  for (const w of [...other].sort()) if (!person.has(w) && !excluded.has(w)) rows.push([w, false]);
  return {
    train: rows.filter(([w]) => !heldBack(w)),
    test: rows.filter(([w]) => heldBack(w)),
  };
}

export function trainNameLikeness(rows: ReadonlyArray<[string, boolean]>): NameLikenessModel {
  const { epochs, learningRate, l2, seed } = NAME_LIKENESS_OPTIONS;
  const buckets = 1 << NAME_LIKENESS_BITS;
  const positives = rows.filter(([, y]) => y).length;
  // Each class weighs as much as the other in the loss.
  const weightOf = [rows.length / (2 * (rows.length - positives)), rows.length / (2 * positives)];
  const features = rows.map(([w]) => nameLikenessFeatures(w));
  // Each epoch visits the words in the order of a hash of the word and the epoch, so that a word's place in it does
  // not depend on which other words are trained on: one more labelled part left out moves the model little.
  const orderOf = (epoch: number): number[] => {
    const keys = rows.map(([word]) => fnv1a(`${seed}:${epoch}:${word}`));
    return rows.map((_, i) => i).sort((a, b) => keys[a]! - keys[b]! || a - b);
  };
  const w = new Float64Array(buckets);
  let bias = 0;
  let step = 0;
  const total = epochs * rows.length;
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (const r of orderOf(epoch)) {
      const rate = learningRate * (1 - step++ / total);
      const f = features[r]!;
      let z = bias;
      for (const k of f) z += w[k]!;
      const y = rows[r]![1] ? 1 : 0;
      const g = (1 / (1 + Math.exp(-z)) - y) * weightOf[y]!;
      bias -= rate * g;
      for (const k of f) w[k] = w[k]! - rate * (g + l2 * w[k]!);
    }
  }
  // Signed bytes with one scale: the largest weight maps to 127.
  let max = 0;
  for (const v of w) max = Math.max(max, Math.abs(v));
  const scale = Number((max / 127).toPrecision(6));
  const bytes = Buffer.alloc(buckets);
  for (let i = 0; i < buckets; i++)
    bytes[i] = Math.max(-127, Math.min(127, Math.round(w[i]! / scale))) & 0xff;
  return {
    source:
      'train-name-likeness.ts: logistic regression on hashed character 2- to 4-grams of the words of ' +
      'data/ner-lexicons.json (person words against the others) and the English words of data/fast-lexicon.json ' +
      '(wink-eng-lite-web-model, MIT), four fifths of the words; weights as signed bytes times scale',
    bits: NAME_LIKENESS_BITS,
    bias: Number(bias.toFixed(6)),
    scale,
    weights: bytes.toString('base64'),
  };
}

/** ROC AUC of scores for positives against negatives (ties count a half). */
export function rocAuc(scored: ReadonlyArray<[number, boolean]>): number {
  const sorted = [...scored].sort((a, b) => a[0] - b[0]);
  let rankSum = 0;
  let positives = 0;
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j < sorted.length && sorted[j]![0] === sorted[i]![0]) j++;
    const rank = (i + j + 1) / 2;
    for (let k = i; k < j; k++) {
      if (sorted[k]![1]) {
        rankSum += rank;
        positives++;
      }
    }
    i = j;
  }
  const negatives = sorted.length - positives;
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

export async function nameLikenessFileText(model: NameLikenessModel): Promise<string> {
  const path = fileURLToPath(MODEL_FILE);
  const options = (await resolveConfig(path)) ?? {};
  return format(JSON.stringify(model), { ...options, parser: 'json' });
}

async function main(): Promise<void> {
  const excluded = labelledNameWords();
  const { train, test } = nameLikenessWords(nerLexiconFile(), englishVocabulary(), excluded);
  const model = trainNameLikeness(train);
  const { weights, bias } = decodeNameLikeness(model);
  const score = (word: string): number => nameLikenessOf(weights, bias, word);
  console.log(
    `words: ${train.length} trained (${train.filter(([, y]) => y).length} person), ${test.length} held back ` +
      `(${test.filter(([, y]) => y).length} person); ${excluded.size} labelled-name words left out`,
  );
  console.log(`ROC AUC, held-back words: ${rocAuc(test.map(([w, y]) => [score(w), y])).toFixed(3)}`);
  // The tuning parts' labelled names of one to three plain words: people against the rest, by the least
  // name-like word (a span is name-like when all its words are).
  const spans: Array<[number, boolean]> = [];
  for (const item of tuningPartItems()) {
    for (const [label, names] of Object.entries(item.entities)) {
      for (const spellings of names) {
        const words = spellings[0]!.toLowerCase().split(' ');
        if (words.length > 3 || !words.every((w) => WORD.test(w))) continue;
        spans.push([Math.min(...words.map(score)), label === 'PER']);
      }
    }
  }
  console.log(
    `ROC AUC, tuning labelled names (${spans.filter(([, y]) => y).length} PER, ` +
      `${spans.filter(([, y]) => !y).length} other): ${rocAuc(spans).toFixed(3)}`,
  );
  writeOrCheckModelFile(fileURLToPath(MODEL_FILE), await nameLikenessFileText(model));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) void main();
