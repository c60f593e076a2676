// Per article: extractEntities reads title and body, the headline's subject person is checked against the
// body (headlineSubjectPerson), and tallyEntities merges the mentions by name into the ner_* lists.
import { type AnalysedText, textOfTokens } from '../text-analysis';
import type { EntitiesByLabel, EntityLabel, Mention } from './mention';
import {
  BUILDING_KEYWORDS,
  CAMEL_CASE,
  COMMON_GIVEN_NAMES,
  COMMON_WORDS,
  DEMONYMS,
  FIRST_NAMES,
  FUNCTION_POS,
  KNOWN_NAMES,
  LAST_NAMES,
  knownAsNoOtherKind,
  NAME_WORD,
  NON_ENTITIES,
  OPENING_QUOTES,
  ORG_KEYWORDS,
  PERSON_TITLES,
  PERSONAL_KEYWORDS,
  PLACE_KEYWORDS,
  ROLE_NOUNS,
  STORM_PREFIXES,
  VERB_LIKE_POS,
} from './lexicons';
import { isAdjective, isHyphen, isPossessiveS, startsUpper } from './name-view';
import { findTitleCaseMentions, isTitleCase, titleRepeats } from './title-case';
import { findMentions } from './find-mentions';
import { placeDemonym } from './entity-resolver';

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

  mergeOpeningsOfOrganisations(tallies);

  const personBySurname = new Map<string, Tally | null>();
  const orgByFirstWord = new Map<string, Tally | null>();
  const stormByName = new Map<string, Tally | null>();
  const brandBySurname = new Map<string, Tally | null>();
  for (const [key, tally] of tallies) {
    const lastSpace = key.lastIndexOf(' ');
    if (lastSpace < 0) continue;
    if (
      tally.label === 'MISC' &&
      STORM_PREFIXES.has(key.slice(key.lastIndexOf(' ', lastSpace - 1) + 1, lastSpace))
    ) {
      const name = key.slice(lastSpace + 1);
      stormByName.set(name, stormByName.has(name) ? null : tally);
    } else if (tally.label === 'PER') {
      const surname = key.slice(lastSpace + 1);
      personBySurname.set(surname, personBySurname.has(surname) ? null : tally);
    } else if (tally.label === 'ORG') {
      const firstWord = key.slice(0, key.indexOf(' '));
      orgByFirstWord.set(firstWord, orgByFirstWord.has(firstWord) ? null : tally);
      // A brand named after its founder, given name and surname ("Alexander McQueen" among brands).
      if (lastSpace === key.indexOf(' ') && FIRST_NAMES.has(firstWord)) {
        const surname = key.slice(lastSpace + 1);
        brandBySurname.set(surname, brandBySurname.has(surname) ? null : tally);
      }
    }
  }
  for (const [key, tally] of tallies) {
    if (key.includes(' ')) continue;
    const person = personBySurname.get(key);
    const organisation = orgByFirstWord.get(key);
    // A named storm's name used alone is the storm ("Tropical Storm Elsa ... Elsa battered Haiti"), not the
    // person a given name would make of it.
    const storm = stormByName.get(key);
    // A brand's surname used alone is the brand ("Gucci, Balenciaga and McQueen Hacked" ... "brands Gucci,
    // Balenciaga, and Alexander McQueen"), not a person no full name in the article makes.
    const brand = brandBySurname.get(key);
    // A gazetteer-certain place or organisation keeps its own identity ("Washington" vs "Denzel Washington"),
    // except a surname certain as an organisation, which is the brand named so ("Gucci, Balenciaga and
    // McQueen", listed as a firm, once "Alexander McQueen" is no mined person to make it a surname).
    const pinned =
      tally.certainLabel !== undefined &&
      tally.certainLabel !== 'PER' &&
      !(brand && tally.certainLabel === 'ORG');
    // A word certain only by its context ("Mulaney announced") still joins a person's full name.
    const target =
      person && (tally.label === 'PER' || !pinned || !tally.pinned)
        ? person
        : (storm ?? brand) && !pinned
          ? (storm ?? brand)
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

/**
 * A person's name of two words or more that opens or ends an organisation's name of the same article ("Pinehurst
 * Radiology Agrees to Settle ..." over "Pinehurst Radiology Associates has agreed ...", "Land Rover" beside "Jaguar
 * Land Rover"): the organisation's short form or brand, read as a person by a given name or surname in it or by
 * two name-shaped words, joins the organisation. Not a person the lists know ("Tyler Perry" beside "Tyler Perry
 * Studios").
 */
function mergeOpeningsOfOrganisations(tallies: Map<string, Tally>): void {
  let organisations: string[] | undefined;
  for (const [key, tally] of tallies) {
    // Cheap tests first: a person's label and a space.
    if (tally.label !== 'PER' || !key.includes(' ') || KNOWN_NAMES.get(key) === 'PER') continue;
    organisations ??= [...tallies].filter(([, t]) => t.label === 'ORG').map(([k]) => k);
    const whole = organisations.find((name) => name.startsWith(`${key} `) || name.endsWith(` ${key}`));
    if (whole === undefined) continue;
    const target = tallies.get(whole)!;
    target.count += tally.count;
    target.strongCount += tally.strongCount;
    target.order = Math.min(target.order, tally.order);
    tallies.delete(key);
  }
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
  const subject = headlineSubjectPerson(title, body, titleMentions);
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
    'model influencer personality presenter chef designer artist activist ' +
    // A public figure's trade or standing, as descriptions name them ("The former Army intelligence analyst",
    // "The veteran gymnast", "The Aerosmith frontman").
    'analyst whistleblower gymnast superstar icon frontman guitarist drummer vocalist scientist researcher ' +
    'economist lawyer attorney judge prosecutor mayor entrepreneur businessman businesswoman ' +
    'tycoon golfer swimmer sprinter skater snowboarder wrestler boxer coach pitcher champion veteran rocker ' +
    'writer poet playwright screenwriter showrunner podcaster youtuber socialite heiress dancer photographer'
  ).split(' '),
);
/** Adverb particles of phrasal verbs in headlines ("Fires Back", "Opens Up", "Lashes Out", "Steps Down"). */
const VERB_PARTICLES = new Set(['back', 'out', 'up', 'down', 'off', 'in', 'over', 'away']);
/** Pronouns that open a description about the person its headline names ("He wrote a scathing review"). */
const PERSON_PRONOUNS = new Set(['he', 'she', 'his', 'her']);

