// Organisation keys for merging and grouping breach events: the spelling key that makes one organisation's
// spellings across outlets one, and the merge-group key (the store's company key, one company page) under which
// names sharing a distinctive first word are stored together.
import { nerLexiconFile } from '../../nlp/ner-lexicon-file';
import { companyKey, mergeKey } from './names';
import { isOrganisationNoun } from './ranker-features';
import { WHOLE_PLACES, isNationality, isPlace } from './vocabulary';

// Words outlets add to one organisation's name beyond those mergeKey drops: a country branch ("Renault UK"), a
// product or trade descriptor ("Ledger Crypto Wallet", "Marquis Software Solutions").
const INCIDENT_TAIL = new Set(
  'uk us usa nz au eu wallet crypto hardware software solutions systems technologies technology'.split(' '),
);
/** A word mergeKey drops from the end of a name ("Airways", "Group"), found by asking it (once per word). */
const mergeTails = new Map<string, boolean>();
function mergeTail(word: string): boolean {
  let tail = mergeTails.get(word);
  if (tail === undefined) {
    tail = mergeKey(`zq ${word}`) === 'zq';
    if (mergeTails.size < 10_000) mergeTails.set(word, tail);
  }
  return tail;
}
// Names recur across a company's articles and every re-merge: each is keyed once (bounded, for a long-running server).
const incidentKeys = new Map<string, string>();
const spellingKeys = new Map<string, string>();
const remember = (cache: Map<string, string>, name: string, compute: (name: string) => string): string => {
  let key = cache.get(name);
  if (key === undefined) {
    key = compute(name);
    if (cache.size >= 10_000) cache.clear();
    cache.set(name, key);
  }
  return key;
};

/**
 * Key of the merge group an organisation's mentions fall in (the store's company key, one company page): the first
 * word of a longer name when that word is a name of its own ("JPMorgan Chase", "JPMorgan"; "VITAS Hospice Services",
 * "VITAS"), else the spelling key. Inside a group, mergeMentions keeps apart the names neither of which extends the
 * other ("Deschutes Public Library", "Deschutes County Health Services").
 */
export const incidentKey = (name: string): string => remember(incidentKeys, name, computeIncidentKey);

/**
 * One organisation's spellings across outlets made one: mergeKey after "Renault UK" and "Renault", "Ledger Crypto
 * Wallet" and "Ledger", "Gucci-owner Kering" and "Kering", "AT&T" and "ATT".
 */
export const spellingKey = (name: string): string => remember(spellingKeys, name, computeSpellingKey);

/** companyKey's words with initials joined by "&" ("AT&T" → "at and t") written together, as often they are ("ATT"). */
export function joinedInitials(name: string): string[] {
  const words = companyKey(name).split(' ').filter(Boolean);
  const joined: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const prev = joined[joined.length - 1];
    const next = words[i + 1];
    if (words[i] === 'and' && prev && prev.length <= 2 && next && next.length <= 2) {
      joined[joined.length - 1] = prev + next;
      i++;
    } else joined.push(words[i]!);
  }
  return joined;
}

// A local authority's forms: "Royal Borough of Kensington and Chelsea", "Kensington and Chelsea Council", "Kensington
// and Chelsea"; "Leeds City Council" and "Leeds".
const BOROUGH_OF = /^(?:(?:royal|london|metropolitan) )?borough of /;
const COUNCIL_TAIL = / (?:(?:borough|city|county|district|town|parish) )?council$/;

/**
 * The words that name the organisation: "Gucci-owner Kering", "Instagram parent Meta" are named after their owner; a
 * local authority by its place ("Royal Borough of Kensington and Chelsea", "Kensington and Chelsea Council"); a
 * credit union with or without its charter ("Carter Federal Credit Union", "Carter Credit Union").
 */
export function nameWords(name: string): string[] {
  const joined = joinedInitials(name);
  const owner = joined.findIndex(
    (w, i) => i > 0 && i < joined.length - 1 && (w === 'owner' || w === 'parent'),
  );
  let text = (owner > 0 ? joined.slice(owner + 1) : joined).join(' ');
  const local = text.replace(BOROUGH_OF, '').replace(COUNCIL_TAIL, '');
  if (local) text = local;
  return text.replace(/ federal credit union$/, ' credit union').split(' ');
}

function computeSpellingKey(name: string): string {
  const words = nameWords(name);
  while (
    words.length > 1 &&
    (INCIDENT_TAIL.has(words[words.length - 1]!) || mergeTail(words[words.length - 1]!))
  )
    words.pop();
  return mergeKey(words.join(' '));
}

let ordinaryWords: Set<string> | null = null;
/**
 * Whether a name's first word names an organisation alone: not a common word ("Bank of …", "Central …"), a place
 * ("Canada Computers", "WA …"), a nationality or other non-name ("Canadian Tire"), a first name or an initialism
 * of two letters.
 */
function nameOfItsOwn(word: string): boolean {
  if (word.length < 3 || !/^\p{L}/u.test(word)) return false;
  if (!ordinaryWords) {
    const file = nerLexiconFile();
    ordinaryWords = new Set(
      [
        file.commonWords,
        file.nonEntities,
        file.locations,
        file.minedLocations,
        file.towns,
        file.demonyms,
        file.misc,
        file.firstNames,
      ].flat(),
    );
  }
  return !ordinaryWords.has(word) && !isOrganisationNoun(word);
}

