// The Authors page's URL: its search params (public API: keep the names), their forgiving parsing, and
// the interface request they stand for. Filter params carry the interface's own names, so a link reads
// like the request it makes; `article`, `interval`, `entity_type`, `view` and `tz` are the page's own
// (drawer, charts, the articles or profile tab, the profile's time zone).
import type { ApiRequest } from '../../lib/api-client';
import { apiFromValue, apiToValue, isDay, isRangeStart } from '../../lib/date-range';
import type { DatePreset } from '../../lib/date-range';
import {
  searchBool,
  searchBoolWithDefault,
  searchEnum,
  searchEnumList,
  searchEnumWithDefault,
  searchFloat,
  searchInt,
  searchIntWithDefault,
  searchCheckedWithDefault,
  searchChecked,
  searchList,
  searchObject,
  searchText,
} from '../../lib/search-params';
import type { SearchOutput } from '../../lib/search-params';
import {
  clusteringThresholdDefault,
  clusteringVariableOptions,
  precisionOptions,
  sortByOptions,
  themeOptions,
} from './param-values';
import { profileTimeZones } from './profile/zoned-time';

export const pageSizeOptions = [10, 25, 50, 100, 250, 500, 1000] as const;
export const defaultPageSize = 100;
/** The interface's default window is the past week. */
export const defaultDatePreset: DatePreset = '7d';
export const chartIntervals = ['day', 'week'] as const;
export type ChartInterval = (typeof chartIntervals)[number];
export const entityTypeTabs = ['PER', 'ORG', 'LOC', 'MISC'] as const;
/** The page's tabs: the search's articles, or the profile of the author. */
export const authorsViews = ['articles', 'profile'] as const;
export type AuthorsView = (typeof authorsViews)[number];

const rankBounds = { min: 0, max: 999_999 };
const sentimentBounds = { min: -1, max: 1 };

const languageCode = (code: string) => (/^[a-z]{2}$/i.test(code) ? code.toLowerCase() : null);
const countryCode = (code: string) => (/^[a-z]{2}$/i.test(code) ? code.toUpperCase() : null);

const rangeStart = searchCheckedWithDefault(isRangeStart, defaultDatePreset);
const rangeEnd = searchChecked(isDay);

export const authorsSearchSchema = searchObject({
  author_name: searchText(),
  not_author_name: searchList(),
  // Time window: a preset (`24h`, `7d`, `30d`, `90d`) or a UTC day `YYYY-MM-DD`; to_ a UTC day, inclusive.
  from_: rangeStart,
  to_: rangeEnd,
  by_parse_date: searchBool(),
  published_date_precision: searchEnum(precisionOptions),
  sources: searchList(),
  not_sources: searchList(),
  predefined_sources: searchText(),
  source_name: searchList(),
  lang: searchList(languageCode),
  not_lang: searchList(languageCode),
  countries: searchList(countryCode),
  not_countries: searchList(countryCode),
  sort_by: searchEnumWithDefault(sortByOptions, 'relevancy'),
  ranked_only: searchBoolWithDefault(true),
  from_rank: searchInt(rankBounds),
  to_rank: searchInt(rankBounds),
  is_headline: searchBool(),
  is_opinion: searchBool(),
  is_paid_content: searchBool(),
  word_count_min: searchInt({ min: 0 }),
  word_count_max: searchInt({ min: 0 }),
  parent_url: searchList(),
  all_links: searchList(),
  all_domain_links: searchList(),
  // NLP (NLP plans) and IPTC (IPTC plans)
  include_nlp_data: searchBool(),
  has_nlp: searchBool(),
  theme: searchEnumList(themeOptions),
  not_theme: searchEnumList(themeOptions),
  ORG_entity_name: searchList(),
  PER_entity_name: searchList(),
  LOC_entity_name: searchList(),
  MISC_entity_name: searchList(),
  ner_name: searchList(),
  title_sentiment_min: searchFloat(sentimentBounds),
  title_sentiment_max: searchFloat(sentimentBounds),
  content_sentiment_min: searchFloat(sentimentBounds),
  content_sentiment_max: searchFloat(sentimentBounds),
  clustering_enabled: searchBool(),
  clustering_threshold: searchFloat({ min: 0, max: 1 }),
  clustering_variable: searchEnum(clusteringVariableOptions),
  iptc_tags: searchList(),
  not_iptc_tags: searchList(),
  // Paging
  page: searchIntWithDefault(1, { min: 1 }),
  page_size: searchIntWithDefault(defaultPageSize, { min: 1, max: 1000 }),
  // The page's own
  /** Id of the article open in the drawer. */
  article: searchText(),
  /** Buckets of the over-time charts. */
  interval: searchEnumWithDefault(chartIntervals, 'day'),
  /** Entity type shown by the top-entities chart. */
  entity_type: searchEnumWithDefault(entityTypeTabs, 'PER'),
  /** The tab shown: the articles of the search, or the author's profile. */
  view: searchEnumWithDefault(authorsViews, 'articles'),
  /** Zone of the profile's weeks and weekday × hour grid: the reader's (`local`) or `utc`. */
  tz: searchEnumWithDefault(profileTimeZones, 'local'),
});

