// The Plans page's URL: the "same query under each plan" comparison (public API: keep the names), its
// forgiving parsing, and the one interface request every profile is sent. Filter params carry the
// interface's own names, so a link reads like the request it makes; `op` picks the operation.
import { themes } from '../../../contract/article';
import type { ApiRequest } from '../../lib/api-client';
import { apiFromValue, apiToValue, isDay, isRangeStart } from '../../lib/date-range';
import type { DatePreset } from '../../lib/date-range';
import {
  searchBoolWithDefault,
  searchEnumList,
  searchEnumWithDefault,
  searchIntWithDefault,
  searchChecked,
  searchCheckedWithDefault,
  searchList,
  searchObject,
  searchText,
} from '../../lib/search-params';
import type { SearchOutput } from '../../lib/search-params';

export const comparedOperations = ['authors', 'sources'] as const;
export type ComparedOperation = (typeof comparedOperations)[number];

export const comparisonPageSizes = [10, 25, 100] as const;
export const defaultComparisonPageSize = 10;
/** The interface's default window is the past week. */
export const defaultComparisonPreset: DatePreset = '7d';

const languageCode = (code: string) => (/^[a-z]{2}$/i.test(code) ? code.toLowerCase() : null);
const countryCode = (code: string) => (/^[a-z]{2}$/i.test(code) ? code.toUpperCase() : null);

export const plansSearchSchema = searchObject({
  op: searchEnumWithDefault(comparedOperations, 'authors'),
  // authors
  author_name: searchText(),
  // A preset (`24h`, `7d`, `30d`, `90d`) or a UTC day `YYYY-MM-DD`; to_ a UTC day, inclusive.
  from_: searchCheckedWithDefault(isRangeStart, defaultComparisonPreset),
  to_: searchChecked(isDay),
  include_nlp_data: searchBoolWithDefault(false),
  theme: searchEnumList(themes),
  ner_name: searchList(),
  clustering_enabled: searchBoolWithDefault(false),
  page_size: searchIntWithDefault(defaultComparisonPageSize, { min: 1, max: 1000 }),
  // sources
  countries: searchList(countryCode),
  lang: searchList(languageCode),
  include_additional_info: searchBoolWithDefault(false),
});

export type PlansSearch = SearchOutput<typeof plansSearchSchema>;

/** Values the URL leaves out: a plain `/plans` means these. */
export const plansSearchDefaults = {
  op: 'authors',
  from_: defaultComparisonPreset,
  include_nlp_data: false,
  clustering_enabled: false,
  page_size: defaultComparisonPageSize,
  include_additional_info: false,
} as const satisfies Partial<PlansSearch>;

/** The params of the comparison form: everything in the URL (the page has no other state). */
export type ComparisonDraft = PlansSearch;

/** What the draft still needs before it can be run, in words, or null when it can run. */
export function missingComparisonInput(search: PlansSearch): string | null {
  if (search.op === 'authors') return search.author_name ? null : 'Enter an author name.';
  return search.countries || search.lang ? null : 'Choose at least one country or language.';
}

const joined = (values: readonly string[] | undefined) => (values ? values.join(',') : undefined);

function definedOnly(params: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/**
 * The interface call the URL stands for (GET, lists comma-joined), or null when the query is not complete.
 * Only the chosen operation's params are sent; switches that are off are left out, as the interface's
 * defaults are off.
 */
export function comparisonRequestOf(search: PlansSearch): ApiRequest | null {
  if (missingComparisonInput(search) !== null) return null;
  if (search.op === 'authors') {
    return {
      operation: 'authors',
      method: 'GET',
      query: definedOnly({
        author_name: search.author_name,
        from_: apiFromValue(search.from_),
        to_: search.to_ !== undefined && isDay(search.from_) ? apiToValue(search.to_) : undefined,
        include_nlp_data: search.include_nlp_data ? 'true' : undefined,
        theme: joined(search.theme),
        ner_name: joined(search.ner_name),
        clustering_enabled: search.clustering_enabled ? 'true' : undefined,
        page_size: String(search.page_size),
      }),
    };
  }
  return {
    operation: 'sources',
    method: 'GET',
    query: definedOnly({
      countries: joined(search.countries),
      lang: joined(search.lang),
      include_additional_info: search.include_additional_info ? 'true' : undefined,
    }),
  };
}

/** The operation of a request the page made; the page only makes the two it compares. */
export function comparedOperationOf(request: ApiRequest): ComparedOperation {
  if (request.operation === 'authors' || request.operation === 'sources') return request.operation;
  throw new Error(`The Plans page does not compare ${request.operation}`);
}
