// From a captured span to a name: tokensOf splits it into tokens and marks the stop words, nameFromSpan cuts the
// name out (descriptors, places, roles trimmed), isPlausibleVictim says whether a name can be the breached
// organisation at all, and bracketOwner whose acronym or ticker a bracket holds.
import { nerLexiconFile } from '../../nlp/ner-lexicon-file';
import { escapeRegExp } from '../text';
import { LEGAL_SUFFIXES, companyKey } from './names';
import {
  STOP_WORDS,
  DESCRIPTORS,
  isNationality,
  HONORIFICS,
  NOT_NAMES,
  PARTIES,
  COMMON_NAME_WORDS,
  TRAILING_ROLES,
  NOT_VICTIMS,
  SOFT_NOT_VICTIMS,
  GENERIC_NAMES,
  PLACES,
  CITIES,
  WHOLE_PLACES,
  POSSESSIVE_NAME_HEADS,
  PEOPLE_NOUNS,
  MILITANT_GROUPS,
  REGIONS,
  US_STATE_ABBREVIATIONS,
  GLUED_OUTLETS,
} from './vocabulary';

interface Token {
  text: string;
  stop: boolean;
  /** The token as written, when it ended in a possessive ("Children's", "Artisans'"). */
  possessive?: string;
  /** A comma stands before it and it is no legal suffix: "Jeep, Dodge, Chrysler" is a list of names. */
  listItem?: boolean;
}

// Breach words that are also words of names ("Donor Conception Information Service", "Defense Security Service"):
// inside a run of capitalised name words they stay part of the name.
export const NAME_INTERNAL = new Set(['information', 'data', 'security', 'privacy', 'records']);

// Words after "New" that make a place of it ("New York Blood Center"), where "New" is otherwise headline filler.
const NEW_PLACE = new Set(
  'york jersey zealand mexico hampshire brunswick orleans haven delhi england south'.split(' '),
);

// Nouns a number names the instance of: "School District 42", "Local 1199", "Unit 8200".
const NUMBERED_HEADS = new Set(
  'district local unit ward precinct division station chapter lodge zone'.split(' '),
);

