import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { SourcesPage } from '../features/sources/SourcesPage';
import { sourcesQueries } from '../features/sources/queries';
import {
  sourcesQueryFromSearch,
  sourcesSearchDefaults,
  sourcesSearchSchema,
} from '../features/sources/sources-search';
import type { SourcesRequestSearch } from '../features/sources/sources-search';
import { whenProfilesKnown } from '../lib/profile';

export const Route = createFileRoute('/sources')({
  validateSearch: sourcesSearchSchema,
  // Defaults stay out of the URL, so links stay short and `/sources` is the empty page.
  search: { middlewares: [stripSearchParams(sourcesSearchDefaults)] },
  // Only what changes the request: sorting and paging happen in the browser, on the same answer.
  loaderDeps: ({ search: { sort: _sort, order: _order, page: _page, ...request } }): SourcesRequestSearch =>
    request,
  // Start the request with the navigation but do not wait for it: the page shows skeletons meanwhile,
  // and a failure shows in the results card rather than replacing the page.
  loader: ({ context, deps }) => {
    const query = sourcesQueryFromSearch(deps);
    if (query)
      whenProfilesKnown(context.queryClient, (profile) => {
        void context.queryClient.prefetchQuery(sourcesQueries.list(profile, query));
      });
  },
  component: SourcesRoute,
});

function SourcesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SourcesPage
      search={search}
      onSearchChange={(update, options) =>
        void navigate({
          search: (previous) => ({ ...previous, ...update }),
          replace: options?.replace ?? false,
        })
      }
    />
  );
}
