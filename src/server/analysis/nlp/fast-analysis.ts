// The text analyser enrichment runs (`analyseText` of text-analysis.ts): the `AnalysedText` wink-nlp gives, field
// for field, from a port of wink-nlp's tokenizer, boundary, negation, sentiment and tagger automata and lemmatizer
// over data/fast-lexicon.json, which build-fast-lexicon.ts exports from wink's English model and writes only when
// the port reproduces wink on every build text. What it saves is wink's generic machinery (a packed lexicon read
// bit by bit, automata keyed through its cache): each distinct whitespace-free chunk of text is tokenized once and
// its tokens' features computed once, in memos keyed by text alone (so the output never depends on what was read
// before), and the automata run over integer keys. Figures: bench/results/fast-analysis-spike.md.
//
// Ported from wink-nlp 2.4 and built from the data of wink-eng-lite-web-model 1.8, both under the MIT licence:
// Copyright (c) 2017-25 (wink-nlp) and 2017-20 (the model) GRAYPE Systems Private Limited. Permission is hereby granted, free of charge, to any person
// obtaining a copy of this software and associated documentation files (the "Software"), to deal in the Software
// without restriction, including without limitation the rights to use, copy, modify, merge, publish, distribute,
// sublicense, and/or sell copies of the Software, and to permit persons to whom the Software is furnished to do so,
// subject to the following conditions: The above copyright notice and this permission notice shall be included in
// all copies or substantial portions of the Software. THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY
// KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A
// PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY
// CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR
// IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.
import { readFileSync } from 'node:fs';
import { RecentMemo } from './recent-memo';
import type { AnalysedText } from './text-analysis';

/** An automaton of wink's (wink-nlp/src/automaton.js) with its token keys spelled as text. */
export interface FsmData {
  /**
   * Transitions of each state, as JSON (a string keeps the data file compact): key (a normal, or "\u0001" + a code:
   * end of text, otherwise, a hint, a tag) → state.
   */
  states: string;
  terminals: Record<string, string>;
  marks: Record<string, [number, number]>;
}

/** What data/fast-lexicon.json holds (written by build-fast-lexicon.ts). */
export interface FastLexiconData {
  /** Where the data come from, and their licence. */
  source: string;
  categories: string[];
  /** Regular expressions as [source, flags, category]: the linear detectors and the recursive splitters. */
  ltc: Array<[string, string, number]>;
  rtc: Array<[string, string, number]>;
  helpers: { splitter: string; anyWithRP: string; anyWithLP: string; LPanyRP: string };
  preservePrefix: string[];
  preserveSuffix: string[];
  /** Every shipped lexeme the tokenizer must know by its exact text, with its token type (category index). */
  lexemeTypes: Record<string, number>;
  /** Contractions: their parts as [value, normal, lemma, POS]. */
  contractions: Record<string, Array<[string, string, string, string]>>;
  /** Shipped lexemes whose normal is not their lower case. */
  normals: Record<string, string>;
  stopWords: string[];
  /** Sentence-boundary hints of shipped lexemes (code minus 1,080,000). */
  sbdHints: Record<string, number>;
  abbreviations: string[];
  sbd: FsmData;
  negation: FsmData;
  sentiment: FsmData;
  /** wink's POS tagger: two automata over tags and hints (pos-transformers.js, pos-updater.js). */
  pos: FsmData[];
  tags: string[];
  /** Tags each lexeme cluster admits (the tagger changes a tag only to one of these). */
  posClusters: number[][];
  /**
   * Every shipped lexeme but those holding whitespace, seven fields each, all split by single spaces: value, default
   * tag, its own tag when that differs, cluster, POS hint, base form (1/0), single lemma ("=": the value itself).
   */
  lexemes: string;
  /** The lexemes holding whitespace ("\n\n"), with the six other fields. */
  controlLexemes: Record<string, string[]>;
  /** WordNet's irregular forms wink's lemmatizer reads (lemmatize.js). */
  exceptions: { ADJ: Record<string, string>; NOUN: Record<string, string>; VERB: Record<string, string> };
}

const CODE = '\u0001';
const EOS = `${CODE}2070000`;
const OTHERWISE = `${CODE}2070003`;
const HINT_BASE = 1080000;
const MAX_SPACES = 65535;
const NBSP = /[\u00a0\u2002-\u2005\u2009\u200a\u202f\u205f]/;
const SHORT_FORM_DOT = /^(?:(?:[A-Z])(?:\.))+$/i;
const SHORT_FORM = /^(?:(?:[A-Z])(?:\.))+[a-z]?$/i;
const HYPHENS = /[-–—]/g;
const PERIODS = /[.]/g;
const DIGIT = /[0-9]/;
const OOV_ABBREVIATION = /[a-z].*\.$/i;
/** Category codes of wink's English model (token-categories). */
const CAT = {
  unk: 0,
  word: 1,
  number: 2,
  emoji: 7,
  emoticon: 8,
  punctuation: 12,
  wordRP: 15,
} as const;

/** An automaton over key ids: the root's moves in a dense array (most tokens stop there), others in maps. */
interface Fsm {
  root: Int32Array;
  moves: Array<Map<number, number> | undefined>;
  otherwise: Int32Array;
  terminals: Array<string | undefined>;
  marks: Array<[number, number] | undefined>;
}

/** Ids of every key the three automata use, shared so that a token's normal is looked up once. */
class KeyIds {
  readonly ids = new Map<string, number>();
  id(key: string): number {
    let id = this.ids.get(key);
    if (id === undefined) this.ids.set(key, (id = this.ids.size));
    return id;
  }
  get(key: string): number {
    return this.ids.get(key) ?? -1;
  }
}

