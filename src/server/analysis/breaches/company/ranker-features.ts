// What the trained candidate ranker (company-model.ts) reads: the organisation-like names of a sentence and the
// gazetteer facts about a name.
import { LEGAL_SUFFIXES, companyKey } from './names';
import {
  DESCRIPTORS,
  HONORIFICS,
  COMMON_NAME_WORDS,
  NOT_VICTIMS,
  SOFT_NOT_VICTIMS,
  GENERIC_NAMES,
  isPlace,
  WHOLE_PLACES,
} from './vocabulary';
import { NAME_GLOBAL } from './patterns';
import {
  tokensOf,
  nameFromSpan,
  SECTORS,
  startsWithPlace,
  isDescription,
  isPlausibleVictim,
} from './name-span';
import { ORGANISATION_HEAD } from './cues';

/**
 * The organisation-like names of one sentence, in text order: each run of capitalised name tokens split at
 * headline words, trimmed as the rules trim a name (descriptors, leading places, trailing roles), and kept when the
 * rules would accept it as a victim at all. Duplicates are kept: every mention counts.
 */
export function nameCandidatesIn(sentence: string): { name: string; index: number }[] {
  const out: { name: string; index: number }[] = [];
  for (const match of sentence.matchAll(NAME_GLOBAL)) {
    const tokens = tokensOf(match[1]!);
    let run: string[] = [];
    const flush = (): void => {
      if (!run.length) return;
      const name = nameFromSpan(run.join(' '), 'first');
      run = [];
      if (!name || !isPlausibleVictim(name) || /^\p{Ll}[\p{Ll}-]*$/u.test(name)) return;
      const index = sentence.indexOf(name, match.index);
      if (index >= 0) out.push({ name, index });
    };
    for (const token of tokens) {
      if (token.stop || token.listItem) flush();
      if (!token.stop) run.push(token.text);
    }
    flush();
  }
  return out;
}

const ORGANISATION_HEAD_WORD = new RegExp(`^${ORGANISATION_HEAD}$`);

/** Gazetteer facts about a name, as feature words: the lists the rules keep, read as evidence rather than vetoes. */
export function nameTraits(name: string): string[] {
  const key = companyKey(name);
  const words = name.split(/\s+/);
  const traits: string[] = [];
  if (startsWithPlace(name)) traits.push('place-start');
  if (isPlace(key) || WHOLE_PLACES.has(key)) traits.push('place');
  if (SOFT_NOT_VICTIMS.has(key)) traits.push('soft-not-victim');
  if (NOT_VICTIMS.has(key)) traits.push('not-victim');
  if (isDescription(name)) traits.push('descriptor-end');
  if (GENERIC_NAMES.has(words[0]!.toLowerCase())) traits.push('generic-start');
  if (SECTORS.has(words[0]!.toLowerCase())) traits.push('sector-start');
  if (COMMON_NAME_WORDS.has(words[words.length - 1]!.toLowerCase())) traits.push('common-name-end');
  if (ORGANISATION_HEAD_WORD.test(words[words.length - 1]!)) traits.push('org-head-end');
  if (LEGAL_SUFFIXES.has(words[words.length - 1]!.toLowerCase().replace(/\.$/, ''))) traits.push('legal-end');
  if (HONORIFICS.has(words[0]!.toLowerCase().replace(/\.$/, ''))) traits.push('honorific-start');
  return traits;
}

/** Whether a lower-case word is a common noun for an organisation ("company", "school", "insurer"). */
export const isOrganisationNoun = (word: string): boolean =>
  GENERIC_NAMES.has(word) ||
  DESCRIPTORS.has(word) ||
  GENERIC_NAMES.has(word.replace(/ies$/, 'y').replace(/s$/, ''));
