// What one plan's answer to the compared request holds (counts, and which fields carry values), and what
// changes between the plans' answers: the logic behind "same query under each plan".
import type { AuthorsClusteredResponse, AuthorsResponse } from '../../../contract/authors';
import type { SourcesResponse } from '../../../contract/sources';

export type ComparedAnswer =
  { operation: 'authors'; response: AuthorsResponse } | { operation: 'sources'; response: SourcesResponse };

export type MetricKey =
  | 'total_hits'
  | 'articles'
  | 'clusters'
  | 'with_nlp'
  | 'with_iptc'
  | 'with_embeddings'
  | 'sources'
  | 'sources_cap'
  | 'with_additional_info';

export const metricLabels: Record<MetricKey, string> = {
  total_hits: 'Total hits',
  articles: 'Articles returned',
  clusters: 'Clusters',
  with_nlp: 'Articles with NLP',
  with_iptc: 'Articles with IPTC tags',
  with_embeddings: 'Articles with embeddings',
  sources: 'Sources returned',
  sources_cap: 'Source cap stated',
  with_additional_info: 'Sources with additional info',
};

export interface AnswerMetric {
  key: MetricKey;
  value: number;
  /** For counts of a part: the whole (`3 of 10 articles`). */
  of?: number;
}

export interface AnswerSummary {
  metrics: AnswerMetric[];
  /** Paths of the fields that carry a value somewhere in the answer (`articles[].nlp.embeddings`), sorted. */
  fields: string[];
}

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasValue = (value: unknown) => value !== null && value !== undefined;

const isNonEmptyList = (value: unknown) => Array.isArray(value) && value.length > 0;

/** Adds `prefix.key` for every key of `record` that carries a value, and one level down for `nested`. */
function addFieldPaths(paths: Set<string>, prefix: string, record: Fields, nested: readonly string[]): void {
  for (const [key, value] of Object.entries(record)) {
    if (!hasValue(value)) continue;
    const path = prefix === '' ? key : `${prefix}.${key}`;
    paths.add(path);
    if (nested.includes(key) && isRecord(value)) addFieldPaths(paths, path, value, []);
  }
}

/** The echo of the request is the same under every plan; its fields say nothing about the plan. */
const topLevelSkipped = new Set(['user_input']);

function topLevelFields(paths: Set<string>, response: Fields): void {
  for (const [key, value] of Object.entries(response)) {
    if (!topLevelSkipped.has(key) && hasValue(value)) paths.add(key);
  }
}

const isClustered = (response: AuthorsResponse): response is AuthorsClusteredResponse =>
  Array.isArray(response['clusters']);

function summarizeAuthors(response: AuthorsResponse): AnswerSummary {
  const paths = new Set<string>();
  topLevelFields(paths, response);
  const clustered = isClustered(response);
  const articles = clustered ? response.clusters.flatMap((cluster) => cluster.articles) : response.articles;
  const prefix = clustered ? 'clusters[].articles[]' : 'articles[]';
  for (const article of articles) addFieldPaths(paths, prefix, article, ['nlp']);

  const nlpOf = (article: (typeof articles)[number]) => (isRecord(article.nlp) ? article.nlp : null);
  const count = (test: (nlp: Fields) => boolean) =>
    articles.filter((article) => {
      const nlp = nlpOf(article);
      return nlp !== null && test(nlp);
    }).length;
  const total = articles.length;

  const metrics: AnswerMetric[] = [
    { key: 'total_hits', value: response.total_hits },
    { key: 'articles', value: total },
  ];
  if (isClustered(response)) metrics.push({ key: 'clusters', value: response.clusters_count });
  metrics.push(
    { key: 'with_nlp', value: count(() => true), of: total },
    {
      key: 'with_iptc',
      value: count((nlp) => isNonEmptyList(nlp['iptc_tags_name']) || isNonEmptyList(nlp['iptc_tags_id'])),
      of: total,
    },
    { key: 'with_embeddings', value: count((nlp) => isNonEmptyList(nlp['embeddings'])), of: total },
  );
  return { metrics, fields: [...paths].sort() };
}

/** "Maximum sources displayed according to your plan is set to 100" → 100; null when it says no number. */
export function sourceCapOf(message: string): number | null {
  const match = /set to (\d+)/i.exec(message);
  return match?.[1] ? Number(match[1]) : null;
}

