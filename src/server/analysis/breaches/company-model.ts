// A trained ranker of the organisation names of a breach report, beside the hand rules of company.ts. Every
// organisation-like name of the title and the lead sentences is a candidate; a regularised logistic regression on
// features that do not name anyone (where the name stands, the words just before and after it, possessive, shape,
// gazetteer lists, mentions, distance to the breach words) gives each the probability that it is the breached
// organisation (or a parent, brand or vendor of the incident, which the evaluation accepts too). Trained by
// train-company-model.ts on the hand-labelled tuning parts and the reviewed sample (never the held-out part) and
// committed as company-model.json. How it combines with the rules (thresholds in the file) was chosen by
// leave-part-out evaluation (scripts/eval-company-model.ts).
// Deterministic: features are sorted, training is full-batch gradient descent from zero in a fixed row order.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { companyKey, incidentKey, isOrganisationNoun, nameCandidatesIn, nameTraits } from './company';
import { hitByBreachOf } from './company/cues';
import { isDescription, isPlausibleVictim, notVictimByKind } from './company/name-span';
import { LEGAL_SUFFIXES } from './company/names';
import { SOFT_NOT_VICTIMS, STOP_WORDS } from './company/vocabulary';
import { escapeRegExp, sentenceMemo, wholeWordOffsets, type ArticleText } from './text';
import { nerLexiconFile, type NerLexiconFile } from '../nlp/ner-lexicon-file';
import { sparseLogisticProbability, trainSparseLogistic, type SparseLogisticOptions } from './logistic';

/** How the ranker's probabilities combine with the rules' pick (see combineWithRules). */
export interface CombineThresholds {
  /** The rules name no one: take the top candidate when its probability is at least this. */
  adopt: number;
  /** The rules' pick has a probability below this … */
  doubt: number;
  /** … and another candidate at least this: take the other. */
  switchTo: number;
}

export interface CompanyModel {
  trainedOn: string;
  l2: number;
  iterations: number;
  bias: number;
  weights: Record<string, number>;
  thresholds: CombineThresholds;
}

/** One candidate of an article with its features (sorted) and, in training, whether it is the labelled company. */
export interface CandidateFeatures {
  name: string;
  key: string;
  features: string[];
}

// Words that say a breach happened: how near a name stands to one of them.
const CUE =
  /\b(?:breach\w*|leak\w*|hack\w*|expos\w*|stol\w*|steal\w*|theft|compromis\w*|ransomware|cyber-?attack\w*|attack\w*|incident|unauthori[sz]ed|exfiltrat\w*|intrusion)\b/gi;

