// The breach evaluation's harness (scripts/eval-breaches.ts and the CI floors), outside analysis/ because it
// runs the whole server: labelled rows are ingested into a temporary store by the real ingest stages, and the
// events are read back from POST /api/events_search, so what is measured is what users get. Figures come with
// bootstrap intervals and beside their baselines (the dataset's keyword flag, a constant data_type).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ingest } from '../ingest/pipeline';
import { createIngestStages } from '../ingest/stages';
import { openStore } from '../store/db';
import { seededRandom } from '../analysis/bootstrap';
import { companyKey } from '../analysis/breaches/company';
import {
  EVAL_PARTS,
  readCyberNews,
  readHibp,
  readLabels,
  type CyberNewsRow,
  type EvalLabel,
  type EvalPart,
  type HibpRecord,
} from '../analysis/breaches/evaluate';
import { cleanText } from '../analysis/breaches/text';
import type { BreachEvent } from '../analysis/breaches/types';
import { allBreachEvents, localApiPost } from './local-api';

// The labelled parts and their labels are facts of the fixtures (analysis/breaches/evaluate.ts); the harness serves them too.
export { EVAL_PARTS, readLabels, type EvalLabel, type EvalPart };

// ---------- through the pipeline

interface EvalArticle {
  id: string;
  title: string;
  description?: string;
  content?: string;
  published_date: string;
}

/** What the events answer says about one article: its event, or null when no event holds it. */
export type ArticleOutcome = Pick<
  BreachEvent,
  'id' | 'company_name' | 'data_breach' | 'event_date' | 'associated_article_ids'
> | null;

const toTimestamp = (value: string): string => {
  const m = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}:\d{2}))?/.exec(value);
  return m ? `${m[1]} ${m[2] ?? '00:00:00'}` : value;
};

/**
 * Ingests `articles` into a fresh temporary store with the stages every ingest uses (NLP enrichment on
 * `workers` threads, breach events), asks the local API for every data_breach event and maps each article id
 * to the event that holds it. The store is removed afterwards.
 */
export async function eventsThroughPipeline(
  articles: readonly EvalArticle[],
  options: { workers?: number; now?: number } = {},
): Promise<Map<string, ArticleOutcome>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'newsdeck-breach-eval-'));
  const db = openStore(dataDir);
  const stages = await createIngestStages(db, { workers: options.workers ?? 1 });
  try {
    const lines = articles.map((a, i) => ({
      file: 'eval',
      line: i + 1,
      value: {
        ...a,
        link: `https://eval.newsdeck.example/${encodeURIComponent(a.id)}`,
        language: 'en',
      },
    }));
    const stats = await ingest(db, lines, { stages, now: options.now ?? Date.UTC(2026, 10, 25) / 1000 });
    if (stats.skipped) throw new Error(`ingest skipped ${stats.skipped} rows: ${stats.errors[0]?.reason}`);
    const events = await allBreachEvents(localApiPost(db, dataDir));
    const outcome = new Map<string, ArticleOutcome>(articles.map((a) => [a.id, null]));
    for (const event of events) for (const id of event.associated_article_ids) outcome.set(id, event);
    return outcome;
  } finally {
    await stages.close?.();
    db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function newsEvalArticle(row: CyberNewsRow): EvalArticle {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    published_date: toTimestamp(row.pubDate),
  };
}

/**
 * A HIBP record as an article: its first sentence as title, the whole description as content, published on
 * the date HIBP added it. The id is prefixed so that it cannot meet a news row's id.
 */
export function hibpEvalArticle(record: HibpRecord): EvalArticle {
  const text = cleanText(record.Description).replace(/\s+/g, ' ').trim();
  const first = /^.{20,}?[.!?](?=\s+[A-Z]|$)/.exec(text)?.[0] ?? text.slice(0, 160);
  return {
    id: `hibp:${record.Name}`,
    title: first,
    content: text,
    published_date: toTimestamp(record.AddedDate),
  };
}

// ---------- judging one article

