// Finders of particular name shapes that the span rules do not see: quoted works, datelines, prefixed and
// hyphenated names, awards, named storms, named days, party-state tags, date-named bodies, threat groups, possessive
// venues and the names of breach notices.
import { MONTH_ABBREVIATIONS, MONTH_NAMES, withPeriods } from '../../text/calendar-words';
import { textOfTokens } from '../text-analysis';
import { personShaped } from './entity-resolver';
import { NAME_LIKE_THRESHOLD, nameLikeness } from './name-likeness';
import type { EntityLabel, Mention } from './mention';
import {
  BUILDING_KEYWORDS,
  COMMON_WORDS,
  COMPANY_SUFFIXES,
  FIRST_NAMES,
  FUNCTION_POS,
  GAZETTEER,
  KNOWN_IN_TITLES,
  KNOWN_NAMES,
  KNOWN_SURNAMES,
  knownAsNoOtherKind,
  NAME_WORD,
  NON_ENTITIES,
  OPENING_QUOTES,
  ORG_INTRODUCERS,
  ORG_KEYWORDS,
  PERSON_TITLES,
  STORM_PREFIXES,
  TITLE_SMALL_WORDS,
  TOWNS,
} from './lexicons';
import {
  isAdjective,
  isCommonWord,
  isHyphen,
  isPossessiveS,
  lowerName,
  singularFiniteVerb,
  type NameView,
} from './name-view';

/**
 * Venues and businesses named with a lone name's possessive ("Levi's Stadium", "at Archibald's Gentlemen's
 * Club"): a capitalised word after no other capitalised word, no known person nor surname of one ("Trump's
 * Justice Department" stays a person's), its possessive, then up to three capitalised words (possessives
 * between) ending in a building word (a place) or an organisation keyword (an organisation).
 */
export function possessiveVenues(view: NameView): Array<[EntityLabel, number, number]> {
  if (!holdsTrigger(view, TRIGGER_POSSESSIVE)) return [];
  const { values } = view.analysed;
  const found: Array<[EntityLabel, number, number]> = [];
  for (let i = 0; i + 2 < values.length; i++) {
    if (!isPossessiveS(values[i + 1])) continue;
    if (view.capitalised[i] !== 1 || !NAME_WORD.test(values[i]!)) continue;
    if (i > 0 && view.capitalised[i - 1] === 1 && NAME_WORD.test(values[i - 1]!)) continue;
    const word = view.lowers[i]!;
    if (KNOWN_NAMES.has(word) || KNOWN_SURNAMES.has(word)) continue;
    for (let k = i + 2; k <= i + 6 && k < values.length; k++) {
      if (isPossessiveS(values[k])) continue;
      if (view.capitalised[k] !== 1 || !NAME_WORD.test(values[k]!)) break;
      const label = BUILDING_KEYWORDS.has(view.lowers[k]!)
        ? 'LOC'
        : ORG_KEYWORDS.has(view.lowers[k]!)
          ? 'ORG'
          : null;
      if (label) {
        found.push([label, i, k]);
        i = k;
        break;
      }
    }
  }
  return found;
}

const CLOSING_QUOTES = new Set(['"', '”', '’', "'"]);

/**
 * The quotation opened at token open, closed within ten tokens: [first, last token inside it (trailing
 * punctuation left out), closing quote], when its first token is a capitalised word; else null. A straight
 * quote glued to the comma or stop before it closes speech ('"Warning ignored," Stormy Daniels' attorney
 * tweeted'): it opens nothing, so the name after it is not read as quoted up to a possessive's apostrophe.
 */
function quotation(view: NameView, open: number): [number, number, number] | null {
  const { values, types, spaces } = view.analysed;
  // Cheap tests first (this runs at every token): the token's type, then one character, which every opening
  // quote is.
  if (types[open] !== 'punctuation' || values[open]!.length !== 1 || !OPENING_QUOTES.has(values[open]!)) {
    return null;
  }
  if (spaces[open] === '' && /^[,.!?]$/.test(values[open - 1] ?? '') && !/^[“‘]$/.test(values[open]!)) {
    return null;
  }
  let close = open + 1;
  while (close < values.length && close - open <= 10 && !CLOSING_QUOTES.has(values[close]!)) close++;
  if (close >= values.length || !CLOSING_QUOTES.has(values[close]!)) return null;
  const from = open + 1;
  let to = close - 1;
  while (to >= from && types[to] === 'punctuation') to--;
  if (to < from || types[from] !== 'word' || view.capitalised[from] !== 1) return null;
  return [from, to, close];
}

/**
 * Nouns after a quoted title that make it a work's ("'Glee' Star", "'SNL' Sketch", "'Aladdin' Trailer"), alone or
 * after "Co-" ("'The View' Co-Hosts").
 */
const WORK_NOUNS = new Set(
  `star stars season cast trailer teaser reboot reunion revival movie film episode staff guest spoof cameo
   sketch host hosts series show finale premiere sequel prequel remake actor actress creator creators writer
   director monologue segment outtakes special character characters album song video musical documentary
   podcast parody spinoff scene showrunner`.split(/\s+/),
);

/**
 * Quoted works in a Title Case headline, where every word is capitalised and a quotation may as well be
 * speech: only before a noun of a work ("'Game Of Thrones' Star", "'Lou Dobbs' Guest"), after one and a
 * preposition ("Star Of 'Slumdog Millionaire'", "Final Season Of 'Game Of Thrones'", "Creator Of 'Ugly
 * Betty'"), after a closing "On" ("Heads Explode On 'SNL'", "... On 'Jimmy Kimmel'"), or opening the headline
 * before a verb (openingWorkActs): [first, last token], MISC. A person's name
 * quoted so is the show's ("'Mary Tyler Moore' Star"); a quoted name elsewhere may be a sketch's character
 * ("'Joe Biden' Meets ..."), and stays as the other rules read it.
 */
export function titleCaseQuotedWorks(view: NameView): Array<[number, number]> {
  if (!holdsTrigger(view, TRIGGER_QUOTE)) return [];
  const { values, types } = view.analysed;
  const works: Array<[number, number]> = [];
  for (let open = 0; open < values.length; open++) {
    const quoted = quotation(view, open);
    if (!quoted) continue;
    const [from, to, close] = quoted;
    const after = close + 1;
    // The noun may be a "Co-" compound, one token ("'The View' Co-Hosts", "'Stranger Things' Co-Star").
    const word = view.lowers[after] ?? '';
    const workNoun = types[after] === 'word' && WORK_NOUNS.has(word.startsWith('co-') ? word.slice(3) : word);
    const workNounBefore =
      /^(?:of|in|on|from)$/.test(view.lowers[open - 1] ?? '') &&
      view.capitalised[open - 2] === 1 &&
      WORK_NOUNS.has(view.lowers[open - 2]!);
    const closingOn =
      view.lowers[open - 1] === 'on' && (after >= values.length || /^[:,;]$/.test(values[after]!));
    if (
      workNoun ||
      workNounBefore ||
      closingOn ||
      namedShow(view, from, to) ||
      openingWorkActs(view, open, from, to, close)
    ) {
      works.push([from, to]);
    }
    open = close;
  }
  return works;
}

/**
 * A quotation of "The", a name and "Show" ("'The Drew Barrymore Show'", "'The Daily Show'"): a programme's title
 * wherever it stands in a Title Case headline, not speech nor the person it is named after. The cheapest test
 * first: the last word.
 */
function namedShow(view: NameView, from: number, to: number): boolean {
  return view.lowers[to] === 'show' && to > from + 1 && view.lowers[from] === 'the';
}

