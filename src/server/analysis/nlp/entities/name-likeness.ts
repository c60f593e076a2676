// How much a single word looks like a person's name (a given name or a surname) rather than an organisation's,
// a place's or a common word, by its letters alone: a logistic regression over the word's character 2- to
// 4-grams (with "^" and "$" marking its ends), hashed to 2^16 buckets. Trained by train-name-likeness.ts on the
// shipped lists of data/ner-lexicons.json (given names, surnames and people's words against organisations',
// places', towns', keywords' and common words) and the English words of data/fast-lexicon.json; its weights are
// data/name-likeness.json, read once, on first use. Asked only for the spans the cheaper rules leave to a
// default, and memoised per word.
import { readFileSync } from 'node:fs';
import {
  COMMON_WORDS,
  DEMONYMS,
  FIRST_NAMES,
  KNOWN_NAMES,
  LAST_NAMES,
  NAME_WORD,
  NON_ENTITIES,
  OPENING_QUOTES,
  ORG_KEYWORDS,
  PERSON_TITLES,
  PLACE_KEYWORDS,
  ROLE_NOUNS,
  TOWNS,
} from './lexicons';
import { isCommonWord, isHyphen, type NameView } from './name-view';

export const NAME_LIKENESS_BITS = 16;
const BUCKETS = 1 << NAME_LIKENESS_BITS;

export interface NameLikenessModel {
  source: string;
  bits: number;
  bias: number;
  /** Weights are stored as signed bytes: weight = byte × scale. */
  scale: number;
  /** The 2^bits signed bytes, base64. */
  weights: string;
}

/** The hashed character n-grams (2 to 4, ends marked) of a lower-cased word: bucket indices, repeats kept. */
export function nameLikenessFeatures(lower: string): number[] {
  const padded = `^${lower}$`;
  const out: number[] = [];
  for (let n = 2; n <= 4; n++) {
    for (let i = 0; i + n <= padded.length; i++) {
      // FNV-1a over the n-gram's UTF-16 code units, seeded by n.
      let h = 0x811c9dc5 ^ n;
      for (let k = i; k < i + n; k++) {
        h ^= padded.charCodeAt(k);
        h = Math.imul(h, 0x01000193);
      }
      out.push((h >>> 0) & (BUCKETS - 1));
    }
  }
  return out;
}

/** The model's probability that a lower-cased word is a person's name word, from its weights. */
export function nameLikenessOf(weights: Float64Array, bias: number, lower: string): number {
  let z = bias;
  for (const f of nameLikenessFeatures(lower)) z += weights[f]!;
  return 1 / (1 + Math.exp(-z));
}

export function decodeNameLikeness(model: NameLikenessModel): { weights: Float64Array; bias: number } {
  const bytes = Buffer.from(model.weights, 'base64');
  if (model.bits !== NAME_LIKENESS_BITS || bytes.length !== BUCKETS) {
    throw new Error('name-likeness.json: unexpected size');
  }
  const weights = new Float64Array(BUCKETS);
  for (let i = 0; i < BUCKETS; i++) weights[i] = ((bytes[i]! << 24) >> 24) * model.scale;
  return { weights, bias: model.bias };
}

let loaded: { weights: Float64Array; bias: number } | null = null;
/** Scores already computed, per lower-cased word; emptied when it grows large (a long-running ingest). */
const memo = new Map<string, number>();
const MEMO_LIMIT = 50_000;

/** How name-like a lower-cased word is (0–1), from the committed model; memoised per word. */
export function nameLikeness(lower: string): number {
  let score = memo.get(lower);
  if (score !== undefined) return score;
  loaded ??= decodeNameLikeness(
    JSON.parse(
      readFileSync(new URL('../data/name-likeness.json', import.meta.url), 'utf8'),
    ) as NameLikenessModel,
  );
  score = nameLikenessOf(loaded.weights, loaded.bias, lower);
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(lower, score);
  return score;
}

/**
 * The score each word of an unknown pair needs to be read as a person's: fitted on the odd-numbered tuning parts
 * and checked on the even-numbered ones (entity-passes.md, sixtieth pass).
 */
export const NAME_LIKE_THRESHOLD = 0.3;

/**
 * Whether token k is a word no list knows that the score may judge: capitalised, shaped like a name word, no
 * common word, given name or surname, no name of the gazetteer or the mined lists, no town, keyword, demonym,
 * title or role.
 */
function unknownNameWordAt(view: NameView, k: number): boolean {
  const value = view.analysed.values[k];
  if (value === undefined || view.capitalised[k] !== 1 || !NAME_WORD.test(value)) return false;
  const word = view.lowers[k]!;
  return (
    !isCommonWord(view, k) &&
    !COMMON_WORDS.has(word) &&
    !FIRST_NAMES.has(word) &&
    !LAST_NAMES.has(word) &&
    !KNOWN_NAMES.has(word) &&
    !TOWNS.has(word) &&
    !ORG_KEYWORDS.has(word) &&
    !PLACE_KEYWORDS.has(word) &&
    !DEMONYMS.has(word) &&
    !PERSON_TITLES.has(word) &&
    !ROLE_NOUNS.has(word) &&
    !NON_ENTITIES.has(word)
  );
}

/**
 * Whether tokens [i, i + 1] are two words no list knows that both look like a person's name words by their
 * letters ("Maury Povich", "Nev Schulman", "Jussie Smollett"), standing alone: no such word just before or
 * after them (a longer name). The cheap shape tests run first; the score only for the pairs they leave. Read by
 * the Title Case headline reader where no other rule took the pair: in running text, two such words are a
 * person by their shape already (personShaped).
 */
export function nameLikePairAt(view: NameView, i: number): boolean {
  return (
    unknownNameWordAt(view, i) &&
    unknownNameWordAt(view, i + 1) &&
    !unknownNameWordAt(view, i - 1) &&
    !unknownNameWordAt(view, i + 2) &&
    // Not part of a hyphenated name ("Jussi-Pekka Kajaala", "Choi Hyung-du"), nor a quotation ("Into 'Nerd
    // Nirvana'", a phrase or a work's title).
    !isHyphen(view.analysed.values[i - 1]) &&
    !isHyphen(view.analysed.values[i + 2]) &&
    !OPENING_QUOTES.has(view.analysed.values[i - 1] ?? '') &&
    nameLikeness(view.lowers[i]!) >= NAME_LIKE_THRESHOLD &&
    nameLikeness(view.lowers[i + 1]!) >= NAME_LIKE_THRESHOLD
  );
}
