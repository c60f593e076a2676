import { createFileRoute } from '@tanstack/react-router';
import { WatchlistsPage } from '../features/watchlists/WatchlistsPage';
import { watchlistsSearchSchema } from '../features/watchlists/watchlists-search';
import { watchlistsQueryOptions } from '../lib/watchlists';

export const Route = createFileRoute('/watchlists')({
  validateSearch: watchlistsSearchSchema,
  // Start the request with the navigation but do not wait for it: the page shows skeletons meanwhile.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(watchlistsQueryOptions());
  },
  component: WatchlistsRoute,
});

function WatchlistsRoute() {
  const { list } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <WatchlistsPage list={list} onOpen={(next) => void navigate({ search: { list: next } })} />;
}
