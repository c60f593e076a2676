// NameView, the token arrays the recogniser reads (nameView builds it), and the token predicates that every
// step uses: name tokens (isNameToken), common words, possessive 's, connectors, code-like and domain-name
// tokens, verb and role cues at a token.
import { type AnalysedText, analyseText, lowerCaseValues } from '../text-analysis';
import {
  MONTH_ABBREVIATIONS,
  MONTH_NAMES,
  WEEKDAY_ABBREVIATIONS,
  WEEKDAY_NAMES,
} from '../../text/calendar-words';
import {
  CODE_LIKE,
  COMMON_CAPITALISED,
  COMMON_GIVEN_NAMES,
  COMMON_WORDS,
  COMPANY_DOMAINS,
  DEMONYMS,
  DOMAIN_NAME,
  DOTTED_ABBREVIATION,
  FIRST_NAMES,
  FUNCTION_POS,
  GAZETTEER,
  GAZETTEER_OPENINGS,
  INNER_UPPER,
  KNOWN_NAMES,
  knownAsNoOtherKind,
  LAST_NAMES,
  NAME_CONNECTORS,
  NAME_PARTICLES,
  NAME_DETERMINERS,
  NAME_WORD,
  NON_ENTITIES,
  NOUN_LIKE,
  ORG_KEYWORDS,
  ORG_VERB_LEMMAS,
  PERSON_TITLES,
  PERSON_VERB_LEMMAS,
  PLACE_KEYWORDS,
  ROLE_ABBREVIATIONS,
  TITLE_SMALL_WORDS,
  UPPER_START,
} from './lexicons';

/**
 * A hyphen token: ASCII, or the Unicode hyphen and non-breaking hyphen some feeds write inside names
 * ("Global‑e", "Group‑IB"), which wink splits off like "-".
 */
export function isHyphen(value: string | undefined): boolean {
  return value === '-' || value === '\u2010' || value === '\u2011';
}

/**
 * Whether token k is one of ORG_VERB_LEMMAS: by its lemma, or, after a one-word name (`single`), for a
 * Title Case word that wink took for a proper noun ("Zorblat Launches New Platform"), by its lower-case
 * form less an "-s", "-es" or "-d" (not after two capitalised words: "Tucker Carlson Launches Attack" is
 * a person).
 */
export function orgVerbAt(view: NameView, k: number, single: boolean): boolean {
  if (ORG_VERB_LEMMAS.has(view.analysed.lemmas[k] ?? '')) return true;
  if (!single || view.analysed.pos[k] !== 'PROPN') return false;
  const word = view.lowers[k] ?? '';
  return (
    /(?:s|d)$/.test(word) && [word.slice(0, -1), word.slice(0, -2)].some((stem) => ORG_VERB_LEMMAS.has(stem))
  );
}

/**
 * The tag the tagger gives a lower-case word as the second token of a frame ("a big thing"), read once per word:
 * what the word is when nothing around it is capitalised.
 */
function taggedInFrame(frame: (word: string) => string): (word: string) => string {
  const tags = new Map<string, string>();
  return (word) => {
    let tag = tags.get(word);
    if (tag === undefined) tags.set(word, (tag = analyseText(frame(word)).pos[1]!));
    return tag;
  };
}

const tagBeforeNoun = taggedInFrame((word) => `a ${word} thing`);
const tagAfterTo = taggedInFrame((word) => `to ${word}`);
const tagAfterIt = taggedInFrame((word) => `it ${word} them`);

/** Whether a lower-case word is an adjective, as the tagger reads it before a noun ("a big thing"). */
export const isAdjective = (word: string): boolean => tagBeforeNoun(word) === 'ADJ';

/** Whether a lower-case word is a verb after the infinitive's "to", as the tagger reads it ("to snub"). */
export const isInfinitiveVerb = (word: string): boolean => tagAfterTo(word) === 'VERB';

/**
 * Whether a lower-case word is a verb in a singular subject's finite shape ("makes", "moved", "is", "will"), as the
 * tagger reads it after "it": a Title Case headline's capitals leave the tagger taking such words for names.
 */
