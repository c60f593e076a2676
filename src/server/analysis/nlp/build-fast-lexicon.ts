// Builds data/fast-lexicon.json for fast-analysis.ts, the analyser enrichment runs:
// `npx tsx src/server/analysis/nlp/build-fast-lexicon.ts [--demo-articles 3000]`.
//
// Everything comes from wink-nlp's English model (wink-eng-lite-web-model): the tokenizer's regular expressions
// and hyphen rules, every shipped lexeme's token type, default tag, tag cluster, POS and boundary hints, base-form
// flag, single lemma, normal when spelling-mapped and stop-word flag, the contractions' parts, WordNet's irregular
// forms, and the boundary, negation, sentiment and two tagger automata with their keys spelled as text. A first
// version learnt the tagger from wink's output on the shipped corpora instead (97.6-99 % of tags); porting wink's
// own tagger made that unnecessary. The corpora now check the port: the build texts (the HuffPost and NewsDataHub
// files of ../shared/data, less the records `isHeldOutText` sets aside for the bench, and demo articles of the
// default seed) must analyse exactly as `analyseTextWithWink` (wink itself) has them, field by field, or nothing is written. Never reads
// the labelled fixtures.
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import winkNLP from 'wink-nlp';
import { analysisFields } from '../text/analysis-text';
import { generateDemoArticles } from '../../seed';
import { analyseTextWithWink, lexiconCacheOf, type WinkCache } from './wink-analysis';
import {
  compileLexicon,
  fastAnalyseText,
  FAST_LEXICON_URL,
  type FastLexiconData,
  type FsmData,
} from './fast-analysis';
import { readCorpusTexts, isHeldOutText } from './fast-corpus';
import { writeDataFile } from './write-data-file';

const require = createRequire(import.meta.url);

function winkCache(): WinkCache {
  // A plain instance (no determinism hook): only the shipped lexicon is read from it.
  return lexiconCacheOf(winkNLP(require('wink-eng-lite-web-model'), ['sbd', 'negation', 'sentiment', 'pos']));
}

const CODE = '\u0001';

/** Automaton `at` of a model file; its keys spelled as lexemes when they are lexeme ids (not for the tagger's). */
function decodeFsm(file: string, lexemes: string[] | null, shipped: number, at = 0): FsmData {
  const json = (require(`wink-eng-lite-web-model/dist/languages/cur/models/${file}`) as string[])[at]!;
  const [, , fsm, terminals, marks] = JSON.parse(json) as [
    number,
    number,
    Record<string, Record<string, number>>,
    Record<string, string>,
    Record<string, [number, number]>,
  ];
  const states: Record<string, Record<string, number>> = {};
  for (const [state, moves] of Object.entries(fsm)) {
    const spelled: Record<string, number> = {};
    for (const [key, next] of Object.entries(moves)) {
      const code = Number(key);
      spelled[lexemes && code < shipped ? lexemes[code]! : `${CODE}${key}`] = next;
    }
    if (Object.keys(spelled).length) states[state] = spelled;
  }
  return { states: JSON.stringify(states), terminals, marks };
}

function modelPart(): FastLexiconData {
  const core = (require('wink-eng-lite-web-model') as { core(): Record<string, unknown> }).core() as {
    trex: {
      ltc: Array<[string, string, number]>;
      rtc: Array<[string, string, number]>;
      helpers: Record<string, [string, string]>;
    };
    tcat: { list: string[] };
    preserve: { prefix: Record<string, boolean>; suffix: Record<string, boolean> };
    features: {
      lexeme: { list: string[]; intrinsicSize: number };
      posClusters: { list: Array<Set<number>> };
    };
    pos: { list: string[] };
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
  const lexemeFields: string[] = [];
  const controlLexemes: Record<string, string[]> = {};
  const posOf = (cache as WinkCache & { posOf(index: number): number }).posOf;
  const mappedSpelling = cache.mappedSpelling;
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
    const mapped = mappedSpelling(index);
    const tag = posOf(mapped);
    const ownTag = posOf(index);
    const single = cache.property(mapped, 'isSLemma') === 1;
    const lemma = single ? (cache.value(cache.property(mapped, 'lemma') as number) ?? value) : '';
    const fields = [
      tag,
      ownTag === tag ? '' : ownTag,
      cache.property(index, 'lexemeCID'),
      cache.property(index, 'posHint') || '',
      cache.property(index, 'isBaseForm') !== 0 ? 1 : 0,
      single ? (lemma === value ? '=' : lemma) : '',
    ].map(String);
    if (/\s/.test(value) || fields.some((field) => /\s/.test(field))) controlLexemes[value] = fields;
    else lexemeFields.push(value, ...fields);
  }
  const wordNet = (name: string) =>
    Object.fromEntries(
      Object.entries(
        require(`wink-eng-lite-web-model/dist/wn-${name}-exceptions.js`) as Record<string, string>,
      ).sort(),
    );
  const helper = (name: string) => core.trex.helpers[name]![0];
  return {
    source:
      'Generated by build-fast-lexicon.ts from wink-eng-lite-web-model 1.8 (MIT, (c) 2017-20 GRAYPE Systems ' +
      'Private Limited, github.com/winkjs/wink-eng-lite-web-model), for the port of wink-nlp in fast-analysis.ts ' +
      '(whose header carries the licence); WordNet irregular forms as that model ships them.',
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
    pos: [
      decodeFsm('eng-pos-model.json', null, shipped, 0),
      decodeFsm('eng-pos-model.json', null, shipped, 1),
    ],
    tags: core.pos.list,
    posClusters: core.features.posClusters.list.map((tags) => [...tags].sort((a, b) => a - b)),
    lexemes: lexemeFields.join(' '),
    controlLexemes,
    exceptions: { ADJ: wordNet('adjective'), NOUN: wordNet('noun'), VERB: wordNet('verb') },
  };
}

/** Texts the port is checked on: the shipped corpora's build part and demo articles of the default seed. */
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

async function main(): Promise<void> {
  const { values: options } = parseArgs({
    options: { 'demo-articles': { type: 'string', default: '3000' } },
  });
  const data = modelPart();
  // Checks the port against wink on the build texts: the data are wink's, so any difference is a porting bug.
  const lexicon = compileLexicon(data);
  const fields = ['values', 'spaces', 'types', 'stopWords', 'sentenceSpans', 'pos', 'lemmas'] as const;
  const differing = new Map<string, number>(fields.map((field) => [field, 0]));
  let texts = 0;
  let sentimentOff = 0;
  for (const text of buildTexts(Number(options['demo-articles']))) {
    texts++;
    const wink = analyseTextWithWink(text);
    const ours = fastAnalyseText(text, lexicon);
    for (const field of fields)
      if (JSON.stringify(wink[field]) !== JSON.stringify(ours[field]))
        differing.set(field, differing.get(field)! + 1);
    if (Math.abs(wink.sentiment - ours.sentiment) > 1e-9) sentimentOff++;
  }
  const report = `${texts} build texts; differing from wink in ${[...differing].map(([field, n]) => `${field} ${n}`).join(', ')}, sentiment ${sentimentOff}`;
  if (sentimentOff > 0 || [...differing.values()].some((n) => n > 0))
    throw new Error(`the port does not reproduce wink: ${report}; data file not written`);
  await writeDataFile(FAST_LEXICON_URL, data);
  console.log(report);
}

await main();
