// Candidate spans: runs of name tokens (candidateSpans) and the helpers that decide where a span stops or
// joins on (organisations joined by 'and', portfolios, model codes, agencies, sports teams).
import { MONTH_NAMES, WEEKDAY_NAMES } from '../../text/calendar-words';
import type { EntityLabel } from './mention';
import {
  ARABIC_ARTICLES,
  COMMON_CAPITALISED,
  COMMON_GIVEN_NAMES,
  COMMON_WORDS,
  FIRST_NAMES,
  GAZETTEER,
  KNOWN_NAMES,
  LAST_NAMES,
  LETTER_ACRONYM,
  NAME_DETERMINERS,
  NAME_PARTICLES,
  NAME_WORD,
  OFFICE_HOLDERS,
  OFFICE_NOUNS,
  ORG_KEYWORDS,
  PERSON_TITLES,
  PLACE_KEYWORDS,
  SPEECH_LEMMAS,
  TOWNS,
} from './lexicons';
import {
  domainNameAt,
  isCommonWord,
  isConnector,
  isHyphen,
  isNameToken,
  isPossessiveS,
  lowerName,
  type NameView,
  opensGazetteerName,
} from './name-view';

/**
 * Whether "and" at token j joins two parts of one organisation's name: the capitalised run after it (at
 * most three words) ends in an organisation keyword ("Health and Human Services", "Department of
 * Information and Communications Technology").
 */
function andJoinsOrganisation(view: NameView, start: number, j: number, sentenceTo: number): boolean {
  if (view.analysed.values[j] !== 'and') return false;
  // "a Navy Intelligence Officer and Iowa State University alum": a person's role, then another name.
  for (let k = start; k < j; k++) if (PERSON_TITLES.has(view.lowers[k]!)) return false;
  // "Jupiter Medical Center and Goshen Medical": a keyword before "and" ends a whole name already, and so
  // does a body's initials ("emails between the CBO and Senate offices", "the FBI and Justice Department").
  if (ORG_KEYWORDS.has(view.lowers[j - 1]!) || LETTER_ACRONYM.test(view.analysed.values[j - 1]!))
    return false;
  // "companies such as Coupang and SK Telecom": words before "and" that the lists know as one organisation
  // are a whole name too, and the run after it another.
  if (KNOWN_NAMES.get(lowerName(view, start, j - 1)) === 'ORG') return false;
  // "WMG at the University of Warwick and Coventry University": a keyword "of" a name before "and" is a whole
  // name too when the run after it opens with a word that is no common word (a place's, a founder's), not a
  // second field of one body's portfolio ("Department of Health and Human Services").
  if (keywordOfNameBefore(view, start, j) && !isCommonWord(view, j + 1)) return false;
  let k = j + 1;
  while (k <= sentenceTo && k - j <= 3 && isNameToken(view, k, false)) k++;
  return k - 1 > j && ORG_KEYWORDS.has(view.lowers[k - 1]!) && !isNameToken(view, k, false);
}

/** Days and months, which follow "on" after a body's keyword as its date, not its remit. */
const CALENDAR_NAMES = new Set([...WEEKDAY_NAMES, ...MONTH_NAMES]);

/** Body keywords whose name goes on with its remit after "on" ("Council on Foreign Relations"). */
const REMIT_KEYWORDS = new Set([
  'commission',
  'council',
  'committee',
  'office',
  'conference',
  'institute',
  'center',
]);

/**
 * Whether "on" at token j, in lower case after a body's keyword at token end, opens the body's remit ("the New York
 * City Commission on Human Rights", "the Council on Foreign Relations", "the Office on Violence Against Women"): one
 * organisation, as "of" joins "Department of Justice". A remit opens with a common word in capitals; not a day or
 * a month ("the Senate Committee on Thursday") nor a name the lists know ("the Intelligence Committee on Capitol
 * Hill"). The caller tests "on" first.
 */
