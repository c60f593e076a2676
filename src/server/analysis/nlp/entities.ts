// Named entities (PER, ORG, LOC, MISC) from capitalised proper-noun spans, classified by gazetteers and cues.
//
// wink's English model tags parts of speech but has no person/organisation/place recogniser, so we find
// candidate spans ourselves (runs of capitalised words, allowing "of", "&", "de", hyphens and numbers
// inside) and classify each: gazetteer match; person titles splitting the span ("Microsoft CEO Satya
// Nadella"); a trailing first name + surname; place and organisation keywords (River, Inc, Bank ...);
// demonyms; person cues (name lexicons, a preceding role noun); and for single unknown words, context
// ("X said", "in X", acronyms). Per article, short forms merge into the full name they abbreviate
// ("Merkel" → "Angela Merkel"). The rules in order, and their limits: README.md. Lexicons:
// data/ner-lexicons.json (built by build-ner-lexicons.ts).
import { MONTH_ABBREVIATIONS, MONTH_NAMES, withPeriods } from '../text/calendar-words';
import { type AnalysedText, textOfTokens } from './text-analysis';
import { certainMention, type EntitiesByLabel, type EntityLabel, type Mention } from './entities/mention';
import {
  BUILDING_BODIES,
  BUILDING_KEYWORDS,
  CAMEL_CASE,
  COMMON_CAPITALISED,
  COMMON_GIVEN_NAMES,
  COMMON_WORDS,
  COMPANY_SUFFIXES,
  COMPASS_WORDS,
  DEMONYMS,
  FIRM_SUFFIXES,
  FIRM_TAILS,
  FIRST_NAMES,
  FUNCTION_POS,
  GAZETTEER,
  KNOWN_IN_TITLES,
  KNOWN_NAMES,
  KNOWN_SURNAMES,
  LAST_NAMES,
  LIST_JOINERS,
  NAME_PARTICLES,
  NAME_WORD,
  NEWSPAPER_WORDS,
  NON_ENTITIES,
  NOUN_LIKE,
  OPENING_QUOTES,
  ORG_INTRODUCERS,
  ORG_KEYWORDS,
  PERSON_TITLES,
  PERSONAL_KEYWORDS,
  PLACE_KEYWORDS,
  PLACE_PREFIXES,
  ROLE_NOUNS,
  STORM_PREFIXES,
  TITLE_SMALL_WORDS,
  TOWNS,
  VERB_LIKE_POS,
} from './entities/lexicons';
import {
  commonGivenNameBeforeName,
  domainNameAt,
  initialsBeforeName,
  isAdjective,
  isCommonWord,
  isHyphen,
  isPossessiveS,
  lowerName,
  nameView,
  type NameView,
  nationalTeamAt,
  personVerbAt,
  startsUpper,
} from './entities/name-view';
import { candidateSpans, sportsTeamAt, teamNicknameStart } from './entities/spans';
import {
  buildingBodyAsPlace,
  buildingRoomEnd,
  compassPlace,
  EntityResolver,
  gazetteerLabel,
  organisationCue,
  personShaped,
} from './entities/entity-resolver';

export type { EntityLabel, Entity, EntitiesByLabel } from './entities/mention';

/**
 * Whether [from, to] (2 words, or 3 with a particle) looks like a person's name: every word shaped like a name word, none a
 * common news word, an organisation or place keyword, or a gazetteer entry ("Jair Bolsonaro", "Lyra
 * McKee"; not "Rescue Plan", "Coordinating Center").
 */
/**
 * Venues and businesses named with a lone name's possessive ("Levi's Stadium", "at Archibald's Gentlemen's
 * Club"): a capitalised word after no other capitalised word, no known person nor surname of one ("Trump's
 * Justice Department" stays a person's), its possessive, then up to three capitalised words (possessives
 * between) ending in a building word (a place) or an organisation keyword (an organisation).
 */
function possessiveVenues(view: NameView): Array<[EntityLabel, number, number]> {
  const { values } = view.analysed;
  const found: Array<[EntityLabel, number, number]> = [];
  for (let i = 0; i + 2 < values.length; i++) {
    if (!isPossessiveS(values[i + 1])) continue;
    if (view.capitalised[i] !== 1 || !NAME_WORD.test(values[i]!)) continue;
    if (i > 0 && view.capitalised[i - 1] === 1 && NAME_WORD.test(values[i - 1]!)) continue;
    const word = view.lowers[i]!;
    if (KNOWN_NAMES.has(word) || KNOWN_SURNAMES.has(word)) continue;
    for (let k = i + 2; k <= i + 6 && k < values.length; k++) {
      if (isPossessiveS(values[k])) continue;
      if (view.capitalised[k] !== 1 || !NAME_WORD.test(values[k]!)) break;
      const label = BUILDING_KEYWORDS.has(view.lowers[k]!)
        ? 'LOC'
        : ORG_KEYWORDS.has(view.lowers[k]!)
          ? 'ORG'
          : null;
      if (label) {
        found.push([label, i, k]);
        i = k;
        break;
      }
    }
  }
  return found;
}

/** Whether a title is written in headline Title Case, where capitals say nothing about names. */
export function isTitleCase(analysed: AnalysedText): boolean {
  return isTitleCaseRange(analysed, 0, analysed.values.length - 1);
}

/**
 * Whether a sentence of a text is a headline in Title Case: stricter than for a title, as a sentence full
 * of names ("Officials from Zenthor Holdings and the University of Leeds ...") is not one; here every verb
 * of 4+ letters must be capitalised too.
 */
function isQuotedHeadline(analysed: AnalysedText, from: number, to: number): boolean {
  let long = 0;
  let capitalised = 0;
  for (let i = from; i <= to; i++) {
    const value = analysed.values[i]!;
    if (analysed.types[i] !== 'word' || value.length < 4) continue;
    long++;
    if (startsUpper(value)) capitalised++;
    else if (analysed.pos[i] === 'VERB') return false;
  }
  return long >= 4 && capitalised / long >= 0.75;
}

/** Whether tokens [from, to] are written in Title Case (most words of 4+ letters capitalised). */
function isTitleCaseRange(analysed: AnalysedText, from: number, to: number): boolean {
  let long = 0;
  let capitalised = 0;
  for (let i = from; i <= to; i++) {
    const value = analysed.values[i]!;
    if (analysed.types[i] !== 'word' || value.length < 4) continue;
    long++;
    if (startsUpper(value)) capitalised++;
  }
  return long >= 2 && capitalised / long >= 0.6;
}

/**
 * Where a text repeats the title word for word (feeds often wrap the headline: "The post <title> appeared
 * first on ..."): token ranges [from, to]. Looked for only from the title's first word.
 */
function titleRepeats(body: AnalysedText, title: AnalysedText): Array<[number, number]> {
  const words: number[] = [];
  for (let i = 0; i < title.values.length; i++) if (title.types[i] === 'word') words.push(i);
  if (words.length < 4) return [];
  const ranges: Array<[number, number]> = [];
  const first = title.values[words[0]!]!;
  for (let i = 0; i < body.values.length; i++) {
    if (body.values[i] !== first) continue;
    let j = i;
    let k = 0;
    while (k < words.length && j < body.values.length) {
      if (body.types[j] !== 'word') {
        j++;
        continue;
      }
      if (body.values[j] !== title.values[words[k]!]) break;
      j++;
      k++;
    }
    if (k === words.length) {
      ranges.push([i, j - 1]);
      i = j - 1;
    }
  }
  return ranges;
}

const CLOSING_QUOTES = new Set(['"', '”', '’', "'"]);

/**
 * Quoted names of works in sentence-case text: a quotation of at most 8 words, all capitalised but for
 * small words ("Play It Cool", "Bat Out of Hell", "Artemis"), is the title of a song, film, book or
 * campaign; quoted speech in running text is not capitalised word by word. A single quoted word must be
 * no common word ("Perfect" is a scare quote). Returns [from, to] word ranges.
 */
function quotedWorks(view: NameView): Array<[number, number]> {
  const { analysed } = view;
  const works: Array<[number, number]> = [];
  for (let open = 0; open < analysed.values.length; open++) {
    if (!OPENING_QUOTES.has(analysed.values[open]!) || analysed.types[open] !== 'punctuation') continue;
    let close = open + 1;
    while (
      close < analysed.values.length &&
      close - open <= 10 &&
      !CLOSING_QUOTES.has(analysed.values[close]!)
    ) {
      close++;
    }
    if (close >= analysed.values.length || !CLOSING_QUOTES.has(analysed.values[close]!)) continue;
    const from = open + 1;
    let to = close - 1;
    while (to >= from && analysed.types[to] === 'punctuation') to--;
    if (to < from || analysed.types[from] !== 'word' || view.capitalised[from] !== 1) continue;
    let words = 0;
    let titled = true;
    for (let i = from; i <= to && titled; i++) {
      if (analysed.types[i] !== 'word') continue;
      words++;
      titled = view.capitalised[i] === 1 || TITLE_SMALL_WORDS.has(analysed.values[i]!);
    }
    if (!titled || words > 8) continue;
    if (words === 1 && (isCommonWord(view, from) || GAZETTEER.has(view.lowers[from]!))) continue;
    // A name quoted after an organisation noun is the organisation's ("hacking group ‘ShinyHunters’").
    if (
      ORG_INTRODUCERS.has(analysed.lemmas[open - 1] ?? '') &&
      analysed.values[open - 1] === view.lowers[open - 1]
    ) {
      continue;
    }
    works.push([from, to]);
    open = close;
  }
  return works;
}

/**
 * The place of a press-release dateline: a text that opens with a run of words in capitals followed by
 * a comma or a dash ("SAN ANGELO, TX ...", "TAMPA BAY, Fla.--(BUSINESS WIRE)--"), with the state or
 * country abbreviation after the comma. Returns [from, to] token ranges (none when there is no dateline).
 */
function datelinePlaces(view: NameView): Array<[number, number]> {
  const { values, types } = view.analysed;
  let end = 0;
  // Cheap test first: most texts open with a word that is not all capitals.
  while (
    types[end] === 'word' &&
    values[end]!.length >= 2 &&
    values[end] !== view.lowers[end] &&
    values[end] === values[end]!.toUpperCase() &&
    /^\p{Lu}+$/u.test(values[end]!)
  ) {
    end++;
  }
  // A wire dateline run into the first sentence without a comma ("SEOUL South Korean police will ..."):
  // one all-capital word that names a known place, then a capitalised word that is not all capitals.
  if (
    end === 1 &&
    view.capitalised[1] === 1 &&
    values[1] !== values[1]!.toUpperCase() &&
    (KNOWN_NAMES.get(view.lowers[0]!) === 'LOC' || TOWNS.has(view.lowers[0]!))
  ) {
    return [[0, 0]];
  }
  if (end === 0 || (values[end] !== ',' && !/^-+$/.test(values[end] ?? ''))) return [];
  const state = end + 1;
  const abbreviation = (view.lowers[state] ?? '').replace(/\.$/, '');
  // A state's abbreviation after the comma: "TX", "Pa.", "N.Y." (press-release datelines).
  const stateFollows =
    values[end] === ',' &&
    /^(?:\p{Lu}{2}|\p{Lu}\p{Ll}{1,4}\.|\p{Lu}\.\p{Lu}\.)$/u.test(values[state] ?? '') &&
    !NON_ENTITIES.has(abbreviation); // "OKLAHOMA CITY, Sept. 3": a month, not a state
  // One all-capital word before a comma might be an acronym subject ("NASA, the agency"): a place needs
  // two words, a dash after it, or a state's abbreviation and a comma ("NEWTOWN, Pa., Nov.").
  if (end === 1 && values[end] === ',' && !(stateFollows && values[state + 1] === ',')) return [];
  const places: Array<[number, number]> = [[0, end - 1]];
  if (stateFollows) places.push([state, state]);
  return places;
}

