import { createFileRoute, stripSearchParams, useLocation } from '@tanstack/react-router';
import type { SearchMiddleware } from '@tanstack/react-router';
import { useCallback } from 'react';
import { AuthorsPage } from '../features/authors/AuthorsPage';
import {
  authorsSearchDefaults,
  authorsSearchSchema,
  hasAuthor,
  requestParamsOf,
} from '../features/authors/authors-search';
import type { AuthorsSearch } from '../features/authors/authors-search';
import { authorsQueries } from '../features/authors/queries';
import { whenProfilesKnown } from '../lib/profile';

const { from_: _defaultWindow, ...defaultsButWindow } = authorsSearchDefaults;
const stripDefaults = stripSearchParams<AuthorsSearch>(authorsSearchDefaults);
const stripDefaultsButWindow = stripSearchParams<AuthorsSearch>(defaultsButWindow);

/**
 * Defaults stay out of the URL, so links stay short and `/authors` is the empty page. On the profile tab a
 * window the user chose stays in it even when it is the default: a profile without one opens on a window
 * fitted to the author (profile/window-fit.ts).
 */
const stripAuthorsDefaults: SearchMiddleware<AuthorsSearch> = (context) =>
  (context.search.view === 'profile' ? stripDefaultsButWindow : stripDefaults)(context);

export const Route = createFileRoute('/authors')({
  validateSearch: authorsSearchSchema,
  search: { middlewares: [stripAuthorsDefaults] },
  // The drawer and the charts' choices do not change the request: opening an article does not reload.
  loaderDeps: ({ search }) => ({ ...requestParamsOf(search), view: search.view }),
  // Start the request with the navigation but do not wait for it: the page shows skeletons meanwhile,
  // and a failure shows in the results card rather than replacing the page. The profile tab asks for its
  // own pages once the plan is known (it decides whether the NLP layer is asked for).
  loader: ({ context, deps: { view, ...deps } }) => {
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
  const windowGiven = useLocation({
    select: (location) => 'from_' in location.search || 'to_' in location.search,
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