/**
 * The person a Title Case headline opens with, known by how its description goes on to refer to them: "the
 * <words> <persona noun>" in the description's first sentence, or a personal pronoun opening it, or by the
 * headline itself when its verb goes on with "He", "She", "His" or "Her" (with or without a description). The
 * headline's first one or two words must be name-shaped, no known name of another kind, no person title
 * and no common word (a given name may be one: "Dan Rather"); a name the headline's rules already took as a
 * person, or as anything longer, is left alone. Returns the mention, or null.
 */
function headlineSubjectPerson(
  title: AnalysedText,
  body: AnalysedText | null,
  titleMentions: Mention[],
): Mention | null {
  // A leading adjective before the name is no word of it ("Unvaccinated Novak Djokovic Now Faces ...",
  // "Determined Lizzo Tries ..."): the name starts after it, and the tests below read from there.
  const from = leadingAdjective(title) ? 1 : 0;
  const values = title.values.slice(from);
  const pos = title.pos.slice(from);
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
    knownAsNoOtherKind(lowers[k]!);
  // A given name in camel case ("JoJo Siwa", "LeAnn Rimes") only with a surname after it.
  const camelGivenName = nameWord(0, CAMEL_CASE) && !KNOWN_NAMES.has(lowers[0]!) && nameWord(1);
  // A given name that is a common word too ("Will Smith", "Drew Barrymore", "Lance Bass") only with a
  // surname after it, as any given name.
  const givenName = FIRST_NAMES.has(lowers[0]!) || COMMON_GIVEN_NAMES.has(lowers[0]!);
  if (!camelGivenName && (!nameWord(0) || (COMMON_WORDS.has(lowers[0]!) && !givenName))) {
    return null;
  }
  // An adverb opening the headline ("Posthumously Released Stan Lee Video ...") is no name; a given name in
  // "-ly" is ("Kelly", "Emily").
  if (lowers[0]!.endsWith('ly') && !givenName) return null;
  // What shows the headline's verb has come: a verb, an auxiliary or an adverb, a word shaped like a
  // verb in the third person or the past ("Drake Breaks", "Diddy Honored"), a quote or a colon; or an
  // obituary's verbless "Dead" ("Pelé Dead At 82").
  const verbAt = (k: number) =>
    obituaryAt(k) ||
    VERB_LIKE_POS.has(pos[k] ?? '') ||
    (COMMON_WORDS.has(lowers[k] ?? '') && /(?:s|ed|ing)$/.test(lowers[k]!)) ||
    /(?:es|ed)$/.test(lowers[k] ?? '');
  let last: number;
  // After a given name, a word tagged as an adverb or shaped as a verb may be the surname when the verb
  // follows ("Dan Rather Comes Up ...", "David Cross Proves ...", "Orrin Hatch Thinks ...").
  // (Not an auxiliary or another function word: "Adele Is Getting ...".)
  const surnameAfterGivenName =
    givenName && !lowers[1]!.endsWith('ly') && !FUNCTION_POS.has(pos[1] ?? '') && verbAt(2);
  if (
    nameWord(1) &&
    title.spaces[from + 1] !== '' &&
    (!verbAt(1) || surnameAfterGivenName) &&
    (k2Ends(2) || verbAt(2) || pos[2] === 'ADP')
  ) {
    // A surname, common word or not ("Dan Rather", "Lev Parnas"), before the verb.
    last = 1;
  } else if (stageNameLetter()) {
    last = 1;
  } else if (
    !camelGivenName &&
    // A given name alone only before the verb itself, and not one that is a common word ("Adele Drops ...",
    // not "Grant Allows ...").
    // ("Chelsea Manning Out Of ...": a surname of the lists, or in "-ing", is more likely the surname).
    (!givenName ||
      (VERB_LIKE_POS.has(pos[1] ?? '') &&
        !COMMON_WORDS.has(lowers[0]!) &&
        !LAST_NAMES.has(lowers[1]!) &&
        !lowers[1]!.endsWith('ing'))) &&
    (verbAt(1) || OPENING_QUOTES.has(values[1] ?? '') || values[1] === ':') &&
    // Not owning a person: the description's is whoever the name owns ("Watergate's John Dean"), not a
    // thing ("Zendaya's Oscars Dress").
    !(isPossessiveS(values[1]) && FIRST_NAMES.has(lowers[2]!)) &&
    // Not when the verb comes after a second name word that is also a verb ("Dwyane Wade Weighs In"); a verb in
    // "-s" before the infinitive's "To" is the verb itself ("Lizzo Tries To Break ...").
    !(
      nameWord(1) &&
      verbAt(2) &&
      !(/[^s]s$/.test(lowers[1]!) && pos[1] === 'VERB' && lowers[2] === 'to') &&
      !verbBeforeItsPart(1)
    )
  ) {
    // One name alone before the verb ("Lizzo Transforms", "O'Rourke: ..."); a given name only before a
    // verb, as a surname or an initial may follow it ("Sandra Oh", "Cardi B").
    last = 0;
  } else {
    return null;
  }
  const name = textOfTokens(title, from, from + last);
  const known = KNOWN_NAMES.get(name.toLowerCase());
  if (known && known !== 'PER') return null;
  // A known place's demonym alone is who lives there, no name ("Pennsylvanian Charged With ...").
  if (last === 0 && placeDemonym(lowers[0]!)) return null;
  // A name the headline's rules already took, whole or in part ("Trump Now ...", "Sportscaster Mike
  // Francesa"): they know better; but not an organisation no list knows, taken for the verb after it alone
  // ("Lizzo Reveals ...": people reveal too, and the description says who).
  for (const mention of titleMentions) {
    if (mention.label === 'ORG' && mention.name === name && !known) continue;
    const words = mention.name.toLowerCase().split(' ');
    if (words.includes(lowers[0]!) || (last === 1 && words.includes(lowers[1]!))) return null;
  }
  const obituary = obituaryAt(last + 1) || (values[last + 1] === ',' && obituaryAfterApposition());
  if (!(body && describedAsPerson(body)) && !verbOfPronoun(last + 1) && !obituary) return null;
  return { label: 'PER', name, certain: true, single: last === 0, weak: false, byContext: true };

  /**
   * Whether the headline's verb at token k goes on with a personal pronoun ("Rihanna Reveals She And Drake
   * ...", "Zendaya Says She Was ...", "Bryson DeChambeau Sinks His First ..."): the headline says it of its
   * subject, a person (an organisation says "It", "Its").
   */
  function verbOfPronoun(k: number): boolean {
    // Not a hyphenated common noun ("Ex-Employee Testifies He ...").
    const compound = /-/.test(lowers[0]!) && COMMON_WORDS.has(lowers[0]!.split('-').pop()!);
    return !compound && verbAt(k) && /^(?:he|she|his|her|him|himself|herself)$/i.test(values[k + 1] ?? '');
  }

  /**
   * Whether the opening name is a stage name ending in a capital letter, before the verb or a possessive ("Cardi B
   * Responds ...", "Cardi B's Fashion Week Outfit ..."): one letter, neither "A" nor "I", after a name word that
   * is no common word.
   */
  function stageNameLetter(): boolean {
    return (
      /^[B-HJ-Z]$/.test(values[1] ?? '') &&
      title.spaces[from + 1] !== '' &&
      !COMMON_WORDS.has(lowers[0]!) &&
      (k2Ends(2) || verbAt(2))
    );
  }

  /**
   * Whether token k, a name-shaped word after the opening name, is the headline's verb with the word after it
   * its second part: an auxiliary before the main verb ("Adele Is Getting The Royal Treatment ...") or a verb in
   * "-s" before its particle ("Moby Fires Back After ...", "... Opens Up About ..."); no surname is followed so.
   */
  function verbBeforeItsPart(k: number): boolean {
    if (pos[k] === 'AUX') return true;
    return (
      VERB_PARTICLES.has(lowers[k + 1] ?? '') && /[^s]s$/.test(lowers[k]!) && COMMON_WORDS.has(lowers[k]!)
    );
  }

  /**
   * Whether the headline goes on at token k as an obituary's does: "Dead", "Dies" or "Died" and "At" an age
   * ("Pelé Dead At 82", "Ennio Morricone Dies At 91"), or "Dead" ending the headline or its clause
   * ("Jalaluddin Haqqani Dead; Founder Of ..."). Only people (and pets) are dead at an age or alone in a
   * headline; an obituary's headline often has no verb, and its description no pronoun.
   */
  function obituaryAt(k: number): boolean {
    const word = values[k]?.toLowerCase() ?? '';
    if (!['dead', 'dies', 'died'].includes(word)) return false;
    if (/^at$/i.test(values[k + 1] ?? '') && /^\d{1,3}$/.test(values[k + 2] ?? '')) return true;
    return word === 'dead' && (k + 1 >= values.length || /^[;:,.]$/.test(values[k + 1]!));
  }

  /**
   * Whether the headline ends as an obituary after an apposition set off by commas ("Kofi Annan, Former United
   * Nations Secretary-General, Dead At 80", "Abolhassan Banisadr, Iran's First President ..., Dies At 88"): its
   * opening name, before the first comma, is whoever died.
   */
  function obituaryAfterApposition(): boolean {
    const n = values.length;
    for (const k of [n - 3, n - 1]) {
      if (k > 1 && values[k - 1] === ',' && obituaryAt(k) && (k === n - 1 || /^at$/i.test(values[k + 1]!)))
        return true;
    }
    return false;
  }

  /** Whether token k ends the name: the title ends, or punctuation or a possessive follows. */
  function k2Ends(k: number): boolean {
    return k >= values.length || title.types[from + k] === 'punctuation' || isPossessiveS(values[k]);
  }
}

