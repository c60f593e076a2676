// Which of the requested ids or links the lookup did not find.
import type { Article } from '../../../contract';

export interface FoundKeys {
  ids: ReadonlySet<string>;
  links: ReadonlySet<string>;
}

/**
 * Whether naming the missing values needs the found keys of every page: the answer's page does not hold
 * every found article, and not everything requested was found.
 */
export function needsAllFoundKeys(
  requestedCount: number,
  answer: { articles: readonly unknown[]; total_hits: number },
): boolean {
  return answer.articles.length < answer.total_hits && answer.total_hits < requestedCount;
}

export function foundKeysOf(articles: readonly Pick<Article, 'id' | 'link'>[]): FoundKeys {
  return {
    ids: new Set(articles.map((article) => article.id)),
    links: new Set(articles.map((article) => article.link)),
  };
}

/** Requested values with no found article; links match exactly, as the interface matches them. */
export function missingValues(
  requested: { ids?: readonly string[]; links?: readonly string[] },
  found: FoundKeys,
): string[] {
  return [
    ...(requested.ids ?? []).filter((id) => !found.ids.has(id)),
    ...(requested.links ?? []).filter((link) => !found.links.has(link)),
  ];
}
