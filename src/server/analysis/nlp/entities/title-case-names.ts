// Helpers of the Title Case headline reader (title-case.ts): where every word is capitalised, which words
// make a person's, a place's or a body's name (given names, surnames, role nouns, towns, place bodies).
import { certainMention, type EntityLabel, type Mention } from './mention';
import {
  BUILDING_KEYWORDS,
  COMMON_GIVEN_NAMES,
  COMMON_WORDS,
  COMPASS_WORDS,
  DEMONYMS,
  FIRM_SUFFIXES,
  FIRM_TAILS,
  FIRST_NAMES,
  FUNCTION_POS,
  GAZETTEER,
  KNOWN_IN_TITLES,
  KNOWN_NAMES,
  knownAsNoOtherKind,
  KNOWN_SURNAMES,
  LAST_NAMES,
  LETTER_ACRONYM,
  LIST_JOINERS,
  NAME_PARTICLES,
  NAME_WORD,
  NEWSPAPER_WORDS,
  UTILITY_WORDS,
  PRACTICE_WORDS,
  NATIONAL_BODIES,
  NATIONAL_BODY_HEADS,
  NON_ENTITIES,
  OPENING_QUOTES,
  ORG_KEYWORDS,
  PATRONYMIC_PARTICLES,
  PERSON_TITLES,
  PERSONAL_KEYWORDS,
  PLACE_KEYWORDS,
  PLACE_PREPOSITIONS,
  PLACE_EVENT_NOUNS,
  PLACE_PREFIXES,
  ROLE_NOUNS,
  STAGE_NAME_ARTICLES,
  STORM_PREFIXES,
  TITLE_SMALL_WORDS,
  TOWNS,
  VERB_LIKE_POS,
} from './lexicons';
import {
  isAdjective,
  isInfinitiveVerb,
  singularFiniteVerb,
  isCommonWord,
  isHyphen,
  isPossessiveS,
  lowerName,
  type NameView,
  personVerbAt,
} from './name-view';
import { personShaped } from './entity-resolver';

const PAIR_JOINERS = new Set(['and', '&', 'or']);

/**
 * The class of the known names a word of a Title Case headline is listed with, when they are
 * organisations or places ("VPNs from Cisco and Citrix Riskiest Products", "Jeep, Dodge, Chrysler
 * Recall ..."), as coordinatedWords reads lists in running text: the word is a proper noun, no common
 * word, given name or known name, next to a list word ("," "and" "&" "or") whose other side is a known
 * name of one or two words; every known name on its two sides must agree. (List words are joined past a
 * comma before them: "X, and Y".)
 */
export function listedWithKnown(
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
 * after it ("Blinken Vows ...", "Northam's Resignation"; not "Brown University", "Clinton Voters"), or as a
 * preposition's object ("Photos Of Cohen With ...").
 */
export function knownSurnameAlone(view: NameView, i: number): boolean {
  const word = view.lowers[i]!;
  if (!KNOWN_SURNAMES.has(word) || view.capitalised[i] !== 1) return false;
  // A word known alone as a person too ("Mueller", mined from the descriptions) is still that surname; a
  // word known as another kind of name is not.
  if (!NAME_WORD.test(view.analysed.values[i]!) || !knownAsNoOtherKind(word) || FIRST_NAMES.has(word)) {
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
      !knownAsNoOtherKind(before))
  ) {
    return false;
  }
  const after = view.analysed.values[i + 1];
  if (isPossessiveS(after)) return true;
  const next = view.lowers[i + 1];
  // After a preposition and before a small word, a stop or the headline's end, where no name goes on ("Posts
  // Photos Of Cohen With Qatari Investor", "Won't Interview With Mueller Until"): a person named by surname as
  // the preposition's object; not after one of place ("Water Pressure Is Now 'Solid' In Jackson").
  const { pos, types } = view.analysed;
  if (
    pos[i - 1] === 'ADP' &&
    !PLACE_PREPOSITIONS.has(view.lowers[i - 1]!) &&
    view.lowers[i - 1] !== 'at' &&
    (next === undefined || FUNCTION_POS.has(pos[i + 1]!) || types[i + 1] === 'punctuation')
  ) {
    return true;
  }
  return (
    i + 1 < view.lowers.length &&
    !ORG_KEYWORDS.has(next!) &&
    !PLACE_KEYWORDS.has(next!) &&
    (personVerbAt(view, i + 1) ||
      VERB_LIKE_POS.has(view.analysed.pos[i + 1]!) ||
      // Not a word read as an adjective ("Catholic Priests").
      (surnameBeforeCommonNoun(view, i + 1) && !isAdjective(word)) ||
      surnameBeforeRole(view, i + 1))
  );
}

