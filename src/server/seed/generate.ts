// The demo-corpus generator: a deterministic stream of v3 Article objects (without `nlp`) from fictional
// outlets and journalists, over the `days` days up to `now`. Same seed, `now` and count → the same articles
// in the same order; any prefix of a longer run equals the shorter run. Memory stays constant per article
// (fixed tables, a few recent links per outlet for cross-links, the breach story in progress), so it
// streams a million articles as easily as a thousand.
import { BEATS, GENERAL_DESK_WEIGHTS, beatIndex } from './beats';
import {
  BREACH_COMPANIES,
  BREACH_TEMPLATES,
  breachDiscoveryPhrase,
  breachWhenPhrase,
  createBreachEvent,
  type BreachEvent,
} from './breaches';
import {
  DAY_SECONDS,
  ENGLISH_MONTHS,
  civilFromDays,
  formatUtcSeconds,
  twoDigits,
  weekdayOfDays,
} from './calendar';
import {
  ENGLISH_BEAT_TEMPLATES,
  ENGLISH_CLOSINGS,
  ENGLISH_OPINION_BODY,
  ENGLISH_OPINION_TITLES,
  ENGLISH_PAYWALL_NOTE,
  ENGLISH_SHARED,
  type Story,
  type TonedTemplates,
} from './english-templates';
import { demoMediaPath } from '../demo-media';
import { INTL_TEMPLATES, type ForeignLanguage } from './intl-templates';
import type { Language } from './names';
import { decimalText, integerPhrase, moneyPhrase } from './numbers';
import { DEFAULT_SEED, SECTION_BY_LANGUAGE, outletProfiles, type OutletProfile } from './outlets';
import { Prng, WeightedIndex, mixSeed } from './prng';
import { WIRE_AGENCIES, buildRoster, staffKey, type Roster } from './roster';
import {
  SLOT_COUNT,
  TemplateRenderer,
  compileAll,
  compileTemplate,
  phrase,
  runtimePhrase,
  slotIndex,
  type Phrase,
  type Template,
} from './template';
import {
  BEAT_WORLDS,
  COMPANIES,
  INTL_PEOPLE,
  NEUTRAL_MISC,
  PLACES_BY_COUNTRY,
  SECURITY_EXPERTS,
  WORLD_CITIES,
  WORLD_COUNTRIES,
  type Org,
  type Person,
} from './world';

export interface DemoCorpusOptions {
  /** How many articles to generate. */
  articles: number;
  seed?: number;
  /** The end of the time window; the newest article is within the hour before it. */
  now: Date;
  /** Length of the time window in days (default 90). */
  days?: number;
}

export type DatePrecision = 'full' | 'timezone unknown' | 'date';

/** A v3 Article as the generator yields it: no `id` (ingest derives it from the link) and no `nlp`. */
export interface DemoArticle {
  title: string;
  author: string;
  authors: string[];
  journalists: string[];
  published_date: string;
  published_date_precision: DatePrecision;
  updated_date: string | null;
  updated_date_precision: DatePrecision | null;
  parse_date: string;
  link: string;
  domain_url: string;
  full_domain_url: string;
  name_source: string;
  is_headline: boolean;
  paid_content: boolean;
  parent_url: string;
  country: string;
  rights: string;
  rank: number;
  media: string;
  language: string;
  description: string;
  content: string;
  word_count: number;
  is_opinion: boolean;
  twitter_account: string | null;
  all_links: string[];
  all_domain_links: string[];
}

export const DEFAULT_DAYS = 90;

// Shares of the corpus (see the brief and the tests).
const BREACH_SHARE = 0.03;
const WIRE_SHARE = 0.03;
const CO_AUTHOR_SHARE = 0.1;
const HEADLINE_SHARE = 0.15;
const MIN_WORDS = 150;
const MAX_WORDS = 900;

// ---------------------------------------------------------------------------------------------------------
// Compiled templates (once per process)

interface CompiledToned {
  pos: Template[];
  neg: Template[];
  neu: Template[];
}

function compileToned(templates: TonedTemplates): CompiledToned {
  return { pos: compileAll(templates.pos), neg: compileAll(templates.neg), neu: compileAll(templates.neu) };
}

interface CompiledStory {
  title: Template;
  lead: Template;
}

interface CompiledStories {
  pos: CompiledStory[];
  neg: CompiledStory[];
  neu: CompiledStory[];
}

function compileStories(stories: { pos: Story[]; neg: Story[]; neu: Story[] }): CompiledStories {
  const compile = (list: Story[]) =>
    list.map(([title, lead]) => ({ title: compileTemplate(title), lead: compileTemplate(lead) }));
  return { pos: compile(stories.pos), neg: compile(stories.neg), neu: compile(stories.neu) };
}

const TONES = ['pos', 'neg', 'neu'] as const;
type Tone = (typeof TONES)[number];

interface CompiledLanguage {
  stories: CompiledStories;
  body: CompiledToned;
  closings: Template[];
  paywallNote: Template;
  topics: Phrase[];
  days: Phrase[];
}

