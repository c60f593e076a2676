// Articles by author (GET|POST /api/authors): one author's articles in a date window, filtered, sorted and
// paged in the store (query.ts), answered as JSON bytes that SQLite assembles from the stored articles
// (article-json.ts), so a 1000-article answer is never decoded into a JavaScript string and encoded again.
// With clustering_enabled the page's articles are grouped (clustering.ts) and answered as clusters_count and
// clusters instead of articles.
import {
  authorsUserInputKeys,
  defaultClusteringThreshold,
  defaultClusteringVariable,
  formatCountryTop,
  noMatchesStatus,
  type AuthorsRequest,
  type AuthorsUserInputKey,
} from '../../../contract';
import type { Db } from '../../store/db';
import { nameKey } from '../../../contract/names';
import { formatIso, nowSeconds } from '../../time';
import { createArticleJson, nlpVisibility } from '../article-json';
import { resolveDateWindow, type DateWindow } from '../dates';
import type { Plan } from '../plans';
import { createAuthorQueries, type AuthorQuery } from './query';
import { createAuthorFilters, normaliseDomainEntry } from './filters';
import { assertPlanAllows } from './plan-features';
import { clustersJson, createArticleClustering } from './clustering';
import type { AnswerCache } from '../answer-cache';

/** total_hits never exceeds this, and no page reaches past it (docs/spec/interface.md, "Limits"). */
export const MAX_TOTAL_HITS = 10_000;

export function createAuthors(db: Db, cache: AnswerCache) {
  const queries = createAuthorQueries(db);
  const articleJson = createArticleJson(db);
  const authorFilters = createAuthorFilters(db);
  const clusterArticles = createArticleClustering(db);

  /** The answer's JSON, UTF-8. Throws ApiError (403/422) for plan and date problems. */
  return function authors(request: AuthorsRequest, plan: Plan, now: number = nowSeconds()): Buffer {
    assertPlanAllows(request, plan);
    // The clock only matters through the resolved window (and the plan's checks on it, just made).
    const window = resolveDateWindow(request, plan, now);
    const key = `authors\0${plan.name}\0${window.from}\0${window.to}\0${JSON.stringify(request)}`;
    return cache.answer(key, () => answer(request, plan, window));
  };

  function answer(request: AuthorsRequest, plan: Plan, window: DateWindow): Buffer {
    const { page, page_size: pageSize } = request;
    const userInput = JSON.stringify(authorsUserInput(request, window));

    const filters = authorFilters(request);
    const query: AuthorQuery | null = filters.matchesNothing
      ? null
      : {
          nameKey: nameKey(request.author_name),
          from: window.from,
          to: window.to,
          byParseDate: request.by_parse_date === true,
          conditions: filters.conditions,
          sortBy: request.sort_by,
        };
    const totalHits = query ? queries.count(query, MAX_TOTAL_HITS) : 0;
    if (totalHits === 0) {
      return Buffer.from(
        `{"status":${JSON.stringify(noMatchesStatus)},"total_hits":0,"page":${page},"total_pages":0` +
          `,"page_size":0,"articles":[],"user_input":${userInput}}`,
      );
    }

    const offset = (page - 1) * pageSize;
    const rows =
      offset < totalHits ? queries.page(query!, Math.min(pageSize, totalHits - offset), offset) : [];
    const options = {
      parseDate: request.by_parse_date === true,
      highlight: false,
      nlp: request.include_nlp_data ? nlpVisibility(plan) : 'none',
    } as const;
    const head =
      `{"status":"ok","total_hits":${totalHits},"page":${page},"total_pages":${Math.ceil(totalHits / pageSize)}` +
      `,"page_size":${rows.length},`;
    const tail = `,"user_input":${userInput}}`;
    if (!request.clustering_enabled) return articleJson.framed(`${head}"articles":`, rows, options, tail);

    const clusters = clusterArticles(
      rows.map((row) => row.rowid),
      request.clustering_variable ?? defaultClusteringVariable,
      request.clustering_threshold ?? defaultClusteringThreshold,
    );
    const articles = articleJson.each(rows, options);
    return Buffer.concat([
      Buffer.from(head),
      ...clustersJson(clusters, (position) => articles[position]!),
      Buffer.from(tail),
    ]);
  }
}

/**
 * The request as interpreted, with exactly the keys of docs/spec/interface.md, "Articles by author" in its
 * order: author_name wrapped in double quotes, from_/to_ as ISO 8601 (defaults included), lists as arrays,
 * unused keys null.
 */
export function authorsUserInput(
  request: AuthorsRequest,
  window: DateWindow,
): Record<AuthorsUserInputKey, unknown> {
  const interpreted: Partial<Record<AuthorsUserInputKey, unknown>> = {
    ...request,
    author_name: `"${request.author_name}"`,
    sources: request.sources?.map(normaliseDomainEntry),
    not_sources: request.not_sources?.map(normaliseDomainEntry),
    predefined_sources: request.predefined_sources?.map(formatCountryTop),
    from_: formatIso(window.from),
    to_: formatIso(window.to),
  };
  const echo = {} as Record<AuthorsUserInputKey, unknown>;
  for (const key of authorsUserInputKeys) echo[key] = interpreted[key] ?? null;
  return echo;
}