function compileFsm(data: FsmData, keys: KeyIds): Fsm {
  let states = 1;
  const parsed = JSON.parse(data.states) as Record<string, Record<string, number>>;
  for (const [state, moves] of Object.entries(parsed)) {
    states = Math.max(states, Number(state) + 1);
    for (const next of Object.values(moves)) states = Math.max(states, next + 1);
  }
  for (const state of Object.keys(data.terminals)) states = Math.max(states, Number(state) + 1);
  const moves = new Array<Map<number, number> | undefined>(states);
  const otherwise = new Int32Array(states);
  for (const [state, stateMoves] of Object.entries(parsed)) {
    const map = new Map<number, number>();
    for (const [key, next] of Object.entries(stateMoves)) {
      if (key === OTHERWISE) otherwise[Number(state)] = next;
      else map.set(keys.id(key), next);
    }
    moves[Number(state)] = map;
  }
  const terminals = new Array<string | undefined>(states);
  for (const [state, label] of Object.entries(data.terminals)) terminals[Number(state)] = label;
  const marks = new Array<[number, number] | undefined>(states);
  for (const [state, mark] of Object.entries(data.marks)) marks[Number(state)] = mark;
  return { root: new Int32Array(0), moves, otherwise, terminals, marks };
}

/** Fills each automaton's dense root array once every key has its id. */
function denseRoot(fsm: Fsm, keyCount: number): void {
  fsm.root = new Int32Array(keyCount);
  for (const [key, next] of fsm.moves[0] ?? []) fsm.root[key] = next;
}

/** A match: first and last token, label. */
type Match = [number, number, string];

/** wink's pushMatch2Patterns: label "0" marks a pattern that only consumes its tokens; a mark trims the match. */
function pushMatch(
  patterns: Match[],
  label: string,
  mark: [number, number] | undefined,
  from: number,
  to: number,
): void {
  if (label === '0') return;
  patterns.push(mark ? [from + mark[0], to - mark[1], label] : [from, to, label]);
}

/**
 * wink's `recognize` (automaton.js), without pattern swaps: the first terminal state reached ends a match, and
 * an "otherwise" move remembers the longest shorter match to fall back on. Keys are ids (-1: no automaton has
 * it); line breaks are stepped over.
 */
function recognize(fsm: Fsm, keys: Int32Array, skip: Uint8Array, eos: number): Match[] {
  const length = keys.length;
  const patterns: Match[] = [];
  const { root, moves, otherwise, terminals, marks } = fsm;
  let first = 0;
  let state = 0;
  let lastOtherwiseIndex = 0;
  let lastOtherwiseState = 0;
  for (let i = 0; i <= length; i++) {
    for (let j = i; j <= length; j++) {
      if (j < length && skip[j] === 1) continue;
      const key = j === length ? eos : keys[j]!;
      let next = key < 0 ? 0 : state === 0 ? root[key]! : (moves[state]?.get(key) ?? 0);
      if (state === 0 && next) first = j;
      if (terminals[next] !== undefined) {
        pushMatch(patterns, terminals[next]!, marks[next], first, j);
        i = j;
        j = length + 100;
        next = 0;
        lastOtherwiseState = 0;
      } else if (next === 0) {
        if (lastOtherwiseState) {
          pushMatch(
            patterns,
            terminals[lastOtherwiseState]!,
            marks[lastOtherwiseState],
            first,
            lastOtherwiseIndex,
          );
          i = lastOtherwiseIndex;
          next = 0;
          lastOtherwiseState = 0;
        }
        j = length + 100;
      }
      state = next;
      if (otherwise[state]) {
        lastOtherwiseIndex = j;
        lastOtherwiseState = otherwise[state]!;
      }
    }
  }
  return patterns;
}

/** wink's locate (wink-nlp/src/locate.js): the span holding `token`, or a half index between two. */
function locate(token: number, spans: ReadonlyArray<{ readonly 0: number; readonly 1: number }>): number {
  let min = 0;
  let max = spans.length - 1;
  let edge = -1;
  while (min <= max) {
    const current = ((min + max) / 2) | 0;
    if (token > spans[current]![1]!) {
      min = current + 1;
      edge = current + 0.5;
    } else if (token < spans[current]![0]!) {
      max = current - 1;
      edge = current - 0.5;
    } else return current;
  }
  return edge;
}

export interface Lexicon {
  data: FastLexiconData;
  categories: string[];
  ltc: Array<[RegExp, number]>;
  rtc: Array<[RegExp, number]>;
  splitter: RegExp;
  anyWithRP: RegExp;
  anyWithLP: RegExp;
  LPanyRP: RegExp;
  preservePrefix: Set<string>;
  preserveSuffix: Set<string>;
  lexemeTypes: Map<string, number>;
  contractions: Map<string, Array<[string, string, string, number]>>;
  normals: Map<string, string>;
  stopWords: Set<string>;
  sbdHints: Map<string, number>;
  abbreviations: Set<string>;
  sbd: Fsm;
  negation: Fsm;
  sentiment: Fsm;
  keys: KeyIds;
  eos: number;
  pos: Fsm[];
  tags: string[];
  tagIndex: Map<string, number>;
  /** Key id of each tag and of each POS hint, for the POS automata. */
  tagKeys: Int32Array;
  hintKeys: Map<number, number>;
  posClusters: Array<Set<number>>;
  lexemes: Map<string, Lexeme>;
  exceptions: Record<string, Map<string, string> | undefined>;
  /** Each distinct token's Info, and the tokens of each distinct whitespace-free chunk of text: pure functions of
   * their text, so kept. */
  infos: Map<string, Info>;
  chunks: Map<string, Info[]>;
}

