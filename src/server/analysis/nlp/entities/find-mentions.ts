// The sentence-case reader: findMentions finds the mentions of a text (a body, or a headline not in Title
// Case) from candidate spans, special names and coordinated word lists.
import { lowerCaseValues, type AnalysedText } from '../text-analysis';
import { certainMention, type EntityLabel, type Mention } from './mention';
import { COMMON_WORDS, LIST_JOINERS } from './lexicons';
import { givenNameBeforeAgedSurname, nameView, type NameView } from './name-view';
import { candidateSpans, spansOutside } from './spans';
import { EntityResolver, gazetteerLabel } from './entity-resolver';
import {
  awardNames,
  courtCases,
  datelinePlaces,
  datelineWireCredit,
  dateNamedBodies,
  hyphenatedPeople,
  hyphenatedPlaces,
  namedDays,
  namedStorms,
  nicknamedPeople,
  partyStatePlaces,
  possessiveVenues,
  prefixedNames,
  quotedWorks,
  stageNames,
  statesBeforeTitles,
  threatActorNames,
  townStateCodes,
} from './special-names';
import { isQuotedHeadline, titleCaseSpanMentions } from './title-case';

/** A feed's standfirst glued to its body ("... journey recordsJaguar Land Rover says"): word + capitalised word. */
const GLUED_SENTENCE = /^(\p{Ll}{3,})(\p{Lu}\p{Ll}+)$/u;

/**
 * The text with each word glued to the next sentence's first word by a feed ("production stoppageBusiness
 * live", "prisonDonald Trump") read as that first word, which starts a sentence; the text itself when there is
 * none (the common case, no copy). Only after an ordinary word and before a space, not in code ("setTimeout(").
 */
function unglued(
  analysed: AnalysedText,
  lowers: readonly string[],
): { analysed: AnalysedText; glued: number[] } {
  let copy: AnalysedText | null = null;
  const glued: number[] = [];
  const { values, types, spaces } = analysed;
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    // Cheap tests first (this runs over every token): an ASCII lower-case first letter, a word that is not
    // its own lower case (the same string for nearly every word), and an ASCII upper-case letter from the
    // fourth on.
    const first = value.charCodeAt(0);
    if (first < 97 || first > 122 || value === lowers[i] || value.length < 5 || types[i] !== 'word') continue;
    let upper = false;
    for (let k = 3; k < value.length && !upper; k++) {
      const code = value.charCodeAt(k);
      upper = code >= 65 && code <= 90;
    }
    if (!upper) continue;
    const parts = GLUED_SENTENCE.exec(value);
    if (!parts || !COMMON_WORDS.has(parts[1]!) || (i + 1 < values.length && spaces[i + 1] === '')) continue;
    copy ??= { ...analysed, values: [...values], lemmas: [...analysed.lemmas], pos: [...analysed.pos] };
    copy.values[i] = parts[2]!;
    copy.lemmas[i] = parts[2]!.toLowerCase();
    copy.pos[i] = 'PROPN';
    glued.push(i);
  }
  return { analysed: copy ?? analysed, glued };
}

/**
 * Mentions in free text (article body, or a sentence-case title). `titleCaseRanges`: token ranges to read
 * like a Title Case title (a repeated headline).
 */