/** "pro-Trump", "Anti-Biden", "ex-Google": a stance or past prefix joined to a name by a hyphen. */
const PREFIXED_NAME = /^(?:pro|anti|ex|non|post)-(\p{Lu}[\p{L}'’.]*)$/iu;

/**
 * Known names inside prefixed compounds ("pro-Trump media", "anti-Israel protests"), which are one token
 * and so no capitalised run: the name is mentioned with its known type (people, organisations, places).
 */
function prefixedNames(view: NameView): Mention[] {
  const mentions: Mention[] = [];
  const { values, types } = view.analysed;
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    // Cheap test first: a hyphen at position 2 to 4.
    if (types[i] !== 'word' || value.length < 5 || value.indexOf('-') < 2 || value.indexOf('-') > 4) continue;
    const name = PREFIXED_NAME.exec(value)?.[1];
    if (!name) continue;
    const label = KNOWN_NAMES.get(name.toLowerCase());
    if (label === 'PER' || label === 'ORG' || label === 'LOC') {
      mentions.push({ label, name, certain: true, single: true, weak: false, byContext: false });
    }
  }
  return mentions;
}

/** Lower-case particles of a hyphenated place name ("Mar-a-Lago", "Hay-on-Wye", "Stratford-upon-Avon"). */
const PLACE_HYPHEN_PARTICLES = new Set(['a', 'on', 'upon', 'sur', 'de', 'la', 'le', 'en', 'del']);

/**
 * Hyphenated place names, three words joined without spaces by a particle ("Mar-a-Lago", "Hay-on-Wye",
 * a Title Case "Mar-A-Lago"): [first, last token]. The outer words capitalised and no common words
 * ("All-in-One", "Host-a-Cyber" are no places).
 */
function hyphenatedPlaces(view: NameView): Array<[number, number]> {
  const { values, spaces, types } = view.analysed;
  const places: Array<[number, number]> = [];
  for (let i = 0; i + 4 < values.length; i++) {
    // Cheap test first: a hyphen glued to a capitalised word.
    if (!isHyphen(values[i + 1]) || view.capitalised[i] !== 1 || types[i] !== 'word') continue;
    if (!isHyphen(values[i + 3]) || !PLACE_HYPHEN_PARTICLES.has(view.lowers[i + 2]!)) continue;
    if (spaces[i + 1] !== '' || spaces[i + 2] !== '' || spaces[i + 3] !== '' || spaces[i + 4] !== '')
      continue;
    if (view.capitalised[i + 4] !== 1 || types[i + 4] !== 'word' || values[i + 4]!.length < 3) continue;
    if (isHyphen(values[i + 5]) && spaces[i + 5] === '') continue;
    if (isCommonWord(view, i) || isCommonWord(view, i + 4)) continue;
    places.push([i, i + 4]);
  }
  return places;
}

const PARTY_STATE = /^(?:\p{Lu}\p{Ll}+\.?(?: \p{Lu}\p{Ll}+\.?)?|\p{Lu}\.(?:\p{Lu}\.)+|\p{Lu}{2})$/u;

/**
 * A politician's party and state in brackets ("Sen. Kyrsten Sinema (D-Ariz.)", "(R-Utah)", "(D-N.Y.)"):
 * [party letter, first, last token of the state], the state a place as written.
 */
function partyStatePlaces(view: NameView): Array<[number, number, number]> {
  const { values, spaces } = view.analysed;
  const found: Array<[number, number, number]> = [];
  for (let i = 1; i + 3 < values.length; i++) {
    // Cheap test first: a one-letter party after an opening bracket.
    if (values[i - 1] !== '(' || (values[i] !== 'D' && values[i] !== 'R' && values[i] !== 'I')) continue;
    if (values[i + 1] !== '-' || spaces[i + 1] !== '' || spaces[i + 2] !== '') continue;
    let end = i + 2;
    while (end + 1 < values.length && values[end + 1] !== ')' && end - i < 6) end++;
    if (values[end + 1] !== ')' || view.capitalised[i + 2] !== 1) continue;
    // A state's name or abbreviation: "Hawaii", "Ariz.", "N.Y.", "TX", "West Va." (not "D-MER").
    if (!PARTY_STATE.test(textOfTokens(view.analysed, i + 2, end))) continue;
    found.push([i, i + 2, end]);
  }
  return found;
}

/** Months as news writes them, in full or abbreviated with or without the period, lower-cased. */
const MONTH_WORDS = new Set([...MONTH_NAMES, ...MONTH_ABBREVIATIONS, ...withPeriods(MONTH_ABBREVIATIONS)]);
/** Bodies that news names after the date of what they look into ("the Jan. 6 Committee"). */
const DATE_NAMED_BODIES = new Set(['committee', 'commission', 'panel']);

/**
 * A body named after a date ("Jan. 6 Committee", "Jan. 6 Panel", "Sept. 11 Commission"): month, day and a
 * capitalised committee, commission or panel, one organisation (dates are no names, so no span held it).
 */
function dateNamedBodies(view: NameView): Array<[number, number]> {
  const { values, types } = view.analysed;
  const bodies: Array<[number, number]> = [];
  for (let i = 0; i + 2 < values.length; i++) {
    if (view.capitalised[i] !== 1 || types[i + 1] !== 'number' || !MONTH_WORDS.has(view.lowers[i]!)) continue;
    const day = Number(values[i + 1]);
    if (!(day >= 1 && day <= 31) || view.capitalised[i + 2] !== 1) continue;
    if (DATE_NAMED_BODIES.has(view.lowers[i + 2]!)) bodies.push([i, i + 2]);
  }
  return bodies;
}

/** Capitalised words that make a following "Group" or "Gang" a band of attackers ("Hacking Group"). */
const THREAT_GROUP_MODIFIERS = new Set(
  'hacking hacker hackers ransomware cybercrime cybercriminal extortion espionage'.split(' '),
);
const THREAT_GROUP_NOUNS = new Set(['group', 'groups', 'gang', 'gangs', 'crew']);

/**
 * In a Title Case headline, the attackers' band named right after "Hacking Group" or "Ransomware Gangs", one
 * word each, a list of them too ("Notorious Hacking Group Lazarus Blamed", "Ransomware Gangs LockBit,
 * BlackBasta, and Qilin"): the running text's lower-case introducer ("the hacking group X") is capitalised
 * there, so the span runs on. Not a common word ("Hacking Group Targets ..."), a verb ("May Have"), a month
 * nor a known place.
 */
function threatGroupNames(view: NameView): Array<[number, number]> {
  // Cheap test first: most headlines hold no "Group" or "Gang".
  if (!view.lowers.some((word) => THREAT_GROUP_NOUNS.has(word))) return [];
  const { values, types } = view.analysed;
  const names: Array<[number, number]> = [];
  for (let i = 1; i + 1 < values.length; i++) {
    if (!THREAT_GROUP_NOUNS.has(view.lowers[i]!) || view.capitalised[i] !== 1) continue;
    if (!THREAT_GROUP_MODIFIERS.has(view.lowers[i - 1]!) || view.capitalised[i - 1] !== 1) continue;
    let j = i + 1;
    while (
      j < values.length &&
      view.capitalised[j] === 1 &&
      types[j] === 'word' &&
      !isCommonWord(view, j) &&
      // "the Ransomware Group May Have Rebranded": a verb, not a name.
      !FUNCTION_POS.has(view.analysed.pos[j]!) &&
      !MONTH_WORDS.has(view.lowers[j]!) &&
      KNOWN_IN_TITLES.get(view.lowers[j]!) !== 'LOC'
    ) {
      names.push([j, j]);
      if (values[j + 1] === ',') j += view.lowers[j + 2] === 'and' ? 3 : 2;
      else if (view.lowers[j + 1] === 'and') j += 2;
      else break;
    }
  }
  return names;
}

/** A feed's standfirst glued to its body ("... journey recordsJaguar Land Rover says"): word + capitalised word. */
const GLUED_SENTENCE = /^(\p{Ll}{3,})(\p{Lu}\p{Ll}+)$/u;

/**
 * The text with each word glued to the next sentence's first word by a feed ("production stoppageBusiness
 * live", "prisonDonald Trump") read as that first word, which starts a sentence; the text itself when there is
 * none (the common case, no copy). Only after an ordinary word and before a space, not in code ("setTimeout(").
 */
function unglued(analysed: AnalysedText): { analysed: AnalysedText; glued: number[] } {
  let copy: AnalysedText | null = null;
  const glued: number[] = [];
  const { values, types, spaces } = analysed;
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    // Cheap tests first (this runs over every token): an ASCII lower-case first letter, and an ASCII
    // upper-case letter from the fourth on.
    const first = value.charCodeAt(0);
    if (first < 97 || first > 122 || value.length < 5 || types[i] !== 'word') continue;
    let upper = false;
    for (let k = 3; k < value.length && !upper; k++) {
      const code = value.charCodeAt(k);
      upper = code >= 65 && code <= 90;
    }
    if (!upper) continue;
    const parts = GLUED_SENTENCE.exec(value);
    if (!parts || !COMMON_WORDS.has(parts[1]!) || (i + 1 < values.length && spaces[i + 1] === '')) continue;
    copy ??= { ...analysed, values: [...values], lemmas: [...analysed.lemmas], pos: [...analysed.pos] };
    copy.values[i] = parts[2]!;
    copy.lemmas[i] = parts[2]!.toLowerCase();
    copy.pos[i] = 'PROPN';
    glued.push(i);
  }
  return { analysed: copy ?? analysed, glued };
}

/**
 * Mentions in free text (article body, or a sentence-case title). `titleCaseRanges`: token ranges to read
 * like a Title Case title (a repeated headline).
 */
export function findMentions(
  text: AnalysedText,
  titleCaseRanges: ReadonlyArray<[number, number]> = [],
): Mention[] {
  const { analysed, glued } = unglued(text);
  const view = nameView(analysed);
  for (const i of glued) view.starts[i] = 1;
  const resolver = new EntityResolver(view);
  // A sentence of the text written in Title Case (a headline quoted in a description: "The post Ledger
  // Confirms Breach Linked to Global-e Data Exposure appeared ...") is read like a Title Case title.
  const titleCaseSentences = [
    ...titleCaseRanges,
    ...analysed.sentenceSpans.filter(([from, to]) => isQuotedHeadline(analysed, from, to)),
  ];
  const inTitleCase = (i: number) => titleCaseSentences.some(([from, to]) => i >= from && i <= to);
  const titleCaseSpans: Array<[number, number]> = [];
  const dateline = datelinePlaces(view);
  for (const [from, to] of dateline) resolver.mentions.push(certainMention(analysed, 'LOC', from, to));
  const datelineEnd = dateline.length > 0 ? dateline[dateline.length - 1]![1] : -1;
  if (datelineEnd >= 0) {
    // The sentence starts again after the dateline ("SEOUL South Korean police", "NEW YORK - Police said"):
    // its first word is capitalised as a sentence's first word, not as a name.
    let next = datelineEnd + 1;
    while (next < analysed.values.length && /^[-–—:]+$/.test(analysed.values[next]!)) next++;
    if (next < analysed.values.length && analysed.types[next] === 'word') view.starts[next] = 1;
  }
  resolver.mentions.push(...prefixedNames(view));
  const works = quotedWorks(view).filter(([from]) => !inTitleCase(from));
  for (const [from, to] of works) resolver.mentions.push(certainMention(analysed, 'MISC', from, to));
  const partyStates = partyStatePlaces(view);
  for (const [, from, to] of partyStates) resolver.mentions.push(certainMention(analysed, 'LOC', from, to));
  const dateBodies = dateNamedBodies(view);
  for (const [from, to] of dateBodies) resolver.mentions.push(certainMention(analysed, 'ORG', from, to));
  const hyphenPlaces = hyphenatedPlaces(view);
  for (const [from, to] of hyphenPlaces) resolver.mentions.push(certainMention(analysed, 'LOC', from, to));
  const venues = possessiveVenues(view);
  for (const [label, from, to] of venues) resolver.mentions.push(certainMention(analysed, label, from, to));
  const spans = candidateSpans(view);
  resolver.coordinated = coordinatedWords(view, spans);
  for (const [candidateFrom, to] of spans) {
    if (to <= datelineEnd) continue;
    const from = Math.max(candidateFrom, datelineEnd + 1);
    if (works.some(([start, end]) => from >= start && from <= end)) continue;
    if (partyStates.some(([start, , end]) => from >= start && from <= end)) continue;
    if (dateBodies.some(([start, end]) => from >= start && from <= end)) continue;
    if (hyphenPlaces.some(([start, end]) => from <= end && to >= start)) continue;
    if (venues.some(([, start, end]) => from <= end && to >= start)) continue;
    if (inTitleCase(from)) {
      // A span running past a repeated headline ("... Year's Eve appeared") is cut at its end.
      const range = titleCaseSentences.find(([start, end]) => from >= start && from <= end)!;
      titleCaseSpans.push([from, Math.min(to, range[1])]);
      if (to > range[1]) resolver.resolve(range[1] + 1, to, false);
    } else {
      resolver.resolve(from, to, false);
    }
  }
  if (titleCaseSpans.length === 0) return resolver.mentions;
  return [...resolver.mentions, ...titleCaseSpanMentions(view, titleCaseSpans, new Map())];
}

