// Builds data/fast-lexicon.json for fast-analysis.ts (issue 20 item 6 spike):
// `npx tsx src/server/analysis/nlp/build-fast-lexicon.ts [--demo-articles 3000]`.
//
// Two sources. (1) wink-nlp's English model: the tokenizer's regular expressions and hyphen rules, the shipped
// lexemes the tokenizer must know by their exact text (all but words of letters only), contractions, stop words,
// spelling-mapped normals, sentence-boundary hints, abbreviations, and the boundary, negation and sentiment
// automata with their keys spelled as text. (2) wink's own output (`analyseText`) on the shipped corpora — the
// HuffPost and NewsDataHub news files of ../shared/data and the demo generator's text (default seed) — for the
// tagger: each token's tags and lemmas, the tag after each previous tag where that differs, tags of unknown
// words by shape. Records whose text hashes to 0 mod 10 are set aside before anything is counted
// (`isHeldOutText`) and, with demo articles of another seed, are what the bench measures agreement on. Never
// reads the labelled fixtures.
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import winkNLP, { type ItsFunction } from 'wink-nlp';
import { analysisFields } from '../text/analysis-text';
import { generateDemoArticles } from '../../seed';
import { analyseText } from './text-analysis';
import {
  compileLexicon,
  tokenize,
  FAST_LEXICON_URL,
  type FastLexiconData,
  type FsmData,
} from './fast-analysis';
import { readCorpusTexts, isHeldOutText } from './fast-corpus';
import { writeDataFile } from './write-data-file';

interface Cache {
  intrinsicSize(): number;
  value(index: number): string;
  property(index: number, name: string): unknown;
  normal(index: number): number;
  nox(word: number): number;
  lookup(text: string): number[] | null;
  valueOf(feature: string, index: number): string;
}

const require = createRequire(import.meta.url);

