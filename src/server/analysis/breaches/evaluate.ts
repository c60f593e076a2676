// Measures breach detection and extraction on real data: cybersecurity headlines, the HIBP catalogue, general news.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { companyKey } from './company';
import { dominantDataType } from './dataKinds';
import { detectBreach } from './detect';
import { extractMention } from './extract';
import type { BreachInputArticle } from './types';
import { parseCsv } from '../text/csv';

// ---------- the hand-labelled evaluation parts (test/fixtures/breaches/README.md)

/** The held-out part, then the tuning parts in the order they were drawn. */
export const EVAL_PARTS = [
  'heldout',
  'tuning',
  'tuning2',
  'tuning3',
  'tuning4',
  'tuning5',
  'tuning6',
  'tuning7',
  'tuning8',
  'tuning9',
  'tuning10',
  'tuning11',
  'tuning12',
  'tuning13',
] as const;
export type EvalPart = (typeof EVAL_PARTS)[number];

/** One labelled news row of a part (`eval_<part>_labels.jsonl`). */
export interface EvalLabel {
  id: string;
  title: string;
  is_breach_report: boolean;
  victims: string[];
  related_orgs: string[];
  incident: string | null;
  data_type: string | null;
  impacted: string[];
  note: string | null;
}

export function readLabels(file: string): EvalLabel[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as EvalLabel);
}

// ---------- reading the data sets

export interface CyberNewsRow {
  id: string;
  title: string;
  description: string;
  pubDate: string;
  /** The dataset's mentions_data_breach flag. */
  flag: boolean;
}

export function readCyberNews(path: string): CyberNewsRow[] {
  const [header, ...rows] = parseCsv(readFileSync(path, 'utf8'));
  if (!header) return [];
  const col = (name: string): number => {
    const index = header.indexOf(name);
    if (index < 0) throw new Error(`${path}: no column ${name}`);
    return index;
  };
  const [id, title, description, pubDate, flag] = [
    'id',
    'title',
    'description',
    'pub_date',
    'mentions_data_breach',
  ].map(col) as [number, number, number, number, number];
  return rows
    .filter((r) => r.length === header.length)
    .map((r) => ({
      id: r[id]!,
      title: r[title]!,
      description: r[description]!,
      pubDate: r[pubDate]!,
      flag: r[flag] === 'True',
    }));
}

export interface ReviewedRow {
  id: string;
  is_breach_report: boolean;
  /** Accepted names of the breached organisation; empty when the text names none. */
  victims: string[];
}

export function readReview(path: string): ReviewedRow[] {
  return readJsonLines<ReviewedRow>(path);
}

export interface HibpRecord {
  Name: string;
  Title: string;
  Domain: string;
  BreachDate: string;
  AddedDate: string;
  Description: string;
  DataClasses: string[];
  IsFabricated: boolean;
  IsSpamList: boolean;
  IsStealerLog: boolean;
}

function readJsonLines<T>(path: string): T[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as T);
}

export function readHibp(path: string): HibpRecord[] {
  return readJsonLines<HibpRecord>(path);
}

interface HuffPostRow {
  headline: string;
  short_description: string;
  date: string;
  link: string;
}

export function readHuffPost(path: string): HuffPostRow[] {
  return readJsonLines<HuffPostRow>(path);
}

/** ISO 'YYYY-MM-DDTHH:MM:SS[.ffffff]' or 'YYYY-MM-DD' → 'YYYY-MM-DD HH:MM:SS'. */
function toTimestamp(value: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}:\d{2}))?/.exec(value);
  return m ? `${m[1]} ${m[2] ?? '00:00:00'}` : value;
}

export function newsArticle(row: CyberNewsRow): BreachInputArticle {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    published_date: toTimestamp(row.pubDate),
  };
}

/** A HIBP record as an article: the description is the text, the date HIBP added it is the publication date. */
function hibpArticle(record: HibpRecord): BreachInputArticle {
  return {
    id: record.Name,
    title: '',
    content: record.Description,
    published_date: toTimestamp(record.AddedDate),
  };
}

