// The Watchlists page's URL: the open watchlist (public API: keep the name).
import { searchObject, searchText } from '../../lib/search-params';
import type { SearchOutput } from '../../lib/search-params';

export const watchlistsSearchSchema = searchObject({
  /** Id of the open watchlist. */
  list: searchText(),
});

export type WatchlistsSearch = SearchOutput<typeof watchlistsSearchSchema>;
