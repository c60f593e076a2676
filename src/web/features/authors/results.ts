// Reading an authors answer: its articles whether listed or clustered, and its totals in words.
import type { Article } from '../../../contract/article';
import type { AuthorsClusteredResponse, AuthorsResponse } from '../../../contract/authors';

/** The interface counts matches up to this many (total_hits is capped). */
export const totalHitsCap = 10_000;

export function isClustered(response: AuthorsResponse): response is AuthorsClusteredResponse {
  return 'clusters' in response;
}

/** Every article of the answer: the list, or the clusters' articles in cluster order. */
export function articlesOf(response: AuthorsResponse): Article[] {
  return isClustered(response) ? response.clusters.flatMap((cluster) => cluster.articles) : response.articles;
}

const numberFormat = new Intl.NumberFormat('en');

/** `1,234 articles · page 2 of 13`; a capped total reads `10,000+`. */
export function totalsText(response: AuthorsResponse, requestedPage: number): string {
  const hits = response.total_hits;
  const count = `${numberFormat.format(hits)}${hits >= totalHitsCap ? '+' : ''} article${hits === 1 ? '' : 's'}`;
  if (response.total_pages === 0) return count;
  return `${count} · page ${numberFormat.format(requestedPage)} of ${numberFormat.format(response.total_pages)}`;
}
