// Query factories of the Lookup page: every key starts with the profile, so switching profile refetches.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { lookupResponseSchema } from '../../../contract/lookup';
import type { ProfileId } from '../../../contract/profiles';
import { callInterface } from '../../lib/api-client';
import { needsAllFoundKeys } from './missing-articles';
import { lookupApiRequest, requestedValues } from './lookup-search';
import type { LookupQuery } from './lookup-search';

/** The interface's largest page: the fewest calls to list every found article. */
const largestPageSize = 1000;

export interface FoundArticleKeys {
  ids: string[];
  links: string[];
}

export const lookupQueries = {
  all: (profile: ProfileId) => ['lookup', profile] as const,

  /** One page of a lookup, exactly as the user asked for it (method, page, page size). */
  page: (profile: ProfileId, query: LookupQuery) =>
    queryOptions({
      queryKey: [...lookupQueries.all(profile), 'page', query] as const,
      queryFn: async ({ signal, client }) => {
        const answer = await callInterface(profile, lookupApiRequest(query), lookupResponseSchema, signal);
        // The follow-up that names the missing values starts with the answer, not after the results have
        // rendered and the "Not found" card has asked for it (~1 s later on a slow machine).
        if (needsAllFoundKeys(requestedValues(query).length, answer)) {
          void client.prefetchQuery(lookupQueries.foundKeys(profile, query));
        }
        return answer;
      },
      // Paging keeps the previous page on screen (dimmed) instead of blanking the list.
      placeholderData: keepPreviousData,
    }),

  /**
   * The ids and links of every found article across all pages, to name the ones not found when the
   * current page does not hold them all. Independent of method and page, so it is fetched once per lookup.
   */
  foundKeys: (profile: ProfileId, requested: Pick<LookupQuery, 'ids' | 'links'>) =>
    queryOptions({
      queryKey: [
        ...lookupQueries.all(profile),
        'found-keys',
        { ids: requested.ids, links: requested.links },
      ] as const,
      queryFn: async ({ signal }): Promise<FoundArticleKeys> => {
        const keys: FoundArticleKeys = { ids: [], links: [] };
        for (let page = 1; ; page += 1) {
          const response = await callInterface(
            profile,
            lookupApiRequest({ ...requested, method: 'POST', page, pageSize: largestPageSize }),
            lookupResponseSchema,
            signal,
          );
          for (const article of response.articles) {
            keys.ids.push(article.id);
            keys.links.push(article.link);
          }
          if (page >= response.total_pages || response.articles.length === 0) return keys;
        }
      },
    }),
};
