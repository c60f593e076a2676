// The newest data-breach events, through the interface's events_search (so the public API answers it too):
// the Home page lists them, and the empty Lookup page offers their articles as an example on the public
// profile. The window widens until it holds a few events, so a small or quiet store still shows some.
import { queryOptions } from '@tanstack/react-query';
import { eventsSearchResponseSchema } from '../../contract/events';
import type { BreachEvent } from '../../contract/events';
import type { ProfileId } from '../../contract/profiles';
import { callInterface } from './api-client';
import type { ApiRequest } from './api-client';

/** Event-date windows tried in turn (the interface's relative bounds); undefined: no date filter. */
export const recentEventWindows = ['now-14d', 'now-90d', undefined] as const;
/** Fewer events than this in a window: try the next, wider one. */
export const enoughRecentEvents = 3;

/** events_search for the events of one window, without their articles (the list needs none). */
export function recentEventsRequest(gte: string | undefined): ApiRequest {
  return {
    operation: 'eventsSearch',
    method: 'POST',
    body: {
      event_type: 'data_breach',
      ...(gte === undefined ? {} : { additional_filters: { event_date: { gte } } }),
    },
  };
}

export interface RecentEvents {
  events: BreachEvent[];
  /** The window the events come from: `now-14d`, `now-90d`, or undefined for all dates. */
  window: string | undefined;
}

export const recentEventsQueryOptions = (profile: ProfileId) =>
  queryOptions({
    queryKey: ['recent-events', profile] as const,
    queryFn: async ({ signal }): Promise<RecentEvents> => {
      let last: RecentEvents = { events: [], window: undefined };
      for (const window of recentEventWindows) {
        const answer = await callInterface(
          profile,
          recentEventsRequest(window),
          eventsSearchResponseSchema,
          signal,
        );
        last = { events: answer.events, window };
        if (answer.events.length >= enoughRecentEvents) break;
      }
      return last;
    },
    staleTime: 60_000,
  });

/** The first article of each event, newest event first: ids the profile's store holds. */
export function eventArticleIds(events: readonly BreachEvent[], count: number): string[] {
  const ids: string[] = [];
  for (const event of events) {
    const id = event.associated_article_ids[0];
    if (id !== undefined && !ids.includes(id)) ids.push(id);
    if (ids.length === count) break;
  }
  return ids;
}