/**
 * Unknown one-word runs listed with known names that are all organisations or all places ("VPNs from Cisco
 * and Citrix", "Jeep, Dodge, Chrysler suffer ..."): token → that class. Lists are of like things.
 */
function coordinatedWords(view: NameView, spans: ReadonlyArray<[number, number]>): Map<number, EntityLabel> {
  const coordinated = new Map<number, EntityLabel>();
  const { values } = view.analysed;
  // Lists are rare: find each run of spans joined only by list words, and only then look names up.
  let first = 0;
  for (let k = 1; k <= spans.length; k++) {
    let joined = k < spans.length && spans[k]![0] > spans[k - 1]![1] + 1;
    for (let t = spans[k - 1]![1] + 1; joined && t < spans[k]![0]; t++) joined = LIST_JOINERS.has(values[t]!);
    if (joined) continue;
    if (k - first > 1) labelList(view, spans, first, k, coordinated);
    first = k;
  }
  return coordinated;
}

/** Types the unknown one-word members of list spans[first, end) when its known members agree. */
function labelList(
  view: NameView,
  spans: ReadonlyArray<[number, number]>,
  first: number,
  end: number,
  coordinated: Map<number, EntityLabel>,
): void {
  let shared: EntityLabel | undefined;
  for (let k = first; k < end; k++) {
    const label = gazetteerLabel(view, spans[k]![0], spans[k]![1]);
    if (!label) continue;
    if (shared !== undefined && shared !== label) return;
    shared = label;
  }
  if (shared !== 'ORG' && shared !== 'LOC') return;
  for (let k = first; k < end; k++) {
    const [from, to] = spans[k]!;
    if (from === to && !gazetteerLabel(view, from, to)) coordinated.set(from, shared);
  }
}

/**
 * Mentions in a Title Case headline: only names the gazetteer knows or the body already named, matched
 * longest first inside each capitalised run.
 */
export function findTitleCaseMentions(
  analysed: AnalysedText,
  bodyNames: Map<string, EntityLabel>,
): Mention[] {
  const view = nameView(analysed);
  // A law firm's notice names its company and firm; a body named after a date is one organisation too.
  const notice = [...breachNoticeNames(view), ...dateNamedBodies(view), ...threatGroupNames(view)];
  const hyphenPlaces = hyphenatedPlaces(view);
  let spans = candidateSpans(view);
  const taken = [...notice, ...hyphenPlaces];
  if (taken.length > 0) {
    // What the notice's names and the places leave of a span is read as usual ("Data Breach Claims Investigated").
    spans = spans.flatMap(([from, to]): Array<[number, number]> => {
      const name = taken.find(([start, end]) => from <= end && to >= start);
      if (!name) return [[from, to]];
      const rest: Array<[number, number]> = [];
      if (from < name[0]) rest.push([from, name[0] - 1]);
      if (to > name[1]) rest.push([name[1] + 1, to]);
      return rest;
    });
  }
  // "Bank Of England": Title Case splits the spans at "Of"; an organisation keyword before it joins them.
  for (let s = spans.length - 2; s >= 0; s--) {
    const [from, to] = spans[s]!;
    const [nextFrom, nextTo] = spans[s + 1]!;
    if (nextFrom === to + 2 && view.lowers[to + 1] === 'of' && ORG_KEYWORDS.has(view.lowers[to]!)) {
      spans.splice(s, 2, [from, nextTo]);
    }
  }
  // The notice's names in headline order with the spans around them, as the API lists names found first first.
  const mentions = prefixedNames(view);
  for (const [from, to] of hyphenPlaces) mentions.push(certainMention(analysed, 'LOC', from, to));
  let rest = spans;
  for (const [from, to] of [...notice].sort((a, b) => a[0] - b[0])) {
    mentions.push(
      ...titleCaseSpanMentions(
        view,
        rest.filter(([, end]) => end < from),
        bodyNames,
      ),
    );
    rest = rest.filter(([, end]) => end >= from);
    mentions.push(certainMention(analysed, 'ORG', from, to));
  }
  mentions.push(...titleCaseSpanMentions(view, rest, bodyNames));
  return mentions;
}

/** The people a law firm's claims are brought for, after the company's name ("X Customers"). */
const NOTICE_GROUPS = new Set(
  'customers clients patients employees members students consumers users residents'.split(' '),
);

/**
 * The company of a law firm's notice "... is Investigating Claims on Behalf of <company> Customers Whose
 * Data May Have Been Compromised" (a press-release shape of many breach reports): every token between "on
 * Behalf of" and the capitalised group noun, suffixes and connectors included ("1st MidAmerica Credit
 * Union", "Associated Radiologists of the Finger Lakes, P.C.", "Activehours, Inc. d/b/a EarnIn"). Token
 * `behalf` is "Behalf"; null for any other shape.
 */
function onBehalfName(view: NameView, behalf: number): [number, number] | null {
  const { lowers, capitalised } = view;
  const { values } = view.analysed;
  if (lowers[behalf - 1] !== 'on' || lowers[behalf + 1] !== 'of' || lowers[behalf - 2] !== 'claims')
    return null;
  const from = behalf + 2;
  if (from >= values.length || !(capitalised[from] === 1 || /^\d/.test(values[from]!))) return null;
  // The group noun before "Whose" when there is one: the name may hold one itself ("Civil Service Employees
  // Association Inc. Members Whose Data ...").
  let group = -1;
  for (let end = from + 1; end < values.length && end - from <= 12; end++) {
    if (!NOTICE_GROUPS.has(lowers[end]!) || capitalised[end] !== 1) continue;
    if (group < 0 || lowers[end + 1] === 'whose') group = end;
    if (lowers[end + 1] === 'whose') break;
  }
  return group > from ? [from, group - 1] : null;
}

/**
 * The two organisations of a law firm's breach notice in Title Case, a shape of many press releases: the
 * company before "Data Breach" and the firm on the headline's other side, in any of the notice's three
 * wordings ("Delta Dental of Virginia Data Breach Claims Investigated by Lynch Carpenter", "Gulshan
 * Management Services, Inc. Data Breach Alert Issued By Wolf Haldenstein", "Lynch Carpenter Investigates
 * Claims in Outcomes One Data Breach"). The company's words are capitalised, joined by "of", "&" or a comma
 * before a legal form (", Inc."); a known place or person is no company unless it ends in an organisation
 * keyword ("Central One Federal Credit Union"), nor a run of common words only ("Massive Data Breach")
 * unless the firm is named too ("Outcomes One").
 */
function breachNoticeNames(view: NameView): Array<[number, number]> {
  const { lowers, capitalised } = view;
  const { values } = view.analysed;
  const names: Array<[number, number]> = [];
  const behalf = lowers.indexOf('behalf');
  if (behalf >= 2) {
    const onBehalf = onBehalfName(view, behalf);
    if (onBehalf) names.push(onBehalf);
  }
  // Cheap test first: most headlines hold no "Data Breach".
  const data = lowers.indexOf('data');
  if (data < 1 || lowers[data + 1] !== 'breach' || capitalised[data] !== 1) return names;
  const firmWords = (from: number, to: number): boolean => {
    for (let k = from; k <= to; k++) {
      if (capitalised[k] !== 1 || view.analysed.types[k] !== 'word') return false;
    }
    // A firm is named by its partners: not common words only ("Police Investigates Claims in ...").
    for (let k = from; k <= to; k++) if (!isCommonWord(view, k)) return true;
    return false;
  };
  const tail = `${lowers[data + 2]} ${lowers[data + 3]} ${lowers[data + 4]}`;
  let start: number;
  let firm: [number, number] | null = null;
  if (tail === 'claims investigated by' || tail === 'alert issued by') {
    // The firm ends the headline after "by".
    start = lowers[0] === 'the' && data > 1 ? 1 : 0;
    const by = data + 4;
    if (values.length - by - 1 >= 1 && values.length - by - 1 <= 4 && firmWords(by + 1, values.length - 1)) {
      firm = [by + 1, values.length - 1];
    }
  } else if (data + 2 === values.length) {
    // "<Firm> Investigates Claims in <Company> Data Breach": the firm opens the headline.
    const verb = lowers.indexOf('investigates');
    if (verb < 1 || verb > 4 || lowers[verb + 1] !== 'claims' || lowers[verb + 2] !== 'in') return names;
    if (!firmWords(0, verb - 1)) return names;
    firm = [0, verb - 1];
    start = verb + 3;
  } else {
    return names;
  }
  if (start >= data) return names;
  let plain = true;
  for (let k = start; k < data; k++) {
    const linking =
      values[k] === 'of' ||
      values[k] === '&' ||
      (values[k] === ',' && k > start && COMPANY_SUFFIXES.has(lowers[k + 1]!) && k + 1 < data);
    if (linking) continue;
    if (capitalised[k] !== 1 || view.analysed.types[k] !== 'word') return names;
    if (!isCommonWord(view, k)) plain = false;
  }
  const known = GAZETTEER.get(lowerName(view, start, data - 1));
  if (
    data - start <= 8 &&
    (ORG_KEYWORDS.has(lowers[data - 1]!) || ((!plain || firm) && known !== 'LOC' && known !== 'PER'))
  ) {
    // The firm in headline order with the company.
    if (firm && firm[0] < start) names.push(firm, [start, data - 1]);
    else names.push([start, data - 1], ...(firm ? [firm] : []));
  }
  return names;
}