/** What wink's packed lexicon says of a shipped lexeme, as far as the tagger and lemmatizer ask. */
interface Lexeme {
  /** posOf(mappedSpelling(index)): the default tag of a token with this text. */
  tag: number;
  /** posOf(index): the tag an unknown word's lower case lends it. */
  ownTag: number;
  cluster: number;
  hint: number;
  baseForm: boolean;
  singleLemma: string | null;
}

let loaded: Lexicon | null = null;

export const FAST_LEXICON_URL = new URL('./data/fast-lexicon.json', import.meta.url);

function lexicon(): Lexicon {
  return (loaded ??= compileLexicon(JSON.parse(readFileSync(FAST_LEXICON_URL, 'utf8')) as FastLexiconData));
}

export function compileLexicon(data: FastLexiconData): Lexicon {
  const tagIndex = new Map(data.tags.map((tag, i) => [tag, i]));
  const contractions = new Map<string, Array<[string, string, string, number]>>();
  for (const [form, parts] of Object.entries(data.contractions)) {
    contractions.set(
      form,
      parts.map(([value, normal, lemma, pos]) => [value, normal, lemma, tagIndex.get(pos) ?? 0]),
    );
  }
  const lexemes = new Map<string, Lexeme>();
  const addLexeme = (value: string, [tag, ownTag, cluster, hint, baseForm, singleLemma]: string[]) =>
    lexemes.set(value, {
      tag: Number(tag),
      ownTag: ownTag ? Number(ownTag) : Number(tag),
      cluster: Number(cluster),
      hint: Number(hint),
      baseForm: baseForm === '1',
      singleLemma: singleLemma === '=' ? value : singleLemma || null,
    });
  const fields = data.lexemes.split(' ');
  for (let k = 0; k + 6 < fields.length; k += 7) addLexeme(fields[k]!, fields.slice(k + 1, k + 7));
  for (const [value, rest] of Object.entries(data.controlLexemes)) addLexeme(value, rest);
  const keys = new KeyIds();
  const sbd = compileFsm(data.sbd, keys);
  const negation = compileFsm(data.negation, keys);
  const sentiment = compileFsm(data.sentiment, keys);
  const pos = data.pos.map((fsm) => compileFsm(fsm, keys));
  const eos = keys.id(EOS);
  for (let hint = 1; hint <= 8; hint++) keys.id(`${CODE}${hint + HINT_BASE}`);
  const tagKeys = new Int32Array(data.tags.length);
  for (let tag = 0; tag < data.tags.length; tag++) tagKeys[tag] = keys.id(`${CODE}${tag}`);
  const hintKeys = new Map<number, number>();
  for (const lexeme of lexemes.values())
    if (lexeme.hint && !hintKeys.has(lexeme.hint))
      hintKeys.set(lexeme.hint, keys.id(`${CODE}${lexeme.hint + HINT_BASE}`));
  for (const fsm of [sbd, negation, sentiment, ...pos]) denseRoot(fsm, keys.ids.size);
  const regexes = (list: Array<[string, string, number]>) =>
    list.map(([source, flags, category]): [RegExp, number] => [new RegExp(source, flags), category]);
  return {
    data,
    categories: data.categories,
    ltc: regexes(data.ltc),
    rtc: regexes(data.rtc),
    splitter: new RegExp(data.helpers.splitter),
    anyWithRP: new RegExp(data.helpers.anyWithRP),
    anyWithLP: new RegExp(data.helpers.anyWithLP),
    LPanyRP: new RegExp(data.helpers.LPanyRP),
    preservePrefix: new Set(data.preservePrefix),
    preserveSuffix: new Set(data.preserveSuffix),
    lexemeTypes: new Map(Object.entries(data.lexemeTypes)),
    contractions,
    normals: new Map(Object.entries(data.normals)),
    stopWords: new Set(data.stopWords),
    sbdHints: new Map(Object.entries(data.sbdHints)),
    abbreviations: new Set(data.abbreviations),
    sbd,
    negation,
    sentiment,
    keys,
    eos,
    pos,
    tags: data.tags,
    tagIndex,
    tagKeys,
    hintKeys,
    posClusters: data.posClusters.map((tags) => new Set(tags)),
    lexemes,
    infos: new Map(),
    chunks: new Map(),
    exceptions: Object.fromEntries(
      Object.entries(data.exceptions).map(([tag, forms]) => [tag, new Map(Object.entries(forms))]),
    ),
  };
}

/** Tokens as the tokenizer yields them, before tagging. */
export interface FastTokens {
  values: string[];
  /** Token type (category index). */
  categories: number[];
  /** Preceding spaces: a count, or -1 when `nbsp` holds the run. */
  spaces: string[];
  /** For a contraction's part, its normal, lemma and POS index; null otherwise. */
  expansions: Array<[string, string, number] | null>;
}