// An acronym as outlets write one: capitals, a lower-case letter only between two ("MoD", "DfE", "DHS"; not "SoftBank").
const ACRONYM = /^\p{Lu}(?:\p{Lu}|\p{Ll}(?=\p{Lu}))+$/u;
// The heads of the public bodies outlets shorten to their initials ("Ministry of Defence", "MoD").
const INSTITUTION_HEADS = new Set(
  'ministry department office agency authority service services commission bureau directorate administration executive board council police'.split(
    ' ',
  ),
);
const INITIALS_SKIP = new Set(['of', 'and', 'for', 'the', '&', 'on']);

/** A name as initials: an acronym ("MoD": short) or a public body's words led by its head ("Ministry of Defence"). */
export interface AcronymForm {
  /** Leading places, keyed ("Illinois DHS": ["illinois"]). */
  places: string[];
  /** The letters, lower-case ("md", "dhs"). */
  initials: string;
  short: boolean;
}
const acronymForms = new Map<string, AcronymForm | null>();
const isPlaceKey = (key: string): boolean => isPlace(key) || WHOLE_PLACES.has(key) || isNationality(key);

/**
 * The initials a name is or stands for: "MoD" and "UK Ministry of Defence" are "md", "Illinois DHS" and "Illinois
 * Department of Human Services" "dhs" in Illinois. Only acronyms and names of public bodies led by a head such as
 * Ministry, Department, Office or Agency have one; null for any other name.
 */
export function acronymForm(name: string): AcronymForm | null {
  let form = acronymForms.get(name);
  if (form === undefined) {
    form = computeAcronymForm(name);
    if (acronymForms.size >= 10_000) acronymForms.clear();
    acronymForms.set(name, form);
  }
  return form;
}

function computeAcronymForm(name: string): AcronymForm | null {
  const tokens = name.split(/\s+/).filter(Boolean);
  const places: string[] = [];
  while (tokens.length > 1) {
    const two = tokens.length > 2 ? companyKey(`${tokens[0]} ${tokens[1]}`) : '';
    const one = companyKey(tokens[0]!);
    if (two && isPlaceKey(two)) {
      places.push(two);
      tokens.splice(0, 2);
    } else if (one && isPlaceKey(one)) {
      places.push(one);
      tokens.shift();
    } else break;
  }
  if (!tokens.length) return null;
  if (tokens.length === 1) {
    const token = tokens[0]!;
    if (!ACRONYM.test(token)) return null;
    const initials = token.replace(/\p{Ll}/gu, '').toLowerCase();
    return initials.length <= 6 ? { places, initials, short: true } : null;
  }
  const content = tokens.filter((t) => !INITIALS_SKIP.has(t.toLowerCase()));
  if (content.length < 2 || content.length > 6 || !content.every((t) => /^\p{Lu}\p{Ll}/u.test(t)))
    return null;
  // Led by its head: "Kensington and Chelsea Council" is keyed by its place, as "Kensington and Chelsea" is.
  if (!INSTITUTION_HEADS.has(content[0]!.toLowerCase())) return null;
  return { places, initials: content.map((t) => t[0]!.toLowerCase()).join(''), short: false };
}

/**
 * Whether an acronym stands for a name: the same initials, one of them an acronym, in the same place or one of them
 * placed in a country only ("MoD", "UK Ministry of Defence"; not "DHS" and "Illinois Department of Human Services").
 */
function initialsOf(a: AcronymForm | null | undefined, b: AcronymForm | null | undefined): boolean {
  if (!a || !b || a.initials !== b.initials || (!a.short && !b.short)) return false;
  const [x, y] = [a.places.join(' '), b.places.join(' ')];
  if (x === y) return true;
  const placed = x ? a.places : b.places;
  return !(x && y) && placed.every((p) => isPlace(p) || isNationality(p));
}

function computeIncidentKey(name: string): string {
  const acronym = acronymForm(name);
  if (acronym) return acronym.initials;
  const words = nameWords(name);
  return words.length > 1 && nameOfItsOwn(words[0]!) ? mergeKey(words[0]!) : spellingKey(name);
}

/**
 * Whether two names are one organisation's: one spelling key, or one name extending the other by words ("JPMorgan"
 * and "JPMorgan Chase", "Dartmouth" and "Dartmouth College"; not "Deschutes Public Library" and "Deschutes County").
 */
export function sameOrganisation(a: string, b: string): boolean {
  return oneOrganisation(nameForm(a), nameForm(b));
}

export interface NameForm {
  key: string;
  words: readonly string[];
  acronym?: AcronymForm | null;
}
/** A name's keys for oneOrganisation. */
export const nameForm = (name: string): NameForm => ({
  key: spellingKey(name),
  words: nameWords(name),
  acronym: acronymForm(name),
});
/** Whether two names' forms are one organisation's (sameOrganisation, for names already keyed). */
export function oneOrganisation(a: NameForm, b: NameForm): boolean {
  if (a.key === b.key) return true;
  if (initialsOf(a.acronym, b.acronym)) return true;
  const [short, long] = a.words.length <= b.words.length ? [a.words, b.words] : [b.words, a.words];
  return short.length < long.length && short.every((w, i) => long[i] === w);
}
