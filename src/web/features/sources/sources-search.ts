// The Sources page's URL: its search params (public API: keep the names), their forgiving parsing, and the
// interface request they stand for. Filter params carry the interface's own names, so a page address reads
// like the request it makes.
import type { ApiRequest, HttpMethod } from '../../lib/api-client';
import {
  searchEnumWithDefault,
  searchInt,
  searchIntWithDefault,
  searchList,
  searchObject,
  searchText,
} from '../../lib/search-params';
import type { SearchOutput } from '../../lib/search-params';

export const RANK_MIN = 0;
/** The interface's largest rank, also the rank of unranked sources. */
export const RANK_MAX = 999_999;

/** Table rows per page: the answer holds up to the plan's cap (1000), sorted and paged in the browser. */
export const SOURCES_PAGE_SIZE = 50;

export const sourceSortKeys = ['rank', 'name', 'domain', 'country', 'articles_7d'] as const;
export type SourceSortKey = (typeof sourceSortKeys)[number];
export type SortOrder = 'asc' | 'desc';

export const sourcesSearchSchema = searchObject({
  /** Language codes (ISO 639-1), lower case. Unknown codes are kept: the service explains them. */
  lang: searchList((code) => code.toLowerCase()),
  /** Country codes (ISO 3166-1 alpha-2), upper case. */
  countries: searchList((code) => code.toUpperCase()),
  /** The top-list expression, e.g. `top 10 US, top 5 GB`, as the builder wrote it or as typed. */
  predefined_sources: searchText(),
  /** Parts of source names (any of them matches). */
  source_name: searchList(),
  /** Exact domains; stands alone in the interface. */
  source_url: searchList((domain) => domain.toLowerCase()),
  from_rank: searchInt({ min: RANK_MIN, max: RANK_MAX }),
  to_rank: searchInt({ min: RANK_MIN, max: RANK_MAX }),
  method: searchEnumWithDefault(['GET', 'POST'], 'GET'),
  sort: searchEnumWithDefault(sourceSortKeys, 'rank'),
  order: searchEnumWithDefault(['asc', 'desc'], 'asc'),
  page: searchIntWithDefault(1, { min: 1 }),
});

export type SourcesSearch = SearchOutput<typeof sourcesSearchSchema>;

/** Values the URL leaves out: a plain `/sources` means these. */
export const sourcesSearchDefaults = { method: 'GET', sort: 'rank', order: 'asc', page: 1 } as const;

/** The filters of one sources request, as the page runs it. */
export interface SourcesQuery {
  lang?: string[];
  countries?: string[];
  predefinedSources?: string;
  sourceName?: string[];
  sourceUrl?: string[];
  fromRank?: number;
  toRank?: number;
  method: HttpMethod;
}

/** The filters of a search that the interface needs at least one of (rank bounds alone are not enough). */
export function hasRequiredFilter(search: Partial<SourcesSearch>): boolean {
  return Boolean(
    search.lang ?? search.countries ?? search.predefined_sources ?? search.source_name ?? search.source_url,
  );
}

/**
 * The request a URL stands for, or null when it names none of the filters the interface needs. Everything
 * else is sent as written, so that the service explains a bad hand-written value (an unknown code, a
 * domain beside other filters) instead of the page silently changing the query.
 */
/** The part of the URL that makes the request: sorting and paging happen in the browser, on the same answer. */
export type SourcesRequestSearch = Omit<SourcesSearch, 'sort' | 'order' | 'page'>;

export function sourcesQueryFromSearch(search: SourcesRequestSearch): SourcesQuery | null {
  if (!hasRequiredFilter(search)) return null;
  const query: SourcesQuery = { method: search.method };
  if (search.lang) query.lang = search.lang;
  if (search.countries) query.countries = search.countries;
  if (search.predefined_sources) query.predefinedSources = search.predefined_sources;
  if (search.source_name) query.sourceName = search.source_name;
  if (search.source_url) query.sourceUrl = search.source_url;
  if (search.from_rank !== undefined) query.fromRank = search.from_rank;
  if (search.to_rank !== undefined) query.toRank = search.to_rank;
  return query;
}

/**
 * The interface call: always with include_additional_info, which carries the table's country, rank and
 * 7-day count. GET takes comma-joined lists; POST JSON arrays, and the top list under the public API's
 * spelling `predefined_sources` (the local service also reads the interface's POST spelling
 * `predefinied_sources`, the public API only this one).
 */
export function sourcesApiRequest(query: SourcesQuery): ApiRequest {
  const filters: Record<string, string | number | string[]> = {};
  if (query.lang) filters['lang'] = query.lang;
  if (query.countries) filters['countries'] = query.countries;
  if (query.predefinedSources) filters['predefined_sources'] = query.predefinedSources;
  if (query.sourceName) filters['source_name'] = query.sourceName;
  if (query.sourceUrl) filters['source_url'] = query.sourceUrl;
  if (query.fromRank !== undefined) filters['from_rank'] = query.fromRank;
  if (query.toRank !== undefined) filters['to_rank'] = query.toRank;

  if (query.method === 'GET') {
    const params: Record<string, string> = {};
    for (const [name, value] of Object.entries(filters)) {
      params[name] = Array.isArray(value) ? value.join(',') : String(value);
    }
    params['include_additional_info'] = 'true';
    return { operation: 'sources', method: 'GET', query: params };
  }
  return { operation: 'sources', method: 'POST', body: { ...filters, include_additional_info: true } };
}
