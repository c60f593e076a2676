import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { PlansPage } from '../features/plans/PlansPage';
import { comparisonRequestOf, plansSearchDefaults, plansSearchSchema } from '../features/plans/plans-search';
import { plansQueries } from '../features/plans/queries';
import { whenProfilesKnown } from '../lib/profile';

export const Route = createFileRoute('/plans')({
  validateSearch: plansSearchSchema,
  // Defaults stay out of the URL, so links stay short and `/plans` is the page without a comparison.
  search: { middlewares: [stripSearchParams(plansSearchDefaults)] },
  loaderDeps: ({ search }) => ({ request: comparisonRequestOf(search) }),
  // Start every profile's requests with the navigation but do not wait for them: the cards show skeletons
  // meanwhile, and a failure shows in its own card rather than replacing the page.
  loader: ({ context, deps }) => {
    whenProfilesKnown(context.queryClient, (_current, list) => {
      for (const profile of list?.profiles ?? []) {
        void context.queryClient.prefetchQuery(plansQueries.subscription(profile.id));
        if (deps.request)
          void context.queryClient.prefetchQuery(plansQueries.answer(profile.id, deps.request));
      }
    });
  },
  component: PlansRoute,
});

function PlansRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <PlansPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