/** A port of wink's tokenizer (wink-nlp/src/tokenizer.js and recursive-tokenizer.js) over the shipped lexemes. */
export function tokenize(text: string, lex: Lexicon = lexicon()): FastTokens {
  const out: FastTokens = { values: [], categories: [], spaces: [], expansions: [] };
  const spaceRun = (count: number, nbsp: string | null) =>
    nbsp !== null && count > 0 ? nbsp : count > 0 ? ' '.repeat(count) : '';

  const addToken = (value: string, category: number, spaces: number, nbsp: string | null) => {
    out.values.push(value);
    // A shipped lexeme has its own type; wink learns any other text with the category it arrived with.
    out.categories.push(lex.lexemeTypes.get(value) ?? (lex.lexemes.has(value) ? CAT.word : category));
    out.spaces.push(spaceRun(spaces, nbsp));
    out.expansions.push(null);
  };
  /** Adds `value` if wink's cache (shipped lexemes only) holds it; false otherwise. */
  const addIfInCache = (value: string, spaces: number, nbsp: string | null): boolean => {
    const parts = lex.contractions.get(value);
    if (parts) {
      for (let k = 0; k < parts.length; k++) {
        const [part, normal, lemma, pos] = parts[k]!;
        out.values.push(part);
        out.categories.push(lex.lexemeTypes.get(part) ?? CAT.word);
        out.spaces.push(k === 0 ? spaceRun(spaces, nbsp) : '');
        out.expansions.push([normal, lemma, pos]);
      }
      return true;
    }
    if (!lex.lexemes.has(value) && !lex.lexemeTypes.has(value)) return false;
    addToken(value, CAT.word, spaces, nbsp);
    return true;
  };
  const isLexeme = (value: string) =>
    lex.contractions.has(value) || lex.lexemes.has(value) || lex.lexemeTypes.has(value);
  const detect = (value: string): number => {
    for (const [regex, category] of lex.ltc) if (regex.test(value)) return category;
    return CAT.unk;
  };

  // The recursive tokenizer.
  let ps = 0;
  let psNbsp: string | null = null;
  const pushHyphenated = (token: string, tokens: Array<string | [string, number]>) => {
    if (isLexeme(token) || DIGIT.test(token)) {
      tokens.push([token, CAT.word]);
      return;
    }
    const hyphens = token.match(HYPHENS);
    if (hyphens === null) {
      tokens.push([token, CAT.word]);
      return;
    }
    const parts = token.split(HYPHENS);
    if (lex.preservePrefix.has(parts[0]!) || lex.preserveSuffix.has(parts[parts.length - 1]!)) {
      tokens.push([token, CAT.word]);
      return;
    }
    for (let i = 0; i < parts.length; i++) {
      if (parts[i] !== '') tokens.push([parts[i]!, CAT.word]);
      if (i < hyphens.length) tokens.push([hyphens[i]!, CAT.punctuation]);
    }
  };
  const pushWord = (token: string, tokens: Array<string | [string, number]>) => {
    if (isLexeme(token) || SHORT_FORM_DOT.test(token)) {
      tokens.push([token, CAT.word]);
      return;
    }
    const periods = token.match(PERIODS);
    if (periods === null) {
      pushHyphenated(token, tokens);
      return;
    }
    const parts = token.split(PERIODS);
    let current = '';
    for (let i = 0; i < parts.length; i++) {
      const joined = current + parts[i]!;
      if (SHORT_FORM.test(joined) || (isLexeme(joined) && joined.length > 2) || current === '')
        current = joined;
      else {
        pushHyphenated(current, tokens);
        current = parts[i]!;
      }
      if (i < periods.length) {
        const dotted = current + periods[i]!;
        if (SHORT_FORM.test(dotted) || (isLexeme(dotted) && dotted.length > 2)) current = dotted;
        else {
          pushHyphenated(current, tokens);
          tokens.push([periods[i]!, CAT.punctuation]);
          current = '';
        }
      }
    }
    if (current !== '') pushHyphenated(current, tokens);
  };
  const tokenizeUnit = (text: string, regex: RegExp, category: number) => {
    const matches = text.match(regex) ?? [];
    const balance = text.split(regex);
    const tokens: Array<string | [string, number]> = [];
    for (let i = 0; i < balance.length; i++) {
      const t = balance[i]!.trim();
      if (t) tokens.push(t);
      if (i < matches.length) {
        if (category === CAT.word) pushWord(matches[i]!, tokens);
        else tokens.push([matches[i]!, category]);
      }
    }
    return tokens;
  };
  const recursive = (text: string, level: number) => {
    if (level >= lex.rtc.length) {
      addToken(text, CAT.unk, ps, psNbsp);
      ps = 0;
      return;
    }
    const [regex, category] = lex.rtc[level]!;
    for (const token of tokenizeUnit(text.trim(), regex, category)) {
      if (typeof token === 'string') recursive(token, level + 1);
      else {
        if (!addIfInCache(token[0], ps, psNbsp)) addToken(token[0], token[1], ps, psNbsp);
        ps = 0;
      }
    }
  };
  const tokenizeRecursively = (text: string, spaces: number, nbsp: string | null) => {
    ps = spaces;
    psNbsp = nbsp;
    recursive(text, 0);
  };

  const processWordRP = (token: string, spaces: number, nbsp: string | null) => {
    if (token.length === 2 && token[1] === '.') addToken(token, CAT.word, spaces, nbsp);
    else {
      addToken(token.slice(0, -1), CAT.word, spaces, nbsp);
      addToken(token.slice(-1), CAT.punctuation, 0, nbsp);
    }
  };
  const process = (token: string, category: number, spaces: number, nbsp: string | null) => {
    if (category === CAT.unk) processUnk(token, spaces, nbsp);
    else if (category === CAT.wordRP) processWordRP(token, spaces, nbsp);
    else addToken(token, category, spaces, nbsp);
  };
  const processUnk = (text: string, spaces: number, nbsp: string | null) => {
    let match = lex.anyWithRP.exec(text);
    if (match) {
      if (!addIfInCache(match[1]!, spaces, nbsp)) {
        const category = detect(match[1]!);
        if (category === CAT.unk) tokenizeRecursively(text, spaces, nbsp);
        else {
          process(match[1]!, category, spaces, nbsp);
          addToken(match[2]!, CAT.punctuation, 0, nbsp);
        }
      } else addToken(match[2]!, CAT.punctuation, 0, nbsp);
      return;
    }
    match = lex.anyWithLP.exec(text);
    if (match) {
      if (isLexeme(match[2]!)) {
        addToken(match[1]!, CAT.punctuation, spaces, nbsp);
        addIfInCache(match[2]!, 0, nbsp);
      } else {
        const category = detect(match[2]!);
        if (category === CAT.unk) tokenizeRecursively(text, spaces, nbsp);
        else {
          addToken(match[1]!, CAT.punctuation, spaces, nbsp);
          process(match[2]!, category, 0, nbsp);
        }
      }
      return;
    }
    match = lex.LPanyRP.exec(text);
    if (match) {
      if (isLexeme(match[2]!)) {
        addToken(match[1]!, CAT.punctuation, spaces, nbsp);
        addIfInCache(match[2]!, 0, nbsp);
        addToken(match[3]!, CAT.punctuation, 0, nbsp);
      } else {
        const category = detect(match[2]!);
        if (category === CAT.unk) tokenizeRecursively(text, spaces, nbsp);
        else {
          addToken(match[1]!, CAT.punctuation, spaces, nbsp);
          process(match[2]!, category, 0, nbsp);
          addToken(match[3]!, CAT.punctuation, 0, nbsp);
        }
      }
      return;
    }
    tokenizeRecursively(text, spaces, nbsp);
  };

  const raw = text.split(lex.splitter);
  let spaces = 0;
  let nbsp: string | null = null;
  for (const t of raw) {
    if (!t) continue;
    const hasNbsp = NBSP.test(t);
    if (t[0] === ' ' || hasNbsp) {
      spaces = t.length;
      if (hasNbsp) {
        nbsp = t;
        spaces = MAX_SPACES;
      } else if (spaces > MAX_SPACES - 1) spaces = MAX_SPACES - 1;
    } else {
      if (!addIfInCache(t, spaces, nbsp)) process(t, detect(t), spaces, nbsp);
      spaces = 0;
      nbsp = null;
    }
  }
  return out;
}