function remitAfterKeyword(view: NameView, end: number, j: number): boolean {
  const next = view.lowers[j + 1] ?? '';
  if (
    !REMIT_KEYWORDS.has(view.lowers[end]!) ||
    view.capitalised[j + 1] !== 1 ||
    !COMMON_WORDS.has(next) ||
    KNOWN_NAMES.has(next) ||
    CALENDAR_NAMES.has(next)
  ) {
    return false;
  }
  // The remit's words end the name: no capitalised word nor "and" and another after them ("the Office on Violence
  // Against Women", "the Leadership Conference on Civil and Human Rights" would be cut).
  let k = j + 1;
  while (k <= j + 4 && isNameToken(view, k, false)) k++;
  const { values } = view.analysed;
  return view.capitalised[k] !== 1 && !(values[k] === 'and' && view.capitalised[k + 1] === 1);
}

/** Whether span [start, j) holds an organisation keyword followed by "of" ("University of Warwick"). */
function keywordOfNameBefore(view: NameView, start: number, j: number): boolean {
  for (let k = start; k + 2 < j; k++) {
    if (ORG_KEYWORDS.has(view.lowers[k]!) && view.analysed.values[k + 1] === 'of') return true;
  }
  return false;
}

/** A model or flight code: capitals then digits, a capital letter at most after them ("A321", "MH370", "Z6"). */
const MODEL_CODE = /^[A-Z]{1,3}\d{1,4}[A-Z]?$/;

/**
 * Where a model or flight code starts inside span [from, to], else -1: a code ("A321", "Z6") or "Flight"
 * and a code, after at least one word, the span ending in the code or a roman numeral or "Max" after it
 * ("Nikon Z6 III").
 */
export function modelCodeAt(view: NameView, from: number, to: number): number {
  const { values } = view.analysed;
  for (let k = from + 1; k <= to; k++) {
    const flight = view.lowers[k] === 'flight' && k < to && MODEL_CODE.test(values[k + 1]!);
    if (!flight && !MODEL_CODE.test(values[k]!)) continue;
    const last = flight ? k + 1 : k;
    if (last === to || (last + 1 === to && /^(?:I{1,3}|IV|V|Max|Pro)$/.test(values[to]!))) return k;
    return -1;
  }
  return -1;
}

/**
 * Whether a lower-case word is an organisation keyword or its plural ("Centers for Disease Control and
 * Prevention", "Centres for ...": an agency's name may open with a keyword in the plural).
 */
function isOrgKeywordOrPlural(lower: string): boolean {
  return ORG_KEYWORDS.has(lower) || (lower.endsWith('s') && ORG_KEYWORDS.has(lower.slice(0, -1)));
}

/** Words after an organisation keyword that open its portfolio ("Ministry of", "School for"). */
const PORTFOLIO_OPENERS = new Set(['of', 'for']);

/**
 * The end of an organisation's portfolio list that goes on at token j, else -1: span [i, end] holds an
 * organisation keyword, then "of" or "for" and capitalised common words to its end ("Annenberg School for
 * Communication", "Ministry of Electronics", "Administration for Food Safety"), and the list goes on past
 * "and", "&" or commas with more capitalised common words, the last after "and" or "&" ("... and
 * Journalism", "... & IT", "..., Veterinary Sector and Plant Protection"), or a common noun's acronym ("... and
 * ICT"). No word of the list may be a
 * name of its own ("University of Michigan and Ohio State") nor end in an organisation keyword ("Ministry of
 * Defence and Foreign Office": two bodies), and a capitalised word may not follow it (a Title Case
 * headline's next words).
 */