// ---------- measures

export interface BinaryScores {
  n: number;
  tp: number;
  fp: number;
  fn: number;
  tn: number;
  precision: number;
  recall: number;
  f1: number;
}

function binaryScores(pairs: readonly { predicted: boolean; actual: boolean }[]): BinaryScores {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let tn = 0;
  for (const { predicted, actual } of pairs) {
    if (predicted && actual) tp++;
    else if (predicted) fp++;
    else if (actual) fn++;
    else tn++;
  }
  const precision = tp + fp ? tp / (tp + fp) : 0;
  const recall = tp + fn ? tp / (tp + fn) : 0;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  return { n: pairs.length, tp, fp, fn, tn, precision, recall, f1 };
}

/**
 * Same organisation: equal keys, also with spaces removed ("Jukin Media" = "JukinMedia") (strict), or
 * one key a whole-word part of the other ("Unreal Engine Forum" ⊃ "Unreal Engine") (lenient).
 */
export function sameCompany(predicted: string, truths: readonly string[], lenient: boolean): boolean {
  const key = companyKey(predicted);
  if (!key) return false;
  return truths.some((truth) => {
    const t = companyKey(truth);
    if (!t) return false;
    if (t === key || t.replace(/ /g, '') === key.replace(/ /g, '')) return true;
    return lenient && (` ${t} `.includes(` ${key} `) || ` ${key} `.includes(` ${t} `));
  });
}

export interface CompanyScores {
  /** Articles with a known victim. */
  n: number;
  /** Share of them where a name was extracted. */
  coverage: number;
  strict: number;
  lenient: number;
}

export interface NewsEvaluation {
  /** Detection on title + description against the dataset's keyword flag. */
  againstFlag: BinaryScores;
  /** Detection against our reading of the sample (only where reviewed labels exist). */
  againstReview: BinaryScores | null;
  /** The keyword flag itself judged against our reading: what the flag is worth as a label. */
  flagAgainstReview: BinaryScores | null;
  /** Company extraction on reviewed breach reports that name a victim. */
  company: CompanyScores | null;
}

export function evaluateNews(
  rows: readonly CyberNewsRow[],
  review: readonly ReviewedRow[] = [],
): NewsEvaluation {
  const predictions = new Map(rows.map((row) => [row.id, detectBreach(newsArticle(row))]));
  const againstFlag = binaryScores(
    rows.map((row) => ({ predicted: predictions.get(row.id)!, actual: row.flag })),
  );
  const rowById = new Map(rows.map((row) => [row.id, row]));
  const reviewed = review.filter((r) => rowById.has(r.id));
  if (!reviewed.length) return { againstFlag, againstReview: null, flagAgainstReview: null, company: null };
  const againstReview = binaryScores(
    reviewed.map((r) => ({ predicted: predictions.get(r.id)!, actual: r.is_breach_report })),
  );
  const flagAgainstReview = binaryScores(
    reviewed.map((r) => ({ predicted: rowById.get(r.id)!.flag, actual: r.is_breach_report })),
  );
  // Company extraction is judged on every reviewed breach report, detected or not, so that its
  // figure does not mix in detection errors.
  const named = reviewed.filter((r) => r.is_breach_report && r.victims.length);
  let extracted = 0;
  let strict = 0;
  let lenient = 0;
  for (const r of named) {
    const article = newsArticle(rowById.get(r.id)!);
    const mention = extractMention(article);
    if (!mention.company_name) continue;
    extracted++;
    if (sameCompany(mention.company_name, r.victims, false)) strict++;
    if (sameCompany(mention.company_name, r.victims, true)) lenient++;
  }
  const n = named.length;
  return {
    againstFlag,
    againstReview,
    flagAgainstReview,
    company: { n, coverage: n ? extracted / n : 0, strict: n ? strict / n : 0, lenient: n ? lenient / n : 0 },
  };
}