export function singularFiniteVerb(word: string): boolean {
  const tag = tagAfterIt(word);
  return (
    (tag === 'AUX' && !/^(?:are|were|do|have)$/.test(word)) || (tag === 'VERB' && /(?:[^s]s|ed)$/.test(word))
  );
}

/**
 * Whether token i is an ordinary adjective written in capitals for emphasis before the noun it qualifies
 * ("issues BIG statement", "all the TRUE love"), not an acronym ("RAMP cybercrime forum", "STEM school").
 */
export function emphasisedWord(view: NameView, i: number): boolean {
  const value = view.analysed.values[i]!;
  const next = view.analysed.values[i + 1] ?? '';
  return (
    value.length >= 3 &&
    /^\p{Lu}+$/u.test(value) &&
    COMMON_WORDS.has(view.lowers[i]!) &&
    next === view.lowers[i + 1] &&
    NOUN_LIKE.has(view.analysed.pos[i + 1] ?? '') &&
    isAdjective(view.lowers[i]!)
  );
}

/**
 * Whether token i is an ordinary word of a shouted passage, capitals beside capitals ("WE CANNOT LET THE CURE BE
 * WORSE THAN THE PROBLEM", a kicker's "DEEP DIVE"): a quotation or a page's heading in capitals, not an acronym.
 * The word and a neighbour are both all capitals, common or small words, and no name the lists know ("US", "NHS").
 */
export function shoutedWord(view: NameView, i: number): boolean {
  const value = view.analysed.values[i]!;
  return (
    value.length >= 3 &&
    shoutedOrdinaryWord(view, i) &&
    COMMON_WORDS.has(view.lowers[i]!) &&
    (shoutedOrdinaryWord(view, i - 1) || shoutedOrdinaryWord(view, i + 1))
  );
}

/** Token k is all capitals, two letters or more, a common or small word, and no name the lists know. */
function shoutedOrdinaryWord(view: NameView, k: number): boolean {
  const value = view.analysed.values[k];
  if (value === undefined || value.length < 2 || !/^\p{Lu}+$/u.test(value)) return false;
  const word = view.lowers[k]!;
  return (
    (COMMON_WORDS.has(word) || TITLE_SMALL_WORDS.has(word) || FUNCTION_POS.has(view.analysed.pos[k]!)) &&
    !KNOWN_NAMES.has(word)
  );
}

/**
 * A brand's CamelCase, which people's names have not: a capitalised part of three letters or more, then a
 * capital starting another part or ending the word in up to three capitals ("BreachParty", "SyncraSys",
 * "GraphQL"); not after a surname prefix ("MacArthur", "VanDyke") nor a two-letter one ("McKee", "DuVernay",
 * "LeBron", "JoJo"), nor a name glued to a dateline in capitals ("LairdNAHANT"). Or two or three capitals before
 * lower-case letters ("GCash").
 */
const BRAND_CASE =
  /^(?:(?!(?:Mac|Van|Von|Fitz|Del)\p{Lu})\p{Lu}\p{Ll}{2,}(?:\p{Lu}\p{Ll}+)*(?:\p{Lu}\p{Ll}+|\p{Lu}{1,3})|\p{Lu}{2,3}\p{Ll}{2,})$/u;

/** Whether token i has a brand's shape (BRAND_CASE) and is no name the lists know as a person's. */
export function brandShapedWord(view: NameView, i: number): boolean {
  const word = view.lowers[i] ?? '';
  return (
    BRAND_CASE.test(view.analysed.values[i] ?? '') &&
    !FIRST_NAMES.has(word) &&
    !LAST_NAMES.has(word) &&
    KNOWN_NAMES.get(word) !== 'PER'
  );
}

/**
 * Whether token i is a verb people do: wink leaves a Title Case verb it tags PROPN unlemmatised ("Rips"),
 * so a third-person "-s" / "-es" is stripped too.
 */
export function personVerbAt(view: NameView, i: number): boolean {
  if (PERSON_VERB_LEMMAS.has(view.analysed.lemmas[i] ?? '')) return true;
  const word = view.lowers[i] ?? '';
  if (!word.endsWith('s')) return false;
  return (
    PERSON_VERB_LEMMAS.has(word.slice(0, -1)) ||
    (word.endsWith('es') && PERSON_VERB_LEMMAS.has(word.slice(0, -2)))
  );
}

