// Organisation keys for merging and grouping breach events: the spelling key that makes one organisation's
// spellings across outlets one, and the merge-group key (the store's company key, one company page) under which
// names sharing a distinctive first word are stored together.
import { nerLexiconFile } from '../../nlp/ner-lexicon-file';
import { companyKey, mergeKey } from './names';
import { isOrganisationNoun } from './ranker-features';
import { AU_STATE_ABBREVIATIONS, REGIONS, WHOLE_PLACES, isNationality, isPlace } from './vocabulary';

// Words outlets add to one organisation's name beyond those mergeKey drops: a country branch ("Renault UK"), a
// product or trade descriptor ("Ledger Crypto Wallet", "Marquis Software Solutions").
const INCIDENT_TAIL = new Set(
  'uk us usa nz au eu wallet crypto hardware software solutions systems technologies technology'.split(' '),
);
// Words naming an organisation's trade that outlets add or leave off ("Farmers Insurance" and "Farmers", "Orange
// Telecom", "VITAS Hospice Services" and "VITAS", "Canada Computers & Electronics"), also followed by "Services".
const SECTOR_TAIL = new Set('insurance telecom telecoms telecommunications electronics hospice'.split(' '));
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

/** A place a name is qualified by: a country, state or city ("UK", "Illinois", "WA"), or a nationality ("British"). */
const isPlaceKey = (key: string): boolean =>
  isPlace(key) || WHOLE_PLACES.has(key) || AU_STATE_ABBREVIATIONS.has(key) || isNationality(key);
/** A place as a noun: not a nationality ("French" in "French Football Federation" is part of the name). */
const isPlaceNoun = (key: string): boolean =>
  isPlace(key) || WHOLE_PLACES.has(key) || AU_STATE_ABBREVIATIONS.has(key);

/** Where a name of two words or more ends in "of" and a place ("Legal Practice Board of WA"), the place's words. */
function placeAfterOf(words: readonly string[]): number {
  for (const size of [1, 2]) {
    const at = words.length - size - 1;
    if (at >= 2 && words[at] === 'of' && isPlaceNoun(words.slice(at + 1).join(' '))) return at;
  }
  return -1;
}

// A local authority's forms: "Royal Borough of Kensington and Chelsea", "Kensington and Chelsea Council", "Kensington
// and Chelsea"; "Leeds City Council" and "Leeds".
const BOROUGH_OF = /^(?:(?:royal|london|metropolitan) )?borough of /;
const COUNCIL_TAIL = / (?:(?:borough|city|county|district|town|parish) )?council$/;

/**
 * The words that name the organisation: "Gucci-owner Kering", "Instagram parent Meta" are named after their owner; a
 * local authority by its place ("Royal Borough of Kensington and Chelsea", "Kensington and Chelsea Council"); a
 * credit union with or without its charter ("Carter Federal Credit Union", "Carter Credit Union"); a body with its
 * place before it, as with the place after it ("Legal Practice Board of WA" is "WA Legal Practice Board"; not "Bank of
 * America", one word before "of").
 */
export function nameWords(name: string): string[] {
  const joined = joinedInitials(name);
  const owner = joined.findIndex(
    (w, i) => i > 0 && i < joined.length - 1 && (w === 'owner' || w === 'parent'),
  );
  let text = (owner > 0 ? joined.slice(owner + 1) : joined).join(' ');
  const local = text.replace(BOROUGH_OF, '').replace(COUNCIL_TAIL, '');
  if (local) text = local;
  const words = text.replace(/ federal credit union$/, ' credit union').split(' ');
  const of = placeAfterOf(words);
  return of < 0 ? words : [...words.slice(of + 1), ...words.slice(0, of)];
}

/**
 * Where a trade word ends a name ("Farmers Insurance", "VITAS Hospice Services", "Canada Computers & Electronics"),
 * the length of the name before it; -1 when what is left is an initialism the trade word belongs to ("SK Telecom",
 * "TPG Telecom" are not "SK" and "TPG").
 */
function beforeSectorTail(words: readonly string[]): number {
  let end = words.length;
  if (words[end - 1] === 'services' && SECTOR_TAIL.has(words[end - 2] ?? '')) end--;
  if (!SECTOR_TAIL.has(words[end - 1] ?? '')) return -1;
  end--;
  if (words[end - 1] === 'and') end--;
  return words.slice(0, end).join('').length > 3 ? end : -1;
}

/**
 * nameWords without the words outlets add to a name: a country branch, a product, "Group" ("Renault UK"), and a trade
 * unless `trades` is false ("Farmers Insurance").
 */
