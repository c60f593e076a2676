// The search form's values and their mapping to and from the URL: the form edits a draft of the filters;
// applying it writes them to the URL, and the URL (a shared link, back/forward) refills the form.
import type { PublishedDatePrecision, Theme } from '../../../contract/article';
import type { ClusteringVariable } from '../../../contract/authors';
import { defaultClusteringThreshold, defaultClusteringVariable } from '../../../contract/authors';
import { checkDateRange, dateRangeFromParams, dateRangeToParams } from '../../lib/date-range';
import type { DateRange } from '../../lib/date-range';
import { defaultDatePreset } from './authors-search';
import type { AuthorsParamName, AuthorsSearch } from './authors-search';

/** A boolean filter: not applied, only true, or only false (the interface filters both ways). */
export type TriState = 'any' | 'yes' | 'no';

export type SentimentRange = [number, number];
/** The whole sentiment scale: no bound. */
export const fullSentimentRange: SentimentRange = [-1, 1];

export interface AuthorsFormValues {
  author_name: string;
  not_author_name: string[];
  dateRange: DateRange;
  by_parse_date: boolean;
  published_date_precision: PublishedDatePrecision | null;
  sources: string[];
  not_sources: string[];
  predefined_sources: string;
  source_name: string[];
  lang: string[];
  not_lang: string[];
  countries: string[];
  not_countries: string[];
  ranked_only: boolean;
  /** Empty text while the field is blank (Mantine's NumberInput gives '' then). */
  from_rank: number | '';
  to_rank: number | '';
  is_headline: TriState;
  is_opinion: TriState;
  is_paid_content: TriState;
  word_count_min: number | '';
  word_count_max: number | '';
  parent_url: string[];
  all_links: string[];
  all_domain_links: string[];
  include_nlp_data: boolean;
  has_nlp: TriState;
  theme: Theme[];
  not_theme: Theme[];
  ORG_entity_name: string[];
  PER_entity_name: string[];
  LOC_entity_name: string[];
  MISC_entity_name: string[];
  ner_name: string[];
  title_sentiment: SentimentRange;
  content_sentiment: SentimentRange;
  clustering_enabled: boolean;
  clustering_threshold: number;
  clustering_variable: ClusteringVariable;
  iptc_tags: string[];
  not_iptc_tags: string[];
}

/** The URL params the form writes: every filter; sort, paging and the view are set elsewhere. */
export type AuthorsFilterParams = Pick<
  AuthorsSearch,
  Exclude<AuthorsParamName, 'sort_by' | 'page' | 'page_size'>
>;

const triStateOf = (value: boolean | undefined): TriState =>
  value === undefined ? 'any' : value ? 'yes' : 'no';
const booleanOf = (value: TriState): boolean | undefined => (value === 'any' ? undefined : value === 'yes');
const numberOrBlank = (value: number | undefined): number | '' => value ?? '';
const numberOrAbsent = (value: number | ''): number | undefined => (value === '' ? undefined : value);
const listOrAbsent = <T>(values: readonly T[]): T[] | undefined =>
  values.length > 0 ? [...values] : undefined;
const textOrAbsent = (value: string): string | undefined => (value.trim() === '' ? undefined : value.trim());

export function formValuesFromSearch(search: AuthorsSearch): AuthorsFormValues {
  return {
    author_name: search.author_name ?? '',
    not_author_name: search.not_author_name ?? [],
    dateRange: dateRangeFromParams(search.from_, search.to_, defaultDatePreset),
    by_parse_date: search.by_parse_date === true,
    published_date_precision: search.published_date_precision ?? null,
    sources: search.sources ?? [],
    not_sources: search.not_sources ?? [],
    predefined_sources: search.predefined_sources ?? '',
    source_name: search.source_name ?? [],
    lang: search.lang ?? [],
    not_lang: search.not_lang ?? [],
    countries: search.countries ?? [],
    not_countries: search.not_countries ?? [],
    ranked_only: search.ranked_only,
    from_rank: numberOrBlank(search.from_rank),
    to_rank: numberOrBlank(search.to_rank),
    is_headline: triStateOf(search.is_headline),
    is_opinion: triStateOf(search.is_opinion),
    is_paid_content: triStateOf(search.is_paid_content),
    word_count_min: numberOrBlank(search.word_count_min),
    word_count_max: numberOrBlank(search.word_count_max),
    parent_url: search.parent_url ?? [],
    all_links: search.all_links ?? [],
    all_domain_links: search.all_domain_links ?? [],
    include_nlp_data: search.include_nlp_data === true,
    has_nlp: triStateOf(search.has_nlp),
    theme: search.theme ?? [],
    not_theme: search.not_theme ?? [],
    ORG_entity_name: search.ORG_entity_name ?? [],
    PER_entity_name: search.PER_entity_name ?? [],
    LOC_entity_name: search.LOC_entity_name ?? [],
    MISC_entity_name: search.MISC_entity_name ?? [],
    ner_name: search.ner_name ?? [],
    title_sentiment: [search.title_sentiment_min ?? -1, search.title_sentiment_max ?? 1],
    content_sentiment: [search.content_sentiment_min ?? -1, search.content_sentiment_max ?? 1],
    clustering_enabled: search.clustering_enabled === true,
    clustering_threshold: search.clustering_threshold ?? defaultClusteringThreshold,
    clustering_variable: search.clustering_variable ?? defaultClusteringVariable,
    iptc_tags: search.iptc_tags ?? [],
    not_iptc_tags: search.not_iptc_tags ?? [],
  };
}

