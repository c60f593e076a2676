// The Lookup page's URL: its search params (public API: keep the names), their forgiving parsing,
// and the interface request they stand for.
import type { ApiRequest, HttpMethod } from '../../lib/api-client';
import { searchEnumWithDefault, searchObject, searchParam } from '../../lib/search-params';
import type { SearchOutput } from '../../lib/search-params';

export const pageSizeOptions = [10, 25, 50, 100] as const;
export const defaultPageSize = 10;

/** A string, or a finite number as its text; undefined for anything else (booleans too). */
function stringOrNumber(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;
}

// Hand-written URLs (`?ids=a,b`, `?article=123`) arrive as plain strings or numbers; links the app
// writes arrive as JSON arrays. Every form reads as a list of non-blank strings; anything else is dropped.
const listParam = searchParam((value): string[] | undefined => {
  let values: (string | undefined)[];
  if (Array.isArray(value)) values = value.map(stringOrNumber);
  else if (typeof value === 'string') values = value.split(',');
  else values = [stringOrNumber(value)];
  if (values.some((item) => item === undefined)) return undefined;
  const distinct = [
    ...new Set((values as string[]).map((item) => item.trim()).filter((item) => item !== '')),
  ];
  return distinct.length > 0 ? distinct : undefined;
});

const textParam = searchParam(stringOrNumber);

/** A whole number within bounds, given as a number (the router reads `?page=2` as one), else `fallback`. */
const wholeNumber = (fallback: number, min: number, max = Number.MAX_SAFE_INTEGER) =>
  searchParam((value): number =>
    typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max
      ? value
      : fallback,
  );

export const lookupSearchSchema = searchObject({
  ids: listParam,
  links: listParam,
  method: searchEnumWithDefault(['GET', 'POST'], 'GET'),
  page: wholeNumber(1, 1),
  page_size: wholeNumber(defaultPageSize, 1, 1000),
  /** Id of the article open in the drawer. */
  article: textParam,
});

export type LookupSearch = SearchOutput<typeof lookupSearchSchema>;

/** Values the URL leaves out: a plain `/lookup` means these. */
export const lookupSearchDefaults = { method: 'GET', page: 1, page_size: defaultPageSize } as const;

/** One lookup as the page runs it: the values asked for (normally exactly one of ids/links) and the page. */
export interface LookupQuery {
  ids?: string[];
  links?: string[];
  method: HttpMethod;
  page: number;
  pageSize: number;
}

export function lookupQueryFromSearch(search: LookupSearch): LookupQuery | null {
  if (!search.ids && !search.links) return null;
  return {
    ...(search.ids ? { ids: search.ids } : {}),
    ...(search.links ? { links: search.links } : {}),
    method: search.method,
    page: search.page,
    pageSize: search.page_size,
  };
}

/** The values asked for, as the interface counts them (distinct, in order). */
export function requestedValues(query: Pick<LookupQuery, 'ids' | 'links'>): string[] {
  return [...(query.ids ?? []), ...(query.links ?? [])];
}

/** The interface call of a lookup: GET takes comma-joined lists, POST JSON arrays. */
export function lookupApiRequest(query: LookupQuery): ApiRequest {
  if (query.method === 'GET') {
    const params: Record<string, string> = {};
    if (query.ids) params['ids'] = query.ids.join(',');
    if (query.links) params['links'] = query.links.join(',');
    params['page'] = String(query.page);
    params['page_size'] = String(query.pageSize);
    return { operation: 'lookup', method: 'GET', query: params };
  }
  return {
    operation: 'lookup',
    method: 'POST',
    body: {
      ...(query.ids ? { ids: query.ids } : {}),
      ...(query.links ? { links: query.links } : {}),
      page: query.page,
      page_size: query.pageSize,
    },
  };
}