function titleCaseSpanMentions(
  view: NameView,
  spans: ReadonlyArray<[number, number]>,
  bodyNames: Map<string, EntityLabel>,
): Mention[] {
  const { analysed } = view;
  const mentions: Mention[] = [];
  for (const [from, to] of spans) {
    // Cheap test first: most spans hold no team nickname.
    let teamWord = false;
    for (let k = from; k <= to && !teamWord; k++) teamWord = teamNicknameStart(view, k) >= 0;
    let i = from;
    let givenNameHead = -1;
    while (i <= to) {
      let matched = false;
      for (let end = Math.min(to, i + 4); end > i && COMPASS_WORDS.has(view.lowers[i]!); end--) {
        if (view.capitalised[i] === 1 && compassPlace(view, i, end)) {
          mentions.push(certainMention(analysed, 'LOC', i, end));
          i = end + 1;
          matched = true;
          break;
        }
      }
      if (matched) continue;
      if (i + 1 <= to && nationalTeamAt(view, i)) {
        mentions.push(certainMention(analysed, 'ORG', i, i + 1));
        i += 2;
        continue;
      }
      if (i + 2 <= to && domainNameAt(view, i)) {
        mentions.push(certainMention(analysed, 'ORG', i, i + 2));
        i += 3;
        continue;
      }
      for (let end = Math.min(to, i + 3); teamWord && end >= i && !matched; end--) {
        if (sportsTeamAt(view, i, end)) {
          mentions.push(certainMention(analysed, 'ORG', i, end));
          i = end + 1;
          matched = true;
        }
      }
      if (matched) continue;
      // "University of Phoenix", "Bank of England": an organisation keyword "of" a known place (or a known
      // organisation named after one) is one organisation, not the place (the body's spans do this by their "of").
      if (ORG_KEYWORDS.has(view.lowers[i]!) && view.lowers[i + 1] === 'of' && i + 2 <= to) {
        for (let end = Math.min(to, i + 4); end >= i + 2 && !matched; end--) {
          const known = KNOWN_IN_TITLES.get(lowerName(view, i + 2, end));
          if (known === 'LOC' || known === 'ORG') {
            mentions.push(certainMention(analysed, 'ORG', i, end));
            i = end + 1;
            matched = true;
          }
        }
        if (matched) continue;
      }
      const firm = firmEnd(view, i, to);
      if (firm > i) {
        mentions.push(certainMention(analysed, 'ORG', i, firm));
        i = firm + 1;
        continue;
      }
      for (let end = Math.min(to, i + 5); end >= i; end--) {
        const key = lowerName(view, i, end);
        // A building-named body takes its type from the headline's own words, not from the body's "in the
        // White House" ("White House Eliminates Cyber Czar Post": the administration).
        const label = (BUILDING_BODIES.has(key) ? undefined : bodyNames.get(key)) ?? KNOWN_IN_TITLES.get(key);
        // "Elect India Walton As Mayor": a place's one-word name before a known surname is a given name,
        // as the body's rules read it ("India Walton" ending in a surname is a person).
        if (label === 'LOC' && end === i && placeAsGivenName(view, i, to)) {
          mentions.push(certainMention(analysed, 'PER', i, i + 1));
          i += 2;
          matched = true;
          break;
        }
        if (label && view.capitalised[i] === 1) {
          // A place's own body: "New York Assembly", "Utah State University" (one organisation, not the
          // place); a university named after a known name: "Stanford University".
          const named = placeBodyEnd(view, label, end, to);
          // A building named after a known name ("Trump Tower"): a place.
          if (named === end && end + 1 <= to && BUILDING_KEYWORDS.has(view.lowers[end + 1]!)) {
            mentions.push(certainMention(analysed, 'LOC', i, end + 1));
            i = end + 2;
            matched = true;
            break;
          }
          // A body named after its building, put in it or before a room of it ("Living In The White House
          // Press Briefing Room"), and a named room ("Oval Office"): a place.
          if (named === end && (label === 'ORG' || label === 'LOC') && buildingBodyAsPlace(view, i, end)) {
            mentions.push(certainMention(analysed, 'LOC', i, end));
            i = end + 1;
            matched = true;
            break;
          }
          const room = named === end && BUILDING_BODIES.has(key) ? buildingRoomEnd(view, end, to) : end;
          if (room > end) {
            mentions.push(certainMention(analysed, 'LOC', i, room));
            i = room + 1;
            matched = true;
            break;
          }
          // A known person goes on to a generational suffix or regnal number ("Robert Downey Jr.").
          // A known person of two words goes on to a third ("Ruth Bader Ginsburg Returns"), as below.
          const third =
            label === 'PER' &&
            end === i + 1 &&
            end + 1 <= to &&
            // A known two-word person whose second word is a given name too ("Kathie Lee Gifford").
            (surnameAsMiddleName(view, i, end) ||
              (FIRST_NAMES.has(view.lowers[end]!) && thirdWordOfName(view, i, end)));
          const last = label === 'PER' && named === end ? regnalEnd(view, third ? end + 1 : end, to) : named;
          mentions.push(certainMention(analysed, named > end ? 'ORG' : label, i, last));
          i = last + 1;
          matched = true;
          break;
        }
      }
      // "Lin-Manuel Miranda Takes ...": a capitalised word glued by a hyphen before a given name is the
      // given name's first part; the person found at the given name starts there.
      if (
        !matched &&
        i + 3 <= to &&
        isHyphen(analysed.values[i + 1]) &&
        analysed.spaces[i + 1] === '' &&
        analysed.spaces[i + 2] === '' &&
        view.capitalised[i] === 1 &&
        NAME_WORD.test(analysed.values[i]!) &&
        FIRST_NAMES.has(view.lowers[i + 2]!) &&
        view.capitalised[i + 3] === 1
      ) {
        givenNameHead = i;
        i += 2;
        continue;
      }
      const start = givenNameHead >= 0 && givenNameHead === i - 2 ? givenNameHead : i;
      if (!matched && (knownSurnameAlone(view, i) || givenNamePossessive(view, i))) {
        mentions.push(certainMention(analysed, 'PER', i, i));
        i++;
        continue;
      }
      if (!matched && i + 1 <= to && surnameUsedInBody(view, i, to, bodyNames)) {
        const end = regnalEnd(view, hyphenatedEnd(view, i + 1, to), to);
        mentions.push(certainMention(analysed, 'PER', i, end));
        i = end + 1;
        continue;
      }
      if (!matched) {
        // "VPNs from Cisco and Citrix Riskiest Products": listed with a known organisation or place.
        const listed = listedWithKnown(view, i, bodyNames);
        if (listed) {
          mentions.push(certainMention(analysed, listed, i, i));
          i++;
          continue;
        }
      }
      if (!matched) {
        // An organisation known by its context even in Title Case ("Coupang Suffers Massive Data Breach").
        for (let end = Math.min(to, i + 2); end >= i; end--) {
          let nameLike = view.capitalised[i] === 1;
          for (let k = i; k <= end && nameLike; k++) {
            // In Title Case a name starts with a word that is no common word: "Goosehead Insurance", not
            // "Experts Share ...".
            nameLike =
              analysed.pos[k] === 'PROPN' &&
              !COMMON_CAPITALISED.has(view.lowers[k]!) &&
              (k > i || !isCommonWord(view, k));
          }
          // Nor does it end in a common word that is no organisation keyword ("KnowBe4 Report Reveals").
          const lastWord = view.lowers[end]!;
          if (
            nameLike &&
            end > i &&
            isCommonWord(view, end) &&
            !ORG_KEYWORDS.has(lastWord) &&
            !ORG_INTRODUCERS.has(lastWord)
          ) {
            nameLike = false;
          }
          if (nameLike && !FIRST_NAMES.has(view.lowers[i]!) && organisationCue(view, i, end)) {
            mentions.push(certainMention(analysed, 'ORG', i, end));
            i = end + 1;
            matched = true;
            break;
          }
        }
      }
      if (!matched && i < to) {
        const placeEnd = keywordPlaceAfterPreposition(view, i, to);
        if (placeEnd > i) {
          mentions.push(certainMention(analysed, 'LOC', i, placeEnd));
          i = placeEnd + 1;
          continue;
        }
      }
      if (!matched && i < to && initialsBeforeName(view, i, i + 1)) {
        mentions.push(certainMention(analysed, 'PER', i, i + 1));
        i += 2;
        continue;
      }
      if (!matched) {
        const person = titleCasePerson(view, i, to);
        if (person) {
          // "Ruth Bader Ginsburg": a third word of the name after first name and middle name or surname.
          if (
            person[1] === person[0] + 1 &&
            person[1] + 1 <= to &&
            ((middleNameAt(view, person[0], person[1]) && thirdNameWord(view, person[1] + 1)) ||
              surnameAsMiddleName(view, person[0], person[1]))
          ) {
            person[1]++;
          }
          person[1] = regnalEnd(view, hyphenatedEnd(view, person[1], to), to);
          const named = namedAfterPerson(view, person[1], to);
          if (named) person[1]++;
          mentions.push(
            certainMention(analysed, named ?? 'PER', person[0] === i ? start : person[0], person[1]),
          );
          i = person[1] + 1;
          continue;
        }
        // A first name followed by a proper noun is a person even in Title Case ("Ashish Jha").
        const next = i + 1;
        if (
          next <= to &&
          ((FIRST_NAMES.has(view.lowers[i]!) &&
            analysed.pos[next] === 'PROPN' &&
            view.capitalised[next] === 1 &&
            !NON_ENTITIES.has(view.lowers[next]!)) ||
            // Not after a capitalised noun, where the common word is a headline's ("Farm Bill Gambit").
            (commonGivenNameBeforeName(view, i) &&
              !(i > from && view.capitalised[i - 1] === 1 && NOUN_LIKE.has(analysed.pos[i - 1]!))))
        ) {
          let end = next;
          // "Robert De Niro": a particle and the name it starts.
          if (NAME_PARTICLES.has(view.lowers[next]!) && next + 1 <= to && view.capitalised[next + 1] === 1) {
            end = next + 1;
          } else if (
            next + 1 <= to &&
            (LAST_NAMES.has(view.lowers[next + 1]!) ||
              (middleNameAt(view, i, next) && thirdNameWord(view, next + 1)) ||
              surnameAsMiddleName(view, i, next)) &&
            // Not a headline verb that is also a surname ("Mark Hamill Burns ...").
            !(COMMON_WORDS.has(view.lowers[next + 1]!) && view.lowers[next + 1]!.endsWith('s'))
          ) {
            end = next + 1;
          }
          end = regnalEnd(view, hyphenatedEnd(view, end, to), to);
          const named = namedAfterPerson(view, end, to);
          if (named) end++;
          mentions.push(certainMention(analysed, named ?? 'PER', start, end));
          i = end + 1;
        } else {
          i = titleCaseTown(view, i, to, mentions);
        }
      }
    }
  }
  return mentions;
}

const PAIR_JOINERS = new Set(['and', '&', 'or']);

/**
 * The class of the known names a word of a Title Case headline is listed with, when they are
 * organisations or places ("VPNs from Cisco and Citrix Riskiest Products", "Jeep, Dodge, Chrysler
 * Recall ..."), as coordinatedWords reads lists in running text: the word is a proper noun, no common
 * word, given name or known name, next to a list word ("," "and" "&" "or") whose other side is a known
 * name of one or two words; every known name on its two sides must agree. (List words are joined past a
 * comma before them: "X, and Y".)
 */
function listedWithKnown(
  view: NameView,
  i: number,
  bodyNames: Map<string, EntityLabel>,
): EntityLabel | undefined {
  const { values, pos } = view.analysed;
  // "and", "&" or "or" next to the word: a comma alone in a headline also ends a clause ("Anchorage,
  // Alaska, Shatters ...").
  const joinerBefore = PAIR_JOINERS.has(values[i - 1] ?? '');
  const joinerAfter = PAIR_JOINERS.has(values[i + 1] ?? '');
  if (!joinerBefore && !joinerAfter) return undefined;
  const word = view.lowers[i]!;
  if (
    view.capitalised[i] !== 1 ||
    pos[i] !== 'PROPN' ||
    !NAME_WORD.test(values[i]!) ||
    isCommonWord(view, i) ||
    COMMON_WORDS.has(word) ||
    FIRST_NAMES.has(word) ||
    KNOWN_NAMES.has(word) ||
    bodyNames.has(word)
  ) {
    return undefined;
  }
  const knownAt = (from: number, to: number) => {
    if (from < 0 || to >= view.lowers.length || from > to) return undefined;
    for (let k = from; k <= to; k++) if (view.capitalised[k] !== 1) return undefined;
    const key = lowerName(view, from, to);
    return bodyNames.get(key) ?? KNOWN_IN_TITLES.get(key);
  };
  const labels: EntityLabel[] = [];
  if (joinerBefore) {
    let j = i - 1;
    while (j >= 0 && LIST_JOINERS.has(values[j]!)) j--;
    const label = knownAt(j, j) ?? knownAt(j - 1, j);
    if (label) labels.push(label);
  }
  if (joinerAfter) {
    let j = i + 1;
    while (j < values.length && LIST_JOINERS.has(values[j]!)) j++;
    const label = knownAt(j, j) ?? knownAt(j, j + 1);
    if (label) labels.push(label);
  }
  const label = labels[0];
  if (label !== 'ORG' && label !== 'LOC') return undefined;
  return labels.every((other) => other === label) ? label : undefined;
}

