// Merges per-article breach mentions into events: same organisation, compatible breach dates, coverage that continues.
import { createHash } from 'node:crypto';
import {
  acronymForm,
  isPlainName,
  mentionGroupKey,
  nameForm,
  nameWords,
  oneName,
  oneOrganisation,
  spellingKey,
  UNNAMED_KEY_PREFIX,
  type NameForm,
} from './company';
import { DATA_TYPE_SENSITIVITY, dominantDataType } from './dataKinds';
import { parseTimestamp } from './dates';
import { SERVED_PEOPLE } from './impacted';
import type { BreachEvent, BreachMention, DatePrecision } from './types';

export interface MergeOptions {
  /** Largest gap in days between an article that states no breach date and the event's latest article. Default 120. */
  windowDays?: number;
  /** Largest gap in days between the breach periods two articles state for one incident. Default 180. */
  dateWindowDays?: number;
  /** When a mention was extracted ('YYYY-MM-DD HH:MM:SS'); default its article's published_date. */
  extractionDate?: (mention: BreachMention) => string;
}

// Coverage of one incident runs for weeks and months (disclosure, lawsuits, fines), and outlets date the same
// breach by its start, its discovery or its disclosure, months apart (Coupang: "began in June", "November"):
// incidents of one company years apart still fall outside both windows.
export const DEFAULT_WINDOW_DAYS = 120;
export const DEFAULT_DATE_WINDOW_DAYS = 180;
/** Between articles published this close together, breach dates up to a year apart still make one incident. */
const CLOSE_COVERAGE_DAYS = DEFAULT_WINDOW_DAYS;
const CLOSE_DATE_WINDOW_DAYS = 365;
/**
 * Articles about one organisation published within this many days of each other that state the same facts (a kind
 * of data or a group of people) are one incident even when their dates disagree: outlets in one burst of coverage
 * date the breach by an older incident they recall ("In 2020, Ledger experienced a data breach"), by the fine ("ICO
 * fines Capita" dated the day of the fine, beside "the 2023 cyber attack") or misread a date. Incidents years apart
 * that are in the news the same week and share no fact stay apart.
 */
const BURST_DAYS = 7;
/**
 * An event names the groups of people that at least this share of its articles name. Each article of an event is
 * read with the event's groups, and most articles of a large event name no group at all ("Coupang CEO resigns"):
 * chosen on the breach tuning parts read in a store of the whole corpus, where the former rule (the most named
 * group always, another when more than half of the articles naming any group name it) read 68.3 % precise at
 * 82.4 % recall and this one 73.1 % at 80.5 % (test/fixtures/breaches/README.md, "Groups in the whole corpus").
 */
const GROUP_SHARE = 0.4;

/**
 * A headline announcing another breach ("Another Salesforce-linked data breach", "Grubhub Confirms New Data Breach",
 * "University Targeted By Another Breach") reports a new incident: weeks after the earlier coverage it does not
 * continue that event, even with no date stated. Within a burst it is the same incident's coverage ("Ledger Hit by
 * Another Data Breach" on the day of the disclosure). "New York" and the like are places.
 */