const EN_BEATS = BEATS.map((beat) => {
  const templates = ENGLISH_BEAT_TEMPLATES[beat];
  return { stories: compileStories(templates.stories), body: compileToned(templates.body) };
});
const EN_SHARED = compileToned(ENGLISH_SHARED);
const EN_CLOSINGS = compileAll(ENGLISH_CLOSINGS);
const EN_OPINION_TITLES = compileAll(ENGLISH_OPINION_TITLES);
const EN_OPINION_BODY = compileToned(ENGLISH_OPINION_BODY);
const EN_PAYWALL_NOTE = compileTemplate(ENGLISH_PAYWALL_NOTE);
const EN_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(phrase);
const EN_MONTHS = ENGLISH_MONTHS.map(phrase);

const INTL: Record<ForeignLanguage, CompiledLanguage> = Object.fromEntries(
  Object.entries(INTL_TEMPLATES).map(([language, templates]) => [
    language,
    {
      stories: compileStories(templates.stories),
      body: compileToned(templates.body),
      closings: compileAll(templates.closings),
      paywallNote: compileTemplate(templates.paywallNote),
      topics: templates.topics.map(phrase),
      days: templates.days.map(phrase),
    },
  ]),
) as Record<ForeignLanguage, CompiledLanguage>;

const BREACH = {
  titles: compileAll(BREACH_TEMPLATES.titles),
  leads: compileAll(BREACH_TEMPLATES.leads),
  when: compileAll(BREACH_TEMPLATES.when),
  discovery: compileAll(BREACH_TEMPLATES.discovery),
  data: compileAll(BREACH_TEMPLATES.data),
  body: compileAll(BREACH_TEMPLATES.body),
  closings: compileAll(BREACH_TEMPLATES.closings),
};

// Precomputed number phrases: percentages 1.2–9.9 in both decimal styles, small counts, years, scores.
const PCT_MIN_TENTHS = 12;
const PCT_MAX_TENTHS = 99;
const PCT_DOT: Phrase[] = [];
const PCT_COMMA: Phrase[] = [];
for (let tenths = PCT_MIN_TENTHS; tenths <= PCT_MAX_TENTHS; tenths++) {
  PCT_DOT.push(runtimePhrase(decimalText(tenths, 'en'), 1, decimalText(tenths, 'en').replace('.', '-')));
  PCT_COMMA.push(runtimePhrase(decimalText(tenths, 'fr'), 1, decimalText(tenths, 'fr').replace(',', '-')));
}
const SMALL_NUMBERS: Phrase[] = Array.from({ length: 29 }, (_, i) =>
  runtimePhrase(String(i + 2), 1, String(i + 2)),
);
const SCORES = ['1-0', '2-0', '2-1', '3-0', '3-1', '3-2', '4-1', '4-2', '1-0', '2-1'].map(phrase);
const TEMPERATURES: Phrase[] = Array.from({ length: 19 }, (_, i) =>
  runtimePhrase(String(i + 14), 1, String(i + 14)),
);
const yearPhrases = new Map<number, Phrase>();
function yearPhrase(year: number): Phrase {
  let value = yearPhrases.get(year);
  if (!value) {
    value = runtimePhrase(String(year), 1, String(year));
    yearPhrases.set(year, value);
  }
  return value;
}

// Hours of the day (UTC) weighted like a newsroom's output: quiet at night, busy in working hours.
const HOUR_WEIGHTS = [1, 1, 1, 1, 2, 3, 5, 7, 8, 9, 9, 9, 8, 8, 8, 8, 7, 7, 6, 5, 4, 3, 2, 1];
const HOURS = new WeightedIndex(HOUR_WEIGHTS);
const GENERAL_DESK = new WeightedIndex(GENERAL_DESK_WEIGHTS);
// Newsmakers are chosen Zipf-like: the first of each beat are in the news far more often.
const NEWSMAKER_PICK = new WeightedIndex(BEAT_WORLDS[0]!.newsmakers.map((_, i) => 1 / (i + 2)));
const COVERAGE = new WeightedIndex([0, 20, 35, 30, 15]); // articles per breach: 1–4
const LINK_COUNT = new WeightedIndex([15, 20, 25, 20, 12, 8]); // 0–5 embedded links

const slot = {
  P1: slotIndex('P1'),
  P1L: slotIndex('P1L'),
  R1: slotIndex('R1'),
  O1: slotIndex('O1'),
  P2: slotIndex('P2'),
  P2L: slotIndex('P2L'),
  R2: slotIndex('R2'),
  O2: slotIndex('O2'),
  P3: slotIndex('P3'),
  P3L: slotIndex('P3L'),
  R3: slotIndex('R3'),
  O3: slotIndex('O3'),
  L1: slotIndex('L1'),
  L2: slotIndex('L2'),
  M1: slotIndex('M1'),
  M2: slotIndex('M2'),
  TOPIC: slotIndex('TOPIC'),
  PCT: slotIndex('PCT'),
  NUM: slotIndex('NUM'),
  BIG: slotIndex('BIG'),
  MONEY: slotIndex('MONEY'),
  DAY: slotIndex('DAY'),
  MONTH: slotIndex('MONTH'),
  YEAR: slotIndex('YEAR'),
  YPAST: slotIndex('YPAST'),
  SCORE: slotIndex('SCORE'),
  TEMP: slotIndex('TEMP'),
  BC: slotIndex('BC'),
  BN: slotIndex('BN'),
  BI: slotIndex('BI'),
  BD: slotIndex('BD'),
  BDS: slotIndex('BDS'),
  BWHEN: slotIndex('BWHEN'),
  BDISC: slotIndex('BDISC'),
  BREG: slotIndex('BREG'),
  BGANG: slotIndex('BGANG'),
  BMON: slotIndex('BMON'),
};