/** Same organisation: equal keys, also with spaces removed, or one key a whole-word part of the other. */
export function sameOrganisation(predicted: string, names: readonly string[]): boolean {
  const key = companyKey(predicted);
  if (!key) return false;
  return names.some((name) => {
    const t = companyKey(name);
    if (!t) return false;
    if (t === key || t.replace(/ /g, '') === key.replace(/ /g, '')) return true;
    return ` ${t} `.includes(` ${key} `) || ` ${key} `.includes(` ${t} `);
  });
}

// Groups named differently by outlets and by the extractor's own normalisation.
const GROUP_SYNONYMS: Record<string, string> = {
  staff: 'employees',
  workers: 'employees',
  shoppers: 'customers',
  people: 'individuals',
  pupils: 'students',
};
const normGroup = (g: string): string => {
  const lower = g.toLowerCase().trim();
  return GROUP_SYNONYMS[lower] ?? lower;
};

/** Per labelled news row: everything the figures need, so that a bootstrap resample is cheap. */
export interface RowJudgement {
  label: EvalLabel;
  flag: boolean;
  detected: boolean;
  eventId: string | null;
  company: string | null;
  /** Right: a victim name or a related organisation (or null when the text names no victim). */
  companyRight: boolean;
  /** Exact: a victim name (or null when the text names none). */
  companyExact: boolean;
  dataType: string | null;
  impacted: string[];
  /** The event's breach date, for reading errors. */
  eventDate: string | null;
}

export function judgeRow(label: EvalLabel, flag: boolean, outcome: ArticleOutcome): RowJudgement {
  const company = outcome?.company_name ?? null;
  const exact = label.victims.length
    ? company !== null && sameOrganisation(company, label.victims)
    : company === null;
  const related = company !== null && sameOrganisation(company, label.related_orgs);
  return {
    label,
    flag,
    detected: outcome !== null,
    eventId: outcome?.id ?? null,
    company,
    companyRight: exact || related,
    companyExact: exact,
    dataType: outcome?.data_breach.data_type ?? null,
    impacted: [...new Set((outcome?.data_breach.impacted ?? []).map(normGroup))],
    eventDate: outcome?.event_date ?? null,
  };
}

// ---------- figures

export interface Figure {
  value: number;
  lo: number;
  hi: number;
  /** Items the figure is a share of (in the full sample). */
  n: number;
}

type Ratio = [number, number];
const ratioOf = ([a, b]: Ratio): number => (b ? a / b : NaN);

function precisionRecall(rows: readonly RowJudgement[], predicted: (r: RowJudgement) => boolean) {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const r of rows) {
    const p = predicted(r);
    if (p && r.label.is_breach_report) tp++;
    else if (p) fp++;
    else if (r.label.is_breach_report) fn++;
  }
  return { precision: [tp, tp + fp] as Ratio, recall: [tp, tp + fn] as Ratio };
}

const detectedReports = (rows: readonly RowJudgement[]) =>
  rows.filter((r) => r.detected && r.label.is_breach_report);

/** Every news figure as [numerator, denominator], from one sample of rows. */
function newsRatios(rows: readonly RowJudgement[]): Record<string, Ratio> {
  const det = precisionRecall(rows, (r) => r.detected);
  const flag = precisionRecall(rows, (r) => r.flag);
  const reports = detectedReports(rows);
  const typed = reports.filter((r) => r.label.data_type);
  let impTp = 0;
  let impPredicted = 0;
  let impActual = 0;
  for (const r of reports) {
    const truth = new Set(r.label.impacted.map(normGroup));
    impActual += truth.size;
    impPredicted += r.impacted.length;
    for (const g of r.impacted) if (truth.has(g)) impTp++;
  }
  // Pairs of detected reports: same incident → same event; different incidents → different events.
  let sameTogether = 0;
  let samePairs = 0;
  let apart = 0;
  let differentPairs = 0;
  for (let i = 0; i < reports.length; i++)
    for (let j = i + 1; j < reports.length; j++) {
      const a = reports[i]!;
      const b = reports[j]!;
      if (a.label.id === b.label.id) continue; // the same row drawn twice by a resample
      const together = a.eventId === b.eventId;
      if (a.label.incident === b.label.incident) {
        samePairs++;
        if (together) sameTogether++;
      } else {
        differentPairs++;
        if (!together) apart++;
      }
    }
  return {
    detectionPrecision: det.precision,
    detectionRecall: det.recall,
    flagPrecision: flag.precision,
    flagRecall: flag.recall,
    companyRight: [reports.filter((r) => r.companyRight).length, reports.length],
    companyExact: [reports.filter((r) => r.companyExact).length, reports.length],
    detectedNoCompany: [
      rows.filter((r) => r.detected && r.company === null).length,
      rows.filter((r) => r.detected).length,
    ],
    dataType: [typed.filter((r) => r.dataType === r.label.data_type).length, typed.length],
    dataTypePersonal: [typed.filter((r) => r.label.data_type === 'personal').length, typed.length],
    impactedRecall: [impTp, impActual],
    impactedPrecision: [impTp, impPredicted],
    incidentTogether: [sameTogether, samePairs],
    incidentApart: [apart, differentPairs],
  };
}