export function findMentions(
  text: AnalysedText,
  titleCaseRanges: ReadonlyArray<[number, number]> = [],
): Mention[] {
  const lowers = lowerCaseValues(text);
  const { analysed, glued } = unglued(text, lowers);
  const view = nameView(analysed, analysed === text ? lowers : undefined);
  for (const i of glued) view.starts[i] = 1;
  const resolver = new EntityResolver(view);
  // A sentence of the text written in Title Case (a headline quoted in a description: "The post Ledger
  // Confirms Breach Linked to Global-e Data Exposure appeared ...") is read like a Title Case title.
  const titleCaseSentences = [
    ...titleCaseRanges,
    ...analysed.sentenceSpans.filter(([from, to]) => isQuotedHeadline(analysed, from, to)),
  ];
  const inTitleCase = (i: number) => titleCaseSentences.some(([from, to]) => i >= from && i <= to);
  const titleCaseSpans: Array<[number, number]> = [];
  const dateline = datelinePlaces(view);
  for (const [from, to] of dateline) resolver.mentions.push(certainMention(analysed, 'LOC', from, to));
  const datelineEnd = dateline.length > 0 ? dateline[dateline.length - 1]![1] : -1;
  if (datelineEnd >= 0) {
    // The sentence starts again after the dateline ("SEOUL South Korean police", "NEW YORK - Police said"):
    // its first word is capitalised as a sentence's first word, not as a name.
    let next = datelineEnd + 1;
    while (next < analysed.values.length && /^[-–—:]+$/.test(analysed.values[next]!)) next++;
    if (next < analysed.values.length && analysed.types[next] === 'word') view.starts[next] = 1;
  }
  const wireCredit = datelineWireCredit(view);
  if (wireCredit) resolver.mentions.push(certainMention(analysed, 'ORG', wireCredit[0], wireCredit[1]));
  resolver.mentions.push(...prefixedNames(view));
  // A given name news also writes as a common word, before a surname and an age ("Autumn Redpath, 22,"):
  // the pair is the person; the surname's own span merges into it when tallied.
  for (let k = 2; k + 2 < analysed.values.length; k++) {
    if (analysed.values[k] === ',' && givenNameBeforeAgedSurname(view, k - 2)) {
      resolver.mentions.push(certainMention(analysed, 'PER', k - 2, k - 1));
    }
  }
  // A nickname quoted inside a person's name is no work ("Dwayne 'The Rock' Johnson").
  const nicknamed = nicknamedPeople(view);
  const works = quotedWorks(view).filter(
    ([from]) => !inTitleCase(from) && !nicknamed.some(([start, end]) => from > start && from < end),
  );
  for (const [from, to] of works) resolver.mentions.push(certainMention(analysed, 'MISC', from, to));
  const partyStates = partyStatePlaces(view);
  for (const [, from, to] of partyStates) resolver.mentions.push(certainMention(analysed, 'LOC', from, to));
  const dateBodies = dateNamedBodies(view);
  for (const [from, to] of dateBodies) resolver.mentions.push(certainMention(analysed, 'ORG', from, to));
  const hyphenPlaces = [...hyphenatedPlaces(view), ...townStateCodes(view)];
  for (const [from, to] of hyphenPlaces) {
    const place = certainMention(analysed, 'LOC', from, to);
    // A state's postal code that ends a sentence keeps its full stop in wink's token ("National Harbor, MD.").
    place.name = place.name.replace(/^(\p{Lu}{2})\.$/u, '$1');
    resolver.mentions.push(place);
  }
  // A state's abbreviation before a person title ("NY Attorney General Eric Schneiderman"): the state apart, the rest
  // of its run read as usual.
  const titledStates = statesBeforeTitles(view);
  for (const [k] of titledStates) resolver.mentions.push(certainMention(analysed, 'LOC', k, k));
  const venues = possessiveVenues(view);
  for (const [label, from, to] of venues) resolver.mentions.push(certainMention(analysed, label, from, to));
  // Awards, storms, named days (not inside a quoted work) and court cases, and stage names ("Lil Nas X"), listed
  // where they stand among the spans' names; what one leaves of a span is read as usual ("Oscar nominee Stan
  // Chervin").
  const named =
    (label: EntityLabel) =>
    ([from, to]: [number, number]): [number, number, EntityLabel] => [from, to, label];
  const days = namedDays(view, false).filter(
    ([from, to]) => !works.some(([start, end]) => from <= end && to >= start),
  );
  const events = [
    ...[...awardNames(view), ...namedStorms(view, false), ...days, ...courtCases(view, false)].map(
      named('MISC'),
    ),
    ...stageNames(view).map(named('PER')),
    ...hyphenatedPeople(view).map(named('PER')),
    ...nicknamed.map(named('PER')),
    ...threatActorNames(view, false).map(named('ORG')),
  ].sort((a, b) => a[0] - b[0]);
  let nextEvent = 0;
  let spans = candidateSpans(view);
  resolver.coordinated = coordinatedWords(view, spans);
  const eventSpans = events.map(([from, to]): [number, number] => [from, to]);
  if (eventSpans.length > 0) spans = spansOutside(spans, eventSpans);
  for (const [candidateFrom, to] of spans) {
    for (; nextEvent < events.length && events[nextEvent]![0] < candidateFrom; nextEvent++) {
      const [from, end, label] = events[nextEvent]!;
      resolver.mentions.push(certainMention(analysed, label, from, end));
    }
    if (to <= datelineEnd) continue;
    let from = Math.max(candidateFrom, datelineEnd + 1);
    if (titledStates.length > 0) from = titledStates.find(([k]) => k === from)?.[1] ?? from;
    if (from > to) continue;
    if (works.some(([start, end]) => from >= start && from <= end)) continue;
    if (partyStates.some(([start, , end]) => from >= start && from <= end)) continue;
    if (dateBodies.some(([start, end]) => from >= start && from <= end)) continue;
    if (hyphenPlaces.some(([start, end]) => from <= end && to >= start)) continue;
    if (venues.some(([, start, end]) => from <= end && to >= start)) continue;
    if (inTitleCase(from)) {
      // A span running past a repeated headline ("... Year's Eve appeared") is cut at its end.
      const range = titleCaseSentences.find(([start, end]) => from >= start && from <= end)!;
      titleCaseSpans.push([from, Math.min(to, range[1])]);
      if (to > range[1]) resolver.resolve(range[1] + 1, to, false);
    } else {
      resolver.resolve(from, to, false);
    }
  }
  for (const [from, end, label] of events.slice(nextEvent)) {
    resolver.mentions.push(certainMention(analysed, label, from, end));
  }
  if (titleCaseSpans.length === 0) return resolver.mentions;
  return [...resolver.mentions, ...titleCaseSpanMentions(view, titleCaseSpans, new Map())];
}

