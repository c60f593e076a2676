// The Lookup page's URL: its search params (public API: keep the names), their forgiving parsing,
// and the interface request they stand for.
import { z } from 'zod';
import type { ApiRequest, HttpMethod } from '../../lib/api-client';

export const pageSizeOptions = [10, 25, 50, 100] as const;
export const defaultPageSize = 10;

// Hand-written URLs (`?ids=a,b`, `?article=123`) arrive as plain strings or numbers; links the app
// writes arrive as JSON arrays. Every form reads as a list of non-blank strings; anything else is dropped.
const listParam = z
  .union([
    z.array(z.union([z.string(), z.number().transform(String)])),
    z.string().transform((value) => value.split(',')),
    z.number().transform((value) => [String(value)]),
  ])
  .transform((values) => [...new Set(values.map((value) => value.trim()).filter((value) => value !== ''))])
  .transform((values) => (values.length > 0 ? values : undefined))
  .optional()
  .catch(undefined);

const textParam = z
  .union([z.string(), z.number().transform(String)])
  .optional()
  .catch(undefined);

export const lookupSearchSchema = z.object({
  ids: listParam,
  links: listParam,
  method: z.enum(['GET', 'POST']).default('GET').catch('GET'),
  page: z.number().int().min(1).default(1).catch(1),
  page_size: z.number().int().min(1).max(1000).default(defaultPageSize).catch(defaultPageSize),
  /** Id of the article open in the drawer. */
  article: textParam,
});

export type LookupSearch = z.output<typeof lookupSearchSchema>;

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