/** The most precise and the fullest any one list of groups per event could read on these labels, at most. */
export interface GroupsCeiling {
  /** Precision with recall >= 0.85, at most (NaN when no list reaches that recall). */
  precisionAtRecall85: number;
  /** Recall with precision >= 0.80, at most. */
  recallAtPrecision80: number;
}

/**
 * An upper bound from the labels themselves: every article of an event is judged against the event's one list, so
 * an event whose articles name different groups, or none, costs precision or recall whatever the list. Listing a
 * group in an event finds it in the articles that name it, at the price of one listed group per article; taken
 * from the highest share of naming articles down, and in part where a target falls inside a group, the cheapest
 * way to any recall is reached, so no list of whole groups does better than the figures returned.
 */
export function groupsCeiling(rows: readonly RowJudgement[]): GroupsCeiling {
  const events = new Map<string, Set<string>[]>();
  for (const r of detectedReports(rows)) {
    const truths = events.get(r.eventId!) ?? [];
    truths.push(new Set(r.label.impacted.map(normGroup)));
    events.set(r.eventId!, truths);
  }
  const groups: { named: number; articles: number }[] = [];
  let actual = 0;
  for (const truths of events.values()) {
    const counts = new Map<string, number>();
    for (const truth of truths) {
      actual += truth.size;
      for (const g of truth) counts.set(g, (counts.get(g) ?? 0) + 1);
    }
    for (const named of counts.values()) groups.push({ named, articles: truths.length });
  }
  groups.sort((a, b) => b.named / b.articles - a.named / a.articles);
  const wanted = 0.85 * actual;
  let precisionAtRecall85 = NaN;
  let recallAtPrecision80 = 0;
  let found = 0;
  let listed = 0;
  for (const { named, articles } of groups) {
    const share = named / articles;
    if (Number.isNaN(precisionAtRecall85) && found + named >= wanted)
      precisionAtRecall85 = wanted / (listed + (wanted - found) / share);
    if (found + named >= 0.8 * (listed + articles)) recallAtPrecision80 = (found + named) / actual;
    else if (found >= 0.8 * listed)
      // precision crosses 0.8 inside this group: found + x = 0.8 (listed + x / share)
      recallAtPrecision80 = (found + (0.8 * listed - found) / (1 - 0.8 / share)) / actual;
    found += named;
    listed += articles;
  }
  return { precisionAtRecall85, recallAtPrecision80 };
}

/** Percentile bootstrap: rows resampled with replacement, each figure recomputed, 2.5th and 97.5th percentiles. */
export function bootstrap<T>(
  items: readonly T[],
  ratios: (sample: readonly T[]) => Record<string, Ratio>,
  resamples: number,
  seed: number,
): Record<string, Figure> {
  const full = ratios(items);
  const random = seededRandom(seed);
  const draws: Record<string, number[]> = Object.fromEntries(Object.keys(full).map((k) => [k, []]));
  for (let b = 0; b < resamples; b++) {
    const sample = Array.from({ length: items.length }, () => items[Math.floor(random() * items.length)]!);
    const r = ratios(sample);
    for (const key of Object.keys(full)) {
      const v = ratioOf(r[key]!);
      if (!Number.isNaN(v)) draws[key]!.push(v);
    }
  }
  const quantile = (sorted: number[], q: number): number =>
    sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : NaN;
  return Object.fromEntries(
    Object.entries(full).map(([key, ratio]) => {
      const sorted = draws[key]!.sort((a, b) => a - b);
      return [
        key,
        { value: ratioOf(ratio), lo: quantile(sorted, 0.025), hi: quantile(sorted, 0.975), n: ratio[1] },
      ];
    }),
  );
}

