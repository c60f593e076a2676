// Title Case headlines: isTitleCase and its tests, and findTitleCaseMentions, which reads a headline whose
// every word is capitalised strictly, with the body's names to lean on (titleCaseSpanMentions).
import type { AnalysedText } from '../text-analysis';
import { certainMention, type EntityLabel, type Mention } from './mention';
import {
  BUILDING_BODIES,
  BUILDING_KEYWORDS,
  COMMON_CAPITALISED,
  COMMON_WORDS,
  COMPASS_WORDS,
  DEMONYMS,
  FIRST_NAMES,
  KNOWN_IN_TITLES,
  LAST_NAMES,
  NAME_PARTICLES,
  NAME_WORD,
  NON_ENTITIES,
  NOUN_LIKE,
  ORG_INTRODUCERS,
  ORG_KEYWORDS,
  PERSON_TITLES,
} from './lexicons';
import {
  commonGivenNameBeforeName,
  domainNameAt,
  initialsBeforeName,
  isAdjective,
  isCommonWord,
  isHyphen,
  lowerName,
  MIDDLE_INITIAL,
  nameView,
  type NameView,
  nationalTeamAt,
  pastPrefixOpens,
  startsUpper,
} from './name-view';
import { nameLikePairAt } from './name-likeness';
import { candidateSpans, digitsOpenName, sportsTeamAt, spansOutside, teamNicknameStart } from './spans';
import {
  buildingBodyAsPlace,
  buildingRoomEnd,
  compassPlace,
  irishSurnameAfterName,
  organisationCue,
  titleCaseChamberAt,
  titleCaseAgencyEnd,
  titleCaseChamberCommitteeEnd,
} from './entity-resolver';
import {
  awardNames,
  breachNoticeNames,
  courtCases,
  dateNamedBodies,
  givenNamePairs,
  hyphenatedPeople,
  hyphenatedPlaces,
  investigatingFirms,
  namedDays,
  namedStorms,
  nicknamedPeople,
  prefixedNames,
  stageNames,
  statesBeforeTitles,
  threatActorNames,
  threatGroupNames,
  titleCaseQuotedWorks,
} from './special-names';
import {
  acronymSubjectAt,
  bodyAcronymExpansion,
  firmEnd,
  givenNamePossessive,
  kinPossessive,
  headlineVerbAfterGivenName,
  knownWordAsHeadlineVerb,
  headlineVerbBeforeName,
  hyphenatedEnd,
  keywordPlaceAfterPreposition,
  knownSurnameAlone,
  listedWithKnown,
  middleNameAt,
  namedAfterPerson,
  particleEnd,
  placeAsGivenName,
  placeBodyEnd,
  regnalEnd,
  surnameAsMiddleName,
  knownSurnameAfterMiddleName,
  surnameOfBodyPerson,
  surnameUsedInBody,
  thirdNameWord,
  thirdWordOfName,
  titleCasePerson,
  titleCaseTown,
  verbTaggedSurnameAt,
} from './title-case-names';

/** Whether a title is written in headline Title Case, where capitals say nothing about names. */
export function isTitleCase(analysed: AnalysedText): boolean {
  return isTitleCaseRange(analysed, 0, analysed.values.length - 1);
}

/**
 * Of the words of 4+ letters in tokens [from, to]: how many there are and how many are capitalised; null when
 * `lowerVerbs` is false and one of them is a verb in lower case.
 */
function longWordCapitals(
  analysed: AnalysedText,
  from: number,
  to: number,
  lowerVerbs: boolean,
): { long: number; capitalised: number } | null {
  let long = 0;
  let capitalised = 0;
  for (let i = from; i <= to; i++) {
    const value = analysed.values[i]!;
    if (analysed.types[i] !== 'word' || value.length < 4) continue;
    long++;
    if (startsUpper(value)) capitalised++;
    else if (!lowerVerbs && analysed.pos[i] === 'VERB') return null;
  }
  return { long, capitalised };
}

/**
 * Whether a sentence of a text is a headline in Title Case: stricter than for a title, as a sentence full
 * of names ("Officials from Zenthor Holdings and the University of Leeds ...") is not one; here every verb
 * of 4+ letters must be capitalised too.
 */