function summarizeSources(response: SourcesResponse): AnswerSummary {
  const paths = new Set<string>();
  topLevelFields(paths, response);
  for (const source of response.sources) addFieldPaths(paths, 'sources[]', source, ['additional_info']);

  const total = response.sources.length;
  const metrics: AnswerMetric[] = [{ key: 'sources', value: total }];
  const cap = sourceCapOf(response.message);
  if (cap !== null) metrics.push({ key: 'sources_cap', value: cap });
  metrics.push({
    key: 'with_additional_info',
    value: response.sources.filter((source) => isRecord(source.additional_info)).length,
    of: total,
  });
  return { metrics, fields: [...paths].sort() };
}

export function summarizeAnswer(answer: ComparedAnswer): AnswerSummary {
  return answer.operation === 'authors'
    ? summarizeAuthors(answer.response)
    : summarizeSources(answer.response);
}

export function metricText(metric: AnswerMetric): string {
  const value = metric.value.toLocaleString('en-US');
  return metric.of === undefined ? value : `${value} of ${metric.of.toLocaleString('en-US')}`;
}

/** Where one plan's run of the compared request stands. */
export type PlanOutcome =
  | { state: 'pending' }
  | { state: 'answered'; summary: AnswerSummary }
  /** `httpStatus` 0: no answer arrived. */
  | { state: 'failed'; httpStatus: number; code: string };

export interface ComparedPlan {
  /** The profile the request went through. */
  id: string;
  outcome: PlanOutcome;
}

/** One line of the comparison: a text per plan (absent for a plan without a value). */
export interface ComparisonLine {
  key: string;
  label: string;
  cells: Record<string, string>;
}

export interface FieldDifference {
  path: string;
  /** Answered plans whose answer carries the field. */
  presentIn: string[];
  /** Answered plans whose answer does not. */
  absentFrom: string[];
}

export interface ComparisonDiff {
  /** Every settled plan's HTTP status. */
  status: ComparisonLine;
  /** Whether the settled plans did not all answer the same status. */
  statusDiffers: boolean;
  /** Metrics on which at least two answered plans disagree. */
  metrics: ComparisonLine[];
  /** Fields some answered plans carry and others do not. */
  fields: FieldDifference[];
  /** Plans still running: the comparison is not final. */
  pending: string[];
}

export function statusText(outcome: PlanOutcome): string | null {
  switch (outcome.state) {
    case 'pending':
      return null;
    case 'answered':
      return '200 OK';
    case 'failed':
      return outcome.httpStatus === 0
        ? `No answer (${outcome.code})`
        : `${outcome.httpStatus} ${outcome.code}`;
  }
}

const distinctCount = (values: Iterable<string>) => new Set(values).size;

/** What changes between the plans' answers to one request. */
export function compareOutcomes(plans: readonly ComparedPlan[]): ComparisonDiff {
  const statusCells: Record<string, string> = {};
  for (const plan of plans) {
    const text = statusText(plan.outcome);
    if (text !== null) statusCells[plan.id] = text;
  }

  const answered = plans.flatMap((plan) =>
    plan.outcome.state === 'answered' ? [{ id: plan.id, summary: plan.outcome.summary }] : [],
  );

  const metricKeys: MetricKey[] = [];
  for (const { summary } of answered) {
    for (const metric of summary.metrics) if (!metricKeys.includes(metric.key)) metricKeys.push(metric.key);
  }
  const metrics: ComparisonLine[] = [];
  for (const key of metricKeys) {
    const cells: Record<string, string> = {};
    for (const { id, summary } of answered) {
      const metric = summary.metrics.find((candidate) => candidate.key === key);
      if (metric) cells[id] = metricText(metric);
    }
    const texts = Object.values(cells);
    const disagree = distinctCount(texts) > 1 || (texts.length > 0 && texts.length < answered.length);
    if (answered.length > 1 && disagree) metrics.push({ key, label: metricLabels[key], cells });
  }

  const allPaths = [...new Set(answered.flatMap(({ summary }) => summary.fields))].sort();
  const fields: FieldDifference[] = [];
  for (const path of allPaths) {
    const presentIn = answered.filter(({ summary }) => summary.fields.includes(path)).map(({ id }) => id);
    const absentFrom = answered.filter(({ summary }) => !summary.fields.includes(path)).map(({ id }) => id);
    if (presentIn.length > 0 && absentFrom.length > 0) fields.push({ path, presentIn, absentFrom });
  }

  return {
    status: { key: 'status', label: 'HTTP status', cells: statusCells },
    statusDiffers: distinctCount(Object.values(statusCells)) > 1,
    metrics,
    fields,
    pending: plans.filter((plan) => plan.outcome.state === 'pending').map((plan) => plan.id),
  };
}