export interface HibpJudgement {
  detected: boolean;
  /** Null for records whose Title is a label, not an organisation (spam lists, stealer logs, no domain). */
  companyRight: boolean | null;
}

/** One HIBP record's judgement with what is needed to read its error (tuning parts only). */
export interface HibpRowJudgement extends HibpJudgement {
  title: string;
  domain: string;
  /** The event's company, null when undetected or unnamed. */
  company: string | null;
  description: string;
}

function hibpRatios(rows: readonly HibpJudgement[]): Record<string, Ratio> {
  const named = rows.filter((r) => r.companyRight !== null);
  return {
    hibpDetected: [rows.filter((r) => r.detected).length, rows.length],
    hibpCompanyRight: [named.filter((r) => r.companyRight).length, named.length],
  };
}

export interface HeldOutReport {
  news: Record<string, Figure>;
  hibp: Record<string, Figure>;
  rows: RowJudgement[];
  /** Every HIBP record judged, for the error listing of a tuning part. */
  hibpRows: HibpRowJudgement[];
  /** Events holding held-out rows, and the share of them with no company. */
  events: { count: number; noCompany: number };
  /**
   * The part's rows that an event with no company holds, by what their labels say: a report whose text names no
   * victim (no extractor can name one), a report whose victim was missed, or no report at all.
   */
  noCompanyRows: { namesNoVictim: number; victimMissed: number; notReport: number };
  /**
   * With the corpus: every event of the news store, as the independent reading counted them (the whole
   * file ingested, events with no company as a share of all events).
   */
  storeEvents: { count: number; noCompany: number } | null;
  /** What any one list of groups per event could read on this part's labels at best. */
  groupsCeiling: GroupsCeiling;
}

export interface HeldOutPaths {
  newsCsv: string;
  labels: string;
  hibp: string;
}

export function heldOutPaths(repoRoot: string, part: EvalPart = 'heldout'): HeldOutPaths {
  const dir = path.join(repoRoot, 'test', 'fixtures', 'breaches');
  const hibp = {
    heldout: 'hibp_heldout.jsonl',
    tuning: 'hibp_breaches_sample.jsonl',
    tuning2: 'hibp_tuning2.jsonl',
    // the catalogue has no records left for a third part
    tuning3: 'hibp_tuning2.jsonl',
    tuning4: 'hibp_tuning2.jsonl',
    tuning5: 'hibp_tuning2.jsonl',
    tuning6: 'hibp_tuning2.jsonl',
    tuning7: 'hibp_tuning2.jsonl',
    tuning8: 'hibp_tuning2.jsonl',
    tuning9: 'hibp_tuning2.jsonl',
    tuning10: 'hibp_tuning2.jsonl',
    tuning11: 'hibp_tuning2.jsonl',
    tuning12: 'hibp_tuning2.jsonl',
    tuning13: 'hibp_tuning2.jsonl',
  };
  return {
    newsCsv: path.join(dir, `eval_${part}.csv`),
    labels: path.join(dir, `eval_${part}_labels.jsonl`),
    hibp: path.join(dir, hibp[part]),
  };
}

/**
 * Figures of one labelled part, or of several judged together. `corpusCsv`: the whole news file the part was drawn
 * from goes into the store with it, as in a store that ingested the corpus: a labelled row's event then also holds
 * the corpus's other articles of its incident, which is what a reader of the Breaches page sees; only labelled rows
 * are judged.
 */