function portfolioEnd(view: NameView, i: number, end: number, j: number, sentenceTo: number): number {
  const { values } = view.analysed;
  const joiner = values[j];
  if (joiner !== 'and' && joiner !== '&' && joiner !== ',') return -1;
  let opener = -1;
  for (let k = end - 1; k > i && opener < 0; k--) {
    if (PORTFOLIO_OPENERS.has(values[k]!) && isOrgKeywordOrPlural(view.lowers[k - 1]!)) opener = k;
  }
  if (opener < 0 || opener === end) return -1;
  const portfolioWord = (k: number) =>
    view.capitalised[k] === 1 &&
    view.analysed.types[k] === 'word' &&
    (isCommonWord(view, k) ||
      (values[k - 1] === '&' && /^[A-Z]{2,3}$/.test(values[k]!)) ||
      // A common noun's acronym is a field of the portfolio after "and" too ("Ministry of Science and ICT").
      (COMMON_CAPITALISED.has(view.lowers[k]!) && /^[A-Z]{2,4}$/.test(values[k]!))) &&
    !ORG_KEYWORDS.has(view.lowers[k]!);
  for (let k = opener + 1; k <= end; k++) if (!portfolioWord(k)) return -1;
  let at = j;
  let last = -1;
  while (at <= sentenceTo && (values[at] === ',' || values[at] === 'and' || values[at] === '&')) {
    let word = at + 1;
    // ", and" of a serial list.
    if (values[at] === ',' && values[word] === 'and') word++;
    const closing = values[at] !== ',' || word > at + 1;
    let k = word;
    while (k <= sentenceTo && k - word < 3 && portfolioWord(k)) k++;
    if (k === word) return -1;
    if (closing) {
      last = k - 1;
      break;
    }
    at = k;
  }
  if (last < 0 || view.capitalised[last + 1] === 1) return -1;
  return last;
}

/**
 * Whether "and" at token j joins a one-word name at token i to a lone given name or surname after it into
 * one name ("Kensington and Chelsea", "Marks and Spencer"): the first word no person's name and no known
 * person or organisation, the second a name-list word no list knows as a place or organisation, with no
 * other name word after it and no speech verb, nor a list's end (not "Texas and Austin", "Lizzie, Gordo and
 * Miranda").
 * Returns the pair's label (a place when the first word is one, else an organisation), or undefined.
 */
export function lonePairLabel(
  view: NameView,
  i: number,
  j: number,
  sentenceTo: number,
): EntityLabel | undefined {
  const { lowers, analysed } = view;
  const second = j + 1;
  if (analysed.values[j] !== 'and' || second > sentenceTo || view.capitalised[second] !== 1) return undefined;
  if (view.capitalised[i] !== 1 || !NAME_WORD.test(analysed.values[i]!)) return undefined;
  if (!NAME_WORD.test(analysed.values[second]!)) return undefined;
  const [x, y] = [lowers[i]!, lowers[second]!];
  if (FIRST_NAMES.has(x) || LAST_NAMES.has(x) || COMMON_GIVEN_NAMES.has(x)) return undefined;
  if (!(FIRST_NAMES.has(y) || LAST_NAMES.has(y))) return undefined;
  const knownFirst = KNOWN_NAMES.get(x);
  if (knownFirst === 'PER' || knownFirst === 'ORG' || KNOWN_NAMES.has(y) || TOWNS.has(y)) return undefined;
  // Not inside a longer name, nor the end of a list ("Lizzie, Gordo and Miranda": people).
  if (i > 0 && view.capitalised[i - 1] === 1 && analysed.types[i - 1] === 'word') return undefined;
  if (i > 0 && analysed.values[i - 1] === ',') return undefined;
  if (second + 1 < lowers.length && view.capitalised[second + 1] === 1) return undefined;
  if (SPEECH_LEMMAS.has(analysed.lemmas[second + 1] ?? '')) return undefined;
  return knownFirst === 'LOC' || TOWNS.has(x) ? 'LOC' : 'ORG';
}

/**
 * Where an agency's name joined by "and" starts: its first words may be common words that are no names
 * alone ("Cybersecurity and Infrastructure Security Agency", "Cybercrime Investigation and Coordinating
 * Center"). Only mid-sentence capitals, and only words that are no names of their own ("FBI and Homeland
 * Security Department" is two).
 */
function agencyStart(view: NameView, i: number, end: number, sentenceFrom: number): number {
  const { values } = view.analysed;
  const plainCapital = (k: number) =>
    k > sentenceFrom &&
    view.capitalised[k] === 1 &&
    view.starts[k] !== 1 &&
    view.analysed.types[k] === 'word' &&
    !isNameToken(view, k, false);
  let start = i;
  let joined = false;
  for (let k = i + 1; k < end && !joined; k++) joined = values[k] === 'and';
  if (!joined && values[i - 1] === 'and' && plainCapital(i - 2)) {
    start = i - 2;
    joined = true;
  }
  if (!joined) return i;
  while (start - i > -4 && plainCapital(start - 1)) start--;
  return start;
}