/**
 * A quotation opening a Title Case headline, followed by a verb of which it is the subject ("'Jeopardy!' Makes A
 * Spelling Error", "'Sesame Street' Introduces Gay Dads", "'House Of The Dragon' Is Already Ratings King"): a work
 * doing something, as a show, a film or a book does in the news; the verb in a singular subject's shape
 * ("'Sanctuary Cities' Are Working" is a plural's). A scare quote opening a headline qualifies the noun after it
 * ("'Amazing' Dogs Work Together", "'Lax' Security At TwitchCon") and speech ends in a colon ("'Spineless Coward':
 * Kevin McCarthy Ripped"); one common word alone is no title, and a person's name quoted so is a sketch's
 * character ("'Joe Biden' Meets His Cool Jason Sudeikis Self").
 */
function openingWorkActs(view: NameView, open: number, from: number, to: number, close: number): boolean {
  if (open !== 0 || (from === to && isCommonWord(view, from))) return false;
  if (personShaped(view, from, to) || GAZETTEER.get(lowerName(view, from, to)) === 'PER') return false;
  return view.capitalised[close + 1] === 1 && singularFiniteVerb(view.lowers[close + 1]!);
}

/**
 * Quoted names of works in sentence-case text: a quotation of at most 8 words, all capitalised but for
 * small words ("Play It Cool", "Bat Out of Hell", "Artemis"), is the title of a song, film, book or
 * campaign; quoted speech in running text is not capitalised word by word. A single quoted word must be
 * no common word ("Perfect" is a scare quote). Returns [from, to] word ranges.
 */
export function quotedWorks(view: NameView): Array<[number, number]> {
  if (!holdsTrigger(view, TRIGGER_QUOTE)) return [];
  const { analysed } = view;
  const works: Array<[number, number]> = [];
  for (let open = 0; open < analysed.values.length; open++) {
    const quoted = quotation(view, open);
    if (!quoted) continue;
    const [from, to, close] = quoted;
    let words = 0;
    let titled = true;
    for (let i = from; i <= to && titled; i++) {
      if (analysed.types[i] !== 'word') continue;
      words++;
      // "with" is a title's small word too ("The Late Show with Stephen Colbert", "Dancing with the Stars"):
      // the host's name inside is the show's, not a person named apart.
      titled =
        view.capitalised[i] === 1 ||
        TITLE_SMALL_WORDS.has(analysed.values[i]!) ||
        analysed.values[i] === 'with';
    }
    if (!titled || words > 8) continue;
    if (words === 1 && (isCommonWord(view, from) || GAZETTEER.has(view.lowers[from]!))) continue;
    // A quoted name the lists know as an organisation is that organisation, not a work ("the ‘Daily Mail’
    // publisher", "told 'The Guardian'"), as a single known word is above.
    if (words > 1 && GAZETTEER.get(lowerName(view, from, to)) === 'ORG') continue;
    // A name quoted after an organisation noun is the organisation's ("hacking group ‘ShinyHunters’").
    if (
      ORG_INTRODUCERS.has(analysed.lemmas[open - 1] ?? '') &&
      analysed.values[open - 1] === view.lowers[open - 1]
    ) {
      continue;
    }
    works.push([from, to]);
    open = close;
  }
  return works;
}

/**
 * The place of a press-release dateline: a text that opens with a run of words in capitals followed by
 * a comma or a dash ("SAN ANGELO, TX ...", "TAMPA BAY, Fla.--(BUSINESS WIRE)--"), with the state or
 * country abbreviation after the comma. Returns [from, to] token ranges (none when there is no dateline).
 */
export function datelinePlaces(view: NameView): Array<[number, number]> {
  const { values, types } = view.analysed;
  let end = 0;
  // Cheap test first: most texts open with a word that is not all capitals.
  while (
    types[end] === 'word' &&
    values[end]!.length >= 2 &&
    values[end] !== view.lowers[end] &&
    values[end] === values[end]!.toUpperCase() &&
    /^\p{Lu}+$/u.test(values[end]!)
  ) {
    end++;
  }
  // A wire dateline run into the first sentence without a comma ("SEOUL South Korean police will ..."):
  // one all-capital word that names a known place, then a capitalised word that is not all capitals.
  if (
    end === 1 &&
    view.capitalised[1] === 1 &&
    values[1] !== values[1]!.toUpperCase() &&
    (KNOWN_NAMES.get(view.lowers[0]!) === 'LOC' || TOWNS.has(view.lowers[0]!))
  ) {
    return [[0, 0]];
  }
  if (end === 0 || (values[end] !== ',' && !/^-+$/.test(values[end] ?? ''))) return [];
  // "AI-powered tool ...", "UI-driven": a hyphen glued to a lower-case word makes a compound, not a dateline
  // ("ZORBTOWN--(BUSINESS WIRE)--" is one).
  const { spaces } = view.analysed;
  const state = end + 1;
  if (
    spaces[end] === '' &&
    spaces[state] === '' &&
    types[state] === 'word' &&
    values[state] === view.lowers[state]
  ) {
    return [];
  }
  const abbreviation = (view.lowers[state] ?? '').replace(/\.$/, '');
  // A state's abbreviation after the comma: "TX", "Pa.", "N.Y." (press-release datelines).
  const stateFollows =
    values[end] === ',' &&
    /^(?:\p{Lu}{2}|\p{Lu}\p{Ll}{1,4}\.|\p{Lu}\.\p{Lu}\.)$/u.test(values[state] ?? '') &&
    !NON_ENTITIES.has(abbreviation); // "OKLAHOMA CITY, Sept. 3": a month, not a state
  // One all-capital word before a comma might be an acronym subject ("NASA, the agency"): a place needs
  // two words, a dash after it, or a state's abbreviation and a comma or a wire's dash ("NEWTOWN, Pa.,
  // Nov.", "BURLINGAME, Calif.--(BUSINESS WIRE)--").
  if (
    end === 1 &&
    values[end] === ',' &&
    !(stateFollows && (values[state + 1] === ',' || /^-+$/.test(values[state + 1] ?? '')))
  ) {
    return [];
  }
  const places: Array<[number, number]> = [[0, end - 1]];
  if (stateFollows) places.push([state, state]);
  return places;
}

/**
 * The news agency credited in brackets after a wire story's dateline ("LONDON (AP) Prince Harry entered ...",
 * "BALTIMORE (AP) — Clothing retailer ...", "WASHINGTON, D.C. (Reuters) -"): the text opens with one to four
 * words in capitals, perhaps a comma and a state's abbreviation, then one capitalised word alone in brackets.
 * That word is the agency (ORG; news outlets are organisations), not a place's abbreviation. [k, k] or null.
 */
export function datelineWireCredit(view: NameView): [number, number] | null {
  const { values, types } = view.analysed;
  // Cheap test first: most texts open with a word that is not all capitals.
  const first = values[0] ?? '';
  if (first.length < 2 || types[0] !== 'word' || first !== first.toUpperCase() || !/^\p{Lu}/u.test(first)) {
    return null;
  }
  let open = 1;
  while (open <= 3 && types[open] === 'word' && /^\p{Lu}+$/u.test(values[open]!)) open++;
  if (values[open] === ',' && /^\p{Lu}[\p{L}.]{0,5}$/u.test(values[open + 1] ?? '')) open += 2;
  if (values[open] !== '(' || values[open + 2] !== ')') return null;
  const credit = open + 1;
  return types[credit] === 'word' && /^\p{Lu}[\p{L}]{1,9}$/u.test(values[credit]!) ? [credit, credit] : null;
}