/** "Team USA", "Team GB": the word "Team" and a known country or place, a national team. */
export function nationalTeamAt(view: NameView, i: number): boolean {
  return (
    view.lowers[i] === 'team' &&
    view.capitalised[i] === 1 &&
    view.capitalised[i + 1] === 1 &&
    KNOWN_NAMES.get(view.lowers[i + 1] ?? '') === 'LOC'
  );
}

/**
 * A court's justice before a name ("Supreme Court Justice Clarence Thomas", "High Court Justice Smith"):
 * the title of a judge, between the court and the person; "Justice" alone is no title ("Justice Department").
 */
export function courtJusticeAt(view: NameView, i: number): boolean {
  return view.lowers[i] === 'justice' && view.lowers[i - 1] === 'court' && view.capitalised[i + 1] === 1;
}

/**
 * An abbreviated role news writes between a constituency, party or state and its holder's given name
 * ("Pakuranga MP Simeon Brown", "Labour MP Jess Phillips", "Massachusetts AG Maura Healey", "Manhattan DA Alvin
 * Bragg"): in capitals as written, after a capitalised word and before two name-shaped words, the title of a
 * person.
 */
export function abbreviatedRoleAt(view: NameView, i: number): boolean {
  const values = view.analysed.values;
  return (
    ROLE_ABBREVIATIONS.has(values[i]!) &&
    view.capitalised[i - 1] === 1 &&
    NAME_WORD.test(values[i + 1] ?? '') &&
    NAME_WORD.test(values[i + 2] ?? '')
  );
}

/** UPPER_START.test(value), without the regular expression when the first character is ASCII. */
export function startsUpper(value: string): boolean {
  const code = value.charCodeAt(0);
  if (code < 0x80) return code >= 0x41 && code <= 0x5a;
  return UPPER_START.test(value);
}

/** The characters after which CODE_LIKE finds code: _ . / \\. */
const CODE_PUNCTUATION = /[_./\\]/;

/**
 * CODE_LIKE.test(value), without CODE_LIKE's regular expression for the common case: a word starting with an
 * ASCII capital (so no lower-case hump at the start) and holding none of _ . / \\ (one simple regular expression
 * for the four characters: half the time of four `includes`).
 */
function codeLike(value: string): boolean {
  const code = value.charCodeAt(0);
  if (code >= 0x41 && code <= 0x5a && !CODE_PUNCTUATION.test(value)) return false;
  return CODE_LIKE.test(value);
}

/**
 * Whether a capitalised token i is the name part of a domain written as a company's name ("Crypto.com",
 * "Checkout.com"): "." and a top-level domain follow it with no space.
 */
export function domainNameAt(view: NameView, i: number): boolean {
  const { values, spaces, types } = view.analysed;
  return (
    // Cheap test first: nearly every token is followed by something other than a full stop.
    values[i + 1] === '.' &&
    // Not the tail of a longer token ("700Dealer.com").
    (i === 0 || spaces[i] !== '' || types[i - 1] === 'punctuation') &&
    spaces[i + 1] === '' &&
    spaces[i + 2] === '' &&
    COMPANY_DOMAINS.has(values[i + 2] ?? '') &&
    /^\p{Lu}[\p{L}\d-]*$/u.test(values[i]!)
  );
}

/** An analysed text as name finding reads it: lower-cased tokens and capitalisation flags computed once. */
export interface NameView {
  analysed: AnalysedText;
  lowers: string[];
  /** 1 where the token is a word starting with a capital (or written like "iPhone"). */
  capitalised: Uint8Array;
  /** 1 where the token starts a sentence (after any opening quotes or brackets). */
  starts: Uint8Array;
  /** isCommonWord per token, filled as asked: 0 not yet known, 1 no, 2 yes (asked many times per word). */
  common: Uint8Array;
}