/** HIBP DataClasses → our data kinds. Classes with no entry are outside the vocabulary and counted as such. */
export const HIBP_CLASS_TO_KIND: Record<string, string> = {
  'Email addresses': 'email addresses',
  'Recovery email addresses': 'email addresses',
  Passwords: 'passwords',
  'Historical passwords': 'passwords',
  PINs: 'passwords',
  Usernames: 'usernames',
  'Instant messenger identities': 'usernames',
  Nicknames: 'usernames',
  Names: 'names',
  'IP addresses': 'IP addresses',
  'Phone numbers': 'phone numbers',
  'Partial phone numbers': 'phone numbers',
  'Dates of birth': 'dates of birth',
  'Partial dates of birth': 'dates of birth',
  'Physical addresses': 'physical addresses',
  Genders: 'genders',
  'Geographic locations': 'geographic locations',
  'Website activity': 'activity data',
  'Browsing histories': 'activity data',
  'Login histories': 'activity data',
  'Social media profiles': 'activity data',
  Purchases: 'purchase histories',
  'Purchasing habits': 'purchase histories',
  'Buying preferences': 'purchase histories',
  'Private messages': 'communications',
  'Email messages': 'communications',
  'Chat logs': 'communications',
  'SMS messages': 'communications',
  'Support tickets': 'communications',
  'Audio recordings': 'communications',
  'Partial credit card data': 'payment card data',
  'Credit cards': 'payment card data',
  'Credit card CVV': 'payment card data',
  'Bank account numbers': 'bank account details',
  'Payment histories': 'financial information',
  'Account balances': 'financial information',
  'Income levels': 'financial information',
  'Credit status information': 'financial information',
  'Loan information': 'financial information',
  'Financial transactions': 'financial information',
  'Financial investments': 'financial information',
  'Net worths': 'financial information',
  'Taxation records': 'financial information',
  'Payment methods': 'financial information',
  'Utility bills': 'financial information',
  'Charitable donations': 'financial information',
  'Cryptocurrency wallet addresses': 'cryptocurrency wallets',
  'Job titles': 'employment details',
  Employers: 'employment details',
  Occupations: 'employment details',
  'Job applications': 'employment details',
  'Professional skills': 'employment details',
  'Employment statuses': 'employment details',
  'Career levels': 'employment details',
  'Years of professional experience': 'employment details',
  'Government issued IDs': 'government ids',
  'Passport numbers': 'government ids',
  "Driver's licenses": 'government ids',
  'Social security numbers': 'social security numbers',
  'Profile photos': 'photos',
  Avatars: 'photos',
  Photos: 'photos',
  'Security questions and answers': 'security questions',
  'Password hints': 'security questions',
  'Mothers maiden names': 'security questions',
  'Auth tokens': 'authentication tokens',
  'Encrypted keys': 'authentication tokens',
  'Mnemonic phrases': 'authentication tokens',
  'Device information': 'device information',
  'Browser user agent details': 'device information',
  'IMEI numbers': 'device information',
  'IMSI numbers': 'device information',
  'MAC addresses': 'device information',
  'Device serial numbers': 'device information',
  'Device usage tracking data': 'device information',
  'Apps installed on devices': 'device information',
  'Personal health data': 'health information',
  'HIV statuses': 'health information',
  'Health insurance information': 'health insurance information',
  'Biometric data': 'biometric data',
  'Vehicle details': 'vehicle details',
  'Vehicle identification numbers (VINs)': 'vehicle details',
  'Licence plates': 'vehicle details',
  'School grades (class levels)': 'student records',
  'Spoken languages': 'demographics',
  'Marital statuses': 'demographics',
  'Relationship statuses': 'demographics',
  'Education levels': 'demographics',
  'Physical attributes': 'demographics',
  Religions: 'demographics',
  'Sexual orientations': 'demographics',
  'Sexual fetishes': 'demographics',
  Nationalities: 'demographics',
  Ethnicities: 'demographics',
  Races: 'demographics',
  'Family structure': 'demographics',
  "Family members' names": 'demographics',
  'Spouses names': 'demographics',
  'Drinking habits': 'demographics',
  'Smoking habits': 'demographics',
  'Drug habits': 'demographics',
  'Political views': 'demographics',
  'Political donations': 'demographics',
  'Places of birth': 'demographics',
  'Age groups': 'demographics',
  Ages: 'demographics',
  'Citizenship statuses': 'demographics',
};