/** What the analyser needs of a token, computed once per distinct token (its text, type, and expansion). */
interface Info {
  value: string;
  category: number;
  type: string;
  /** The value lower-cased (`value.toLowerCase()`), for readers of the analysis that fold case per token. */
  lower: string;
  normal: string;
  /** Key id of the normal for the negation and sentiment automata (-1: none has it). */
  key: number;
  /** Key id for the boundary automaton, without and with spaces before the token. */
  sbdKey: number;
  sbdKeySpaced: number;
  stop: boolean;
  newline: boolean;
  /** The tag the tagger starts from, and the key id of the token's POS hint (-1: none). */
  defaultTag: number;
  hintKey: number;
  /** Tags the tagger's rules may give it (its normal's cluster). */
  cluster: Set<number>;
  /** A contraction's part keeps its tag and lemma. */
  fixedTag: number;
  /** Lemma by tag, filled as tags are met. */
  lemmas: string[];
}

/** Bounds the two memos (clearing them changes nothing but time). */
const MAX_MEMO = 200_000;

// wink-eng-lite-web-model's `pos` feature of a word it does not know (feature.js).
const LOWER_WORD = /^[a-z][a-z\-–—.]*$/;
const TITLE_WORD = /^[A-Z][a-z\-–—.]*$/;
const CATEGORY_TAGS = [17, 0, 9, 15, 15, 12, 15, 15, 15, 15, 11, 15, 13, 15, 14, 0, 0, 0, 9, 0];
const SUFFIX_TAGS: Record<string, number> = {
  ing: 16,
  ed: 16,
  ly: 3,
  able: 1,
  tish: 1,
  like: 1,
  ous: 1,
  ful: 1,
  ary: 1,
  less: 1,
  ier: 1,
  est: 1,
  fy: 1,
  ky: 1,
  es: 8,
  er: 8,
  or: 8,
  ity: 8,
  ion: 8,
  llah: 12,
  stan: 12,
  gton: 12,
  abad: 12,
  land: 12,
  pur: 12,
  tnam: 12,
};
const PREFIX_TAGS: Record<string, number> = { anti: 1, post: 1, non: 1, cross: 8 };
const affixTag = (table: Record<string, number>, affix: string) =>
  Object.prototype.hasOwnProperty.call(table, affix) ? table[affix]! : 0;

function unknownWordTag(lex: Lexicon, word: string, category: number): number {
  let tag = 0;
  if (category === CAT.word) {
    const lower = word.toLowerCase();
    const known = lex.lexemes.get(lower);
    if (known) tag = known.ownTag === 8 || known.ownTag === 1 ? 12 : known.ownTag;
    else if (!LOWER_WORD.test(word)) tag = 12;
    else
      tag =
        affixTag(SUFFIX_TAGS, lower.slice(-4)) ||
        affixTag(SUFFIX_TAGS, lower.slice(-3)) ||
        affixTag(SUFFIX_TAGS, lower.slice(-2)) ||
        affixTag(PREFIX_TAGS, lower.slice(0, 5)) ||
        affixTag(PREFIX_TAGS, lower.slice(0, 4)) ||
        affixTag(PREFIX_TAGS, lower.slice(0, 3)) ||
        affixTag(PREFIX_TAGS, lower.slice(0, 2)) ||
        8;
  }
  return tag || CATEGORY_TAGS[category] || (TITLE_WORD.test(word) ? 12 : 8);
}