/**
 * Whether token i of a Title Case headline is the surname of a person known by full name, named alone: no
 * common word, given name, town or known name of its own, with the headline's verb or a possessive right
 * after it ("Blinken Vows ...", "Northam's Resignation"; not "Brown University", "Clinton Voters").
 */
function knownSurnameAlone(view: NameView, i: number): boolean {
  const word = view.lowers[i]!;
  if (!KNOWN_SURNAMES.has(word) || view.capitalised[i] !== 1) return false;
  // A word known alone as a person too ("Mueller", mined from the descriptions) is still that surname; a
  // word known as another kind of name is not.
  if (
    !NAME_WORD.test(view.analysed.values[i]!) ||
    (KNOWN_NAMES.get(word) ?? 'PER') !== 'PER' ||
    FIRST_NAMES.has(word)
  ) {
    return false;
  }
  // The word list itself: isCommonWord lets a surname through ("Diamond").
  if (TOWNS.has(word) || COMMON_WORDS.has(word) || PERSON_TITLES.has(word) || ROLE_NOUNS.has(word)) {
    return false;
  }
  // The word before is no given name, title or known place or organisation that would make it part of a
  // longer name ("Will Smith", "Arctic Wolf").
  const before = i > 0 && view.capitalised[i - 1] === 1 ? view.lowers[i - 1]! : '';
  if (
    before &&
    (FIRST_NAMES.has(before) ||
      COMMON_GIVEN_NAMES.has(before) ||
      PERSON_TITLES.has(before) ||
      // Nor a surname, as in a three-word name ("Gina Ortiz Jones Wins").
      LAST_NAMES.has(before) ||
      (KNOWN_NAMES.get(before) ?? 'PER') !== 'PER')
  ) {
    return false;
  }
  const after = view.analysed.values[i + 1];
  if (isPossessiveS(after)) return true;
  const next = view.lowers[i + 1];
  return (
    i + 1 < view.lowers.length &&
    !ORG_KEYWORDS.has(next!) &&
    !PLACE_KEYWORDS.has(next!) &&
    (personVerbAt(view, i + 1) ||
      VERB_LIKE_POS.has(view.analysed.pos[i + 1]!) ||
      // Not a word read as an adjective ("Catholic Priests").
      (surnameBeforeCommonNoun(view, i + 1) && !isAdjective(word)))
  );
}

/**
 * Whether token i of a Title Case headline is a person named by a given name alone, with a possessive
 * ("Prince Charles And Camilla's Christmas Card", "Her Mom Juanita's Absence"): a known given name that is
 * no common word, town or known name of another kind, after no other name word.
 */
function givenNamePossessive(view: NameView, i: number): boolean {
  const after = view.analysed.values[i + 1];
  if (!isPossessiveS(after)) return false;
  const word = view.lowers[i]!;
  if (!FIRST_NAMES.has(word) || view.capitalised[i] !== 1 || !NAME_WORD.test(view.analysed.values[i]!)) {
    return false;
  }
  if (COMMON_WORDS.has(word) || COMMON_GIVEN_NAMES.has(word) || TOWNS.has(word) || DEMONYMS.has(word)) {
    return false;
  }
  if ((KNOWN_NAMES.get(word) ?? 'PER') !== 'PER') return false;
  // A holiday ("Valentine's Day") or a named storm ("Hurricane Dorian's Track") is no person.
  if (/^(?:day|eve)$/.test(view.lowers[i + 2] ?? '') || STORM_PREFIXES.has(view.lowers[i - 1] ?? '')) {
    return false;
  }
  // After a capitalised word only when that word is a common one ("Mom", "And"), not a name's first part.
  return !(
    i > 0 &&
    view.capitalised[i - 1] === 1 &&
    !isCommonWord(view, i - 1) &&
    !TITLE_SMALL_WORDS.has(view.lowers[i - 1]!)
  );
}

/**
 * Whether token k, after a known surname in a Title Case headline, is a common noun the person's name
 * qualifies ("Clinton Voters", "Mueller Probe", "Bush Funeral"): a capitalised common word that is no
 * keyword of a place, organisation or building, no title, and ends the name run.
 */
function surnameBeforeCommonNoun(view: NameView, k: number): boolean {
  const word = view.lowers[k]!;
  const { pos } = view.analysed;
  return (
    view.capitalised[k] === 1 &&
    (pos[k] === 'NOUN' || pos[k] === 'PROPN') &&
    COMMON_WORDS.has(word) &&
    !KNOWN_NAMES.has(word) &&
    !BUILDING_KEYWORDS.has(word) &&
    !PERSON_TITLES.has(word) &&
    !ROLE_NOUNS.has(word) &&
    // The noun ends the name run: what follows is lower case, the headline's end, a verb or a small word.
    (view.capitalised[k + 1] !== 1 || FUNCTION_POS.has(pos[k + 1]!) || VERB_LIKE_POS.has(pos[k + 1]!))
  );
}

/**
 * Whether token i of a Title Case headline, a known place's one-word name and no common word, is a given name before a surname
 * (token i + 1): a known surname that is no common word and no known name, keyword or title, not glued by
 * a hyphen, tagged a proper noun ("India Walton", "Georgia Walton"; not "Georgia Power", "Virginia Beach",
 * "Arctic Wolf").
 */
function placeAsGivenName(view: NameView, i: number, to: number): boolean {
  const next = i + 1;
  if (next > to || view.capitalised[i] !== 1 || view.capitalised[next] !== 1) return false;
  const word = view.lowers[next]!;
  return (
    LAST_NAMES.has(word) &&
    view.analysed.pos[next] === 'PROPN' &&
    view.analysed.spaces[next] !== '' &&
    NAME_WORD.test(view.analysed.values[next]!) &&
    NAME_WORD.test(view.analysed.values[i]!) &&
    !isCommonWord(view, i) &&
    // A place word that is also an adjective names a thing after it ("Arctic Wolf", "Pacific Gas").
    !isAdjective(view.lowers[i]!) &&
    // The word list itself: isCommonWord lets a surname through ("Wolf").
    !COMMON_WORDS.has(word) &&
    !KNOWN_NAMES.has(word) &&
    !TOWNS.has(word) &&
    !ORG_KEYWORDS.has(word) &&
    !PLACE_KEYWORDS.has(word) &&
    !BUILDING_KEYWORDS.has(word) &&
    !PERSON_TITLES.has(word) &&
    !ROLE_NOUNS.has(word) &&
    !DEMONYMS.has(word)
  );
}

/**
 * Whether tokens i, i + 1 of a Title Case headline are a person named in full whose surname the body then
 * uses alone ("Novak Djokovic Beats ..." / "Djokovic extended ..."), as news names people: two name-shaped
 * words that no list knows and no common word, the second named alone in the body (as a person or by an
 * organisation's cue), the first not.
 */
function surnameUsedInBody(
  view: NameView,
  i: number,
  to: number,
  bodyNames: Map<string, EntityLabel>,
): boolean {
  const surnameLabel = bodyNames.get(view.lowers[i + 1]!);
  if (surnameLabel !== 'PER' && surnameLabel !== 'ORG') return false;
  if (bodyNames.has(view.lowers[i]!)) return false;
  // The name ends there: no third word of a longer one ("Christine Blasey Ford"), and the second word
  // opens no known name ("Labels Boris Johnson").
  if (i + 2 <= to && !isCommonWord(view, i + 2)) return false;
  if (
    i + 2 <= to &&
    (KNOWN_IN_TITLES.has(lowerName(view, i + 1, i + 2)) || bodyNames.has(lowerName(view, i + 1, i + 2)))
  ) {
    return false;
  }
  for (let k = i; k <= i + 1; k++) {
    const word = view.lowers[k]!;
    // Inflected headline words by their stem too ("Labels").
    const stem = word.endsWith('s') ? word.slice(0, -1) : word;
    if (
      view.capitalised[k] !== 1 ||
      COMMON_WORDS.has(stem) ||
      !NAME_WORD.test(view.analysed.values[k]!) ||
      KNOWN_IN_TITLES.has(word) ||
      DEMONYMS.has(word) ||
      ORG_KEYWORDS.has(word) ||
      PLACE_KEYWORDS.has(word) ||
      PERSON_TITLES.has(word) ||
      (isCommonWord(view, k) && !FIRST_NAMES.has(word))
    ) {
      return false;
    }
  }
  return true;
}

/**
 * Whether a two-word person [first, second] found in a Title Case headline can go on to a third word: the
 * first no common word ("Sue Brian ..."), the second no common word and no surname only, as a surname
 * ends a name ("Lisa Loeb Paved"); "Taylor", "Ray", "Brown" are given names too.
 */
function middleNameAt(view: NameView, first: number, second: number): boolean {
  const word = view.lowers[second]!;
  return (
    !isCommonWord(view, first) &&
    !isCommonWord(view, second) &&
    (FIRST_NAMES.has(word) || !LAST_NAMES.has(word))
  );
}

/**
 * Whether a two-word person [first, second] of a Title Case headline whose second word is a known surname
 * goes on to a third word all the same ("Ruth Bader Ginsburg Returns"): a third name-shaped word that is no
 * common word, known name nor town, followed by the headline's verb (or another common word), a possessive
 * or the headline's end, as a person's name is ("Lisa Loeb Paved" stays two words: "Paved" is a verb).
 */
function surnameAsMiddleName(view: NameView, first: number, second: number): boolean {
  if (!LAST_NAMES.has(view.lowers[second]!) || FIRST_NAMES.has(view.lowers[second]!)) return false;
  return thirdWordOfName(view, first, second);
}

/**
 * Whether token k ends a person's name in a headline: the text's end, punctuation, a possessive, or a verb
 * people do or wink tags VERB ("Rep. Jim Jordan Admits", "Ruth Bader Ginsburg's").
 */
function endsHeadlineName(view: NameView, k: number): boolean {
  const value = view.analysed.values[k];
  return (
    value === undefined ||
    view.analysed.types[k] === 'punctuation' ||
    isPossessiveS(value) ||
    personVerbAt(view, k) ||
    view.analysed.pos[k] === 'VERB'
  );
}

/** The test of surnameAsMiddleName past its surname: the third word and what follows it. */
function thirdWordOfName(view: NameView, first: number, second: number): boolean {
  const third = second + 1;
  if (third >= view.lowers.length || view.capitalised[third] !== 1) return false;
  if (isCommonWord(view, first) || isCommonWord(view, second) || !thirdNameWord(view, third)) return false;
  // No adverb ("Sweetly", "Loudly") and no singular of a common plural ("Juror": "jurors").
  const word = view.lowers[third]!;
  if (word.endsWith('ly') || COMMON_WORDS.has(`${word}s`)) return false;
  if (LAST_NAMES.has(view.lowers[third]!) || TOWNS.has(view.lowers[third]!)) return false;
  return (
    endsHeadlineName(view, third + 1) ||
    // A Title Case headline's verb that wink tags PROPN ("Returns", "Wows"): a common word or its "-s" form;
    // or a headline's small word ("Jenna Bush Hager To Replace ...", "... Gifford On 'Today'").
    (view.capitalised[third + 1] === 1 &&
      (isCommonWord(view, third + 1) || TITLE_SMALL_WORDS.has(view.lowers[third + 1]!)))
  );
}

/**
 * Whether token k of a Title Case headline is the third word of a person's name after first name and
 * middle name ("Ruth Bader Ginsburg", "Anna Marie Tendler"): name-shaped, no common word (nor its stem:
 * "Wows"), no known name and no keyword.
 */
