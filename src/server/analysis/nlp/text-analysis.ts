// The analysis every enrichment step reads: a text's tokens, lemmas, POS tags, token types, stop words, spacing,
// sentences and sentiment, as wink-nlp's English model gives them. They are computed by fast-analysis.ts, a port
// of wink's tokenizer, automata, tagger and lemmatizer over data exported from its model, which reproduces
// wink's output exactly (wink-analysis.ts holds wink's own pass, the reference it is built from and tested
// against) at about a quarter of the CPU.
import { analysedLowerCases, fastAnalyseText } from './fast-analysis';
import { RecentMemo } from './recent-memo';

export interface AnalysedText {
  /** Surface form of each token. */
  values: string[];
  /** Lower-cased lemma of each token (wink keeps proper nouns' case; we do not). */
  lemmas: string[];
  /** Universal POS tag of each token (PROPN, NOUN, VERB, ...). */
  pos: string[];
  /** wink token type: word, number, punctuation, symbol, url, email, ... */
  types: string[];
  stopWords: boolean[];
  /** Whitespace before each token, to rebuild multi-token names exactly as written. */
  spaces: string[];
  /** For each sentence, its first and last token index (inclusive). */
  sentenceSpans: Array<[number, number]>;
  /** wink's document sentiment (the mean over sentences), in [-1, 1]. */
  sentiment: number;
}

/** The analysis of `text` (see the module comment). */
export function analyseText(text: string): AnalysedText {
  return fastAnalyseText(text);
}

/**
 * Each token's value lower-cased: read from the analyser's memo of each token when `analysed` is one of the last
 * few analyses it made (analyses are never changed in place; a changed copy is another object), else computed.
 */
export function lowerCaseValues(analysed: AnalysedText): string[] {
  return analysedLowerCases(analysed) ?? analysed.values.map((value) => value.toLowerCase());
}

/** The text of tokens [from, to] as written (single spaces where the text had any whitespace run). */
export function textOfTokens(analysed: AnalysedText, from: number, to: number): string {
  let text = analysed.values[from] ?? '';
  for (let i = from + 1; i <= to; i++) text += (analysed.spaces[i] ? ' ' : '') + analysed.values[i]!;
  return text;
}

/** The text of sentence k. */
export function sentenceText(analysed: AnalysedText, k: number): string {
  const [from, to] = analysed.sentenceSpans[k]!;
  return textOfTokens(analysed, from, to);
}

const HAS_LETTER = /\p{L}/u;

/** Whether token i carries topical meaning: a word, not a stop word, with a letter, at least 2 characters. */
function isContentToken(analysed: AnalysedText, i: number): boolean {
  if (analysed.types[i] !== 'word' || analysed.stopWords[i]) return false;
  const lemma = analysed.lemmas[i]!;
  return lemma.length >= 2 && HAS_LETTER.test(lemma);
}

/** The content flags of the last few texts asked about (an article's title and body, asked by several steps). */
const recentContentFlags = new RecentMemo<AnalysedText, Uint8Array>(4);

/**
 * isContentToken of every token (1 or 0), kept for the last few texts: the terms, the summary and the embedding all
 * ask, and the letter test is a regular expression per token.
 */
export function contentFlags(analysed: AnalysedText): Uint8Array {
  let flags = recentContentFlags.get(analysed);
  if (!flags) {
    flags = new Uint8Array(analysed.lemmas.length);
    for (let i = 0; i < flags.length; i++) flags[i] = isContentToken(analysed, i) ? 1 : 0;
    recentContentFlags.set(analysed, flags);
  }
  return flags;
}

/** Lemmas of the content tokens in [from, to), in text order: the terms the classifier and embedding use. */
export function contentTerms(analysed: AnalysedText, from = 0, to = analysed.lemmas.length): string[] {
  const terms: string[] = [];
  const end = Math.min(to, analysed.lemmas.length);
  const flags = contentFlags(analysed);
  for (let i = from; i < end; i++) {
    if (flags[i] === 1) terms.push(analysed.lemmas[i]!);
  }
  return terms;
}