// Organisations whose name ends in a possessive ("McDonald's", "Macy's", "Trader Joe's"), from the entity
// recogniser's gazetteer: there the "'s" is the name's, not an owner's.
const POSSESSIVE_BRANDS = new Set(nerLexiconFile().organisations.filter((name) => /'s$/.test(name)));

/**
 * The name as the text writes it when it is one of those organisations and a pattern took the name before its
 * possessive ("Lowe's employee data exposed" read as "Lowe" + "'s employee data"); any other name unchanged.
 */
export function withPossessiveBrand(name: string | null, text: string): string | null {
  if (!name || !POSSESSIVE_BRANDS.has(`${name.toLowerCase()}'s`)) return name;
  const written = new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(name)}['’]s(?![\\p{L}\\d])`, 'u').exec(text);
  return written ? written[0] : name;
}

export function tokensOf(span: string): Token[] {
  const tokens: Token[] = [];
  let commaBefore = false;
  // Separators are kept (odd indices) to see which tokens follow a comma.
  span.split(/(,? +|(?<=[a-z]{3})-(?=[A-Z]))/).forEach((text, i) => {
    if (i % 2 === 1) {
      commaBefore ||= text.startsWith(',');
      return;
    }
    if (!text) return;
    const bare = text.replace(/['’]s$|(?<=s)['’]$/i, '').replace(/[,:;]$/, '');
    const lower = bare.toLowerCase();
    const possessive = bare.length < text.length && /['’]s?$/.test(text) ? text : undefined;
    const stop =
      STOP_WORDS.has(lower) ||
      // amounts, sizes and ordinals ("8th")
      /^[$£€]?\d[\d,.]*(?:[kmb]|mn|bn|mln|[kmgt]b|st|nd|rd|th)?(?:-[a-z]+)?$/i.test(bare) ||
      // "Oracle-linked breach", "China-backed hackers": an adjective, not the victim.
      /-(?:linked|related|based|backed|owned|affiliated|tied|style|wide|led)$/i.test(bare);
    tokens.push({
      text: bare,
      stop,
      listItem: commaBefore && !LEGAL_SUFFIXES.has(lower.replace(/\.$/, '')),
      possessive,
    });
    commaBefore = false;
  });
  // An organisation whose name ends in a possessive keeps it, with up to two words before it.
  tokens.forEach((token, i) => {
    if (!token.possessive?.match(/['’]s$/)) return;
    for (let from = Math.max(0, i - 2); from <= i; from++) {
      const words = [...tokens.slice(from, i).map((t) => t.text), token.possessive];
      if (POSSESSIVE_BRANDS.has(words.join(' ').toLowerCase().replace('’', "'"))) {
        tokens[i] = { ...token, text: token.possessive, stop: false };
        return;
      }
    }
  });
  // "School District 42", "Local 1199": a number after such a noun is part of the name.
  for (let i = 1; i < tokens.length; i++)
    if (
      /^\d{1,4}$/.test(tokens[i]!.text) &&
      !tokens[i - 1]!.stop &&
      NUMBERED_HEADS.has(tokens[i - 1]!.text.toLowerCase())
    )
      tokens[i]!.stop = false;
  // A plural's possessive before capitalised words that end in an organisation's head noun opens the name, whether
  // the plural is a group noun or not ("Children's Center", "Artisans' Bank"); an owner's does not ("Korea's
  // Financial Services", "Coupang's CEO").
  for (let i = 0; i < tokens.length - 1; i++) {
    const owner = tokens[i]!;
    if (!owner.possessive || !/s['’]$|^\p{Lu}\p{Ll}+['’]s$/u.test(owner.possessive)) continue;
    if (/['’]s$/.test(owner.possessive) && !owner.stop) continue;
    let end = i + 1;
    while (end < tokens.length && !tokens[end]!.stop && /^\p{Lu}/u.test(tokens[end]!.text)) end++;
    if (end > i + 1 && POSSESSIVE_NAME_HEADS.has(tokens[end - 1]!.text.toLowerCase()))
      tokens[i] = { ...owner, text: owner.possessive, stop: false };
  }
  for (let i = 0; i < tokens.length - 1; i++)
    if (tokens[i]!.text === 'New' && NEW_PLACE.has(tokens[i + 1]!.text.toLowerCase()))
      tokens[i]!.stop = false;
  for (let i = 1; i < tokens.length - 1; i++) {
    const token = tokens[i]!;
    if (
      token.stop &&
      NAME_INTERNAL.has(token.text.toLowerCase()) &&
      /^\p{Lu}/u.test(token.text) &&
      !tokens[i - 1]!.stop &&
      !tokens[i + 1]!.stop &&
      /^\p{Lu}/u.test(tokens[i + 1]!.text)
    )
      token.stop = false;
  }
  return tokens;
}

const CONNECTOR_WORDS = new Set(['of', 'and', '&', 'de', 'du', 'la', 'for', 'the', 'von', 'del', 'y', 'in']);
// "M-Tiba Under Probe": a trailing "Under" is the headline's, a leading one is the name's ("Under Armour").
const TRAILING_ONLY = new Set(['under']);

/** The name inside a captured span: the run of non-stop tokens next to the anchor, minus descriptors. */
export function nameFromSpan(span: string, side: 'last' | 'first', subject = false): string | null {
  const tokens = tokensOf(span);
  const runs: Token[][] = [];
  // Whether each run continues a list the run before it started ("Jeep, Dodge, Chrysler").
  const continuesList: boolean[] = [];
  // Whether each run follows a lower-case "in" right after the run before ("Vodafone in Iceland").
  const placeOfRunBefore: boolean[] = [];
  let current: Token[] = [];
  let currentContinues = false;
  let previous: Token | null = null;
  let afterIn = false;
  for (const token of tokens) {
    if (!current.length && !token.stop) {
      placeOfRunBefore[runs.length] = afterIn;
    }
    afterIn = token.text === 'in' && previous !== null && !previous.stop;
    previous = token;
    if (token.stop || token.listItem) {
      if (current.length) {
        runs.push(current);
        continuesList.push(currentContinues);
      }
      currentContinues = !token.stop && current.length > 0;
      current = token.stop ? [] : [token];
    } else current.push(token);
  }
  if (current.length) {
    runs.push(current);
    continuesList.push(currentContinues);
  }
  // Of a list of names the first stands for the rest ("Jeep, Dodge, Chrysler suffer …" → Jeep); a description
  // before a comma is an apposition, not a list item ("Another Health Provider, MedImpact Healthcare Systems").
  let at = side === 'last' ? runs.length - 1 : 0;
  // "Vodafone in Iceland suffered", "School District 42 in British Columbia suffered": the name before "in" is the
  // subject, the one after it its place.
  // Only before a verb: in "Demands Redress in Coupang Data Breach" the name after "in" is the victim.
  if (subject && side === 'last' && at > 0 && placeOfRunBefore[at]) at--;
  const listItemBefore = (i: number): boolean => {
    const before = runs[i - 1]!.map((t) => t.text).join(' ');
    // "the Bangladeshi tech company, Tappware": a nationality before the comma is no list item either.
    return !isDescription(before) && isPlausibleVictim(before);
  };
  while (at > 0 && continuesList[at] && listItemBefore(at)) at--;
  let run = runs[at];
  if (!run) return null;
  // "Energy Giant Endesa" → "Endesa"; a trailing descriptor is part of the name ("Goosehead Insurance Agency"), and so
  // is one that heads an "of" ("Children's Hospital of Philadelphia").
  const lastDescriptor = run
    .slice(0, -1)
    .findLastIndex((t, i) => DESCRIPTORS.has(t.text.toLowerCase()) && run![i + 1]!.text !== 'of');
  if (lastDescriptor >= 0) {
    const after = run.slice(lastDescriptor + 1);
    // "Ledger Hardware Wallet": when only a descriptor would be left, the name is what comes before them.
    const firstDescriptor = run.findIndex((t) => DESCRIPTORS.has(t.text.toLowerCase()));
    run =
      after.every((t) => DESCRIPTORS.has(t.text.toLowerCase())) && firstDescriptor > 0
        ? run.slice(0, firstDescriptor)
        : after;
  }
  while (run.length && CONNECTOR_WORDS.has(run[0]!.text.toLowerCase())) run = run.slice(1);
  // "UK Capita", "South Korean Crypto Exchange", "Australia Qantas Airways": the place is the headline's.
  // Only country names and abbreviations: a nationality adjective often starts a name ("British Airways",
  // "European Space Agency", "French Football Federation").
  // "South Korea Coupang": a two-word place is cut as one.
  // "New York Blood Center": what is left after a two-word place is only a description, so the place is the
  // name's ("US Court System" stays a description).
  const restIsDescription = (from: number): boolean =>
    isDescription(
      run!
        .slice(from)
        .map((t) => t.text)
        .join(' '),
    );
  while (
    run.length > 2 &&
    PLACES.has(`${run[0]!.text} ${run[1]!.text}`.toLowerCase()) &&
    !restIsDescription(2)
  )
    run = run.slice(2);
  while (
    run.length > 1 &&
    (PLACES.has(run[0]!.text.toLowerCase()) || /^(?:UK|US|U\.S\.?|EU|U\.K\.?)$/.test(run[0]!.text)) &&
    // "Korean Air", "Korea Telecom", "Norway Savings Bank": the place is part of the name when the name ends
    // in a common word.
    !COMMON_NAME_WORDS.has(run[run.length - 1]!.text.toLowerCase())
  )
    run = run.slice(1);
  // "US and UK warn": what is left after a place is no name when it starts with a connector.
  while (run.length && CONNECTOR_WORDS.has(run[0]!.text.toLowerCase())) run = run.slice(1);
  while (
    run.length > 1 &&
    (TRAILING_ROLES.has(run[run.length - 1]!.text.toLowerCase()) ||
      // "MoD Afghan (data breach)"; an abbreviation stays ("Renault UK").
      (isNationality(run[run.length - 1]!.text) && /^\p{Lu}\p{Ll}/u.test(run[run.length - 1]!.text)))
  )
    run = run.slice(0, -1);
  // "Placing Trove of Sensitive Data": a run that ends in "of" before headline words is a quantity ("trove of",
  // "cache of"), not a name.
  if (run.length > 1 && run[run.length - 1]!.text === 'of') return null;
  while (
    run.length &&
    (CONNECTOR_WORDS.has(run[run.length - 1]!.text.toLowerCase()) ||
      TRAILING_ONLY.has(run[run.length - 1]!.text.toLowerCase()))
  )
    run = run.slice(0, -1);
  // In a name the connectors are lower case; "Hyundai, Kia, And Genesis" is a list, not one name.
  const listAt = run.findIndex((t, i) => i > 0 && t.text === 'And');
  if (listAt > 0 && side === 'last') run = run.slice(listAt + 1);
  else if (listAt > 0) run = run.slice(0, listAt);
  const name = run
    .map((t) => t.text)
    .join(' ')
    .replace(/[.,:;]+$/, '');
  if (!name || !/\p{L}/u.test(name)) return null;
  return name;
}

export const SECTORS = new Set(
  'healthcare health tech technology crypto energy insurance fintech retail telecom software security cybersecurity e-commerce ecommerce financial finance investment accounting law legal travel gaming education media marketing payments payment logistics'.split(
    ' ',
  ),
);

export const startsWithPlace = (name: string): boolean => {
  const first = name.split(/\s+/)[0]!;
  return isNationality(first) || PLACES.has(first.toLowerCase());
};

/** A Title Case phrase that ends in a common noun for an organisation: "Credit Reporting Agency". */
export function isDescription(name: string): boolean {
  const last = name.split(/\s+/).pop()!.toLowerCase();
  return GENERIC_NAMES.has(last) || DESCRIPTORS.has(last);
}

// Nicknames of a sector are no organisation: "Huge Ed Tech Data Breach".
const SECTOR_NAMES = new Set([
  'ed tech',
  'edtech',
  'big tech',
  'fintech',
  'adtech',
  'health tech',
  'healthtech',
]);

/** Whether a name can be the victim; `named`: the text calls it a name, so a place-and-nationality shape may stand. */
export function isPlausibleVictim(name: string, named = false): boolean {
  const key = companyKey(name);
  if (!key || key.length < 2) return false;
  if (SECTOR_NAMES.has(key)) return false;
  if (NOT_VICTIMS.has(key) && !SOFT_NOT_VICTIMS.has(key)) return false;
  if (/\b(?:law firm|attorneys?)$/i.test(name)) return false;
  // Bodies that settle complaints about a breach ("Personal Information Dispute Mediation Committee") hear them;
  // they are not the breached organisation.
  if (/\b(?:dispute|mediation|arbitration|ombudsman|tribunal)\b/i.test(name)) return false;
  // A lone capital is an initial; a lone generic noun or nationality is a description, not a name.
  if (/^[A-Z]$/.test(name)) return false;
  // A unit of size ("Stealing Over 340 GB of Customer Data") is a quantity, and a region ("several locations in the
  // Capital Region") a place.
  if (/^[KMGTP]B$/.test(name) || /\sRegions?$/.test(name)) return false;
  // Incident response teams ("National Cyber Security Emergency Response Team", "CERT-In") find and announce other
  // organisations' leaks.
  if (/\bResponse Teams?$|^CERT\b|\bCSIRT\b/.test(name)) return false;
  if (GENERIC_NAMES.has(key) || LEGAL_SUFFIXES.has(key)) return false;
  // "Two Banks Warn Customers": a lone plural of a common noun names no one ("Manassas City Schools" stays a name).
  if (!key.includes(' ') && GENERIC_NAMES.has(key.replace(/ies$/, 'y').replace(/s$/, ''))) return false;
  const words = name.split(/\s+/);
  // Headline words glue onto the edges of a name; inside one they are its own ("Passaic River Physicians").
  const keyWords = key.split(' ');
  if (NOT_NAMES.has(keyWords[0]!) || NOT_NAMES.has(keyWords[keyWords.length - 1]!)) return false;
  if (keyWords.some((w) => PARTIES.has(w))) return false;
  // "South Korean", "Koreans", "Americans": people of a country, not an organisation.
  // Unless the text calls two or more words a name: "the website for Russian speakers in America known as Russian
  // America" (a lone "Americans" stays people).
  if ((!named || words.length < 2) && words.every((w) => isNationality(w) || PLACES.has(w.toLowerCase())))
    return false;
  if (CITIES.has(key) || WHOLE_PLACES.has(key)) return false;
  // "Lender", "Healthcare Firm", "Crypto Platform": a sector and a common noun describe, they do not name.
  if (words.length === 1 && isDescription(name)) return false;
  if (words.length === 2 && SECTORS.has(words[0]!.toLowerCase()) && isDescription(words[1]!)) return false;
  // "Moldavian ISP", "Australian Bank": a nationality and a common noun describe, they do not name.
  if (words.length === 2 && isNationality(words[0]!) && isDescription(words[1]!)) return false;
  // Unless the text presents it as an organisation's name ("the mortgage lender Mr. Cooper").
  if (!named && HONORIFICS.has(words[0]!.toLowerCase().replace(/\.$/, '')) && words.length > 1) return false;
  return true;
}

/**
 * Whether a picked name is of a kind that is never the breached organisation, however the text places it: people by
 * a plural noun or a title alone ("MPs", "Twins", "Bishop"), a militant group ("Taliban"), a region, a road or a
 * prize ("West Bengal", "Buganda Road", "Nobel Peace Prize"), a US state abbreviation ("Pa."), or a news agency's
 * credit glued onto the next word ("ReutersSwedish").
 */
export function notVictimByKind(name: string): boolean {
  const key = companyKey(name);
  if (PEOPLE_NOUNS.has(key) || MILITANT_GROUPS.has(key) || REGIONS.has(key)) return true;
  if (US_STATE_ABBREVIATIONS.has(key) && /^\p{Lu}\p{Ll}{1,4}\.?$/u.test(name)) return true;
  if (/\s(?:Road|Street|Avenue|Lane|Boulevard|Highway)$/.test(name)) return true;
  if (/\s(?:Prizes?|Awards?|Medal)$/.test(name)) return true;
  // "South Korean Crypto Exchange", "UK Healthcare Provider": places, nationalities and sectors before a common noun
  // describe an organisation, they do not name it (two words are already no candidate, isPlausibleVictim).
  const words = name.split(/\s+/);
  if (
    words.length > 2 &&
    isDescription(words[words.length - 1]!) &&
    words
      .slice(0, -1)
      .every((w) => isNationality(w) || PLACES.has(w.toLowerCase()) || SECTORS.has(w.toLowerCase()))
  )
    return true;
  return GLUED_OUTLETS.some((outlet) => new RegExp(`^${outlet}\\p{Lu}\\p{Ll}`, 'u').test(name));
}

/**
 * The organisation a bracketed acronym or ticker stands for: the words before it whose initials spell it
 * ("Police Service of Northern Ireland (PSNI)"), or the company whose legal suffix it follows
 * ("Coupang, Inc. (CPNG)"); null when the words before it are not its name. With `smallWords` the initials are
 * those of every word, "in" and "of" too ("Partners in Pediatrics (PIP)").
 */
export function bracketOwner(span: string, bracketed: string, smallWords = false): string | null {
  const words = span.split(/,? +/).filter(Boolean);
  const letters = bracketed.replace(/[^A-Za-z]/g, '').toUpperCase();
  for (let start = 0; start < words.length; start++) {
    const initials = words
      .slice(start)
      .filter((w) => smallWords || !CONNECTOR_WORDS.has(w.toLowerCase()))
      .map((w) => w[0]!.toUpperCase())
      .join('');
    if (initials === letters && /^\p{Lu}/u.test(words[start]!)) return words.slice(start).join(' ');
  }
  if (/\b(?:Inc|Corp|Ltd|LLC|Plc|plc|Co)\.?$/.test(span)) return nameFromSpan(span, 'last');
  return null;
}
