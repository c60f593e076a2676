import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/home/HomePage';
import { overviewQueryOptions } from '../lib/overview';
import { whenProfilesKnown } from '../lib/profile';
import { recentEventsQueryOptions } from '../lib/recent-events';

// The landing page: what the store holds, each item one click from the page that explores it.
export const Route = createFileRoute('/')({
  // Start both requests with the navigation but do not wait for them: the cards show skeletons meanwhile.
  // The overview is the local service's extension: the public profile is not asked for it.
  loader: ({ context }) => {
    whenProfilesKnown(context.queryClient, (profile, profiles) => {
      void context.queryClient.prefetchQuery(recentEventsQueryOptions(profile));
      const kind = profiles?.profiles.find((p) => p.id === profile)?.kind;
      if (kind !== 'public') void context.queryClient.prefetchQuery(overviewQueryOptions(profile));
    });
  },
  component: HomePage,
});