export interface HibpEvaluation {
  n: number;
  /** Share of HIBP descriptions detectBreach accepts (all describe a breach). */
  detectionRecall: number;
  company: CompanyScores & { excluded: number };
  date: {
    /** Share of records given a date. */
    coverage: number;
    /** Among records given a date. */
    sameDay: number;
    sameMonth: number;
    sameYear: number;
  };
  dataKinds: {
    /** Micro-averaged over records, against the mapped DataClasses. */
    precision: number;
    recall: number;
    /** Share of DataClasses occurrences with no kind in our vocabulary (not counted above). */
    unmappedShare: number;
  };
  /** data_type from extracted kinds equals data_type from the mapped DataClasses (same rule). */
  dataTypeAccuracy: number;
}

export function evaluateHibp(records: readonly HibpRecord[]): HibpEvaluation {
  let detected = 0;
  let companyN = 0;
  let companyExtracted = 0;
  let strict = 0;
  let lenient = 0;
  let excluded = 0;
  let dated = 0;
  let sameDay = 0;
  let sameMonth = 0;
  let sameYear = 0;
  let kindsTp = 0;
  let kindsPredicted = 0;
  let kindsActual = 0;
  let classesTotal = 0;
  let classesUnmapped = 0;
  let typeCorrect = 0;
  for (const record of records) {
    const article = hibpArticle(record);
    if (detectBreach(article)) detected++;
    const mention = extractMention(article);
    // Spam lists, stealer logs and aggregated collections have a label, not an organisation, as Title.
    if (record.IsSpamList || record.IsStealerLog || record.IsFabricated || !record.Domain) excluded++;
    else {
      companyN++;
      if (mention.company_name) {
        companyExtracted++;
        const truths = [record.Title, record.Name, record.Domain];
        if (sameCompany(mention.company_name, truths, false)) strict++;
        if (sameCompany(mention.company_name, truths, true)) lenient++;
      }
    }
    if (mention.event_date) {
      dated++;
      const predicted = mention.event_date.slice(0, 10);
      if (predicted === record.BreachDate) sameDay++;
      if (predicted.slice(0, 7) === record.BreachDate.slice(0, 7)) sameMonth++;
      if (predicted.slice(0, 4) === record.BreachDate.slice(0, 4)) sameYear++;
    }
    const actualKinds = new Set<string>();
    for (const dataClass of record.DataClasses) {
      classesTotal++;
      const kind = HIBP_CLASS_TO_KIND[dataClass];
      if (kind) actualKinds.add(kind);
      else classesUnmapped++;
    }
    const predictedKinds = new Set(mention.dataKinds);
    kindsPredicted += predictedKinds.size;
    kindsActual += actualKinds.size;
    for (const kind of predictedKinds) if (actualKinds.has(kind)) kindsTp++;
    if (mention.data_type === dominantDataType([...actualKinds])) typeCorrect++;
  }
  const n = records.length;
  const ratio = (a: number, b: number): number => (b ? a / b : 0);
  return {
    n,
    detectionRecall: ratio(detected, n),
    company: {
      n: companyN,
      coverage: ratio(companyExtracted, companyN),
      strict: ratio(strict, companyN),
      lenient: ratio(lenient, companyN),
      excluded,
    },
    date: {
      coverage: ratio(dated, n),
      sameDay: ratio(sameDay, dated),
      sameMonth: ratio(sameMonth, dated),
      sameYear: ratio(sameYear, dated),
    },
    dataKinds: {
      precision: ratio(kindsTp, kindsPredicted),
      recall: ratio(kindsTp, kindsActual),
      unmappedShare: ratio(classesUnmapped, classesTotal),
    },
    dataTypeAccuracy: ratio(typeCorrect, n),
  };
}

