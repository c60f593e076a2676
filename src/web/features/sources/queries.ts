// Query factories of the Sources page: every key starts with the profile, so switching profile refetches.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ProfileId } from '../../../contract/profiles';
import { sourcesResponseSchema } from '../../../contract/sources';
import { callInterface } from '../../lib/api-client';
import { sourcesApiRequest } from './sources-search';
import type { SourcesQuery } from './sources-search';

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
};