const contextWord = (word: string | undefined): string =>
  word === undefined
    ? '<none>'
    : /^['’]s?$/.test(word)
      ? "'s"
      : /\d/.test(word)
        ? '<num>'
        : word.toLowerCase().replace(/['’]s?$/, '');

const bucket = (n: number, edges: readonly number[]): string => {
  const at = edges.findIndex((e) => n <= e);
  return at < 0 ? `>${edges[edges.length - 1]}` : `<=${edges[at]}`;
};

// The NER gazetteer (src/server/analysis/nlp/data/ner-lexicons.json), read once: whether a name, its first or its
// last word is a known place, organisation, person's name or common English word. Evidence, not a veto.
interface Lexicons {
  places: Set<string>;
  organisations: Set<string>;
  persons: Set<string>;
  firstNames: Set<string>;
  common: Set<string>;
  roles: Set<string>;
  misc: Set<string>;
}
let lexicons: Lexicons | null = null;
function lexicon(): Lexicons {
  if (!lexicons) {
    const file = nerLexiconFile();
    const set = (...names: (keyof NerLexiconFile)[]): Set<string> => new Set(names.flatMap((n) => file[n]));
    lexicons = {
      places: set('locations', 'minedLocations', 'towns'),
      organisations: set('organisations', 'minedOrganisations'),
      persons: set('persons', 'minedPersons'),
      firstNames: set('firstNames'),
      common: set('commonWords', 'nonEntities'),
      roles: set('roleNouns', 'personTitles'),
      misc: set('misc', 'demonyms'),
    };
  }
  return lexicons;
}

function gazetteerFeatures(name: string, key: string, f: Set<string>): void {
  const lex = lexicon();
  const words = key.split(' ');
  const first = words[0]!;
  const last = words[words.length - 1]!;
  const whole = name.toLowerCase();
  for (const [label, set] of Object.entries(lex) as [keyof Lexicons, Set<string>][]) {
    if (set.has(key) || set.has(whole)) f.add(`gaz:${label}`);
    if (words.length > 1 && set.has(first)) f.add(`gaz:first-${label}`);
    if (words.length > 1 && set.has(last)) f.add(`gaz:last-${label}`);
  }
}

/** Sentences the candidates come from: the title, then the lead of the body. */
const LEAD_SENTENCES = 6;

interface Mention {
  zone: 'T' | 'D';
  sentence: number;
  index: number;
  name: string;
  text: string;
}

/** Each sentence's name candidates, kept per sentence (reports repeat their sentences; read only). */
const candidatesInSentence = sentenceMemo(
  (sentence: string): readonly { name: string; index: number }[] => nameCandidatesIn(sentence),
  8_192,
);

/**
 * The candidates of an article, in order of first mention, each with its features. `rulesPick`, when given and not
 * among the names found, is added so that the rules' own answer is always scored.
 */
export function candidateFeatures(
  text: ArticleText,
  rulesPick: string | null = null,
  nerOrgs: readonly { entity_name: string; count: number }[] | null = null,
): CandidateFeatures[] {
  const nerCounts = new Map<string, number>();
  for (const org of nerOrgs ?? []) {
    const key = companyKey(org.entity_name);
    if (key) nerCounts.set(key, (nerCounts.get(key) ?? 0) + org.count);
  }
  const sentences = text.title
    ? [text.title, ...text.sentences.slice(0, LEAD_SENTENCES)]
    : text.sentences.slice(0, LEAD_SENTENCES);
  const titled = Boolean(text.title);
  const mentions = new Map<string, Mention[]>();
  const names = new Map<string, string>();
  sentences.forEach((sentence, i) => {
    const found = candidatesInSentence(sentence);
    for (const { name, index } of found) {
      const key = companyKey(name);
      if (!key) continue;
      if (!names.has(key)) names.set(key, name);
      const list = mentions.get(key) ?? [];
      list.push({ zone: titled && i === 0 ? 'T' : 'D', sentence: i, index, name, text: sentence });
      mentions.set(key, list);
    }
  });
  if (rulesPick) {
    const key = companyKey(rulesPick);
    if (key && !mentions.has(key)) {
      names.set(key, rulesPick);
      const list: Mention[] = [];
      sentences.forEach((sentence, i) => {
        const index = sentence.indexOf(rulesPick);
        if (index >= 0)
          list.push({
            zone: titled && i === 0 ? 'T' : 'D',
            sentence: i,
            index,
            name: rulesPick,
            text: sentence,
          });
      });
      mentions.set(key, list);
    }
  }
  const total = names.size;
  let rank = 0;
  const out: CandidateFeatures[] = [];
  for (const [key, name] of names) {
    const f = new Set<string>();
    const list = mentions.get(key)!;
    f.add(`rank:${bucket(rank++, [0, 1, 2])}`);
    f.add(`candidates:${bucket(total, [1, 2, 4])}`);
    f.add(`mentions:${bucket(list.length, [0, 1, 2])}`);
    const words = name.split(/\s+/);
    f.add(`words:${bucket(words.length, [1, 2])}`);
    if (/^[\p{Lu}\d&.-]{2,8}$/u.test(name)) f.add('shape:acronym');
    if (/\p{Ll}\p{Lu}/u.test(name)) f.add('shape:camel');
    if (/\d/.test(name)) f.add('shape:digit');
    if (/\.\p{L}{2,4}$/u.test(name)) f.add('shape:domain');
    for (const trait of nameTraits(name)) f.add(`trait:${trait}`);
    gazetteerFeatures(name, key, f);
    // The article's organisation entities (NER): whether this name is one, and how often the tagger saw it.
    const ner = nerCounts.get(key);
    if (!nerCounts.size) f.add('ner:article-has-none');
    else if (ner === undefined) f.add('ner:not-org');
    else f.add(`ner:org:${bucket(ner, [1, 2])}`);
    const zones = new Set(list.map((m) => m.zone));
    if (!list.length) f.add('zone:none');
    if (titled && !zones.has('T')) f.add('zone:not-title');
    if (titled && zones.has('T') && !zones.has('D')) f.add('zone:title-only');
    // A headline's first word is capitalised whatever it is: a name there that the body never repeats is weak.
    const titleStart = list.some((m) => m.zone === 'T' && !m.text.slice(0, m.index).trim());
    if (titleStart) f.add(zones.has('D') ? 'title-start:in-body' : 'title-start:title-only');
    if (titleStart) for (const g of [...f].filter((x) => x.startsWith('gaz:'))) f.add(`title-start+${g}`);
    for (const m of list) {
      const z = m.zone;
      f.add(`zone:${z}`);
      if (z === 'D') f.add(`sentence:${bucket(m.sentence - (titled ? 1 : 0), [0, 1, 3])}`);
      const before = m.text.slice(0, m.index);
      const after = m.text.slice(m.index + m.name.length);
      if (!before.trim()) f.add(`${z}:starts`);
      const wordsBefore = before.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*|[,:;"“”(—–-]/gu) ?? [];
      const wordsAfter = after.match(/['’]s?\b|[\p{L}\p{N}][\p{L}\p{N}'’-]*|[,:;"“”)—–-]/gu) ?? [];
      const prev = contextWord(wordsBefore[wordsBefore.length - 1]);
      const next = contextWord(wordsAfter[0]);
      f.add(`${z}:prev:${prev}`);
      f.add(`${z}:next:${next}`);
      f.add(`${z}:prev2:${contextWord(wordsBefore[wordsBefore.length - 2])} ${prev}`);
      f.add(`${z}:next2:${next} ${contextWord(wordsAfter[1])}`);
      if (/^['’]s?\b/.test(after)) f.add(`${z}:possessive`);
      // The shape of the words around it: "Torrington healthcare practice", "at the York company".
      const shape = (w: string | undefined): string =>
        w === undefined
          ? 'none'
          : /^\p{Lu}/u.test(w)
            ? 'capital'
            : /^\p{Ll}/u.test(w)
              ? isOrganisationNoun(w.toLowerCase())
                ? 'org-noun'
                : 'lower'
              : /^\d/.test(w)
                ? 'digit'
                : 'punct';
      f.add(`${z}:prev-shape:${shape(wordsBefore[wordsBefore.length - 1])}`);
      f.add(`${z}:next-shape:${shape(wordsAfter[0])}`);
      if (wordsAfter.slice(0, 3).some((w) => /^\p{Ll}/u.test(w) && isOrganisationNoun(w.toLowerCase())))
        f.add(`${z}:org-noun-after`);
      f.add(`${z}:pos:${bucket(wordsBefore.length, [0, 2, 5, 10])}`);
      // Distance in characters to the nearest breach word of the sentence.
      let nearest = Infinity;
      for (const cue of m.text.matchAll(CUE)) {
        const d =
          cue.index >= m.index + m.name.length
            ? cue.index - (m.index + m.name.length)
            : cue.index + cue[0].length <= m.index
              ? m.index - (cue.index + cue[0].length)
              : 0;
        nearest = Math.min(nearest, d);
      }
      f.add(`${z}:cue:${nearest === Infinity ? 'none' : bucket(nearest, [2, 12, 40])}`);
    }
    out.push({ name, key, features: [...f].sort() });
  }
  return out;
}

export interface RankerTrainingRow {
  features: readonly string[];
  label: boolean;
}

export type RankerTrainOptions = Partial<SparseLogisticOptions>;

/** The committed thresholds, chosen by leave-part-out evaluation on the tuning parts (scripts/eval-company-model.ts). */
export const COMPANY_THRESHOLDS: CombineThresholds = { adopt: 0.5, doubt: 0.3, switchTo: 0.6 };

/**
 * Full-batch gradient descent on the mean log loss plus an L2 penalty (bias not penalised), from zero, with rows
 * and features in a fixed order: the same rows give the same model bit for bit.
 */
export function trainCompanyModel(
  rows: readonly RankerTrainingRow[],
  options: RankerTrainOptions & { trainedOn?: string; thresholds?: CombineThresholds } = {},
): CompanyModel {
  const {
    l2 = 0.001,
    iterations = 600,
    learningRate = 1,
    minCount = 3,
    minWeight = 0.01,
    trainedOn = '',
    thresholds = COMPANY_THRESHOLDS,
  } = options;
  const { bias, weights } = trainSparseLogistic(
    rows.map((r) => r.features),
    rows.map((r) => r.label),
    { l2, iterations, learningRate, minCount, minWeight },
  );
  return { trainedOn, l2, iterations, bias, weights, thresholds };
}

/** Probability that the candidate is the breached organisation (or a parent, brand or vendor of the incident). */
function candidateProbability(model: CompanyModel, features: readonly string[]): number {
  // Sorted features: the sum is taken in one order, so one candidate always gets the same bits.
  return sparseLogisticProbability(model, features);
}

export interface RankedCandidate {
  name: string;
  key: string;
  probability: number;
  /** A place or a word, not a name (see notAName): never adopted or switched to, however probable. */
  notName?: boolean;
}

/**
 * Whether a candidate is a place or a plain word rather than an organisation's name, by the NER gazetteer: a known
 * place ("Torrington healthcare practice", "York"), a place after a common word or another place ("Prestigious
 * Brisbane girls' school", "Oxfordshire and Swindon"), or one common English word ("Island"). The ranker may still
 * score such a name high from where it stands; the rules' own pick is never judged by this.
 */
export function notAName(name: string): boolean {
  const key = companyKey(name);
  if (!key) return true;
  const lex = lexicon();
  const words = key.split(' ');
  const first = words[0]!;
  const last = words[words.length - 1]!;
  if (lex.places.has(key)) return true;
  if (words.length === 1) return lex.common.has(key) && !lex.organisations.has(key);
  return lex.places.has(last) && (lex.common.has(first) || lex.places.has(first));
}

// Verbs whose object is told of a breach, not breached: "the courts told Congress", "testified before Parliament".
const AUDIENCE_BEFORE =
  /\b(?:told|tells|tell|informed|informs|briefed|briefs|testified\s+(?:before|to)|reported\s+to|wrote\s+to)\s+(?:the\s+)?$/;

/**
 * Whether the text shows a name is no organisation's, wherever it stands: a surname the text writes after a first name
 * ("stolen by (Nicholas) Moses", "Moses" alone elsewhere), unless that person's name is an organisation's ("Charles
 * Schwab Corp", a known organisation); whom the text only ever tells of the breach ("the courts told Congress"); or a
 * description the text only ever writes after an indefinite article ("a Major Credit Reporting Agency").
 */
export function notVictimInText(name: string, whole: string): boolean {
  const { firstNames, organisations, places } = lexicon();
  const written = escapeRegExp(name);
  const mentions = wholeWordOffsets(whole, name);
  if (!mentions.length) return false;
  if (mentions.every((at) => AUDIENCE_BEFORE.test(whole.slice(Math.max(0, at - 40), at)))) return true;
  if (organisations.has(companyKey(name))) return false;
  if (/^\p{Lu}\p{Ll}+$/u.test(name)) {
    const afterFirstName = new RegExp(
      String.raw`(?<![\p{L}\p{N}])\(?(\p{Lu}\p{Ll}+)\)?\s+${written}(?![\p{L}\p{N}'’&])(?:\s+(\p{L}+))?`,
      'gu',
    );
    for (const [, first, next] of whole.matchAll(afterFirstName))
      if (
        firstNames.has(first!.toLowerCase()) &&
        !organisations.has(`${first} ${name}`.toLowerCase()) &&
        !(next && LEGAL_SUFFIXES.has(next.toLowerCase()))
      )
        return true;
  }
  // "a Dorset Council newsletter", "a Manage My Health data breach victim": a description only when no word of it
  // names a place or an organisation, and the article is the name's, not that of words after it.
  if (
    !isDescription(name) ||
    companyKey(name)
      .split(' ')
      .some((w) => places.has(w) || organisations.has(w))
  )
    return false;
  return mentions.every((at) => {
    const before = whole.slice(0, at).split(/\s+/).slice(-4, -1);
    const article = before.findLastIndex((w) => /^(?:an?|another)$/i.test(w));
    return (
      article >= 0 &&
      before.slice(article + 1).every((w) => STOP_WORDS.has(w.toLowerCase())) &&
      !/^\s+\p{Ll}/u.test(whole.slice(at + name.length))
    );
  });
}

/** The article's candidates with their probabilities, most probable first (ties: first mentioned first). */
export function rankCandidates(
  model: CompanyModel,
  text: ArticleText,
  rulesPick: string | null = null,
  nerOrgs: readonly { entity_name: string; count: number }[] | null = null,
): RankedCandidate[] {
  const whole = text.allSentences.join(' ');
  return candidateFeatures(text, rulesPick, nerOrgs)
    .map((c, order) => ({
      name: c.name,
      key: c.key,
      probability: candidateProbability(model, c.features),
      order,
    }))
    .sort((a, b) => b.probability - a.probability || a.order - b.order)
    .map(({ name, key, probability }) =>
      notAName(name) ||
      notVictimByKind(name) ||
      notVictimInText(name, whole) ||
      (rulesPick !== null && hitByBreachOf(whole, rulesPick, name))
        ? { name, key, probability, notName: true }
        : { name, key, probability },
    );
}

/**
 * The company of a breach report from the rules' pick and the ranked candidates: with no pick, the top candidate
 * when it is likely enough; with a pick the ranker doubts, another candidate it is likely enough of (only when
 * `mayOverrule`); else the pick.
 */
export function combineWithRules(
  rulesPick: string | null,
  ranked: readonly RankedCandidate[],
  thresholds: CombineThresholds,
  mayOverrule = true,
): string | null {
  // With no pick, a platform or security vendor the rules did not find breached is who reported or advised on it
  // ("Bitdefender's October Threat Debrief details how threat actors breached …").
  const top = ranked.find((c) => !c.notName && (rulesPick !== null || !SOFT_NOT_VICTIMS.has(c.key)));
  if (rulesPick === null) return top && top.probability >= thresholds.adopt ? top.name : null;
  if (!mayOverrule) return rulesPick;
  const key = companyKey(rulesPick);
  const pick = ranked.find((c) => c.key === key);
  const other = ranked.find((c) => c.key !== key && !c.notName);
  if (pick && pick.probability < thresholds.doubt && other && other.probability >= thresholds.switchTo)
    return other.name;
  return rulesPick;
}

export const COMPANY_MODEL_FILE = join(dirname(fileURLToPath(import.meta.url)), 'company-model.json');

let loaded: CompanyModel | null | undefined;
/**
 * The committed model, read once per process (each enrichment worker reads it once). NEWSDECK_COMPANY_RANKER=off
 * turns the ranker off (the rules alone); NEWSDECK_COMPANY_MODEL names another model file (leave-part-out runs).
 */
export function companyModel(): CompanyModel | null {
  if (loaded === undefined) {
    const off = process.env.NEWSDECK_COMPANY_RANKER === 'off';
    const file = process.env.NEWSDECK_COMPANY_MODEL || COMPANY_MODEL_FILE;
    loaded = off ? null : (JSON.parse(readFileSync(file, 'utf8')) as CompanyModel);
  }
  return loaded;
}

/**
 * A picked name made only of common words that is part of a longer organisation among the article's entities is
 * that organisation cut short: "Canada Computers says …" cut to "Computers" (a country before a name is taken for
 * the headline's place), "TriZetto Provider Solutions" to "Solutions", "the Administration for Food Safety, …" to
 * "Food". The entity must stand in the text as written; a pick that is itself one of the entities, a known
 * organisation, an institution behind its country ("Foreign Office" within "UK Foreign Office") or named on its own
 * elsewhere in the text stays.
 */
export function fullerEntityName(
  company: string | null,
  nerOrgs: readonly { entity_name: string; count: number }[] | null | undefined,
  whole: string,
): string | null {
  if (!company || !nerOrgs?.length) return company;
  const words = companyKey(company).split(' ');
  const { common, organisations, places } = lexicon();
  if (!words.every((w) => w === 'and' || w === 'of' || common.has(w)) || organisations.has(words.join(' ')))
    return company;
  if (nerOrgs.some((org) => org.entity_name === company)) return company;
  const occurrences = (text: string): number => wholeWordOffsets(text, company).length;
  // A place before an institution's name locates it ("UK Ministry of Defence"); before a plain word it is part of
  // the name ("Canada Computers").
  const institution = nameTraits(company).some((t) => t === 'descriptor-end' || t === 'generic-start');
  const placeBefore = (name: string): boolean =>
    name.endsWith(` ${company}`) &&
    companyKey(name.slice(0, -company.length))
      .split(' ')
      .every((w) => places.has(w));
  let fuller: { entity_name: string; count: number } | null = null;
  for (const org of nerOrgs)
    if (
      org.entity_name.length > company.length &&
      !(institution && placeBefore(org.entity_name)) &&
      occurrences(org.entity_name) > 0 &&
      whole.includes(org.entity_name) &&
      isPlausibleVictim(org.entity_name) &&
      (!fuller || org.count > fuller.count)
    )
      fuller = org;
  if (!fuller) return company;
  // The pick standing alone elsewhere in the text is a name of its own ("targeting Orange", beside a heading run
  // into a sentence, "Immediate Actions Orange confirmed"). Not where the fuller name's next word follows it in
  // another case: a sentence-case headline writes the fuller name so ("Food safety authority data breach" beside
  // "the Administration for Food Safety, Veterinary Sector and Plant Protection").
  const insideFuller = whole.split(fuller.entity_name).length - 1;
  const nextWord = /^[\s,]+([\p{L}\p{N}]+)/u.exec(
    fuller.entity_name.slice(fuller.entity_name.indexOf(company) + company.length),
  )?.[1];
  const followed = new RegExp(String.raw`(?<![\p{L}\p{N}])${escapeRegExp(company)}\s+([\p{L}\p{N}]+)`, 'gu');
  const restCased = nextWord
    ? [...whole.matchAll(followed)].filter(
        (m) => m[1] !== nextWord && m[1]!.toLowerCase() === nextWord.toLowerCase(),
      ).length
    : 0;
  return occurrences(whole) - restCased > insideFuller * occurrences(fuller.entity_name)
    ? company
    : fuller.entity_name;
}

// A company's name as it is registered: ending in a legal suffix ("Goldman Sachs Group Inc.", "Thompson & Horton LLP").
const LEGAL_SUFFIX_END =
  /\s(?:Inc|Incorporated|Ltd|Limited|LLC|LLP|Plc|PLC|Corp|Corporation|GmbH|AG|SA|NV|BV|Pty|Pte|Bhd|LP)\.?$/;

/**
 * A one-word pick the text writes as the first word of a company's name with its legal suffix is that company's
 * short form, a headline's ("Goldman Warns Clients …" beside "Goldman Sachs Group Inc. warned investors") or the one a
 * press release defines ("Thompson & Horton LLP ("Thompson")"): the full name. Not where the full name would file the
 * event under another incident key than the short form other reports use ("Prosper" is a common word, so "Prosper
 * Marketplace Inc." is keyed by all its words).
 */
export function registeredName(company: string | null, whole: string): string | null {
  if (!company || company.includes(' ') || !whole.includes(`${company} `)) return company;
  const longer = new RegExp(
    String.raw`(?<![\p{L}\p{N}])${escapeRegExp(company)}(?:,? +(?:(?:&|and|of) +)?\p{Lu}[\p{L}\p{N}&'’-]*){1,4}\.?`,
    'gu',
  );
  for (const [written] of whole.matchAll(longer)) {
    // A period closes only an abbreviated suffix ("Inc."); after "LLC" it ends the sentence.
    const full = written.replace(/,(?= )/g, '').replace(/(?<!\b(?:Inc|Corp|Ltd|Co))\.$/, '');
    if (
      LEGAL_SUFFIX_END.test(full) &&
      full
        .split(' ')
        .slice(1)
        .every((w) => ['&', 'and', 'of'].includes(w) || !STOP_WORDS.has(w.toLowerCase())) &&
      isPlausibleVictim(full) &&
      incidentKey(full) === incidentKey(company)
    )
      return full;
  }
  return company;
}

/**
 * The rules' pick, reconsidered by the committed ranker (the rules alone when it is off). The ranker learnt from
 * headlines with their descriptions: it overrules a pick only in an article that has a description. In a text alone
 * (a HIBP catalogue entry: "In June 2018, the World of Warcraft service Light's Hope suffered …") its switches were
 * wrong 6 times of 6 on the HIBP tuning records; it only fills in a company the rules did not find.
 */
export function rankedCompany(
  text: ArticleText,
  rulesPick: string | null,
  nerOrgs: readonly { entity_name: string; count: number }[] | null = null,
  hasDescription = true,
): string | null {
  const model = companyModel();
  // A pick of a kind that is never the victim ("MPs", "West Bengal", "Taliban"), or that the text shows is no
  // organisation (a person's surname, an indefinite description), is no pick: another candidate only when the ranker
  // is as sure of it as it must be to overrule the rules, else none.
  if (
    rulesPick !== null &&
    (notVictimByKind(rulesPick) || notVictimInText(rulesPick, text.allSentences.join(' ')))
  ) {
    if (!model || !hasDescription) return null;
    const thresholds = { ...model.thresholds, adopt: model.thresholds.switchTo };
    return combineWithRules(null, rankCandidates(model, text, null, nerOrgs), thresholds);
  }
  if (!model) return rulesPick;
  return combineWithRules(
    rulesPick,
    rankCandidates(model, text, rulesPick, nerOrgs),
    model.thresholds,
    hasDescription,
  );
}