function winkCache(): Cache {
  const wink = winkNLP(require('wink-eng-lite-web-model'), ['sbd', 'negation', 'sentiment', 'pos']);
  const allowed = require('wink-nlp/src/allowed.js') as { its4token: Set<unknown> };
  let cache: Cache | undefined;
  const grab = (_index: number, rdd: { cache: Cache }): number => {
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

const CODE = '\u0001';

function decodeFsm(file: string, lexemes: string[], shipped: number): FsmData {
  const json = (require(`wink-eng-lite-web-model/dist/languages/cur/models/${file}`) as string[])[0]!;
  const [, , fsm, terminals, marks] = JSON.parse(json) as [
    number,
    number,
    Record<string, Record<string, number>>,
    Record<string, string>,
    Record<string, [number, number]>,
  ];
  const states: FsmData['states'] = {};
  for (const [state, moves] of Object.entries(fsm)) {
    const spelled: Record<string, number> = {};
    for (const [key, next] of Object.entries(moves)) {
      const code = Number(key);
      spelled[code < shipped ? lexemes[code]! : `${CODE}${key}`] = next;
    }
    if (Object.keys(spelled).length) states[state] = spelled;
  }
  return { states, terminals, marks };
}

function modelPart(): Omit<FastLexiconData, 'tags' | 'words' | 'context' | 'suffixes' | 'typeTags'> {
  const core = (require('wink-eng-lite-web-model') as { core(): Record<string, unknown> }).core() as {
    trex: {
      ltc: Array<[string, string, number]>;
      rtc: Array<[string, string, number]>;
      helpers: Record<string, [string, string]>;
    };
    tcat: { list: string[] };
    preserve: { prefix: Record<string, boolean>; suffix: Record<string, boolean> };
    features: { lexeme: { list: string[]; intrinsicSize: number } };
  };
  const cache = winkCache();
  const shipped = cache.intrinsicSize();
  const lexemes = core.features.lexeme.list.slice(0, shipped);
  const alpha = new RegExp(core.trex.ltc[0]![0], core.trex.ltc[0]![1]);
  const categoryOf = new Map(core.tcat.list.map((name, i) => [name, i]));
  const lexemeTypes: Record<string, number> = {};
  const contractions: FastLexiconData['contractions'] = {};
  const normals: Record<string, string> = {};
  const stopWords: string[] = [];
  const sbdHints: Record<string, number> = {};
  const abbreviations: string[] = [];
  for (let index = 1; index < shipped; index++) {
    const value = cache.value(index);
    const type = cache.property(index, 'tokenType') as string;
    if (!alpha.test(value) || type !== 'word') lexemeTypes[value] = categoryOf.get(type)!;
    if (cache.property(index, 'isContraction') === 1) {
      const found = cache.lookup(value)!;
      const parts: Array<[string, string, string, string]> = [];
      for (let k = 0; k < found.length; k += 4) {
        parts.push([
          cache.value(found[k]!),
          cache.value(cache.nox(found[k + 1]! << 16)),
          cache.value(found[k + 2]!),
          cache.valueOf('pos', found[k + 3]!),
        ]);
        const partType = cache.property(found[k]!, 'tokenType') as string;
        const part = cache.value(found[k]!);
        if (!alpha.test(part) || partType !== 'word') lexemeTypes[part] = categoryOf.get(partType)!;
      }
      contractions[value] = parts;
    }
    const normal = cache.value(cache.normal(index));
    if (normal !== value.toLowerCase()) normals[value] = normal;
    if (cache.property(index, 'isStopWord') === 1) stopWords.push(value);
    const hint = cache.property(index, 'sbdHint') as number;
    if (hint) sbdHints[value] = hint;
    if (cache.property(index, 'isAbbrev') === 1) abbreviations.push(value);
  }
  const helper = (name: string) => core.trex.helpers[name]![0];
  return {
    categories: core.tcat.list,
    ltc: core.trex.ltc,
    rtc: core.trex.rtc,
    helpers: {
      splitter: helper('splitter'),
      anyWithRP: helper('anyWithRP'),
      anyWithLP: helper('anyWithLP'),
      LPanyRP: helper('LPanyRP'),
    },
    preservePrefix: Object.keys(core.preserve.prefix).sort(),
    preserveSuffix: Object.keys(core.preserve.suffix).sort(),
    lexemeTypes,
    contractions,
    normals,
    stopWords,
    sbdHints,
    abbreviations,
    sbd: decodeFsm('eng-sbd-model.json', lexemes, shipped),
    negation: decodeFsm('eng-negation-model.json', lexemes, shipped),
    sentiment: decodeFsm('eng-sa-model.json', lexemes, shipped),
  };
}

/** Texts the tagger learns from: the shipped corpora's build part and demo articles of the default seed. */
function buildTexts(demoArticles: number): string[] {
  const texts = readCorpusTexts().filter((text) => !isHeldOutText(text));
  for (const article of generateDemoArticles({
    articles: demoArticles,
    now: new Date('2026-11-20T12:00:00Z'),
  })) {
    const fields = analysisFields(article);
    texts.push(fields.title, fields.content || fields.description || '');
  }
  return texts.filter((text) => text.trim());
}

const SENTENCE_START = -1;
const count = <K>(map: Map<K, Map<string, number>>, key: K, what: string) => {
  let counts = map.get(key);
  if (!counts) map.set(key, (counts = new Map()));
  counts.set(what, (counts.get(what) ?? 0) + 1);
};
const ranked = (counts: Map<string, number>) =>
  [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));

async function main(): Promise<void> {
  const { values: options } = parseArgs({
    options: { 'demo-articles': { type: 'string', default: '3000' } },
  });
  const model = modelPart();
  const tags = [
    'UNK',
    'ADJ',
    'ADP',
    'ADV',
    'AUX',
    'CCONJ',
    'DET',
    'INTJ',
    'NOUN',
    'NUM',
    'PART',
    'PRON',
    'PROPN',
  ];
  tags.push('PUNCT', 'SPACE', 'SYM', 'VERB', 'X', 'SCONJ');
  const tagIndex = new Map(tags.map((name, i) => [name, i]));
  const lexicon = compileLexicon({ ...model, tags, words: {}, context: {}, suffixes: {}, typeTags: {} });
  const CODE_KEY = '\u0001';

  /** key → tag → count; key + tag → lemma → count; key + previous tag → tag → count. */
  const tagCounts = new Map<string, Map<string, number>>();
  const lemmaCounts = new Map<string, Map<string, number>>();
  const contextCounts = new Map<string, Map<string, number>>();
  const typeCounts = new Map<string, Map<string, number>>();
  let texts = 0;
  let aligned = 0;
  for (const text of buildTexts(Number(options['demo-articles']))) {
    texts++;
    const wink = analyseText(text);
    const ours = tokenize(text, lexicon);
    if (ours.values.length !== wink.values.length || ours.values.some((v, i) => v !== wink.values[i]))
      continue;
    aligned++;
    const starts = new Set(wink.sentenceSpans.map(([from]) => from));
    for (let i = 0; i < wink.values.length; i++) {
      const key = ours.expansions[i] ? `${wink.values[i]}${CODE_KEY}` : wink.values[i]!;
      const tag = String(tagIndex.get(wink.pos[i]!)!);
      count(tagCounts, key, tag);
      count(lemmaCounts, `${key}\t${tag}`, wink.lemmas[i]!);
      const previous = starts.has(i) ? SENTENCE_START : tagIndex.get(wink.pos[i - 1]!)!;
      count(contextCounts, `${key}\t${previous}`, tag);
      if (wink.types[i] !== 'word') count(typeCounts, wink.types[i]!, tag);
    }
  }

  const words: Record<string, string> = {};
  const best = new Map<string, string>();
  for (const [key, counts] of [...tagCounts].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    const order = ranked(counts);
    best.set(key, order[0]![0]);
    const lower = key.replace(CODE_KEY, '').toLowerCase();
    words[key] = order
      .map(([tag]) => {
        const lemma = ranked(lemmaCounts.get(`${key}\t${tag}`)!)[0]![0];
        return `${tag} ${lemma === lower ? '' : lemma}`;
      })
      .join(' ');
  }
  const context: Record<string, number> = {};
  for (const [keyAndPrevious, counts] of [...contextCounts].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    const key = keyAndPrevious.slice(0, keyAndPrevious.lastIndexOf('\t'));
    if ((tagCounts.get(key)?.size ?? 0) < 2) continue;
    const [tag, n] = ranked(counts)[0]!;
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    if (tag !== best.get(key) && n >= 2 && n / total > 0.5) context[keyAndPrevious] = Number(tag);
  }
  // Unknown words: tags of words seen at most twice, by capital and last three letters.
  const shapeCounts = new Map<string, Map<string, number>>();
  for (const [key, counts] of tagCounts) {
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    if (total > 2 || key.includes(CODE_KEY) || !lexicon.alpha.test(key)) continue;
    const first = key.charCodeAt(0);
    const shape = (first >= 65 && first <= 90 ? 'C' : 'l') + key.toLowerCase().slice(-3);
    for (const [tag, n] of counts) for (let k = 0; k < n; k++) count(shapeCounts, shape, tag);
  }
  const suffixes: Record<string, number> = {};
  for (const [shape, counts] of [...shapeCounts].sort((a, b) => (a[0] < b[0] ? -1 : 1)))
    suffixes[shape] = Number(ranked(counts)[0]![0]);
  const typeTags: Record<string, number> = {};
  for (const [type, counts] of [...typeCounts].sort((a, b) => (a[0] < b[0] ? -1 : 1)))
    typeTags[type] = Number(ranked(counts)[0]![0]);

  await writeDataFile(FAST_LEXICON_URL, { ...model, tags, words, context, suffixes, typeTags });
  console.log(
    `${texts} texts, ${aligned} with wink's tokens; ${Object.keys(words).length} forms, ${Object.keys(context).length} contexts, ${Object.keys(suffixes).length} shapes`,
  );
}

await main();