// Sports teams by nickname (North American leagues), and words that show a nickname names the team.
const SPORTS_TEAMS = new Set(
  (
    'cardinals falcons ravens bills panthers bears bengals browns cowboys broncos lions packers texans colts ' +
    'jaguars chiefs raiders chargers rams dolphins vikings patriots saints giants jets eagles steelers 49ers ' +
    'seahawks buccaneers titans commanders hawks celtics nets hornets bulls cavaliers mavericks nuggets pistons ' +
    'warriors rockets pacers clippers lakers grizzlies heat bucks timberwolves pelicans knicks thunder magic ' +
    '76ers suns kings spurs raptors jazz wizards diamondbacks braves orioles cubs reds guardians rockies tigers ' +
    'astros royals angels dodgers marlins brewers twins mets yankees athletics phillies pirates padres mariners ' +
    'rays rangers nationals ducks bruins sabres flames hurricanes blackhawks avalanche stars oilers canadiens ' +
    'predators devils islanders flyers penguins sharks kraken blues lightning canucks capitals'
  ).split(' '),
);
const SPORTS_TEAM_PAIRS = new Set(
  'red sox|white sox|blue jays|maple leafs|red wings|golden knights|trail blazers|blue jackets'.split('|'),
);
const TEAM_PAIR_ENDS = new Set([...SPORTS_TEAM_PAIRS].map((pair) => pair.split(' ')[1]!));
const TEAM_CUES = new Set(
  (
    'owner owners coach coaches quarterback outfielder pitcher pitchers player players fans game games season ' +
    'roster rookie star guard forward linebacker receiver infielder shortstop catcher goalie defenseman ' +
    'defeated beat beats nba nfl mlb nhl playoff playoffs'
  ).split(' '),
);

/** Where a team's nickname ending at token `to` starts ("Spurs", "Red Sox"), or -1. */
export function teamNicknameStart(view: NameView, to: number): number {
  const word = view.lowers[to]!;
  // Cheap test first: nearly every word is no nickname nor the end of one.
  if (!SPORTS_TEAMS.has(word) && !TEAM_PAIR_ENDS.has(word)) return -1;
  if (view.capitalised[to] !== 1) return -1;
  if (
    TEAM_PAIR_ENDS.has(word) &&
    to >= 1 &&
    view.capitalised[to - 1] === 1 &&
    SPORTS_TEAM_PAIRS.has(`${view.lowers[to - 1]} ${word}`)
  ) {
    return to - 1;
  }
  return SPORTS_TEAMS.has(word) ? to : -1;
}

/**
 * Whether [from, to] names a sports team: a nickname after a known place ("Tampa Bay Buccaneers"), or a
 * nickname alone with a sign of sport beside it: a sports word ("the Mavericks owner", "Twins Outfielder"),
 * a possessive before it ("Brady's Buccaneers", "Brees' Saints") or another team hyphenated to it
 * ("Spurs-Nets").
 */
export function sportsTeamAt(view: NameView, from: number, to: number): boolean {
  const start = teamNicknameStart(view, to);
  if (start < from) return false;
  const { lowers } = view;
  const { values } = view.analysed;
  if (start > from) {
    const place = lowerName(view, from, start - 1);
    return KNOWN_NAMES.get(place) === 'LOC' || TOWNS.has(place);
  }
  const before = values[from - 1];
  // A possessive: "'s", or a bare apostrophe after a word ending in s ("Brees' Saints", not "'Queer Eye' Stars").
  const possessive =
    from >= 2 &&
    view.capitalised[from - 2] === 1 &&
    (isPossessiveS(before) || ((before === "'" || before === '’') && lowers[from - 2]!.endsWith('s')));
  if (TEAM_CUES.has(lowers[to + 1] ?? '') || (from >= 1 && TEAM_CUES.has(lowers[from - 1]!)) || possessive) {
    return true;
  }
  const glued = (k: number) =>
    isHyphen(values[k]) && view.analysed.spaces[k] === '' && view.analysed.spaces[k + 1] === '';
  return (
    (glued(to + 1) && teamNicknameStart(view, to + 2) === to + 2) ||
    (from >= 2 && glued(from - 1) && teamNicknameStart(view, from - 2) >= 0)
  );
}

