// Query factories of the Sources page: every key starts with the profile, so switching profile refetches.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ProfileId } from '../../../contract/profiles';
import { sourceAuthorsPath, sourceAuthorsResponseSchema } from '../../../contract/source-authors';
import { sourcesResponseSchema } from '../../../contract/sources';
import { callExtension, callInterface } from '../../lib/api-client';
import { topAuthorsWindow } from './authors-link';
import { sourcesApiRequest } from './sources-search';
import type { SourcesQuery } from './sources-search';

/** How many authors the "Top authors" list of a source shows. */
export const topAuthorsLimit = 10;

export const sourcesQueries = {
  all: (profile: ProfileId) => ['sources', profile] as const,

  /** One sources request, with additional info; sorting and paging happen in the browser, not here. */
  list: (profile: ProfileId, query: SourcesQuery) =>
    queryOptions({
      queryKey: [...sourcesQueries.all(profile), 'list', query] as const,
      queryFn: ({ signal }) =>
        callInterface(profile, sourcesApiRequest(query), sourcesResponseSchema, signal),
      // A changed filter keeps the previous list on screen (dimmed) instead of blanking the table.
      placeholderData: keepPreviousData,
    }),

  /** Who wrote most for one source lately (the local service's extension; local profiles only). */
  topAuthors: (profile: ProfileId, domain: string) =>
    queryOptions({
      queryKey: [...sourcesQueries.all(profile), 'top-authors', domain] as const,
      queryFn: ({ signal }) =>
        callExtension(
          profile,
          {
            path: sourceAuthorsPath,
            query: { source: domain, days: String(topAuthorsWindow.days), limit: String(topAuthorsLimit) },
          },
          sourceAuthorsResponseSchema,
          signal,
        ),
      // Reopening a source's list within a few minutes shows the same answer without asking again.
      staleTime: 5 * 60_000,
    }),
};