// Walks through a sentence pool without repeats until it is used up (random start, coprime stride).
const POOL_ROLES = {
  bodyPos: 0,
  bodyNeg: 1,
  bodyNeu: 2,
  sharedPos: 3,
  sharedNeg: 4,
  sharedNeu: 5,
  opinionPos: 6,
  opinionNeg: 7,
  opinionNeu: 8,
  breachBody: 9,
} as const;
const POOL_ROLE_COUNT = 10;
const BODY_ROLES = [POOL_ROLES.bodyPos, POOL_ROLES.bodyNeg, POOL_ROLES.bodyNeu] as const;
const SHARED_ROLES = [POOL_ROLES.sharedPos, POOL_ROLES.sharedNeg, POOL_ROLES.sharedNeu] as const;
const OPINION_ROLES = [POOL_ROLES.opinionPos, POOL_ROLES.opinionNeg, POOL_ROLES.opinionNeu] as const;
const stridesByLength = new Map<number, number[]>();
function coprimeStrides(length: number): number[] {
  let strides = stridesByLength.get(length);
  if (!strides) {
    const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
    strides = [];
    for (let s = 1; s < Math.max(2, length); s++) if (gcd(s, length) === 1) strides.push(s);
    stridesByLength.set(length, strides);
  }
  return strides;
}

class SentenceWalker {
  private readonly stamp = new Float64Array(POOL_ROLE_COUNT).fill(-1);
  private readonly cursor = new Int32Array(POOL_ROLE_COUNT);
  private readonly stride = new Int32Array(POOL_ROLE_COUNT);
  private readonly used = new Int32Array(POOL_ROLE_COUNT);
  private article = 0;
  // Candidate pools for the next sentence, refilled per article (no allocation per pick).
  private readonly candidateRoles = new Int32Array(POOL_ROLE_COUNT);
  private readonly candidatePools: (readonly Template[])[] = [];
  private readonly candidatePreference = new Float64Array(POOL_ROLE_COUNT);
  private readonly candidateWeight = new Float64Array(POOL_ROLE_COUNT);
  private candidateCount = 0;

  constructor(private readonly rng: Prng) {}

  begin(article: number): void {
    this.article = article;
    this.candidateCount = 0;
  }

  next(role: number, pool: readonly Template[]): Template {
    const length = pool.length;
    if (this.stamp[role] !== this.article) {
      this.stamp[role] = this.article;
      this.cursor[role] = this.rng.int(length);
      this.stride[role] = this.rng.pick(coprimeStrides(length));
      this.used[role] = 0;
    }
    const template = pool[this.cursor[role]! % length]!;
    this.cursor[role] = (this.cursor[role]! + this.stride[role]!) % length;
    this.used[role] = this.used[role]! + 1;
    return template;
  }

  /** Templates of the pool not yet used in this article. */
  unused(role: number, length: number): number {
    return this.stamp[role] === this.article ? Math.max(0, length - this.used[role]!) : length;
  }

  /** Registers a pool the next sentences may come from, with a preference weight. */
  addCandidate(role: number, pool: readonly Template[], preference: number): void {
    if (pool.length === 0 || preference <= 0) return;
    const i = this.candidateCount++;
    this.candidateRoles[i] = role;
    this.candidatePools[i] = pool;
    this.candidatePreference[i] = preference;
  }

