import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { LookupPage } from '../features/lookup/LookupPage';
import {
  lookupQueryFromSearch,
  lookupSearchDefaults,
  lookupSearchSchema,
} from '../features/lookup/lookup-search';
import { lookupQueries } from '../features/lookup/queries';
import { whenProfilesKnown } from '../lib/profile';

export const Route = createFileRoute('/lookup')({
  validateSearch: lookupSearchSchema,
  // Defaults stay out of the URL, so links stay short and `/lookup` is the empty page.
  search: { middlewares: [stripSearchParams(lookupSearchDefaults)] },
  loaderDeps: ({ search }) => ({
    ids: search.ids,
    links: search.links,
    method: search.method,
    page: search.page,
    page_size: search.page_size,
  }),
  // Start the request with the navigation but do not wait for it: the page shows skeletons meanwhile,
  // and a failure shows in the results card rather than replacing the page.
  loader: ({ context, deps }) => {
    const query = lookupQueryFromSearch({ ...deps, article: undefined });
    if (query)
      whenProfilesKnown(context.queryClient, (profile) => {
        void context.queryClient.prefetchQuery(lookupQueries.page(profile, query));
      });
  },
  component: LookupRoute,
});

function LookupRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <LookupPage
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
