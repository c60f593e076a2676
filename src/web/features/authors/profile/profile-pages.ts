// How the profile gathers an author's articles: the interface's authors operation, newest first, in pages of
// the largest size it allows, page after page up to a cap, and what share of the author's articles that is.
import type { AuthorsResponse } from '../../../../contract/authors';
import type { ApiRequest } from '../../../lib/api-client';
import { apiFromValue, apiToValue } from '../../../lib/date-range';
import { articlesOf, totalHitsCap } from '../results';
import { toProfileArticle } from './profile-article';
import type { ProfileArticle } from './profile-article';

/** The interface's largest page. */
export const profilePageSize = 1000;
/** Ten pages of 1,000: as many articles as the interface counts (total_hits stops at 10,000). */
export const profilePageCap = totalHitsCap / profilePageSize;
/** The most articles a profile is computed from. */
export const profileArticleCap = profilePageCap * profilePageSize;

export interface AuthorProfileParams {
  author_name: string;
  /** The page's window: a preset (`90d`) or a UTC day, as in its URL. */
  from_: string;
  to_?: string | undefined;
  /** Only on plans with the NLP layer: asking for it elsewhere is refused (403). */
  include_nlp_data: boolean;
}

/**
 * One page of the profile's articles. Every article of the author in the window, from ranked and unranked
 * sources alike (`ranked_only=false`), newest first so that a capped profile is the most recent articles.
 */
export function profileApiRequest(params: AuthorProfileParams, page: number): ApiRequest {
  const query: Record<string, string> = {
    author_name: params.author_name,
    ranked_only: 'false',
    sort_by: 'date',
    page_size: String(profilePageSize),
    page: String(page),
    from_: apiFromValue(params.from_),
  };
  if (params.to_ !== undefined) query['to_'] = apiToValue(params.to_);
  if (params.include_nlp_data) query['include_nlp_data'] = 'true';
  return { operation: 'authors', method: 'GET', query };
}

export interface ProfilePage {
  page: number;
  /** The author's matches in the window, as the interface counts them (at most 10,000). */
  totalHits: number;
  totalPages: number;
  articles: ProfileArticle[];
  /** The interface's echo of the first page's request, for the request card. */
  userInput: AuthorsResponse['user_input'];
}

export function toProfilePage(response: AuthorsResponse, page: number): ProfilePage {
  return {
    page,
    totalHits: response.total_hits,
    totalPages: response.total_pages,
    articles: articlesOf(response).map(toProfileArticle),
    userInput: response.user_input,
  };
}

/** The page to fetch after `last`, or undefined when the author's articles or the cap are reached. */
export function nextProfilePage(
  last: ProfilePage,
  loadedPages: number,
  cap: number = profilePageCap,
): number | undefined {
  if (loadedPages >= cap) return undefined;
  if (last.page >= last.totalPages || last.articles.length === 0) return undefined;
  return last.page + 1;
}

/** The articles of all pages in order, each once (a page boundary can shift if articles arrive meanwhile). */
export function profileArticlesOf(pages: readonly ProfilePage[]): ProfileArticle[] {
  const seen = new Set<string>();
  const articles: ProfileArticle[] = [];
  for (const page of pages) {
    for (const article of page.articles) {
      if (seen.has(article.id)) continue;
      seen.add(article.id);
      articles.push(article);
    }
  }
  return articles;
}

export interface ProfileCoverage {
  /** Articles the profile is computed from. */
  loaded: number;
  /** Articles the interface counts for the author in the window. */
  total: number;
  /** The interface stopped counting: the author may have more articles than `total`. */
  totalIsCapped: boolean;
  /** Every page the profile will fetch has arrived. */
  complete: boolean;
  /** The profile, once complete, covers fewer articles than the author has (or may have). */
  sampled: boolean;
}

export function profileCoverage(
  pages: readonly ProfilePage[],
  articleCount: number,
  complete: boolean,
  cap: number = profilePageCap,
): ProfileCoverage {
  const total = pages[0]?.totalHits ?? 0;
  const totalIsCapped = total >= totalHitsCap;
  const pagesWanted = Math.min(pages[0]?.totalPages ?? 0, cap);
  return {
    loaded: articleCount,
    total,
    totalIsCapped,
    complete,
    sampled: totalIsCapped || (pages[0]?.totalPages ?? 0) > pagesWanted || articleCount < total,
  };
}

const count = new Intl.NumberFormat('en');
const articlesWord = (n: number) => `${count.format(n)} article${n === 1 ? '' : 's'}`;

/**
 * What the profile is based on, in words: all articles, a sample, how far loading has got, or where it
 * stopped (`stopped`: a page failed and loading waits for a retry).
 */
export function coverageText(coverage: ProfileCoverage, { stopped = false } = {}): string {
  const { loaded, total, totalIsCapped, complete, sampled } = coverage;
  const totalText = `${count.format(total)}${totalIsCapped ? '+' : ''}`;
  if (!complete && stopped)
    return `Based on the ${count.format(loaded)} most recent of ${totalText} articles: loading stopped.`;
  if (!complete) return `Loaded ${count.format(loaded)} of ${totalText} articles…`;
  if (total === 0) return 'No articles in the window.';
  if (!sampled) return `Based on all ${articlesWord(loaded)} in the window.`;
  const why = totalIsCapped
    ? ' The interface counts at most 10,000 matches, so the author may have more in this window.'
    : '';
  return `Based on a sample: the ${count.format(loaded)} most recent of ${totalText} articles.${why}`;
}