const ANOTHER_BREACH =
  /\b(?:another|new(?!\s+(?:york|jersey|zealand|mexico|hampshire|south|england|orleans|delhi|brunswick)\b)|second|fresh|separate)\s+(?:[\w.&'’-]+\s+)?(?:(?:[\w-]+-(?:linked|related|party)|data|security|cyber|mega|major|massive|big|huge|serious|significant|large|suspected|alleged|possible|potential|ransomware)\s+){0,3}(?:breach|leak|hack|hacking|cyber-?attack|cyberattack|attack|incident)\b/i;

/** Whether a headline announces another breach of its organisation. */
export const announcesAnotherBreach = (headline: string): boolean => ANOTHER_BREACH.test(headline);

/** The kinds of data and the groups of people an event's articles name, any of them. */
interface MemberFacts {
  dataKinds: Set<string>;
  impacted: Set<string>;
}

function addFacts(facts: MemberFacts, mention: BreachMention): void {
  for (const kind of mention.dataKinds) facts.dataKinds.add(kind);
  for (const group of mention.impacted) facts.impacted.add(group);
}

/** A kind of data or a group of people the mention and one of the articles (`members`: their facts) both name. */
function sharesFact(mention: BreachMention, members: MemberFacts): boolean {
  return (
    mention.dataKinds.some((kind) => members.dataKinds.has(kind)) ||
    mention.impacted.some((group) => members.impacted.has(group))
  );
}
const DAY_MS = 86_400_000;

/**
 * A merge group's mentions by organisation: names that are one organisation's together, transitively. Order-free:
 * the same mentions give the same parts whatever their order.
 */
function byOrganisation(group: readonly BreachMention[]): BreachMention[][] {
  const forms = new Map<string, NameForm>();
  for (const { company_name: name } of group) if (!forms.has(name!)) forms.set(name!, nameForm(name!));
  const keys = [...new Set([...forms.values()].map((form) => form.key))];
  if (keys.length === 1) return [[...group]];
  const parent = new Map(keys.map((k) => [k, k]));
  const find = (k: string): string => {
    while (parent.get(k) !== k) k = parent.get(k)!;
    return k;
  };
  const names = [...forms.values()];
  for (const a of names)
    for (const b of names)
      if (a.key < b.key && oneOrganisation(a, b)) {
        const [ra, rb] = [find(a.key), find(b.key)];
        // The smaller key is the root, so the parts do not depend on the order names were seen in.
        if (ra !== rb) parent.set(ra < rb ? rb : ra, ra < rb ? ra : rb);
      }
  const parts = new Map<string, BreachMention[]>();
  for (const mention of group) {
    const root = find(forms.get(mention.company_name!)!.key);
    const part = parts.get(root);
    if (part) part.push(mention);
    else parts.set(root, [mention]);
  }
  return [...parts.values()];
}

/** The stated period of an event date: a day, a month or a year. */
function dateSpan(mention: BreachMention): [number, number] | null {
  if (!mention.event_date) return null;
  const start = parseTimestamp(mention.event_date);
  if (!start) return null;
  const precision: DatePrecision = mention.event_date_precision ?? 'day';
  const end = new Date(start);
  if (precision === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else if (precision === 'month') end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCDate(end.getUTCDate() + 1);
  return [start.getTime(), end.getTime()];
}

function spansCompatible(a: [number, number] | null, b: [number, number] | null, windowMs: number): boolean {
  if (!a || !b) return true;
  const gap = Math.max(a[0], b[0]) - Math.min(a[1], b[1]);
  return gap <= windowMs;
}

const PRECISION_RANK: Record<DatePrecision, number> = { day: 3, month: 2, year: 1 };

/**
 * The event's breach date: the month its articles state most often (one outlet's misread date does not
 * outweigh the rest), then the most precise date in that month, then the earliest.
 */
function chooseEventDate(mentions: readonly BreachMention[]): BreachMention | null {
  const dated = mentions.filter((m) => m.event_date);
  if (!dated.length) return null;
  const months = new Map<string, number>();
  for (const m of dated)
    months.set(m.event_date!.slice(0, 7), (months.get(m.event_date!.slice(0, 7)) ?? 0) + 1);
  return [...dated].sort(
    (a, b) =>
      months.get(b.event_date!.slice(0, 7))! - months.get(a.event_date!.slice(0, 7))! ||
      PRECISION_RANK[b.event_date_precision ?? 'day'] - PRECISION_RANK[a.event_date_precision ?? 'day'] ||
      a.event_date!.localeCompare(b.event_date!),
  )[0]!;
}

/**
 * The event's data_type: the type most of its articles that name kinds of data give, ties to the more sensitive.
 * A union of every article's kinds would let one article's stray mention (advice to change passwords, another
 * incident) decide for the whole event; the articles that state the kinds decide instead.
 */
function eventDataType(mentions: readonly BreachMention[]): BreachEvent['data_breach']['data_type'] {
  const votes = new Map<string, number>();
  for (const m of mentions) {
    if (!m.dataKinds.length) continue;
    const type = dominantDataType(m.dataKinds);
    votes.set(type, (votes.get(type) ?? 0) + 1);
  }
  let best: BreachEvent['data_breach']['data_type'] = 'personal';
  let bestVotes = 0;
  // DATA_TYPE_SENSITIVITY runs from the most sensitive, so a tie keeps the more sensitive type.
  for (const type of DATA_TYPE_SENSITIVITY) {
    const n = votes.get(type) ?? 0;
    if (n > bestVotes) {
      best = type;
      bestVotes = n;
    }
  }
  return best;
}

/**
 * An event of several articles names the people its organisation serves once: outlets call one population
 * customers, users, subscribers or members, each its own word, and an event listing every outlet's word would
 * give each article the words the others chose. The word most of the articles use stays (the first of
 * `groups`, which run most named first), and another only when more than half of all the event's articles
 * say it too (they name both themselves); other groups (employees, patients) are other people and stay.
 */
function oneWordForServedPeople(
  groups: readonly string[],
  articlesNaming: ReadonlyMap<string, number>,
  articles: number,
): string[] {
  const served = groups.find((g) => SERVED_PEOPLE.includes(g));
  return groups.filter(
    (g) => g === served || !SERVED_PEOPLE.includes(g) || articlesNaming.get(g)! * 2 > articles,
  );
}

/** Values across mentions, most frequent first, then in order of first appearance. */
function unionByFrequency(lists: readonly (readonly string[])[]): string[] {
  const counts = new Map<string, { count: number; first: number }>();
  let order = 0;
  for (const list of lists)
    for (const value of list) {
      const entry = counts.get(value);
      if (entry) entry.count++;
      else counts.set(value, { count: 1, first: order++ });
    }
  return [...counts.entries()]
    .sort((a, b) => b[1].count - a[1].count || a[1].first - b[1].first)
    .map(([value]) => value);
}

/**
 * Stable id: a hash of the spelling key of the event's earliest article's organisation and that article's id.
 * Re-running over the same articles gives the same ids; an event keeps its id while no earlier article joins it,
 * whichever spelling of the name ("Manage My Health", "ManageMyHealth", "JPMorgan Chase") its articles come to use
 * most.
 */
export function breachEventId(company: string | null, firstArticleId: string): string {
  const digest = createHash('sha256')
    .update(`${company ? spellingKey(company) : ''}\u0000${firstArticleId}`)
    .digest('hex');
  return `breach_${digest.slice(0, 20)}`;
}

const byPublication = (a: BreachMention, b: BreachMention): number =>
  a.published_date.localeCompare(b.published_date) || a.articleId.localeCompare(b.articleId);

function buildEvent(members: BreachMention[], extractionDate: (m: BreachMention) => string): BreachEvent {
  const ordered = [...members].sort(byPublication);
  const first = ordered[0]!;
  // The most frequent spelling; on a tie the organisation's own name before a described one ("Kering" before
  // "Gucci-owner Kering", "Renault" before "Renault UK").
  const nameCounts = new Map<string, number>();
  for (const m of ordered)
    if (m.company_name !== null) nameCounts.set(m.company_name, (nameCounts.get(m.company_name) ?? 0) + 1);
  const names = unionByFrequency(ordered.map((m) => (m.company_name === null ? [] : [m.company_name])));
  // A name spellingKey keeps whole but for a trade word (isPlainName). Of those, the organisation before its units
  // and long forms ("Volvo" before "Volvo North America", "Kimsuky" before "Kimsuky APT", "Orange" before "Orange
  // Telecom"), and a public body spelt out before its acronym ("Illinois Department of Human Services" before
  // "Illinois DHS").
  const tied = names.filter(
    (name) => nameCounts.get(name) === nameCounts.get(names[0]!) && isPlainName(name),
  );
  const rank = (name: string): number => (acronymForm(name)?.short ? 100 : 0) + nameWords(name).length;
  const company =
    tied.reduce<string | null>(
      (best, name) => (best === null || rank(name) < rank(best) ? name : best),
      null,
    ) ??
    names[0] ??
    null;
  const dataKinds = unionByFrequency(ordered.map((m) => m.dataKinds));
  // Groups a good share of the coverage names (GROUP_SHARE of all its articles, whether they name any group or
  // not): one outlet's aside ("contractors") does not speak for the event. The people the organisation serves
  // count as one group whatever each outlet calls them, under the word most of them use.
  const groupCounts = new Map<string, number>();
  for (const m of ordered)
    for (const g of new Set(m.impacted)) groupCounts.set(g, (groupCounts.get(g) ?? 0) + 1);
  const named = unionByFrequency(ordered.map((m) => m.impacted));
  const servedWord = named.find((g) => SERVED_PEOPLE.includes(g));
  const servedNaming = ordered.filter((m) => m.impacted.some((g) => SERVED_PEOPLE.includes(g))).length;
  const shared = named.filter(
    (g) => (g === servedWord ? servedNaming : groupCounts.get(g)!) >= GROUP_SHARE * ordered.length,
  );
  const impacted = ordered.length > 1 ? oneWordForServedPeople(shared, groupCounts, ordered.length) : shared;
  const dated = chooseEventDate(ordered);
  // The summary of the article that says most: kinds of data, people affected, a date.
  const informative = [...ordered].sort(
    (a, b) =>
      b.dataKinds.length +
        b.impacted.length +
        (b.event_date ? 1 : 0) -
        (a.dataKinds.length + a.impacted.length + (a.event_date ? 1 : 0)) || byPublication(a, b),
  )[0]!;
  return {
    id: breachEventId(first.company_name, first.articleId),
    event_type: 'data_breach',
    global_event_type: 'DataMonitoring',
    associated_article_ids: ordered.map((m) => m.articleId),
    extraction_date: ordered.map(extractionDate).sort()[0]!,
    event_date: dated?.event_date ?? null,
    company_name: company,
    data_breach: {
      summary: informative.summary,
      impacted,
      data: dataKinds.join(', '),
      data_type: eventDataType(ordered),
      title: company ? `${company} data breach` : first.title,
    },
  };
}

/**
 * Groups mentions into events. Mentions of one organisation (sameOrganisation: one spelling key, or names that
 * extend one another, another spelling only within a burst of coverage) join an event when the breach
 * periods they state are within `dateWindowDays` of the event's, whenever they were published (a fine two
 * years on about "the 2023 breach" joins it); a mention or event with no stated date joins by coverage, when
 * its article appeared within `windowDays` of the event's latest article. Mentions without an organisation
 * merge the same way under the victim their headline describes (unnamedVictimKey), and stay events of their own
 * when it describes none. The result does not depend on the order of the input.
 */
export function mergeMentions(mentions: readonly BreachMention[], opts: MergeOptions = {}): BreachEvent[] {
  const windowMs = (opts.windowDays ?? DEFAULT_WINDOW_DAYS) * DAY_MS;
  const dateWindowMs = (opts.dateWindowDays ?? DEFAULT_DATE_WINDOW_DAYS) * DAY_MS;
  const extractionDate = opts.extractionDate ?? ((m: BreachMention) => m.published_date);
  const byCompany = new Map<string, BreachMention[]>();
  const clusters: BreachMention[][] = [];
  const forms = new Map<string, NameForm>();
  const formOf = (name: string): NameForm => {
    let form = forms.get(name);
    if (!form) forms.set(name, (form = nameForm(name)));
    return form;
  };
  // Reports naming no organisation merge under the victim their headline describes ("Victorian students"), by the
  // same dates and coverage as an organisation's; those describing none stay events of their own.
  const byUnnamedVictim = new Map<string, BreachMention[]>();
  for (const mention of [...mentions].sort(byPublication)) {
    const groupKey = mentionGroupKey(mention);
    if (!groupKey) {
      clusters.push([mention]);
      continue;
    }
    const groups = groupKey.startsWith(UNNAMED_KEY_PREFIX) ? byUnnamedVictim : byCompany;
    const group = groups.get(groupKey);
    if (group) group.push(mention);
    else groups.set(groupKey, [mention]);
  }
  for (const group of [...[...byCompany.values()].flatMap(byOrganisation), ...byUnnamedVictim.values()]) {
    // Each open event keeps its members' stated periods and facts as they join, so that a mention is compared
    // with an event in one pass over its periods, not by recomputing every member's (a company's coverage at
    // scale runs to hundreds of articles, and every one of them is compared with the open events).
    const open: {
      members: BreachMention[];
      lastPublished: number;
      spans: [number, number][];
      facts: MemberFacts;
      spellings: NameForm[];
    }[] = [];
    for (const mention of group) {
      const published = parseTimestamp(mention.published_date)?.getTime() ?? 0;
      const span = dateSpan(mention);
      const announcesAnother = mention.new_incident === true;
      const spelling = mention.company_name === null ? null : formOf(mention.company_name);
      // The most recent compatible event takes the mention; otherwise it starts a new one.
      let target: (typeof open)[number] | undefined;
      for (let i = open.length - 1; i >= 0 && !target; i--) {
        const cluster = open[i]!;
        const gap = published - cluster.lastPublished;
        if (announcesAnother && gap > BURST_DAYS * DAY_MS) continue;
        // Another name of the organisation ("JPMorgan Chase" after "JPMorgan") continues only a burst of coverage:
        // weeks later it is as likely a unit's or another incident's ("Oracle Health" after the Oracle EBS thefts).
        // An acronym is no other name ("FEMA" weeks after "Federal Emergency Management Agency").
        if (
          gap > BURST_DAYS * DAY_MS &&
          spelling &&
          !cluster.spellings.some((other) => oneName(other, spelling))
        )
          continue;
        const { spans } = cluster;
        let joins: boolean;
        if (span && spans.length) {
          if (gap <= BURST_DAYS * DAY_MS && sharesFact(mention, cluster.facts)) joins = true;
          else {
            // Outlets misread dates ("undetected for five months"): coverage running on the same days is one
            // incident unless the dates it states are more than a year apart. A date close to any the event's
            // articles state will do, so that one misread date does not split the coverage.
            const dateWindow =
              gap <= CLOSE_COVERAGE_DAYS * DAY_MS
                ? Math.max(dateWindowMs, CLOSE_DATE_WINDOW_DAYS * DAY_MS)
                : dateWindowMs;
            joins = spans.some((other) => spansCompatible(other, span, dateWindow));
          }
        } else joins = gap <= windowMs;
        if (joins) target = cluster;
      }
      if (target) {
        target.members.push(mention);
        target.lastPublished = Math.max(target.lastPublished, published);
        if (span) target.spans.push(span);
        addFacts(target.facts, mention);
        if (spelling && !target.spellings.some((other) => other.key === spelling.key))
          target.spellings.push(spelling);
      } else {
        const facts: MemberFacts = { dataKinds: new Set(), impacted: new Set() };
        addFacts(facts, mention);
        open.push({
          members: [mention],
          lastPublished: published,
          spans: span ? [span] : [],
          facts,
          spellings: spelling ? [spelling] : [],
        });
      }
    }
    clusters.push(...open.map((c) => c.members));
  }
  return clusters
    .map((members) => buildEvent(members, extractionDate))
    .sort((a, b) => a.extraction_date.localeCompare(b.extraction_date) || a.id.localeCompare(b.id));
}