/** `lowers`: the tokens' lower cases when the caller has them (lowerCaseValues(analysed)). */
export function nameView(analysed: AnalysedText, lowers = lowerCaseValues(analysed)): NameView {
  const count = analysed.values.length;
  const capitalised = new Uint8Array(count);
  for (let i = 0; i < count; i++) {
    const value = analysed.values[i]!;
    const lowered = lowers[i]!;
    if (
      analysed.types[i] === 'word' &&
      value !== lowered &&
      (!codeLike(value) || DOTTED_ABBREVIATION.test(value) || DOMAIN_NAME.test(value))
    ) {
      capitalised[i] = value[0] !== lowered[0] || INNER_UPPER.test(value) ? 1 : 0;
    }
  }
  return { analysed, lowers, capitalised, starts: sentenceStarts(analysed), common: new Uint8Array(count) };
}

/** Sentence-start flags per token, skipping leading quotes, brackets and line breaks ("\n\n" is a token). */
function sentenceStarts(analysed: AnalysedText): Uint8Array {
  const starts = new Uint8Array(analysed.values.length);
  for (const [from, to] of analysed.sentenceSpans) {
    let i = from;
    while (i <= to && (analysed.types[i] === 'punctuation' || analysed.types[i] === 'tabCRLF')) i++;
    if (i <= to) starts[i] = 1;
    // A clause after a semicolon written with a capital starts like a sentence ("... under bomb threat;
    // Police confirm threat hoax"): wink does not split there.
    // So does one after a colon ("Hacking to learn: Building Canada's cyber workforce").
    for (let k = i + 1; k < to; k++) {
      const value = analysed.values[k];
      if ((value === ';' || value === ':') && analysed.types[k + 1] === 'word') starts[k + 1] = 1;
    }
  }
  return starts;
}

/**
 * A sentence's first word before a capitalised possessive determiner and a capitalised word ("Manage My
 * Health data breach: ..."): the opening of a name, as only a name capitalises the determiner.
 */
function opensDeterminerName(view: NameView, i: number): boolean {
  return (
    view.capitalised[i + 1] === 1 &&
    NAME_DETERMINERS.has(view.lowers[i + 1]!) &&
    view.capitalised[i + 2] === 1
  );
}

/** Whether token i can be part of a name: capitalised, not a date/pronoun word, a plausible part of speech. */
export function isNameToken(view: NameView, i: number, atSentenceStart: boolean): boolean {
  if (view.capitalised[i] !== 1) return false;
  if (
    wireMarkerAt(view, i) ||
    (i <= 1 && summaryHeadingAt(view)) ||
    abbreviatesCommonWords(view, i) ||
    numberLetterAt(view, i)
  ) {
    return false;
  }
  const word = view.lowers[i]!;
  const pos = view.analysed.pos[i]!;
  const plausible =
    NON_ENTITIES.has(word) || COMMON_CAPITALISED.has(word)
      ? cyberFirmEnd(view, i)
      : atSentenceStart
        ? pos === 'PROPN' ||
          firstNameBeforeName(view, i) ||
          regionNameAt(view, i) ||
          opensDeterminerName(view, i)
        : // A given name that is also a function word, capitalised mid-sentence before a surname ("the next
          // Will Smith"), where wink tags the modal; not before a verb ("Musicals That Will Brighten Your").
          !FUNCTION_POS.has(pos) ||
          (commonGivenNameBeforeName(view, i) && view.analysed.pos[i + 1] !== 'VERB');
  return plausible || GAZETTEER.has(word) || PERSON_TITLES.has(word) || opensGazetteerName(view, i);
}

/**
 * "Cyber" capitalised mid-sentence after a name word and before no capitalised word ("Arms Cyber’s platform",
 * "Vali Cyber, the leader in ..."): the last word of a security firm's name, not a headline's "Cyber Attack".
 */
function cyberFirmEnd(view: NameView, i: number): boolean {
  return (
    view.lowers[i] === 'cyber' &&
    view.starts[i] !== 1 &&
    view.capitalised[i - 1] === 1 &&
    NAME_WORD.test(view.analysed.values[i - 1]!) &&
    view.capitalised[i + 1] !== 1
  );
}