function infoOf(
  lex: Lexicon,
  value: string,
  category: number,
  expansion: [string, string, number] | null,
): Info {
  const id = expansion ? `${value}${CODE}${expansion.join(CODE)}` : `${value}${CODE}${category}`;
  let info = lex.infos.get(id);
  if (info) return info;
  // A shipped lexeme's normal is its own (cache.js `normal`); an unknown word's is its lower case, or the spelling
  // that lower case is mapped to when wink ships it ("Centre" → "center").
  const lower = value.toLowerCase();
  const normal = expansion
    ? expansion[0]
    : lex.lexemes.has(value) || lex.lexemeTypes.has(value)
      ? (lex.normals.get(value) ?? lower)
      : (lex.normals.get(lower) ?? lower);
  const key = lex.keys.get(normal);
  let hint = lex.sbdHints.get(normal) ?? lex.sbdHints.get(value) ?? 0;
  const abbreviation =
    lex.abbreviations.has(normal) || (!lex.lexemeTypes.has(normal) && OOV_ABBREVIATION.test(normal));
  const sbdKeyOf = (h: number) =>
    h
      ? lex.keys.get(`${CODE}${h + HINT_BASE}`)
      : abbreviation
        ? lex.keys.get(`${CODE}${HINT_BASE + (normal.length === 2 ? 8 : 7)}`)
        : key;
  const sbdKey = sbdKeyOf(hint);
  if (hint === 4) hint = 6;
  const sbdKeySpaced = sbdKeyOf(hint);
  const lexeme = lex.lexemes.get(value);
  const defaultTag = expansion
    ? expansion[2]
    : lexeme
      ? lexeme.tag || 8
      : unknownWordTag(lex, value, category) || 8;
  info = {
    value,
    category,
    type: lex.categories[category]!,
    lower,
    normal,
    key,
    sbdKey,
    sbdKeySpaced,
    stop: lex.stopWords.has(normal),
    newline: normal === '\n',
    defaultTag,
    hintKey: lexeme?.hint ? lex.hintKeys.get(lexeme.hint)! : -1,
    cluster: lex.posClusters[lex.lexemes.get(normal)?.cluster ?? 0]!,
    fixedTag: expansion ? expansion[2] : -1,
    lemmas: [],
  };
  if (expansion) info.lemmas[expansion[2]] = expansion[1].toLowerCase();
  if (lex.infos.size >= MAX_MEMO) lex.infos.clear();
  lex.infos.set(id, info);
  return info;
}

/** wink's lemma of a token (its.js `lemma`, lemmatize.js), lower-cased as analyseText has it. */
function lemmaOf(lex: Lexicon, info: Info, tag: number): string {
  let lemma = info.lemmas[tag];
  if (lemma !== undefined) return lemma;
  const single = lex.lexemes.get(info.value)?.singleLemma;
  if (single) lemma = single.toLowerCase();
  else lemma = lemmatize(lex, info.normal, lex.tags[tag]!).toLowerCase();
  info.lemmas[tag] = lemma;
  return lemma;
}

function hasSameTag(lex: Lexicon, text: string, tag: string): boolean {
  const lexeme = lex.lexemes.get(text);
  if (!lexeme || !lexeme.baseForm || lex.contractions.has(text)) return false;
  return lex.posClusters[lexeme.cluster]!.has(lex.tagIndex.get(tag)!);
}

const NOUN_ENDINGS: Array<[RegExp, string]> = [
  [/s$/, ''],
  [/ses$/, 's'],
  [/xes$/, 'x'],
  [/zes$/, 's'],
  [/ves$/, 'f'],
  [/ches$/, 'ch'],
  [/shes$/, 'sh'],
  [/ies$/, 'y'],
];

function lemmatize(lex: Lexicon, value: string, tag: string): string {
  const exception = lex.exceptions[tag];
  if (tag === 'ADJ') {
    const known = exception!.get(value);
    if (known) return known;
    let lemma = value.replace(/est$|er$/, '');
    if (lemma.length === value.length) return value;
    if (hasSameTag(lex, lemma, 'ADJ')) return lemma;
    lemma += 'e';
    return hasSameTag(lex, lemma, 'ADJ') ? lemma : value;
  }
  if (tag === 'VERB') {
    const known = exception!.get(value);
    if (known) return known;
    let lemma = value.replace(/s$/, '');
    if (lemma.length !== value.length && hasSameTag(lex, lemma, 'VERB')) return lemma;
    lemma = value.replace(/ies$/, 'y');
    if (lemma.length !== value.length && hasSameTag(lex, lemma, 'VERB')) return lemma;
    lemma = value.replace(/es$|ed$|ing$/, '');
    if (lemma.length !== value.length) {
      if (hasSameTag(lex, lemma, 'VERB')) return lemma;
      lemma += 'e';
      if (hasSameTag(lex, lemma, 'VERB')) return lemma;
    }
    return value;
  }
  if (tag === 'NOUN') {
    const known = exception!.get(value);
    if (known) return known;
    for (const [ending, by] of NOUN_ENDINGS) {
      const lemma = value.replace(ending, by);
      if (lemma.length !== value.length && hasSameTag(lex, lemma, 'NOUN')) return lemma;
    }
    return value.replace(/men$/, 'man');
  }
  return value;
}

