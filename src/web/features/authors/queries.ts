// Query factories of the Authors page: every key starts with the profile, so switching profile refetches.
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { authorsResponseSchema } from '../../../contract/authors';
import type { ProfileId } from '../../../contract/profiles';
import { callInterface } from '../../lib/api-client';
import { authorsApiRequest } from './authors-search';
import type { AuthorsRequestParams } from './authors-search';
import { nextProfilePage, profileApiRequest, toProfilePage } from './profile/profile-pages';
import type { AuthorProfileParams } from './profile/profile-pages';

export const authorsQueries = {
  all: (profile: ProfileId) => ['authors', profile] as const,

  /** One page of an author's articles (or clusters), exactly as the URL asks for it. */
  articles: (profile: ProfileId, params: AuthorsRequestParams & { author_name: string }) => {
    const request = authorsApiRequest(params);
    return queryOptions({
      // The wire form is the identity of a request: two URLs that send the same request share the answer.
      queryKey: [...authorsQueries.all(profile), 'articles', request.query ?? {}] as const,
      queryFn: ({ signal }) => callInterface(profile, request, authorsResponseSchema, signal),
      // Paging, sorting and refining keep the previous answer on screen (dimmed) instead of blanking it.
      placeholderData: keepPreviousData,
    });
  },

  /**
   * The articles of an author's profile: pages of 1,000, newest first, fetched one after another up to the
   * cap (see profile/profile-pages). Keyed by the request without its page, so every page shares one entry.
   */
  profile: (profile: ProfileId, params: AuthorProfileParams) => {
    const { page: _page, ...identity } = profileApiRequest(params, 1).query ?? {};
    return infiniteQueryOptions({
      queryKey: [...authorsQueries.all(profile), 'profile', identity] as const,
      queryFn: async ({ pageParam, signal }) =>
        toProfilePage(
          await callInterface(profile, profileApiRequest(params, pageParam), authorsResponseSchema, signal),
          pageParam,
        ),
      initialPageParam: 1,
      getNextPageParam: (last, pages) => nextProfilePage(last, pages.length),
    });
  },
};
