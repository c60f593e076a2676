// The count beside "Watchlists" in the navigation: items that entered any watchlist since it was last opened,
// as the server counts them (the same in every browser). Loaded lazily by the layout.
import { Badge, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { totalUnseen, watchlistsQueryOptions } from '../lib/watchlists';

export function WatchlistsNavBadge() {
  // A failed count is not worth an error in the navigation: the page shows it.
  const { data } = useQuery(watchlistsQueryOptions());
  const unseen = data ? totalUnseen(data.watchlists) : 0;
  if (unseen === 0) return null;
  const label = `${unseen} unseen item${unseen === 1 ? '' : 's'} in your watchlists`;
  return (
    <Tooltip label={label}>
      <Badge size="sm" color="orange" variant="filled" tt="none" aria-label={label}>
        {unseen}
      </Badge>
    </Tooltip>
  );
}