function chunkInfos(lex: Lexicon, chunk: string): Info[] {
  let found = lex.chunks.get(chunk);
  if (found) return found;
  const tokens = tokenize(chunk, lex);
  found = tokens.values.map((value, i) => infoOf(lex, value, tokens.categories[i]!, tokens.expansions[i]!));
  if (lex.chunks.size >= MAX_MEMO) lex.chunks.clear();
  lex.chunks.set(chunk, found);
  return found;
}

const spaceRuns: string[] = [];

/** What wink records as a token's preceding spaces: a count (capped), or the run itself when it has a non-breaking one. */
function spaceRunOf(chunk: string): string {
  if (NBSP.test(chunk)) return chunk;
  return spaceRunOfLength(chunk.length);
}

/** A run of `length` plain spaces as wink records it: that many spaces, capped. */
function spaceRunOfLength(length: number): string {
  const capped = Math.min(length, MAX_SPACES - 1);
  return (spaceRuns[capped] ??= ' '.repeat(capped));
}

/** Sentence spans by wink's boundary automaton and setter (sbd-transformers.js, sbd-setter.js). */
function sentences(
  lex: Lexicon,
  tokens: Info[],
  spaces: string[],
  skip: Uint8Array,
): Array<[number, number]> {
  const count = tokens.length;
  const keys = new Int32Array(count);
  for (let i = 0; i < count; i++) keys[i] = spaces[i] ? tokens[i]!.sbdKeySpaced : tokens[i]!.sbdKey;
  const matches = recognize(lex.sbd, keys, skip, lex.eos);
  const spans: Array<[number, number]> = [];
  let span: [number, number] = [0, count - 1];
  for (let i = 0; i < matches.length; i++) {
    span[1] = matches[i]![0];
    if (i < matches.length - 1) {
      spans.push(span);
      span = [matches[i]![0] + 1, count - 1];
    }
  }
  spans.push(span);
  if (span[1] < count - 1) spans.push([span[1] + 1, count - 1]);
  return spans;
}

/** Document sentiment as wink computes it (negation-setter.js, sa-setter.js): the mean over sentences. */
function sentimentOf(lex: Lexicon, tokens: Info[], spans: Array<[number, number]>, skip: Uint8Array): number {
  const count = tokens.length;
  const keys = new Int32Array(count);
  for (let i = 0; i < count; i++) keys[i] = tokens[i]!.key;
  const matches = recognize(lex.sentiment, keys, skip, lex.eos);
  if (matches.length === 0) return 0;
  const negated = new Uint8Array(count);
  const negations = recognize(lex.negation, keys, skip, lex.eos);
  for (let k = 0; k < negations.length;) {
    if (negations[k]![2] === '2') {
      k++;
      continue;
    }
    const start = negations[k]![1] + 1;
    let until = spans[locate(negations[k]![1], spans)]![1];
    k++;
    if (k < negations.length) until = until < negations[k]![0] ? until : negations[k]![0];
    else until++;
    for (let i = start; i < until; i++) {
      const category = tokens[i]!.category;
      if (category !== CAT.punctuation && category !== CAT.emoji && category !== CAT.emoticon) negated[i] = 1;
    }
  }
  let documentScore = 0;
  for (let k = 0; k < matches.length;) {
    const sentence = Math.ceil(locate(matches[k]![0], spans));
    const last = Math.floor(locate(spans[sentence]![1], matches));
    let score = 0;
    for (let i = k; i <= last; i++) {
      const weight = Number(matches[i]![2]) / 1000;
      score += negated[matches[i]![0]] ? -weight : weight;
    }
    documentScore += score / (last - k + 1);
    k = last + 1;
  }
  return documentScore / spans.length;
}

/**
 * wink's tagger (wink-nlp.js `readDoc`, pos-transformers.js, pos-updater.js, pos-setter.js): each token's default
 * tag, then two automata over tags and hints whose matches set a tag outright (a negative label) or when the
 * token's cluster admits it. The tagger's automata step over the key of wink's out-of-vocabulary lexeme (0), which
 * here is the tag UNK; a contraction's part keeps its own tag.
 */
function posTags(lex: Lexicon, tokens: Info[]): Int32Array {
  const count = tokens.length;
  const tags = new Int32Array(count);
  for (let i = 0; i < count; i++) tags[i] = tokens[i]!.defaultTag;
  const keys = new Int32Array(count);
  const skip = new Uint8Array(count);
  for (const fsm of lex.pos) {
    for (let i = 0; i < count; i++) {
      const hint = tokens[i]!.hintKey;
      keys[i] = hint >= 0 ? hint : lex.tagKeys[tags[i]!]!;
      skip[i] = tags[i] === 0 ? 1 : 0;
    }
    for (const [at, , label] of recognize(fsm, keys, skip, lex.eos)) {
      const target = Number(label);
      if (target < 0) tags[at] = -target;
      else if (tokens[at]!.cluster.has(target)) tags[at] = target;
    }
  }
  for (let i = 0; i < count; i++) if (tokens[i]!.fixedTag >= 0) tags[i] = tokens[i]!.fixedTag;
  return tags;
}

/** wink's splitter (tokenizer.js), which `scanChunks` reads character by character. */
export const WINK_SPLITTER = '([ \\u00a0\\u2002-\\u2005\\u2009\\u200a\\u202f\\u205f]+|[\\n\\r\\t]+)';

/** A character of the splitter's first class: a space, or one of the non-breaking spaces NBSP matches. */
function isSpaceCode(code: number): boolean {
  return (
    code === 32 ||
    code === 0xa0 ||
    (code >= 0x2002 && code <= 0x2005) ||
    code === 0x2009 ||
    code === 0x200a ||
    code === 0x202f ||
    code === 0x205f
  );
}