function spellingWords(name: string, trades = true): string[] {
  const words = nameWords(name);
  while (words.length > 1) {
    const last = words[words.length - 1]!;
    if (INCIDENT_TAIL.has(last) || mergeTail(last)) words.pop();
    else {
      const sector = trades ? beforeSectorTail(words) : -1;
      if (sector < 0) break;
      words.length = sector;
    }
  }
  return words;
}

const computeSpellingKey = (name: string): string => mergeKey(spellingWords(name).join(' '));

/**
 * A name as the organisation calls itself: spellingKey drops no description from it ("Renault UK", "Gucci-owner
 * Kering", "Ledger Crypto Wallet" are described), only a trade word may go ("Goosehead Insurance" is its own name).
 */
export const isPlainName = (name: string): boolean =>
  joinedInitials(name).join('') === mergeKey(spellingWords(name, false).join(' '));

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
// What other bodies outlets shorten to their initials end in ("French Football Federation", "FFF"); a brand that ends
// otherwise ("Manage My Health", also written "ManageMyHealth") is keyed by its spelling.
const BODY_HEADS = new Set([
  ...INSTITUTION_HEADS,
  ...'federation association union institute foundation society league organisation organization'.split(' '),
]);
const INITIALS_SKIP = new Set(['of', 'and', 'for', 'the', '&', 'on']);

/**
 * A name as initials: an acronym ("MoD": short), a public body's words led by its head ("Ministry of Defence") or a
 * body's name ending in its kind ("French Football Federation").
 */
export interface AcronymForm {
  /** Leading places, keyed ("Illinois DHS": ["illinois"]). */
  places: string[];
  /** The letters, lower-case ("md", "dhs"). */
  initials: string;
  short: boolean;
  /** A body's name ending in its kind (namedForm): its words without places, keyed ("legal practice board"). */
  words?: string;
}
const acronymForms = new Map<string, AcronymForm | null>();

/**
 * The initials a name is or stands for: "MoD" and "UK Ministry of Defence" are "md", "Illinois DHS" and "Illinois
 * Department of Human Services" "dhs" in Illinois, "FFF" and "French Football Federation" "fff". Acronyms, names of
 * public bodies led by a head such as Ministry, Department, Office or Agency, and bodies' names of three to six
 * capitalised words ending in their kind whose first is no name of its own (and no local authority's) have one; null
 * for any other name.
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
  // Led by its head: "Kensington and Chelsea Council" is keyed by its place, as "Kensington and Chelsea" is.
  if (
    content.length < 2 ||
    content.length > 6 ||
    !content.every((t) => /^\p{Lu}\p{Ll}/u.test(t)) ||
    !INSTITUTION_HEADS.has(content[0]!.toLowerCase())
  )
    return namedForm(name);
  return { places, initials: content.map((t) => t[0]!.toLowerCase()).join(''), short: false };
}

/**
 * A body's name of three to six capitalised words ending in its kind (Agency, Board, Federation, …) as initials, its
 * places aside: "European Space Agency" "esa", "WA Legal Practice Board" and "Legal Practice Board of WA" "lpb" in WA.
 * A nationality is part of such a name (the "F" of "French Football Federation" is in "FFF"). A name whose first word
 * is a name of its own ("VITAS Hospice Services") is keyed by that word instead.
 */