export async function evaluateHeldOut(
  paths: HeldOutPaths | readonly HeldOutPaths[],
  options: { resamples?: number; seed?: number; workers?: number; corpusCsv?: string } = {},
): Promise<HeldOutReport> {
  const { resamples = 1000, seed = 7, workers, corpusCsv } = options;
  // Several parts are judged together as one sample (their HIBP files once each, a record once).
  const parts = 'newsCsv' in paths ? [paths] : paths;
  const rows = parts.flatMap((part) => readCyberNews(part.newsCsv));
  const labels = parts.flatMap((part) => readLabels(part.labels));
  const rowById = new Map(rows.map((r) => [r.id, r]));
  if (labels.length !== rows.length || rowById.size !== rows.length || labels.some((l) => !rowById.has(l.id)))
    throw new Error(
      `${parts.map((p) => p.labels).join(', ')} do not label exactly the rows of their CSV files`,
    );
  const records = [
    ...new Map(
      [...new Set(parts.map((part) => part.hibp))].flatMap(readHibp).map((record) => [record.Name, record]),
    ).values(),
  ];
  const hibpArticles = records.map(hibpEvalArticle);
  const news = rows.map(newsEvalArticle);
  // News and HIBP go in one store, as they would in a real one (their ids cannot collide); with the corpus or
  // several parts, the HIBP records get a store of their own: one answer (at most 1,000 events) cannot hold both.
  let outcomes: Map<string, ArticleOutcome>;
  let storeEvents: HeldOutReport['storeEvents'] = null;
  if (corpusCsv || parts.length > 1) {
    const corpus = corpusCsv
      ? readCyberNews(corpusCsv)
          .filter((r) => !rowById.has(r.id))
          .map(newsEvalArticle)
      : [];
    const newsOutcomes = await eventsThroughPipeline([...news, ...corpus], { workers });
    if (corpusCsv) storeEvents = countEvents(newsOutcomes.values());
    outcomes = new Map([...newsOutcomes, ...(await eventsThroughPipeline(hibpArticles, { workers }))]);
  } else outcomes = await eventsThroughPipeline([...news, ...hibpArticles], { workers });

  const judged = labels.map((l) => judgeRow(l, rowById.get(l.id)!.flag, outcomes.get(l.id) ?? null));
  const hibpJudged = records.map((record, i): HibpRowJudgement => {
    const outcome = outcomes.get(hibpArticles[i]!.id) ?? null;
    const isLabel = record.IsSpamList || record.IsStealerLog || record.IsFabricated || !record.Domain;
    const company = outcome?.company_name ?? null;
    return {
      detected: outcome !== null,
      companyRight: isLabel
        ? null
        : company !== null && sameOrganisation(company, [record.Title, record.Name, record.Domain]),
      title: record.Title,
      domain: record.Domain,
      company,
      description: hibpArticles[i]!.content ?? '',
    };
  });
  const noCompany = judged.filter((r) => r.detected && r.company === null);
  const namesNoVictim = (l: EvalLabel): boolean => !l.victims.length && !l.related_orgs.length;
  return {
    news: bootstrap(judged, newsRatios, resamples, seed),
    hibp: bootstrap(hibpJudged, hibpRatios, resamples, seed + 1),
    rows: judged,
    hibpRows: hibpJudged,
    events: countEvents(judged.map((r) => (r.eventId ? { id: r.eventId, company_name: r.company } : null))),
    noCompanyRows: {
      namesNoVictim: noCompany.filter((r) => r.label.is_breach_report && namesNoVictim(r.label)).length,
      victimMissed: noCompany.filter((r) => r.label.is_breach_report && !namesNoVictim(r.label)).length,
      notReport: noCompany.filter((r) => !r.label.is_breach_report).length,
    },
    storeEvents,
    groupsCeiling: groupsCeiling(judged),
  };
}

/** Distinct events among articles' outcomes, and how many of them have no company. */
function countEvents(outcomes: Iterable<Pick<NonNullable<ArticleOutcome>, 'id' | 'company_name'> | null>): {
  count: number;
  noCompany: number;
} {
  const noCompanyById = new Map<string, boolean>();
  for (const outcome of outcomes) if (outcome) noCompanyById.set(outcome.id, outcome.company_name === null);
  return { count: noCompanyById.size, noCompany: [...noCompanyById.values()].filter(Boolean).length };
}