/** A character of the splitter's second class: a line break or a tab. */
function isBreakCode(code: number): boolean {
  return code === 10 || code === 13 || code === 9;
}

/** Appends the infos of a chunk and the spaces before each of its tokens (`run` before the first). */
function pushChunk(lex: Lexicon, chunk: string, run: string, tokens: Info[], spaces: string[]): void {
  const found = chunkInfos(lex, chunk);
  for (let k = 0; k < found.length; k++) {
    tokens.push(found[k]!);
    spaces.push(k === 0 ? run : '');
  }
}

/**
 * What `splitChunks` does for wink's own splitter, without splitting: the text is walked once, and only the
 * chunks that are looked up are cut out of it (no string per run of spaces, no array of parts).
 */
function scanChunks(lex: Lexicon, text: string, tokens: Info[], spaces: string[]): void {
  const length = text.length;
  let run = '';
  let i = 0;
  while (i < length) {
    const code = text.charCodeAt(i);
    let j = i + 1;
    if (isSpaceCode(code)) {
      // A run of spaces: ' ' repeated (the run's length), or the run itself when it holds a non-breaking one.
      let nbsp = code !== 32;
      while (j < length) {
        const next = text.charCodeAt(j);
        if (!isSpaceCode(next)) break;
        if (next !== 32) nbsp = true;
        j++;
      }
      run = nbsp ? text.slice(i, j) : spaceRunOfLength(j - i);
    } else {
      // Line breaks and tabs are tokens to wink; so is any other chunk.
      const breaks = isBreakCode(code);
      while (j < length) {
        const next = text.charCodeAt(j);
        if (breaks ? !isBreakCode(next) : isSpaceCode(next) || isBreakCode(next)) break;
        j++;
      }
      pushChunk(lex, i === 0 && j === length ? text : text.slice(i, j), run, tokens, spaces);
      run = '';
    }
    i = j;
  }
}

/** The text's chunks by the lexicon's splitter (the general path, for a splitter other than wink's). */
function splitChunks(lex: Lexicon, text: string, tokens: Info[], spaces: string[]): void {
  let run = '';
  // The splitter captures its separators, so odd parts are runs of spaces (with non-breaking ones, as wink keeps
  // them) or of line breaks and tabs, which wink reads as tokens.
  const parts = text.split(lex.splitter);
  for (let p = 0; p < parts.length; p++) {
    const chunk = parts[p]!;
    if (chunk === '') continue;
    if ((p & 1) === 1) {
      const first = chunk.charCodeAt(0);
      if (first !== 10 && first !== 13 && first !== 9) {
        run = chunk === ' ' ? ' ' : spaceRunOf(chunk);
        continue;
      }
    }
    pushChunk(lex, chunk, run, tokens, spaces);
    run = '';
  }
}

/**
 * The tokens of `text` and the spaces before each: `scanChunks` for wink's splitter, `splitChunks` for another
 * (`bySplit` forces the latter, for tests).
 */
export function chunkTokens(
  text: string,
  lex: Lexicon = lexicon(),
  bySplit = false,
): { tokens: Info[]; spaces: string[] } {
  const tokens: Info[] = [];
  const spaces: string[] = [];
  if (!bySplit && lex.data.helpers.splitter === WINK_SPLITTER) scanChunks(lex, text, tokens, spaces);
  else splitChunks(lex, text, tokens, spaces);
  return { tokens, spaces };
}

/** The last few analyses fastAnalyseText made, with their tokens' memo entries (an article's title and body). */
const recentTokens = new RecentMemo<AnalysedText, Info[]>(4);

/**
 * The lower case of each token's value, read from the analyser's memo of the token (where each distinct token was
 * lower-cased once); undefined for an analysis that is not among the last few fastAnalyseText made.
 */
export function analysedLowerCases(analysed: AnalysedText): string[] | undefined {
  const tokens = recentTokens.get(analysed);
  if (!tokens) return undefined;
  const lowers = new Array<string>(tokens.length);
  for (let i = 0; i < tokens.length; i++) lowers[i] = tokens[i]!.lower;
  return lowers;
}

/** The `AnalysedText` of `text`, without wink. */
export function fastAnalyseText(text: string, lex: Lexicon = lexicon()): AnalysedText {
  const { tokens, spaces } = chunkTokens(text, lex);
  const count = tokens.length;
  const skip = new Uint8Array(count);
  for (let i = 0; i < count; i++) if (tokens[i]!.newline) skip[i] = 1;
  const spans = sentences(lex, tokens, spaces, skip);
  const tags = posTags(lex, tokens);
  const values = new Array<string>(count);
  const pos = new Array<string>(count);
  const lemmas = new Array<string>(count);
  const types = new Array<string>(count);
  const stopWords = new Array<boolean>(count);
  for (let i = 0; i < count; i++) {
    const info = tokens[i]!;
    const tag = tags[i]!;
    values[i] = info.value;
    pos[i] = lex.tags[tag]!;
    lemmas[i] = lemmaOf(lex, info, tag);
    types[i] = info.type;
    stopWords[i] = info.stop;
  }
  const analysed: AnalysedText = {
    values,
    lemmas,
    pos,
    types,
    stopWords,
    spaces,
    sentenceSpans: spans,
    sentiment: sentimentOf(lex, tokens, spans, skip),
  };
  recentTokens.set(analysed, tokens);
  return analysed;
}
