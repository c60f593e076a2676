// Data-breach events over the store (docs/spec/decisions.md, "Events"): GET /api/events_info/get_event_fields
// and POST /api/events_search. Filters and order run in SQL on the events table; answers are assembled from
// the stored event JSON, and attached articles are built by SQLite from the stored article JSON.
import type { Statement } from 'better-sqlite3';
import type { Db } from '../store/db';
import { decodedArticlesSql } from '../store/article-doc-codec';
import {
  eventFilterFields,
  eventFilterFieldTypes,
  type AdditionalArticleField,
  type DateRangeFilter,
  type EventFieldsResponse,
  type EventFilterField,
  type EventsSearchRequest,
} from '../../contract';
import { ApiError } from '../http/errors';
import { textSearchForm } from '../../contract/names';
import { planWith, type Plan } from './plans';
import { nowSeconds } from '../time';

export const MAX_EVENTS_PER_ANSWER = 1000;
const MAX_CACHED_STATEMENTS = 256;

const USAGE_EXAMPLES: Readonly<Record<EventFilterField, unknown>> = {
  company_name: 'Acme',
  event_date: { gte: 'now-30d', lte: 'now' },
  extraction_date: { gte: 'now-7d', lte: 'now' },
  'data_breach.data': 'email addresses',
  'data_breach.data_type': 'personal',
  'data_breach.impacted': 'customers',
  'data_breach.summary': 'ransomware',
  'data_breach.title': 'data breach',
};

/** get_event_fields for data_breach: every filter field with its type and an example of its use. */
export const dataBreachEventFields: EventFieldsResponse = {
  message: 'Success',
  count: eventFilterFields.length,
  fields: Object.fromEntries(
    eventFilterFields.map((field) => [
      field,
      { type: eventFilterFieldTypes[field], usage_example: { [field]: USAGE_EXAMPLES[field] } },
    ]),
  ),
};

const SECONDS_PER_UNIT = { h: 3600, d: 86_400, w: 7 * 86_400 } as const;
const RELATIVE_BOUND = /^now(?:-(\d+)([dhw]))?$/;
const ABSOLUTE_BOUND = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A range bound (already validated by the contract) as epoch seconds: relative bounds are exact offsets from
 * `now`; a day is its first second for gte and its last second for lte, so both bounds include the whole day.
 */
export function resolveDateBound(bound: string, side: 'gte' | 'lte', now: number): number {
  const relative = RELATIVE_BOUND.exec(bound);
  if (relative) {
    const [, amount, unit] = relative;
    return amount === undefined
      ? now
      : now - Number(amount) * SECONDS_PER_UNIT[unit as keyof typeof SECONDS_PER_UNIT];
  }
  const absolute = ABSOLUTE_BOUND.exec(bound);
  if (!absolute) throw new Error(`unvalidated date bound: ${bound}`);
  const dayStart = Date.UTC(Number(absolute[1]), Number(absolute[2]) - 1, Number(absolute[3])) / 1000;
  return side === 'gte' ? dayStart : dayStart + 86_399;
}

const DATE_COLUMNS = { event_date: 'event_at', extraction_date: 'extraction_at' } as const;
const TEXT_COLUMNS = {
  company_name: 'search_company',
  'data_breach.data': 'search_data',
  'data_breach.impacted': 'search_impacted',
  'data_breach.summary': 'search_summary',
  'data_breach.title': 'search_title',
} as const;

interface EventsQuery {
  sql: string;
  params: unknown[];
}

/** The SQL of a search: one condition per filter given; a list of strings matches when any item does. */
export function eventsQuery(request: EventsSearchRequest, now: number): EventsQuery {
  const filters = request.additional_filters ?? {};
  const conditions = ["event_type = 'data_breach'"];
  const params: unknown[] = [];
  for (const [field, column] of Object.entries(DATE_COLUMNS) as [keyof typeof DATE_COLUMNS, string][]) {
    const range: DateRangeFilter | undefined = filters[field];
    if (range?.gte !== undefined) {
      conditions.push(`${column} >= ?`);
      params.push(resolveDateBound(range.gte, 'gte', now));
    }
    if (range?.lte !== undefined) {
      conditions.push(`${column} <= ?`);
      params.push(resolveDateBound(range.lte, 'lte', now));
    }
  }
  for (const [field, column] of Object.entries(TEXT_COLUMNS) as [keyof typeof TEXT_COLUMNS, string][]) {
    const needles = filters[field];
    if (needles === undefined) continue;
    conditions.push(`EXISTS (SELECT 1 FROM json_each(?) needle WHERE instr(${column}, needle.value) > 0)`);
    params.push(JSON.stringify(needles.map(textSearchForm)));
  }
  const dataTypes = filters['data_breach.data_type'];
  if (dataTypes !== undefined) {
    conditions.push('data_type IN (SELECT value FROM json_each(?))');
    params.push(JSON.stringify(dataTypes));
  }
  // Descending order puts events without an event_date last.
  const sql =
    `SELECT doc, doc -> '$.associated_article_ids' AS article_ids FROM events WHERE ${conditions.join(' AND ')} ` +
    `ORDER BY event_at DESC, extraction_at DESC, id DESC LIMIT ${MAX_EVENTS_PER_ANSWER}`;
  return { sql, params };
}

