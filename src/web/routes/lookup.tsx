import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { LookupPage } from '../features/lookup/LookupPage';
import {
  lookupQueryFromSearch,
  lookupSearchDefaults,
  lookupSearchSchema,
} from '../features/lookup/lookup-search';
import { lookupQueries } from '../features/lookup/queries';
import { warmDateFormats } from '../lib/dates';
import { whenProfilesKnown } from '../lib/profile';

/** The longest the Lookup page waits for its answer before it shows skeletons instead. */
const answerWaitMs = 300;

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
  // Start the request with the navigation. On entering the page, wait for the answer a little: the local
  // service answers in milliseconds, and the page then renders once, with its results, instead of
  // rendering skeletons that the answer replaces a moment later (a whole second render and paint between
  // the answer and the results). A slower answer gets the skeletons after answerWaitMs; paging within
  // the page never waits (the previous page stays on screen, dimmed). A failure still shows in the
  // results card rather than replacing the page.
  loader: ({ context, deps, cause }) => {
    const query = lookupQueryFromSearch({ ...deps, article: undefined });
    if (!query) return;
    return new Promise<void>((resolve) => {
      const timer = cause === 'enter' ? setTimeout(resolve, answerWaitMs) : undefined;
      if (timer === undefined) resolve();
      whenProfilesKnown(context.queryClient, (profile) => {
        const answered = context.queryClient.prefetchQuery(lookupQueries.page(profile, query));
        // While the answer is on its way: the results' dates need the locale's data loaded once.
        warmDateFormats();
        void answered.finally(() => {
          clearTimeout(timer);
          resolve();
        });
      });
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
