// wink-nlp's own pass over a text, flattened into an `AnalysedText`: the reference the runtime analyser
// (fast-analysis.ts, a port of wink) is built from and checked against (build-fast-lexicon.ts, the tests, the
// benches). Enrichment no longer calls it, so a running server never loads wink's model.
import { createRequire } from 'node:module';
import winkNLP, { type ItemSentence, type ItsFunction } from 'wink-nlp';
import type { AnalysedText } from './text-analysis';

type WinkNlp = ReturnType<typeof winkNLP>;
let loaded: WinkNlp | null = null;

/**
 * wink with only the pipes we use: sentence boundaries, negation (sentiment needs it), sentiment and POS
 * (dropping wink's own date/number entity recogniser roughly halves the per-document cost). Its model holds
 * about 40 MB, so it is loaded on first use: a server that never analyses text (no clustering by title or
 * summary) never holds it.
 */
function nlp(): WinkNlp {
  return (loaded ??= loadWink());
}

/** Set by `capture`, which wink calls with a document's raw data when asked for a token's `out`. */
let captured: { rdd: WinkDocData; addons: WinkAddons } | null = null;
const capture = (_index: number, rdd: WinkDocData, addons: WinkAddons): number => {
  captured = { rdd, addons };
  return 0;
};
const takeCaptured = () => {
  const data = captured;
  captured = null;
  return data;
};

/** The parts of wink's lexicon cache (wink-nlp/src/cache.js) that tokenizing and the token reader use. */
export interface WinkCache {
  add(text: string, category: number): number;
  lookup(text: string): number[] | null;
  intrinsicSize(): number;
  value(index: number): string;
  property(index: number, name: string): unknown;
  normal(index: number): number;
  nox(word: number): number;
  mappedSpelling(index: number): number;
  valueOf(feature: string, index: number): string;
}

/** What wink hands an `its` function: a document's raw data (wink-nlp/src/wink-nlp.js, `readDoc`). */
interface WinkDocData {
  cache: WinkCache;
  /** Four numbers per token: lexeme index, spaces (or contraction), POS and lemma, negation. */
  tokens: number[];
  /** [first token, last token, negation, sentiment] of each sentence. */
  sentences: number[][];
  /** The same for the whole document. */
  document: number[];
  nonBreakingSpaces: Record<number, string>;
}

interface WinkAddons {
  lemmatize(value: string, pos: string, cache: WinkCache): string | undefined;
}

interface WinkCoreModel {
  features: { lexeme: { hash: Record<string, number> } };
}

type WinkModel = Parameters<typeof winkNLP>[0] & { core: () => WinkCoreModel };

/**
 * A wink instance's lexicon cache, which wink hands only to token mappers on its allowed list: one is put
 * there for a one-word document and taken off again.
 */
export function lexiconCacheOf(wink: WinkNlp): WinkCache {
  const require = createRequire(import.meta.url);
  const allowed = require('wink-nlp/src/allowed.js') as { its4token: Set<unknown> };
  let cache: WinkCache | undefined;
  const grab = (_index: number, rdd: { cache: WinkCache }): number => {
    cache = rdd.cache;
    return 0;
  };
  allowed.its4token.add(grab);
  try {
    wink
      .readDoc('x')
      .tokens()
      .out(grab as unknown as ItsFunction<number>);
  } finally {
    allowed.its4token.delete(grab);
  }
  if (!cache) throw new Error('wink-nlp did not expose its lexicon cache');
  return cache;
}

/**
 * wink learns every out-of-vocabulary word it meets into its lexicon cache, and two things then depended
 * on what the same wink instance (one per worker) had read before: its tokenizer keeps a word it finds
 * there whole (once one article had "McDonald's." — learned whole — every later "McDonald's" stayed one
 * token instead of "McDonald" + "'s"), and a learned word keeps the token type of its first sighting
 * ("USD" seen once as a plain word was no longer a currency). So the same article could get different
 * tokens, entities, themes and embeddings depending on worker count, batch size and order. Here the
 * tokenizer's look-ups see only the shipped vocabulary, and a learned word met with another token type is
 * learned afresh; wink's feature extraction while it adds a word still sees learned words. Tokens then
 * depend on the text alone, and a learned word keeps one cache entry (no growth per occurrence).
 * wink exposes its cache only to token mappers on its allowed list, and the lexeme hash only through
 * the model's core() that it calls once.
 */
