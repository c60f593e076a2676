// Data-breach events — GET /api/events_info/get_event_fields and POST /api/events_search (events base).
import { z } from 'zod';
import { responseDateSchema } from './article';
import {
  boolParam,
  defineParam,
  describeValue,
  enumListParam,
  enumParam,
  requestObjectMessage,
} from './params';
import type { ParamResult } from './params';

export const eventTypes = ['data_breach'] as const;
export type EventType = (typeof eventTypes)[number];

export const dataTypes = ['technical', 'financial', 'personal', 'health', 'credentials'] as const;
export type DataType = (typeof dataTypes)[number];

/** The filter fields of a data-breach event, all optional. */
export const eventFilterFields = [
  'company_name',
  'event_date',
  'extraction_date',
  'data_breach.data',
  'data_breach.data_type',
  'data_breach.impacted',
  'data_breach.summary',
  'data_breach.title',
] as const;
export type EventFilterField = (typeof eventFilterFields)[number];

/** The `type` get_event_fields reports for each field: date fields take a {gte, lte} range. */
export const eventFilterFieldTypes: Readonly<Record<EventFilterField, 'String' | 'Date'>> = {
  company_name: 'String',
  event_date: 'Date',
  extraction_date: 'Date',
  'data_breach.data': 'String',
  'data_breach.data_type': 'String',
  'data_breach.impacted': 'String',
  'data_breach.summary': 'String',
  'data_breach.title': 'String',
};

/** Article fields that `additional_article_fields` may add to attached articles (the public API's list). */
export const additionalArticleFields = [
  'description',
  'content',
  'published_date',
  'published_date_precision',
  'author',
  'authors',
  'journalists',
  'domain_url',
  'full_domain_url',
  'name_source',
  'extraction_data.parent_url',
  'is_headline',
  'paid_content',
  'rights',
  'rank',
  'is_opinion',
  'language',
  'word_count',
  'twitter_account',
  'all_links',
  'all_domain_links',
  'nlp.theme',
  'nlp.summary',
  'nlp.sentiment',
  'nlp.ner_PER',
  'nlp.ner_ORG',
  'nlp.ner_MISC',
  'nlp.ner_LOC',
] as const;
export type AdditionalArticleField = (typeof additionalArticleFields)[number];

// ---------------------------------------------------------------------------------------------------
// Requests

export const eventFieldsRequestSchema = z.object(
  { event_type: enumParam('event_type', eventTypes, { required: true }) },
  { error: requestObjectMessage },
);

export type EventFieldsRequest = z.output<typeof eventFieldsRequestSchema>;

const ABSOLUTE_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const RELATIVE_DATE_PATTERN = /^now(-\d{1,6}[dhw])?$/;
const dateFormatHint = 'a date YYYY-MM-DD or a relative date such as now, now-30d, now-12h or now-2w';

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A range bound: `YYYY-MM-DD` (a real calendar day) or `now` / `now-<N>d|h|w`; relative ones lower-cased. */
function readDateBound(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const absolute = ABSOLUTE_DATE_PATTERN.exec(text);
  if (absolute) {
    return isCalendarDate(Number(absolute[1]), Number(absolute[2]), Number(absolute[3])) ? text : undefined;
  }
  const relative = text.toLowerCase();
  return RELATIVE_DATE_PATTERN.test(relative) ? relative : undefined;
}

export interface DateRangeFilter {
  gte?: string;
  lte?: string;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readDateRange(name: string, value: unknown): ParamResult<DateRangeFilter> {
  if (!isPlainObject(value)) {
    return {
      ok: false,
      message: `${name} must be an object with gte and/or lte, such as {"gte": "now-30d", "lte": "now"}`,
    };
  }
  const range: DateRangeFilter = {};
  for (const [key, bound] of Object.entries(value)) {
    if (key !== 'gte' && key !== 'lte') {
      return { ok: false, message: `${name} accepts only gte and lte, got "${key}"` };
    }
    if (bound === undefined || bound === null) continue;
    const read = readDateBound(bound);
    if (read === undefined) {
      return {
        ok: false,
        message: `${key} of ${name} must be ${dateFormatHint}, got ${describeValue(bound)}`,
      };
    }
    range[key] = read;
  }
  if (
    range.gte !== undefined &&
    range.lte !== undefined &&
    ABSOLUTE_DATE_PATTERN.test(range.gte) &&
    ABSOLUTE_DATE_PATTERN.test(range.lte) &&
    range.gte > range.lte
  ) {
    return {
      ok: false,
      message: `gte of ${name} (${range.gte}) must not be later than its lte (${range.lte})`,
    };
  }
  return { ok: true, value: range.gte === undefined && range.lte === undefined ? undefined : range };
}

/** A `{gte, lte}` date filter named `name` in messages; syntax only — the server resolves relative dates. */
export function dateRangeFilter(name: string) {
  return defineParam<DateRangeFilter, DateRangeFilter>(name, (value) => readDateRange(name, value));
}

export const dateRangeFilterSchema = dateRangeFilter('the date range');

/** A string filter: a string or a list of strings (taken whole, no comma splitting) → distinct trimmed strings. */
function readStringFilter(name: string, value: unknown): ParamResult<string[]> {
  const items = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(items)) return { ok: false, message: `${name} must be a string or a list of strings` };
  const kept: string[] = [];
  for (const item of items as unknown[]) {
    if (typeof item !== 'string')
      return { ok: false, message: `${name} must be a string or a list of strings` };
    const trimmed = item.trim();
    if (trimmed !== '' && !kept.includes(trimmed)) kept.push(trimmed);
  }
  return { ok: true, value: kept.length > 0 ? kept : undefined };
}