/**
 * Whether token i of a Title Case headline is a person named by a given name alone, with a possessive
 * ("Prince Charles And Camilla's Christmas Card", "Her Mom Juanita's Absence"): a known given name that is
 * no common word, town or known name of another kind, after no other name word; or by a surname alone, owning by
 * an apostrophe ("For Flores' Racial Discrimination Suit").
 */
export function givenNamePossessive(view: NameView, i: number): boolean {
  const after = view.analysed.values[i + 1];
  const word = view.lowers[i]!;
  // A surname of the lists in "-s" owning something by an apostrophe alone, before a capitalised word (no closing
  // quotation mark), is a person too after a small word or a verb ("For Flores' Racial Discrimination Suit",
  // "Biden Calls Sanders' Social").
  const surnameOwns =
    /s$/.test(word) &&
    LAST_NAMES.has(word) &&
    (after === "'" || after === '’') &&
    view.capitalised[i + 2] === 1 &&
    NAME_WORD.test(view.analysed.values[i + 2] ?? '') &&
    // After a small word or the headline's verb, not after a word that may be a given name ("Raven Saunders'").
    (TITLE_SMALL_WORDS.has(view.lowers[i - 1] ?? '') || view.analysed.pos[i - 1] === 'VERB');
  if (!isPossessiveS(after) && !surnameOwns) return false;
  const named = FIRST_NAMES.has(word) || surnameOwns;
  if (!named || view.capitalised[i] !== 1 || !NAME_WORD.test(view.analysed.values[i]!)) {
    return false;
  }
  if (COMMON_WORDS.has(word) || COMMON_GIVEN_NAMES.has(word) || TOWNS.has(word) || DEMONYMS.has(word)) {
    return false;
  }
  if (!knownAsNoOtherKind(word)) return false;
  // A holiday ("Valentine's Day") or a named storm ("Hurricane Dorian's Track") is no person.
  if (/^(?:day|eve)$/.test(view.lowers[i + 2] ?? '') || STORM_PREFIXES.has(view.lowers[i - 1] ?? '')) {
    return false;
  }
  // After a capitalised word only when that word is a common one ("Mom", "And") or the headline's verb ("Trump
  // Misspells Melania's Name"), not a name's first part.
  return !(
    i > 0 &&
    view.capitalised[i - 1] === 1 &&
    !isCommonWord(view, i - 1) &&
    !TITLE_SMALL_WORDS.has(view.lowers[i - 1]!) &&
    view.analysed.pos[i - 1] !== 'VERB'
  );
}

/** Nouns of a person's family and counsel, which only a person has ("Reagan's Daughter", "RFK's Grandson"). */
const KIN_NOUNS = new Set(
  `wife husband widow widower son sons daughter daughters mother father mom dad grandson granddaughter
   brother sister fiancee fiancée girlfriend boyfriend lawyer lawyers attorney attorneys`.split(/\s+/),
);

/**
 * Whether token i of a Title Case headline owns a kinship or counsel noun ("Reagan's Daughter Patti Davis
 * Reveals", "T.I.'s Daughter Has Been Liking", "RFK's Grandson Blew The Whistle"): one capitalised word that is
 * no common word, role, title or place or organisation the lists know, before "'s" and such a noun, is a
 * person named alone, whom nothing else in the headline marked. The cheapest tests first: the "'s" and the noun.
 */