function loadWink(): WinkNlp {
  const require = createRequire(import.meta.url);
  const model = require('wink-eng-lite-web-model') as WinkModel;
  let core: WinkCoreModel | undefined;
  const capturing: WinkModel = { ...model, core: () => (core = model.core()) };
  const wink = winkNLP(capturing, ['sbd', 'negation', 'sentiment', 'pos']);

  const allowed = require('wink-nlp/src/allowed.js') as { its4token: Set<unknown> };
  // Kept on the list: analyseTextWithWink reads each document's token arrays through it (see readTokens).
  allowed.its4token.add(capture);
  const cache = lexiconCacheOf(wink);
  if (!core) throw new Error('wink-nlp did not call its model core()');
  const lexemes = core.features.lexeme.hash;
  const shipped = cache.intrinsicSize();
  const add = cache.add.bind(cache);
  const lookup = cache.lookup.bind(cache);
  /** Token type each learned word (and its lower-case form) was learned with. */
  const learnedAs = new Map<string, number>();
  let adding = 0;
  // Called for every occurrence of a learned word (the tokenizer no longer finds it): no allocation per call.
  const forget = (key: string, category: number) => {
    const learned = learnedAs.get(key);
    if (learned !== undefined && learned !== category) delete lexemes[key];
  };
  const remember = (key: string, category: number) => {
    if ((lexemes[key] ?? 0) >= shipped && learnedAs.get(key) !== category) learnedAs.set(key, category);
  };
  cache.add = (text, category) => {
    const lower = text.toLowerCase();
    forget(text, category);
    if (lower !== text) forget(lower, category);
    adding++;
    try {
      const index = add(text, category);
      remember(text, category);
      if (lower !== text) remember(lower, category);
      return index;
    } finally {
      adding--;
    }
  };
  cache.lookup = (text) => {
    const found = lookup(text);
    return adding === 0 && found?.length === 1 && found[0]! >= shipped ? null : found;
  };
  return wink;
}

export function analyseTextWithWink(text: string): AnalysedText {
  const wink = nlp();
  const doc = wink.readDoc(text);
  const tokens = doc.tokens();
  if (tokens.length() === 0) return flattenByOut(wink, doc);
  tokens.itemAt(0).out(capture as unknown as ItsFunction<number>);
  const data = takeCaptured();
  if (!data) throw new Error('wink-nlp did not hand over the document data');
  const { rdd, addons } = data;
  // wink's token array holds small integers until its negation pass writes a flag of 2^31, which turns it into
  // an array of doubles: the two kinds sent readTokens' optimised code back to the interpreter on most calls
  // (`node --trace-deopt`: "wrong map", the same code bailing out again and again). Every array is made one of
  // doubles here (the values stay as they are).
  rdd.tokens.push(0.5);
  rdd.tokens.pop();
  return readTokens(rdd, addons);
}

/**
 * analyseTextWithWink through wink's own `out` accessors, one pass per field: what readTokens must give exactly, and
 * the path for a document without tokens.
 */
export function analyseTextByOut(text: string): AnalysedText {
  const wink = nlp();
  return flattenByOut(wink, wink.readDoc(text));
}

function flattenByOut(wink: WinkNlp, doc: ReturnType<WinkNlp['readDoc']>): AnalysedText {
  const its = wink.its;
  const tokens = doc.tokens();
  const values = tokens.out(its.value) as string[];
  // wink has no lemma for some tokens (emoji, some symbols): fall back to the token itself.
  // wink's typings declare `its.lemma` with a parameter type `out` does not accept; it works at run time.
  const lemmas = tokens.out(its.lemma as unknown as ItsFunction<string>) as Array<string | undefined>;
  for (let i = 0; i < lemmas.length; i++) lemmas[i] = (lemmas[i] ?? values[i]!).toLowerCase();
  const sentenceSpans: Array<[number, number]> = [];
  doc.sentences().each((sentence: ItemSentence) => {
    const span = sentence.out(its.span) as unknown as number[];
    sentenceSpans.push([span[0]!, span[1]!]);
  });
  return {
    values,
    lemmas: lemmas as string[],
    pos: tokens.out(its.pos) as string[],
    types: tokens.out(its.type) as string[],
    stopWords: tokens.out(its.stopWordFlag) as unknown as boolean[],
    spaces: tokens.out(its.precedingSpaces) as string[],
    sentenceSpans,
    sentiment: doc.out(its.sentiment) as unknown as number,
  };
}

// The packing of wink's token arrays (wink-nlp/src/constants.js).
const TOKEN_SIZE = 4;
const SPACES_MASK = 0xffff;
const CONTRACTION = 65535;
const POS_MASK = 0x3f00000;
const POS_SHIFT = 20;
const LEMMA_MASK = 0xfffff;