/**
 * Whether a Title Case headline opens with an adjective before a name ("Unvaccinated Novak Djokovic",
 * "Determined Lizzo", "Defiant ..."): a capitalised participle or derived adjective ("-ed", "-ous", "-al" ...)
 * the tagger reads alone as an adjective, followed by a capitalised word; the two no name the lists know, the
 * first no given name, known name, demonym, title or role noun (which the headline's rules read themselves).
 */
function leadingAdjective(title: AnalysedText): boolean {
  const [first, second] = title.values;
  if (first === undefined || second === undefined || !startsUpper(first) || !startsUpper(second))
    return false;
  const word = first.toLowerCase();
  return (
    /^[A-Z][a-z]+$/.test(first) &&
    // A derived adjective or participle: stage names open with plain ones ("Young Dolph", "Meek Mill").
    /(?:ed|ing|ful|ous|ive|al|ant|ent|ic|less|able|ible)$/.test(word) &&
    isAdjective(word) &&
    !FIRST_NAMES.has(word) &&
    !COMMON_GIVEN_NAMES.has(word) &&
    !KNOWN_NAMES.has(word) &&
    !KNOWN_NAMES.has(`${word} ${second.toLowerCase()}`) &&
    !DEMONYMS.has(word) &&
    !PERSON_TITLES.has(word) &&
    !ROLE_NOUNS.has(word)
  );
}

