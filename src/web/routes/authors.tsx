import { createFileRoute, stripSearchParams, useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';
import { AuthorsPage } from '../features/authors/AuthorsPage';
import {
  authorsSearchDefaults,
  authorsSearchSchema,
  hasAuthor,
  requestParamsOf,
} from '../features/authors/authors-search';
import type { AuthorsSearch } from '../features/authors/authors-search';
import { preloadAuthorProfile } from '../features/authors/lazy-parts';
import { authorsQueries } from '../features/authors/queries';
import { whenProfilesKnown } from '../lib/profile';

export const Route = createFileRoute('/authors')({
  validateSearch: authorsSearchSchema,
  // Defaults stay out of the URL, so links stay short and `/authors` is the empty page. A profile whose URL
  // names no window opens on one fitted to the author (profile/window-fit.ts).
  search: { middlewares: [stripSearchParams(authorsSearchDefaults)] },
  // The drawer and the charts' choices do not change the request: opening an article does not reload.
  loaderDeps: ({ search }) => ({ ...requestParamsOf(search), view: search.view }),
  // Start the request with the navigation but do not wait for it: the page shows skeletons meanwhile,
  // and a failure shows in the results card rather than replacing the page. The profile tab asks for its
  // own pages once the plan is known (it decides whether the NLP layer is asked for).
  loader: ({ context, deps: { view, ...deps } }) => {
    // The profile tab's code is a chunk of its own: fetched beside the page's when the URL opens it.
    if (view === 'profile' && hasAuthor(deps)) preloadAuthorProfile();
    if (view === 'articles' && hasAuthor(deps))
      whenProfilesKnown(context.queryClient, (profile) => {
        void context.queryClient.prefetchQuery(authorsQueries.articles(profile, deps));
      });
  },
  component: AuthorsRoute,
});

function AuthorsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // Stable, so memoised rows of a long list do not re-render when the page does.
  const onSearchChange = useCallback(
    (update: Partial<AuthorsSearch>, options?: { replace?: boolean }) =>
      void navigate({
        search: (previous) => ({ ...previous, ...update }),
        replace: options?.replace ?? false,
      }),
    [navigate],
  );
  const onSearchReplace = useCallback((next: AuthorsSearch) => void navigate({ search: next }), [navigate]);
  // The address as written, before defaults fill it in: does it name a window?
  // Read from the resolved location, the one `search` comes from: the pending one would run ahead of it.
  const windowGiven = useRouterState({
    select: ({ resolvedLocation, location }) => {
      const { search: written } = resolvedLocation ?? location;
      return 'from_' in written || 'to_' in written;
    },
  });
  return (
    <AuthorsPage
      search={search}
      windowGiven={windowGiven}
      onSearchChange={onSearchChange}
      onSearchReplace={onSearchReplace}
    />
  );
}