export interface GeneralNewsEvaluation {
  n: number;
  /** Articles detectBreach accepts in ordinary news (most are false positives; the titles are listed). */
  detected: string[];
  /** detectBreach throughput on these articles, title + description, per CPU-second. */
  articlesPerSecond: number;
  /** Throughput with ~6 KB of ordinary content per article (several descriptions joined). */
  articlesPerSecondWithContent: number;
}

/** Articles per CPU-second (process CPU time, so that other load on the machine counts less than in wall time). */
function throughput(articles: readonly BreachInputArticle[], minMs: number): number {
  for (const article of articles) detectBreach(article); // warm-up: compile the regular expressions
  const start = process.cpuUsage();
  const cpuMsSinceStart = (): number => {
    const used = process.cpuUsage(start);
    return (used.user + used.system) / 1000;
  };
  let done = 0;
  do {
    for (const article of articles) detectBreach(article);
    done += articles.length;
  } while (cpuMsSinceStart() < minMs);
  return (done / cpuMsSinceStart()) * 1000;
}

export function evaluateGeneralNews(rows: readonly HuffPostRow[], minMs = 300): GeneralNewsEvaluation {
  const articles = rows.map((row, i) => ({
    id: row.link || String(i),
    title: row.headline,
    description: row.short_description,
    published_date: toTimestamp(row.date),
  }));
  const detected = articles.filter((a) => detectBreach(a)).map((a) => a.title);
  // Ordinary content: the descriptions of the next 30 articles stand in for an article body.
  const withContent = articles.map((a, i) => ({
    ...a,
    content: Array.from({ length: 30 }, (_, k) => articles[(i + k + 1) % articles.length]!.description).join(
      ' ',
    ),
  }));
  return {
    n: rows.length,
    detected,
    articlesPerSecond: throughput(articles, minMs),
    articlesPerSecondWithContent: throughput(withContent, minMs),
  };
}

// ---------- one run over a set of files

export interface EvaluationPaths {
  cyberNews: string;
  hibp: string;
  generalNews: string;
  review?: string;
}

/** The fixture sample under test/fixtures/breaches (relative to the repository root). */
export function fixturePaths(repoRoot: string): EvaluationPaths {
  const dir = join(repoRoot, 'test', 'fixtures', 'breaches');
  return {
    cyberNews: join(dir, 'cybersecurity_news_sample.csv'),
    hibp: join(dir, 'hibp_breaches_sample.jsonl'),
    generalNews: join(dir, 'huffpost_news_sample.jsonl'),
    review: join(dir, 'cybersecurity_news_sample_reviewed.jsonl'),
  };
}

/** The full shared data sets, beside the repository (../shared/data). */
export function fullDataPaths(repoRoot: string): EvaluationPaths {
  const dir = join(repoRoot, '..', 'shared', 'data');
  return {
    cyberNews: join(dir, 'news', 'newsdatahub_cybersecurity_news_en_3000.csv'),
    hibp: join(dir, 'breaches', 'hibp_breaches_2025-03.jsonl'),
    generalNews: join(dir, 'news', 'huffpost_news_category_v3_first10000.jsonl'),
    // The reviewed labels cover the fixture rows, which are part of the full file.
    review: join(repoRoot, 'test', 'fixtures', 'breaches', 'cybersecurity_news_sample_reviewed.jsonl'),
  };
}

export interface EvaluationReport {
  news: NewsEvaluation;
  hibp: HibpEvaluation;
  general: GeneralNewsEvaluation;
}

export function runEvaluation(paths: EvaluationPaths, options: { speedMs?: number } = {}): EvaluationReport {
  const review = paths.review ? readReview(paths.review) : [];
  return {
    news: evaluateNews(readCyberNews(paths.cyberNews), review),
    hibp: evaluateHibp(readHibp(paths.hibp)),
    general: evaluateGeneralNews(readHuffPost(paths.generalNews), options.speedMs),
  };
}