/**
 * One syllable of Korean as news romanises it (Revised Romanisation, McCune-Reischauer or a family's own
 * spelling): an initial consonant or two, a vowel ("eo", "ae", "oo", "yeo" ...), and a final n, ng, k, l, m
 * or p, or the "h" of "Oh", "Ahn", the "rk" of "Park" ("seok", "yeon", "hoon", "jun", "du"; not "based",
 * "led", "like", "era").
 */
const KOREAN_SYLLABLE =
  /^(?:[gkndrlmbpsjchty]|kk|tt|pp|ss|jj|ch|sh)?[wy]?(?:a|e|i|o|u|ae|eo|eu|oe|oi|ui|oo|ou|ee)(?:n|ng|k|l|m|p|h|hn|rk)?$/;

/**
 * Whether token surname, a Korean surname, opens a Korean person's name written in full: a given name's
 * first syllable capitalised after it, and its second in lower case after a hyphen, no spaces ("Kim
 * Min-seok", "Choi Hyung-du", "Park Dae-jun"); each word of the shape news romanises Korean in, the surname
 * two to four letters.
 */
export function koreanNameAt(view: NameView, surname: number): boolean {
  const { values, spaces } = view.analysed;
  const given = surname + 1;
  // Cheap tests first: the resolver asks this of every token it trims.
  return (
    isHyphen(values[given + 1]) &&
    spaces[given + 1] === '' &&
    spaces[given + 2] === '' &&
    /^\p{Lu}\p{Ll}{1,3}$/u.test(values[surname] ?? '') &&
    /^\p{Lu}\p{Ll}{1,4}$/u.test(values[given] ?? '') &&
    KOREAN_SYLLABLE.test(view.lowers[surname]!) &&
    KOREAN_SYLLABLE.test(view.lowers[given]!) &&
    KOREAN_SYLLABLE.test(values[given + 2] ?? '')
  );
}

/** Short words that a name is hyphenated to as a compound's first part ("Obama-era", "Saudi-led"). */
const COMPOUND_TAILS = new Set(['era', 'led', 'run', 'age']);

/**
 * Whether token j ends a gazetteer name that opens at token i, or later after a person title (after any word
 * in a Title Case headline).
 */
function endsGazetteerName(view: NameView, i: number, j: number, titleCase: boolean): boolean {
  if (GAZETTEER.has(lowerName(view, i, j))) return true;
  for (let k = i + 1; k < j; k++) {
    // Cheap tests first: a title before it, then a known name's first two words, before building the name.
    if (!titleCase && !PERSON_TITLES.has(view.lowers[k - 1]!)) continue;
    if (opensGazetteerName(view, k) && GAZETTEER.has(lowerName(view, k, j))) return true;
  }
  return false;
}

