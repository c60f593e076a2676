// Mines typed names from sentence-case news text (descriptions, not Title Case headlines) by corpus
// statistics, for build-ner-lexicons.ts: a capitalised run seen mid-sentence is a name, and the contexts it
// is seen in over the whole corpus vote on its type with the recogniser's high-precision cues (a first name
// before a surname, a person title, "actor X", "X, who"; "in X", "X-based", "Austin, X"; a corporate
// suffix, "company X", "X's CEO"). A name is kept only when seen often enough and when its cues agree, so
// one odd sentence decides nothing. Pure functions, so the mining is deterministic and testable.

export type MinedLabel = 'PER' | 'ORG' | 'LOC';

export interface MiningKnowledge {
  firstNames: ReadonlySet<string>;
  lastNames: ReadonlySet<string>;
  /** Common news words: a single word among them is no name by itself. */
  commonWords: ReadonlySet<string>;
  /** Known organisations (single words): a run they open is no place. */
  organisations: ReadonlySet<string>;
  /** Curated places (single words are checked after "Austin, X"). */
  locations: ReadonlySet<string>;
  orgKeywords: ReadonlySet<string>;
  placeKeywords: ReadonlySet<string>;
  roleNouns: ReadonlySet<string>;
  nonEntities: ReadonlySet<string>;
  demonyms: ReadonlySet<string>;
}

export interface MiningThresholds {
  /** Mid-sentence capitalised occurrences a name needs. */
  minMentions: number;
  /** Cue votes the winning type needs. */
  minVotes: number;
  /** Share of all cue votes the winning type needs. */
  minShare: number;
  /** Share of a place's mentions its cues must reach. */
  minPlaceCueShare: number;
}

export const DEFAULT_MINING_THRESHOLDS: MiningThresholds = {
  minMentions: 2,
  minVotes: 2,
  minShare: 0.75,
  minPlaceCueShare: 0.2,
};

export interface MinedNames {
  persons: string[];
  organisations: string[];
  locations: string[];
}

/** Titles that, capitalised before a name, make it a person with little doubt ("General" is left out: "General Motors"). */
const PERSON_TITLES = new Set(
  `mr mr. mrs mrs. ms ms. dr dr. sen sen. senator rep rep. gov gov. governor president pope prince princess
   king queen sheriff mayor judge justice sir dame rev rev. secretary`.split(/\s+/),
);
const PLACE_PREPOSITIONS = new Set(['in', 'near', 'outside', 'across', 'throughout']);
const ORG_INTRODUCERS = new Set(
  `company firm giant startup retailer provider operator maker manufacturer carrier lender insurer automaker
   carmaker broadcaster newspaper airline vendor supplier chain developer conglomerate subsidiary`.split(
    /\s+/,
  ),
);
/**
 * Organisation keywords that after a person's name are theirs, not part of a name ("Trump administration",
 * "Biden campaign"; the labelling rules read them as the person). The recogniser reads them so too.
 */
export const PERSONAL_KEYWORDS: ReadonlySet<string> = new Set(
  'administration office cabinet campaign media news post times network group party records studio'.split(
    ' ',
  ),
);
/** What follows "X's" when X is an organisation ("Google's CEO", "Equifax's customers"). */
const ORG_POSSESSIONS = new Set(
  `ceo shares stock customers employees subsidiary headquarters servers platform app website users
   shareholders board`.split(/\s+/),
);
/** An institution's initials: three to six capitals ("ACLU", "NYPD"). */
const INITIALS = /^\p{Lu}{3,6}$/u;
/** What follows a noun that ends its phrase: a possessive, a stop, "and", a verb of being, having or the future. */
const NOUN_FOLLOWERS = new Set(`'s , . ; : ) is was has had will would and`.split(' '));
const CONNECTORS = new Set(['of', '&', 'de', 'del', 'da', 'van', 'von', 'al', 'bin', 'la']);
const SPEECH_VERBS = new Set([
  'said',
  'says',
  'told',
  'tells',
  'wrote',
  'writes',
  'tweeted',
  'added',
  'argued',
]);
/** Words before "in" that make what follows software or a product ("a flaw in Chrome"). */
const NOT_PLACE_BEFORE_IN = new Set(
  `flaw flaws vulnerability vulnerabilities bug bugs feature features issue issues bugfix hole holes exploit
   exploits setting settings option options stored hosted available integrated built used leak error`.split(
    /\s+/,
  ),
);