  /**
   * The next sentence from the candidate pools, each weighted by preference times its unused templates,
   * so an article repeats a sentence only once every candidate pool is used up.
   */
  nextCandidate(): Template {
    let total = 0;
    for (let i = 0; i < this.candidateCount; i++) {
      const weight =
        this.candidatePreference[i]! * this.unused(this.candidateRoles[i]!, this.candidatePools[i]!.length);
      this.candidateWeight[i] = weight;
      total += weight;
    }
    if (total === 0) {
      for (let i = 0; i < this.candidateCount; i++) {
        const weight = this.candidatePreference[i]! * this.candidatePools[i]!.length;
        this.candidateWeight[i] = weight;
        total += weight;
      }
    }
    let target = this.rng.next() * total;
    let chosen = this.candidateCount - 1;
    for (let i = 0; i < this.candidateCount; i++) {
      target -= this.candidateWeight[i]!;
      if (target < 0) {
        chosen = i;
        break;
      }
    }
    return this.next(this.candidateRoles[chosen]!, this.candidatePools[chosen]!);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Generation

const RECENT_LINKS_PER_OUTLET = 8;

interface Byline {
  author: string;
  authors: string[];
  journalists: string[];
  outlet: number;
  language: Language;
  beat: number;
  opinionRate: number;
}

class ArticleFactory {
  private readonly rng: Prng;
  private readonly renderer: TemplateRenderer;
  private readonly walker: SentenceWalker;
  private readonly cast: Phrase[] = new Array<Phrase>(SLOT_COUNT);
  private readonly windowStart: number;
  private readonly windowSeconds: number;
  private readonly idMask: number;
  private readonly recentLinks: string[][];
  private readonly recentCursor: Int32Array;
  private readonly breachBylines: WeightedIndex;
  private readonly breachJournalists: number[];
  private readonly breachWalk: { start: number; stride: number };
  private breach: BreachEvent | null = null;
  private breachCount = 0;
  // Set by compose*: the article text and its parts.
  private content = '';
  private description = '';
  private words = 0;

  constructor(
    private readonly outlets: readonly OutletProfile[],
    private readonly roster: Roster,
    seed: number,
    private readonly now: number,
    days: number,
  ) {
    this.rng = new Prng(mixSeed(seed, 0xa271c1e));
    this.renderer = new TemplateRenderer((count) => this.rng.int(count));
    this.walker = new SentenceWalker(this.rng);
    this.windowSeconds = Math.round(days * DAY_SECONDS);
    this.windowStart = now - this.windowSeconds;
    this.idMask = mixSeed(seed, 0x11d);
    this.recentLinks = outlets.map(() => []);
    this.recentCursor = new Int32Array(outlets.length);
    const breachBeats = new Set([beatIndex('Tech'), beatIndex('Crime'), beatIndex('Business')]);
    this.breachJournalists = roster.journalists
      .map((journalist, index) => ({ journalist, index }))
      .filter(
        ({ journalist }) =>
          journalist.language === 'en' && journalist.agency < 0 && breachBeats.has(journalist.beat),
      )
      .map(({ index }) => index);
    this.breachBylines = new WeightedIndex(
      this.breachJournalists.map((index) => roster.journalists[index]!.rate),
    );
    const strides = coprimeStrides(BREACH_COMPANIES.length);
    this.breachWalk = { start: this.rng.int(BREACH_COMPANIES.length), stride: this.rng.pick(strides) };
  }

  next(index: number): DemoArticle {
    const rng = this.rng;
    this.walker.begin(index);
    let byline: Byline;
    let event: BreachEvent | null = null;
    let published: number;
    if (rng.chance(BREACH_SHARE)) {
      event = this.currentBreach(index);
      published = this.breachTime(event);
      byline = this.breachByline(event);
    } else {
      byline = rng.chance(WIRE_SHARE) ? this.wireByline() : this.staffByline();
      published = this.sampleTime(index);
    }
    const outlet = this.outlets[byline.outlet]!;
    const language = byline.language;
    const beat = byline.beat;
    const isOpinion = event === null && rng.chance(byline.opinionRate);
    const paid = rng.chance(outlet.paywall ? 0.3 : 0.02);
    const publishedDay = Math.floor(published / DAY_SECONDS);
    const tone: Tone = TONES[rng.int(3)]!;

    let title: string;
    if (event) {
      this.fillBreachCast(event, outlet, publishedDay);
      title = this.composeBreach(event, paid);
    } else if (language === 'en') {
      this.fillEnglishCast(beat, outlet, publishedDay);
      title = this.composeEnglish(beat, tone, isOpinion, paid);
    } else {
      this.fillForeignCast(language, beat, outlet, publishedDay);
      title = this.composeForeign(language, tone, paid);
    }
    const slug = this.slugOf(this.renderer.slug);

    // Dates: precision, update, parse time.
    let precision: DatePrecision = 'full';
    let publishedText: string;
    const precisionRoll = rng.next();
    const midnight = publishedDay * DAY_SECONDS;
    if (precisionRoll < 0.05 && midnight >= this.windowStart && index > 0) {
      precision = 'date';
      publishedText = formatUtcSeconds(midnight);
    } else {
      if (precisionRoll < 0.12 && index > 0) precision = 'timezone unknown';
      publishedText = formatUtcSeconds(published);
    }
    let updatedText: string | null = null;
    if (rng.chance(0.15) && published + 1200 < this.now) {
      const latest = Math.min(published + 36 * 3600, this.now);
      updatedText = formatUtcSeconds(published + 1200 + rng.int(latest - published - 1200 + 1));
    }
    const parseDelay = 120 + Math.floor(rng.next() ** 3 * 6 * 3600);
    const parsed = Math.min(published + parseDelay, this.now);

    // Link, section, host.
    const date = civilFromDays(publishedDay);
    const host = outlet.hostByBeat[beat]!;
    const section = SECTION_BY_LANGUAGE[language][beat]!;
    const code = ((Math.imul(index + 1, 0x9e3779b1) ^ this.idMask) >>> 0).toString(36);
    const datePath = `${date.year}/${twoDigits(date.month)}/${twoDigits(date.day)}`;
    const link = `https://${host}/${section}/${datePath}/${slug}-${code}`;
    const parentUrl = rng.chance(0.65) ? `https://${host}/${section}/` : `https://${host}/`;

    const links: string[] = [];
    const domains: string[] = [];
    this.embedLinks(byline.outlet, host, section, links, domains);
    this.remember(byline.outlet, link);

    return {
      title,
      author: byline.author,
      authors: byline.authors,
      journalists: byline.journalists,
      published_date: publishedText,
      published_date_precision: precision,
      updated_date: updatedText,
      updated_date_precision: updatedText === null ? null : 'full',
      parse_date: formatUtcSeconds(parsed),
      link,
      domain_url: outlet.domain_url,
      full_domain_url: host,
      name_source: outlet.name_source,
      is_headline: rng.chance(event ? 0.25 : HEADLINE_SHARE),
      paid_content: paid,
      parent_url: parentUrl,
      country: outlet.country,
      rights: outlet.rights,
      rank: outlet.rank,
      // A picture this server draws (demo-media.ts): the fictional outlets' hosts never resolve.
      media: demoMediaPath(code),
      language,
      description: this.description,
      content: this.content,
      word_count: this.words,
      is_opinion: isOpinion,
      twitter_account: outlet.twitter_account,
      all_links: links,
      all_domain_links: domains,
    };
  }

  // --- bylines ---------------------------------------------------------------------------------------

  private staffByline(): Byline {
    const rng = this.rng;
    const journalists = this.roster.journalists;
    const mainIndex = this.roster.bylines.sample(rng);
    const main = journalists[mainIndex]!;
    const outlet =
      main.outlets.length === 1 || rng.chance(0.7)
        ? main.outlets[0]!
        : main.outlets[1 + rng.int(main.outlets.length - 1)]!;
    const names = [main.name];
    if (rng.chance(CO_AUTHOR_SHARE)) {
      const colleagues = this.roster.staff.get(staffKey(outlet, main.language)) ?? [];
      const wanted = rng.chance(0.25) ? 2 : 1;
      for (let attempt = 0; attempt < 6 && names.length <= wanted && colleagues.length > 1; attempt++) {
        const name = journalists[rng.pick(colleagues)]!.name;
        if (!names.includes(name)) names.push(name);
      }
    }
    const beat = rng.chance(0.85) ? main.beat : this.offBeat(outlet);
    return {
      author: main.name,
      authors: names,
      journalists: names.slice(),
      outlet,
      language: main.language,
      beat,
      opinionRate: main.columnist ? 0.45 : 0.055,
    };
  }

  private offBeat(outlet: number): number {
    const focus = this.outlets[outlet]!.focus;
    return focus.length > 0 && this.rng.chance(0.5)
      ? beatIndex(this.rng.pick(focus))
      : GENERAL_DESK.sample(this.rng);
  }

  // Wire pieces run in English-language outlets under the agency's name, often with the reporter's.
  private wireByline(): Byline {
    const rng = this.rng;
    const reporter = this.roster.journalists[rng.pick(this.roster.wireReporters)]!;
    const agency = WIRE_AGENCIES[reporter.agency]!;
    const withReporter = rng.chance(0.5);
    return {
      author: withReporter ? reporter.name : agency,
      authors: withReporter ? [reporter.name, agency] : [agency],
      journalists: withReporter ? [reporter.name] : [],
      outlet: rng.pick(this.roster.englishOutlets),
      language: 'en',
      beat: reporter.beat,
      opinionRate: 0,
    };
  }

  private breachByline(event: BreachEvent): Byline {
    const rng = this.rng;
    const journalists = this.roster.journalists;
    // Each article of a breach comes from a different outlet.
    let chosen = -1;
    let outlet = -1;
    for (let attempt = 0; attempt < 12 && chosen < 0; attempt++) {
      const candidate = this.breachJournalists[this.breachBylines.sample(rng)]!;
      const free = journalists[candidate]!.outlets.find(
        (o) => this.outlets[o]!.languages.includes('en') && !event.outletsUsed.includes(o),
      );
      if (free !== undefined) {
        chosen = candidate;
        outlet = free;
      }
    }
    if (chosen < 0) {
      // Every pick landed on a used outlet: a wire reporter files it for an unused English outlet.
      chosen = rng.pick(this.roster.wireReporters);
      outlet =
        this.roster.englishOutlets.find((o) => !event.outletsUsed.includes(o)) ??
        this.roster.englishOutlets[0]!;
    }
    event.outletsUsed.push(outlet);
    const journalist = journalists[chosen]!;
    return {
      author: journalist.name,
      authors: [journalist.name],
      journalists: [journalist.name],
      outlet,
      language: 'en',
      beat: journalist.agency >= 0 ? beatIndex('Tech') : journalist.beat,
      opinionRate: 0,
    };
  }

  // --- time --------------------------------------------------------------------------------------------

  /** A publication time in the window, denser towards `now`, following the newsroom's daily rhythm. */
  private sampleTime(index: number): number {
    const rng = this.rng;
    if (index === 0) return this.now - rng.between(60, 2400); // the newest article is always recent
    const approximate = this.now - Math.floor(this.windowSeconds * rng.next() ** 1.3);
    const dayStart = approximate - (approximate % DAY_SECONDS);
    const withRhythm = dayStart + HOURS.sample(rng) * 3600 + rng.int(3600);
    return withRhythm <= this.now && withRhythm >= this.windowStart ? withRhythm : approximate;
  }

  private currentBreach(index: number): BreachEvent {
    if (this.breach === null || this.breach.remaining === 0) {
      const disclosedAt = this.sampleTime(index);
      this.breach = createBreachEvent(
        this.rng,
        this.breachCount++,
        this.breachWalk,
        disclosedAt,
        COVERAGE.sample(this.rng),
      );
    }
    this.breach.remaining--;
    return this.breach;
  }

  // The first report comes at disclosure; follow-ups within four days (never after `now`).
  private breachTime(event: BreachEvent): number {
    const first = event.outletsUsed.length === 0;
    const offset = first ? 0 : this.rng.between(3600, 4 * DAY_SECONDS);
    const time = event.disclosedAt + offset;
    return time <= this.now
      ? time
      : event.disclosedAt + Math.floor(this.rng.next() * (this.now - event.disclosedAt));
  }

  // --- casts -------------------------------------------------------------------------------------------

  private setPerson(person: Person, full: number, family: number, role: number, organisation: number): void {
    this.cast[full] = person.full;
    this.cast[family] = person.family;
    this.cast[role] = person.role;
    this.cast[organisation] = person.org.name;
  }

  private fillCommon(language: Language, outlet: OutletProfile, publishedDay: number): void {
    const rng = this.rng;
    const cast = this.cast;
    const date = civilFromDays(publishedDay);
    cast[slot.PCT] = (language === 'en' ? PCT_DOT : PCT_COMMA)[rng.int(PCT_MAX_TENTHS - PCT_MIN_TENTHS + 1)]!;
    cast[slot.NUM] = rng.pick(SMALL_NUMBERS);
    cast[slot.BIG] = integerPhrase(rng.between(12, 95) * 10 ** rng.between(1, 4), language);
    cast[slot.MONEY] = moneyPhrase(rng, language, outlet.country);
    const weekday = weekdayOfDays(publishedDay - (rng.chance(0.7) ? 0 : 1));
    cast[slot.DAY] = language === 'en' ? EN_DAYS[weekday]! : INTL[language as ForeignLanguage].days[weekday]!;
    cast[slot.MONTH] = EN_MONTHS[date.month - 1]!;
    cast[slot.YEAR] = yearPhrase(date.year);
    cast[slot.YPAST] = yearPhrase(date.year - rng.between(2, 12));
    cast[slot.SCORE] = rng.pick(SCORES);
    cast[slot.TEMP] = rng.pick(TEMPERATURES);
    const places = PLACES_BY_COUNTRY.get(outlet.country);
    if (language === 'en') {
      cast[slot.L1] = places && rng.chance(0.75) ? rng.pick(places.citiesEnglish) : rng.pick(WORLD_CITIES);
      cast[slot.L2] = places && rng.chance(0.65) ? places.country : rng.pick(WORLD_COUNTRIES);
    } else {
      cast[slot.L1] = places && rng.chance(0.9) ? rng.pick(places.citiesLocal) : rng.pick(WORLD_CITIES);
      cast[slot.L2] = places ? places.country : rng.pick(WORLD_COUNTRIES);
    }
  }

  private fillEnglishCast(beat: number, outlet: OutletProfile, publishedDay: number): void {
    const rng = this.rng;
    const world = BEAT_WORLDS[beat]!;
    this.fillCommon('en', outlet, publishedDay);
    const main = world.newsmakers[NEWSMAKER_PICK.sample(rng) % world.newsmakers.length]!;
    this.setPerson(main, slot.P1, slot.P1L, slot.R1, slot.O1);
    let counterpart = rng.pick(world.counterparts);
    if (counterpart.org === main.org)
      counterpart =
        world.counterparts[(world.counterparts.indexOf(counterpart) + 1) % world.counterparts.length]!;
    this.setPerson(counterpart, slot.P2, slot.P2L, slot.R2, slot.O2);
    this.setPerson(rng.pick(world.experts), slot.P3, slot.P3L, slot.R3, slot.O3);
    const misc = rng.int(world.misc.length);
    this.cast[slot.M1] = world.misc[misc]!;
    this.cast[slot.M2] = world.misc[(misc + 1 + rng.int(world.misc.length - 1)) % world.misc.length]!;
    this.cast[slot.TOPIC] = rng.pick(world.topics);
  }

  private fillForeignCast(
    language: Language,
    beat: number,
    outlet: OutletProfile,
    publishedDay: number,
  ): void {
    const rng = this.rng;
    const templates = INTL[language as ForeignLanguage];
    this.fillCommon(language, outlet, publishedDay);
    const person = rng.pick(INTL_PEOPLE[language]);
    this.setPerson(person, slot.P1, slot.P1L, slot.R1, slot.O1);
    let rival = rng.pick(COMPANIES);
    if (rival === person.org) rival = COMPANIES[(COMPANIES.indexOf(rival) + 1) % COMPANIES.length]!;
    this.cast[slot.O2] = rival.name;
    this.cast[slot.M1] = rng.pick(NEUTRAL_MISC);
    this.cast[slot.TOPIC] = templates.topics[beat]!;
  }

  private fillBreachCast(event: BreachEvent, outlet: OutletProfile, publishedDay: number): void {
    const usStyle = outlet.country === 'US' || outlet.country === 'CA';
    this.fillCommon('en', outlet, publishedDay);
    const cast = this.cast;
    cast[slot.BC] = event.company.org.name;
    cast[slot.O1] = event.company.org.name;
    cast[slot.BN] = event.affected;
    cast[slot.BI] = event.company.impacted;
    cast[slot.BD] = event.dataFull;
    cast[slot.BDS] = event.dataShort;
    cast[slot.BWHEN] = breachWhenPhrase(event, publishedDay, usStyle);
    cast[slot.BDISC] = breachDiscoveryPhrase(event, publishedDay, usStyle);
    cast[slot.BREG] = event.regulator;
    cast[slot.BGANG] = event.gang;
    cast[slot.BMON] = event.monitoringMonths;
    this.setPerson(this.rng.pick(SECURITY_EXPERTS), slot.P3, slot.P3L, slot.R3, slot.O3);
  }

  // --- text ----------------------------------------------------------------------------------------------

  /** A headline with its lead: in the article's tone most of the time, else neutral. */
  private pickStory(stories: CompiledStories, tone: Tone): CompiledStory {
    return this.rng.pick(stories[tone !== 'neu' && this.rng.chance(0.75) ? tone : 'neu']);
  }

  /** Offers a toned pool family to the walker: the article's tone first, neutral next, a little of the opposite. */
  private addTonedCandidates(
    pool: CompiledToned,
    tone: Tone,
    roles: readonly [number, number, number],
    weight: number,
  ): void {
    const walker = this.walker;
    if (tone === 'neu') {
      walker.addCandidate(roles[2], pool.neu, weight * 1.5);
      walker.addCandidate(roles[0], pool.pos, weight * 0.25);
      walker.addCandidate(roles[1], pool.neg, weight * 0.25);
    } else {
      walker.addCandidate(roles[tone === 'pos' ? 0 : 1], pool[tone], weight * 1.5);
      walker.addCandidate(roles[2], pool.neu, weight);
      walker.addCandidate(roles[tone === 'pos' ? 1 : 0], pool[tone === 'pos' ? 'neg' : 'pos'], weight * 0.1);
    }
  }

  /** Starts the body with its lead, which is also the description (with the next sentence if short). */
  private startBody(lead: Template): void {
    this.content = this.renderer.render(lead, this.cast);
    this.words = this.renderer.words;
    this.description = this.content;
    this.descriptionOpen = this.words < 25;
    this.sentencesInParagraph = 1;
    this.paragraphLength = this.rng.between(1, 2);
  }

  private paragraphLength = 0;
  private sentencesInParagraph = 0;
  private descriptionOpen = false;

  /** Appends a sentence unless it would pass `limit` words; false when it did not fit. */
  private append(template: Template, limit: number): boolean {
    const sentence = this.renderer.render(template, this.cast);
    const words = this.renderer.words;
    if (this.words + words > limit) return false;
    if (this.sentencesInParagraph >= this.paragraphLength) {
      this.content += '\n\n';
      this.sentencesInParagraph = 0;
      this.paragraphLength = this.rng.between(2, 4);
    } else {
      this.content += ' ';
    }
    if (this.descriptionOpen) {
      this.description += ` ${sentence}`;
      this.descriptionOpen = false;
    }
    this.content += sentence;
    this.words += words;
    this.sentencesInParagraph++;
    return true;
  }

  /** Appends a closing line as its own paragraph. */
  private appendParagraph(template: Template, limit: number): void {
    const sentence = this.renderer.render(template, this.cast);
    if (this.words + this.renderer.words > limit) return;
    this.content += `\n\n${sentence}`;
    this.words += this.renderer.words;
  }

  private targetWords(paid: boolean, low: number, high: number): { target: number; limit: number } {
    if (paid) return { target: this.rng.between(MIN_WORDS, 230), limit: 260 };
    // Skewed towards shorter pieces: most news runs 250–600 words.
    const target = Math.round(low + (high - low) * this.rng.next() ** 1.6);
    return { target, limit: MAX_WORDS };
  }

  private fillBody(target: number, limit: number, pick: () => Template): void {
    let misses = 0;
    while (this.words < target && misses < 3) {
      if (!this.append(pick(), limit)) misses++;
    }
  }

  private composeEnglish(beat: number, tone: Tone, opinion: boolean, paid: boolean): string {
    const rng = this.rng;
    const templates = EN_BEATS[beat]!;
    const story = this.pickStory(templates.stories, tone);
    const title = this.renderer.renderTitle(opinion ? rng.pick(EN_OPINION_TITLES) : story.title, this.cast);
    this.startBody(story.lead);
    const { target, limit } = this.targetWords(paid, MIN_WORDS, MAX_WORDS);
    const reserve = paid ? EN_PAYWALL_NOTE.fixedWords : 20;
    // Beat sentences are preferred; the shared pool (experts, context) fills in, opinion pieces add views.
    this.addTonedCandidates(templates.body, tone, BODY_ROLES, 6);
    this.addTonedCandidates(EN_SHARED, tone, SHARED_ROLES, 0.6);
    if (opinion) this.addTonedCandidates(EN_OPINION_BODY, tone, OPINION_ROLES, 5);
    this.fillBody(target, limit - reserve, () => this.walker.nextCandidate());
    if (paid) this.appendParagraph(EN_PAYWALL_NOTE, limit);
    else this.appendParagraph(rng.pick(EN_CLOSINGS), limit);
    return title;
  }

  private composeForeign(language: Language, tone: Tone, paid: boolean): string {
    const rng = this.rng;
    const templates = INTL[language as ForeignLanguage];
    const story = this.pickStory(templates.stories, tone);
    const title = this.renderer.renderTitle(story.title, this.cast);
    this.startBody(story.lead);
    const { target, limit } = this.targetWords(paid, MIN_WORDS, 300);
    this.addTonedCandidates(templates.body, tone, BODY_ROLES, 1);
    this.fillBody(target, limit - 20, () => this.walker.nextCandidate());
    this.appendParagraph(paid ? templates.paywallNote : rng.pick(templates.closings), limit);
    return title;
  }

  private composeBreach(event: BreachEvent, paid: boolean): string {
    const rng = this.rng;
    const title = this.renderer.renderTitle(rng.pick(BREACH.titles), this.cast);
    this.startBody(rng.pick(BREACH.leads));
    // What, when and how it was found come first, as breach reports put them.
    this.append(rng.pick(BREACH.when), MAX_WORDS);
    this.append(rng.pick(BREACH.data), MAX_WORDS);
    if (event.discoveredDay !== event.endDay && rng.chance(0.6))
      this.append(rng.pick(BREACH.discovery), MAX_WORDS);
    const { target, limit } = this.targetWords(paid, MIN_WORDS, 450);
    this.fillBody(target, limit - 20, () => this.walker.next(POOL_ROLES.breachBody, BREACH.body));
    this.appendParagraph(paid ? EN_PAYWALL_NOTE : rng.pick(BREACH.closings), limit);
    return title;
  }

  private slugOf(slug: string): string {
    if (slug.length <= 90) return slug;
    const cut = slug.lastIndexOf('-', 90);
    return slug.slice(0, cut > 20 ? cut : 90);
  }

  // --- links ---------------------------------------------------------------------------------------------

  private remember(outlet: number, link: string): void {
    const recent = this.recentLinks[outlet]!;
    const cursor = this.recentCursor[outlet]!;
    if (recent.length < RECENT_LINKS_PER_OUTLET) recent.push(link);
    else recent[cursor] = link;
    this.recentCursor[outlet] = (cursor + 1) % RECENT_LINKS_PER_OUTLET;
  }

  private embedLinks(
    outletIndex: number,
    host: string,
    section: string,
    links: string[],
    domains: string[],
  ): void {
    const rng = this.rng;
    const count = LINK_COUNT.sample(rng);
    const outlet = this.outlets[outletIndex]!;
    const add = (url: string, domain: string) => {
      if (links.includes(url)) return;
      links.push(url);
      if (!domains.includes(domain)) domains.push(domain);
    };
    for (let i = 0; i < count; i++) {
      const roll = rng.next();
      if (roll < 0.35) {
        const recent = this.recentLinks[outletIndex]!;
        const url = recent.length > 0 ? rng.pick(recent) : `https://${host}/${section}/`;
        add(url, hostOf(url));
      } else if (roll < 0.5) {
        add(`https://${host}/${section}/`, host);
      } else if (roll < 0.75) {
        const organisation = this.cast[slot.O1] === undefined ? null : this.orgOfCast();
        if (organisation)
          add(`https://${organisation.site}/${rng.chance(0.5) ? 'press' : ''}`, organisation.site);
      } else if (roll < 0.92) {
        const other = rng.int(this.outlets.length);
        const recent = this.recentLinks[other]!;
        if (recent.length > 0 && rng.chance(0.7)) {
          const url = rng.pick(recent);
          add(url, hostOf(url));
        } else {
          const domain = this.outlets[other]!.domain_url;
          add(`https://${domain}/`, domain);
        }
      } else if (outlet.twitter_account) {
        add(`https://social.example/${outlet.twitter_account.slice(1)}`, 'social.example');
      }
    }
  }

  private orgOfCast(): Org | null {
    return ORG_BY_NAME.get(this.cast[slot.O1]!) ?? null;
  }
}

// Organisations by their name phrase, to link to their websites.
const ORG_BY_NAME = new Map<Phrase, Org>();
for (const world of BEAT_WORLDS) {
  for (const person of [...world.newsmakers, ...world.counterparts])
    ORG_BY_NAME.set(person.org.name, person.org);
  for (const organisation of world.orgs) ORG_BY_NAME.set(organisation.name, organisation);
}
for (const organisation of COMPANIES) ORG_BY_NAME.set(organisation.name, organisation);
for (const company of BREACH_COMPANIES) ORG_BY_NAME.set(company.org.name, company.org);

function hostOf(url: string): string {
  const start = url.indexOf('//') + 2;
  const end = url.indexOf('/', start);
  return url.slice(start, end < 0 ? url.length : end);
}

function validate(options: DemoCorpusOptions): { now: number; days: number; seed: number } {
  if (!Number.isInteger(options.articles) || options.articles < 0) {
    throw new RangeError(`articles must be a whole number of at least 0, got ${options.articles}`);
  }
  const nowMs = options.now instanceof Date ? options.now.getTime() : Number.NaN;
  if (!Number.isFinite(nowMs)) throw new RangeError('now must be a valid Date');
  const days = options.days ?? DEFAULT_DAYS;
  if (!(days > 0) || !Number.isFinite(days))
    throw new RangeError(`days must be a positive number, got ${days}`);
  const seed = options.seed ?? DEFAULT_SEED;
  if (!Number.isSafeInteger(seed) || seed < 0)
    throw new RangeError(`seed must be a whole number of at least 0, got ${seed}`);
  return { now: Math.floor(nowMs / 1000), days, seed };
}

/**
 * Yields `articles` demo articles over the `days` days up to `now`, deterministically for a given seed.
 * Streaming: memory does not grow with the number of articles.
 */
export function* generateDemoArticles(options: DemoCorpusOptions): Generator<DemoArticle, void, undefined> {
  const { now, days, seed } = validate(options);
  const outlets = outletProfiles(seed);
  const factory = new ArticleFactory(outlets, buildRoster(outlets, seed), seed, now, days);
  for (let index = 0; index < options.articles; index++) yield factory.next(index);
}
