// What the events export holds: the events listed, each with its attached articles (their links fill the
// CSV's article_links, and the JSON keeps them whole) even when the page's own answer left them out.
import type { BreachEvent } from '../../../contract/events';

/** Whether every event already carries its articles as the interface attaches them. */
export function haveAttachedArticles(events: readonly BreachEvent[]): boolean {
  return events.every((event) => event.articles !== undefined);
}

/**
 * The listed events (in their order: filtered, brushed, sorted) as the full answer has them. An event the
 * full answer lacks (an ingest merged it away between the two requests) is kept as listed, so nothing on
 * screen goes missing from the file.
 */
export function withAttachedArticles(
  listed: readonly BreachEvent[],
  full: readonly BreachEvent[],
): BreachEvent[] {
  const byId = new Map(full.map((event) => [event.id, event]));
  return listed.map((event) => byId.get(event.id) ?? event);
}