// Attached articles: id, title, link, media, then the additional fields asked for in their order. Dotted
// names become nested objects (`nlp.summary` → "nlp": {"summary": …}); `nlp` is null for an article without
// the NLP layer. The expressions are SQLite JSON (`->` keeps each value's JSON type) over `a.doc_json`, the
// article's doc decoded once (attachedArticlesSql).
const BASE_ARTICLE_MEMBERS = [
  "'id', a.id",
  "'title', a.doc_json -> '$.title'",
  "'link', a.doc_json -> '$.link'",
  "'media', a.doc_json -> '$.media'",
];
// Where nested members are stored: extraction_data.parent_url is the article's parent_url.
const NESTED_SOURCES: Readonly<Record<string, string>> = {
  extraction_data: 'a.doc_json',
  nlp: 'a.nlp_doc',
};

/**
 * The statement of the attached articles: `id` and `json` of each article whose id is in the JSON array
 * bound to it, each row's doc decoded once (decodedArticlesSql).
 */
export function attachedArticlesSql(fields: readonly AdditionalArticleField[]): string {
  return `SELECT a.id AS id, ${articleObjectSql(fields)} AS json FROM ${decodedArticlesSql(
    'a.id AS id, a.nlp_doc AS nlp_doc',
    'FROM json_each(?) j JOIN articles a ON a.id = j.value',
  )}`;
}

/** The SQL expression of one attached article (`a`: attachedArticlesSql's subquery); names from the contract's enum. */
export function articleObjectSql(fields: readonly AdditionalArticleField[]): string {
  const order: string[] = []; // top-level names in order of first appearance
  const nested = new Map<string, string[]>();
  for (const field of new Set(fields)) {
    const dot = field.indexOf('.');
    if (dot < 0) {
      order.push(field);
      continue;
    }
    const group = field.slice(0, dot);
    const members = nested.get(group);
    if (members) members.push(field.slice(dot + 1));
    else {
      nested.set(group, [field.slice(dot + 1)]);
      order.push(group);
    }
  }
  const members = [...BASE_ARTICLE_MEMBERS];
  for (const name of order) {
    const group = nested.get(name);
    if (!group) {
      members.push(`'${name}', a.doc_json -> '$.${name}'`);
      continue;
    }
    const source = NESTED_SOURCES[name]!;
    const object = `json_object(${group.map((member) => `'${member}', ${source} -> '$.${member}'`).join(', ')})`;
    members.push(
      `'${name}', ${name === 'nlp' ? `CASE WHEN a.nlp_doc IS NULL THEN NULL ELSE ${object} END` : object}`,
    );
  }
  return `json_object(${members.join(', ')})`;
}

function assertPlanAllowsArticleFields(fields: readonly AdditionalArticleField[], plan: Plan): void {
  const nlpField = fields.find((field) => field.startsWith('nlp.'));
  if (nlpField === undefined || plan.nlp) return;
  throw new ApiError(
    403,
    'PLAN_FEATURE_UNAVAILABLE',
    `additional_article_fields "${nlpField}" needs the NLP layer, which the ${plan.name} plan of this key does not ` +
      `include; the ${planWith('nlp')} plan has it`,
  );
}

export interface EventsSearchOptions {
  plan: Plan;
  /** Epoch seconds that relative bounds count back from (default: now). */
  now?: number;
}

/** events_search over `db`: returns the answer's JSON text. */
export function createEventsSearch(db: Db) {
  // Statements by SQL text: one per combination of filters or of article fields asked for. Bounded, since the
  // orders of additional_article_fields alone are countless.
  const statements = new Map<string, Statement>();
  const prepared = (sql: string): Statement => {
    let statement = statements.get(sql);
    if (!statement) {
      if (statements.size >= MAX_CACHED_STATEMENTS) statements.clear();
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };

  const attachedArticles = (request: EventsSearchRequest, articleIds: string[]): Map<string, string> => {
    const sql = attachedArticlesSql(request.additional_article_fields ?? []);
    const rows = prepared(sql).all(JSON.stringify(articleIds)) as { id: string; json: string }[];
    return new Map(rows.map((row) => [row.id, row.json]));
  };

  return function searchEvents(request: EventsSearchRequest, options: EventsSearchOptions): string {
    const attach = request.attach_articles_data;
    if (attach) assertPlanAllowsArticleFields(request.additional_article_fields ?? [], options.plan);
    const { sql, params } = eventsQuery(request, options.now ?? nowSeconds());
    const rows = prepared(sql).all(...params) as { doc: string; article_ids: string }[];
    let events: string[];
    if (attach) {
      const idsByEvent = rows.map((row) => JSON.parse(row.article_ids) as string[]);
      const articles = attachedArticles(request, [...new Set(idsByEvent.flat())]);
      events = rows.map((row, i) => {
        const attached = idsByEvent[i]!.flatMap((id) => articles.get(id) ?? []);
        return `${row.doc.slice(0, -1)},"articles":[${attached.join(',')}]}`;
      });
    } else {
      events = rows.map((row) => row.doc);
    }
    return `{"message":"Success","count":${events.length},"events":[${events.join(',')}]}`;
  };
}
