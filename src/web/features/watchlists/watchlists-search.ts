// The Watchlists page's URL: the open watchlist (public API: keep the name).
import { z } from 'zod';
import { searchText } from '../../lib/search-params';

export const watchlistsSearchSchema = z.object({
  /** Id of the open watchlist. */
  list: searchText(),
});

export type WatchlistsSearch = z.output<typeof watchlistsSearchSchema>;
