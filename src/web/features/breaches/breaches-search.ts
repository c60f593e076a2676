// The Breaches page's URL: its search params (public API: keep the names), their forgiving parsing, and the
// events_search request they stand for. Filter params carry the interface's field names (without the
// `data_breach.` prefix); the date window is `from`/`to` on the field `date_field` names. The rest are the
// page's own: timeline interval, brushed days, "only new", list page, expanded event and open article.
import type { DataType, EventFilterField } from '../../../contract/events';
import type { ApiRequest } from '../../lib/api-client';
import { isDay } from '../../lib/date-range';
import {
  searchBoolWithDefault,
  searchEnumList,
  searchEnumWithDefault,
  searchIntWithDefault,
  searchList,
  searchObject,
  searchParam,
  searchText,
} from '../../lib/search-params';
import type { SearchOutput } from '../../lib/search-params';

/**
 * The interface's five data types, written out: the route parses search params in the entry chunk, and
 * importing the contract's list would bring the events schemas along. The type check below and a unit test
 * keep the two lists equal.
 */
export const dataTypes = [
  'technical',
  'financial',
  'personal',
  'health',
  'credentials',
] as const satisfies readonly DataType[];
const everyDataTypeListed: Exclude<DataType, (typeof dataTypes)[number]> extends never ? true : never = true;
void everyDataTypeListed;

export const dateFields = ['extraction_date', 'event_date'] as const;
export type DateField = (typeof dateFields)[number];

/** Windows offered as buttons; every other window is written as its bounds. */
export const rangePresets = ['30d', '90d', '1y', 'all'] as const;
export type RangePreset = (typeof rangePresets)[number];

/** The interface's relative form of each preset's start; `all` sends no date filter. */
const presetStarts: Record<RangePreset, string | undefined> = {
  '30d': 'now-30d',
  '90d': 'now-90d',
  '1y': 'now-365d',
  all: undefined,
};

/**
 * No date filter by default: every event the service holds (the newest 1000 when there are more), so the
 * window fits the data, the timeline spanning the events' own dates, however lagged disclosure is
 * (docs/spec/interface.md, "Search events", usage advice). A preset chosen by hand is written in the URL.
 */
export const defaultRangePreset: RangePreset = 'all';

export const timelineIntervals = ['auto', 'day', 'week', 'month'] as const;
export type TimelineIntervalChoice = (typeof timelineIntervals)[number];

const relativeBoundPattern = /^now(?:-(\d{1,6})([dhw]))?$/;

/**
 * A date bound as the interface takes it: a real day `YYYY-MM-DD` or a relative `now`, `now-30d`,
 * `now-12h`, `now-2w` (lower-cased); undefined for anything else.
 */
export function readDateBound(value: string): string | undefined {
  const text = value.trim();
  if (isDay(text)) return text;
  const relative = text.toLowerCase().replaceAll(' ', '');
  return relativeBoundPattern.test(relative) ? relative : undefined;
}

export function isRangePreset(value: string): value is RangePreset {
  return (rangePresets as readonly string[]).includes(value);
}

/** A string, or a finite number as its text; undefined for anything else. */
function scalarText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;
}

const rangeFrom = searchParam((value): string => {
  const text = scalarText(value);
  if (text === undefined) return defaultRangePreset;
  const trimmed = text.trim().toLowerCase();
  if (isRangePreset(trimmed)) return trimmed;
  return readDateBound(text) ?? defaultRangePreset;
});

const rangeTo = searchParam((value): string | undefined => {
  const text = scalarText(value);
  return text === undefined ? undefined : readDateBound(text);
});

const dayParam = searchParam((value): string | undefined => {
  const text = scalarText(value);
  return text !== undefined && isDay(text) ? text : undefined;
});

export const breachesSearchSchema = searchObject({
  /** Which date the window, the timeline and the brush use. */
  date_field: searchEnumWithDefault(dateFields, 'extraction_date'),
  /** A preset (`30d`, `90d`, `1y`, `all`) or a bound (`YYYY-MM-DD`, `now-14d`). */
  from: rangeFrom,
  /** A bound, inclusive; only with a bound `from` (a preset runs to now). */
  to: rangeTo,
  company_name: searchList(),
  data_type: searchEnumList(dataTypes),
  impacted: searchList(),
  data: searchList(),
  title: searchList(),
  summary: searchList(),
  // The page's own
  interval: searchEnumWithDefault(timelineIntervals, 'auto'),
  /** The brushed days of the timeline (inclusive): they narrow the list without a new request. */
  brush_from: dayParam,
  brush_to: dayParam,
  /** Keep only events extracted after this browser's previous visit. */
  only_new: searchBoolWithDefault(false),
  page: searchIntWithDefault(1, { min: 1 }),
  /** Id of the event whose source articles are shown. */
  event: searchText(),
  /** Id of the article open in the drawer. */
  article: searchText(),
});