function thirdNameWord(view: NameView, k: number): boolean {
  const word = view.lowers[k]!;
  if (!NAME_WORD.test(view.analysed.values[k]!) || isCommonWord(view, k)) return false;
  // Headline verbs: "Paved", "Pitches", "Purges", "Ineligible" (wink tags some ADJ or VERB).
  if (word.endsWith('ed') || view.analysed.pos[k] === 'VERB' || view.analysed.pos[k] === 'ADJ') return false;
  const stem = word.endsWith('s') ? word.slice(0, -1) : word;
  return (
    !COMMON_WORDS.has(stem) &&
    !COMMON_WORDS.has(word.replace(/e?s$/, '')) &&
    !KNOWN_IN_TITLES.has(word) &&
    !DEMONYMS.has(word) &&
    !ORG_KEYWORDS.has(word) &&
    !PLACE_KEYWORDS.has(word) &&
    !PERSON_TITLES.has(word) &&
    !FIRST_NAMES.has(word)
  );
}

/**
 * The end of a firm's name that starts at token i of a Title Case stretch, else -1: up to four capitalised
 * words ending in a legal form ("Edelson Lechtzin LLP", "Rockrose Development L.L.C.") or "&" and a firm
 * word ("Wakefield & Associates", even after a town's name), the first no common word (not "Behalf of ...
 * LLP"); what precedes a legal form no name known already.
 */
function firmEnd(view: NameView, i: number, to: number): number {
  const { values } = view.analysed;
  // Cheap test first: most stretches hold no legal form or "&" in reach.
  let inReach = false;
  for (let end = i + 1; end <= Math.min(to, i + 4) && !inReach; end++) {
    inReach = values[end] === '&' || FIRM_SUFFIXES.has(view.lowers[end]!);
  }
  if (!inReach || view.capitalised[i] !== 1 || isCommonWord(view, i)) return -1;
  for (let end = i + 1; end <= Math.min(to, i + 4); end++) {
    const word = view.lowers[end]!;
    if (values[end] === '&') continue;
    if (view.capitalised[end] !== 1 && !FIRM_SUFFIXES.has(word)) return -1;
    if (values[end - 1] === '&' && FIRM_TAILS.has(word)) return end;
    // A known name before a legal form is matched as that name.
    if (FIRM_SUFFIXES.has(word)) return KNOWN_IN_TITLES.has(lowerName(view, i, end - 1)) ? -1 : end;
  }
  return -1;
}

/**
 * A town that opens stretch [i, to] of a Title Case headline, where nothing else named it ("Click And
 * Collect Returns To Basingstoke"): adds it and returns the index after it, else i + 1. No word of it may
 * be tagged a verb ("Victory Sparks Fears").
 */
function titleCaseTown(view: NameView, i: number, to: number, mentions: Mention[]): number {
  if (view.capitalised[i] !== 1) return i + 1;
  // Or a town before a noun of its local people and bodies ("Minneapolis Suburb Approves", "Swindon Man
  // Jailed"), tried only for a one- or two-word town.
  if (!placeContextBefore(view, i)) {
    for (let end = Math.min(to - 1, i + 1); end >= i; end--) {
      if (
        LOCAL_NOUNS.has(view.lowers[end + 1]!) &&
        TOWNS.has(lowerName(view, i, end)) &&
        !isCommonWord(view, i) &&
        view.analysed.pos[end] !== 'VERB'
      ) {
        mentions.push(certainMention(view.analysed, 'LOC', i, end));
        return end + 1;
      }
    }
    return i + 1;
  }
  // "In Yass, Australia": the rest of the stretch, before a comma and a known place, is a place in it.
  if (to - i < 3 && view.analysed.values[to + 1] === ',' && regionAt(view, to + 2)) {
    let nameShaped = !isCommonWord(view, to);
    for (let k = i; k <= to && nameShaped; k++) nameShaped = NAME_WORD.test(view.analysed.values[k]!);
    if (nameShaped) {
      mentions.push(certainMention(view.analysed, 'LOC', i, to));
      return to + 1;
    }
  }
  for (let end = Math.min(to, i + 3); end >= i; end--) {
    if (view.analysed.pos[end] === 'VERB' || !TOWNS.has(lowerName(view, i, end))) continue;
    // Nor may all its words be common ones, which Title Case capitalises anyway ("Coral Springs" is a
    // place in running text, not in a headline).
    let verb = false;
    let allCommon = true;
    for (let k = i; k <= end && !verb; k++) {
      verb = k < end && view.analysed.pos[k] === 'VERB';
      allCommon &&= isCommonWord(view, k);
    }
    if (verb || allCommon) continue;
    mentions.push(certainMention(view.analysed, 'LOC', i, end));
    return end + 1;
  }
  return i + 1;
}

/** Nouns of a town's people and bodies that follow its name in headlines ("Swindon Man", "Leeds Mayor"); not bodies
 * that are organisations with it ("Leeds Council"). */
const LOCAL_NOUNS = new Set(
  `man woman men women teen teens boy girl couple family mother father mom dad resident residents suburb
   cops mayor officials firefighters neighborhood`.split(/\s+/),
);

/** Whether a known place of one or two words starts at token k ("Australia", "North Carolina"). */
function regionAt(view: NameView, k: number): boolean {
  if (k >= view.lowers.length || view.capitalised[k] !== 1) return false;
  if (GAZETTEER.get(view.lowers[k]!) === 'LOC') return true;
  return k + 1 < view.lowers.length && GAZETTEER.get(lowerName(view, k, k + 1)) === 'LOC';
}

/** Words that in a Title Case headline put a place after them ("In Encinitas", "To Basingstoke"). */
const TITLE_PLACE_PREPOSITIONS = new Set(['in', 'at', 'near', 'from', 'to', 'outside', 'across', 'into']);

/**
 * Whether a Title Case headline says that what starts at token i is a place: a preposition of place before
 * it, or "and" after a known place ("Venezuela And Trinidad"). A town's name alone is too often a word
 * or a given name there ("Religious Liberty", "Ina Garten").
 */
function placeContextBefore(view: NameView, i: number): boolean {
  const previous = view.lowers[i - 1];
  if (previous === undefined) return false;
  if (TITLE_PLACE_PREPOSITIONS.has(previous)) return true;
  return (previous === 'and' || previous === '&') && GAZETTEER.get(view.lowers[i - 2] ?? '') === 'LOC';
}

/**
 * In a Title Case headline, the end of a place named after a preposition of place by a place keyword
 * ("Toward Gulf Coast", "At East Coast", "In Coral Springs"), or i when none: two or three words, the first
 * no common word unless a compass word or a place prefix ("Gulf"), the last a place keyword that is no
 * organisation keyword.
 */
