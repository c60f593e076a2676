// Which page of the event list to show: the one asked for, unless the URL names an event (a feed entry's or a
// watchlist item's link, /breaches?event=<id>), which then opens on the page that holds it.

/**
 * The 1-based page to show of `events` paged by `perPage`: the page holding the event `openId` when the list
 * has it, else `page`, kept within the pages there are.
 */
export function shownEventPage(
  events: readonly { id: string }[],
  perPage: number,
  page: number,
  openId: string | undefined,
): number {
  const pages = Math.max(1, Math.ceil(events.length / perPage));
  const index = openId === undefined ? -1 : events.findIndex((event) => event.id === openId);
  if (index >= 0) return Math.floor(index / perPage) + 1;
  return Math.min(Math.max(1, page), pages);
}
