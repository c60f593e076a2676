// Organisation keys for merging and grouping breach events: the spelling key that makes one organisation's
// spellings across outlets one, and the merge-group key (the store's company key, one company page) under which
// names sharing a distinctive first word are stored together.
import { nerLexiconFile } from '../../nlp/ner-lexicon-file';
import { companyKey, mergeKey } from './names';
import { isOrganisationNoun } from './ranker-features';

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

/** The words that name the organisation: "Gucci-owner Kering", "Instagram parent Meta" are named after their owner. */
export function nameWords(name: string): string[] {
  const words = joinedInitials(name);
  const owner = words.findIndex((w, i) => i > 0 && i < words.length - 1 && (w === 'owner' || w === 'parent'));
  return owner > 0 ? words.slice(owner + 1) : words;
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

function computeIncidentKey(name: string): string {
  const words = nameWords(name);
  return words.length > 1 && nameOfItsOwn(words[0]!) ? mergeKey(words[0]!) : spellingKey(name);
}

/**
 * Whether two names are one organisation's: one spelling key, or one name extending the other by words ("JPMorgan"
 * and "JPMorgan Chase", "Dartmouth" and "Dartmouth College"; not "Deschutes Public Library" and "Deschutes County").
 */
export function sameOrganisation(a: string, b: string): boolean {
  return oneOrganisation(
    { key: spellingKey(a), words: nameWords(a) },
    { key: spellingKey(b), words: nameWords(b) },
  );
}

export interface NameForm {
  key: string;
  words: readonly string[];
}
/** Whether two names' forms are one organisation's (sameOrganisation, for names already keyed). */
export function oneOrganisation(a: NameForm, b: NameForm): boolean {
  if (a.key === b.key) return true;
  const [short, long] = a.words.length <= b.words.length ? [a.words, b.words] : [b.words, a.words];
  return short.length < long.length && short.every((w, i) => long[i] === w);
}
