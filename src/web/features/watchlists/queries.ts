// Query factories of the Watchlists page beyond the shared ones (lib/watchlists.ts): the stored article behind
// an item, for the drawer, looked up by id under the watchlist's profile.
import { queryOptions } from '@tanstack/react-query';
import { lookupResponseSchema } from '../../../contract/lookup';
import type { ProfileId } from '../../../contract/profiles';
import { callInterface } from '../../lib/api-client';
import { watchlistsKey } from '../../lib/watchlists';

export const watchlistsPageQueries = {
  storedArticle: (profile: ProfileId, id: string) =>
    queryOptions({
      queryKey: [...watchlistsKey, 'article', profile, id] as const,
      queryFn: ({ signal }) =>
        callInterface(
          profile,
          { operation: 'lookup', method: 'POST', body: { ids: [id], page: 1, page_size: 1 } },
          lookupResponseSchema,
          signal,
        ),
      // Stored articles do not change while the page is open.
      staleTime: 10 * 60_000,
    }),
};