export type AuthorsSearch = SearchOutput<typeof authorsSearchSchema>;

/** Values the URL leaves out: a plain `/authors` means these. */
export const authorsSearchDefaults = {
  from_: defaultDatePreset,
  sort_by: 'relevancy',
  ranked_only: true,
  page: 1,
  page_size: defaultPageSize,
  interval: 'day',
  entity_type: 'PER',
  view: 'articles',
  tz: 'local',
} as const satisfies Partial<AuthorsSearch>;

/** The params that shape the request (everything but the drawer, the charts' choices, the tab and zone). */
export type AuthorsRequestParams = Omit<
  AuthorsSearch,
  'article' | 'interval' | 'entity_type' | 'view' | 'tz'
>;

export function requestParamsOf(search: AuthorsSearch): AuthorsRequestParams {
  const {
    article: _article,
    interval: _interval,
    entity_type: _entityType,
    view: _view,
    tz: _tz,
    ...params
  } = search;
  return params;
}

/** A search runs once an author is named; the interface requires author_name. */
export function hasAuthor(search: Pick<AuthorsSearch, 'author_name'>): search is { author_name: string } {
  return search.author_name !== undefined;
}

// Interface params in the order of the table of docs/spec/interface.md, "Articles by author", so the request
// and the curl line read like it.
const requestParamOrder = [
  'author_name',
  'not_author_name',
  'lang',
  'not_lang',
  'published_date_precision',
  'countries',
  'not_countries',
  'sources',
  'not_sources',
  'ranked_only',
  'from_rank',
  'to_rank',
  'sort_by',
  'page_size',
  'page',
  'from_',
  'to_',
  'by_parse_date',
  'is_headline',
  'is_opinion',
  'parent_url',
  'all_links',
  'all_domain_links',
  'word_count_min',
  'word_count_max',
  'is_paid_content',
  'source_name',
  'predefined_sources',
  'include_nlp_data',
  'has_nlp',
  'theme',
  'not_theme',
  'ORG_entity_name',
  'PER_entity_name',
  'LOC_entity_name',
  'MISC_entity_name',
  'ner_name',
  'title_sentiment_min',
  'title_sentiment_max',
  'content_sentiment_min',
  'content_sentiment_max',
  'clustering_enabled',
  'clustering_threshold',
  'clustering_variable',
  'iptc_tags',
  'not_iptc_tags',
] as const satisfies readonly (keyof AuthorsRequestParams)[];

export type AuthorsParamName = (typeof requestParamOrder)[number];
export const authorsParamNames: readonly AuthorsParamName[] = requestParamOrder;

/**
 * The interface call of a search, GET with every value in its wire form: lists comma-joined, booleans as
 * `true`/`false`, dates as the interface reads them. Defaults the interface applies itself are still sent
 * (sort_by, ranked_only, page, page_size, from_), so the request shown is the whole story.
 */
export function authorsApiRequest(params: AuthorsRequestParams & { author_name: string }): ApiRequest {
  const query: Record<string, string> = {};
  const clustering = params.clustering_enabled === true;
  for (const name of requestParamOrder) {
    // Threshold and variable mean something only with clustering on; the threshold's default is then 0.6.
    if ((name === 'clustering_threshold' || name === 'clustering_variable') && !clustering) continue;
    const value =
      name === 'clustering_threshold' ? (params[name] ?? clusteringThresholdDefault) : params[name];
    if (value === undefined) continue;
    if (name === 'from_') query[name] = apiFromValue(String(value));
    else if (name === 'to_') query[name] = apiToValue(String(value));
    else query[name] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return { operation: 'authors', method: 'GET', query };
}