export type BreachesSearch = SearchOutput<typeof breachesSearchSchema>;

/** Values the URL leaves out: a plain `/breaches` means these. */
export const breachesSearchDefaults = {
  date_field: 'extraction_date',
  from: defaultRangePreset,
  interval: 'auto',
  only_new: false,
  page: 1,
} as const satisfies Partial<BreachesSearch>;

/** The params that shape the request: everything else is applied in the browser. */
export type BreachFilters = Pick<
  BreachesSearch,
  'date_field' | 'from' | 'to' | 'company_name' | 'data_type' | 'impacted' | 'data' | 'title' | 'summary'
>;

export function filtersOf(search: BreachFilters): BreachFilters {
  return {
    date_field: search.date_field,
    from: search.from,
    to: search.to,
    company_name: search.company_name,
    data_type: search.data_type,
    impacted: search.impacted,
    data: search.data,
    title: search.title,
    summary: search.summary,
  };
}

export type DateRangeBounds = { gte?: string; lte?: string };

/** The `{gte, lte}` filter of the window, or undefined for all time. A preset runs to now, so `to` is ignored. */
export function dateBoundsOf(filters: Pick<BreachFilters, 'from' | 'to'>): DateRangeBounds | undefined {
  if (isRangePreset(filters.from)) {
    const gte = presetStarts[filters.from];
    return gte === undefined ? undefined : { gte };
  }
  return { gte: filters.from, ...(filters.to !== undefined ? { lte: filters.to } : {}) };
}

/** Why a hand-written window cannot be sent, or null. */
export function checkDateBounds(from: string, to: string | undefined): string | null {
  if (readDateBound(from) === undefined) return 'Write the start as a day (YYYY-MM-DD) or as now-30d.';
  if (to !== undefined && readDateBound(to) === undefined)
    return 'Write the end as a day (YYYY-MM-DD) or as now-7d, or leave it empty.';
  if (to !== undefined && isDay(from) && isDay(to) && to < from) return 'The end comes before the start.';
  return null;
}

/** One value as a plain string (the interface's documented form), several as a list (any one matches). */
const oneOrMany = (values: readonly string[]): string | string[] =>
  values.length === 1 ? values[0]! : [...values];

/**
 * Whether a profile's events answer brings each event's articles (id, title, link, media). A local store
 * answers an article lookup with the very same fields, so the page leaves them out of the events answer
 * (about half its bytes) and looks up one event's articles when it is opened. A public upstream may hold
 * events whose articles its lookup cannot find: there the page asks for them attached, as before. Unknown
 * profiles (the list not loaded) count as public: the full answer is never wrong, only heavier.
 */
export function attachesArticles(profileKind: 'local' | 'public' | undefined): boolean {
  return profileKind !== 'local';
}

/** The events_search body of a filter set: attached articles when asked for, and only the filters given. */
export function breachesApiRequest(filters: BreachFilters, attachArticles: boolean): ApiRequest {
  // Keys in the order of the interface's field list, so the request reads like it.
  const additional: Partial<Record<EventFilterField, unknown>> = {};
  const put = (field: EventFilterField, values: readonly string[] | undefined) => {
    if (values !== undefined && values.length > 0) additional[field] = oneOrMany(values);
  };
  put('company_name', filters.company_name);
  const bounds = dateBoundsOf(filters);
  if (bounds) additional[filters.date_field] = bounds;
  put('data_breach.data', filters.data);
  put('data_breach.data_type', filters.data_type);
  put('data_breach.impacted', filters.impacted);
  put('data_breach.summary', filters.summary);
  put('data_breach.title', filters.title);
  return {
    operation: 'eventsSearch',
    method: 'POST',
    body: {
      event_type: 'data_breach',
      attach_articles_data: attachArticles,
      ...(Object.keys(additional).length > 0 ? { additional_filters: additional } : {}),
    },
  };
}