/**
 * wink's lexicon only grows: an index, once given, keeps its text and features (a word re-learned with another
 * token type gets a new index, see loadWink), so what its accessors compute from an index alone (token type,
 * stop word, the lemma of a word with a single one) is computed once per index here, in arrays indexed by it.
 * The lemmatizer reads the word, its POS and the shipped vocabulary only (its look-ups reject learned words):
 * its result is kept for the POS the index was last read with.
 */
let capacity = 0;
let known = new Uint8Array(0);
let stopWordOf = new Uint8Array(0);
let typeOf: string[] = [];
let singleLemmaOf: Array<string | null> = [];
let lastPosOf = new Int8Array(0);
let lastLemmaOf: string[] = [];
const posNames: string[] = [];
const spaceRuns: string[] = [];

function grow(index: number): void {
  let size = Math.max(capacity, 1 << 16);
  while (size <= index) size *= 2;
  const copy = <T extends Uint8Array | Int8Array>(from: T, to: T) => (to.set(from), to);
  known = copy(known, new Uint8Array(size));
  stopWordOf = copy(stopWordOf, new Uint8Array(size));
  lastPosOf = copy(lastPosOf, new Int8Array(size).fill(-1));
  // Filled, so that the arrays stay dense (a sparse write far past the end would make V8 store them as a hash).
  typeOf = typeOf.concat(new Array<string>(size - capacity).fill(''));
  singleLemmaOf = singleLemmaOf.concat(new Array<string | null>(size - capacity).fill(null));
  lastLemmaOf = lastLemmaOf.concat(new Array<string>(size - capacity).fill(''));
  capacity = size;
}

/** Reads what the accessors its.type, its.stopWordFlag and its.lemma (wink-nlp/src/its.js) get from `index`. */
function learnLexeme(cache: WinkCache, index: number): void {
  if (index >= capacity) grow(index);
  const mapped = cache.mappedSpelling(index);
  const single = cache.property(mapped, 'isSLemma') === 1;
  const lemma = single ? cache.value(cache.property(mapped, 'lemma') as number) : undefined;
  typeOf[index] = cache.property(index, 'tokenType') as string;
  stopWordOf[index] = cache.property(cache.normal(index), 'isStopWord') === 1 ? 1 : 0;
  singleLemmaOf[index] = single ? (lemma ?? cache.value(index)).toLowerCase() : null;
  known[index] = 1;
}

/** The same arrays as flattenByOut, in one pass over wink's token arrays. */
function readTokens(rdd: WinkDocData, addons: WinkAddons): AnalysedText {
  const { cache, tokens } = rdd;
  const count = tokens.length / TOKEN_SIZE;
  const values = new Array<string>(count);
  const lemmas = new Array<string>(count);
  const pos = new Array<string>(count);
  const types = new Array<string>(count);
  const stopWords = new Array<boolean>(count);
  const spaces = new Array<string>(count);
  for (let i = 0; i < count; i++) {
    const at = i * TOKEN_SIZE;
    const index = tokens[at]!;
    const spacing = tokens[at + 1]!;
    const packed = tokens[at + 2]!;
    const value = cache.value(index);
    const posIndex = (packed & POS_MASK) >>> POS_SHIFT;
    const posName = (posNames[posIndex] ??= cache.valueOf('pos', posIndex));
    if (index >= capacity || known[index] === 0) learnLexeme(cache, index);
    values[i] = value;
    pos[i] = posName;
    types[i] = typeOf[index]!;
    if (spacing > CONTRACTION) {
      // A contraction's expansion carries its own normal and lemma.
      stopWords[i] = cache.property(cache.nox(spacing), 'isStopWord') === 1;
      lemmas[i] = (cache.value(packed & LEMMA_MASK) ?? value).toLowerCase();
    } else {
      stopWords[i] = stopWordOf[index] === 1;
      let lemma = singleLemmaOf[index] ?? null;
      if (lemma === null) {
        if (lastPosOf[index] === posIndex) lemma = lastLemmaOf[index]!;
        else {
          const found = addons.lemmatize(cache.value(cache.normal(index)), posName, cache);
          lemma = (found ?? value).toLowerCase();
          lastPosOf[index] = posIndex;
          lastLemmaOf[index] = lemma;
        }
      }
      lemmas[i] = lemma;
    }
    const run = spacing & SPACES_MASK;
    spaces[i] = run < SPACES_MASK ? (spaceRuns[run] ??= ''.padEnd(run)) : rdd.nonBreakingSpaces[i]!;
  }
  const sentenceSpans: Array<[number, number]> = rdd.sentences.map((sentence) => [
    sentence[0]!,
    sentence[1]!,
  ]);
  return {
    values,
    lemmas,
    pos,
    types,
    stopWords,
    spaces,
    sentenceSpans,
    sentiment: rdd.document[3]!,
  };
}
