// Query factories of the Breaches page: every key starts with the profile, so switching profile refetches.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { eventsSearchResponseSchema } from '../../../contract/events';
import { lookupResponseSchema } from '../../../contract/lookup';
import type { ProfileId } from '../../../contract/profiles';
import { callInterface } from '../../lib/api-client';
import type { ApiRequest } from '../../lib/api-client';
import { breachesApiRequest } from './breaches-search';
import type { BreachFilters } from './breaches-search';

/** The interface's largest lookup page: an event's articles always fit in one. */
const largestLookupPage = 1000;

/** The lookup of full articles by id (POST, so long id lists never meet URL limits). */
export function articlesByIdRequest(ids: readonly string[]): ApiRequest {
  return {
    operation: 'lookup',
    method: 'POST',
    body: { ids: [...ids], page: 1, page_size: Math.min(Math.max(ids.length, 1), largestLookupPage) },
  };
}

export const breachesQueries = {
  all: (profile: ProfileId) => ['breaches', profile] as const,

  /**
   * Every event of a filter set (the interface answers at most 1000), with the source articles' titles and
   * links attached when `attachArticles` (breaches-search.ts, attachesArticles). Charts, brushing, paging and
   * "only new" all work on this one answer in the browser.
   */
  events: (profile: ProfileId, filters: BreachFilters, attachArticles: boolean) => {
    const request = breachesApiRequest(filters, attachArticles);
    return queryOptions({
      // The wire form is the identity of a request: two URLs that send the same body share the answer.
      queryKey: [...breachesQueries.all(profile), 'events', request.body] as const,
      queryFn: ({ signal }) => callInterface(profile, request, eventsSearchResponseSchema, signal),
      // A changed filter keeps the previous events on screen (dimmed) instead of blanking the page.
      placeholderData: keepPreviousData,
    });
  },

  /** The full stored articles behind an event (for the drawer), looked up by id. */
  articles: (profile: ProfileId, ids: readonly string[]) =>
    queryOptions({
      queryKey: [...breachesQueries.all(profile), 'articles', [...ids]] as const,
      queryFn: ({ signal }) => callInterface(profile, articlesByIdRequest(ids), lookupResponseSchema, signal),
      // Stored articles do not change while the page is open.
      staleTime: 10 * 60_000,
    }),
};
