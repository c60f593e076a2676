// The count beside "Breaches" in the navigation: events extracted since this browser last viewed the page
// (under the current profile). Loaded lazily by the layout, so the events contract stays out of the entry.
import { Badge, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { breachVisits, lastVisitOf, newBreachesQueryOptions } from '../lib/breach-visits';
import { useCurrentProfile } from '../lib/profile';
import { useStoredValue } from '../lib/stored-value';

export interface NewBreachesNavBadgeProps {
  /** On the Breaches page itself everything is in view: no count. */
  hidden: boolean;
}

export function NewBreachesNavBadge({ hidden }: NewBreachesNavBadgeProps) {
  const profile = useCurrentProfile();
  const since = lastVisitOf(useStoredValue(breachVisits), profile);
  // A first visit has nothing to compare with; a failed count is not worth an error in the navigation.
  const { data } = useQuery({
    ...newBreachesQueryOptions(profile, since ?? new Date(0)),
    enabled: since !== null && !hidden,
  });
  if (hidden || since === null || !data || data.count === 0) return null;
  const count = data.capped ? `${data.count}+` : String(data.count);
  return (
    <Tooltip label={`${count} breach event${data.count === 1 ? '' : 's'} new since your last visit`}>
      <Badge size="sm" color="orange" variant="filled" tt="none">
        {count} new
      </Badge>
    </Tooltip>
  );
}