function readDataTypes(name: string, value: unknown): ParamResult<DataType[]> {
  const strings = readStringFilter(name, value);
  if (!strings.ok || strings.value === undefined) return strings as ParamResult<DataType[]>;
  const types: DataType[] = [];
  for (const item of strings.value) {
    const type = dataTypes.find((known) => known === item.toLowerCase());
    if (type === undefined) {
      return {
        ok: false,
        message: `${name} must be one of ${dataTypes.map((t) => `"${t}"`).join(', ')}, got "${item}"`,
      };
    }
    if (!types.includes(type)) types.push(type);
  }
  return { ok: true, value: types };
}

/** additional_filters as parsed: string filters as lists (any item matches), dates as ranges. */
export interface EventFilters {
  company_name?: string[];
  event_date?: DateRangeFilter;
  extraction_date?: DateRangeFilter;
  'data_breach.data'?: string[];
  'data_breach.data_type'?: DataType[];
  'data_breach.impacted'?: string[];
  'data_breach.summary'?: string[];
  'data_breach.title'?: string[];
}

const isFilterField = (key: string): key is EventFilterField =>
  (eventFilterFields as readonly string[]).includes(key);

function readFilterValue(field: EventFilterField, name: string, value: unknown): ParamResult<unknown> {
  if (field === 'event_date' || field === 'extraction_date') return readDateRange(name, value);
  if (field === 'data_breach.data_type') return readDataTypes(name, value);
  return readStringFilter(name, value);
}

function readEventFilters(value: unknown): ParamResult<EventFilters> {
  if (!isPlainObject(value)) {
    return {
      ok: false,
      message: 'additional_filters must be an object whose keys are filter fields such as company_name',
    };
  }
  const filters: Record<string, unknown> = {};
  for (const [key, filterValue] of Object.entries(value)) {
    if (!isFilterField(key)) {
      return {
        ok: false,
        message: `additional_filters has an unknown field "${key}"; the allowed fields are ${eventFilterFields.join(', ')}`,
      };
    }
    if (filterValue === undefined || filterValue === null) continue;
    const read = readFilterValue(key, `additional_filters.${key}`, filterValue);
    if (!read.ok) return read;
    if (read.value !== undefined) filters[key] = read.value;
  }
  return { ok: true, value: Object.keys(filters).length > 0 ? (filters as EventFilters) : undefined };
}

export const eventsSearchRequestSchema = z.object(
  {
    event_type: enumParam('event_type', eventTypes, { required: true }),
    attach_articles_data: boolParam('attach_articles_data', { default: false }),
    additional_article_fields: enumListParam('additional_article_fields', additionalArticleFields),
    additional_filters: defineParam<Record<string, unknown>, EventFilters>(
      'additional_filters',
      readEventFilters,
      undefined,
      { kind: 'eventFilters' },
    ),
  },
  { error: requestObjectMessage },
);

export type EventsSearchRequest = z.output<typeof eventsSearchRequestSchema>;
export type EventsSearchRequestInput = z.input<typeof eventsSearchRequestSchema>;

// ---------------------------------------------------------------------------------------------------
// Responses

const fieldDescriptionSchema = z.looseObject({
  type: z.string(),
  usage_example: z.record(z.string(), z.unknown()),
});

/** get_event_fields: `{"message": "Success", "count": 8, "fields": {"company_name": {"type": "String", "usage_example": {...}}, ...}}`. */
export const eventFieldsResponseSchema = z.looseObject({
  message: z.string(),
  count: z.number().int(),
  fields: z.record(z.string(), fieldDescriptionSchema),
});

export type EventFieldsResponse = z.infer<typeof eventFieldsResponseSchema>;

/** An article attached to an event: id, title, link, media, plus any additional_article_fields. */
export const eventArticleSchema = z.looseObject({
  id: z.string(),
  title: z.string().nullish(),
  link: z.string().nullish(),
  media: z.string().nullish(),
});

export type EventArticle = z.infer<typeof eventArticleSchema>;

export const dataBreachDetailsSchema = z.looseObject({
  summary: z.string().nullish(),
  impacted: z.array(z.string()).nullish(),
  data: z.string().nullish(),
  data_type: z.string().nullish(),
  title: z.string().nullish(),
});

export const breachEventSchema = z.looseObject({
  id: z.string(),
  event_type: z.string(),
  /** "DataMonitoring" for data breaches. */
  global_event_type: z.string(),
  associated_article_ids: z.array(z.string()),
  extraction_date: responseDateSchema,
  event_date: responseDateSchema.nullish(),
  company_name: z.string().nullish(),
  data_breach: dataBreachDetailsSchema.nullish(),
  /** Present when attach_articles_data is true. */
  articles: z.array(eventArticleSchema).optional(),
});

export type BreachEvent = z.infer<typeof breachEventSchema>;

/** An event as the local service extracts and stores it: the answer's shape with every field present. */
export interface StoredBreachEvent {
  id: string;
  event_type: 'data_breach';
  global_event_type: 'DataMonitoring';
  associated_article_ids: string[];
  extraction_date: string;
  event_date: string | null;
  company_name: string | null;
  data_breach: {
    summary: string;
    impacted: string[];
    data: string;
    data_type: string;
    title: string;
  };
}

export const eventsSearchResponseSchema = z.looseObject({
  message: z.string(),
  /** Events returned in this answer. */
  count: z.number().int(),
  events: z.array(breachEventSchema),
});

export type EventsSearchResponse = z.infer<typeof eventsSearchResponseSchema>;
