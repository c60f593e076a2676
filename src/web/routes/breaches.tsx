import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { BreachesPage } from '../features/breaches/BreachesPage';
import {
  attachesArticles,
  breachesSearchDefaults,
  breachesSearchSchema,
  filtersOf,
} from '../features/breaches/breaches-search';
import { openedArticleIds } from '../features/breaches/opened-articles';
import { breachesQueries } from '../features/breaches/queries';
import { preloadTimelineChart } from '../features/breaches/timeline-code';
import { preloadCharts } from '../components/LazyCharts';
import { whenProfilesKnown } from '../lib/profile';

export const Route = createFileRoute('/breaches')({
  validateSearch: breachesSearchSchema,
  // Defaults stay out of the URL, so links stay short and `/breaches` is the default view.
  search: { middlewares: [stripSearchParams(breachesSearchDefaults)] },
  // Only the filters make a request: brushing, paging, expanding and the drawer do not reload.
  loaderDeps: ({ search }) => filtersOf(search),
  // Start the request with the navigation but do not wait for it: the page shows skeletons meanwhile,
  // and a failure shows in the cards rather than replacing the page.
  loader: ({ context, deps, location }) => {
    // The chart code loads in one step beside the events, not after them (nor one chunk after another).
    preloadTimelineChart();
    preloadCharts();
    whenProfilesKnown(context.queryClient, (profile, profiles) => {
      const kind = profiles?.profiles.find((each) => each.id === profile)?.kind;
      const events = context.queryClient.fetchQuery(
        breachesQueries.events(profile, deps, attachesArticles(kind)),
      );
      // An event or article open in the URL (a link, a reload): its articles are looked up as soon as the
      // events are in, not once the page has rendered them (the list, then the charts, come first).
      const { event, article } = location.search as { event?: unknown; article?: unknown };
      const eventId = typeof event === 'string' ? event : undefined;
      const articleId = typeof article === 'string' ? article : undefined;
      events
        .then((answer) => {
          const ids = openedArticleIds(answer.events, eventId, articleId);
          if (ids.length > 0) void context.queryClient.prefetchQuery(breachesQueries.articles(profile, ids));
        })
        // A failed request shows on the page, from the query itself.
        .catch(() => undefined);
    });
  },
  component: BreachesRoute,
});

function BreachesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BreachesPage
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