/** Words, dotted abbreviations and the punctuation the cues look at. */
const TOKEN = /\p{L}[\p{L}\p{N}&'’]*(?:[-.]\p{L}[\p{L}\p{N}&'’]*)*\.?|\p{N}[\p{N},.]*|[,;:()"“”‘]/gu;
const CAPITALISED = /^\p{Lu}/u;
/** A capitalised name word: "Biden", "McKee", "O'Rourke", "NATO", "U.S.", "Al-Bashir". */
const NAME_TOKEN = /^(?:\p{Lu}[\p{L}\p{N}'’&]*(?:-\p{Lu}[\p{L}\p{N}'’]*)*|(?:\p{Lu}\.){2,4})$/u;
/** Not names: "I've", plurals of abbreviations ("IDs", "VPNs"). */
const NOT_NAME_TOKEN = /^I['’]|^\p{Lu}{2,}s$/u;
/** A capital inside a word ("DeFi", "WordPress"): a product or a firm, never a place. */
const INNER_CAPITAL = /\p{Ll}\p{Lu}/u;
const ABBREVIATED = new Set([
  'inc.',
  'corp.',
  'co.',
  'ltd.',
  'jr.',
  'sr.',
  'st.',
  'mr.',
  'mrs.',
  'ms.',
  'dr.',
]);

function tokens(sentence: string): string[] {
  const out: string[] = [];
  for (const raw of sentence.match(TOKEN) ?? []) {
    let token = raw;
    const lower = token.toLowerCase();
    // A final period ends the sentence unless the token is an abbreviation ("Inc.", "U.S.").
    if (token.endsWith('.') && !ABBREVIATED.has(lower) && !/^(?:\p{L}\.){2,}$/u.test(token)) {
      token = token.slice(0, -1);
    }
    // "Google's" → "Google" + "'s", so the possessive stays outside the name.
    const possessive = /^(.+?)(['’]s?)$/u.exec(token);
    if (possessive && /\p{L}/u.test(possessive[1]!)) {
      out.push(possessive[1]!, "'s");
    } else if (token) {
      out.push(token);
    }
  }
  return out;
}

/** Sentences of a text, most of whose words are not capitalised (Title Case lines say nothing). */
function sentenceCaseSentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=["“‘]?\p{Lu})/u).filter((sentence) => {
    const words = sentence.match(/\p{L}+/gu) ?? [];
    const capitalised = words.filter((w) => CAPITALISED.test(w)).length;
    return words.length >= 4 && capitalised * 2 < words.length;
  });
}

interface Tally {
  mentions: number;
  /** Mentions right before a speech verb ("Teigen said"): people and organisations speak, adjectives do not. */
  speaks: number;
  /** Mentions before a comma and a known place ("Uvalde, Texas"). */
  region: number;
  /** Person votes from what surrounds the name (a title, a role noun, ", who"), not from its first word. */
  personCued: number;
  /** Mentions read as a firm's: in a list with a known organisation, or abbreviated after ("Marina Bay Sands (MBS)"). */
  firmLike: number;
  PER: number;
  ORG: number;
  LOC: number;
}

const LIST_JOINERS = new Set([',', 'and', '&']);

/**
 * Whether the run words[start..end] stands in a list with a known organisation ("Gucci, Balenciaga, and
 * Alexander McQueen", "Madewell, Natori and Stuart Weitzman"): walking out either way over list joiners and
 * capitalised words, a known organisation's name is met before anything else, across an "and" or "&" (commas
 * alone are an apposition: "said Brian Armstrong, CEO, Coinbase").
 */
function listedWithOrganisation(
  words: readonly string[],
  start: number,
  end: number,
  organisations: ReadonlySet<string>,
): boolean {
  for (const [from, step] of [
    [start - 1, -1],
    [end + 1, 1],
  ] as const) {
    if (!LIST_JOINERS.has(words[from] ?? '')) continue;
    let joined = false;
    for (let i = from; i >= 0 && i < words.length && Math.abs(i - from) < 8; i += step) {
      const word = words[i]!;
      if (LIST_JOINERS.has(word)) {
        joined ||= word !== ',';
        continue;
      }
      if (!CAPITALISED.test(word)) break;
      if (joined && organisations.has(word.toLowerCase())) return true;
    }
  }
  return false;
}

/** "Marina Bay Sands (MBS)": the run's initials in brackets right after it, as firms and bodies are written. */
function abbreviatedAfter(words: readonly string[], end: number, run: readonly string[]): boolean {
  if (run.length < 2 || words[end + 1] !== '(' || words[end + 3] !== ')') return false;
  return words[end + 2] === run.map((w) => w[0]!.toUpperCase()).join('');
}

/**
 * Names of the texts with their type, by the cues of every mid-sentence occurrence. Runs that start a
 * sentence or follow a quotation mark (titles of works) are not counted.
 */
export function mineNames(
  texts: Iterable<string>,
  knowledge: MiningKnowledge,
  thresholds: MiningThresholds = DEFAULT_MINING_THRESHOLDS,
): MinedNames {
  const tallies = new Map<string, Tally>();
  /** Surname → mentions alone (one capitalised word mid-sentence). */
  const alone = new Map<string, number>();
  const tally = (name: string): Tally => {
    let t = tallies.get(name);
    if (!t)
      tallies.set(
        name,
        (t = { mentions: 0, speaks: 0, region: 0, personCued: 0, firmLike: 0, PER: 0, ORG: 0, LOC: 0 }),
      );
    return t;
  };
  const isName = (token: string | undefined): boolean =>
    token !== undefined &&
    NAME_TOKEN.test(token) &&
    !NOT_NAME_TOKEN.test(token) &&
    !knowledge.nonEntities.has(token.toLowerCase()) &&
    token !== "'s";

  for (const text of texts) {
    for (const sentence of sentenceCaseSentences(text)) {
      const words = tokens(sentence);
      let i = 1;
      while (i < words.length) {
        if (!isName(words[i])) {
          // "a London-based firm": the part before "-based" is a place.
          const based = /^(\p{Lu}\p{Ll}+)-based$/u.exec(words[i]!);
          if (based && !INNER_CAPITAL.test(based[1]!)) tally(based[1]!.toLowerCase()).LOC++;
          i++;
          continue;
        }
        let end = i;
        while (
          isName(words[end + 1]) ||
          (CONNECTORS.has(words[end + 1] ?? '') && end + 2 < words.length && isName(words[end + 2]))
        ) {
          end += isName(words[end + 1]) ? 1 : 2;
        }
        const prev = words[i - 1]!;
        const start = i;
        i = end + 1;
        if (/^["“‘(]$/.test(prev)) continue;
        let from = start;
        const votes: MinedLabel[] = [];
        // A person title opening the run: what follows is a person ("Sen. Ted Cruz"), when it starts with
        // a name word ("Princess of Wales", "Justice Department" are no people).
        let titled = false;
        if (PERSON_TITLES.has(words[from]!.toLowerCase()) && from < end) {
          from++;
          titled = true;
        }
        const run = words.slice(from, end + 1);
        const lowers = run.map((w) => w.toLowerCase());
        const name = lowers.join(' ');
        const last = lowers.at(-1)!;
        if (CONNECTORS.has(lowers[0]!)) continue;
        if (run.length === 1 && knowledge.commonWords.has(name)) continue;
        if (knowledge.demonyms.has(name) || knowledge.demonyms.has(last)) continue;
        if (lowers.every((w) => knowledge.commonWords.has(w))) continue;
        // "Securities and Exchange Commission": after "and" joining a capitalised word, a run ending in an
        // organisation or place keyword may be the second half of one name (people are not cut so).
        const keywordLast = knowledge.orgKeywords.has(last) || knowledge.placeKeywords.has(last);
        if (keywordLast && (prev === 'and' || prev === '&') && CAPITALISED.test(words[start - 2] ?? ''))
          continue;
        const t = tally(name);
        t.mentions++;
        if (run.length === 1) alone.set(name, (alone.get(name) ?? 0) + 1);
        const before = words[from - 1]!.toLowerCase();
        const next = words[end + 1]?.toLowerCase();
        const afterNext = words[end + 2]?.toLowerCase();
        // People: a name word last, neither a common word nor a place or organisation word.
        const personLast =
          /^\p{Lu}\p{Ll}/u.test(run.at(-1)!) &&
          !knowledge.orgKeywords.has(last) &&
          !knowledge.placeKeywords.has(last) &&
          !knowledge.commonWords.has(last) &&
          !knowledge.locations.has(last);
        if (personLast) {
          if (run.length >= 2 && run.length <= 3 && knowledge.firstNames.has(lowers[0]!)) votes.push('PER');
          const cued =
            titled ||
            (knowledge.roleNouns.has(before) && words[from - 1] === before) ||
            (next === ',' && afterNext === 'who');
          if (cued) {
            votes.push('PER');
            t.personCued++;
          }
        }
        // Organisations.
        // Not what a person has or leads ("the Trump administration", "the Obama campaign").
        const personal =
          PERSONAL_KEYWORDS.has(last) &&
          (knowledge.lastNames.has(lowers.at(-2)!) || knowledge.firstNames.has(lowers[0]!));
        if (run.length >= 2 && knowledge.orgKeywords.has(last) && !personal) votes.push('ORG');
        if (ORG_INTRODUCERS.has(before)) votes.push('ORG');
        if (next === "'s" && afterNext !== undefined && ORG_POSSESSIONS.has(afterNext)) votes.push('ORG');
        // "the ACLU said", "the NYPD's", "the CBO is": initials in capitals after "the", used as a noun (the
        // sentence goes on with a past-tense verb, "is" or "has", a possessive or a stop), are an institution's;
        // people's initials take no "the" (JFK, AOC) and a modifier is followed by its noun ("the CRM giant",
        // "the LGBTQ community").
        if (
          before === 'the' &&
          run.length === 1 &&
          INITIALS.test(run[0]!) &&
          (next === undefined ||
            NOUN_FOLLOWERS.has(next) ||
            SPEECH_VERBS.has(next) ||
            /^\p{Ll}{2,}ed$/u.test(next))
        )
          votes.push('ORG');
        // Places: "in X" (not "a flaw in X", where X is software), "X County", "Uvalde, Texas".
        const inPlace =
          PLACE_PREPOSITIONS.has(before) &&
          !NOT_PLACE_BEFORE_IN.has(words[from - 2]?.toLowerCase() ?? '') &&
          next !== "'s" &&
          !knowledge.orgKeywords.has(last);
        // Nor is a run that a known organisation opens ("Google Drive", "Renault UK") a place.
        if (!run.some((w) => INNER_CAPITAL.test(w)) && !knowledge.organisations.has(lowers[0]!)) {
          if (inPlace) votes.push('LOC');
          if (run.length >= 2 && knowledge.placeKeywords.has(last)) votes.push('LOC');
          const placeAfterComma = words[end + 2];
          if (
            next === ',' &&
            placeAfterComma !== undefined &&
            /^\p{Lu}/u.test(placeAfterComma) &&
            knowledge.locations.has(placeAfterComma.toLowerCase())
          ) {
            votes.push('LOC');
            t.region++;
          }
        }
        if (next !== undefined && SPEECH_VERBS.has(next)) t.speaks++;
        if (
          listedWithOrganisation(words, start, end, knowledge.organisations) ||
          abbreviatedAfter(words, end, run)
        )
          t.firmLike++;
        for (const vote of votes) t[vote]++;
      }
    }
  }

  const persons: string[] = [];
  const organisations: string[] = [];
  const locations: string[] = [];
  for (const [name, t] of tallies) {
    // "Sheboygan, Wisconsin": a town named with its region needs no second mention, when nothing else
    // says it is anything but a place and it is no first name or surname ("Charlotte, North Carolina").
    // Not a place opening a longer run ("Arizona Democrats"), a surname shape ("O'Rourke") or a plural
    // demonym ("Lithuanians").
    const words = name.split(' ');
    if (
      t.region > 0 &&
      t.PER === 0 &&
      t.ORG === 0 &&
      !knowledge.firstNames.has(words[0]!) &&
      !knowledge.lastNames.has(words.at(-1)!) &&
      !(words.length > 1 && knowledge.locations.has(words[0]!)) &&
      !words.some((w) => /^(?:mc|mac|o['’])/.test(w)) &&
      !knowledge.demonyms.has(name.replace(/s$/, ''))
    ) {
      locations.push(name);
      continue;
    }
    if (t.mentions < thresholds.minMentions) continue;
    const total = t.PER + t.ORG + t.LOC;
    const [label, votes] = (['PER', 'ORG', 'LOC'] as const)
      .map((l) => [l, t[l]] as const)
      .reduce((best, entry) => (entry[1] > best[1] ? entry : best));
    if (votes < thresholds.minVotes || votes < thresholds.minShare * total) continue;
    // "in X" is the loosest cue (software and platforms are "in" too): a place must be seen so in a good
    // share of its mentions, not a few times among many ("Solana", a blockchain: 94 mentions).
    if (label === 'LOC' && votes < thresholds.minPlaceCueShare * t.mentions) continue;
    // A single word is a person only as the surname of a full name (below); single first names
    // ("Harry" after "Prince") stay with the first-name rules.
    if (label === 'PER' && !name.includes(' ')) continue;
    // A given name first is only the shape of a person's name, which firms, venues and brands named after
    // people share ("Marina Bay Sands", "Alexander McQueen"): a name also written as a firm's (listed with
    // a known organisation, abbreviated in brackets after) is a person only if it acts as one at least
    // once, cued by a title, a role noun or ", who", or speaking ("Pitt said").
    if (label === 'PER' && t.firmLike > 0 && t.personCued === 0 && t.speaks === 0) continue;
    (label === 'PER' ? persons : label === 'ORG' ? organisations : locations).push(name);
  }
  // The surname of a person named in full is that person when written alone often enough ("Teigen"),
  // unless the word is also a first name, a common word or a name of another type.
  const otherTyped = new Set([...organisations, ...locations]);
  const surnames = new Map<string, number>();
  for (const name of persons) {
    const words = name.split(' ');
    if (words.length < 2) continue;
    const surname = words.at(-1)!;
    surnames.set(surname, (surnames.get(surname) ?? 0) + 1);
  }
  for (const [surname, fullNames] of surnames) {
    if (fullNames !== 1 || (alone.get(surname) ?? 0) < thresholds.minMentions) continue;
    if (knowledge.firstNames.has(surname) || knowledge.commonWords.has(surname)) continue;
    if (knowledge.locations.has(surname) || otherTyped.has(surname)) continue;
    const t = tallies.get(surname);
    if (!t || t.ORG > 0 || t.LOC > t.PER) continue;
    // Alone it must act as a person does at least once ("Kavanaugh said", "Sen. Cruz"), which the
    // adjective of "Roman Catholic priests" never does.
    if (t.PER === 0 && t.speaks === 0) continue;
    persons.push(surname);
  }
  const sorted = (list: string[]) => [...new Set(list)].sort();
  return { persons: sorted(persons), organisations: sorted(organisations), locations: sorted(locations) };
}

export interface HeadlineKnowledge {
  firstNames: ReadonlySet<string>;
  lastNames: ReadonlySet<string>;
  commonWords: ReadonlySet<string>;
  /** Single words that name something else or say nothing (places, organisations, titles, keywords ...). */
  notNames: ReadonlySet<string>;
}

/** Headline verbs people do ("Charlize Theron Says", "Mark Cuban Tells"). */
const HEADLINE_PERSON_VERBS = new Set(
  `says said tells told slams blasts mocks praises admits insists accuses jokes tweets recalls reveals
   responds opens calls shares explains defends apologizes apologises`.split(/\s+/),
);
const HEADLINE_WORD = /^(?:Mc|Mac|O'|O’|De|Di|La|Le)?\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?$/u;

/** Whether a word, or the stem of an inflected one ("Defends" → defend), is a common word. */
function commonForm(word: string, common: ReadonlySet<string>): boolean {
  if (common.has(word)) return true;
  const stem = /^(.+?)(?:es|s|ed|ing)$/.exec(word)?.[1];
  return stem !== undefined && (common.has(stem) || common.has(`${stem}e`));
}

/**
 * People named in Title Case headlines, where capitals say nothing by themselves, by their recurrence:
 * two name-shaped words that are no common words, in at least `minHeadlines` different headlines, with a
 * person's evidence at least as often — a known first name before, a known surname after (not a surname
 * before it: "Giuliani Trump"), or a verb people do or a possessive after ("Charlize Theron Says").
 */
export function mineHeadlinePersons(
  headlines: Iterable<string>,
  knowledge: HeadlineKnowledge,
  minHeadlines = 2,
): string[] {
  const seen = new Map<string, number>();
  const evidence = new Map<string, number>();
  /** Pair → the name-shaped word written right before or after it, by headlines. */
  const neighbours = new Map<string, Map<string, number>>();
  for (const headline of headlines) {
    const raw = headline.split(/\s+/);
    const words = raw.map((w) => w.replace(/^[‘'"“(]+|[’'"”),:;?!.]+$/gu, ''));
    const counted = new Set<string>();
    for (let i = 0; i + 1 < words.length; i++) {
      const possessive = /['’]s$/u.test(words[i + 1]!);
      const a = words[i]!;
      const b = words[i + 1]!.replace(/['’]s$/u, '');
      if (/['’]s$/u.test(a) || !HEADLINE_WORD.test(a) || !HEADLINE_WORD.test(b)) continue;
      const first = a.toLowerCase();
      const second = b.toLowerCase();
      if (knowledge.notNames.has(first) || knowledge.notNames.has(second)) continue;
      if (commonForm(second, knowledge.commonWords)) continue;
      const firstName = knowledge.firstNames.has(first);
      if (!firstName && commonForm(first, knowledge.commonWords)) continue;
      // "Giuliani Trump", "Harry Meghan": two people side by side, not one name.
      if (!firstName && knowledge.lastNames.has(first)) continue;
      if (knowledge.firstNames.has(second) && !knowledge.lastNames.has(second)) continue;
      // "Sarah Huckabee Sanders", "Jada Pinkett Smith": a known surname right after the pair (no punctuation
      // between) ends a longer name, whose first two words are no name of their own.
      const third = words[i + 2]?.replace(/['’]s$/u, '') ?? '';
      if (
        !possessive &&
        words[i + 1] === raw[i + 1] &&
        HEADLINE_WORD.test(third) &&
        knowledge.lastNames.has(third.toLowerCase()) &&
        !commonForm(third.toLowerCase(), knowledge.commonWords)
      ) {
        continue;
      }
      const name = `${first} ${second}`;
      if (counted.has(name)) continue;
      counted.add(name);
      seen.set(name, (seen.get(name) ?? 0) + 1);
      const beside = neighbours.get(name) ?? new Map<string, number>();
      neighbours.set(name, beside);
      // A neighbour that could be part of a name: no title, place, organisation or common word ("Mayor
      // Sadiq Khan", "Chelsea Handler Says").
      const namePart = (word: string) =>
        HEADLINE_WORD.test(word) &&
        !knowledge.notNames.has(word.toLowerCase()) &&
        !commonForm(word.toLowerCase(), knowledge.commonWords);
      const before = i > 0 && words[i - 1] === raw[i - 1] ? words[i - 1]! : '';
      if (namePart(before)) beside.set(`<${before}`, (beside.get(`<${before}`) ?? 0) + 1);
      if (!possessive && words[i + 1] === raw[i + 1] && namePart(third))
        beside.set(`>${third}`, (beside.get(`>${third}`) ?? 0) + 1);
      const verb = HEADLINE_PERSON_VERBS.has(words[i + 2]?.toLowerCase() ?? '');
      if (firstName || knowledge.lastNames.has(second) || verb || possessive) {
        evidence.set(name, (evidence.get(name) ?? 0) + 1);
      }
    }
  }
  // Half of a longer name ("Tracee Ellis" Ross, Sacha "Baron Cohen", "Kim Jong" Un): the same word stands
  // right beside the pair in most of its headlines, where a whole name is followed and preceded by anything.
  const half = (name: string, n: number) =>
    [...(neighbours.get(name)?.values() ?? [])].some((m) => m >= minHeadlines && m * 2 > n);
  const kept = [...seen]
    .filter(([name, n]) => n >= minHeadlines && (evidence.get(name) ?? 0) * 2 >= n && !half(name, n))
    .map(([name]) => name);
  // The surname of one kept name opening another is two people side by side ("Cheney Trump").
  const surnames = new Set(kept.map((name) => name.split(' ')[1]!));
  return kept
    .filter((name) => {
      const first = name.split(' ')[0]!;
      return knowledge.firstNames.has(first) || !surnames.has(first);
    })
    .sort();
}