/**
 * The URL params of the form's values. Every filter key is present (undefined when unused), so merging
 * the result into the URL also clears the filters the user removed. Values that equal the interface's
 * behaviour without them (the whole sentiment scale, clustering defaults) are left out.
 */
export function filterParamsFromFormValues(values: AuthorsFormValues): AuthorsFilterParams {
  const { from_, to_ } = dateRangeToParams(values.dateRange);
  const clustering = values.clustering_enabled;
  return {
    author_name: textOrAbsent(values.author_name),
    not_author_name: listOrAbsent(values.not_author_name),
    from_,
    to_,
    by_parse_date: values.by_parse_date ? true : undefined,
    published_date_precision: values.published_date_precision ?? undefined,
    sources: listOrAbsent(values.sources),
    not_sources: listOrAbsent(values.not_sources),
    predefined_sources: textOrAbsent(values.predefined_sources),
    source_name: listOrAbsent(values.source_name),
    lang: listOrAbsent(values.lang),
    not_lang: listOrAbsent(values.not_lang),
    countries: listOrAbsent(values.countries),
    not_countries: listOrAbsent(values.not_countries),
    ranked_only: values.ranked_only,
    from_rank: numberOrAbsent(values.from_rank),
    to_rank: numberOrAbsent(values.to_rank),
    is_headline: booleanOf(values.is_headline),
    is_opinion: booleanOf(values.is_opinion),
    is_paid_content: booleanOf(values.is_paid_content),
    word_count_min: numberOrAbsent(values.word_count_min),
    word_count_max: numberOrAbsent(values.word_count_max),
    parent_url: listOrAbsent(values.parent_url),
    all_links: listOrAbsent(values.all_links),
    all_domain_links: listOrAbsent(values.all_domain_links),
    include_nlp_data: values.include_nlp_data ? true : undefined,
    has_nlp: booleanOf(values.has_nlp),
    theme: listOrAbsent(values.theme),
    not_theme: listOrAbsent(values.not_theme),
    ORG_entity_name: listOrAbsent(values.ORG_entity_name),
    PER_entity_name: listOrAbsent(values.PER_entity_name),
    LOC_entity_name: listOrAbsent(values.LOC_entity_name),
    MISC_entity_name: listOrAbsent(values.MISC_entity_name),
    ner_name: listOrAbsent(values.ner_name),
    title_sentiment_min: values.title_sentiment[0] > -1 ? values.title_sentiment[0] : undefined,
    title_sentiment_max: values.title_sentiment[1] < 1 ? values.title_sentiment[1] : undefined,
    content_sentiment_min: values.content_sentiment[0] > -1 ? values.content_sentiment[0] : undefined,
    content_sentiment_max: values.content_sentiment[1] < 1 ? values.content_sentiment[1] : undefined,
    clustering_enabled: clustering ? true : undefined,
    clustering_threshold:
      clustering && values.clustering_threshold !== defaultClusteringThreshold
        ? values.clustering_threshold
        : undefined,
    clustering_variable:
      clustering && values.clustering_variable !== defaultClusteringVariable
        ? values.clustering_variable
        : undefined,
    iptc_tags: listOrAbsent(values.iptc_tags),
    not_iptc_tags: listOrAbsent(values.not_iptc_tags),
  };
}

/** The filters of a URL as the form would write them: what "unchanged" is measured against. */
export function filterParamsOfSearch(search: AuthorsSearch): AuthorsFilterParams {
  return filterParamsFromFormValues(formValuesFromSearch(search));
}

/** Whether two sets of filter params make the same request (absent and undefined keys are alike). */
export function sameFilterParams(a: AuthorsFilterParams, b: AuthorsFilterParams): boolean {
  const canonical = (params: AuthorsFilterParams) =>
    JSON.stringify(
      Object.entries(params)
        .filter(([, value]) => value !== undefined)
        .sort(([x], [y]) => (x < y ? -1 : 1)),
    );
  return canonical(a) === canonical(b);
}

/** Form fields (URL param names, `dateRange` for from_/to_) and what is wrong with them. */
export type AuthorsFormErrors = Partial<Record<AuthorsParamName, string>>;

/** Problems to fix before the search can be sent; empty when it can be. */
export function checkFormValues(values: AuthorsFormValues): AuthorsFormErrors {
  const errors: AuthorsFormErrors = {};
  if (values.author_name.trim() === '') errors.author_name = 'Name the author whose articles you want.';
  const rangeProblem = checkDateRange(values.dateRange);
  if (rangeProblem) errors.from_ = rangeProblem;
  if (values.from_rank !== '' && values.to_rank !== '' && values.from_rank > values.to_rank) {
    errors.from_rank = 'The lowest rank is above the highest rank.';
  }
  if (
    values.word_count_min !== '' &&
    values.word_count_max !== '' &&
    values.word_count_min > values.word_count_max
  ) {
    errors.word_count_min = 'The minimum is above the maximum.';
  }
  return errors;
}