export function kinPossessive(view: NameView, i: number): boolean {
  if (!isPossessiveS(view.analysed.values[i + 1]) || !KIN_NOUNS.has(view.lowers[i + 2] ?? '')) return false;
  const word = view.lowers[i]!;
  const known = KNOWN_IN_TITLES.get(word);
  return (
    view.capitalised[i] === 1 &&
    (known === undefined || known === 'PER') &&
    !isCommonWord(view, i) &&
    !ROLE_NOUNS.has(word) &&
    !PERSON_TITLES.has(word) &&
    !DEMONYMS.has(word) &&
    // First in the headline or after a small word ("Tributes To Reagan's Son"), not after another capitalised
    // word, which may be the name's first part or a common word of it ("Tamir Rice's", "Meat Loaf's").
    !(i > 0 && view.capitalised[i - 1] === 1 && !TITLE_SMALL_WORDS.has(view.lowers[i - 1]!))
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
 * Whether token k, after a known surname in a Title Case headline, is a role the person has someone in ("Ingraham
 * Guest Says ...", "Giuliani Associate Pleads ..."): a role noun no list knows as a name, ending the name run as in
 * `surnameBeforeCommonNoun` (not "Trump Lawyer Rudy Giuliani", whose name goes on).
 */
function surnameBeforeRole(view: NameView, k: number): boolean {
  const word = view.lowers[k]!;
  const { pos } = view.analysed;
  return (
    ROLE_NOUNS.has(word) &&
    view.capitalised[k] === 1 &&
    !KNOWN_NAMES.has(word) &&
    !FIRST_NAMES.has(word) &&
    !LAST_NAMES.has(word) &&
    (view.capitalised[k + 1] !== 1 || FUNCTION_POS.has(pos[k + 1]!) || VERB_LIKE_POS.has(pos[k + 1]!))
  );
}

/**
 * Whether token i of a Title Case headline, a known place's one-word name and no common word, is a given name before a surname
 * (token i + 1): a known surname that is no common word and no known name, keyword or title, not glued by
 * a hyphen, tagged a proper noun ("India Walton", "Georgia Walton"; not "Georgia Power", "Virginia Beach",
 * "Arctic Wolf").
 */
export function placeAsGivenName(view: NameView, i: number, to: number): boolean {
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
 * "Noem Fires Dozens Of Staffers ..." / "Homeland Security Secretary Kristi Noem announced ...": a headline's
 * one word that is the last word of a person the body names in full is that person's surname, even before a
 * verb that would make an organisation of it.
 */
export function surnameOfBodyPerson(view: NameView, i: number, bodyNames: Map<string, EntityLabel>): boolean {
  const suffix = ' ' + view.lowers[i]!;
  for (const [name, label] of bodyNames) if (label === 'PER' && name.endsWith(suffix)) return true;
  return false;
}

/**
 * Whether tokens i, i + 1 of a Title Case headline are a person named in full whose surname the body then
 * uses alone ("Novak Djokovic Beats ..." / "Djokovic extended ..."), as news names people: two name-shaped
 * words that no list knows and no common word, the second named alone in the body (as a person or by an
 * organisation's cue), the first not.
 */
export function surnameUsedInBody(
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
export function middleNameAt(view: NameView, first: number, second: number): boolean {
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
export function surnameAsMiddleName(view: NameView, first: number, second: number): boolean {
  if (!LAST_NAMES.has(view.lowers[second]!) || FIRST_NAMES.has(view.lowers[second]!)) return false;
  return thirdWordOfName(view, first, second);
}

/**
 * Whether a two-word person [first, second] of a Title Case headline goes on to a known surname ("Sarah Bloom
 * Raskin", a middle name that is a common word): the first word a given name, the second no surname itself
 * ("Hillary Clinton Trump Debate" is two people), the third a surname known alone as a person's and no
 * given name, common word, town or title.
 */
export function knownSurnameAfterMiddleName(view: NameView, first: number, second: number): boolean {
  const third = second + 1;
  const middle = view.lowers[second]!;
  const word = view.lowers[third];
  if (word === undefined || view.capitalised[third] !== 1 || !NAME_WORD.test(view.analysed.values[third]!)) {
    return false;
  }
  return (
    FIRST_NAMES.has(view.lowers[first]!) &&
    !LAST_NAMES.has(middle) &&
    !KNOWN_SURNAMES.has(middle) &&
    !KNOWN_IN_TITLES.has(middle) &&
    KNOWN_SURNAMES.has(word) &&
    knownAsNoOtherKind(word) &&
    !FIRST_NAMES.has(word) &&
    !COMMON_WORDS.has(word) &&
    !TOWNS.has(word) &&
    !PERSON_TITLES.has(word)
  );
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
export function thirdWordOfName(view: NameView, first: number, second: number): boolean {
  const third = second + 1;
  if (third >= view.lowers.length || view.capitalised[third] !== 1) return false;
  if (isCommonWord(view, first) || isCommonWord(view, second) || !thirdNameWord(view, third)) return false;
  // No adverb ("Sweetly", "Loudly") and no singular of a common plural ("Juror": "jurors").
  const word = view.lowers[third]!;
  if (word.endsWith('ly') || COMMON_WORDS.has(`${word}s`)) return false;
  // A known surname is a name's third word too ("Ketanji Brown Jackson", "Gina Ortiz Jones"); a town is not.
  if (TOWNS.has(view.lowers[third]!)) return false;
  return (
    endsHeadlineName(view, third + 1) ||
    // A Title Case headline's verb that wink tags PROPN ("Returns", "Wows"): a common word or its "-s" form;
    // or a headline's small word ("Jenna Bush Hager To Replace ...", "... Gifford On 'Today'").
    (view.capitalised[third + 1] === 1 &&
      (isCommonWord(view, third + 1) || TITLE_SMALL_WORDS.has(view.lowers[third + 1]!)))
  );
}

/**
 * Whether token i of a Title Case headline is the headline's verb before a person's name, no word of it ("Putin
 * Plans To Snub Gorbachev's Funeral", "Trump Misspells Melania's Name", "Kardashians Terrify Dave Chappelle"): no
 * given name (a given name opens the name whatever its tag: "Will Smith's", "To Drew Brees' Son") nor title
 * ("To King Arthur"), tagged VERB by wink or a verb after the infinitive's "To", before a name-shaped word that owns
 * something, is a given name, or is a surname of the lists that ends the name.
 */
export function headlineVerbBeforeName(view: NameView, i: number, to: number): boolean {
  const { pos, values } = view.analysed;
  const word = view.lowers[i]!;
  if (i + 1 > to || view.capitalised[i] !== 1) return false;
  // A given name that is also a verb, tagged VERB after the infinitive's "To" or an auxiliary and before another
  // given name, is the verb: the name opens after it ("Family Can Sue Brian Laundrie's Parents").
  if (
    COMMON_GIVEN_NAMES.has(word) &&
    pos[i] === 'VERB' &&
    ((view.lowers[i - 1] === 'to' && pos[i - 1] === 'PART') || pos[i - 1] === 'AUX') &&
    view.capitalised[i + 1] === 1 &&
    FIRST_NAMES.has(view.lowers[i + 1]!)
  ) {
    return true;
  }
  if (FIRST_NAMES.has(word) || COMMON_GIVEN_NAMES.has(word) || PERSON_TITLES.has(word)) return false;
  // After "To", wink tags most words of a Title Case headline PROPN: the word in lower case is read instead
  // ("to snub" is a verb, "to ahmaud" is not: "Led To Ahmaud Arbery's Death").
  const infinitive = view.lowers[i - 1] === 'to' && pos[i - 1] === 'PART' && isInfinitiveVerb(word);
  if (pos[i] !== 'VERB' && !infinitive) return false;
  const name = i + 1;
  if (view.capitalised[name] !== 1 || !NAME_WORD.test(values[name]!) || isCommonWord(view, name))
    return false;
  const owns = isPossessiveS(values[name + 1]) || values[name + 1] === "'";
  // A surname ends the name there; a given name opens one.
  const nameGoesOn = view.capitalised[name + 1] === 1 && NAME_WORD.test(values[name + 1] ?? '');
  return owns || FIRST_NAMES.has(view.lowers[name]!) || (LAST_NAMES.has(view.lowers[name]!) && !nameGoesOn);
}

/** Marks after which a Title Case headline's clause opens ("White Supremacist Propaganda Spreading, ADL Says"). */
const CLAUSE_MARKS = new Set([',', ':', ';', '-', '–', '—', '|']);

/**
 * Whether token i of a Title Case headline is an unknown word of three to six capitals that opens the headline or
 * a clause (after a comma, a colon or a dash; not after a possessive or a number: "Trump's MAGA Rallies", "At 2019
 * SAG Awards", where the verb's shape is a plural noun's) and is followed by a verb in a singular subject's finite
 * shape ("HHS Welcomes Back Official ...", "CBO Says ..."): a body's or a brand's initials doing something, as
 * running text reads "HHS said" (no person by "said", no place by "in"). Not a common word in capitals ("NEW Study
 * Finds"), a role ("CEO Says") or a shouted headline's word. The cheapest test first: the capitalised word after it.
 */
export function acronymSubjectAt(view: NameView, i: number, to: number): boolean {
  if (i + 1 > to || view.capitalised[i + 1] !== 1) return false;
  const { values } = view.analysed;
  const word = view.lowers[i]!;
  return (
    LETTER_ACRONYM.test(values[i]!) &&
    (i === 0 || view.starts[i] === 1 || CLAUSE_MARKS.has(values[i - 1]!)) &&
    !KNOWN_NAMES.has(word) &&
    !COMMON_WORDS.has(word) &&
    !ROLE_NOUNS.has(word) &&
    !LETTER_ACRONYM.test(values[i + 1]!) &&
    singularFiniteVerb(view.lowers[i + 1]!)
  );
}

/**
 * Whether token i of a Title Case headline, a common word that the lists know as a one-word organisation
 * ("Target"), is the headline's verb instead: after an infinitive's "To" ("Using National Security Law To Target
 * Bolsonaro Critics") or after a plural common noun, its subject ("Russian Forces Target Airports", "Hackers
 * Target NSSF"), with more of the headline after it. A list ("Walmart, Target and Kroger") or a verb before it
 * ("Biden Praises Target") leaves it the company.
 */
export function knownWordAsHeadlineVerb(view: NameView, i: number, to: number): boolean {
  const { pos, types } = view.analysed;
  const word = view.lowers[i]!;
  if (i + 1 > to || i === 0 || view.capitalised[i] !== 1 || !COMMON_WORDS.has(word)) return false;
  if (KNOWN_IN_TITLES.get(word) !== 'ORG' || !isInfinitiveVerb(word)) return false;
  const before = view.lowers[i - 1]!;
  if (before === 'to') return pos[i - 1] === 'PART';
  // A plural noun, not a verb's "-s" ("Georgia Makes Senate History", "Tells UN").
  return (
    view.capitalised[i - 1] === 1 &&
    types[i - 1] === 'word' &&
    /[^s]s$/.test(before) &&
    isCommonWord(view, i - 1) &&
    !KNOWN_NAMES.has(before) &&
    !singularFiniteVerb(before)
  );
}

/**
 * Whether token k of a Title Case headline, after a given name, is the headline's verb and no surname ("Adele
 * Drops 'Easy On Me'", "Roseanne Returns To Twitter", "Ellen Tears Up"): a common word in "-s" that no list knows
 * as a surname, before a particle or preposition or an opening quotation mark, where a name owning or doing
 * something would have a possessive or a verb ("Jeff Bridges Shares", "Harry Styles' Style").
 */
export function headlineVerbAfterGivenName(view: NameView, k: number): boolean {
  const word = view.lowers[k] ?? '';
  if (!/[^s]s$/.test(word) || !COMMON_WORDS.has(word) || LAST_NAMES.has(word)) return false;
  const { values, pos, spaces } = view.analysed;
  const after = values[k + 1];
  if (after === undefined) return false;
  const openingQuote = OPENING_QUOTES.has(after) && spaces[k + 1] !== '' && spaces[k + 2] === '';
  return openingQuote || pos[k + 1] === 'ADP' || pos[k + 1] === 'PART';
}

/**
 * Whether token k of a Title Case headline, after a given name at k - 1, is a surname that wink tags as a verb
 * ("Amber Heard's Sister", "Hugh Grant Marries", "David Cross Proves", "Chelsea Manning Asks", "Charlie Rose
 * Sexually Harassed"): the given name is no common word or surname, the word is name-shaped and no "-s" form, and a
 * possessive, a verb in the third person singular or an adverb in "-ly" follows it, where a verb of the
 * headline cannot stand.
 */
export function verbTaggedSurnameAt(view: NameView, k: number, to: number): boolean {
  const { values, pos } = view.analysed;
  const given = view.lowers[k - 1] ?? '';
  const word = view.lowers[k] ?? '';
  if (k > to || pos[k] !== 'VERB' || view.capitalised[k] !== 1 || !NAME_WORD.test(values[k]!)) return false;
  // The given name is no surname too, which would end a name of its own ("In Floyd Killing Heads To ...").
  if (!FIRST_NAMES.has(given) || LAST_NAMES.has(given) || COMMON_WORDS.has(given)) return false;
  if (word.endsWith('s') || NON_ENTITIES.has(word)) return false;
  const after = values[k + 1];
  const nextWord = view.lowers[k + 1] ?? '';
  return (
    isPossessiveS(after) ||
    ((personVerbAt(view, k + 1) || pos[k + 1] === 'VERB') && /[^s]s$/.test(nextWord)) ||
    (pos[k + 1] === 'ADV' && nextWord.endsWith('ly'))
  );
}

/**
 * Whether token k of a Title Case headline is the third word of a person's name after first name and
 * middle name ("Ruth Bader Ginsburg", "Anna Marie Tendler"): name-shaped, no common word (nor its stem:
 * "Wows"), no known name and no keyword.
 */
export function thirdNameWord(view: NameView, k: number): boolean {
  const word = view.lowers[k]!;
  if (!NAME_WORD.test(view.analysed.values[k]!) || isCommonWord(view, k)) return false;
  // Headline verbs: "Paved", "Pitches", "Purges", "Ineligible" (wink tags some ADJ or VERB).
  if (word.endsWith('ed') || view.analysed.pos[k] === 'VERB' || view.analysed.pos[k] === 'ADJ') return false;
  const stem = word.endsWith('s') ? word.slice(0, -1) : word;
  // A verb's third person that wink tags PROPN in capitals ("Tony Danza Chimes In", "Richard Neal Disavows
  // Super PAC Ad"): its stem ("chime", "disavow"; "pitch" of "Pitches") is a verb after "to"; not a known
  // surname ("Brooks", "Hughes").
  if (
    /[^s]s$/.test(word) &&
    !LAST_NAMES.has(word) &&
    (isInfinitiveVerb(stem) || isInfinitiveVerb(word.replace(/es$/, '')))
  ) {
    return false;
  }
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
export function firmEnd(view: NameView, i: number, to: number): number {
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

/** Small words a body's name holds that its initials leave out ("Federal Bureau of Investigation": FBI). */
const INITIALS_SKIPPED = new Set(['of', 'and', 'for', 'the', '&']);

/**
 * Whether [from, to] of a Title Case headline, three or more words, is the full name of an organisation the body
 * names by its initials ("Congressional Budget Office Reports Cybersecurity Breach" with "the CBO" in the body):
 * the capitalised words' first letters, less small words inside, spell an acronym the body's names hold as an
 * organisation, and the last word is an organisation keyword. Its words may all be common ones, which Title Case
 * capitalises anyway. Without the keyword the body's own mistyped initials lead it ("Martin Luther King's Legacy"
 * with "MLK's", "Brazilian Butt Lift" with "a BBL").
 */
export function bodyAcronymExpansion(
  view: NameView,
  from: number,
  to: number,
  bodyNames: Map<string, EntityLabel>,
): boolean {
  if (to - from < 2) return false;
  let initials = '';
  for (let k = from; k <= to; k++) {
    const word = view.lowers[k]!;
    if (k > from && k < to && INITIALS_SKIPPED.has(word)) continue;
    if (view.capitalised[k] !== 1 || !NAME_WORD.test(view.analysed.values[k]!)) return false;
    initials += word[0];
  }
  return initials.length >= 3 && ORG_KEYWORDS.has(view.lowers[to]!) && bodyNames.get(initials) === 'ORG';
}

/**
 * A town that opens stretch [i, to] of a Title Case headline, where nothing else named it ("Click And
 * Collect Returns To Basingstoke"): adds it and returns the index after it, else i + 1. No word of it may
 * be tagged a verb ("Victory Sparks Fears"). `multiWordOnly`: a town of two or more words after a preposition of
 * place, tried before the known names, whose first word may name another place alone ("At Panama City Apartment
 * Complex", not "Panama").
 */
export function titleCaseTown(
  view: NameView,
  i: number,
  to: number,
  mentions: Mention[],
  multiWordOnly = false,
): number {
  if (view.capitalised[i] !== 1) return i + 1;
  // Or a town before a noun of its local people and bodies ("Minneapolis Suburb Approves", "Swindon Man
  // Jailed"), tried only for a one- or two-word town; or before a noun of a violent event there or of those it
  // struck ("Minneapolis Shooting Leaves 1 Dead", "During Buffalo Shooting", "Boulder Shooting Survivor"), the
  // place as the labelling rules read "the Sandy Hook shooting", even a town that is a common word too. With
  // `multiWordOnly`, a two-word town so, whose first word may name another place alone ("Virginia Beach
  // Officials Identify ...", not "Virginia").
  if (!placeContextBefore(view, i)) {
    for (let end = Math.min(to - 1, i + 1); end >= (multiWordOnly ? i + 1 : i); end--) {
      const eventNoun = PLACE_EVENT_NOUNS.has(view.lowers[end + 1]!);
      if (
        (LOCAL_NOUNS.has(view.lowers[end + 1]!) || eventNoun) &&
        TOWNS.has(lowerName(view, i, end)) &&
        (!isCommonWord(view, i) || eventNoun) &&
        view.analysed.pos[end] !== 'VERB'
      ) {
        mentions.push(certainMention(view.analysed, 'LOC', i, end));
        return end + 1;
      }
    }
    return i + 1;
  }
  // "In Yass, Australia": the rest of the stretch, before a comma and a known place, is a place in it.
  if (!multiWordOnly && to - i < 3 && view.analysed.values[to + 1] === ',' && regionAt(view, to + 2)) {
    let nameShaped = !isCommonWord(view, to);
    for (let k = i; k <= to && nameShaped; k++) nameShaped = NAME_WORD.test(view.analysed.values[k]!);
    if (nameShaped) {
      mentions.push(certainMention(view.analysed, 'LOC', i, to));
      return to + 1;
    }
  }
  for (let end = Math.min(to, i + 3); end >= (multiWordOnly ? i + 1 : i); end--) {
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
    // A company named after the town ("Palo Alto Networks"), as after a known place.
    if (end + 1 <= view.lowers.length - 1 && placeFirmWordAt(view, end + 1)) {
      mentions.push(certainMention(view.analysed, 'ORG', i, end + 1));
      return end + 2;
    }
    mentions.push(certainMention(view.analysed, 'LOC', i, end));
    return end + 1;
  }
  return i + 1;
}

/** Whether token k is a capitalised word only a company's name ends in ("Networks", "Airlines"). */
function placeFirmWordAt(view: NameView, k: number): boolean {
  return view.capitalised[k] === 1 && PLACE_FIRM_WORDS.has(view.lowers[k]!);
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
export function keywordPlaceAfterPreposition(view: NameView, i: number, to: number): number {
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
  // A place prefix of a natural feature and one name word ("In Mount Rushmore Diatribe", "At Lake Piru In"), as
  // running text reads "Mount Everest": the name word no common word, no verb, nor a saint's or a county's
  // ("At St. Jude", "County Commission" are no such places).
  if (
    PLACE_PREFIXES.has(first) &&
    !/^(?:st\.?|saint|county)$/.test(first) &&
    NAME_WORD.test(view.analysed.values[i + 1]!) &&
    !isCommonWord(view, i + 1) &&
    view.analysed.pos[i + 1] !== 'VERB'
  ) {
    return i + 1;
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

/**
 * Organisation keywords that only a company's name ends in, so that after a known place they make the company
 * ("Palo Alto Networks", "Alaska Airlines"), as running text reads a place and a keyword.
 */
const PLACE_FIRM_WORDS = new Set(
  'networks technologies airlines airways pharmaceuticals holdings bancorp laboratories therapeutics industries'.split(
    ' ',
  ),
);

/** Words between a place and its university or college ("Utah State University", "Dublin City University"). */
const BODY_LINKS = new Set(['state', 'city', 'community', 'tech', 'technical', 'national', 'metropolitan']);

/**
 * The last token of a place's or organisation's own body that starts with the known name ending at `end`
 * ("New York Assembly", "Utah State University", "Stanford University"), or `end` when none follows.
 */
export function placeBodyEnd(view: NameView, label: EntityLabel, end: number, to: number): number {
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
  // A practice named after its place ("Beverly Hills Oncology Data Breach").
  if (label === 'LOC' && k === end + 1 && PRACTICE_WORDS.has(keyword)) return k;
  // A place's utility ("Nova Scotia Power Hit By Cyber Attack"), where the name ends or a verb follows; not a
  // headline's "Texas Power Outages", the place's power.
  if (
    label === 'LOC' &&
    k === end + 1 &&
    UTILITY_WORDS.has(keyword) &&
    (k === to || VERB_LIKE_POS.has(view.analysed.pos[k + 1]!))
  ) {
    return k;
  }
  // A company named after its place ("Palo Alto Networks", "Alaska Airlines"): a word only firms end in.
  // Not after a country's abbreviation, where it is the country's firms ("U.S. Airlines Cancel Flights").
  if (
    label === 'LOC' &&
    k === end + 1 &&
    placeFirmWordAt(view, k) &&
    !COUNTRY_ABBREVIATION.test(view.analysed.values[end]!)
  ) {
    return k;
  }
  // A country's abbreviation before a body of its government ("US Treasury Sanctions Hackers", "US Air Force
  // Probes", "US Supreme Court Hacking"): one organisation, as the labels write it. Cheapest first: the
  // abbreviation's shape.
  if (label === 'LOC' && k === end + 1 && COUNTRY_ABBREVIATION.test(view.analysed.values[end]!)) {
    for (let last = Math.min(to, k + 3); last > k + 1; last--) {
      if (KNOWN_NAMES.get(lowerName(view, k, last)) === 'ORG') return last;
    }
    if (k + 1 <= to && view.capitalised[k + 1] === 1 && NATIONAL_BODY_HEADS.has(view.lowers[k + 1]!))
      return k + 1;
    if (NATIONAL_BODIES.has(keyword)) return k;
  }
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
export function namedAfterPerson(view: NameView, end: number, to: number): EntityLabel | null {
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

/**
 * The end of a name that goes on past a hyphen to a capitalised word ("Omar Al-Bashir", "Phoebe Waller-Bridge");
 * not to a common word's participle in "-ed", which makes a compound of the name ("Megan Thee Stallion-Approved",
 * "Ginni Thomas-Linked Group").
 */
export function hyphenatedEnd(view: NameView, end: number, to: number): number {
  const { values, spaces } = view.analysed;
  while (
    end + 2 <= to &&
    isHyphen(values[end + 1]) &&
    spaces[end + 1] === '' &&
    spaces[end + 2] === '' &&
    view.capitalised[end + 2] === 1 &&
    !(view.lowers[end + 2]!.endsWith('ed') && isCommonWord(view, end + 2))
  ) {
    end += 2;
  }
  return end;
}

/** A name word opening with a lower-case particle written on to its capital ("deGrasse", "vanDyke"). */
const FUSED_PARTICLE_WORD = /^(?:de|da|di|du|la|le|van|von)\p{Lu}\p{Ll}+$/u;

/**
 * The end of a person's name in a Title Case headline that goes on past a particle: one or two particles
 * written in lower case, where the headline capitalises every other word, and the capitalised word after them
 * ("Vincent van Gogh", "Ursula von der Leyen", "Mohammed bin Salman", "Javier Pérez de Cuéllar"), or the article
 * of a stage name in any case ("Megan Thee Stallion"); or, after a word that opens with a particle written on to
 * its capital ("Neil deGrasse"), the surname that word is the middle of ("Neil deGrasse Tyson").
 */
export function particleEnd(view: NameView, end: number, to: number): number {
  const { values } = view.analysed;
  const isParticle = (k: number): boolean =>
    (values[k] === view.lowers[k] &&
      (NAME_PARTICLES.has(values[k]!) || PATRONYMIC_PARTICLES.has(values[k]!))) ||
    STAGE_NAME_ARTICLES.has(view.lowers[k] ?? '');
  let next = end + 1;
  if (isParticle(next)) {
    next++;
    if (isParticle(next)) next++;
  } else if (!FUSED_PARTICLE_WORD.test(values[end] ?? '')) {
    return end;
  }
  if (
    next > to ||
    view.capitalised[next] !== 1 ||
    !NAME_WORD.test(values[next]!) ||
    isCommonWord(view, next)
  ) {
    return end;
  }
  return next;
}

/** Roman numerals that follow a monarch's or a family's name ("Elizabeth II", "Joe Kennedy III"). */
const REGNAL_NUMBER = /^(?:II|III|IV|VI|VII|VIII|IX|XI|XII|XIII|XIV|XV|XVI)$/;

/** A generational suffix that ends a person's name ("Robert Downey Jr.", "Ken Griffey Sr."). */
const NAME_SUFFIX = /^(?:Jr|Sr)\.?$/;

/**
 * The end of a person's name that goes on to a regnal number or a generational suffix, as in body text
 * ("Queen Elizabeth II", "Robert Downey Jr.").
 */
export function regnalEnd(view: NameView, end: number, to: number): number {
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
 * Whether word i of a Title Case headline, no given name, is a headline's word before the given name at
 * `second` that opens a longer name ("Manson Follower Leslie Van Houten", "'SNL' Newbie James Austin Johnson"):
 * a name particle and a capitalised word, or a name-shaped word that is no common word, follow the given name.
 * A name of three words or more opens with its given name; the word before it is a role or a descriptor.
 */
function wordBeforeLongerName(view: NameView, i: number, second: number, to: number): boolean {
  const next = second + 1;
  if (next > to || view.capitalised[next] !== 1) return false;
  if (!FIRST_NAMES.has(view.lowers[second]!) || FIRST_NAMES.has(view.lowers[i]!)) return false;
  if (NAME_PARTICLES.has(view.lowers[next]!)) return next + 1 <= to && view.capitalised[next + 1] === 1;
  return nameWordAt(view, next, to) && !isCommonWord(view, next);
}

/**
 * Whether ", Esq." follows token k ("Investors may Contact Lewis Kahn, Esq, at ..."): the lawyer's title after a
 * name, which news and law firms' notices write only after a person's name.
 */
function esquireAfter(view: NameView, k: number): boolean {
  const { values } = view.analysed;
  return values[k + 1] === ',' && /^Esq\.?$/.test(values[k + 2] ?? '');
}

/**
 * A person in a Title Case headline beyond "first name + proper noun", where capitals alone say nothing:
 * a name after a person title ("Sen. Roy Blunt", "Prince William"), or two name-shaped words that are no
 * common words ("Courteney Cox") with a known surname last or a verb people do after them ("... Tells").
 * Returns the name's [from, to], or null.
 */
/**
 * Whether token k is the verb of a Title Case headline opened by the two words before it, in the third person
 * singular ("Dolly Parton Crushes ...", "Caeleb Dressel Swims ..."): a subject of two words no list knows
 * before such a verb is a person's name more often than anything else; a plural verb ("Deadbeat Millionaires
 * Owe") and a hyphenated first word ("Ex-Bush Speechwriter Dismantles") are not.
 */
function openingSubjectVerb(view: NameView, i: number, k: number): boolean {
  return (
    i === 0 &&
    view.analysed.pos[k] === 'VERB' &&
    /[^s]s$/.test(view.lowers[k] ?? '') &&
    !view.lowers[i]!.includes('-')
  );
}

export function titleCasePerson(view: NameView, i: number, to: number): [number, number] | null {
  const { lowers } = view;
  const { lemmas } = view.analysed;
  if (PERSON_TITLES.has(lowers[i]!) && view.capitalised[i] === 1 && nameWordAt(view, i + 1, to)) {
    const first = i + 1;
    // A known person after the title, whatever the lists make of a word of the name ("Prime Minister Theresa
    // May Resigns": "May" is a month to them).
    for (let end = Math.min(to, first + 3); end > first; end--) {
      if (GAZETTEER.get(lowerName(view, first, end)) === 'PER') return [first, end];
    }
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
  const verbAfter = personVerbAt(view, second + 1) || openingSubjectVerb(view, i, second + 1);
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
  if (surname && !/(?:s|ed|ing)$/.test(lowers[i]!) && !wordBeforeLongerName(view, i, second, to)) {
    return [i, second];
  }
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
    // A role noun is the role before the given name ("Speedskater Bart Swings"), not the name's first word.
    !ROLE_NOUNS.has(lowers[i]!) &&
    !COMMON_WORDS.has(lowers[second]!) &&
    !GAZETTEER.has(lowers[second]!) &&
    // Not the first name of the next person ("Taunt Jared Kushner").
    !(nameWordAt(view, second + 1, to) && !isCommonWord(view, second + 1)) &&
    !wordBeforeLongerName(view, i, second, to)
  ) {
    return [i, second];
  }
  if ((verbAfter || possessive || esquireAfter(view, second)) && personShaped(view, i, second)) {
    return [i, second];
  }
  return null;
}