/** Weekdays and months in full or abbreviated, lower-cased. */
const CALENDAR_WORDS = new Set([
  ...WEEKDAY_NAMES,
  ...WEEKDAY_ABBREVIATIONS,
  ...MONTH_NAMES,
  ...MONTH_ABBREVIATIONS,
]);

/**
 * A word news also writes as a common one (a season: Autumn, Summer) or a place's one-word name (Jordan, Asia)
 * used as a given name before an unknown surname and the person's age between commas ("Autumn Redpath, 22,
 * was named ...", "Jordan Lindsey, 21,"): the age is said only of people. Not a weekday or a month, which news
 * writes before a name as a date ("police said Monday Jones, 45, was ..."). Token i is the given name; the
 * caller has seen the comma after the surname.
 */
export function givenNameBeforeAgedSurname(view: NameView, i: number): boolean {
  const { values, types } = view.analysed;
  const next = i + 1;
  // Cheap test first (this runs at every comma): a number and a comma after the comma.
  if (values[next + 1] !== ',' || types[next + 2] !== 'number' || values[next + 3] !== ',') return false;
  const word = view.lowers[i]!;
  const givenWord = NON_ENTITIES.has(word) || COMMON_CAPITALISED.has(word) || KNOWN_NAMES.get(word) === 'LOC';
  if (!givenWord || CALENDAR_WORDS.has(word)) return false;
  if (
    view.capitalised[i] !== 1 ||
    !NAME_WORD.test(values[i]!) ||
    view.capitalised[next] !== 1 ||
    !NAME_WORD.test(values[next] ?? '')
  ) {
    return false;
  }
  if (!/^\d{1,3}$/.test(values[next + 2]!) || Number(values[next + 2]) > 110) return false;
  const surname = view.lowers[next]!;
  return (
    !isCommonWord(view, next) &&
    !NON_ENTITIES.has(surname) &&
    !KNOWN_NAMES.has(surname) &&
    !GAZETTEER.has(surname) &&
    !DEMONYMS.has(surname) &&
    !ORG_KEYWORDS.has(surname) &&
    !PLACE_KEYWORDS.has(surname) &&
    !PERSON_TITLES.has(surname)
  );
}

/**
 * One capital letter written onto the digits before it ("34M customers", "2.5B users", "a 5G network"), which wink
 * splits off: a number's magnitude or unit, no name (it was typed an organisation "M", "B").
 */
function numberLetterAt(view: NameView, i: number): boolean {
  const { values, spaces, types } = view.analysed;
  return i > 0 && types[i - 1] === 'number' && spaces[i] === '' && /^\p{Lu}\.?$/u.test(values[i]!);
}

/**
 * An abbreviation in brackets of the lower-case words before it ("ransomware-as-a-service (RaaS)",
 * "multi-factor authentication (MFA)"): a common noun's short form, no name. The small words inside may be left
 * out of the initials ("network detection and response (NDR)", "indicators of compromise (IOC)").
 */
function abbreviatesCommonWords(view: NameView, i: number): boolean {
  const { values } = view.analysed;
  if (values[i - 1] !== '(' || values[i + 1] !== ')') return false;
  const letters = view.lowers[i]!.replace(/[^a-z]/g, '');
  if (letters.length < 2 || letters.length > 6) return false;
  let initials = '';
  let initialsOfContentWords = '';
  for (let k = i - 2; k >= 0 && initialsOfContentWords.length < letters.length; k--) {
    const value = values[k]!;
    if (isHyphen(value)) continue;
    if (!/^[a-z][a-z-]*$/.test(value)) break;
    const parts = value.split('-').filter((part) => part.length > 0);
    const first = parts.map((part) => part[0]).join('');
    if (initials.length < letters.length) initials = first + initials;
    if (!ABBREVIATION_SMALL_WORDS.has(value)) {
      initialsOfContentWords = first + initialsOfContentWords;
      if (initialsOfContentWords === letters) return true;
    }
  }
  return initials === letters;
}

/** Small words an abbreviation may leave out of its initials ("detection and response (DR)"). */
const ABBREVIATION_SMALL_WORDS = new Set(['and', 'of', 'for', 'the', 'to', 'in', 'on', 'or', 'as', 'a']);