function keywordPlaceAfterPreposition(view: NameView, i: number, to: number): number {
  const previous = view.lowers[i - 1];
  // A known place's possessive puts what follows in it too ("Utah's Great Salt Lake Nears ..."), whose
  // first word may be a common one.
  // Not a superlative's ("Ohio's Largest School District"): a ranking, no name.
  const inPlace =
    /^['’]s$/.test(previous ?? '') &&
    KNOWN_NAMES.get(view.lowers[i - 2] ?? '') === 'LOC' &&
    !/(?:est|most)$/.test(view.lowers[i]!);
  if (
    previous === undefined ||
    !(inPlace || TITLE_PLACE_PREPOSITIONS.has(previous) || previous === 'toward' || previous === 'towards')
  ) {
    return i;
  }
  const first = view.lowers[i]!;
  if (!inPlace && isCommonWord(view, i) && !COMPASS_WORDS.has(first) && !PLACE_PREFIXES.has(first)) return i;
  if (
    ORG_KEYWORDS.has(first) ||
    PERSON_TITLES.has(first) ||
    /^(?:the|a|an|my|your|our|his|her|their)$/.test(first)
  ) {
    return i;
  }
  for (let end = i + 1; end <= Math.min(to, i + 2); end++) {
    if (view.capitalised[end] !== 1) return i;
    const last = view.lowers[end]!;
    if (PLACE_KEYWORDS.has(last) && !ORG_KEYWORDS.has(last)) return end;
  }
  return i;
}

/**
 * Organisation keywords that after a place's name make one body of that place ("New York Assembly", "Iowa
 * State University"); not "Court" or "Agency", which headlines put after a country as common nouns ("U.S.
 * Court Upholds").
 */
/** A country's abbreviation: "U.S.", "UK", "US". */
const COUNTRY_ABBREVIATION = /^(?:(?:\p{Lu}\.){2,3}|\p{Lu}{2,3})$/u;
const PLACE_BODIES = new Set([
  'assembly',
  'legislature',
  'parliament',
  'university',
  'college',
  'senate',
  'army',
  'navy',
]);

/** Organisation keywords that after a demonym make a nation's body ("European Council", "Russian Embassy"). */
const DEMONYM_BODIES = new Set(
  'council commission parliament senate assembly embassy consulate army navy ministry'.split(' '),
);

/** Words that after a known company name its division ("Fox Sports"; not "channel": "X YouTube Channel"). */
const MEDIA_DIVISIONS = new Set(['sports', 'television', 'films']);

/** Words between a place and its university or college ("Utah State University", "Dublin City University"). */
const BODY_LINKS = new Set(['state', 'city', 'community', 'tech', 'technical', 'national', 'metropolitan']);

/**
 * The last token of a place's or organisation's own body that starts with the known name ending at `end`
 * ("New York Assembly", "Utah State University", "Stanford University"), or `end` when none follows.
 */
function placeBodyEnd(view: NameView, label: EntityLabel, end: number, to: number): number {
  // A nation's body named by its demonym ("European Council", "Russian Embassy", "Israeli Army"), as
  // running text reads it.
  if (
    label === 'MISC' &&
    end + 1 <= to &&
    view.capitalised[end + 1] === 1 &&
    DEMONYM_BODIES.has(view.lowers[end + 1]!) &&
    DEMONYMS.has(view.lowers[end]!)
  ) {
    return end + 1;
  }
  if (label !== 'LOC' && label !== 'ORG') return end;
  let k = end + 1;
  if (k < to && view.capitalised[k] === 1 && BODY_LINKS.has(view.lowers[k]!)) k++;
  if (k > to || view.capitalised[k] !== 1) return end;
  const keyword = view.lowers[k]!;
  if (keyword === 'university' || keyword === 'college') return k;
  // A known company's division ("Fox Sports", "NBC Sports"), which Title Case reads as a capitalised
  // common word after it.
  if (label === 'ORG' && k === end + 1 && MEDIA_DIVISIONS.has(keyword)) return k;
  // A city's newspaper ("Kansas City Star", "Houston Chronicle").
  if (label === 'LOC' && k === end + 1 && NEWSPAPER_WORDS.has(keyword)) return k;
  // Assemblies and parliaments only right after a place ("New York Assembly").
  if (label !== 'LOC' || k !== end + 1 || !PLACE_BODIES.has(keyword)) return end;
  // A state's name before "Senate" is as often the race for its seat in the national one ("Georgia Senate
  // Race"): only a country's abbreviation makes the body ("U.S. Senate").
  return keyword !== 'senate' || COUNTRY_ABBREVIATION.test(view.analysed.values[end]!) ? k : end;
}

/**
 * In a Title Case headline, an organisation or place keyword right after a person's name makes a body
 * or a place named after a person ("Wayne Memorial Hospital", "Ronald Reagan Airport"): its class, or null.
 */
function namedAfterPerson(view: NameView, end: number, to: number): EntityLabel | null {
  if (end + 1 > to || view.capitalised[end + 1] !== 1) return null;
  const keyword = view.lowers[end + 1]!;
  // What a person has or leads is no name after them ("Joe Biden Administration", "Kim Kardashian Media").
  if (PERSONAL_KEYWORDS.has(keyword)) return null;
  return ORG_KEYWORDS.has(keyword)
    ? 'ORG'
    : PLACE_KEYWORDS.has(keyword) || BUILDING_KEYWORDS.has(keyword)
      ? 'LOC'
      : null;
}

/** The end of a name that goes on past a hyphen to a capitalised word ("Omar Al-Bashir"). */
function hyphenatedEnd(view: NameView, end: number, to: number): number {
  const { values, spaces } = view.analysed;
  while (
    end + 2 <= to &&
    isHyphen(values[end + 1]) &&
    spaces[end + 1] === '' &&
    spaces[end + 2] === '' &&
    view.capitalised[end + 2] === 1
  ) {
    end += 2;
  }
  return end;
}

/** Roman numerals that follow a monarch's or a family's name ("Elizabeth II", "Joe Kennedy III"). */
const REGNAL_NUMBER = /^(?:II|III|IV|VI|VII|VIII|IX|XI|XII|XIII|XIV|XV|XVI)$/;

/** A generational suffix that ends a person's name ("Robert Downey Jr.", "Ken Griffey Sr."). */
const NAME_SUFFIX = /^(?:Jr|Sr)\.?$/;

/**
 * The end of a person's name that goes on to a regnal number or a generational suffix, as in body text
 * ("Queen Elizabeth II", "Robert Downey Jr.").
 */
function regnalEnd(view: NameView, end: number, to: number): number {
  const next = view.analysed.values[end + 1];
  return end + 1 <= to && (REGNAL_NUMBER.test(next!) || NAME_SUFFIX.test(next!)) ? end + 1 : end;
}

/** Whether token i can be a word of a person's name in a Title Case headline. */
function nameWordAt(view: NameView, i: number, to: number): boolean {
  return (
    i <= to &&
    view.capitalised[i] === 1 &&
    !NON_ENTITIES.has(view.lowers[i]!) &&
    !PERSON_TITLES.has(view.lowers[i]!) &&
    NAME_WORD.test(view.analysed.values[i]!)
  );
}

/**
 * "'Younger' Star Sutton Foster Returns", "Olympic Skier Bode Miller's", "Rapper Young Lo Raped", "Author
 * Mary Higgins Clark, ...": after a capitalised role noun, two name-shaped words that end where the headline's
 * verb, a possessive, punctuation or the headline's end follows are a person, though either is a common word
 * or a town ("Foster", "Young", "Sutton") or the last a place ("Star Tan France Doesn't"); a third word that
 * is a surname of the lists, so ended, belongs to it too. Neither word may be a verb's form (-s, -ed, -ing:
 * "Host Asks Trump", "Star Wars"), an organisation's or place keyword, a demonym or a known organisation.
 */
function roleNounPerson(view: NameView, i: number, to: number): [number, number] | null {
  const { lowers } = view;
  const [first, last] = [i + 1, i + 2];
  if (!nameWordAt(view, first, to) || !nameWordAt(view, last, to)) return null;
  for (const k of [first, last]) {
    const word = lowers[k]!;
    if (
      (/(?:s|ed|ing)$/.test(word) &&
        (isCommonWord(view, k) || !(FIRST_NAMES.has(word) || LAST_NAMES.has(word)))) ||
      ORG_KEYWORDS.has(word) ||
      PLACE_KEYWORDS.has(word) ||
      DEMONYMS.has(word) ||
      ROLE_NOUNS.has(word) ||
      GAZETTEER.get(word) === 'ORG' ||
      !/^[A-Z]/.test(view.analysed.values[k]!)
    ) {
      return null;
    }
  }
  // The first word is no place of the gazetteer ("Star Paris Hilton" stays to the other rules).
  if (GAZETTEER.get(lowers[first]!) === 'LOC') return null;
  // The last word is no verb ("Mother Dog Found Dragging"), and a verb, a possessive or a comma follows:
  // not the headline's end, where a role noun more often qualifies a noun ("Over Baby Formula Shortage",
  // "Child Sex Abuse").
  if (view.analysed.pos[last] === 'VERB') return null;
  if (roleNounNameEnd(view, last + 1)) return [first, last];
  return roleNounThirdWord(view, first, last, to) ? [first, last + 1] : null;
}

function roleNounNameEnd(view: NameView, k: number): boolean {
  const value = view.analysed.values[k];
  return (
    value === ',' ||
    isPossessiveS(value) ||
    personVerbAt(view, k) ||
    view.analysed.pos[k] === 'VERB' ||
    view.analysed.pos[k] === 'AUX'
  );
}

/** "Author Mary Higgins Clark, ...": after a role noun, a given name, a word, then a surname ending the name. */
function roleNounThirdWord(view: NameView, first: number, last: number, to: number): boolean {
  const { lowers } = view;
  return (
    last + 1 <= to &&
    FIRST_NAMES.has(lowers[first]!) &&
    LAST_NAMES.has(lowers[last + 1]!) &&
    !isCommonWord(view, last + 1) &&
    nameWordAt(view, last + 1, to) &&
    !endsHeadlineName(view, last + 1) &&
    roleNounNameEnd(view, last + 2)
  );
}

/**
 * A person in a Title Case headline beyond "first name + proper noun", where capitals alone say nothing:
 * a name after a person title ("Sen. Roy Blunt", "Prince William"), or two name-shaped words that are no
 * common words ("Courteney Cox") with a known surname last or a verb people do after them ("... Tells").
 * Returns the name's [from, to], or null.
 */
function titleCasePerson(view: NameView, i: number, to: number): [number, number] | null {
  const { lowers } = view;
  const { lemmas } = view.analysed;
  if (PERSON_TITLES.has(lowers[i]!) && view.capitalised[i] === 1 && nameWordAt(view, i + 1, to)) {
    const first = i + 1;
    if (!FIRST_NAMES.has(lowers[first]!) && (isCommonWord(view, first) || GAZETTEER.has(lowers[first]!))) {
      return null;
    }
    // The next word is a surname unless it is a common word shaped like a headline verb ("Calls").
    const second = first + 1;
    const known = GAZETTEER.get(lowers[second] ?? '');
    const surname =
      nameWordAt(view, second, to) &&
      (known === 'PER' || known === undefined) &&
      (known === 'PER' ||
        LAST_NAMES.has(lowers[second]!) ||
        !isCommonWord(view, second) ||
        (FIRST_NAMES.has(lowers[first]!) && !/(?:s|ed|ing)$/.test(lowers[second]!)));
    // "Rep. Steve King Uses ...": after a title and a given name, a word that is itself a title ("King",
    // "Bishop") is the surname when the headline's verb, a possessive or the headline's end follows it.
    const titleWordSurname =
      !surname &&
      second <= to + 1 &&
      FIRST_NAMES.has(lowers[first]!) &&
      PERSON_TITLES.has(lowers[second] ?? '') &&
      view.capitalised[second] === 1 &&
      NAME_WORD.test(view.analysed.values[second]!) &&
      (second + 1 >= view.lowers.length ||
        view.analysed.types[second + 1] === 'punctuation' ||
        personVerbAt(view, second + 1) ||
        view.analysed.pos[second + 1] === 'VERB');
    // "Rep. Jim Jordan Admits ...": after a title and a given name, a one-word place is the surname when the
    // headline's verb, a possessive or the headline's end follows it, as a title word is above.
    const placeSurname =
      !surname &&
      !titleWordSurname &&
      known === 'LOC' &&
      FIRST_NAMES.has(lowers[first]!) &&
      !isCommonWord(view, first) &&
      nameWordAt(view, second, to) &&
      endsHeadlineName(view, second + 1);
    return [first, surname || titleWordSurname || placeSurname ? second : first];
  }
  // "Reuters Photographer Danish Siddiqui", "Actor Armie Hammer": a role noun before two name-shaped words,
  // the second no common word and no known name of another kind.
  if (ROLE_NOUNS.has(lowers[i]!) && view.capitalised[i] === 1 && nameWordAt(view, i + 2, to)) {
    const [first, last] = [i + 1, i + 2];
    const knownLast = GAZETTEER.get(lowers[last]!);
    if (
      nameWordAt(view, first, to) &&
      // The first word is a given name, a demonym ("Danish") or no common word: not a headline verb
      // ("Host Asks Trump", "Singer Reclaiming Folk").
      (FIRST_NAMES.has(lowers[first]!) ||
        DEMONYMS.has(lowers[first]!) ||
        (!COMMON_WORDS.has(lowers[first]!) &&
          view.analysed.pos[first] !== 'VERB' &&
          !/(?:s|ed|ing)$/.test(lowers[first]!))) &&
      !COMMON_WORDS.has(lowers[last]!) &&
      (knownLast === undefined || knownLast === 'PER') &&
      !ORG_KEYWORDS.has(lowers[last]!) &&
      !PLACE_KEYWORDS.has(lowers[last]!) &&
      !ORG_KEYWORDS.has(lowers[first]!) &&
      !PLACE_KEYWORDS.has(lowers[first]!) &&
      GAZETTEER.get(lowers[first]!) !== 'ORG' &&
      GAZETTEER.get(lowers[first]!) !== 'LOC'
    ) {
      return [first, roleNounThirdWord(view, first, last, to) ? last + 1 : last];
    }
    const loose = roleNounPerson(view, i, to);
    if (loose) return loose;
  }
  const second = i + 1;
  // Cheap tests first: most words are followed by no known surname and no verb people do.
  const verbAfter = personVerbAt(view, second + 1);
  // "Jair Bolsonaro's Victory": two name-shaped words that are no common words, owning something.
  const after = view.analysed.values[second + 1];
  const possessive = isPossessiveS(after);
  if (
    second > to ||
    (!verbAfter &&
      !possessive &&
      !LAST_NAMES.has(lowers[second]!) &&
      // Cheap tests first for "Zayn Malik" (below): an unknown word before a given name.
      (!FIRST_NAMES.has(lowers[second]!) || COMMON_WORDS.has(lowers[i]!) || FIRST_NAMES.has(lowers[i]!)))
  ) {
    return null;
  }
  if (!nameWordAt(view, i, to) || !nameWordAt(view, second, to) || GAZETTEER.has(lowers[i]!)) return null;
  if (ORG_KEYWORDS.has(lowers[i]!) || PLACE_KEYWORDS.has(lowers[i]!) || DEMONYMS.has(lowers[i]!)) return null;
  // A common word before a surname that is also a first name is a headline word before a name ("First
  // James Bond", "Journalist Ali Velshi"); before any other surname it is a given name if it is one
  // ("Bill Barr").
  const surname =
    LAST_NAMES.has(lowers[second]!) &&
    !isCommonWord(view, second) &&
    !GAZETTEER.has(lowers[second]!) &&
    !(isCommonWord(view, i) && FIRST_NAMES.has(lowers[second]!)) &&
    // A common word that is no given name is a headline word before a surname ("Fake Roosevelt Quote").
    !(isCommonWord(view, i) && !FIRST_NAMES.has(lowers[i]!) && !COMMON_GIVEN_NAMES.has(lowers[i]!));
  if (surname && !/(?:s|ed|ing)$/.test(lowers[i]!)) return [i, second];
  // "Zayn Malik": an unknown name-shaped word that is no common word before a word that is a given name
  // (many surnames are) makes a person too.
  if (
    FIRST_NAMES.has(lowers[second]!) &&
    !COMMON_WORDS.has(lowers[i]!) &&
    !COMMON_WORDS.has(lemmas[i]!) &&
    view.analysed.pos[i] !== 'VERB' &&
    !/(?:s|ed|ing)$/.test(lowers[i]!) &&
    !lowers[i]!.includes('-') &&
    !FIRST_NAMES.has(lowers[i]!) &&
    !LAST_NAMES.has(lowers[i]!) &&
    !KNOWN_NAMES.has(lowers[i]!) &&
    !TOWNS.has(lowers[i]!) &&
    !COMMON_WORDS.has(lowers[second]!) &&
    !GAZETTEER.has(lowers[second]!) &&
    // Not the first name of the next person ("Taunt Jared Kushner").
    !(nameWordAt(view, second + 1, to) && !isCommonWord(view, second + 1))
  ) {
    return [i, second];
  }
  if ((verbAfter || possessive) && personShaped(view, i, second)) return [i, second];
  return null;
}

const LABELS: readonly EntityLabel[] = ['PER', 'ORG', 'LOC', 'MISC'];

interface Tally {
  name: string;
  count: number;
  /** Mentions that are not `weak`. */
  strongCount: number;
  /** Mentions per label, in LABELS order. */
  votes: [number, number, number, number];
  /** The first label given with certainty (gazetteer or a strong cue), which outranks votes. */
  certainLabel: EntityLabel | undefined;
  /** Whether some certain mention came from a list or a name's shape, not from a context cue alone. */
  pinned: boolean;
  label: EntityLabel;
  order: number;
}

function votedLabel(tally: Tally): EntityLabel {
  if (tally.certainLabel) return tally.certainLabel;
  let best = 0;
  for (let k = 1; k < LABELS.length; k++) if (tally.votes[k]! > tally.votes[best]!) best = k;
  return LABELS[best]!;
}

/**
 * Counts mentions per name (case-insensitive) and merges short forms into the full name they abbreviate:
 * a single word that is the last word of exactly one multi-word person ("Merkel" → "Angela Merkel") or the
 * first word of exactly one multi-word organisation ("Microsoft" → "Microsoft Corp.").
 */
export function tallyEntities(mentions: Mention[]): EntitiesByLabel {
  const tallies = new Map<string, Tally>();
  let order = 0;
  for (const mention of mentions) {
    const key = mention.name.toLowerCase();
    let tally = tallies.get(key);
    if (!tally) {
      tally = {
        name: mention.name,
        count: 0,
        strongCount: 0,
        votes: [0, 0, 0, 0],
        certainLabel: undefined,
        pinned: false,
        label: 'MISC',
        order: order++,
      };
      tallies.set(key, tally);
    }
    tally.count++;
    if (!mention.weak) tally.strongCount++;
    tally.votes[LABELS.indexOf(mention.label)]!++;
    if (mention.certain && !tally.certainLabel) tally.certainLabel = mention.label;
    if (mention.certain && !mention.byContext) tally.pinned = true;
  }
  for (const tally of tallies.values()) tally.label = votedLabel(tally);

  // An unknown multi-word name whose last word is used alone as a person elsewhere is that person
  // ("Kyrsten Sinema ... Sinema said").
  for (const [key, tally] of tallies) {
    const lastSpace = key.lastIndexOf(' ');
    if (tally.certainLabel || lastSpace < 0) continue;
    if (tallies.get(key.slice(lastSpace + 1))?.label === 'PER') tally.label = tally.certainLabel = 'PER';
  }

  const personBySurname = new Map<string, Tally | null>();
  const orgByFirstWord = new Map<string, Tally | null>();
  for (const [key, tally] of tallies) {
    const lastSpace = key.lastIndexOf(' ');
    if (lastSpace < 0) continue;
    if (tally.label === 'PER') {
      const surname = key.slice(lastSpace + 1);
      personBySurname.set(surname, personBySurname.has(surname) ? null : tally);
    } else if (tally.label === 'ORG') {
      const firstWord = key.slice(0, key.indexOf(' '));
      orgByFirstWord.set(firstWord, orgByFirstWord.has(firstWord) ? null : tally);
    }
  }
  for (const [key, tally] of tallies) {
    if (key.includes(' ')) continue;
    const person = personBySurname.get(key);
    const organisation = orgByFirstWord.get(key);
    // A gazetteer-certain place or organisation keeps its own identity ("Washington" vs "Denzel Washington").
    const pinned = tally.certainLabel !== undefined && tally.certainLabel !== 'PER';
    // A word certain only by its context ("Mulaney announced") still joins a person's full name.
    const target =
      person && (tally.label === 'PER' || !pinned || !tally.pinned)
        ? person
        : organisation && !pinned
          ? organisation
          : null;
    if (target && target !== tally) {
      target.count += tally.count;
      target.strongCount += tally.strongCount;
      target.order = Math.min(target.order, tally.order);
      tallies.delete(key);
    }
  }

  const result: EntitiesByLabel = { ner_PER: [], ner_ORG: [], ner_LOC: [], ner_MISC: [] };
  const sorted = [...tallies.values()]
    .filter((tally) => tally.strongCount > 0)
    .sort((x, y) => y.count - x.count || x.order - y.order);
  for (const tally of sorted)
    result[`ner_${tally.label}`].push({ entity_name: tally.name, count: tally.count });
  return result;
}

/** Entities of an article: body mentions, plus the title's (strictly matched when in Title Case). */
export function extractEntities(title: AnalysedText | null, body: AnalysedText | null): EntitiesByLabel {
  const titleCase = title !== null && isTitleCase(title);
  const bodyMentions = body ? findMentions(body, title && titleCase ? titleRepeats(body, title) : []) : [];
  if (!title) return tallyEntities(bodyMentions);
  if (!titleCase) return tallyEntities([...findMentions(title), ...bodyMentions]);
  // Names the body used, short forms included ("Merkel"); tallying merges them with the full name again.
  const bodyNames = new Map<string, EntityLabel>();
  for (const mention of bodyMentions) bodyNames.set(mention.name.toLowerCase(), mention.label);
  const titleMentions = findTitleCaseMentions(title, bodyNames);
  const subject = body ? headlineSubjectPerson(title, body, titleMentions) : null;
  if (!subject) return tallyEntities([...titleMentions, ...bodyMentions]);
  // The subject replaces what the headline's own rules made of its words ("Cuban" of "Mark Cuban").
  const words = new Set(subject.name.toLowerCase().split(' '));
  const kept = titleMentions.filter((mention) => !words.has(mention.name.toLowerCase()));
  return tallyEntities([subject, ...kept, ...bodyMentions]);
}

/**
 * Nouns by which a description goes on to name the person its headline opens with ("Lizzo Transforms ..." /
 * "The 'Truth Hurts' singer landed it", "Dan Rather Comes Up ..." / "The veteran newsman ...").
 */
const PERSONA_NOUNS = new Set(
  (
    'singer star actor actress host rapper comedian comic newsman anchor journalist candidate senator ' +
    'congressman congresswoman governor lawmaker politician owner founder billionaire mogul associate ' +
    'musician songwriter producer director filmmaker author novelist athlete quarterback player ' +
    'model influencer personality presenter chef designer artist activist'
  ).split(' '),
);
/** Pronouns that open a description about the person its headline names ("He wrote a scathing review"). */
const PERSON_PRONOUNS = new Set(['he', 'she', 'his', 'her']);

/**
 * The person a Title Case headline opens with, known by how its description goes on to refer to them: "the
 * <words> <persona noun>" in the description's first sentence, or a personal pronoun opening it. The
 * headline's first one or two words must be name-shaped, no known name of another kind, no person title
 * and no common word (a given name may be one: "Dan Rather"); a name the headline's rules already took as a
 * person, or as anything longer, is left alone. Returns the mention, or null.
 */
function headlineSubjectPerson(
  title: AnalysedText,
  body: AnalysedText,
  titleMentions: Mention[],
): Mention | null {
  const { values, pos } = title;
  const lowers = values.slice(0, 3).map((value) => value.toLowerCase());
  const nameWord = (k: number, shape = NAME_WORD) =>
    k < values.length &&
    shape.test(values[k]!) &&
    !PERSON_TITLES.has(lowers[k]!) &&
    !ROLE_NOUNS.has(lowers[k]!) &&
    !NON_ENTITIES.has(lowers[k]!) &&
    !DEMONYMS.has(lowers[k]!) &&
    !ORG_KEYWORDS.has(lowers[k]!) &&
    !PLACE_KEYWORDS.has(lowers[k]!) &&
    !BUILDING_KEYWORDS.has(lowers[k]!) &&
    !PERSONAL_KEYWORDS.has(lowers[k]!) &&
    (KNOWN_NAMES.get(lowers[k]!) ?? 'PER') === 'PER';
  // A given name in camel case ("JoJo Siwa", "LeAnn Rimes") only with a surname after it.
  const camelGivenName = nameWord(0, CAMEL_CASE) && !KNOWN_NAMES.has(lowers[0]!) && nameWord(1);
  if (!camelGivenName && (!nameWord(0) || (COMMON_WORDS.has(lowers[0]!) && !FIRST_NAMES.has(lowers[0]!)))) {
    return null;
  }
  // What shows the headline's verb has come: a verb, an auxiliary or an adverb, a word shaped like a
  // verb in the third person or the past ("Drake Breaks", "Diddy Honored"), a quote or a colon.
  const verbAt = (k: number) =>
    VERB_LIKE_POS.has(pos[k] ?? '') ||
    (COMMON_WORDS.has(lowers[k] ?? '') && /(?:s|ed|ing)$/.test(lowers[k]!)) ||
    /(?:es|ed)$/.test(lowers[k] ?? '');
  let last: number;
  // After a given name, a word tagged as an adverb may be the surname when the verb follows ("Dan Rather
  // Comes Up ...").
  const surnameAfterGivenName =
    FIRST_NAMES.has(lowers[0]!) && pos[1] === 'ADV' && !lowers[1]!.endsWith('ly') && verbAt(2);
  if (
    nameWord(1) &&
    title.spaces[1] !== '' &&
    (!verbAt(1) || surnameAfterGivenName) &&
    (k2Ends(2) || verbAt(2) || pos[2] === 'ADP')
  ) {
    // A surname, common word or not ("Dan Rather", "Lev Parnas"), before the verb.
    last = 1;
  } else if (
    !camelGivenName &&
    !FIRST_NAMES.has(lowers[0]!) &&
    (verbAt(1) || OPENING_QUOTES.has(values[1] ?? '') || values[1] === ':') &&
    // Not when the verb comes after a second name word that is also a verb ("Dwyane Wade Weighs In").
    !(nameWord(1) && verbAt(2))
  ) {
    // One name alone before the verb ("Lizzo Transforms", "O'Rourke: ..."); not a given name, which
    // says a surname or an initial follows ("Sandra Oh", "Cardi B").
    last = 0;
  } else {
    return null;
  }
  const name = textOfTokens(title, 0, last);
  const known = KNOWN_NAMES.get(name.toLowerCase());
  if (known && known !== 'PER') return null;
  // A name the headline's rules already took, whole or in part ("Trump Now ...", "Sportscaster Mike
  // Francesa"): they know better.
  for (const mention of titleMentions) {
    const words = mention.name.toLowerCase().split(' ');
    if (words.includes(lowers[0]!) || (last === 1 && words.includes(lowers[1]!))) return null;
  }
  if (!describedAsPerson(body)) return null;
  return { label: 'PER', name, certain: true, single: last === 0, weak: false, byContext: true };

  /** Whether token k ends the name: the title ends, or punctuation or a possessive follows. */
  function k2Ends(k: number): boolean {
    return k >= values.length || title.types[k] === 'punctuation' || isPossessiveS(values[k]);
  }
}

/**
 * Whether a description's first two sentences refer to a person as "the ... <persona noun>", or its first
 * word is "He"/"She".
 */
function describedAsPerson(body: AnalysedText): boolean {
  const first = body.sentenceSpans[0];
  if (!first) return false;
  const from = first[0];
  const to = (body.sentenceSpans[1] ?? first)[1];
  // A pronoun opening the description itself, not a quotation in it (whose "He" is anyone).
  if (PERSON_PRONOUNS.has(body.values[from]!.toLowerCase())) return true;
  for (let i = from; i <= to; i++) {
    if (body.values[i]!.toLowerCase() !== 'the') continue;
    // "the 'Truth Hurts' singer", "the Texas gubernatorial candidate": a few words (a quoted title's or a
    // name's capitalised words whatever their part of speech), then the noun.
    for (let k = i + 1; k <= Math.min(to, i + 10); k++) {
      const word = body.values[k]!.toLowerCase();
      if (PERSONA_NOUNS.has(word)) {
        // The noun ends the phrase: "the pop star told", not "the star player" (another noun follows) nor
        // "the president's doctor" (someone else, the noun's).
        const next = body.values[k + 1] ?? '';
        return k + 1 > to || (body.pos[k + 1] !== 'NOUN' && !isPossessiveS(next));
      }
      if (body.types[k] === 'punctuation' || startsUpper(body.values[k]!)) continue;
      if (body.pos[k] === 'VERB' || body.pos[k] === 'ADP' || body.pos[k] === 'DET') break;
    }
  }
  return false;
}
