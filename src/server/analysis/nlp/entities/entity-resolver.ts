// Classification of candidate spans: EntityResolver labels each span (gazetteer, titles, keywords, cues,
// person shapes) and splits spans at titles and known prefixes; with the cues it reads (organisation and
// source cues, buildings, compass places).
import { textOfTokens } from '../text-analysis';
import type { EntityLabel, Mention } from './mention';
import {
  ARABIC_ARTICLES,
  ACRONYM,
  ATTACK_LEMMAS,
  AWARD_KEYWORDS,
  AWARD_PARTICIPLES,
  BUILDING_BODIES,
  BUILDING_KEYWORDS,
  BUILDING_PARTS,
  BUILDING_PREPOSITIONS,
  BUSINESS_HEADS,
  CAMEL_CASE,
  COMMON_CAPITALISED,
  COMMON_WORDS,
  COMPANY_SUFFIXES,
  COMPASS_WORDS,
  DEMONYMS,
  EVENT_NAME_WORDS,
  FIRST_NAMES,
  FUNCTION_POS,
  GAZETTEER,
  GAZETTEER_GIVEN_NAMES,
  HEAD_ROLES,
  IDENTIFIER_NOUNS,
  KNOWN_NAMES,
  KNOWN_SURNAMES,
  knownAsNoOtherKind,
  LAST_NAMES,
  LETTER_ACRONYM,
  LIST_JOINERS,
  MALWARE_NOUNS,
  MARKET_REPORT_WORDS,
  REPORT_TAILS,
  EVENT_TAILS,
  WILDFIRE_NOUNS,
  CAST_NOUNS,
  FIRM_ONLY_FOLLOWERS,
  NAME_DETERMINERS,
  NAME_PARTICLES,
  NAME_WORD,
  NAMED_ROOMS,
  NAMING_VERBS,
  NEWSPAPER_WORDS,
  UTILITY_WORDS,
  DISTRICT_BODY_WORDS,
  DISTRICT_TITLES,
  PRACTICE_WORDS,
  OFFICE_HOLDERS,
  OFFICE_NOUNS,
  OPENING_QUOTES,
  ORG_FOLLOWERS,
  ORG_INTRODUCERS,
  ORG_KEYWORDS,
  OWNERSHIP_PARTICIPLES,
  PARTY_MEMBER_WORDS,
  PARTY_NAMES,
  PATRONYMIC,
  PEERAGE_TITLES,
  PERSON_TITLES,
  SOVEREIGN_TITLES,
  PLACE_EVENT_NOUNS,
  PLACE_KEYWORDS,
  PLACE_NOUNS,
  REGION_NOUNS,
  PLACE_PEOPLE_NOUNS,
  PLACE_PREFIXES,
  PLACE_PREPOSITIONS,
  PRODUCT_INTRODUCERS,
  PRODUCT_TAILS,
  ROLE_ABBREVIATIONS,
  ROLE_INITIALS,
  ROLE_NOUNS,
  ROOM_WORDS,
  SERVICE_TAILS,
  SETTLEMENT_NOUNS,
  SETTLEMENT_TITLES,
  SPEECH_LEMMAS,
  STOCK_EXCHANGES,
  STORM_PREFIXES,
  TARGET_OF,
  TOWNS,
  WORSHIP_KEYWORDS,
  VENUE_KEYWORDS,
} from './lexicons';
import {
  abbreviatedRoleAt,
  brandShapedWord,
  commonGivenNameBeforeName,
  courtJusticeAt,
  domainNameAt,
  emphasisedWord,
  shoutedWord,
  initialsBeforeName,
  middleInitialName,
  isAdjective,
  isCommonWord,
  isConnector,
  isHyphen,
  isPossessiveS,
  lowerName,
  MIDDLE_INITIAL,
  type NameView,
  nationalTeamAt,
  opensGazetteerName,
  orgVerbAt,
  pastPrefixOpens,
  regionNameAt,
} from './name-view';
import { digitsOpenName, koreanNameAt, lonePairLabel, modelCodeAt, sportsTeamAt } from './spans';

/** Abbreviated roles of a legislature's members, as written ("MP", "MEP"); not "AG", a German firm's suffix too. */
const LEGISLATOR_ROLES = new Set(['MP', 'MSP', 'MLA', 'MEP']);
/** A legislature's chambers as news names them alone, capitalised ("the House", "Parliament"). */
const CHAMBERS = new Set(['house', 'parliament', 'legislature']);
/**
 * Words after a legislature's chamber in a Title Case headline that make the chamber the body, as its capital
 * does mid-sentence: its committees and the verbs of its votes ("House Panel Calls", "House Passes Juneteenth
 * Holiday Bill"). Not its members' parties ("House Republicans Seek Answers"): tried, right on the entity labels,
 * but the House then stood before the breached agency of a breach report's headline.
 */
const CHAMBER_FOLLOWERS = new Set(
  'panel committee subcommittee passes votes approves rejects advances clears impeaches censures'.split(' '),
);

/**
 * Whether token i of a Title Case headline is a chamber named alone before one of CHAMBER_FOLLOWERS, after no
 * other capitalised word ("Florida House Passes", "White House Votes" are read with that word).
 */
export function titleCaseChamberAt(view: NameView, i: number): boolean {
  return (
    CHAMBERS.has(view.lowers[i]!) &&
    view.capitalised[i] === 1 &&
    !(i > 0 && view.capitalised[i - 1] === 1 && view.analysed.types[i - 1] === 'word') &&
    view.capitalised[i + 1] === 1 &&
    CHAMBER_FOLLOWERS.has(view.lowers[i + 1] ?? '')
  );
}

/** Last words of a chamber's named committee ("Senate Intelligence Committee", "House Ethics Subcommittee"). */
const COMMITTEE_WORDS = new Set(['committee', 'subcommittee']);

/**
 * In a Title Case headline, the end of a chamber's named committee starting at token i ("Senate Intelligence
 * Committee Backs Gina Haspel", "On House Select Committee To Probe"): the chamber after no other capitalised
 * word but a small one ("The", "On"; "Florida House" is read with the state), one to three capitalised words that
 * are no verbs, then a committee word; i when there is none. Its name is one organisation, as mid-sentence ("the
 * Senate Judiciary Committee"), not the chamber and a common noun.
 */
export function titleCaseChamberCommitteeEnd(view: NameView, i: number, to: number): number {
  const chamber = view.lowers[i]!;
  if (!(CHAMBERS.has(chamber) || chamber === 'senate') || view.capitalised[i] !== 1) return i;
  const previous = i - 1;
  if (
    previous >= 0 &&
    view.capitalised[previous] === 1 &&
    view.analysed.types[previous] === 'word' &&
    !FUNCTION_POS.has(view.analysed.pos[previous]!)
  ) {
    return i;
  }
  for (let end = i + 2; end <= Math.min(to, i + 4); end++) {
    if (view.capitalised[end] !== 1 || view.analysed.types[end] !== 'word') return i;
    if (COMMITTEE_WORDS.has(view.lowers[end]!)) return end;
    if (view.analysed.pos[end] === 'VERB' || COMMITTEE_WORDS.has(view.lowers[end - 1]!)) return i;
  }
  return i;
}

/** Adjectives of a state's own that open a public agency's name ("Congressional Budget Office"). */
const AGENCY_OPENERS = new Set(['congressional', 'federal', 'national']);
/** Last words of a public agency's name after such an adjective. */
const AGENCY_WORDS = new Set(
  'office agency bureau commission administration department board authority council'.split(' '),
);

/**
 * In a Title Case headline, the end of a public agency's name starting at token i ("Congressional Budget Office
 * Plagued by ...", "Targets Congressional Budget Office Systems"): an adjective of the state (AGENCY_OPENERS), up
 * to three capitalised common words that are no verb, no role and no known name, then an agency word; i when
 * there is none. Mid-sentence its capitals make it a name (`agencyStart`); in a headline its common words left it
 * unread. The cheapest test first: the opening adjective.
 */
export function titleCaseAgencyEnd(view: NameView, i: number, to: number): number {
  if (!AGENCY_OPENERS.has(view.lowers[i]!) || view.capitalised[i] !== 1) return i;
  for (let end = i + 1; end <= Math.min(to, i + 4); end++) {
    const word = view.lowers[end]!;
    if (view.capitalised[end] !== 1 || view.analysed.types[end] !== 'word') return i;
    if (AGENCY_WORDS.has(word)) return end;
    if (
      view.analysed.pos[end] === 'VERB' ||
      !COMMON_WORDS.has(word) ||
      KNOWN_NAMES.has(word) ||
      ROLE_NOUNS.has(word) ||
      PERSON_TITLES.has(word)
    ) {
      return i;
    }
  }
  return i;
}

/**
 * Whether [from, to], a body named after its building ("White House"), names the building: after "in",
 * "inside", "outside" or "at the", or before a lower-case noun for a part or a visit of it ("a White House
 * visit", "the White House lawn").
 */
export function buildingBodyAsPlace(view: NameView, from: number, to: number): boolean {
  const name = lowerName(view, from, to);
  if (NAMED_ROOMS.has(name)) return true;
  if (!BUILDING_BODIES.has(name)) return false;
  const article = view.lowers[from - 1] === 'the' ? from - 1 : from;
  if (article < from && BUILDING_PREPOSITIONS.has(view.lowers[article - 1] ?? '')) return true;
  const next = view.analysed.values[to + 1] ?? '';
  return /^\p{Ll}/u.test(next) && BUILDING_PARTS.has(next);
}

/**
 * The last word of a room named after a building-named body in Title Case ("White House Press Briefing
 * Room"): up to three capitalised words after it, the last a room word; `end` when there is none.
 */
export function buildingRoomEnd(view: NameView, end: number, to: number): number {
  for (let k = end + 1; k <= Math.min(to, end + 3) && view.capitalised[k] === 1; k++) {
    if (ROOM_WORDS.has(view.lowers[k]!)) return k;
  }
  return end;
}

export function gazetteerLabel(view: NameView, from: number, to: number): EntityLabel | undefined {
  const name = lowerName(view, from, to);
  const known = KNOWN_NAMES.get(name);
  if (known !== undefined || from !== to) return known;
  // wink leaves a possessive on its word before a comma ("Only one, Indiana’s, was signed").
  const bare = gluedPossessiveBase(name);
  return bare === undefined ? undefined : KNOWN_NAMES.get(bare);
}

/**
 * The hyphen of two known places or organisations joined without spaces as the two sides of something ("the
 * U.S.-Mexico border", "the Russia-Ukraine war", "a Kenya-US health deal"), else -1: each side a name the lists
 * know as a place or an organisation, the whole no name they know ("Guinea-Bissau", "Austria-Hungary" stay one).
 */
function hyphenatedPairAt(view: NameView, from: number, to: number): number {
  const { values, spaces } = view.analysed;
  for (let k = from + 1; k < to; k++) {
    if (!isHyphen(values[k]) || spaces[k] !== '' || spaces[k + 1] !== '') continue;
    const sides = [gazetteerLabel(view, from, k - 1), gazetteerLabel(view, k + 1, to)];
    if (
      sides.every((label) => label === 'LOC' || label === 'ORG') &&
      gazetteerLabel(view, from, to) === undefined
    ) {
      return k;
    }
  }
  return -1;
}

/** A capitalised name of 3+ letters with an "s" glued on, a possessive with its apostrophe dropped: "Swedens". */
const BARE_POSSESSIVE = /^(\p{Lu}[\p{L}\d]{2,})s$/u;

/** A word with its possessive glued on, as one token: "indiana’s". */
const GLUED_POSSESSIVE = /^(.+)['’]s$/u;

/** The word before a glued possessive (GLUED_POSSESSIVE), if any; the cheap test of its end first. */
function gluedPossessiveBase(word: string): string | undefined {
  return word.endsWith("'s") || word.endsWith('’s') ? GLUED_POSSESSIVE.exec(word)?.[1] : undefined;
}

/** Index of the first token after [.., to], past a possessive ("Coupang's data breach"). */
function afterName(view: NameView, to: number): number {
  const next = view.analysed.values[to + 1];
  return isPossessiveS(next) || next === "'" || next === '’' ? to + 2 : to + 1;
}

/**
 * Whether the context makes [from, to] an organisation: followed by what organisations suffer or own
 * ("X data breach", "X's customers"), by an organisation's verb ("X confirms"), introduced by an
 * organisation noun ("e-commerce giant X") or an appositive ("X, a provider of"), or named as what a
 * breach or attack hit ("breach at X").
 */
/** Participles before "by" that make what follows a report's source ("as reported by Wired"). */
const REPORTED_BY = new Set(['reported', 'published', 'compiled', 'conducted', 'commissioned']);
/** Lower-case nouns after a source that make it a body's ("according to Check Point research"). */
const SOURCE_NOUNS = new Set(
  'research researchers data report reports survey analysis study figures estimates statistics'.split(' '),
);

/**
 * Whether the name [from, to] is named as a report's source: after "according to", "reported by" or a
 * past "told" ("the actor told Variety"), an unknown name is in news an outlet, a firm or an agency. A
 * one-word name ending its clause or going on to "in", "on" or "that"; a longer one only before a
 * research noun, as a person's unknown full name would be taken too.
 */
function sourceCue(view: NameView, from: number, to: number): boolean {
  const lowers = view.lowers;
  const previous = lowers[from - 1] ?? '';
  const told = previous === 'told' && from === to;
  if (
    !told &&
    !(previous === 'to' && lowers[from - 2] === 'according') &&
    !(previous === 'by' && REPORTED_BY.has(lowers[from - 2] ?? ''))
  ) {
    return false;
  }
  const next = view.analysed.values[to + 1] ?? '';
  if (SOURCE_NOUNS.has(next)) return true;
  return from === to && (next === '' || /^[,.;:)]$/.test(next) || /^(?:in|on|that)$/.test(next));
}

