// Query factories of the company pages: every key starts with the profile, so switching profile refetches.
import { queryOptions } from '@tanstack/react-query';
import { companyPath, companyResponseSchema } from '../../../contract/company';
import type { CompanyResponse } from '../../../contract/company';
import { eventsSearchResponseSchema } from '../../../contract/events';
import { lookupResponseSchema } from '../../../contract/lookup';
import type { ProfileId } from '../../../contract/profiles';
import { callExtension, callInterface } from '../../lib/api-client';
import { companyOfEvents, companySearchRequest } from './company-view';

/** The interface's largest lookup page: a company's articles fit in one. */
const largestLookupPage = 1000;

export const companyQueries = {
  all: (profile: ProfileId) => ['companies', profile] as const,

  /** The local service's company answer (local profiles). */
  local: (profile: ProfileId, key: string) =>
    queryOptions({
      queryKey: [...companyQueries.all(profile), 'local', key] as const,
      queryFn: ({ signal }): Promise<CompanyResponse> =>
        callExtension(profile, { path: companyPath, query: { key } }, companyResponseSchema, signal),
    }),

  /**
   * The public API has no company operation: events_search by the company's name, kept to the events whose
   * name has the page's key (the search matches substrings).
   */
  public: (profile: ProfileId, key: string, name: string) =>
    queryOptions({
      queryKey: [...companyQueries.all(profile), 'public', key, name] as const,
      queryFn: async ({ signal }): Promise<CompanyResponse> =>
        companyOfEvents(
          key,
          (await callInterface(profile, companySearchRequest(name), eventsSearchResponseSchema, signal))
            .events,
        ),
    }),

  /** Titles and links of the company's articles (the local answer attaches none). */
  articles: (profile: ProfileId, ids: readonly string[]) =>
    queryOptions({
      queryKey: [...companyQueries.all(profile), 'articles', [...ids]] as const,
      queryFn: ({ signal }) =>
        callInterface(
          profile,
          {
            operation: 'lookup',
            method: 'POST',
            body: {
              ids: ids.slice(0, largestLookupPage),
              page: 1,
              page_size: Math.max(1, Math.min(ids.length, largestLookupPage)),
            },
          },
          lookupResponseSchema,
          signal,
        ),
      staleTime: 10 * 60_000,
    }),
};