/** Second words of a summary box's heading that opens a text ("Key Takeaways DXS International, a ..."). */
const SUMMARY_HEADINGS = new Set(['takeaways', 'points', 'highlights']);

/** Whether the text opens with a summary heading ("Key Takeaways", "Key Points"): two words, no name. */
function summaryHeadingAt(view: NameView): boolean {
  return view.lowers[0] === 'key' && SUMMARY_HEADINGS.has(view.lowers[1] ?? '') && view.capitalised[1] === 1;
}

/** A news agency's version marker in brackets ("(5th LD)", "(2nd LD)"): an edition count, no name. */
function wireMarkerAt(view: NameView, i: number): boolean {
  const { values } = view.analysed;
  return (
    values[i] === 'LD' &&
    values[i + 1] === ')' &&
    /^\d+(?:st|nd|rd|th)$/.test(values[i - 1] ?? '') &&
    values[i - 2] === '('
  );
}

/** Place keywords that name a region after a word of any kind ("Pierce County", "Orange County"). */
const REGION_KEYWORDS = new Set([
  'county',
  'parish',
  'borough',
  'township',
  'river',
  'valley',
  'creek',
  'canyon',
]);

/**
 * Whether token i and the next are a region's name, the second a capitalised region keyword that ends the
 * run ("Pierce County emergency alert systems ...", where wink tags "Pierce" VERB at the sentence start).
 */
export function regionNameAt(view: NameView, i: number): boolean {
  return (
    view.capitalised[i + 1] === 1 &&
    REGION_KEYWORDS.has(view.lowers[i + 1]!) &&
    view.capitalised[i + 2] !== 1 &&
    NAME_WORD.test(view.analysed.values[i]!)
  );
}

/**
 * A first name opening a sentence before a name-shaped word no common-word list knows ("Rob Refsnyder
 * makes ...", where wink tags "Rob" VERB): the start of a person's name, not a capitalised verb.
 */
function firstNameBeforeName(view: NameView, i: number): boolean {
  const next = view.analysed.values[i + 1];
  return (
    FIRST_NAMES.has(view.lowers[i]!) &&
    next !== undefined &&
    view.capitalised[i + 1] === 1 &&
    NAME_WORD.test(next) &&
    !COMMON_WORDS.has(view.lowers[i + 1]!) &&
    !GAZETTEER.has(view.lowers[i + 1]!)
  );
}

/** Initials: "R.", "J.D.", "J. K." is two tokens. */
const INITIALS = /^(?:\p{Lu}\.){1,3}$/u;

/** A middle initial: one capital letter and a full stop ("Michael B. Jordan"). */
export const MIDDLE_INITIAL = /^\p{Lu}\.$/u;

/**
 * Whether [from, to] is initials and then one or two name-shaped words ("R. Kelly", "J.D. Vance"), the
 * initials no known abbreviation ("U.S.") and the last word no common word.
 */
export function initialsBeforeName(view: NameView, from: number, to: number): boolean {
  const { values } = view.analysed;
  // Cheap test first: nearly every word has no full stop as its second character.
  if (values[from]!.charCodeAt(1) !== 46) return false;
  if (!INITIALS.test(values[from]!) || KNOWN_NAMES.has(view.lowers[from]!) || to - from > 2) return false;
  for (let i = from + 1; i <= to; i++) {
    if (!NAME_WORD.test(values[i]!) || KNOWN_NAMES.has(view.lowers[i]!)) return false;
    if (isCommonWord(view, i) && !LAST_NAMES.has(view.lowers[i]!)) return false;
  }
  return true;
}

/**
 * Whether [from, to] is a given name, a middle initial and a surname ("Vivica A. Fox", "Emmet T. Flood",
 * "Jahsen L. Wint"): the initial makes it a person's name whatever the lists make of the surname (a network,
 * a common word). The first word name-shaped, no common word and no known name of another kind.
 */