/** Whether "old" at token k ends an age written with hyphens ("49-year-old"). */
function ageBefore(body: AnalysedText, k: number): boolean {
  return (
    isHyphen(body.values[k - 1]) &&
    body.values[k - 2]?.toLowerCase() === 'year' &&
    isHyphen(body.values[k - 3])
  );
}

/**
 * Whether a description's first two sentences refer to a person as "the ... <persona noun>", or its first
 * word is "He"/"She".
 */
function describedAsPerson(body: AnalysedText): boolean {
  const first = body.sentenceSpans[0];
  // (An empty text may still have a sentence span, of no token.)
  if (!first || body.values[first[0]] === undefined) return false;
  const from = first[0];
  const to = (body.sentenceSpans[1] ?? first)[1];
  // A pronoun opening the description itself, not a quotation in it (whose "He" is anyone).
  if (PERSON_PRONOUNS.has(body.values[from]!.toLowerCase())) return true;
  for (let i = from; i <= to; i++) {
    if (body.values[i]!.toLowerCase() !== 'the') continue;
    // "the 'Truth Hurts' singer", "the Texas gubernatorial candidate": a few words (a quoted title's or a
    // name's capitalised words whatever their part of speech), then the noun.
    let quoted = false;
    for (let k = i + 1; k <= Math.min(to, i + 10); k++) {
      const word = body.values[k]!.toLowerCase();
      // An age standing for the person ("The 49-year-old said he went ..."), as a persona noun does.
      if (PERSONA_NOUNS.has(word) || (word === 'old' && ageBefore(body, k))) {
        // The noun ends the phrase: "the pop star told", not "the star player" (another noun follows) nor
        // "the president's doctor" (someone else, the noun's).
        const next = body.values[k + 1] ?? '';
        if (isPossessiveS(next)) return false;
        // Another noun after it is the phrase's head ("the star player", "the veteran gymnast"): read on.
        if (k + 1 <= to && body.pos[k + 1] === 'NOUN') continue;
        return true;
      }
      if (body.types[k] === 'punctuation' || startsUpper(body.values[k]!)) {
        const value = body.values[k]!;
        if (quoted && /^[”’"']$/.test(value)) quoted = false;
        else if (OPENING_QUOTES.has(value) && body.types[k] === 'punctuation') quoted = true;
        continue;
      }
      // A quoted title's small words ("the 'Game of Thrones' actor") and a participle hyphenated into an
      // adjective ("the top-ranked male tennis player") do not end the phrase.
      if (quoted || (isHyphen(body.values[k - 1]) && body.spaces[k] === '')) continue;
      if (body.pos[k] === 'VERB' || body.pos[k] === 'ADP' || body.pos[k] === 'DET') break;
    }
  }
  return false;
}
