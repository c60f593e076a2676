// Who the author writes with: the other names on their bylines, by articles shared.
import { nameKey } from '../../../../contract/names';
import { bylineNames, publishedTime } from './profile-article';
import type { ProfileArticle } from './profile-article';

export interface CoAuthor {
  /** The spelling seen most often (then the first seen). */
  name: string;
  /** Articles with both names on the byline. */
  articles: number;
  /** `published_date` of the latest shared article (UTC); null when none is dated. */
  lastTogether: string | null;
}

export interface CoAuthorship {
  /** Most shared articles first, then the most recent collaboration, then by name; top `limit`. */
  coAuthors: CoAuthor[];
  /** Co-authors beyond the limit. */
  moreCoAuthors: number;
  /** Articles with at least one other name on the byline. */
  sharedArticles: number;
}

export function coAuthorship(
  articles: readonly ProfileArticle[],
  authorName: string,
  limit = 15,
): CoAuthorship {
  const self = nameKey(authorName);
  const byKey = new Map<
    string,
    { spellings: Map<string, number>; articles: number; lastTime: number; lastText: string | null }
  >();
  let sharedArticles = 0;
  for (const article of articles) {
    const others = bylineNames(article).filter((name) => nameKey(name) !== self);
    if (others.length === 0) continue;
    sharedArticles += 1;
    const published = publishedTime(article);
    const time = published ?? Number.NEGATIVE_INFINITY;
    for (const name of others) {
      const key = nameKey(name);
      let entry = byKey.get(key);
      if (!entry) {
        entry = { spellings: new Map(), articles: 0, lastTime: Number.NEGATIVE_INFINITY, lastText: null };
        byKey.set(key, entry);
      }
      entry.spellings.set(name, (entry.spellings.get(name) ?? 0) + 1);
      entry.articles += 1;
      if (published !== null && time > entry.lastTime) {
        entry.lastTime = time;
        entry.lastText = article.published_date ?? null;
      }
    }
  }
  const all = [...byKey.values()]
    .map((entry) => ({
      name: mostFrequent(entry.spellings),
      articles: entry.articles,
      lastTogether: entry.lastText,
      lastTime: entry.lastTime,
    }))
    .sort((a, b) => b.articles - a.articles || b.lastTime - a.lastTime || a.name.localeCompare(b.name));
  return {
    coAuthors: all
      .slice(0, limit)
      .map(({ name, articles, lastTogether }) => ({ name, articles, lastTogether })),
    moreCoAuthors: Math.max(0, all.length - limit),
    sharedArticles,
  };
}

/** The key counted most; the first inserted on a tie (Map order). */
function mostFrequent(counts: ReadonlyMap<string, number>): string {
  let best = '';
  let bestCount = 0;
  for (const [value, count] of counts) {
    if (count > bestCount) {
      best = value;
      bestCount = count;
    }
  }
  return best;
}