export function isQuotedHeadline(analysed: AnalysedText, from: number, to: number): boolean {
  const words = longWordCapitals(analysed, from, to, false);
  return words !== null && words.long >= 4 && words.capitalised / words.long >= 0.75;
}

/** Whether tokens [from, to] are written in Title Case (most words of 4+ letters capitalised). */
function isTitleCaseRange(analysed: AnalysedText, from: number, to: number): boolean {
  const { long, capitalised } = longWordCapitals(analysed, from, to, true)!;
  return long >= 2 && capitalised / long >= 0.6;
}

/**
 * Where a text repeats the title word for word (feeds often wrap the headline: "The post <title> appeared
 * first on ..."): token ranges [from, to]. Looked for only from the title's first word.
 */
export function titleRepeats(body: AnalysedText, title: AnalysedText): Array<[number, number]> {
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
  const notice = [
    ...breachNoticeNames(view),
    ...dateNamedBodies(view),
    ...threatGroupNames(view),
    ...threatActorNames(view, true),
  ];
  // A firm that "Investigates ... Claims", when the notice above did not read it with its company.
  for (const firm of investigatingFirms(view)) {
    if (!notice.some(([from, to]) => from <= firm[1] && to >= firm[0])) notice.push(firm);
  }
  // Hyphenated places, and a state's abbreviation before a person title ("NY Attorney General Eric Schneiderman
  // Resigns").
  const places = [
    ...hyphenatedPlaces(view),
    ...statesBeforeTitles(view).map(([k]): [number, number] => [k, k]),
  ];
  // A nickname quoted inside a person's name is no work ("Dwayne 'The Rock' Johnson Reveals ...").
  const nicknamed = nicknamedPeople(view);
  const events = [
    ...awardNames(view),
    ...namedStorms(view, true),
    ...namedDays(view, true),
    ...courtCases(view, true),
    ...titleCaseQuotedWorks(view).filter(
      ([from]) => !nicknamed.some(([start, end]) => from > start && from < end),
    ),
  ];
  const stages = [...stageNames(view), ...hyphenatedPeople(view), ...nicknamed, ...givenNamePairs(view)];
  let spans = candidateSpans(view, true);
  const taken = [...notice, ...places, ...events, ...stages];
  // What the notice's names, the places, the awards, the storms and the quoted works leave of a span is read
  // as usual ("Data Breach Claims Investigated").
  if (taken.length > 0) spans = spansOutside(spans, taken);
  // "Ex-Volkswagen CEO Charged": the name is what follows the former holder's modifier; see pastPrefixOpens.
  spans = spans.flatMap(([from, to]): Array<[number, number]> =>
    !pastPrefixOpens(view, from, to) ? [[from, to]] : from < to ? [[from + 1, to]] : [],
  );
  // "Bank Of England": Title Case splits the spans at "Of"; an organisation keyword before it joins them.
  for (let s = spans.length - 2; s >= 0; s--) {
    const [from, to] = spans[s]!;
    const [nextFrom, nextTo] = spans[s + 1]!;
    if (nextFrom === to + 2 && view.lowers[to + 1] === 'of' && ORG_KEYWORDS.has(view.lowers[to]!)) {
      spans.splice(s, 2, [from, nextTo]);
    }
  }
  // The notice's names, the awards, the storms and the works in headline order with the spans around them,
  // as the API lists names found first first.
  const mentions = prefixedNames(view);
  for (const [from, to] of places) mentions.push(certainMention(analysed, 'LOC', from, to));
  const named: Array<[EntityLabel, number, number]> = [
    ...notice.map(([from, to]): [EntityLabel, number, number] => ['ORG', from, to]),
    ...events.map(([from, to]): [EntityLabel, number, number] => ['MISC', from, to]),
    ...stages.map(([from, to]): [EntityLabel, number, number] => ['PER', from, to]),
  ];
  let rest = spans;
  for (const [label, from, to] of named.sort((a, b) => a[1] - b[1])) {
    mentions.push(
      ...titleCaseSpanMentions(
        view,
        rest.filter(([, end]) => end < from),
        bodyNames,
      ),
    );
    rest = rest.filter(([, end]) => end >= from);
    mentions.push(certainMention(analysed, label, from, to));
  }
  mentions.push(...titleCaseSpanMentions(view, rest, bodyNames));
  return mentions;
}