/** Maximal candidate spans [from, to] (inclusive) of name tokens within sentences (of a Title Case headline). */
export function candidateSpans(view: NameView, titleCase = false): Array<[number, number]> {
  const { analysed, starts } = view;
  const spans: Array<[number, number]> = [];
  for (const [sentenceFrom, sentenceTo] of analysed.sentenceSpans) {
    let i = sentenceFrom;
    while (i <= sentenceTo) {
      if (!isNameToken(view, i, starts[i] === 1)) {
        // "Crypto.com": a domain is a company's name even when its first part alone is none.
        if (view.capitalised[i] === 1 && domainNameAt(view, i)) {
          spans.push([i, i + 2]);
          i += 3;
          continue;
        }
        i++;
        continue;
      }
      let end = i;
      let j = i + 1;
      while (j <= sentenceTo) {
        // "Checkout.com": the domain ends the name (its "." may end wink's sentence).
        if (domainNameAt(view, end)) break;
        // A word that is no name on its own may end a gazetteer name ("Black Friday"), also one opening inside
        // the span after a person title ("Prime Minister Theresa May": "May" is a month to the lists), in a
        // Title Case headline after any word ("Trump Meets Theresa May"), where names are matched inside a span.
        if (
          isNameToken(view, j, false) ||
          (view.capitalised[j] === 1 && endsGazetteerName(view, i, j, titleCase))
        ) {
          end = j;
          j++;
          continue;
        }
        // "Bank of America", "Coca-Cola", "iPhone 15 Pro": a connector or number between two name tokens;
        // "and" inside an agency's name ("Health and Human Services").
        // "the Manage My Health breach": a possessive determiner capitalised mid-sentence (not in a Title Case
        // headline, which capitalises every word).
        const bridges =
          isConnector(view, j) ||
          (!titleCase && view.capitalised[j] === 1 && NAME_DETERMINERS.has(view.lowers[j]!)) ||
          // "the Retail Cyber Association": a word that names nothing alone ("Cyber", "Data"), capitalised
          // mid-sentence in a word's shape (not an acronym) between two words of a name.
          (!titleCase &&
            view.starts[j] !== 1 &&
            COMMON_CAPITALISED.has(view.lowers[j]!) &&
            NAME_WORD.test(analysed.values[j]!)) ||
          analysed.types[j] === 'number' ||
          (analysed.values[j] === 'and' && andJoinsOrganisation(view, i, j, sentenceTo)) ||
          (analysed.values[j] === 'on' && remitAfterKeyword(view, end, j));
        // "Ministry of Electronics & IT", "School for Communication and Journalism": a portfolio list.
        const portfolio = portfolioEnd(view, i, end, j, sentenceTo);
        if (portfolio > end) {
          end = portfolio;
          j = portfolio + 1;
          continue;
        }
        // "Kensington and Chelsea": a one-word name and a lone name-list word, one name (typed in resolve).
        if (lonePairLabel(view, end, j, sentenceTo) !== undefined) {
          // "Residents of Kensington and Chelsea": what comes before the pair is a span of its own, unless
          // a keyword "of" it ("Royal Borough of Kensington and Chelsea": one name).
          const keywordOf =
            end >= i + 2 &&
            view.lowers[end - 1] === 'of' &&
            (PLACE_KEYWORDS.has(view.lowers[end - 2]!) || ORG_KEYWORDS.has(view.lowers[end - 2]!));
          if (end > i && !keywordOf) {
            spans.push([i, end - 1]);
            i = end;
          }
          end = j + 1;
          break;
        }
        if (bridges && j + 1 <= sentenceTo && isNameToken(view, j + 1, false)) {
          end = j + 1;
          j += 2;
          continue;
        }
        // "Ursula von der Leyen", "Rafael van der Vaart": two particles in lower case between two name words.
        if (
          isConnector(view, j) &&
          isConnector(view, j + 1) &&
          NAME_PARTICLES.has(analysed.values[j]!) &&
          NAME_PARTICLES.has(analysed.values[j + 1]!) &&
          j + 2 <= sentenceTo &&
          isNameToken(view, j + 2, false)
        ) {
          end = j + 2;
          j += 3;
          continue;
        }
        break;
      }
      // "Park Dae-jun", "Global-e": a short lower-case tail hyphenated to the name without spaces (not
      // "K-pop": a one-letter head); a longer one when it closes a Korean given name after the surname
      // ("Kim Min-seok", "Seo Ji-yeon", "Bae Kyung-hoon").
      const tail = analysed.values[end + 2] ?? '';
      if (
        analysed.values[end]!.length >= 2 &&
        isHyphen(analysed.values[end + 1]) &&
        analysed.spaces[end + 1] === '' &&
        analysed.spaces[end + 2] === '' &&
        end + 2 <= sentenceTo &&
        analysed.types[end + 2] === 'word' &&
        ((/^\p{Ll}{1,3}$/u.test(tail) &&
          // Not a compound's word after a name ("the Obama-era rules", "a Saudi-led coalition").
          !COMPOUND_TAILS.has(tail)) ||
          (end > i && koreanNameAt(view, end - 1)))
      ) {
        end += 2;
      }
      // "Abu Bakr al-Baghdadi", "Bashar al-Assad": the Arabic article written lower case and hyphenated to
      // the family name, after a given name, is inside the person's name.
      while (
        end + 3 <= sentenceTo &&
        ARABIC_ARTICLES.has(analysed.values[end + 1]!) &&
        isHyphen(analysed.values[end + 2]) &&
        analysed.spaces[end + 2] === '' &&
        analysed.spaces[end + 3] === '' &&
        NAME_WORD.test(analysed.values[end + 3]!)
      ) {
        end += 3;
      }
      if (domainNameAt(view, end)) {
        spans.push([i, end + 2]);
        i = end + 3;
        continue;
      }
      // "McDonald's" is a name; other possessives are not part of one.
      if (analysed.values[end + 1] === "'s" && GAZETTEER.has(`${lowerName(view, i, end)}'s`)) end++;
      // "Fillmore County Sheriff's Office", "the U.S. Attorney's Office": an office named after its
      // holder's role is one organisation, the possessive inside.
      while (
        isPossessiveS(analysed.values[end + 1]) &&
        OFFICE_HOLDERS.has(view.lowers[end]!) &&
        end + 2 <= sentenceTo &&
        view.capitalised[end + 2] === 1 &&
        OFFICE_NOUNS.has(view.lowers[end + 2]!)
      ) {
        end += 2;
      }
      // "Office of the Registrar of Political Parties", "Department of the Interior": "of the" inside an
      // agency's name, mid-sentence only (a Title Case headline capitalises "Of The"). ("of the" tested first,
      // as this runs after every span.)
      while (
        analysed.values[end + 1] === 'of' &&
        analysed.values[end + 2] === 'the' &&
        ORG_KEYWORDS.has(view.lowers[end]!) &&
        end + 3 <= sentenceTo &&
        isNameToken(view, end + 3, false)
      ) {
        end += 3;
        while (end + 1 <= sentenceTo && isNameToken(view, end + 1, false)) end++;
        while (end + 2 <= sentenceTo && isConnector(view, end + 1) && isNameToken(view, end + 2, false)) {
          end += 2;
          while (end + 1 <= sentenceTo && isNameToken(view, end + 1, false)) end++;
        }
      }
      const start = ORG_KEYWORDS.has(view.lowers[end]!)
        ? agencyStart(view, i, end, sentenceFrom)
        : digitsBefore(view, i, sentenceFrom);
      spans.push([start, end]);
      i = end + 1;
    }
  }
  return spans;
}