/** Words of a breach or attack report, as written (saysOfBreach). */
const BREACH_REPORT_WORD =
  /^(?:breach|breached|hackers?|hacked|cyber|cyber-?attacks?|cyberattacks?|ransomware)$/;

/** Lower-case nouns of a business service before "partner": the partner is a firm ("logistics partner Askul"). */
const SERVICE_PARTNER_NOUNS = new Set(
  `logistics technology tech delivery payment payments manufacturing assembly supply channel retail distribution
  shipping cloud software security integration hosting outsourcing banking insurance data marketing`.split(
    /\s+/,
  ),
);

/**
 * Whether "partner" at k is a firm's partner, a firm itself, no person, for the name after it: after an
 * organisation's name ("Ledger partner Global-e has informed ...") or a business service's noun ("logistics
 * partner Askul was knocked offline"). A person's partner is "his", "her", "longtime", "business" or "dance"
 * partner.
 */
function firmsPartner(view: NameView, k: number): boolean {
  // A proper noun, not a sentence's capitalised "Her" or "The".
  if (view.capitalised[k - 1] === 1) return view.analysed.pos[k - 1] === 'PROPN';
  return SERVICE_PARTNER_NOUNS.has(view.analysed.values[k - 1] ?? '');
}

/**
 * "Beto O'Rourke", "Sinead O’Connor": a run's last word with the Irish surname prefix "O'" (an apostrophe and a
 * capital after the O) after a name word that is no common word is a person's surname, whatever verb follows
 * ("the attack on Beto O’Rourke backfires", "... For Beto O’Rourke").
 */