export function middleInitialName(view: NameView, from: number, to: number): boolean {
  const { values } = view.analysed;
  if (to !== from + 2 || !MIDDLE_INITIAL.test(values[from + 1]!)) return false;
  const first = view.lowers[from]!;
  return (
    NAME_WORD.test(values[from]!) &&
    NAME_WORD.test(values[to]!) &&
    !isCommonWord(view, from) &&
    knownAsNoOtherKind(first) &&
    !PERSON_TITLES.has(first)
  );
}

/** Whether token i is a given name that is also a common word, before a surname-like word ("Rod Rosenstein"). */
export function commonGivenNameBeforeName(view: NameView, i: number): boolean {
  let next = i + 1;
  if (!COMMON_GIVEN_NAMES.has(view.lowers[i]!) || next >= view.lowers.length) return false;
  // A particle opening the surname, capitalised or not ("Bill De Blasio", "Bill de Blasio", "Mark Van Dyke"):
  // the surname's word is after it.
  if (
    NAME_PARTICLES.has(view.lowers[next]!) &&
    next + 1 < view.lowers.length &&
    view.capitalised[next + 1] === 1
  ) {
    next++;
  }
  const word = view.lowers[next]!;
  return (
    view.capitalised[next] === 1 &&
    NAME_WORD.test(view.analysed.values[next]!) &&
    !isCommonWord(view, next) &&
    !KNOWN_NAMES.has(word) &&
    !DEMONYMS.has(word) &&
    !ORG_KEYWORDS.has(word) &&
    !PLACE_KEYWORDS.has(word) &&
    !PERSON_TITLES.has(word)
  );
}

/** A common news word that is no gazetteer entry or first name. */
export function isCommonWord(view: NameView, i: number): boolean {
  const known = view.common[i];
  if (known !== undefined && known !== 0) return known === 2;
  const word = view.lowers[i]!;
  const common = COMMON_WORDS.has(word) || COMMON_WORDS.has(view.analysed.lemmas[i]!);
  const result = common && !GAZETTEER.has(word) && !FIRST_NAMES.has(word) && !LAST_NAMES.has(word);
  if (known !== undefined) view.common[i] = result ? 2 : 1;
  return result;
}

export function opensGazetteerName(view: NameView, i: number): boolean {
  const next = view.lowers[i + 1];
  return (
    next !== undefined &&
    view.analysed.spaces[i + 1] !== '' &&
    // Tokens hold no space, so this is the pair "<token> <next>" among the openings.
    GAZETTEER_OPENINGS.get(view.lowers[i]!)?.has(next) === true
  );
}

/** Whether a token is the possessive "'s", with either apostrophe wink keeps. */
export function isPossessiveS(value: string | undefined): boolean {
  return value === "'s" || value === '’s';
}

/** Whether token i joins two name tokens: "of", "&", "de", or a hyphen written without spaces. */
export function isConnector(view: NameView, i: number): boolean {
  const value = view.analysed.values[i]!;
  if (isHyphen(value)) return view.analysed.spaces[i] === '' && view.analysed.spaces[i + 1] === '';
  return value === '&' || (value === view.lowers[i] && NAME_CONNECTORS.has(value));
}

export function lowerName(view: NameView, from: number, to: number): string {
  let name = view.lowers[from]!;
  for (let i = from + 1; i <= to; i++) name += (view.analysed.spaces[i] ? ' ' : '') + view.lowers[i]!;
  return name;
}

/**
 * Whether span [from, to] opens with "Ex-" hyphenated to a capitalised word ("Ex-Bodyguard Tim Chung", "Ex-Volkswagen
 * CEO", "Ex-Ethics Chief"): a former holder's modifier, no part of a name, so the span's name is what follows it (a
 * known name inside the compound is mentioned by prefixedNames). Not a name the lists know whole, nor one ending in
 * an organisation's keyword ("the Ex-Im Bank"). The cheapest test first: the hyphen's place.
 */
export function pastPrefixOpens(view: NameView, from: number, to: number): boolean {
  const opening = view.analysed.values[from]!;
  return (
    opening[2] === '-' &&
    /^ex-\p{Lu}/iu.test(opening) &&
    !ORG_KEYWORDS.has(view.lowers[to]!) &&
    !GAZETTEER.has(lowerName(view, from, to))
  );
}