function namedForm(name: string): AcronymForm | null {
  // Capitalised words; a local authority is keyed by its place (nameWords).
  if (!name.split(/\s+/).every((t) => /^\p{Lu}/u.test(t) || INITIALS_SKIP.has(t.toLowerCase()))) return null;
  if (BOROUGH_OF.test(companyKey(name)) || COUNCIL_TAIL.test(companyKey(name))) return null;
  // Its words as spellingKey reads them: a place after "of" comes first ("WA Legal Practice Board"), trades go.
  const words = spellingWords(name);
  const places: string[] = [];
  while (words.length > 1) {
    const size =
      isPlaceNoun(words.slice(0, 2).join(' ')) && words.length > 2 ? 2 : isPlaceNoun(words[0]!) ? 1 : 0;
    if (!size) break;
    places.push(words.splice(0, size).join(' '));
  }
  const content = words.filter((w) => !INITIALS_SKIP.has(w));
  if (content.length < 3 || content.length > 6 || !BODY_HEADS.has(content[content.length - 1]!)) return null;
  if (nameOfItsOwn(content[0]!)) return null;
  return { places, initials: content.map((w) => w[0]!).join(''), short: false, words: content.join(' ') };
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

/**
 * Whether two bodies' names ending in their kind (namedForm) are one: the same words in the same place, or one of them
 * placed nowhere ("WA Donor Conception Information Service", "Donor Conception Information Service").
 */
function sameNamePlaced(a: AcronymForm | null | undefined, b: AcronymForm | null | undefined): boolean {
  if (!a?.words || a.words !== b?.words) return false;
  return !a.places.length || !b.places.length || a.places.join(' ') === b.places.join(' ');
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
/**
 * Whether two names' forms are one name: one spelling key, or an acronym and the name it stands for ("FEMA", "Federal
 * Emergency Management Agency"). Names that extend one another are one organisation's but may name a unit of it.
 */
export const oneName = (a: NameForm, b: NameForm): boolean =>
  a.key === b.key || initialsOf(a.acronym, b.acronym);

/** Whether two names' forms are one organisation's (sameOrganisation, for names already keyed). */
export function oneOrganisation(a: NameForm, b: NameForm): boolean {
  if (oneName(a, b) || sameNamePlaced(a.acronym, b.acronym)) return true;
  const [short, long] = a.words.length <= b.words.length ? [a.words, b.words] : [b.words, a.words];
  return short.length < long.length && short.every((w, i) => long[i] === w);
}

// The people or body hit, as a headline names them after a place word ("Victorian students", "London council",
// "London borough"): each word under one key, so that outlets' singulars, plurals and local bodies meet.
const UNNAMED_VICTIMS: Readonly<Record<string, string>> = {
  students: 'student',
  student: 'student',
  pupils: 'student',
  pupil: 'student',
  households: 'household',
  household: 'household',
  residents: 'resident',
  resident: 'resident',
  patients: 'patient',
  patient: 'patient',
  customers: 'customer',
  customer: 'customer',
  children: 'children',
  council: 'council',
  councils: 'council',
  borough: 'council',
  boroughs: 'council',
};
/** Prefix of an unnamed victim's merge key: no organisation's key holds a colon. */
export const UNNAMED_KEY_PREFIX = 'unnamed:';
const placeWord = (word: string): boolean =>
  isPlace(word) || isNationality(word) || WHOLE_PLACES.has(word) || REGIONS.has(word);
const breachWord = (word: string | undefined): boolean => word === 'breach' || word === 'leak';

/**
 * Merge key of a report that names no organisation, from how its headline describes the victim: a capitalised place
 * or nationality ("Afghan", "Victorian", "London", "South Korea") directly followed by the word for the people or body
 * hit (students, pupils, households, residents, patients, customers, children; council or borough, one local body)
 * or, after a nationality (not a country's name or initials: "UK data breach" describes no victim), by "(data)
 * breach" / "(data) leak" ("Afghan data breach"). "Victorian students' personal data exposed" and
 * "Personal information of thousands of Victorian students accessed" share "victorian student"; a plural demonym
 * alone ("181,160 Americans Warned") or a place before anything else ("U.S. man sentenced") keys nothing, so such
 * reports stay events of their own. Null when the headline has no such phrase.
 */
export function unnamedVictimKey(headline: string): string | null {
  const tokens = [...headline.matchAll(/\p{L}[\p{L}.'’-]*/gu)].map((m) => {
    const word = m[0].replace(/(?:['’]s?|\.)$/u, '');
    return { word: word.toLowerCase(), capitalised: /^\p{Lu}/u.test(word) };
  });
  for (let i = 0; i < tokens.length; i++) {
    if (!tokens[i]!.capitalised) continue;
    const two = tokens[i + 1] ? `${tokens[i]!.word} ${tokens[i + 1]!.word}` : '';
    const [place, next] = two && placeWord(two) ? [two, i + 2] : [tokens[i]!.word, i + 1];
    if (!placeWord(place)) continue;
    const [word, after] = [tokens[next]?.word, tokens[next + 1]?.word];
    // The breach itself only after a nationality: "UK data breach" or "US data breach" describes no victim.
    const nationalBreach = isNationality(place) && !isPlace(place);
    const victim =
      nationalBreach && (breachWord(word) || (word === 'data' && breachWord(after)))
        ? 'breach'
        : word && UNNAMED_VICTIMS[word];
    if (victim) return `${UNNAMED_KEY_PREFIX}${place} ${victim}`;
  }
  return null;
}

/**
 * Key of the merge group a mention falls in (the store's company key): its organisation's incidentKey; for a mention
 * naming none, the key of the victim its headline describes (unnamedVictimKey, "unnamed:…"); null when it has neither,
 * an event of its own.
 */
export function mentionGroupKey(mention: { company_name: string | null; title: string }): string | null {
  if (mention.company_name) return incidentKey(mention.company_name) || null;
  return unnamedVictimKey(mention.title);
}