/** Last words of a school's or a foundation's name ("Spelman College", "Nixon Foundation"). */
const INSTITUTION_KEYWORDS = new Set(['university', 'college', 'institute', 'academy', 'foundation']);

/**
 * Whether [i, end], name-like words of a Title Case headline, is an institution's name: its last word one of
 * INSTITUTION_KEYWORDS after a first word that is no demonym and no adjective as the tagger reads it alone
 * ("Graduate From Spelman College", "Oberlin College To Pay ..."; not "An Elite Christian College"). Body text
 * types such a run by its keyword; in a headline, where every word is capitalised, a keyword alone is no cue
 * ("Vegas Company", "Corp Board"), but these few are seldom written after a name as common nouns.
 */
function institutionName(view: NameView, i: number, end: number): boolean {
  return (
    end > i &&
    INSTITUTION_KEYWORDS.has(view.lowers[end]!) &&
    !DEMONYMS.has(view.lowers[i]!) &&
    !isAdjective(view.lowers[i]!)
  );
}

export function titleCaseSpanMentions(
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
      // "700Credit Reveals Data Breach", "1Kosmos to Host ...": digits written onto a capitalised word open a
      // brand's name (as `digitsBefore` reads running text), which the headline's word alone ("Credit") is not.
      if (i + 1 <= to && digitsOpenName(view, i)) {
        mentions.push(certainMention(analysed, 'ORG', i, i + 1));
        i += 2;
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
      const committee = titleCaseChamberCommitteeEnd(view, i, to);
      if (committee > i) {
        mentions.push(certainMention(analysed, 'ORG', i, committee));
        i = committee + 1;
        continue;
      }
      if (titleCaseChamberAt(view, i)) {
        mentions.push(certainMention(analysed, 'ORG', i, i));
        i++;
        continue;
      }
      const firm = firmEnd(view, i, to);
      if (firm > i) {
        mentions.push(certainMention(analysed, 'ORG', i, firm));
        i = firm + 1;
        continue;
      }
      const town = titleCaseTown(view, i, to, mentions, true);
      if (town > i + 1) {
        i = town;
        continue;
      }
      for (let end = Math.min(to, i + 5); end >= i; end--) {
        const key = lowerName(view, i, end);
        // A building-named body takes its type from the headline's own words, not from the body's "in the
        // White House" ("White House Eliminates Cyber Czar Post": the administration).
        const known =
          (BUILDING_BODIES.has(key) ? undefined : bodyNames.get(key)) ??
          KNOWN_IN_TITLES.get(key) ??
          (bodyAcronymExpansion(view, i, end, bodyNames) ? 'ORG' : undefined);
        // "This Is Us", "Help Us Understand": a place's or body's two-letter abbreviation written with a small
        // letter is a word of the headline, not the abbreviation ("US", "UN").
        const label =
          (known !== 'PER' && key.length === 2 && analysed.values[i] !== key.toUpperCase()) ||
          // "Hackers Target NSSF": a common word known as a firm's name is the headline's verb.
          (end === i && knownWordAsHeadlineVerb(view, i, to))
            ? undefined
            : known;
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
      // "To Snub Gorbachev's Funeral": the headline's verb is no word of the name after it.
      if (!matched && headlineVerbBeforeName(view, i, to)) {
        i++;
        continue;
      }
      if (
        !matched &&
        (knownSurnameAlone(view, i) || givenNamePossessive(view, i) || kinPossessive(view, i))
      ) {
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
      // "Attack On Beto O’Rourke Backfires": a name word and an "O'" surname are a person before any verb.
      if (!matched && i + 1 <= to && irishSurnameAfterName(view, i, i + 1)) {
        mentions.push(certainMention(analysed, 'PER', i, i + 1));
        i += 2;
        continue;
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
          // A person's title opening the stretch names a person whatever verb follows ("Sen. Lisa Murkowski
          // Announces ...", as running text reads "attacks on Dr. Anthony Fauci").
          if (
            nameLike &&
            !FIRST_NAMES.has(view.lowers[i]!) &&
            !PERSON_TITLES.has(view.lowers[i]!) &&
            (organisationCue(view, i, end) || institutionName(view, i, end))
          ) {
            // Unless it is the surname of a person the body names in full.
            if (end === i && surnameOfBodyPerson(view, i, bodyNames)) {
              mentions.push(certainMention(analysed, 'PER', i, i));
              i = end + 1;
              matched = true;
              break;
            }
            mentions.push(certainMention(analysed, 'ORG', i, end));
            i = end + 1;
            matched = true;
            break;
          }
        }
      }
      if (!matched && acronymSubjectAt(view, i, to)) {
        mentions.push(certainMention(analysed, 'ORG', i, i));
        i++;
        continue;
      }
      if (!matched) {
        // "Congressional Budget Office Plagued by ...": see titleCaseAgencyEnd.
        const agency = titleCaseAgencyEnd(view, i, to);
        if (agency > i) {
          mentions.push(certainMention(analysed, 'ORG', i, agency));
          i = agency + 1;
          continue;
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
              surnameAsMiddleName(view, person[0], person[1]) ||
              knownSurnameAfterMiddleName(view, person[0], person[1]))
          ) {
            person[1]++;
          }
          person[1] = regnalEnd(view, hyphenatedEnd(view, particleEnd(view, person[1], to), to), to);
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
        // "Vincent van Gogh", "Mohammed bin Salman": a given name before a particle in lower case.
        const particleName = FIRST_NAMES.has(view.lowers[i]!) && particleEnd(view, i, to) > i;
        if (
          next <= to &&
          (particleName ||
            (FIRST_NAMES.has(view.lowers[i]!) &&
              analysed.pos[next] === 'PROPN' &&
              view.capitalised[next] === 1 &&
              !NON_ENTITIES.has(view.lowers[next]!) &&
              !headlineVerbAfterGivenName(view, next)) ||
            verbTaggedSurnameAt(view, next, to) ||
            // Not after a capitalised noun, where the common word is a headline's ("Farm Bill Gambit").
            (commonGivenNameBeforeName(view, i) &&
              !(i > from && view.capitalised[i - 1] === 1 && NOUN_LIKE.has(analysed.pos[i - 1]!))))
        ) {
          let end = particleName ? i : next;
          // "Robert De Niro": a particle and the name it starts.
          if (NAME_PARTICLES.has(view.lowers[next]!) && next + 1 <= to && view.capitalised[next + 1] === 1) {
            end = next + 1;
          } else if (
            // "Michael B. Jordan", "Michael J. Fox": after a middle initial, the surname, whatever else the
            // word names alone (a place, an organisation).
            MIDDLE_INITIAL.test(analysed.values[next]!) &&
            next + 1 <= to &&
            view.capitalised[next + 1] === 1 &&
            NAME_WORD.test(analysed.values[next + 1]!) &&
            !NON_ENTITIES.has(view.lowers[next + 1]!)
          ) {
            end = next + 1;
          } else if (
            next + 1 <= to &&
            (LAST_NAMES.has(view.lowers[next + 1]!) ||
              (middleNameAt(view, i, next) && thirdNameWord(view, next + 1)) ||
              surnameAsMiddleName(view, i, next) ||
              knownSurnameAfterMiddleName(view, i, next)) &&
            // Not a headline verb that is also a surname ("Mark Hamill Burns ...").
            !(COMMON_WORDS.has(view.lowers[next + 1]!) && view.lowers[next + 1]!.endsWith('s'))
          ) {
            end = next + 1;
          }
          end = regnalEnd(view, hyphenatedEnd(view, particleEnd(view, end, to), to), to);
          const named = namedAfterPerson(view, end, to);
          if (named) end++;
          mentions.push(certainMention(analysed, named ?? 'PER', start, end));
          i = end + 1;
        } else if (next <= to && nameLikePairAt(view, i)) {
          // "Surprise Worthy Of Maury Povich", "While It Probes Nev Schulman Sexual Misconduct Claims": see
          // nameLikePairAt; uncertain, so that the body's reading of the name wins.
          mentions.push({ ...certainMention(analysed, 'PER', i, next), certain: false });
          i = next + 1;
        } else {
          i = titleCaseTown(view, i, to, mentions);
        }
      }
    }
  }
  return mentions;
}