/**
 * Unknown one-word runs listed with known names that are all organisations or all places ("VPNs from Cisco
 * and Citrix", "Jeep, Dodge, Chrysler suffer ..."): token → that class. Lists are of like things.
 */
function coordinatedWords(view: NameView, spans: ReadonlyArray<[number, number]>): Map<number, EntityLabel> {
  const coordinated = new Map<number, EntityLabel>();
  const { values } = view.analysed;
  // Lists are rare: find each run of spans joined only by list words, and only then look names up.
  let first = 0;
  for (let k = 1; k <= spans.length; k++) {
    let joined = k < spans.length && spans[k]![0] > spans[k - 1]![1] + 1;
    for (let t = spans[k - 1]![1] + 1; joined && t < spans[k]![0]; t++) joined = LIST_JOINERS.has(values[t]!);
    if (joined) continue;
    if (k - first > 1) labelList(view, spans, first, k, coordinated);
    first = k;
  }
  return coordinated;
}

/** Types the unknown one-word members of list spans[first, end) when its known members agree. */
function labelList(
  view: NameView,
  spans: ReadonlyArray<[number, number]>,
  first: number,
  end: number,
  coordinated: Map<number, EntityLabel>,
): void {
  let shared: EntityLabel | undefined;
  for (let k = first; k < end; k++) {
    const label = gazetteerLabel(view, spans[k]![0], spans[k]![1]);
    if (!label) continue;
    if (shared !== undefined && shared !== label) return;
    shared = label;
  }
  if (shared !== 'ORG' && shared !== 'LOC') return;
  for (let k = first; k < end; k++) {
    const [from, to] = spans[k]!;
    if (from === to && !gazetteerLabel(view, from, to)) coordinated.set(from, shared);
  }
}
