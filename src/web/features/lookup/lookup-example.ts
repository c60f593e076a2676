// "Try an example" on the empty Lookup page: ids of real articles of the profile's store, never written in
// the code. Local profiles take the newest articles from the overview extension; the public profile, which
// has no overview, takes the articles of the newest breach events (the interface's events_search).
import { useQuery } from '@tanstack/react-query';
import type { OverviewResponse } from '../../../contract/overview';
import { overviewQueryOptions } from '../../lib/overview';
import { useCurrentProfile, useCurrentProfileDetails, useProfiles } from '../../lib/profile';
import { eventArticleIds, recentEventsQueryOptions } from '../../lib/recent-events';

/** Ids one example looks up: enough to show a list, few enough to read. */
export const exampleIdCount = 3;

/** The newest articles' ids of an overview, newest first. */
export function overviewExampleIds(overview: Pick<OverviewResponse, 'latest_articles'>): string[] {
  return overview.latest_articles.slice(0, exampleIdCount).map((article) => article.id);
}

export interface LookupExample {
  /** The example's ids once known; empty when the store has none to offer. */
  ids: string[] | undefined;
  loading: boolean;
}

export function useLookupExample(enabled: boolean): LookupExample {
  const profile = useCurrentProfile();
  const profiles = useProfiles();
  const isPublic = useCurrentProfileDetails()?.kind === 'public';
  const known = enabled && !profiles.isPending;
  const overview = useQuery({ ...overviewQueryOptions(profile), enabled: known && !isPublic });
  const events = useQuery({ ...recentEventsQueryOptions(profile), enabled: known && isPublic });
  if (isPublic) {
    return {
      ids: events.data
        ? eventArticleIds(events.data.events, exampleIdCount)
        : events.isError
          ? []
          : undefined,
      loading: events.isLoading,
    };
  }
  return {
    ids: overview.data ? overviewExampleIds(overview.data) : overview.isError ? [] : undefined,
    loading: overview.isLoading,
  };
}