export function irishSurnameAfterName(view: NameView, from: number, to: number): boolean {
  const last = view.analysed.values[to]!;
  return (
    to > from &&
    last.charCodeAt(0) === 79 &&
    (last[1] === "'" || last[1] === '’') &&
    /^O['’]\p{Lu}\p{Ll}+$/u.test(last) &&
    // "Land O'Lakes": an "O'" before a plural is "of", a brand's, not a surname's.
    !last.endsWith('s') &&
    NAME_WORD.test(view.analysed.values[to - 1]!) &&
    !isCommonWord(view, to - 1) &&
    !COMMON_WORDS.has(view.lowers[to - 1]!)
  );
}

/**
 * Whether the name [from, to], of two words or more, is followed by the initials of its capitalised words in
 * brackets ("Bryan Texas Utilities (BTU) is working with ..."): news gives organisations, not people, a short form
 * so.
 */
function initialsInBrackets(view: NameView, from: number, to: number): boolean {
  const { values } = view.analysed;
  if (to === from || values[to + 1] !== '(' || values[to + 3] !== ')') return false;
  let initials = '';
  for (let i = from; i <= to; i++) if (view.capitalised[i] === 1) initials += values[i]![0];
  return initials.length >= 2 && values[to + 2] === initials;
}

export function organisationCue(view: NameView, from: number, to: number): boolean {
  const { lemmas, values } = view.analysed;
  if (irishSurnameAfterName(view, from, to)) return false;
  if (sourceCue(view, from, to)) return true;
  const after = afterName(view, to);
  // "Co-op members", "Pornhub members data"; not a common word's ("Club member's data").
  if (lemmas[after] === 'member' && from === to && isCommonWord(view, from)) return false;
  if (ORG_FOLLOWERS.has(lemmas[after] ?? '') || ORG_FOLLOWERS.has(lemmas[after + 1] ?? '')) {
    // The second word only when the first is a modifier of it ("data breach", "cyber attack").
    if (
      ORG_FOLLOWERS.has(lemmas[after] ?? '') ||
      // The word as written: wink's lemma of "data" is "datum".
      /^(?:data|cyber|security|network|it)$/.test(view.lowers[after] ?? '')
    ) {
      return true;
    }
  }
  // A name before a common noun and the business it qualifies ("Kido nursery chain", "the Ramside hotel
  // group"): that business's name.
  if (
    after === to + 1 &&
    BUSINESS_HEADS.has(lemmas[after + 1] ?? '') &&
    view.analysed.pos[after] === 'NOUN' &&
    values[after] === view.lowers[after] &&
    // "JLRs supply chain": the common compound, not a business.
    values[after] !== 'supply' &&
    view.capitalised[after + 2] !== 1
  ) {
    return true;
  }
  // A finite verb: in running text, "Black suffering" uses the word as a noun's modifier (a headline's
  // "Marines Investigating ..." leaves out its "are").
  if (
    after === to + 1 &&
    orgVerbAt(view, after, from === to && view.capitalised[from - 1] !== 1) &&
    !/^\p{Ll}+ing$/u.test(values[after]!)
  ) {
    return true;
  }
  // Past an opening quote: "hacking group ‘ShinyHunters’".
  const before = OPENING_QUOTES.has(values[from - 1] ?? '') ? from - 2 : from - 1;
  const previous = lemmas[before] ?? '';
  if (ORG_INTRODUCERS.has(previous) && values[before] === view.lowers[before]) return true;
  if (values[before] === 'partner' && firmsPartner(view, before)) return true;
  if (listedAfterOrganisationNoun(view, from) || namedAfterOrganisationNoun(view, from)) return true;
  // The same noun before a comma: "the American sportswear giant, Under Armour"; not a clause's subject
  // after it ("According to the company, Park said ...").
  if (
    values[from - 1] === ',' &&
    !SPEECH_LEMMAS.has(lemmas[after] ?? '') &&
    ORG_INTRODUCERS.has(lemmas[from - 2] ?? '') &&
    values[from - 2] === view.lowers[from - 2]
  ) {
    return true;
  }
  if (TARGET_OF.has(view.lowers[from - 1] ?? '') && ATTACK_LEMMAS.has(lemmas[from - 2] ?? '')) return true;
  // A trademark sign between the name and its appositive: "Vali Cyber®, the leader in ...".
  while (values[to + 1] === '®' || values[to + 1] === '™') to++;
  if (values[to + 1] === ',' && /^(?:a|an|the)$/.test(view.lowers[to + 2] ?? '')) {
    for (let i = to + 3; i <= to + 7 && i < lemmas.length; i++) {
      // "X, the company founder": the noun qualifies a person's role, whose holder X is.
      if (ORG_INTRODUCERS.has(lemmas[i]!)) {
        const role = isPossessiveS(values[i + 1]) ? i + 2 : i + 1;
        return !ROLE_NOUNS.has(lemmas[role] ?? '');
      }
      if (values[i] === ',' || values[i] === '.') break;
    }
  }
  return false;
}

/**
 * Whether [from, to], a name shaped like a person's (a given name or a surname in it), is a firm by what follows or
 * precedes it that only a firm suffers or owns (FIRM_ONLY_FOLLOWERS): "Lotte Card's data breach", "Brown Thomas
 * customer accounts", "a breach at Lotte Card". organisationCue is not read for such names, as people confirm, warn
 * and are attacked too; these nouns are the firm's. Cheapest first: the word after the name, or "at" / "of" before it.
 * Not a person the lists know.
 */
function firmCueOfPersonShape(view: NameView, from: number, to: number): boolean {
  const { lemmas, values } = view.analysed;
  const after = afterName(view, to);
  const modifier = /^(?:data|cyber|security)$/.test(view.lowers[after] ?? '') ? after + 1 : after;
  const follows =
    FIRM_ONLY_FOLLOWERS.has(lemmas[modifier] ?? '') && values[modifier] === view.lowers[modifier];
  const target =
    (view.lowers[from - 1] === 'at' || view.lowers[from - 1] === 'of') &&
    FIRM_ONLY_FOLLOWERS.has(lemmas[from - 2] ?? '') &&
    values[from - 2] === view.lowers[from - 2];
  if (!follows && !target) return false;
  return gazetteerLabel(view, from, to) !== 'PER' && KNOWN_NAMES.get(lowerName(view, from, to)) !== 'PER';
}

/**
 * Where the noun before an example link ending at i stands ("brands like", "retailers such as", "companies
 * including"): its index, or i when no link ends there.
 */
function beforeExampleLink(view: NameView, i: number): number {
  const word = view.lowers[i];
  if (word === 'like' || word === 'including') return i - 1;
  return word === 'as' && view.lowers[i - 1] === 'such' ? i - 2 : i;
}

/** A lower-case organisation noun at k, or a plural one before an example link ending at k. */
function organisationNounAt(view: NameView, k: number): boolean {
  const { lemmas, values } = view.analysed;
  const noun = beforeExampleLink(view, k);
  return (
    noun >= 0 &&
    ORG_INTRODUCERS.has(lemmas[noun] ?? '') &&
    values[noun] === view.lowers[noun] &&
    (noun === k || values[noun] !== lemmas[noun])
  );
}

/**
 * Whether the name at `from` is a member of a list that an organisation noun introduces: a later member
 * ("the ransomware gangs LockBit, BlackBasta, and Qilin": list joiners and capitalised words back to the
 * noun), or any member after a plural noun and an example link ("brands like Madewell, Natori and Stuart
 * Weitzman", "retailers such as Zara"). Such a list names organisations even in a person's shape: brands
 * named after their founders.
 */
export function listedAfterOrganisationNoun(view: NameView, from: number): boolean {
  const values = view.analysed.values;
  if (beforeExampleLink(view, from - 1) < from - 1) return organisationNounAt(view, from - 1);
  if (!LIST_JOINERS.has(values[from - 1] ?? '')) return false;
  let k = from - 1;
  while (k >= 0 && from - k <= 12 && (LIST_JOINERS.has(values[k]!) || view.capitalised[k] === 1)) k--;
  return k >= 0 && k < from - 2 && view.capitalised[k + 1] === 1 && organisationNounAt(view, k);
}

/**
 * Whether the name at `from` is given after a lower-case organisation noun and a naming phrase ("a global
 * ransomware gang called Dire Wolf", "a hacking group known as Lazarus", "a company called Knownsec", "a
 * China-linked threat actor tracked as UNC6384"): the organisation's name, even in a person's shape. Not
 * after another noun ("a module called TinySparrow" names a thing).
 */
export function namedAfterOrganisationNoun(view: NameView, from: number): boolean {
  const { lowers } = view;
  let k = OPENING_QUOTES.has(view.analysed.values[from - 1] ?? '') ? from - 2 : from - 1;
  if (NAMING_VERBS.has(lowers[k] ?? '')) k -= 1;
  else if (lowers[k] === 'as' && (lowers[k - 1] === 'known' || lowers[k - 1] === 'tracked')) k -= 2;
  else if (lowers[k] === 'itself' && lowers[k - 1] === 'calling') k -= 2;
  else return false;
  return k >= 0 && (organisationNounAt(view, k) || (lowers[k] === 'actor' && lowers[k - 1] === 'threat'));
}

/** Nouns of animals, kin and people that news gives a name to ("a whale named Snow Cone", "a son named Bear"). */
const NAMED_BEING_NOUNS = new Set(
  `dog dogs cat cats puppy kitten pup pooch horse pony whale dolphin orca bear cub tiger lion gorilla panda
   elephant giraffe monkey chimpanzee chimp orangutan parrot pig goat cow calf owl eagle hippo pet tortoise
   turtle shark seal penguin retriever terrier bulldog poodle beagle corgi son daughter baby boy girl man
   woman character`.split(/\s+/),
);

/**
 * Whether the name at `from` is given after a lower-case noun of an animal, kin or a person and a naming verb ("A
 * whale named Snow Cone has surprised ...", "a 1-year-old son together named Bear", "a dog named Max"): a pet's, a
 * child's or a character's name, a person by the labelling rules, whatever its words. One lower-case word that is
 * no noun may stand between ("together"); not "a dog breed called Labrador".
 */
export function namedBeing(view: NameView, from: number): boolean {
  const { lowers, capitalised } = view;
  const k = OPENING_QUOTES.has(view.analysed.values[from - 1] ?? '') ? from - 2 : from - 1;
  if (!NAMING_VERBS.has(lowers[k] ?? '') || capitalised[k - 1] === 1) return false;
  if (NAMED_BEING_NOUNS.has(lowers[k - 1] ?? '')) return true;
  return (
    view.analysed.pos[k - 1] !== 'NOUN' &&
    capitalised[k - 2] !== 1 &&
    NAMED_BEING_NOUNS.has(lowers[k - 2] ?? '')
  );
}

/** Whether a lower-case word is a known place's name and "-n", "-an" or "-ian" ("montanan", "hawaiian", "floridian"). */
export function placeDemonym(word: string): boolean {
  const ian = word.endsWith('ian') ? word.slice(0, -3) : '';
  const stems = [
    word.slice(0, -1),
    word.endsWith('an') ? word.slice(0, -2) : '',
    ian,
    ian && `${ian}a`,
    ian && `${ian}y`,
  ];
  return stems.some((stem) => stem.length >= 4 && KNOWN_NAMES.get(stem) === 'LOC');
}

/** Person titles that are also common English surnames ("Stephen King", "Joey Bishop", "Howard Dean"). */
const SURNAME_TITLES = new Set(['king', 'bishop', 'dean', 'judge', 'pope', 'prince', 'duke', 'lord']);

/**
 * "Gayle King for ...", "and Rep. Steve King.": a title word that is also a surname, written as a name, after
 * a given name that is no other kind of known name (alone, or after a title) ends the person's name, not
 * a title after it; not "King of ...".
 */
function titleWordSurname(view: NameView, from: number, to: number): boolean {
  const given = to - 1;
  return (
    given >= from &&
    SURNAME_TITLES.has(view.lowers[to]!) &&
    /^[A-Z][a-z]+$/.test(view.analysed.values[to]!) &&
    view.lowers[to + 1] !== 'of' &&
    FIRST_NAMES.has(view.lowers[given]!) &&
    knownAsNoOtherKind(view.lowers[given]!) &&
    (given === from || (given === from + 1 && PERSON_TITLES.has(view.lowers[from]!)))
  );
}

/**
 * "Homeland Security Secretary Kristi Noem announced ...": a person's title inside a run, before one or two
 * name words that are no common word and no organisation keyword, makes the run a body and its holder, which
 * the title split takes apart, even when the verb after the run would cue an organisation (not "Amazon Prime
 * Video", whose last word is a common word).
 */
function titleBeforeHolder(view: NameView, from: number, to: number): boolean {
  if (to - from < 2) return false;
  const lowers = view.lowers;
  for (let i = Math.max(from + 1, to - 2); i < to; i++) {
    if (!PERSON_TITLES.has(lowers[i]!)) continue;
    for (let k = i + 1; k <= to; k++) {
      if (
        !NAME_WORD.test(view.analysed.values[k]!) ||
        isCommonWord(view, k) ||
        COMMON_WORDS.has(lowers[k]!) ||
        ORG_KEYWORDS.has(lowers[k]!) ||
        PERSON_TITLES.has(lowers[k]!)
      ) {
        return false;
      }
    }
    return true;
  }
  return false;
}

/**
 * Whether token i, a run's first word before a second given name and a surname, is the person's first given
 * name ("Lori Marie Key", "Billy Dee Williams", "Mary Louise Kelly"): a given name written as a name, no
 * common word and no other kind of known name (not "Police" or "German" before "Olaf Scholz").
 */
function firstOfGivenNames(view: NameView, i: number): boolean {
  const word = view.lowers[i]!;
  return (
    FIRST_NAMES.has(word) &&
    NAME_WORD.test(view.analysed.values[i]!) &&
    !isCommonWord(view, i) &&
    !COMMON_WORDS.has(word) &&
    !GAZETTEER.has(word) &&
    // A known surname may be the first given name ("Lee Harvey Oswald"), not a known name of another kind.
    knownAsNoOtherKind(word) &&
    !DEMONYMS.has(word) &&
    !PERSON_TITLES.has(word) &&
    !ROLE_NOUNS.has(word)
  );
}

/** A given name of one syllable written twice ("JoJo", "CeCe", "DeeDee"). */
const REPEATED_SYLLABLE = /^(\p{Lu}\p{Ll}{1,3})\1$/u;

/**
 * Whether [from, to] looks like a person's name: two words, or three to five with a particle or a patronymic
 * inside, or a Korean or Arabic-article name; every word shaped like a name word, none a common news word, an
 * organisation or place keyword, or a gazetteer entry ("Jair Bolsonaro", "Lyra McKee"; not "Rescue Plan",
 * "Coordinating Center").
 */
export function personShaped(view: NameView, from: number, to: number): boolean {
  // "Bashar al-Assad", "Abu Bakr al-Baghdadi": a family name with the Arabic article hyphenated to it (one
  // span, see candidateSpans) after one or two given names; the article and hyphen are no words to test.
  const article =
    to - from >= 3 &&
    ARABIC_ARTICLES.has(view.analysed.values[to - 2]!) &&
    isHyphen(view.analysed.values[to - 1]);
  if (article && to - from > 5) return false;
  // A Korean name in full, the given name's syllables hyphenated ("Choi Hyung-du", "Park Dae-jun"), even where
  // its surname is an English word or keyword too ("Park").
  if (to - from === 3 && koreanNameAt(view, from)) return true;
  if (!article && (to - from < 1 || to - from > 4)) return false;
  // Three words only with a particle or a patronymic in the middle ("Robert De Niro", "Ianis Aleksandrovich
  // Antropenko"); "Jaguar Land Rover" is no person.
  if (
    !article &&
    to - from === 2 &&
    !NAME_PARTICLES.has(view.lowers[from + 1]!) &&
    !PATRONYMIC.test(view.analysed.values[from + 1]!)
  ) {
    return false;
  }
  // Four or five only with a particle written in lower case ("Zashy Zuley del Cid Velásquez"), which
  // English news writes so only inside a person's name.
  if (!article && to - from > 2) {
    let particle = false;
    for (let i = from + 1; i < to && !particle; i++) {
      particle = NAME_PARTICLES.has(view.analysed.values[i]!);
    }
    if (!particle) return false;
  }
  for (let i = from; i <= to; i++) {
    if (article && i >= to - 2 && i < to) continue;
    const word = view.lowers[i]!;
    // A particle inside ("De", "del") is a word of the name even where news also writes it elsewhere.
    if (i > from && i < to && NAME_PARTICLES.has(word)) continue;
    // A given name of one repeated syllable may open it ("JoJo Siwa", "CeCe Winans").
    const value = view.analysed.values[i]!;
    if (!NAME_WORD.test(value) && !(i === from && REPEATED_SYLLABLE.test(value))) return false;
    const common = COMMON_WORDS.has(word) || COMMON_WORDS.has(view.analysed.lemmas[i]!);
    if (common && !FIRST_NAMES.has(word) && !LAST_NAMES.has(word)) return false;
    // A role noun no list knows as a name does not end a person's name ("Olympic Snowboarder Roars Back").
    if (i === to && ROLE_NOUNS.has(word) && !FIRST_NAMES.has(word) && !LAST_NAMES.has(word)) return false;
    if (ORG_KEYWORDS.has(word) || PLACE_KEYWORDS.has(word) || GAZETTEER.has(word) || DEMONYMS.has(word)) {
      return false;
    }
  }
  return true;
}

export class EntityResolver {
  readonly mentions: Mention[] = [];
  /** Single-word runs listed with known names of one class ("Cisco and Citrix"): token → that class. */
  coordinated = new Map<number, EntityLabel>();

  constructor(private readonly view: NameView) {}

  private add(
    label: EntityLabel,
    from: number,
    to: number,
    certain: boolean,
    weak = false,
    byContext = false,
  ): void {
    // "the Doctor Who actor": a person's name is no title of a cast; cheapest first, the label and the next word.
    if (
      label === 'PER' &&
      CAST_NOUNS.has(this.view.analysed.values[to + 1] ?? '') &&
      this.workBeforeCastNoun(from, to)
    ) {
      label = 'MISC';
    }
    let name = textOfTokens(this.view.analysed, from, to);
    // A possessive wink left glued to the name's word ("Indiana’s" before a comma) is no part of it.
    const last = this.view.lowers[to]!;
    if (gluedPossessiveBase(last) !== undefined && !KNOWN_NAMES.has(last.replace('’', "'"))) {
      name = name.slice(0, -2);
    }
    this.mentions.push({
      label,
      name,
      certain,
      single: from === to,
      weak,
      byContext,
    });
  }

  /**
   * Whether [from, to], one to three name-shaped words and no organisation keyword, is followed by a comma and
   * a known place that ends the clause: the place's comma or full stop, or the end of the text, after it
   * ("Donna, Texas, for the first time", "Charlotte, North Carolina."). Not inside a list of names ("Paris,
   * London, Berlin"), nor before a word that goes on ("Michael Carpenter, U.S. ambassador to ...", "Palo Alto,
   * California Spin Technology", "Pharmacies, Georgia-based ...").
   */
  private placeBeforeRegion(from: number, to: number): boolean {
    const { values } = this.view.analysed;
    const { capitalised, lowers } = this.view;
    if (values[to + 1] !== ',' || to - from > 2) return false;
    if (LIST_JOINERS.has(values[from - 1] ?? '') && capitalised[from - 2] === 1) return false;
    for (let i = from; i <= to; i++) {
      if (!NAME_WORD.test(values[i]!) || ORG_KEYWORDS.has(lowers[i]!)) return false;
    }
    const region = to + 2;
    for (let end = region; end <= region + 2 && capitalised[end] === 1; end++) {
      if (gazetteerLabel(this.view, region, end) !== 'LOC') continue;
      const next = values[end + 1] ?? '';
      if (/^[,.;:)!?]?$/.test(next) && !(next === ',' && capitalised[end + 2] === 1)) return true;
    }
    return false;
  }

  /**
   * Whether [from, to], a name no list knows, names a place by a settlement noun: after a lower-case one and
   * "of" ("the town of Bovenkarspel", "the island of Phuket", "the city of Gloversville announced", where an
   * organisation's verb would make it the council), or as a place's formal name that opens with one ("the City
   * of Sugar Land", "Royal Borough of Kensington and Chelsea", "Republic of Korea"). A city's, town's,
   * village's or borough's formal name may hold a name no list knows, but not only common words ("City of
   * Hope"); a republic's or kingdom's must end in a known place ("Kingdom of Heaven" is a film). Never a name
   * ending in an organisation keyword that is no place keyword ("the City of London Police", not "Blorp Town").
   */
  private settlementName(from: number, to: number): boolean {
    const { values } = this.view.analysed;
    const lowers = this.view.lowers;
    const afterNoun = values[from - 1] === 'of' && SETTLEMENT_NOUNS.has(values[from - 2] ?? '');
    const start = lowers[from] === 'royal' && lowers[from + 1] === 'borough' ? from + 1 : from;
    if (
      !afterNoun &&
      !(SETTLEMENT_TITLES.has(lowers[start]!) && lowers[start + 1] === 'of' && to >= start + 2)
    ) {
      return false;
    }
    if (ORG_KEYWORDS.has(lowers[to]!) && !PLACE_KEYWORDS.has(lowers[to]!)) return false;
    if (afterNoun) return to - from <= 2 && this.nameShaped(from, to);
    if (gazetteerLabel(this.view, start + 2, to) === 'LOC') return true;
    return (
      !/^(?:republic|commonwealth|kingdom|emirate)$/.test(lowers[start]!) && this.nameShaped(start + 2, to)
    );
  }

  /**
   * Whether [from, to] is "District of" a known place, after at most one compass word or "Middle" ("Eastern District
   * of Missouri", "Middle District of Florida", "District of Oregon").
   */
  private judicialDistrict(from: number, to: number): boolean {
    const lowers = this.view.lowers;
    const district = lowers[from] === 'district' ? from : lowers[from + 1] === 'district' ? from + 1 : -1;
    if (district < 0 || lowers[district + 1] !== 'of' || to < district + 2) return false;
    if (district > from && !COMPASS_WORDS.has(lowers[from]!) && lowers[from] !== 'middle') return false;
    return gazetteerLabel(this.view, district + 2, to) === 'LOC';
  }

  /** Whether [from, to] is name-shaped words (and "and"), not common words only. */
  private nameShaped(from: number, to: number): boolean {
    const values = this.view.analysed.values;
    let common = true;
    for (let i = from; i <= to; i++) {
      if (values[i] === 'and') continue;
      if (!NAME_WORD.test(values[i]!)) return false;
      common &&= isCommonWord(this.view, i);
    }
    return !common;
  }

  /** Whether token i may pad a span's ends but not stand at them: a connector, a number, punctuation. */
  private isEdgeFiller(i: number): boolean {
    return (
      // A Korean given name's last syllable is part of it ("Choi Hyung-du": no particle "du").
      (isConnector(this.view, i) && !(i >= 3 && koreanNameAt(this.view, i - 3))) ||
      this.view.analysed.types[i] !== 'word' ||
      this.view.analysed.values[i] === 'and'
    );
  }

  /** Trims connectors and numbers off the ends of [from, to]; returns null when nothing is left. */
  private trim(from: number, to: number): [number, number] | null {
    // Not digits written onto the name's first word ("700Credit"), which are part of it.
    while (
      from <= to &&
      !(from < to && digitsOpenName(this.view, from)) &&
      (this.isEdgeFiller(from) || this.view.capitalised[from] !== 1)
    ) {
      from++;
    }
    while (to >= from && this.isEdgeFiller(to)) to--;
    return from <= to ? [from, to] : null;
  }

  resolve(from: number, to: number, personCue: boolean): void {
    const trimmed = this.trim(from, to);
    if (!trimmed) return;
    [from, to] = trimmed;
    const lowers = this.view.lowers;
    const view = this.view;
    const pairHyphen = hyphenatedPairAt(view, from, to);
    if (pairHyphen > 0) {
      this.resolve(from, pairHyphen - 1, personCue);
      this.resolve(pairHyphen + 1, to, personCue);
      return;
    }
    // "Ex-Bodyguard Tim Chung": the name is what follows the former holder's modifier; see pastPrefixOpens.
    if (pastPrefixOpens(view, from, to)) {
      if (from < to) this.resolve(from + 1, to, personCue);
      return;
    }
    // "a whale named Snow Cone", "a son named Bear": see namedBeing.
    if (to - from <= 2 && namedBeing(view, from)) {
      this.add('PER', from, to, true);
      return;
    }

    // "Ural Airlines A321", "Malaysia Airlines Flight MH370", "Nikon Z6 III": a model or flight code after
    // an organisation is its product, not part of its name.
    const code = modelCodeAt(view, from, to);
    // Not before a lower-case noun it qualifies ("Zion D6 schools": a school district's number).
    const qualifies = view.analysed.pos[to + 1] === 'NOUN' && view.analysed.values[to + 1] === lowers[to + 1];
    if (code > from && !qualifies) {
      const maker = code - 1;
      const known = gazetteerLabel(view, from, maker);
      // A one-word maker no list knows as anything else, and no common word, is a brand ("Nikon").
      const brand =
        from === maker &&
        known === undefined &&
        !isCommonWord(view, from) &&
        !FIRST_NAMES.has(lowers[from]!) &&
        !TOWNS.has(lowers[from]!);
      if (known === 'ORG' || brand || ORG_KEYWORDS.has(lowers[maker]!)) {
        this.add('ORG', from, maker, true);
        // A flight, or a plane after an airline's keyword, by its code alone; a brand's model with the brand
        // ("Nikon Z6 III", as "Google Drive").
        this.add(
          'MISC',
          ORG_KEYWORDS.has(lowers[maker]!) || lowers[code] === 'flight' ? code : from,
          to,
          true,
        );
        return;
      }
    }
    // "Kensington and Chelsea", "Marks and Spencer": one place's or organisation's name.
    if (to === from + 2) {
      const pair = lonePairLabel(view, from, from + 1, to);
      if (pair) {
        this.add(pair, from, to, true);
        return;
      }
    }
    // "London-based", "the New York-based firm": what something is based in is a place.
    if (
      isHyphen(view.analysed.values[to + 1]) &&
      view.analysed.spaces[to + 1] === '' &&
      lowers[to + 2] === 'based' &&
      view.analysed.spaces[to + 2] === ''
    ) {
      const start = lowers[from] === 'the' && from < to ? from + 1 : from;
      const known = gazetteerLabel(view, start, to);
      if (known === undefined || known === 'LOC') {
        this.add('LOC', start, to, true);
        return;
      }
    }
    // "West Midlands MPs", "California Officials": a known place before a plural noun for its people is
    // the place; the noun is no part of a name.
    if (to > from && PLACE_PEOPLE_NOUNS.has(lowers[to]!) && view.capitalised[to] === 1) {
      const place = to - 1;
      if (gazetteerLabel(view, from, place) === 'LOC' || compassPlace(view, from, place)) {
        this.add('LOC', from, place, true);
        return;
      }
    }
    // An agency named "X of the Y" or after its holder's role ("Office of the Registrar of Political
    // Parties", "District Attorney's Office"), as candidateSpans joined it: one organisation, whatever
    // person titles are inside.
    if (
      to - from >= 2 &&
      ((ORG_KEYWORDS.has(lowers[from]!) && lowers[from + 1] === 'of' && lowers[from + 2] === 'the') ||
        (OFFICE_NOUNS.has(lowers[to]!) &&
          OFFICE_HOLDERS.has(lowers[to - 2]!) &&
          /^['’]s$/.test(lowers[to - 1]!)))
    ) {
      this.add('ORG', from, to, true);
      return;
    }
    // "Tata-owned Jaguar Land Rover", "Sequoia-backed": what owns, backs or funds a company is, unless
    // known as something else ("Iran-backed"), an organisation.
    if (
      isHyphen(view.analysed.values[to + 1]) &&
      view.analysed.spaces[to + 1] === '' &&
      OWNERSHIP_PARTICIPLES.has(lowers[to + 2] ?? '') &&
      view.analysed.spaces[to + 2] === ''
    ) {
      const start = lowers[from] === 'the' && from < to ? from + 1 : from;
      const known = gazetteerLabel(view, start, to);
      if (
        known === undefined &&
        !KNOWN_NAMES.has(lowers[to]!) &&
        !(view.starts[start] === 1 && start < to && isCommonWord(view, start)) &&
        !DEMONYMS.has(lowerName(view, start, to)) &&
        !isCommonWord(view, to)
      ) {
        this.add('ORG', start, to, true);
        return;
      }
    }
    if (to - from <= 3 && sportsTeamAt(view, from, to)) {
      this.add('ORG', from, to, true);
      return;
    }
    const known = gazetteerLabel(view, from, to);
    // "The West Midlands mayor ...", "The US National Security Agency breached ...": a sentence's article
    // (a name token only as the opening of a known "The ..." name) is no part of a name the gazetteer does
    // not hold with it.
    // Not before a singular "-er" word: "The New Yorker" is the magazine, "New Yorkers" its readers.
    if (
      !known &&
      from < to &&
      view.starts[from] === 1 &&
      view.analysed.values[from] === 'The' &&
      !lowers[to]!.endsWith('er')
    ) {
      this.resolve(from + 1, to, personCue);
      return;
    }
    // A city's newspaper ("the Kansas City Star", "the Houston Chronicle"): one organisation.
    if (
      !known &&
      to > from &&
      NEWSPAPER_WORDS.has(lowers[to]!) &&
      gazetteerLabel(view, from, to - 1) === 'LOC'
    ) {
      this.add('ORG', from, to, true);
      return;
    }
    // A place's utility ("Nova Scotia Power", "Thames Water"): one organisation, its place not a place mention.
    // Cheapest first: the last word is one of four.
    if (
      !known &&
      to > from &&
      UTILITY_WORDS.has(lowers[to]!) &&
      view.capitalised[to] === 1 &&
      gazetteerLabel(view, from, to - 1) === 'LOC'
    ) {
      this.add('ORG', from, to, true);
      return;
    }
    // "New Zealanders", "Londoners": the people of a known place, a demonym (MISC).
    if (
      !known &&
      /ers?$/.test(lowers[to]!) &&
      !LAST_NAMES.has(lowers[to]!) &&
      !FIRST_NAMES.has(lowers[to]!)
    ) {
      const stem = lowerName(view, from, to).replace(/ers?$/, '');
      if (KNOWN_NAMES.get(stem) === 'LOC' && stem.length >= 4) {
        this.add('MISC', from, to, true);
        return;
      }
    }
    // "Floridians", "goofy Hawaiian shirts", "The Montanan": a known place and "-n", "-an" or "-ian" (a final "-a" or
    // "-y" dropped before "-ian": "Florida", "Sicily"), and a plural's "-s", is its people or its adjective, a
    // demonym (MISC); not a given name or a surname ("Christian", "Adrian").
    if (
      !known &&
      (lowers[to]!.endsWith('n') || lowers[to]!.endsWith('ns')) &&
      !LAST_NAMES.has(lowers[to]!) &&
      !FIRST_NAMES.has(lowers[to]!)
    ) {
      if (placeDemonym(lowerName(view, from, to).replace(/s$/, ''))) {
        this.add('MISC', from, to, true);
        return;
      }
    }
    if (known === 'ORG' && buildingBodyAsPlace(view, from, to)) {
      this.add('LOC', from, to, true);
      return;
    }
    // A known person's name in a list that an organisation noun introduces is the brand named after them
    // ("brands like Madewell, Natori and Stuart Weitzman").
    if (
      known === 'PER' &&
      (listedAfterOrganisationNoun(view, from) || namedAfterOrganisationNoun(view, from))
    ) {
      this.add('ORG', from, to, true);
      return;
    }
    if (known) {
      // "Social Security numbers": a programme's name as the kind of a number is no mention of it.
      if (known === 'MISC' && IDENTIFIER_NOUNS.has(lowers[to + 1] ?? '')) return;
      this.add(known, from, to, true);
      return;
    }
    // "in Selma, Alabama, is", "Westbrook, Maine.": a name no list knows, written with its state or country
    // after a comma, is a town.
    if (this.placeBeforeRegion(from, to)) {
      this.add('LOC', from, to, true);
      return;
    }
    // "the island of Phuket", "the city of Gloversville announced", "the City of Sugar Land": a place.
    if (this.settlementName(from, to)) {
      this.add('LOC', from, to, true);
      return;
    }
    // "the Eastern District of Missouri", "the District of New Jersey": a judicial district of a known place is a
    // place (the labels' court districts), not a body. Cheapest first: "district" opens the run or follows its first word.
    if (this.judicialDistrict(from, to)) {
      this.add('LOC', from, to, true);
      return;
    }
    // Two known names side by side that make no known name together: "the U.S. Afghanistan pullout" (two
    // places), "the Senate Republican leader" (a body and its party's member), each on its own.
    if (to === from + 1) {
      const first = KNOWN_NAMES.get(lowers[from]!);
      const second = KNOWN_NAMES.get(lowers[to]!);
      if (
        // Not a common word written like a place's abbreviation ("Toys R Us Canada": "us" is the US's key).
        (first === 'LOC' &&
          second === 'LOC' &&
          !compassPlace(view, from, to) &&
          !COMMON_WORDS.has(lowers[from]!) &&
          !COMMON_WORDS.has(lowers[to]!)) ||
        (first === 'ORG' && second === 'MISC' && PARTY_MEMBER_WORDS.has(lowers[to]!)) ||
        // A state's or city's branch of a party ("the Texas GOP", "Georgia GOP Rep."): the place and the party.
        (first === 'LOC' &&
          second === 'ORG' &&
          PARTY_NAMES.has(lowers[to]!) &&
          !COMMON_WORDS.has(lowers[from]!))
      ) {
        this.add(first, from, from, true);
        this.add(second, to, to, true);
        return;
      }
    }
    // A person's name run on to a word of a brand's shape, which no person's name ends in (a feed's byline
    // glued to its firm: "John Landry SyncraSys John Landry has joined SyncraSys"): the person and the firm.
    if (
      to > from &&
      brandShapedWord(view, to) &&
      (personCue || FIRST_NAMES.has(lowers[from]!)) &&
      !GAZETTEER.has(lowerName(view, from, to))
    ) {
      this.resolve(from, to - 1, personCue);
      this.add('ORG', to, to, true);
      return;
    }
    // A known person's one-word name before a known organisation's ("the Trump EPA", "the Biden White House"):
    // the person whose administration it is and the body, each on its own, as the Title Case reader has them.
    if (
      to > from &&
      to - from <= 3 &&
      KNOWN_NAMES.get(lowers[from]!) === 'PER' &&
      gazetteerLabel(view, from + 1, to) === 'ORG'
    ) {
      this.add('PER', from, from, true);
      this.add('ORG', from + 1, to, true);
      return;
    }
    // A national team ("Team USA"): an organisation, not the place.
    if (nationalTeamAt(view, from)) {
      this.add('ORG', from, from + 1, true);
      if (to > from + 1) this.resolve(from + 2, to, personCue);
      return;
    }
    // A named building or venue ("Trump Tower", "Madison Square Garden"): a place, though its first word
    // names a person or is a first name.
    // A house of worship likewise, unless what names it is only a known place or people ("Norway Mosque").
    if (
      to > from &&
      view.capitalised[to] === 1 &&
      (BUILDING_KEYWORDS.has(lowers[to]!) ||
        ((WORSHIP_KEYWORDS.has(lowers[to]!) || VENUE_KEYWORDS.has(lowers[to]!)) &&
          gazetteerLabel(view, from, to - 1) === undefined))
    ) {
      this.add('LOC', from, to, true);
      return;
    }
    // A company named by its domain ends the run ("the CTO of Checkout.com"); what precedes it stands apart.
    if (to - from >= 2 && view.analysed.values[to - 1] === '.' && domainNameAt(view, to - 2)) {
      if (to - 2 > from) this.resolve(from, to - 3, personCue);
      this.add('ORG', to - 2, to, true);
      return;
    }
    if (compassPlace(view, from, to)) {
      this.add('LOC', from, to, true);
      return;
    }

    // A market-research release's segment before its report words ("the Cyber Threat Hunting Services Market
    // research report", "Attack Mitigation Software Market Size"): common nouns in capitals, no name (see
    // MARKET_REPORT_WORDS); not a name the lists know ("Whole Foods Market"). Cheapest first.
    if (
      to > from &&
      lowers[to] === 'market' &&
      MARKET_REPORT_WORDS.has(lowers[to + 1] ?? '') &&
      gazetteerLabel(view, from, to) === undefined
    ) {
      return;
    }
    // A named wildfire, an event, before a first name or the organisation default can take it.
    const fireEnd = this.wildfireEnd(from, to);
    if (fireEnd >= 0) {
      this.add('MISC', from, fireEnd, true);
      return;
    }
    // Awards, named storms and products by their shape or context, before a first name inside ("Emmy",
    // "Erick", "Claude") or the organisation default can take them.
    if (this.miscByShape(from, to)) {
      this.add('MISC', from, to, true);
      return;
    }
    // A person title at the end is no part of the name before it ("Waltio CEO" → Waltio, which the title
    // then marks as an organisation); a title alone names nobody ("the network CEO's death").
    // ("Gayle King for ...": the title word is the surname.)
    if (titleWordSurname(view, from, to)) {
      this.add('PER', to - 1, to, true);
      return;
    }
    if (PERSON_TITLES.has(lowers[to]!) && view.analysed.values[to + 1] !== '.') {
      if (from < to && !PERSON_TITLES.has(lowers[to - 1]!)) this.resolve(from, to - 1, personCue);
      if (from === to) return;
      if (!PERSON_TITLES.has(lowers[to - 1]!)) return;
    }
    // "&" joins the names of a firm ("Marks & Spencer", "Johnson & Johnson"), even when its first word is
    // a common word.
    for (let i = from + 1; i < to; i++) {
      if (view.analysed.values[i] === '&') {
        this.add('ORG', from, to, true);
        return;
      }
    }
    // A common word capitalised only because it starts the sentence is no part of a name ("Embattled
    // Virginia Gov.", "Production workers"); a known name it starts stands ("South Carolina Republican").
    // Nor before a capitalised possessive determiner, which only a name capitalises ("Manage My Health data
    // breach: ...").
    if (
      view.starts[from] === 1 &&
      isCommonWord(view, from) &&
      !(from < to && NAME_DETERMINERS.has(lowers[from + 1]!)) &&
      !commonGivenNameBeforeName(view, from) &&
      !(to === from + 1 && regionNameAt(view, from)) &&
      !(to === from + 1 && organisationBeforeFollower(view, from, to)) &&
      !organisationBeforeKeyword(view, from, to) &&
      !compassPlaceOrganisation(view, from, to)
    ) {
      // A role noun so capitalised is the cue it is in lower case mid-sentence ("Comedian Arsenio Hall pulled
      // ...", "Rapper Polo G was arrested" as "comedian Arsenio Hall").
      // Only before two or three words of a name (not "Star Wars", "Director of National Intelligence ...").
      const named = to - from >= 2 && to - from <= 3 && NAME_WORD.test(view.analysed.values[from + 1]!);
      if (from < to) this.resolve(from + 1, to, personCue || (named && this.roleNounAt(from)));
      return;
    }
    if (this.splitAtKnownPrefix(from, to, personCue)) return;
    // A country's abbreviation before an acronym is the country of that body ("US DoJ", "UK NCSC"): two names.
    // ("DoJ", "MoD": acronyms written with a small letter inside.)
    if (
      to === from + 1 &&
      GAZETTEER.get(lowers[from]!) === 'LOC' &&
      (ACRONYM.test(view.analysed.values[to]!) || /^\p{Lu}\p{Ll}\p{Lu}$/u.test(view.analysed.values[to]!)) &&
      // A country by its abbreviation; a state's agency is often one name ("Illinois DHS").
      /^(?:\p{Lu}{2}|(?:\p{Lu}\.){2})$/u.test(view.analysed.values[from]!) &&
      GAZETTEER.get(lowers[to]!) !== 'LOC'
    ) {
      this.add('LOC', from, from, true);
      this.add('ORG', to, to, true);
      return;
    }

    // Before the verb test below: wink tags some product words VERB ("Google Drive were ...").
    if (this.productOfMaker(from, to)) return;
    // A capitalised run with a verb inside is a headline in Title Case quoted in the text ("The post Ledger
    // Confirms Breach Linked to ..."), not one name: its pieces are resolved apart.
    if (to - from >= 1) {
      for (let i = from + 1; i <= to; i++) {
        // Only a word news also writes in lower case: wink tags some names VERB ("Yvette Cooper").
        // Not a verb right before the organisation keyword that ends the run ("Coordinating Center").
        if (
          view.analysed.pos[i] === 'VERB' &&
          !PERSON_TITLES.has(lowers[i]!) &&
          isCommonWord(view, i) &&
          !(i + 1 === to && ORG_KEYWORDS.has(lowers[to]!)) &&
          // Nor a place or organisation keyword that wink tags VERB at the end ("Coral Springs", "Twin Falls").
          !(i === to && (PLACE_KEYWORDS.has(lowers[i]!) || ORG_KEYWORDS.has(lowers[i]!))) &&
          // Nor a Korean given name's first syllable that is an English verb ("Lee Won-son").
          !(i === from + 1 && to - from === 3 && koreanNameAt(view, from)) &&
          // A first name and a capitalised word ending the run mid-sentence is a person whose surname is
          // also a verb ("after Hugh Grant gave her ..."), as after a person's title, which is no part of the
          // name and cues a person at a sentence start too ("Zorbex CEO Tim Cook said ...").
          !(
            i === to &&
            FIRST_NAMES.has(lowers[i - 1]!) &&
            ((i - 1 === from && view.starts[from] !== 1) ||
              (i - 1 > from && PERSON_TITLES.has(lowers[i - 2]!)))
          )
        ) {
          this.resolve(from, i - 1, personCue);
          if (i < to) this.resolve(i + 1, to, false);
          return;
        }
      }
    }

    // A demonym ending an unknown run describes what precedes it ("JLRs British supply chain").
    const lastKnown = GAZETTEER.get(lowers[to]!);
    if (
      to > from &&
      (DEMONYMS.has(lowers[to]!) || (lastKnown === 'MISC' && !lowers[to]!.includes(' '))) &&
      !GAZETTEER.has(lowers[to - 1]!)
    ) {
      this.resolve(from, to - 1, personCue);
      this.add('MISC', to, to, true);
      return;
    }
    // Common words before "of" are a phrase about the name after it ("Reports of Mikord"), unless one of
    // them makes the whole a name ("Department of ...", "Gulf of ...").
    for (let i = from + 1; i < to; i++) {
      if (lowers[i] !== 'of' || view.analysed.values[i] !== 'of') continue;
      let phrase = true;
      for (let k = from; k < i && phrase; k++) {
        phrase =
          isCommonWord(view, k) &&
          !ORG_KEYWORDS.has(lowers[k]!) &&
          !PLACE_KEYWORDS.has(lowers[k]!) &&
          !PLACE_PREFIXES.has(lowers[k]!);
      }
      if (phrase) {
        this.resolve(i + 1, to, personCue);
        return;
      }
      break;
    }
    // A company suffix alone (", Inc.,") names nothing.
    if (from === to && COMPANY_SUFFIXES.has(lowers[from]!)) return;
    // "the Sackler family", "the Laundrie family": a family named by its surname is a person (the labelling
    // rules' "The Bidens"); not a common word ("the Royal family").
    if (
      from === to &&
      lowers[from - 1] === 'the' &&
      view.analysed.values[to + 1] === 'family' &&
      NAME_WORD.test(view.analysed.values[from]!) &&
      !isCommonWord(view, from) &&
      !COMMON_WORDS.has(lowers[from]!)
    ) {
      this.add('PER', from, to, true);
      return;
    }
    if (from === to && this.familyPlural(from)) {
      this.add('PER', from, to, true);
      return;
    }
    // A known organisation and one more unknown word is the organisation's product ("Microsoft
    // SharePoint", "Google Gemini").
    if (
      to === from + 1 &&
      GAZETTEER.get(lowers[from]!) === 'ORG' &&
      /^\p{Lu}[\p{L}\d]*\p{Ll}[\p{L}\d]*$/u.test(view.analysed.values[to]!) &&
      !isCommonWord(view, to) &&
      !GAZETTEER.has(lowers[to]!) &&
      !FIRST_NAMES.has(lowers[to]!) &&
      !LAST_NAMES.has(lowers[to]!) &&
      !ORG_KEYWORDS.has(lowers[to]!) &&
      !PLACE_KEYWORDS.has(lowers[to]!)
    ) {
      this.add('ORG', from, from, true);
      this.add('MISC', to, to, true);
      return;
    }
    if (to === from + 1 && this.initialsOfProduct(from, to)) return;
    if (
      // A person's title opening the run names a person whatever the context ("attacks on Dr. Anthony Fauci").
      !(to > from && PERSON_TITLES.has(lowers[from]!)) &&
      !titleBeforeHolder(view, from, to) &&
      ((!(FIRST_NAMES.has(lowers[from]!) && !(from === to && GAZETTEER_GIVEN_NAMES.has(lowers[from]!))) &&
        !LAST_NAMES.has(lowers[to]!) &&
        organisationCue(view, from, to)) ||
        // "Akira ransomware starts hitting ...": one word before "ransomware" names the strain and its gang,
        // even a given name.
        (from === to && lowers[to + 1] === 'ransomware') ||
        // A given name opening a longer name with its initials in brackets after it ("Bryan Texas Utilities
        // (BTU)"); common nouns so written are no name ("Personally Identifiable Information (PII)").
        (FIRST_NAMES.has(lowers[from]!) && initialsInBrackets(view, from, to)) ||
        listedAfterOrganisationNoun(view, from) ||
        namedAfterOrganisationNoun(view, from))
    ) {
      // Certain, but by context only: a person's full name in the same article still takes one word in
      // ("John Mulaney ... Mulaney announced"), as people announce and confirm too.
      this.add('ORG', from, to, true, false, from === to);
      return;
    }

    // "The Duke of Sussex said", "Kate, Duchess of Cambridge": a peer's title of a known place names the
    // person who holds it, not the place.
    for (let i = from; i + 2 <= to; i++) {
      if (
        PEERAGE_TITLES.has(lowers[i]!) &&
        view.analysed.values[i + 1] === 'of' &&
        gazetteerLabel(view, i + 2, to) === 'LOC'
      ) {
        if (i > from) this.resolve(from, i - 1, false);
        this.add('PER', i, to, true);
        return;
      }
    }
    // An abbreviated role splits it between a constituency, party or state and a person ("Pakuranga MP Simeon
    // Brown", "Labour MP Jess Phillips", "NY AG Eric Schneiderman"): a party or body the lists know stands, any
    // other one word before the role or a known place is the place the holder represents.
    for (let i = from + 1; i < to; i++) {
      if (!abbreviatedRoleAt(view, i)) continue;
      const known = gazetteerLabel(view, from, i - 1);
      if (known === 'LOC' || (known === undefined && i - 1 === from)) this.add('LOC', from, i - 1, true);
      else this.resolve(from, i - 1, false);
      this.resolvePerson(i + 1, to);
      return;
    }
    // A legislator's abbreviated role ending the span with no holder named after it ("from BJP MP and actress
    // Kangana Ranaut", "A Labour MP said"): the role is no part of the name; the party or place before it stands.
    if (to > from && LEGISLATOR_ROLES.has(view.analysed.values[to]!)) {
      this.resolve(from, to - 1, false);
      return;
    }
    // Titles split the span: what precedes is resolved on its own, what follows is a person. A head's role
    // splits it too between an organisation and a name ("FBI Director Kash Patel", "GSA Boss Emily Murphy").
    for (let i = to; i >= from; i--) {
      if (
        PERSON_TITLES.has(lowers[i]!) ||
        (i > from && i < to && (HEAD_ROLES.has(lowers[i]!) || courtJusticeAt(view, i)))
      ) {
        let titleStart = i;
        while (
          titleStart - 1 >= from &&
          (PERSON_TITLES.has(lowers[titleStart - 1]!) ||
            HEAD_ROLES.has(lowers[titleStart - 1]!) ||
            isConnector(view, titleStart - 1))
        ) {
          titleStart--;
        }
        if (titleStart > from) this.resolve(from, titleStart - 1, false);
        // "CEO of Chrysler", "became CEO of Zorbex Inc.": a title "of" a name with no given name in it names
        // the body or place its holder heads, not the holder ("Secretary of State Antony Blinken" is); not a
        // peer's or a sovereign's title, which names its holder ("the Queen of Soul").
        if (
          i + 2 <= to &&
          view.analysed.values[i + 1] === 'of' &&
          !PEERAGE_TITLES.has(lowers[i]!) &&
          !SOVEREIGN_TITLES.has(lowers[i]!) &&
          !this.givenNameIn(i + 2, to)
        ) {
          // A chief's or CEO's (titles that follow an organisation's name too: "Zorbex CEO") is an organisation
          // when no list knows the name otherwise.
          if (ORG_FOLLOWERS.has(lowers[i]!) && gazetteerLabel(view, i + 2, to) === undefined) {
            this.add('ORG', i + 2, to, false);
          } else {
            this.resolve(i + 2, to, false);
          }
          return;
        }
        // A role's plural after the title is no holder's name ("successive British Prime Ministers"): see
        // rolePlural; the cheapest test first, one word after the title.
        if (i + 1 === to && rolePlural(lowers[to]!)) return;
        if (i < to) this.resolvePerson(i + 1, to);
        return;
      }
    }

    // "Police Superintendent Larry Snelling": a run ending in first name + surname is that person, after
    // whatever precedes the first name.
    for (let k = Math.max(from + 1, to - 2); k < to; k++) {
      if (!FIRST_NAMES.has(lowers[k]!)) continue;
      let tailIsPlain = true;
      for (let i = k; i <= to; i++) {
        if (ORG_KEYWORDS.has(lowers[i]!) || PLACE_KEYWORDS.has(lowers[i]!)) tailIsPlain = false;
      }
      if (tailIsPlain) {
        // A hyphenated given name ("Lin-Manuel Miranda", "Jean-Luc Picard") is one name with its first part;
        // a lone given name before it is the person's first given name ("Lori Marie Key", "Robert Aaron Long").
        const start = this.hyphenatedGivenNameStart(from, k);
        if (start === from + 1 && firstOfGivenNames(view, from)) {
          this.add('PER', from, to, true);
          return;
        }
        if (start > from) this.resolve(from, start - 1, false);
        this.add('PER', start, to, true);
        return;
      }
    }

    if (to > from) {
      const last = lowers[to]!;
      // "Organization of American States", "Bank of England": an organisation keyword "of" a name.
      if (ORG_KEYWORDS.has(lowers[from]!) && view.analysed.values[from + 1] === 'of') {
        this.add('ORG', from, to, true);
        return;
      }
      // A role noun before a given name and a surname that is an organisation's or a place's keyword too
      // ("singer Charlotte Church", "director Michael Bay"): the person, as after a role noun elsewhere.
      if (
        to === from + 1 &&
        (personCue || this.precededByRoleNoun(from)) &&
        FIRST_NAMES.has(lowers[from]!) &&
        !isCommonWord(view, from) &&
        NAME_WORD.test(view.analysed.values[to]!)
      ) {
        this.resolvePerson(from, to);
        return;
      }
      // A special-purpose district ("Los Angeles School District", "Reclamation District") is a body: cheapest
      // first, the last word is "district".
      if (last === 'district' && DISTRICT_BODY_WORDS.has(lowers[to - 1]!)) {
        this.add('ORG', from, to, true);
        return;
      }
      // "U.S. District Judge Robert Lasnik": "District" before a court's title is the title's, not a place's name;
      // what precedes it is read alone (the country).
      if (last === 'district' && DISTRICT_TITLES.has(lowers[to + 1] ?? '')) {
        this.resolve(from, to - 1, personCue);
        return;
      }
      if (PLACE_KEYWORDS.has(last) && !ORG_KEYWORDS.has(last)) {
        this.add('LOC', from, to, true);
        return;
      }
      for (let i = from; i <= to; i++) {
        if (ORG_KEYWORDS.has(lowers[i]!)) {
          // A given name and a keyword that is a surname too ("Charlotte Church says ...", "Gabrielle Union"):
          // uncertain, so that a person's cue for the same name elsewhere in the article takes it ("Welsh singer
          // Charlotte Church has spoken ..."); alone it stays the organisation ("Grace Church").
          this.add('ORG', from, to, !(i === to && to === from + 1 && this.givenNameBeforeKeyword(from)));
          return;
        }
      }
      // "the Secret Service", "The National Weather Service", "the Forest Service": in running text a capitalised
      // run ending in "Service" is a government body or a firm, as its capitals show; not a rite's or a help
      // desk's ("a Memorial Service", "Customer Service"). Not an organisation keyword in a Title Case headline,
      // which capitalises "Military Service" and "Remembrance Sunday Service" anyway.
      if ((last === 'service' || last === 'services') && !SERVICE_RITES.has(lowers[to - 1]!)) {
        this.add('ORG', from, to, true);
        return;
      }
      // "Beverly Hills Oncology has notified patients", "Pinehurst Radiology": a run ending in a medical specialty is
      // the practice, not a person named like its place or founder.
      if (PRACTICE_WORDS.has(last)) {
        this.add('ORG', from, to, true);
        return;
      }
      // A demonym inside an unknown span stands apart: "German Olaf Scholz" → German + Olaf Scholz.
      for (let i = from; i <= to; i++) {
        // Party members and other one-word MISC entries split a span too ("Missouri Republican"); a party's
        // adjective between two words of a name is part of it ("the Social Democratic Front").
        if (
          (DEMONYMS.has(lowers[i]!) || GAZETTEER.get(lowers[i]!) === 'MISC') &&
          !(i > from && i < to && PARTY_MEMBER_WORDS.has(lowers[i]!))
        ) {
          if (i > from) this.resolve(from, i - 1, personCue);
          this.add('MISC', i, i, true);
          if (i < to) this.resolve(i + 1, to, personCue);
          return;
        }
      }
      // "County Durham", not "Cook County State's Attorney" (a common word after "County").
      if (
        (PLACE_PREFIXES.has(lowers[from]!) && !(lowers[from] === 'county' && isCommonWord(view, from + 1))) ||
        PLACE_KEYWORDS.has(last)
      ) {
        this.add('LOC', from, to, true);
        return;
      }
    }

    if (personCue || this.precededByRoleNoun(from)) {
      this.resolvePerson(from, to);
      return;
    }
    if (to > from && TOWNS.has(lowerName(view, from, to))) {
      this.add('LOC', from, to, false);
      return;
    }
    if (to > from) {
      const spanLength = to - from + 1;
      const first = lowers[from]!;
      if (initialsBeforeName(view, from, to) || middleInitialName(view, from, to)) {
        this.add('PER', from, to, true);
        return;
      }
      // A name before a lower-case noun of a built or natural place is that place's, even in a person's shape
      // ("the Tham Luang cave", "San Quentin prison", "Havana's Jose Marti airport"): a person's name is not
      // written before such a noun; not a person the lists know ("the Trump resort"). A region's noun likewise
      // ("the Khan Abad district"; one word before it: see regionBeforeNoun).
      if (
        (PLACE_NOUNS.has(view.analysed.values[to + 1] ?? '') ||
          REGION_NOUNS.has(view.analysed.values[to + 1] ?? '')) &&
        gazetteerLabel(view, from, to) !== 'PER' &&
        KNOWN_NAMES.get(lowerName(view, from, to)) !== 'PER'
      ) {
        this.add('LOC', from, to, false);
        return;
      }
      // "a breach at Lotte Card", "Brown Thomas customer accounts": see firmCueOfPersonShape.
      if (spanLength <= 3 && firmCueOfPersonShape(view, from, to)) {
        this.add('ORG', from, to, false);
        return;
      }
      if (
        spanLength <= 4 &&
        (FIRST_NAMES.has(first) || LAST_NAMES.has(lowers[to]!) || commonGivenNameBeforeName(view, from))
      ) {
        if (this.makersCommonNamed(from, to)) {
          this.add('MISC', from, to, false);
          return;
        }
        this.add('PER', from, this.placeOfPerson(from, to), true);
        return;
      }
      // Two or three name-shaped words, no common words, saying something of him or her ("Yoon Suk Yeol says
      // he would ...", "Swe Zin Htet says she hopes ..."): a person, whatever the name's length or language
      // (an organisation says "it").
      if (spanLength <= 3 && this.saysOfPerson(to) && personShaped(view, from, from + 1)) {
        // (Two words as personShaped reads them, a third name-shaped and no common word.)
        let plain = true;
        for (let i = from + 2; i <= to; i++) {
          plain &&= NAME_WORD.test(view.analysed.values[i]!) && !isCommonWord(view, i);
        }
        if (plain) {
          this.add('PER', from, to, false);
          return;
        }
      }
      // Two or three name-shaped words that are no common words are a person ("Jair Bolsonaro").
      if (personShaped(view, from, to)) {
        this.add('PER', from, to, false);
        return;
      }
      // Common words only, none an organisation keyword: capitals for emphasis or a title's leftovers
      // ("Rescue Plan" of "American Rescue Plan", "Electronic Evidence"), no name.
      let allCommon = true;
      for (let i = from; i <= to && allCommon; i++) allCommon = isCommonWord(view, i);
      if (allCommon) return;
      // A place named for what happened there ("the Sandy Hook shooting", "Sandy Hook parent Neil Heslin"):
      // an unknown name before a lower-case noun of a violent event or of the people it struck is the place,
      // as the labelling rules take "the Sandy Hook shooting"; not a name that ends in an event's own word
      // ("the Boston Marathon bombing": the event's name).
      if (PLACE_EVENT_NOUNS.has(view.analysed.values[to + 1] ?? '') && !EVENT_NAME_WORDS.has(lowers[to]!)) {
        this.add('LOC', from, to, false);
        return;
      }
      // An unknown name ending in an event's own word ("the Boston Marathon", "the NFC Championship", "Outside
      // Lands Music Festival"): the event, MISC as the labelling rules type events. Not a word that is an
      // adjective too ("Vanity Fair", a magazine).
      if (EVENT_NAME_WORDS.has(lowers[to]!) && !isAdjective(lowers[to]!)) {
        this.add('MISC', from, to, false);
        return;
      }
      // Joined by "and" to a person's full name just before it ("Chad Kroeger and JT Parr"): see personAfterAnd.
      if (this.personAfterAnd(from, to)) {
        this.add('PER', from, to, false);
        return;
      }
      // Any other unknown multi-word name with no cue: in news most are organisations (a MISC catch-all
      // took 14.8k names against 8.2k ORG); MISC is kept for demonyms, events, products, works and laws
      // the gazetteer knows.
      this.add('ORG', from, to, false);
      return;
    }
    this.resolveSingle(from);
  }

  /** Whether token i is a given name and no common word nor other kind of known name ("Charlotte", not "Grace"). */
  private givenNameBeforeKeyword(i: number): boolean {
    const word = this.view.lowers[i]!;
    return (
      FIRST_NAMES.has(word) &&
      !isCommonWord(this.view, i) &&
      !COMMON_WORDS.has(word) &&
      knownAsNoOtherKind(word)
    );
  }

  /**
   * Whether [from, to], two to four words of a person's shape, is a known organisation's name and common words only
   * after it ("Asahi Super Dry", a beer): a product or line the maker names, not a person, though the maker's name
   * is a given name too ("Asahi") and so gave the run a person's shape. Not a name the lists know as a person's.
   */
  private makersCommonNamed(from: number, to: number): boolean {
    const { view } = this;
    // Cheap test first: the first word's look-up.
    if (to - from > 3 || KNOWN_NAMES.get(view.lowers[from]!) !== 'ORG') return false;
    for (let i = from + 1; i <= to; i++) if (!isCommonWord(view, i)) return false;
    return KNOWN_NAMES.get(lowerName(view, from, to)) === undefined;
  }

  /**
   * A person "of" a known place ("Rep. Joaquín Castro of Texas"): adds the place and returns the end of the
   * person's name, else to.
   */
  /**
   * A known organisation's product named with it and a product word at the end ("Google Drive", "Google
   * Fast Pair", "Oracle eBusiness Suite", "Oracle's E-Business Suite"): the product is MISC, its maker ORG.
   */
  private productOfMaker(from: number, to: number): boolean {
    const { lowers } = this.view;
    if ((!PRODUCT_TAILS.has(lowers[to]!) && !SERVICE_TAILS.has(lowers[to]!)) || to - from > 3) return false;
    const values = this.view.analysed.values;
    // "Teams" is a product's only before no capitalised word and no "up": not a Title Case headline's verb or
    // plural ("Microsoft Teams Up With", "NFL Teams Announce").
    if (lowers[to] === 'teams' && (this.view.capitalised[to + 1] === 1 || lowers[to + 1] === 'up')) {
      return false;
    }
    const makerInside = to > from && GAZETTEER.get(lowers[from]!) === 'ORG';
    const makerBefore = values[from - 1] === "'s" && from >= 2 && GAZETTEER.get(lowers[from - 2]!) === 'ORG';
    if (!makerInside && !makerBefore) return false;
    for (let i = makerInside ? from + 1 : from; i <= to; i++) {
      if (ORG_KEYWORDS.has(lowers[i]!) || KNOWN_NAMES.has(lowers[i]!)) return false;
    }
    if (makerInside) this.add('ORG', from, from, true);
    this.add('MISC', from, to, true);
    return true;
  }

  /**
   * A known organisation and its product's initials before a lower-case noun ("hit by Oracle EBS data breach",
   * "Oracle EBS flaws"): the product (MISC) with its maker, the maker ORG, as `productOfMaker` reads "Google
   * Drive". Not a role's or a legal form's initials ("Coinbase CEO", "BMW AG", "Labour MP"), a common noun's
   * ("OpenAI API", "Salesforce IT"), nor a name the lists know. The cheapest test first: the capitals.
   */
  private initialsOfProduct(from: number, to: number): boolean {
    const { lowers } = this.view;
    const { values, pos } = this.view.analysed;
    const initials = values[to]!;
    if (!LETTER_ACRONYM.test(initials) || GAZETTEER.get(lowers[from]!) !== 'ORG') return false;
    const next = values[to + 1] ?? '';
    if (next === '' || next !== lowers[to + 1] || pos[to + 1] !== 'NOUN') return false;
    if (
      ROLE_ABBREVIATIONS.has(initials) ||
      ROLE_NOUNS.has(lowers[to]!) ||
      COMPANY_SUFFIXES.has(lowers[to]!) ||
      COMMON_CAPITALISED.has(lowers[to]!) ||
      COMMON_WORDS.has(lowers[to]!) ||
      KNOWN_NAMES.has(lowers[to]!)
    ) {
      return false;
    }
    this.add('ORG', from, from, true);
    this.add('MISC', from, to, true);
    return true;
  }

  /**
   * "the Bidens", "the Kardashians": after "the", one capitalised word that is the plural of a surname of a
   * person the lists know by full name is that family, a person by the labelling rules; not a common word
   * ("the Woods") nor a name the lists know as anything ("the Lakers").
   */
  private familyPlural(i: number): boolean {
    const { lowers } = this.view;
    const word = lowers[i]!;
    return (
      word.endsWith('s') &&
      lowers[i - 1] === 'the' &&
      KNOWN_SURNAMES.has(word.slice(0, -1)) &&
      !COMMON_WORDS.has(word) &&
      !COMMON_WORDS.has(word.slice(0, -1)) &&
      !KNOWN_NAMES.has(word) &&
      NAME_WORD.test(this.view.analysed.values[i]!)
    );
  }

  /** Where a person whose given name starts at k starts: before a capitalised part glued by a hyphen. */
  private hyphenatedGivenNameStart(from: number, k: number): number {
    const { values, spaces } = this.view.analysed;
    return k - 2 >= from &&
      isHyphen(values[k - 1]) &&
      spaces[k - 1] === '' &&
      spaces[k] === '' &&
      this.view.capitalised[k - 2] === 1 &&
      NAME_WORD.test(values[k - 2]!)
      ? k - 2
      : k;
  }

  private placeOfPerson(from: number, to: number): number {
    for (let k = from + 1; k < to; k++) {
      if (this.view.analysed.values[k] !== 'of') continue;
      if (gazetteerLabel(this.view, k + 1, to) !== 'LOC') return to;
      this.add('LOC', k + 1, to, true);
      return k - 1;
    }
    // A known place right after first name + surname ends the name: "Stories by Emma Okonji Nigeria
    // encountered ...", a byline run into the sentence after it; not after a middle initial, where it is the
    // surname ("Michael B. Jordan").
    const last = this.view.lowers[to]!;
    if (
      to - from >= 2 &&
      FIRST_NAMES.has(this.view.lowers[to - 2]!) &&
      !MIDDLE_INITIAL.test(this.view.analysed.values[to - 1]!) &&
      GAZETTEER.get(last) === 'LOC' &&
      !LAST_NAMES.has(last) &&
      !FIRST_NAMES.has(last)
    ) {
      this.add('LOC', to, to, true);
      return to - 1;
    }
    return to;
  }

  /**
   * Whether [from, to], typed a person, is the title of a show or film before a noun of its cast (CAST_NOUNS): after
   * "the", "a" or "an" ("the Doctor Who actor portrays ..."), or before the cast member's capitalised name ("Doctor Who
   * star David Tennant"); a person's name is written before neither, even a character's the lists know as a person
   * ("Doctor Who", "Harry Potter"). Not "Tom Hanks stars in ..." (the verb: a plural only after the article).
   */
  private workBeforeCastNoun(from: number, to: number): boolean {
    const { values } = this.view.analysed;
    const noun = values[to + 1]!;
    if (/^(?:the|a|an)$/i.test(values[from - 1] ?? '')) return true;
    return (
      noun !== 'stars' && noun !== 'actors' && noun !== 'actresses' && this.view.capitalised[to + 2] === 1
    );
  }

  /** A span known to name a person; starts at its first first-name if one appears later ("State Antony Blinken"). */
  private resolvePerson(from: number, to: number): void {
    const trimmed = this.trim(from, to);
    if (!trimmed) return;
    [from, to] = trimmed;
    to = this.placeOfPerson(from, to);
    const known = gazetteerLabel(this.view, from, to);
    if (known) {
      this.add(known, from, to, true);
      return;
    }
    const lowers = this.view.lowers;
    for (let i = from + 1; i < to; i++) {
      if (FIRST_NAMES.has(lowers[i]!) && !FIRST_NAMES.has(lowers[from]!)) {
        from = this.hyphenatedGivenNameStart(from, i);
        break;
      }
    }
    this.add('PER', from, to, true);
  }

  /**
   * An award ("Pulitzer Prize", "Emmy-nominated"), a named storm ("Hurricane Erick") or a product or work
   * introduced by its kind ("AI chatbot Claude", "web browser, Comet").
   */
  private miscByShape(from: number, to: number): boolean {
    const { lowers } = this.view;
    const { values, spaces, lemmas, pos } = this.view.analysed;
    if (to > from && AWARD_KEYWORDS.has(lowers[to]!) && !isCommonWord(this.view, from)) return true;
    if (to > from && STORM_PREFIXES.has(lowers[from]!)) return true;
    if (
      isHyphen(values[to + 1]) &&
      spaces[to + 1] === '' &&
      spaces[to + 2] === '' &&
      AWARD_PARTICIPLES.has(lowers[to + 2] ?? '')
    ) {
      return true;
    }
    // Malware by the noun after it or its last word ("the SmokeLoader malware", "Eternidade Stealer"): see
    // MALWARE_NOUNS. Not that noun qualifying another ("ESET malware researchers": the vendor's), nor a name
    // the lists know. The cheapest test first.
    if (
      ((MALWARE_NOUNS.has(lowers[to + 1] ?? '') &&
        values[to + 1] === lowers[to + 1] &&
        !(pos[to + 2] === 'NOUN' && values[to + 2] === lowers[to + 2])) ||
        (to > from && lowers[to] === 'stealer')) &&
      gazetteerLabel(this.view, from, to) === undefined
    ) {
      return true;
    }
    // A named report by its last word ("Microsoft's Digital Defense Report"): see REPORT_TAILS. At least two words
    // before it (one is as often a cut name: "Threat Report" of "2025 Cybersecurity Threat Report"); not a name the
    // lists know ("the Drudge Report"), nor a known name before it (the outlet's or vendor's report). Cheapest first.
    if (
      to - from >= 2 &&
      REPORT_TAILS.has(lowers[to]!) &&
      gazetteerLabel(this.view, from, to) === undefined &&
      gazetteerLabel(this.view, from, to - 1) === undefined
    ) {
      return true;
    }
    // A named event or programme by its last word ("the National Championship Air Races"): see EVENT_TAILS; or a
    // capitalised "Operation" before a name ("Operation Sentinel", "Operation Market-Garden"). Not a name the lists
    // know ("the World Food Programme"). Cheapest first.
    if (
      to > from &&
      (EVENT_TAILS.has(lowers[to]!) || values[from] === 'Operation') &&
      gazetteerLabel(this.view, from, to) === undefined
    ) {
      return true;
    }
    const before = values[from - 1] === ',' ? from - 2 : from - 1;
    return before >= 0 && values[before] === lowers[before] && PRODUCT_INTRODUCERS.has(lemmas[before]!);
  }

  /**
   * Where a named wildfire (see WILDFIRE_NOUNS) ends, or -1: after "the", perhaps with one lower-case word
   * between ("crews were tackling the Lake Fire", "fighting the Mendocino Complex blaze", "as the massive Bootleg
   * fire raged"), its last word "Fire" with no capitalised word after it (not "Durham Fire Chief", "the County
   * Fire Department"), or a lower-case fire noun after the name, which is then part of it ("Bootleg fire", as the
   * labels have it). Not a name the lists know (the fire in a known place: "the Chicago fire"). Cheapest first.
   */
  private wildfireEnd(from: number, to: number): number {
    const { lowers } = this.view;
    const { values } = this.view.analysed;
    const next = values[to + 1] ?? '';
    let nameEnd: number;
    let end: number;
    if (to > from && lowers[to] === 'fire' && values[to] === 'Fire' && !/^\p{Lu}/u.test(next)) {
      nameEnd = to - 1;
      end = to;
    } else if (WILDFIRE_NOUNS.has(next)) {
      nameEnd = to;
      end = to + 1;
    } else return -1;
    const the = lowers[from - 1] === 'the' ? from - 1 : from - 2;
    if (lowers[the] !== 'the' || (the === from - 2 && values[from - 1] !== lowers[from - 1])) return -1;
    return gazetteerLabel(this.view, from, nameEnd) === undefined ? end : -1;
  }

  /**
   * A known place or organisation of two or more words at the start of an unknown run stands on its own
   * when the rest has no keyword that would make the whole one name ("South Carolina Republican" → South
   * Carolina + Republican; not "New York City Council").
   */
  private splitAtKnownPrefix(from: number, to: number, personCue: boolean): boolean {
    const { lowers } = this.view;
    // Cheap test first: most runs open no known name of two words.
    if (to - from < 2 || !opensGazetteerName(this.view, from)) return false;
    for (let i = from + 1; i <= to; i++) {
      if (ORG_KEYWORDS.has(lowers[i]!) || PLACE_KEYWORDS.has(lowers[i]!)) return false;
    }
    for (let k = to - 1; k > from; k--) {
      const prefix = gazetteerLabel(this.view, from, k);
      if (prefix === 'LOC' || prefix === 'ORG') {
        this.add(prefix, from, k, true);
        this.resolve(k + 1, to, personCue);
        return true;
      }
    }
    return false;
  }

  /**
   * Whether the unknown word at i, before a speech verb, reports a breach or an attack in the same sentence
   * ("Grubhub says hackers stole company data", "Aflac says June data breach affected 22.6M", "Co-op says
   * 'malicious' cyber-attack has hit profits"): the speaker of a breach report is the organisation breached.
   */
  private saysOfBreach(i: number): boolean {
    const { lowers } = this.view;
    const end = Math.min(lowers.length, i + 12);
    for (let k = i + 2; k < end; k++) {
      const word = lowers[k]!;
      if (word === '.' || word === ';') return false;
      if (BREACH_REPORT_WORD.test(word)) return true;
    }
    return false;
  }

  /**
   * Whether token i, a word no common-word list knows, is followed by a finite verb ("-s" or "-ed"), or
   * by a perfect tense ("has admitted"). A word ending in "s" only with a verb in the singular ("Asus
   * has admitted", "Asus says"): a plural ("Muslims traveled", "Muslims have said") names a group of
   * people, not an organisation.
   */
  private subjectOfFiniteVerb(i: number): boolean {
    const { pos, values } = this.view.analysed;
    const word = this.view.lowers[i]!;
    if (isCommonWord(this.view, i)) return false;
    const plural = word.endsWith('s');
    // The plural of a common word ("The Mother of Dragons delivers").
    if (plural && COMMON_WORDS.has(word.slice(0, -1))) return false;
    let k = i + 1;
    const auxiliary = values[k] ?? '';
    // "have" only after a pair of names ("Sophos and Phishield have combined"): after one name it has
    // another subject ("some in the Gulf have expressed").
    const pair = values[i - 1] === 'and' && this.view.capitalised[i - 2] === 1;
    const perfect = auxiliary === 'has' || (auxiliary === 'have' && pair);
    if (perfect) {
      k++;
      if (pos[k] === 'ADV' && /ly$/.test(values[k] ?? '')) k++;
    }
    const next = values[k] ?? '';
    if (pos[k] !== 'VERB' || next !== next.toLowerCase()) return false;
    if (perfect) return /ed$/.test(next);
    return plural ? /[^s]s$/.test(next) : /(?:[^s]s|ed)$/.test(next);
  }

  /**
   * Whether the unknown name from..to of two or three name-shaped words, no organisation's or place's keyword among
   * them, follows "and" after a person's name of two or more words just taken ("Chad Kroeger and JT Parr", "Jeffrey
   * Goldberg and Ta-Nehisi Coates", "Charlotte Crosby and Lateysha Grace"): a second person of the pair, where the
   * fallback made any unknown name an organisation. The cheapest test first: the "and".
   */
  private personAfterAnd(from: number, to: number): boolean {
    const { values } = this.view.analysed;
    if (values[from - 1] !== 'and' || to - from > 2) return false;
    const previous = this.mentions[this.mentions.length - 1];
    if (previous?.label !== 'PER' || previous.single || !previous.name.endsWith(values[from - 2] ?? ''))
      return false;
    for (let k = from; k <= to; k++) {
      const word = this.view.lowers[k]!;
      if (!NAME_WORD.test(values[k]!) || ORG_KEYWORDS.has(word) || PLACE_KEYWORDS.has(word)) return false;
    }
    return true;
  }

  /** Whether a word of tokens from..to is a given name of the lists. */
  private givenNameIn(from: number, to: number): boolean {
    for (let k = from; k <= to; k++) if (FIRST_NAMES.has(this.view.lowers[k]!)) return true;
    return false;
  }

  /** Whether a verb of speech follows token to, then "he" or "she" ("says he would", "said she hopes"). */
  private saysOfPerson(to: number): boolean {
    const { lemmas } = this.view.analysed;
    return SPEECH_LEMMAS.has(lemmas[to + 1] ?? '') && /^(?:he|she)$/.test(this.view.lowers[to + 2] ?? '');
  }

  /** A role noun at token i, in any case ("singer", "Comedian", "rappers"). */
  private roleNounAt(i: number): boolean {
    return ROLE_NOUNS.has(this.view.lowers[i]!) || ROLE_NOUNS.has(this.view.analysed.lemmas[i]!);
  }

  private precededByRoleNoun(from: number, coordinated = true): boolean {
    const previous = from - 1;
    if (previous < 0) return false;
    const value = this.view.analysed.values[previous]!;
    let preceded: boolean;
    if (value === 'and' && coordinated && from >= 2 && this.view.capitalised[from - 2] === 1) {
      // "actors Upendra and Priyanka": a plural role noun, and the second name of the pair.
      preceded = this.precededByRoleNoun(from - 2, false);
    } else if (value === 'actor' && this.view.lowers[previous - 1] === 'threat') {
      // "the threat actor BreachParty": a cyber report's actor is a group as often as a person, no person's cue.
      preceded = false;
    } else if (value === 'partner' && firmsPartner(this.view, previous)) {
      preceded = false;
    } else {
      preceded = value === value.toLowerCase() && this.roleNounAt(previous);
    }
    // A person's name is not written in capitals only ("your physicians ASAP"), nor as an acronym's plural,
    // capitals and a small "s" ("user IDs", "customer SSNs"): a common noun. (Tested last: the regular
    // expressions cost more than the role noun's look-up, which few words pass.)
    const name = this.view.analysed.values[from]!;
    return preceded && !ACRONYM.test(name) && !/^\p{Lu}{2,}s$/u.test(name);
  }

  /** An unknown single word; coreference with longer names is settled after the whole text is read. */
  private resolveSingle(i: number): void {
    const a = this.view.analysed;
    const word = this.view.lowers[i]!;
    if (word.length < 2) return; // "T" of "T-shirts", initials
    // "U-turn", "X-ray", "T-shirt" as one token: a letter before a common noun, no name.
    if (/^\p{Lu}-\p{Ll}/u.test(this.view.analysed.values[i]!)) return;
    // A role alone names nobody ("Co-founder says ...", "Regulator fines ...").
    if (
      ROLE_NOUNS.has(word) ||
      PERSON_TITLES.has(word) ||
      (word.startsWith('co-') && ROLE_NOUNS.has(word.slice(3)))
    ) {
      return;
    }
    // Nor do several ("Historians say ...", "Conservationists said ..."): see rolePlural.
    if (rolePlural(word)) return;
    // Nor do a role's initials alone ("a DJ", "the CIO or CISO", "MP calls for ..."): see ROLE_INITIALS. Not
    // a name's initials in brackets after it ("Cybercrime Investigation Office (CIO)").
    if (ROLE_INITIALS.has(word) && a.values[i - 1] !== '(') return;
    const value = a.values[i]!;
    // "the House panel", "House Republicans", "evidence to Parliament": a legislature's chamber named alone,
    // capitalised mid-sentence, is that body.
    // (Not the end of a White House glued to a prefix: "the ex-White House chief".)
    if (CHAMBERS.has(word) && this.view.starts[i] !== 1 && !/white$/.test(this.view.lowers[i - 1] ?? '')) {
      this.add('ORG', i, i, true);
      return;
    }
    // A possessive whose apostrophe the feed dropped ("Swedens prosecution authority", "in Perplexitys AI
    // browser"): a known place or organisation and an "s", before a lower-case word, is that name.
    // Before a noun or adjective, as a possessive is; a plural's verb follows it ("Oregonians will"). (The tag
    // and the final "s" first: cheaper than the regular expressions.)
    const possessed =
      (a.pos[i + 1] === 'NOUN' || a.pos[i + 1] === 'ADJ') && value.endsWith('s')
        ? BARE_POSSESSIVE.exec(value)?.[1]
        : undefined;
    if (possessed !== undefined && /^\p{Ll}/u.test(a.values[i + 1] ?? '')) {
      const label = KNOWN_NAMES.get(possessed.toLowerCase());
      if ((label === 'LOC' || label === 'ORG') && !COMMON_WORDS.has(word) && !KNOWN_NAMES.has(word)) {
        this.add(label, i, i, true);
        this.mentions[this.mentions.length - 1]!.name = possessed;
        return;
      }
    }
    const next = i + 1 < a.values.length ? a.lemmas[i + 1]! : '';
    const previous = i > 0 ? a.values[i - 1]! : '';
    if (regionAlone(this.view, i)) {
      this.add('LOC', i, i, true);
      return;
    }
    if (regionBeforeNoun(this.view, i)) {
      this.add('LOC', i, i, true);
      return;
    }
    // A stock ticker ("(NYSE: MMC)") is another spelling of the company named before it, no name of its own.
    if (previous === ':' && STOCK_EXCHANGES.has(this.view.lowers[i - 2] ?? '')) return;
    const inNameLexicon = LAST_NAMES.has(word) || FIRST_NAMES.has(word);
    // An acronym means something even at a sentence start ("PSNI officer felt ..."), and so does a word
    // news never writes in lower case ("Coupang offers ...").
    const weak =
      this.view.starts[i] === 1 && !inNameLexicon && !ACRONYM.test(value) && isCommonWord(this.view, i);
    // An unknown word of three or more capitals ("ESPN said", "in ESPN's docuseries") is a body's or a
    // brand's initials, which people and places are seldom named by: no person by "said", no place by "in".
    const initials = !inNameLexicon && LETTER_ACRONYM.test(value);
    // "Canadian Tire says", "Canadian Tire has confirmed", "Flock Safety says": the end of a longer name cut off
    // its first word, no name alone.
    if (
      !inNameLexicon &&
      (SPEECH_LEMMAS.has(next) || this.subjectOfFiniteVerb(i)) &&
      nameEndAfterCapitalised(this.view, i)
    ) {
      return;
    }
    if (!inNameLexicon && organisationCue(this.view, i, i)) {
      this.add('ORG', i, i, true, weak);
    } else if (SPEECH_LEMMAS.has(next) && !inNameLexicon && this.saysOfBreach(i)) {
      this.add('ORG', i, i, false, weak);
    } else if (
      // So is a word of a brand's shape ("GCash says", "OpenOffice says"): no person by "said".
      (SPEECH_LEMMAS.has(next) && !initials && !brandShapedWord(this.view, i)) ||
      inNameLexicon
    ) {
      this.add('PER', i, i, false, weak);
    } else if (knownSurnameInBody(this.view, i)) {
      // "Gabbard goes after Clapper, declassifying ...": see knownSurnameInBody.
      this.add('PER', i, i, false, weak);
    } else if (this.coordinated.has(i) && !isCommonWord(this.view, i)) {
      this.add(this.coordinated.get(i)!, i, i, false, weak);
    } else if (PLACE_PREPOSITIONS.has(previous) && !initials) {
      this.add('LOC', i, i, false, weak);
    } else if (TOWNS.has(word) && !(this.view.starts[i] === 1 && isCommonWord(this.view, i))) {
      // A town of the gazetteer doing something is the place ("Madurai witnessed ..."), as the labels read a
      // council that acts: a town that is a common word too ("Reading") only mid-sentence.
      this.add('LOC', i, i, false, weak);
    } else if (leaderOfGovernment(this.view, i)) {
      this.add('PER', i, i, false, weak);
    } else if (PERSON_STATE_LEMMAS.has(next) && this.subjectOfFiniteVerb(i)) {
      // A verb of feeling ("Manchin cares about ..."): see PERSON_STATE_LEMMAS.
      this.add('PER', i, i, false, weak);
    } else if (this.subjectOfFiniteVerb(i)) {
      // An unknown word that no name list knows, doing something in the present or past tense ("Coupang
      // offers", "Stormont ringfences"), is in news most often an organisation; uncertain, so that a
      // person's full name elsewhere in the article still takes it in.
      this.add('ORG', i, i, false, weak);
    } else if (TOWNS.has(word)) {
      this.add('LOC', i, i, false, weak);
    } else if (
      // An ordinary word in capitals for emphasis ("issues BIG statement") is no acronym.
      (ACRONYM.test(value) && !emphasisedWord(this.view, i) && !shoutedWord(this.view, i)) ||
      (CAMEL_CASE.test(value) && !NAME_WORD.test(value) && !NAMING_VERBS.has(this.view.lowers[i - 1] ?? ''))
    ) {
      // A word with a capital inside ("LastPass", "SteamDB", "ShinyHunters") is written so on purpose:
      // in news, a brand, a firm or a group more often than a product; not a name just given to a thing
      // ("which they named PromptLock", "a module called TinySparrow").
      this.add('ORG', i, i, false, weak);
    }
    // Any other unknown single word is left out: capitalised mid-sentence with no cue, it is as often a
    // product, a show or a common word in capitals as a name, and typing it MISC made MISC a catch-all.
  }
}

/**
 * Whether token i, one capitalised word no name list knows as a given name or surname, is the surname of a person
 * the lists know by full name ("Gabbard goes after Clapper, declassifying emails ..." for James Clapper), named
 * alone in sentence-case text with no full name in the article: no common word, compass word ("the US and West"),
 * town or known name of another kind, as `knownSurnameAlone` reads such a word in a Title Case headline.
 */
function knownSurnameInBody(view: NameView, i: number): boolean {
  const word = view.lowers[i]!;
  return (
    KNOWN_SURNAMES.has(word) &&
    // Alone: no capitalised word on either side, of which it would be a part ("the Diamond Princess").
    view.capitalised[i - 1] !== 1 &&
    view.capitalised[i + 1] !== 1 &&
    knownAsNoOtherKind(word) &&
    !COMMON_WORDS.has(word) &&
    !COMPASS_WORDS.has(word) &&
    !TOWNS.has(word) &&
    !ROLE_NOUNS.has(word) &&
    !PERSON_TITLES.has(word) &&
    NAME_WORD.test(view.analysed.values[i]!)
  );
}

/**
 * Verbs of feeling whose subject in news is a person, not a body: an unknown single word that no name list knows,
 * as their subject in the present or past tense ("Manchin cares about ...", "Stern fears ..."), is a person's lone
 * name, where another finite verb makes it an organisation ("Coupang offers"). Not verbs that firms do in news as
 * often ("M&S hopes for festive lift", "Discord blamed a vendor", "warns", "believes").
 */
const PERSON_STATE_LEMMAS = new Set(
  'care feel fear wonder worry love hate laugh cry smile weep sob grin shrug'.split(' '),
);

/** Nouns of a government named after its leader ("the Maduro regime", "the Obama administration"). */
const LEADERS_GOVERNMENTS = new Set(['regime', 'administration', 'presidency', 'government']);

/**
 * Whether unknown word i stands between "the" and a government's noun in lower case ("The Maduro regime is
 * accusing ...", "critics of the Duterte administration"): a government named after its leader, the leader a
 * person by the labelling rules. Not a common word ("the Coalition government"); places, demonyms and parties
 * are known names and never reach here. The cheapest test first: the noun after.
 */
function leaderOfGovernment(view: NameView, i: number): boolean {
  return (
    LEADERS_GOVERNMENTS.has(view.analysed.values[i + 1] ?? '') &&
    view.lowers[i - 1] === 'the' &&
    !isCommonWord(view, i)
  );
}

/**
 * Whether an unknown single word is a plural of people by their role: a role noun and an "s" ("Historians say",
 * "Strategists warn"), or an agent noun in "-ists" or "-icians" ("Conservationists said", "Statisticians
 * found"), which no person's, firm's or place's name ends in. Not a word the name lists know ("Masters said").
 * The cheapest test first: the final "s".
 */
function rolePlural(word: string): boolean {
  return (
    word.endsWith('s') &&
    (ROLE_NOUNS.has(word.slice(0, -1)) || /(?:ists|icians)$/.test(word)) &&
    !LAST_NAMES.has(word) &&
    !FIRST_NAMES.has(word)
  );
}

/** Words that make a capitalised "Service" a rite or a help desk, no organisation ("a Memorial Service"). */
const SERVICE_RITES = new Set(
  'memorial funeral church wedding prayer remembrance worship customer'.split(' '),
);

/**
 * A compass word written as a region's name alone after a lower-case "the", capitalised mid-sentence ("a warm
 * welcome in the South", "farms across the Midwest", "tensions with the West"): the region, a place. Not a
 * sentence's first word, nor a compass word in its adjective's shape ("the Southern"), nor before another
 * capitalised word (that name's span reads it: "the South Lawn", "the West Bank").
 */
function regionAlone(view: NameView, i: number): boolean {
  const word = view.lowers[i]!;
  return (
    (COMPASS_WORDS.has(word) || word === 'midwest') &&
    !/(?:ern|al|er)$/.test(word) &&
    view.analysed.values[i - 1] === 'the' &&
    view.starts[i] !== 1 &&
    view.capitalised[i + 1] !== 1
  );
}

/**
 * An unknown word before a lower-case noun of a country's division or an island ("China's Henan province",
 * "Indonesia's Sulawesi island", "the president of Amhara state"): that region's name, a place, which no list
 * need know. Not a common word ("the Sunshine state", "a Border region"), an adjective no list holds as a demonym
 * ("the Himalayan region", "the Bahamian island"), an acronym ("the EMEA region", a cloud's "AWS region") nor a
 * sentence's first word. Known names never reach here (demonyms: "the Chinese state"). The
 * cheapest test first: the noun after.
 */
function regionBeforeNoun(view: NameView, i: number): boolean {
  return (
    REGION_NOUNS.has(view.analysed.values[i + 1] ?? '') &&
    view.starts[i] !== 1 &&
    NAME_WORD.test(view.analysed.values[i]!) &&
    !ACRONYM.test(view.analysed.values[i]!) &&
    !isCommonWord(view, i) &&
    !isAdjective(view.lowers[i]!)
  );
}

/** Whether [from, to] is a compass word and a known place ("South Texas", "Eastern Ukraine"). */
export function compassPlace(view: NameView, from: number, to: number): boolean {
  return (
    to > from &&
    COMPASS_WORDS.has(view.lowers[from]!) &&
    view.capitalised[from + 1] === 1 &&
    KNOWN_NAMES.get(lowerName(view, from + 1, to)) === 'LOC'
  );
}

/**
 * Whether token i, no word of the name lists, follows a capitalised word of the same name left out of its span
 * (a demonym, or a sentence's first word when token i is a common word: "Canadian Tire says ...", "Flock Safety
 * says ..."): the end of a longer name, which nobody is named by alone before a verb of speech or as a finite
 * verb's subject (it had been taken for a person's one-word name, or an organisation's). Not after a person's
 * title ("Mr. Bean said").
 */
function nameEndAfterCapitalised(view: NameView, i: number): boolean {
  const before = i - 1;
  if (before < 0 || view.capitalised[before] !== 1 || view.analysed.spaces[i] === '') return false;
  if (!NAME_WORD.test(view.analysed.values[before]!) || PERSON_TITLES.has(view.lowers[before]!)) return false;
  return DEMONYMS.has(view.lowers[before]!) || isCommonWord(view, i);
}

/**
 * Whether [from, to], two words at a sentence's start, the second no word of the name lists, is followed by a
 * lower-case word of what organisations own or suffer ("Trend Micro researchers are warning ...", "Check Point
 * researchers found ..."): an organisation's two-word name, its first word a common word only as written. Not
 * after a determiner or an adjective, which qualify the name after them ("Many Kroventa customers", "Former
 * Zentrix staff"), nor before a legislature's chamber ("Incumbent House members"); "Massive Aflac breach", "New
 * Osiris ransomware" keep their adjective out.
 */
function organisationBeforeFollower(view: NameView, from: number, to: number): boolean {
  const pos = view.analysed.pos[from];
  return (
    pos !== 'ADJ' &&
    !FUNCTION_POS.has(pos!) &&
    // The tagger reads a sentence's capitalised first word as a name ("Massive Aflac breach"): the word alone.
    !isAdjective(view.lowers[from]!) &&
    !KNOWN_NAMES.has(view.lowers[to]!) &&
    !GAZETTEER.has(view.lowers[to]!) &&
    !DEMONYMS.has(view.lowers[to]!) &&
    !CHAMBERS.has(view.lowers[to]!) &&
    view.capitalised[to + 1] !== 1 &&
    ORG_FOLLOWERS.has(view.analysed.lemmas[to + 1] ?? '')
  );
}

/**
 * Whether [from, to], two to four words at a sentence's start, ends in an organisation keyword and starts with a
 * noun ("Farmers Insurance data breach exposes ...", "Blaze Credit Union is ..."): the first word is the name's
 * own, a common word only as written; dropped, it left the keyword's cut name ("Insurance", "Credit Union"). Not
 * an adjective or a determiner, which qualify the name after them ("Former Labour Party leader"), as in
 * `organisationBeforeFollower`.
 */
function organisationBeforeKeyword(view: NameView, from: number, to: number): boolean {
  const pos = view.analysed.pos[from];
  return (
    to > from &&
    to - from <= 3 &&
    ORG_KEYWORDS.has(view.lowers[to]!) &&
    !PLACE_KEYWORDS.has(view.lowers[to]!) &&
    pos !== 'ADJ' &&
    !FUNCTION_POS.has(pos!) &&
    !isAdjective(view.lowers[from]!) &&
    !DEMONYMS.has(view.lowers[from]!)
  );
}

/**
 * Whether [from, to] is a compass word, a known place and an organisation keyword ending the run ("Western
 * Sydney University", "Eastern Michigan University"): the compass word is part of the organisation's name
 * even where it starts the sentence, as it names a part of the place.
 */
function compassPlaceOrganisation(view: NameView, from: number, to: number): boolean {
  if (to - from < 2 || !COMPASS_WORDS.has(view.lowers[from]!) || !ORG_KEYWORDS.has(view.lowers[to]!))
    return false;
  for (let k = from + 1; k < to; k++) if (gazetteerLabel(view, from + 1, k) === 'LOC') return true;
  return false;
}
