// Merges per-article breach mentions into events: same organisation, articles close in time, compatible breach dates.
import { createHash } from 'node:crypto';
import { companyKey } from './company';
import { dominantDataType } from './dataKinds';
import { parseTimestamp } from './dates';
import type { BreachEvent, BreachMention, DatePrecision } from './types';

export interface MergeOptions {
  /** Largest gap in days between consecutive articles of one event, and between the breach dates they give. Default 30. */
  windowDays?: number;
  /** When a mention was extracted ('YYYY-MM-DD HH:MM:SS'); default its article's published_date. */
  extractionDate?: (mention: BreachMention) => string;
}

export const DEFAULT_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

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

/** The event's breach date: the most precise stated, then the most often stated, then the earliest. */
function chooseEventDate(mentions: readonly BreachMention[]): BreachMention | null {
  const dated = mentions.filter((m) => m.event_date);
  if (!dated.length) return null;
  const counts = new Map<string, number>();
  for (const m of dated) counts.set(m.event_date!, (counts.get(m.event_date!) ?? 0) + 1);
  return [...dated].sort(
    (a, b) =>
      PRECISION_RANK[b.event_date_precision ?? 'day'] - PRECISION_RANK[a.event_date_precision ?? 'day'] ||
      counts.get(b.event_date!)! - counts.get(a.event_date!)! ||
      a.event_date!.localeCompare(b.event_date!),
  )[0]!;
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

function mostFrequent(values: readonly string[]): string | null {
  return unionByFrequency(values.map((v) => [v]))[0] ?? null;
}

/**
 * Stable id: a hash of the organisation key and the event's earliest article id. Re-running over the
 * same articles gives the same ids; an event keeps its id while no earlier article joins it.
 */
export function breachEventId(company: string | null, firstArticleId: string): string {
  const digest = createHash('sha256')
    .update(`${company ? companyKey(company) : ''}\u0000${firstArticleId}`)
    .digest('hex');
  return `breach_${digest.slice(0, 20)}`;
}

const byPublication = (a: BreachMention, b: BreachMention): number =>
  a.published_date.localeCompare(b.published_date) || a.articleId.localeCompare(b.articleId);

function buildEvent(members: BreachMention[], extractionDate: (m: BreachMention) => string): BreachEvent {
  const ordered = [...members].sort(byPublication);
  const first = ordered[0]!;
  const company = mostFrequent(ordered.map((m) => m.company_name).filter((c): c is string => c !== null));
  const dataKinds = unionByFrequency(ordered.map((m) => m.dataKinds));
  const impacted = unionByFrequency(ordered.map((m) => m.impacted));
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
    id: breachEventId(company, first.articleId),
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
      data_type: dominantDataType(dataKinds),
      title: company ? `${company} data breach` : first.title,
    },
  };
}

/**
 * Groups mentions into events. Mentions of one organisation (by companyKey) join an event when
 * their article appeared within `windowDays` of the event's latest article and the breach dates
 * they state are within `windowDays` of the event's date. Mentions without an organisation stay
 * events of their own. The result does not depend on the order of the input.
 */
export function mergeMentions(mentions: readonly BreachMention[], opts: MergeOptions = {}): BreachEvent[] {
  const windowMs = (opts.windowDays ?? DEFAULT_WINDOW_DAYS) * DAY_MS;
  const extractionDate = opts.extractionDate ?? ((m: BreachMention) => m.published_date);
  const byCompany = new Map<string, BreachMention[]>();
  const clusters: BreachMention[][] = [];
  for (const mention of [...mentions].sort(byPublication)) {
    if (!mention.company_name || !companyKey(mention.company_name)) {
      clusters.push([mention]);
      continue;
    }
    const key = companyKey(mention.company_name);
    byCompany.set(key, [...(byCompany.get(key) ?? []), mention]);
  }
  for (const group of byCompany.values()) {
    const open: { members: BreachMention[]; lastPublished: number }[] = [];
    for (const mention of group) {
      const published = parseTimestamp(mention.published_date)?.getTime() ?? 0;
      const span = dateSpan(mention);
      // The most recent compatible event takes the mention; otherwise it starts a new one.
      const target = [...open].reverse().find((cluster) => {
        if (published - cluster.lastPublished > windowMs) return false;
        const anchor = chooseEventDate(cluster.members);
        return spansCompatible(anchor ? dateSpan(anchor) : null, span, windowMs);
      });
      if (target) {
        target.members.push(mention);
        target.lastPublished = Math.max(target.lastPublished, published);
      } else open.push({ members: [mention], lastPublished: published });
    }
    clusters.push(...open.map((c) => c.members));
  }
  return clusters
    .map((members) => buildEvent(members, extractionDate))
    .sort((a, b) => a.extraction_date.localeCompare(b.extraction_date) || a.id.localeCompare(b.id));
}
