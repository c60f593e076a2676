// The ids of the one article lookup an event and article opened from the URL need. Its own module: the
// route's loader uses it without importing the page's components.
import type { BreachEvent } from '../../../contract/events';
import { eventArticleList } from '../../lib/event-evidence';

/**
 * The ids of the one lookup behind the event and article a URL opens: the event's articles (with the open
 * article among them), or the open article alone. The route starts it with the events answer; the expanded
 * event and the drawer then find it in the cache under the same key.
 */
export function openedArticleIds(
  events: readonly BreachEvent[],
  eventId: string | undefined,
  articleId: string | undefined,
): string[] {
  const expanded = eventId ? events.find((event) => event.id === eventId) : undefined;
  const expandedIds = expanded ? eventArticleList(expanded).map((article) => article.id) : [];
  if (articleId === undefined) return expandedIds;
  return expandedIds.includes(articleId) ? expandedIds : [articleId];
}