/** "pro-Trump", "Anti-Biden", "ex-Google": a stance or past prefix joined to a name by a hyphen. */
const PREFIXED_NAME = /^(?:pro|anti|ex|non|post)-(\p{Lu}[\p{L}'’.]*)$/iu;

/**
 * Known names inside prefixed compounds ("pro-Trump media", "anti-Israel protests"), which are one token
 * and so no capitalised run: the name is mentioned with its known type (people, organisations, places). A
 * known person's surname that names nothing else is that person ("Ex-Bush Aide", "ex-Clinton adviser"),
 * unless it opens a longer known name.
 */
export function prefixedNames(view: NameView): Mention[] {
  const mentions: Mention[] = [];
  const { values, types } = view.analysed;
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    // Cheap test first: a hyphen at position 2 to 4.
    if (types[i] !== 'word' || value.length < 5) continue;
    const hyphen = value.indexOf('-');
    if (hyphen < 2 || hyphen > 4) continue;
    const name = PREFIXED_NAME.exec(value)?.[1];
    if (!name) continue;
    const lower = name.toLowerCase();
    const label =
      KNOWN_NAMES.get(lower) ??
      (KNOWN_SURNAMES.has(lower) &&
      !FIRST_NAMES.has(lower) &&
      !COMMON_WORDS.has(lower) &&
      // Not the first word of a longer known name ("Ex-Fleetwood Mac Guitarist").
      !KNOWN_NAMES.has(`${lower} ${view.lowers[i + 1] ?? ''}`)
        ? 'PER'
        : undefined);
    if (label === 'PER' || label === 'ORG' || label === 'LOC') {
      mentions.push({ label, name, certain: true, single: true, weak: false, byContext: false });
    }
  }
  return mentions;
}

/** Prefixes of rappers' and DJs' stage names, written so before the name ("Lil Nas X", "DJ Khaled"). */
const STAGE_PREFIXES = new Set(['Lil', 'DJ', 'Yung']);

/**
 * Stage names opened by "Lil", "DJ" or "Yung" as written ("Lil Nas X", "Lil Uzi Vert", "DJ Khaled"): [first,
 * last token], a person, in running text and Title Case alike. The prefix and up to three name-shaped words
 * that are no common or small words ("DJ Set" is none), or a single capital letter ("X"), then what follows
 * is read as usual ("Lil Nas X Drops ..."). Given names, surnames and capitals had cut them ("Uzi Vert") or
 * made them organisations.
 */
export function stageNames(view: NameView): Array<[number, number]> {
  if (!holdsTrigger(view, TRIGGER_STAGE)) return [];
  const found: Array<[number, number]> = [];
  const { values } = view.analysed;
  for (let i = 0; i + 1 < values.length; i++) {
    if (!STAGE_PREFIXES.has(values[i]!)) continue;
    let end = i;
    while (end + 1 < values.length && end - i < 3) {
      const k = end + 1;
      const word = values[k]!;
      // After the first word, no word in "-s", where a Title Case headline's verb stands ("Lil Nas X Recreates").
      const nameShaped =
        (NAME_WORD.test(word) &&
          !isCommonWord(view, k) &&
          !FUNCTION_POS.has(view.analysed.pos[k]!) &&
          (k === i + 1 || !word.endsWith('s'))) ||
        (k > i + 1 && /^\p{Lu}$/u.test(word));
      if (!nameShaped || view.analysed.spaces[k] === '' || !knownAsNoOtherKind(view.lowers[k]!)) break;
      end = k;
    }
    if (end > i) found.push([i, end]);
    i = end;
  }
  return found;
}

/**
 * Two people joined by a hyphen, as a meeting, a ticket or a pair is named ("Trump-Kim Dinner", "the Biden-Harris
 * team", "Trump-Hannity Bedtime Chats"): a person the lists know by one word, a hyphen glued to both words, and
 * the surname of a known person. Each word alone, a person: [token, token] ranges. Not a double-barrelled name
 * (neither "Ocasio" nor "Louis" is a person alone), nor after a given name ("Donald Trump-Kim"), nor before a
 * name word that goes on with the second ("Trump-Kim Jong Un"), which the span rules read as before.
 */
export function hyphenatedPeople(view: NameView): Array<[number, number]> {
  const found: Array<[number, number]> = [];
  const { values, spaces } = view.analysed;
  for (let i = 1; i + 1 < values.length; i++) {
    // Cheap test first: a hyphen glued to the words on both sides.
    if (!isHyphen(values[i]) || spaces[i] !== '' || spaces[i + 1] !== '') continue;
    const [first, second] = [view.lowers[i - 1]!, view.lowers[i + 1]!];
    if (
      KNOWN_NAMES.get(first) !== 'PER' ||
      !(KNOWN_SURNAMES.has(second) || KNOWN_NAMES.get(second) === 'PER')
    ) {
      continue;
    }
    if (view.capitalised[i - 1] !== 1 || view.capitalised[i + 1] !== 1 || COMMON_WORDS.has(second)) continue;
    if (FIRST_NAMES.has(view.lowers[i - 2] ?? '') && view.capitalised[i - 2] === 1) continue;
    const next = i + 2;
    if (
      next < values.length &&
      view.capitalised[next] === 1 &&
      NAME_WORD.test(values[next]!) &&
      !isCommonWord(view, next)
    ) {
      continue;
    }
    found.push([i - 1, i - 1], [i + 1, i + 1]);
  }
  return found;
}

/**
 * A person's name with a nickname quoted inside it ("Dwayne 'The Rock' Johnson", "Bhagavan 'Doc' Antle"): a
 * capitalised given name (a known one, or a word that is no common word and scores as a name word) after no
 * capitalised name word, a quotation of one to three capitalised words glued to its quotes, and a capitalised word
 * after it that is no common word and no known name of another kind (the surname). The whole, as written: [first,
 * last token]. The span rules read the three apart (a person "Dwayne", a quoted work "The Rock", a person
 * "Johnson"). Not a quoted word before a verb ("Trump 'Very Much' Wants", "Biden 'Deeply' Saddened": the word
 * after is a common word), nor a quotation after a full name ("Kirsten Dunst 'Was In On' Oscar Joke").
 */
export function nicknamedPeople(view: NameView): Array<[number, number]> {
  if (!holdsTrigger(view, TRIGGER_QUOTE)) return [];
  const found: Array<[number, number]> = [];
  const { values, types, spaces } = view.analysed;
  for (let open = 1; open + 3 < values.length; open++) {
    // Cheap tests first: an opening quote with a space before it, glued to a capitalised word after it.
    if (types[open] !== 'punctuation' || !OPENING_QUOTES.has(values[open]!) || spaces[open] === '') continue;
    if (spaces[open + 1] !== '' || view.capitalised[open + 1] !== 1) continue;
    let close = open + 1;
    while (close - open <= 3 && types[close] === 'word' && view.capitalised[close] === 1) close++;
    if (!CLOSING_QUOTES.has(values[close] ?? '') || spaces[close] !== '') continue;
    const [given, surname] = [open - 1, close + 1];
    if (!personWordAt(view, surname) || spaces[surname] === '' || view.capitalised[given] !== 1) continue;
    const givenName =
      FIRST_NAMES.has(view.lowers[given]!) ||
      (personWordAt(view, given) && nameLikeness(view.lowers[given]!) >= NAME_LIKE_THRESHOLD);
    if (!givenName || !knownAsNoOtherKind(view.lowers[given]!)) continue;
    // The given name opens the name, not the surname of a name before it.
    if (given > 0 && view.capitalised[given - 1] === 1 && NAME_WORD.test(values[given - 1]!)) continue;
    found.push([given, surname]);
    open = surname;
  }
  return found;
}

/**
 * Two given names alone joined by "And" in a Title Case headline ("Secret Service Barred From Jared And Ivanka's
 * Bathrooms", "... Before Harry And Meghan Interview"): a couple or a pair named as news names them, each a person
 * ([token, token] ranges). Capitals mean nothing in such a headline, so each word must be a person's word: no common
 * word, town or known name of another kind, one of them a known given name and the other a known given name or a
 * word that scores as a name word. Not beside a capitalised name word, a hyphen or a quote ("Prince Harry And
 * Meghan", "Peyton And Eli Manning", "Beyoncé And Jay-Z", "'Tom And Jerry'"), which the span rules read; not a name
 * the lists know whole ("Ben And Jerry's").
 */
export function givenNamePairs(view: NameView): Array<[number, number]> {
  const found: Array<[number, number]> = [];
  const { values } = view.analysed;
  for (let k = 1; k + 1 < values.length; k++) {
    // Cheap test first: a capitalised "And".
    if (values[k] !== 'And') continue;
    const [first, second] = [k - 1, k + 1];
    if (!personWordAt(view, first) || !personWordAt(view, second)) continue;
    if (TOWNS.has(view.lowers[first]!) || TOWNS.has(view.lowers[second]!)) continue;
    const given = (i: number) => FIRST_NAMES.has(view.lowers[i]!);
    const nameLike = (i: number) => given(i) || nameLikeness(view.lowers[i]!) >= NAME_LIKE_THRESHOLD;
    if (!(given(first) && nameLike(second)) && !(given(second) && nameLike(first))) continue;
    if (nameGoesOn(view, first - 1) || nameGoesOn(view, second + 1)) continue;
    const whole = [lowerName(view, first, second), `${view.lowers[first]!} & ${view.lowers[second]!}`];
    if (
      whole.some(
        (name) => KNOWN_NAMES.has(name) || KNOWN_NAMES.has(`${name}'s`) || KNOWN_NAMES.has(`${name}’s`),
      )
    ) {
      continue;
    }
    found.push([first, first], [second, second]);
  }
  return found;
}

/**
 * Whether token k, beside a pair of given names, makes them part of something longer: a capitalised name word that is
 * no common word (a surname, a title's name: "Eli Manning", "Meghan Markle"), a hyphen ("Jay-Z") or a quote ("'Tom And
 * Jerry'", a work).
 */
function nameGoesOn(view: NameView, k: number): boolean {
  const value = view.analysed.values[k];
  if (value === undefined) return false;
  if (isHyphen(value) || OPENING_QUOTES.has(value) || CLOSING_QUOTES.has(value)) return true;
  return (
    view.capitalised[k] === 1 &&
    NAME_WORD.test(value) &&
    !isCommonWord(view, k) &&
    !FUNCTION_POS.has(view.analysed.pos[k]!)
  );
}

/** A capitalised name-shaped word that is no common word, function word or known name of another kind. */
function personWordAt(view: NameView, k: number): boolean {
  const word = view.analysed.values[k];
  return (
    word !== undefined &&
    view.capitalised[k] === 1 &&
    NAME_WORD.test(word) &&
    !isCommonWord(view, k) &&
    !FUNCTION_POS.has(view.analysed.pos[k]!) &&
    knownAsNoOtherKind(view.lowers[k]!)
  );
}

/** One-word names of awards, some of them given names too ("Oscar", "Tony"). */
const AWARD_NAMES = new Set(['oscar', 'emmy', 'tony', 'grammy', 'bafta']);
/** Nouns after an award's name that make it the award ("Oscar winner", "Emmy nominations", "Tony Awards"). */
const AWARD_NOUNS = new Set(
  `winner winners nominee nominees nomination nominations nod nods award awards buzz contender contenders
   voters derby statuette ceremony telecast`.split(/\s+/),
);

/**
 * Awards named by one word before an award noun ("the two-time Oscar winner", "this year's Emmy
 * nominations", "Emmy Awards 2020"): [first, last token], the noun included only when it is "Award(s)" in
 * capitals (the award's full name). MISC, as the labelling rules type awards; a given name's rules had made
 * "Oscar", "Emmy" and "Tony" people.
 */
export function awardNames(view: NameView): Array<[number, number]> {
  if (!holdsTrigger(view, TRIGGER_AWARD)) return [];
  const found: Array<[number, number]> = [];
  for (let i = 0; i + 1 < view.lowers.length; i++) {
    if (view.capitalised[i] !== 1 || !AWARD_NAMES.has(view.lowers[i]!)) continue;
    const noun = view.lowers[i + 1]!;
    if (!AWARD_NOUNS.has(noun) || view.analysed.types[i + 1] !== 'word') continue;
    found.push([i, /^awards?$/.test(noun) && view.capitalised[i + 1] === 1 ? i + 1 : i]);
  }
  return found;
}

/**
 * Whether token k is a capitalised name-shaped word that may name something after a storm's or a hacking group's
 * family word: not a Title Case headline's small word nor a word the lists know is no entity.
 */
function nameWordAt(view: NameView, k: number): boolean {
  const word = view.lowers[k]!;
  return (
    view.capitalised[k] === 1 &&
    NAME_WORD.test(view.analysed.values[k]!) &&
    !TITLE_SMALL_WORDS.has(word) &&
    !NON_ENTITIES.has(word)
  );
}

/**
 * Named storms ("Hurricane Dorian", "Typhoon Hagibis", "Tropical Storm Fiona"): [first, last token], MISC as
 * the labelling rules type them (events). The storm word capitalised and after no other name word ("Salt
 * Typhoon" is a hacking group), then one capitalised name word that is no common or small word ("Hurricane
 * Harbor", "Typhoon Hacks", "Tropical Storm As" are no storms); "Storm" alone only after "Tropical" or
 * "Subtropical" or before a given name ("Storm Headed To Bermuda" is a storm, no name). In a Title Case
 * headline the name had been read with the verb after it as a person ("Fiona Approaches", "Dorian
 * Destruction").
 */
export function namedStorms(view: NameView, titleCase: boolean): Array<[number, number]> {
  if (!holdsTrigger(view, TRIGGER_STORM)) return [];
  const found: Array<[number, number]> = [];
  const { lowers, capitalised } = view;
  for (let i = 0; i + 1 < lowers.length; i++) {
    if (capitalised[i] !== 1 || !STORM_PREFIXES.has(lowers[i]!)) continue;
    const name = i + 1;
    const word = lowers[name]!;
    if (!nameWordAt(view, name) || isCommonWord(view, name)) continue;
    const tropical = /^(?:tropical|subtropical)$/.test(lowers[i - 1] ?? '') && capitalised[i - 1] === 1;
    if (lowers[i] === 'storm' && !tropical && !FIRST_NAMES.has(word)) continue;
    const from = tropical ? i - 1 : i;
    // After another name word: in running text any capitalised word but a sentence's first ("Six Flags
    // Hurricane Harbor"), in a Title Case headline one that is no common word and no function word ("3 Dead
    // As Tropical Storm Elsa Barrels Through" is a storm).
    const before = from - 1;
    if (
      before >= 0 &&
      capitalised[before] === 1 &&
      NAME_WORD.test(view.analysed.values[before]!) &&
      (titleCase
        ? !isCommonWord(view, before) &&
          !TITLE_SMALL_WORDS.has(lowers[before]!) &&
          !NON_ENTITIES.has(lowers[before]!)
        : view.starts[before] !== 1)
    ) {
      continue;
    }
    found.push([from, name]);
    i = name;
  }
  return found;
}

/** Last words of the weather names a threat-intelligence vendor gives state and criminal hacking groups. */
const THREAT_ACTOR_FAMILIES = new Set(['typhoon', 'blizzard', 'sleet', 'sandstorm', 'tempest']);

/**
 * Hacking groups named as weather ("Salt Typhoon", "Volt Typhoon", "Midnight Blizzard", "Moonstone Sleet"):
 * [first, last token], ORG as the labelling rules type hacking groups. A capitalised family word (Typhoon for
 * China's, Blizzard for Russia's, Sleet for North Korea's, Sandstorm for Iran's, Tempest for criminal groups) after
 * one capitalised name word: not a small word, an adjective, a verb or a name the lists know, which make it weather
 * ("Death Toll From Typhoon Rai", "Powerful Typhoon", "Texas Blizzard"). A storm's own name follows its word
 * ("Typhoon Hagibis": see namedStorms). In a Title Case headline the group had been cut to "Typhoon".
 */
export function threatActorNames(view: NameView, titleCase: boolean): Array<[number, number]> {
  if (!holdsTrigger(view, TRIGGER_ACTOR)) return [];
  const found: Array<[number, number]> = [];
  const { lowers, capitalised } = view;
  for (let i = 1; i < lowers.length; i++) {
    if (capitalised[i] !== 1 || !THREAT_ACTOR_FAMILIES.has(lowers[i]!)) continue;
    const before = i - 1;
    const word = lowers[before]!;
    if (
      !nameWordAt(view, before) ||
      FUNCTION_POS.has(view.analysed.pos[before]!) ||
      KNOWN_NAMES.has(word) ||
      singularFiniteVerb(word)
    ) {
      continue;
    }
    // Running text writes weather in lower case ("a powerful typhoon"): the family word's capital is the cue. In
    // a Title Case headline, where every word has one, an adjective before it is weather ("Powerful Typhoon
    // Hits"), unless the headline speaks of hacking ("China for Salt Typhoon Hacking"; the tagger reads "Salt"
    // as an adjective).
    if (titleCase && isAdjective(word) && !lowers.some((w) => HACKING_WORD.test(w))) continue;
    found.push([before, i]);
  }
  return found;
}

/** Words of hacking and spying that tell a hacking group's weather name from the weather. */
const HACKING_WORD = /^(?:hack|cyber|breach|spy|spies|espionage|intrusion|apt)/;

/**
 * Named days, holidays and observances ("Memorial Day", "this Independence Day", "Mother's Day", "International
 * Women's Day"): [first, last token], MISC as the labelling rules type events. A capitalised "Day" after a
 * capitalised name word or a word's possessive; not after a given name but in a possessive ("Doris Day", "Andra Day"
 * are people), nor after a small word ("The Day"). In running text the capital of "Day" is the cue, and the
 * capitalised words before it that are no sentence's first join the name; in a Title Case headline, where every
 * word has a capital, the word before must be no common word but in a possessive ("First Day", "Big Day", "Wedding
 * Day" are no names; "Mother's Day" is), no known name and no adjective ("Sweltering Day", "Pennsylvania Day Care"),
 * and nothing joins it. Not before "of" and a capitalised word (a longer name's first words, "International Day of
 * Action"). The gazetteer's own days (Christmas, Thanksgiving) are one word and typed there.
 */
export function namedDays(view: NameView, titleCase: boolean): Array<[number, number]> {
  if (!holdsTrigger(view, TRIGGER_DAY)) return [];
  const found: Array<[number, number]> = [];
  const { lowers, capitalised } = view;
  const values = view.analysed.values;
  for (let i = 1; i < lowers.length; i++) {
    if (lowers[i] !== 'day' || capitalised[i] !== 1 || view.starts[i] === 1) continue;
    const possessive = isPossessiveS(values[i - 1]);
    const word = possessive ? i - 2 : i - 1;
    if (
      word < 0 ||
      capitalised[word] !== 1 ||
      !NAME_WORD.test(values[word]!) ||
      TITLE_SMALL_WORDS.has(lowers[word]!) ||
      NON_ENTITIES.has(lowers[word]!) ||
      (!possessive && FIRST_NAMES.has(lowers[word]!)) ||
      (titleCase &&
        ((!possessive && isCommonWord(view, word)) ||
          KNOWN_NAMES.has(lowers[word]!) ||
          isAdjective(lowers[word]!))) ||
      (values[i + 1] === 'of' && capitalised[i + 2] === 1)
    ) {
      continue;
    }
    let from = word;
    while (
      !titleCase &&
      view.starts[from] !== 1 &&
      from > 0 &&
      capitalised[from - 1] === 1 &&
      NAME_WORD.test(values[from - 1]!) &&
      view.starts[from - 1] !== 1
    ) {
      from--;
    }
    found.push([from, i]);
  }
  return found;
}

/**
 * Court cases by their parties ("Roe v. Wade", "Obergefell v. Hodges", "Brown v. Board of Education"): [first, last
 * token], MISC as the labelling rules type named events and laws. A lower-case "v." between two capitalised
 * name-shaped words (not "vs.", which news writes for any contest, "Harassment vs. Trump's"); in running text
 * the party after it goes on over capitalised words and "of" ("Board of Education"), the party before it back
 * over capitalised words that open no sentence; in a Title Case headline, where every word has a capital, each
 * party is one word ("Biden Says Roe v. Wade Shouldn't Be Overturned").
 */
export function courtCases(view: NameView, titleCase: boolean): Array<[number, number]> {
  if (!holdsTrigger(view, TRIGGER_COURT)) return [];
  const found: Array<[number, number]> = [];
  const { capitalised } = view;
  const values = view.analysed.values;
  for (let i = 1; i + 1 < values.length; i++) {
    if (values[i] !== 'v.' || !NAME_WORD.test(values[i - 1]!) || !NAME_WORD.test(values[i + 1]!)) continue;
    let from = i - 1;
    let to = i + 1;
    // A party's word: capitalised, name-shaped and not a verb ("Joe Biden Says Roe v. Wade Shouldn't ..." quoted).
    const partyWord = (k: number) =>
      capitalised[k] === 1 && NAME_WORD.test(values[k]!) && !/^(?:VERB|AUX)$/.test(view.analysed.pos[k]!);
    if (!titleCase) {
      while (from > 0 && view.starts[from] !== 1 && partyWord(from - 1) && !isCommonWord(view, from - 1))
        from--;
      while (partyWord(to + 1) || (values[to + 1] === 'of' && partyWord(to + 2))) {
        to += values[to + 1] === 'of' ? 2 : 1;
      }
    }
    found.push([from, to]);
  }
  return found;
}

/** Lower-case particles of a hyphenated place name ("Mar-a-Lago", "Hay-on-Wye", "Stratford-upon-Avon"). */
const PLACE_HYPHEN_PARTICLES = new Set(['a', 'on', 'upon', 'sur', 'de', 'la', 'le', 'en', 'del']);

/**
 * Hyphenated place names, three words joined without spaces by a particle ("Mar-a-Lago", "Hay-on-Wye",
 * a Title Case "Mar-A-Lago"): [first, last token]. The outer words capitalised and no common words
 * ("All-in-One", "Host-a-Cyber" are no places).
 */
export function hyphenatedPlaces(view: NameView): Array<[number, number]> {
  if (!holdsTrigger(view, TRIGGER_HYPHEN)) return [];
  const { values, spaces, types } = view.analysed;
  const places: Array<[number, number]> = [];
  for (let i = 0; i + 4 < values.length; i++) {
    // Cheap test first: a hyphen glued to a capitalised word (the capital's flag before reading the tokens).
    if (view.capitalised[i] !== 1 || !isHyphen(values[i + 1]) || types[i] !== 'word') continue;
    if (!isHyphen(values[i + 3]) || !PLACE_HYPHEN_PARTICLES.has(view.lowers[i + 2]!)) continue;
    if (spaces[i + 1] !== '' || spaces[i + 2] !== '' || spaces[i + 3] !== '' || spaces[i + 4] !== '')
      continue;
    if (view.capitalised[i + 4] !== 1 || types[i + 4] !== 'word' || values[i + 4]!.length < 3) continue;
    if (isHyphen(values[i + 5]) && spaces[i + 5] === '') continue;
    if (isCommonWord(view, i) || isCommonWord(view, i + 4)) continue;
    places.push([i, i + 4]);
  }
  return places;
}

/** The US states' and DC's two-letter postal codes, as written after a town ("Fulton, MD"). */
const STATE_POSTAL_CODES = new Set(
  `AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR
   PA RI SC SD TN TX UT VT VA WA WV WI WY DC`.split(/\s+/),
);

/**
 * A town and its US state's postal code inside a text, as press releases close or open a sentence with them
 * ("... in the past three years Fulton, MD, Dec. 1", "at AFA 2025 in National Harbor, MD.", "Palo Alto, CA,
 * 2025-08-16"): one to three capitalised name words, a comma, the code in capitals, then a comma, a full stop,
 * a dash, digits or the end of the text (not "Fidelity, GA Insurance", a name going on). [first, last token]
 * of the town and of the code, both places; a town the lists know as an organisation or a person is left out.
 */
export function townStateCodes(view: NameView): Array<[number, number]> {
  const { values, types } = view.analysed;
  const places: Array<[number, number]> = [];
  for (let k = 2; k < values.length; k++) {
    // Cheap test first: a capitalised town's word (a flag), a comma and a postal code ("MD." when wink keeps a
    // sentence's full stop on it).
    if (view.capitalised[k - 2] !== 1) continue;
    const value = values[k]!;
    if (values[k - 1] !== ',' || !STATE_POSTAL_CODES.has(value.replace(/\.$/, ''))) continue;
    const after = values[k + 1];
    const closes =
      value.endsWith('.') ||
      after === undefined ||
      after === ',' ||
      after === '.' ||
      /^[-–—]+$/.test(after) ||
      types[k + 1] === 'number';
    if (!closes) continue;
    let from = k - 2;
    if (view.capitalised[from] !== 1 || !NAME_WORD.test(values[from]!)) continue;
    while (from > k - 4 && view.capitalised[from - 1] === 1 && NAME_WORD.test(values[from - 1] ?? '')) from--;
    const known = KNOWN_NAMES.get(lowerName(view, from, k - 2));
    if (known === 'ORG' || known === 'PER') continue;
    places.push([from, k - 2], [k, k]);
  }
  return places;
}

/** The AP's abbreviations of US states that are no other word ("Miss." is a title), as headlines write them. */
const STATE_AP_ABBREVIATIONS = new Set(
  `Ala. Ariz. Ark. Calif. Colo. Conn. Del. Fla. Ga. Ill. Ind. Kan. Ky. La. Md. Mass. Mich. Minn. Mo. Mont. Neb.
   Nev. Okla. Ore. Pa. Tenn. Tex. Vt. Va. Wash. Wis. Wyo.`.split(/\s+/),
);

/**
 * Postal codes that are English words too, in capitals ("IN", "OR"), or another body's initials ("New VA Secretary":
 * Veterans Affairs): never read as a state before a title.
 */
const AMBIGUOUS_POSTAL_CODES = new Set(['IN', 'OR', 'ME', 'HI', 'OK', 'ID', 'OH', 'VA']);

/**
 * A US state's postal code or AP abbreviation before a person title that opens a name ("NY Attorney General
 * Eric Schneiderman", "Pa. Attorney General reports ...", "Ga. Gov. Brian Kemp"): the state is a place, the
 * title and what follows are read as usual. Not when the run goes on to an office ("Pa. Attorney General's
 * Office", one organisation as written), nor inside a longer name. [state, first token of the rest of its run]:
 * the rest starts after "AG", which the lists know as no title.
 */
export function statesBeforeTitles(view: NameView): Array<[number, number]> {
  const { values } = view.analysed;
  const states: Array<[number, number]> = [];
  for (let k = 0; k + 1 < values.length; k++) {
    // Cheap test first: a token ending in a capital or a full stop (most end in a small letter), then the lists.
    const value = values[k]!;
    const last = value.charCodeAt(value.length - 1);
    if (last !== 46 && (last < 65 || last > 90)) continue;
    if (
      value.length === 2
        ? !STATE_POSTAL_CODES.has(value) || AMBIGUOUS_POSTAL_CODES.has(value)
        : !STATE_AP_ABBREVIATIONS.has(value)
    ) {
      continue;
    }
    const title = view.lowers[k + 1]!;
    if (!(PERSON_TITLES.has(title) || title === 'ag') || !/^\p{Lu}/u.test(values[k + 1]!)) continue;
    // Inside a longer name ("Bank of PA Governor" would be one): a name word before it that is no common word
    // ("Former NY AG", "Then Calif. Gov." are read).
    if (k > 0 && view.capitalised[k - 1] === 1 && !isCommonWord(view, k - 1)) continue;
    let office = false;
    for (let t = k + 2; t <= k + 4 && t < values.length && !office; t++) {
      office = ORG_KEYWORDS.has(view.lowers[t]!) && view.capitalised[t] === 1;
    }
    if (!office) states.push([k, title === 'ag' ? k + 2 : k + 1]);
  }
  return states;
}

const PARTY_STATE = /^(?:\p{Lu}\p{Ll}+\.?(?: \p{Lu}\p{Ll}+\.?)?|\p{Lu}\.(?:\p{Lu}\.)+|\p{Lu}{2})$/u;

/**
 * A politician's party and state in brackets ("Sen. Kyrsten Sinema (D-Ariz.)", "(R-Utah)", "(D-N.Y.)"), or
 * between commas after the name as the AP writes it ("Rep. Fred Upton, R-Mich., said"): [party letter,
 * first, last token of the state], the state a place as written.
 */
export function partyStatePlaces(view: NameView): Array<[number, number, number]> {
  if (!holdsTrigger(view, TRIGGER_PARTY)) return [];
  const { values, spaces } = view.analysed;
  const found: Array<[number, number, number]> = [];
  for (let i = 1; i + 3 < values.length; i++) {
    // Cheap test first: a one-letter party after an opening bracket or a comma.
    const opener = values[i - 1];
    if ((opener !== '(' && opener !== ',') || (values[i] !== 'D' && values[i] !== 'R' && values[i] !== 'I')) {
      continue;
    }
    if (values[i + 1] !== '-' || spaces[i + 1] !== '' || spaces[i + 2] !== '') continue;
    const closer = opener === '(' ? ')' : ',';
    let end = i + 2;
    while (end + 1 < values.length && values[end + 1] !== closer && end - i < 6) end++;
    if (values[end + 1] !== closer || view.capitalised[i + 2] !== 1) continue;
    const state = textOfTokens(view.analysed, i + 2, end);
    // A state's name or abbreviation: "Hawaii", "Ariz.", "N.Y.", "TX", "West Va." (not "D-MER").
    if (!PARTY_STATE.test(state)) continue;
    // Between commas, after a person's name, and an abbreviation or a known place ("Smith, D-Day," is none).
    if (
      opener === ',' &&
      (view.capitalised[i - 2] !== 1 ||
        !(
          state.endsWith('.') ||
          /^\p{Lu}{2}$/u.test(state) ||
          KNOWN_NAMES.get(state.toLowerCase()) === 'LOC'
        ))
    ) {
      continue;
    }
    found.push([i, i + 2, end]);
  }
  return found;
}

/** Months as news writes them, in full or abbreviated with or without the period, lower-cased. */
const MONTH_WORDS = new Set([...MONTH_NAMES, ...MONTH_ABBREVIATIONS, ...withPeriods(MONTH_ABBREVIATIONS)]);
/** Bodies that news names after the date of what they look into ("the Jan. 6 Committee"). */
const DATE_NAMED_BODIES = new Set(['committee', 'commission', 'panel']);

/**
 * A body named after a date ("Jan. 6 Committee", "Jan. 6 Panel", "Sept. 11 Commission"): month, day and a
 * capitalised committee, commission or panel, one organisation (dates are no names, so no span held it).
 */
export function dateNamedBodies(view: NameView): Array<[number, number]> {
  if (!holdsTrigger(view, TRIGGER_DATE_BODY)) return [];
  const { values, types } = view.analysed;
  const bodies: Array<[number, number]> = [];
  for (let i = 0; i + 2 < values.length; i++) {
    if (view.capitalised[i] !== 1 || types[i + 1] !== 'number' || !MONTH_WORDS.has(view.lowers[i]!)) continue;
    const day = Number(values[i + 1]);
    if (!(day >= 1 && day <= 31) || view.capitalised[i + 2] !== 1) continue;
    if (DATE_NAMED_BODIES.has(view.lowers[i + 2]!)) bodies.push([i, i + 2]);
  }
  return bodies;
}

/** Capitalised words that make a following "Group" or "Gang" a band of attackers ("Hacking Group"). */
const THREAT_GROUP_MODIFIERS = new Set(
  'hacking hacker hackers ransomware cybercrime cybercriminal extortion espionage'.split(' '),
);
const THREAT_GROUP_NOUNS = new Set(['group', 'groups', 'gang', 'gangs', 'crew']);

/**
 * In a Title Case headline, the attackers' band named right after "Hacking Group" or "Ransomware Gangs", one
 * word each, a list of them too ("Notorious Hacking Group Lazarus Blamed", "Ransomware Gangs LockBit,
 * BlackBasta, and Qilin"): the running text's lower-case introducer ("the hacking group X") is capitalised
 * there, so the span runs on. Not a common word ("Hacking Group Targets ..."), a verb ("May Have"), a month
 * nor a known place.
 */
export function threatGroupNames(view: NameView): Array<[number, number]> {
  // Cheap test first: most headlines hold no "Group" or "Gang".
  if (!view.lowers.some((word) => THREAT_GROUP_NOUNS.has(word))) return [];
  const { values, types } = view.analysed;
  const names: Array<[number, number]> = [];
  for (let i = 1; i + 1 < values.length; i++) {
    if (!THREAT_GROUP_NOUNS.has(view.lowers[i]!) || view.capitalised[i] !== 1) continue;
    if (!THREAT_GROUP_MODIFIERS.has(view.lowers[i - 1]!) || view.capitalised[i - 1] !== 1) continue;
    let j = i + 1;
    while (
      j < values.length &&
      view.capitalised[j] === 1 &&
      types[j] === 'word' &&
      !isCommonWord(view, j) &&
      // "the Ransomware Group May Have Rebranded": a verb, not a name.
      !FUNCTION_POS.has(view.analysed.pos[j]!) &&
      !MONTH_WORDS.has(view.lowers[j]!) &&
      KNOWN_IN_TITLES.get(view.lowers[j]!) !== 'LOC'
    ) {
      names.push([j, j]);
      if (values[j + 1] === ',') j += view.lowers[j + 2] === 'and' ? 3 : 2;
      else if (view.lowers[j + 1] === 'and') j += 2;
      else break;
    }
  }
  return names;
}

/** The people a law firm's claims are brought for, after the company's name ("X Customers"). */
const NOTICE_GROUPS = new Set(
  'customers clients patients employees members students consumers users residents'.split(' '),
);

/**
 * The company of a law firm's notice "... is Investigating Claims on Behalf of <company> Customers Whose
 * Data May Have Been Compromised" (a press-release shape of many breach reports): every token between "on
 * Behalf of" and the capitalised group noun, suffixes and connectors included ("1st MidAmerica Credit
 * Union", "Associated Radiologists of the Finger Lakes, P.C.", "Activehours, Inc. d/b/a EarnIn"). Token
 * `behalf` is "Behalf"; null for any other shape.
 */
function onBehalfName(view: NameView, behalf: number): [number, number] | null {
  const { lowers, capitalised } = view;
  const { values } = view.analysed;
  if (lowers[behalf - 1] !== 'on' || lowers[behalf + 1] !== 'of' || lowers[behalf - 2] !== 'claims')
    return null;
  const from = behalf + 2;
  if (from >= values.length || !(capitalised[from] === 1 || /^\d/.test(values[from]!))) return null;
  // The group noun before "Whose" when there is one: the name may hold one itself ("Civil Service Employees
  // Association Inc. Members Whose Data ...").
  let group = -1;
  for (let end = from + 1; end < values.length && end - from <= 12; end++) {
    if (!NOTICE_GROUPS.has(lowers[end]!) || capitalised[end] !== 1) continue;
    if (group < 0 || lowers[end + 1] === 'whose') group = end;
    if (lowers[end + 1] === 'whose') break;
  }
  return group > from ? [from, group - 1] : null;
}

/**
 * The two organisations of a law firm's breach notice in Title Case, a shape of many press releases: the
 * company before "Data Breach" and the firm on the headline's other side, in any of the notice's three
 * wordings ("Delta Dental of Virginia Data Breach Claims Investigated by Lynch Carpenter", "Gulshan
 * Management Services, Inc. Data Breach Alert Issued By Wolf Haldenstein", "Lynch Carpenter Investigates
 * Claims in Outcomes One Data Breach"; "Claims Being Investigated by" as "Claims Investigated by"). The
 * company's words are capitalised, joined by "of", "&" or a comma before a legal form (", Inc."); a known
 * place or person is no company unless it ends in an organisation keyword ("Central One Federal Credit
 * Union"), nor a run of common words only ("Massive Data Breach") unless the firm is named too ("Outcomes
 * One").
 */
export function breachNoticeNames(view: NameView): Array<[number, number]> {
  const { lowers, capitalised } = view;
  const { values } = view.analysed;
  const names: Array<[number, number]> = [];
  const behalf = lowers.indexOf('behalf');
  if (behalf >= 2) {
    const onBehalf = onBehalfName(view, behalf);
    if (onBehalf) names.push(onBehalf);
  }
  // Cheap test first: most headlines hold no "Data Breach".
  const data = lowers.indexOf('data');
  if (data < 1 || lowers[data + 1] !== 'breach' || capitalised[data] !== 1) return names;
  const firmWords = (from: number, to: number): boolean => {
    for (let k = from; k <= to; k++) {
      if (capitalised[k] !== 1 || view.analysed.types[k] !== 'word') return false;
    }
    // A firm is named by its partners: not common words only ("Police Investigates Claims in ...").
    for (let k = from; k <= to; k++) if (!isCommonWord(view, k)) return true;
    return false;
  };
  const tail = `${lowers[data + 2]} ${lowers[data + 3]} ${lowers[data + 4]}`;
  let start: number;
  let firm: [number, number] | null = null;
  // The passive wording with "being" ("... Data Breach Claims Being Investigated by Lynch Carpenter").
  const being = tail === 'claims being investigated' && lowers[data + 5] === 'by';
  if (tail === 'claims investigated by' || tail === 'alert issued by' || being) {
    // The firm ends the headline after "by".
    start = lowers[0] === 'the' && data > 1 ? 1 : 0;
    const by = data + (being ? 5 : 4);
    if (values.length - by - 1 >= 1 && values.length - by - 1 <= 4 && firmWords(by + 1, values.length - 1)) {
      firm = [by + 1, values.length - 1];
    }
  } else if (data + 2 === values.length) {
    // "<Firm> Investigates Claims in <Company> Data Breach": the firm opens the headline.
    const verb = lowers.indexOf('investigates');
    if (verb < 1 || verb > 4 || lowers[verb + 1] !== 'claims' || lowers[verb + 2] !== 'in') return names;
    if (!firmWords(0, verb - 1)) return names;
    firm = [0, verb - 1];
    start = verb + 3;
  } else {
    return names;
  }
  if (start >= data) return names;
  let plain = true;
  for (let k = start; k < data; k++) {
    const linking =
      values[k] === 'of' ||
      values[k] === '&' ||
      (values[k] === ',' && k > start && COMPANY_SUFFIXES.has(lowers[k + 1]!) && k + 1 < data);
    if (linking) continue;
    if (capitalised[k] !== 1 || view.analysed.types[k] !== 'word') return names;
    if (!isCommonWord(view, k)) plain = false;
  }
  const known = GAZETTEER.get(lowerName(view, start, data - 1));
  if (
    data - start <= 8 &&
    (ORG_KEYWORDS.has(lowers[data - 1]!) || ((!plain || firm) && known !== 'LOC' && known !== 'PER'))
  ) {
    // The firm in headline order with the company.
    if (firm && firm[0] < start) names.push(firm, [start, data - 1]);
    else names.push([start, data - 1], ...(firm ? [firm] : []));
  }
  return names;
}

/**
 * The firm of a law firm's breach notice in Title Case whose verb is "Investigates" with "Claims" after it,
 * the firm opening the headline or a clause after a colon ("Lynch Carpenter Investigates Sanderling Healthcare
 * Data Breach Claims", "University of Pennsylvania Data Breach Impacts Over 1 Million: Lynch Carpenter
 * Investigates Claims", "...: Murphy Law Firm Investigates Legal Claims"): one to four capitalised words, not
 * common words only, before the verb. People and bodies investigate too, but seldom "Claims": a firm is named
 * by its partners, so a person-shaped name here is the firm. breachNoticeNames reads the firm only with a
 * company it accepts; this reads it alone.
 */
export function investigatingFirms(view: NameView): Array<[number, number]> {
  const { lowers, capitalised } = view;
  const { values, types } = view.analysed;
  // Cheap test first: most headlines hold no "Investigates".
  const verb = lowers.indexOf('investigates');
  if (verb < 1 || capitalised[verb] !== 1) return [];
  let claims = false;
  for (let k = verb + 1; k < lowers.length && k <= verb + 8 && !claims; k++) {
    claims = lowers[k] === 'claims' && capitalised[k] === 1;
  }
  if (!claims) return [];
  let from = verb;
  while (from > 0 && verb - from < 4 && capitalised[from - 1] === 1 && types[from - 1] === 'word') from--;
  if (from === verb || (from > 0 && values[from - 1] !== ':')) return [];
  for (let k = from; k < verb; k++) if (!isCommonWord(view, k)) return [[from, verb - 1]];
  return [];
}

// Pre-checks of the finders above. Each starts at one kind of token (an opening quote, a capitalised "Day",
// "v.", a storm's or an award's word ...), and a text holds none of most kinds: one pass finds which kinds a
// text holds, cheaper than each finder's own scan of every token. A finder whose kind the text lacks can find
// nothing and returns at once; when the text holds one, the finder's rule decides as before.
const TRIGGER_QUOTE = 1; // quotation: an opening quote
const TRIGGER_POSSESSIVE = 2; // possessiveVenues: a possessive "'s"
const TRIGGER_PARTY = 4; // partyStatePlaces: a party letter D, R or I
const TRIGGER_DATE_BODY = 8; // dateNamedBodies: a capitalised committee, commission, panel
const TRIGGER_HYPHEN = 16; // hyphenatedPlaces: a hyphen token
const TRIGGER_STAGE = 32; // stageNames: Lil, DJ, Yung
const TRIGGER_AWARD = 64; // awardNames: a capitalised Oscar, Emmy ...
const TRIGGER_STORM = 128; // namedStorms: a capitalised Hurricane, Typhoon ...
const TRIGGER_DAY = 256; // namedDays: a capitalised Day
const TRIGGER_COURT = 512; // courtCases: v.
const TRIGGER_ACTOR = 1024; // threatActorNames: a capitalised Typhoon, Blizzard ...

/**
 * The kinds that are capitalised words (the stage names' prefixes and the party letters are written so), by
 * the lower case; capitalised tokens are few, so only they are looked up.
 */
const CAPITALISED_TRIGGERS = new Map<string, number>([
  ...[...DATE_NAMED_BODIES].map((word): [string, number] => [word, TRIGGER_DATE_BODY]),
  ...[...STAGE_PREFIXES].map((word): [string, number] => [word.toLowerCase(), TRIGGER_STAGE]),
  ...[...AWARD_NAMES].map((word): [string, number] => [word, TRIGGER_AWARD]),
  ...[...STORM_PREFIXES].map((word): [string, number] => [word, TRIGGER_STORM]),
  // After the storms: "typhoon" is both kinds.
  ...[...THREAT_ACTOR_FAMILIES].map((word): [string, number] => [
    word,
    TRIGGER_ACTOR | (STORM_PREFIXES.has(word) ? TRIGGER_STORM : 0),
  ]),
  ['day', TRIGGER_DAY],
  ['d', TRIGGER_PARTY],
  ['r', TRIGGER_PARTY],
  ['i', TRIGGER_PARTY],
]);

/** The kinds of the other tokens: quotes, hyphens, possessives, "v." (their first characters tested first). */
function uncapitalisedTrigger(value: string): number {
  const first = value.charCodeAt(0);
  if (
    first !== 0x22 &&
    first !== 0x27 &&
    first !== 0x2d &&
    first !== 0x76 &&
    (first < 0x2010 || first > 0x201c)
  ) {
    return 0;
  }
  if (OPENING_QUOTES.has(value)) return TRIGGER_QUOTE;
  if (isHyphen(value)) return TRIGGER_HYPHEN;
  if (isPossessiveS(value)) return TRIGGER_POSSESSIVE;
  return value === 'v.' ? TRIGGER_COURT : 0;
}

/** The TRIGGER_ bits of each view's tokens, found once. */
const viewTriggers = new WeakMap<NameView, number>();

/** Whether the text holds a token of `trigger`'s kind (else that trigger's finder finds nothing). */
function holdsTrigger(view: NameView, trigger: number): boolean {
  let triggers = viewTriggers.get(view);
  if (triggers === undefined) {
    triggers = 0;
    const { values } = view.analysed;
    for (let i = 0; i < values.length; i++) {
      triggers |=
        view.capitalised[i] === 1
          ? (CAPITALISED_TRIGGERS.get(view.lowers[i]!) ?? 0)
          : uncapitalisedTrigger(values[i]!);
    }
    viewTriggers.set(view, triggers);
  }
  return (triggers & trigger) !== 0;
}