/**
 * Where the name starting at token i starts when digits are written onto its first word ("700Credit", "1Kosmos",
 * "23AndMe"): wink splits them off, so the name was read from its word alone ("Credit"). The digits a word of
 * their own (after a space or opening the sentence) and the word a capitalised one with small letters, not a unit
 * or a number's letter ("30GB", "5G", "5.6M"), nor a web address's first part ("700Dealer.com", as
 * `domainNameAt` leaves it).
 */
function digitsBefore(view: NameView, i: number, sentenceFrom: number): number {
  return i - 1 >= sentenceFrom && digitsOpenName(view, i - 1) ? i - 1 : i;
}

/** Whether token k is such digits, written onto the capitalised word after them (see `digitsBefore`). */
export function digitsOpenName(view: NameView, k: number): boolean {
  const { values, spaces, types } = view.analysed;
  return (
    types[k] === 'number' &&
    spaces[k + 1] === '' &&
    (k === 0 || spaces[k] !== '' || types[k - 1] === 'punctuation') &&
    /^\d+$/.test(values[k]!) &&
    /^\p{Lu}.*\p{Ll}{2}/u.test(values[k + 1] ?? '') &&
    !(values[k + 2] === '.' && spaces[k + 2] === '' && spaces[k + 3] === '')
  );
}

/**
 * The spans with the parts that names found otherwise take cut out of each (every such name a span overlaps):
 * what is left before, between and after them, to be read as usual.
 */
export function spansOutside(
  spans: ReadonlyArray<[number, number]>,
  taken: ReadonlyArray<[number, number]>,
): Array<[number, number]> {
  return spans.flatMap(([from, to]): Array<[number, number]> => {
    const name = taken.find(([start, end]) => from <= end && to >= start);
    if (!name) return [[from, to]];
    const rest: Array<[number, number]> = [];
    if (from < name[0]) rest.push([from, name[0] - 1]);
    if (to > name[1]) rest.push([name[1] + 1, to]);
    // A span may hold more than one taken name ("Trump-Kim Dinner": two people): what is left is cut again.
    return rest.length > 0 && taken.length > 1 ? spansOutside(rest, taken) : rest;
  });
}
