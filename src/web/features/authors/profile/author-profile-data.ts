// The profile's data: the author's articles page after page through the authors operation (one request in
// flight at a time, so a plan's concurrent-call limit is never the reason a profile fails), the figures as
// soon as the first page is in, and the heavier aggregates memoised per set of articles and time zone.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo } from 'react';
import type { ProfileId } from '../../../../contract/profiles';
import { authorsQueries } from '../queries';
import { aggregateProfile } from './aggregate';
import type { ProfileAggregates } from './aggregate';
import { headlineFigures } from './figures';
import type { HeadlineFigures } from './figures';
import type { ProfileArticle } from './profile-article';
import { profileApiRequest, profileArticlesOf, profileCoverage } from './profile-pages';
import type { AuthorProfileParams, ProfileCoverage, ProfilePage } from './profile-pages';

/** Where the whole profile stands: its first page decides whether there is anything to show. */
export type ProfileLoad =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; onRetry: () => void; retrying: boolean }
  | { status: 'ready' };

export interface AuthorProfileData {
  load: ProfileLoad;
  /** The articles so far, newest first. */
  articles: readonly ProfileArticle[];
  coverage: ProfileCoverage;
  figures: HeadlineFigures | null;
  /** null until computed (a moment after the articles arrive: figures come first). */
  aggregates: ProfileAggregates | null;
  /** Articles the aggregates are drawn from: the first page while later ones load, then all. */
  aggregatedCount: number;
  /** A page after the first failed: the profile stops there until retried. */
  moreError: { error: unknown; onRetry: () => void; retrying: boolean } | null;
  /** The first page's request and the interface's echo of it, for the request card. */
  request: ReturnType<typeof profileApiRequest>;
  userInput: ProfilePage['userInput'] | undefined;
}

const noArticles: readonly ProfileArticle[] = [];
const initialDeferred = { identity: '', authorName: '', articles: noArticles, timeZone: 'UTC' };

export function useAuthorProfileData(
  profile: ProfileId,
  params: AuthorProfileParams,
  { enabled, timeZone }: { enabled: boolean; timeZone: string },
): AuthorProfileData {
  const query = useInfiniteQuery({ ...authorsQueries.profile(profile, params), enabled });
  const { hasNextPage, isFetching, isFetchNextPageError, fetchNextPage } = query;

  // The next page as soon as the last arrived; after a failed page, only when the user retries.
  useEffect(() => {
    if (hasNextPage && !isFetching && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, isFetching, isFetchNextPageError, fetchNextPage]);

  const pages = query.data?.pages;
  const articles = useMemo(() => (pages ? profileArticlesOf(pages) : noArticles), [pages]);
  const complete = pages !== undefined && !hasNextPage;
  const coverage = useMemo(
    () => profileCoverage(pages ?? [], articles.length, complete),
    [pages, articles.length, complete],
  );
  const figures = useMemo(() => (pages ? headlineFigures(articles) : null), [pages, articles]);

  // The heavier cards follow the figures. They are drawn from the first page, then once more when the
  // last page is in (or loading stopped): redrawing every chart for each of ten pages would keep the page
  // busy for nothing. React computes them in the background, so neither a page nor a switch of time zone
  // holds up the figures or the controls; until then the cards keep what they showed, unless it was
  // another author's or window's.
  const firstPage = pages?.[0];
  const firstPageArticles = useMemo(
    () => (firstPage ? profileArticlesOf([firstPage]) : noArticles),
    [firstPage],
  );
  const cardsFromFirstPage = !complete && !isFetchNextPageError;
  const cardArticles = cardsFromFirstPage ? firstPageArticles : articles;
  const identity = useMemo(() => JSON.stringify(profileApiRequest(params, 1).query), [params]);
  const authorName = params.author_name;
  const current = useMemo(
    () => ({ identity, authorName, articles: cardArticles, timeZone }),
    [identity, authorName, cardArticles, timeZone],
  );
  const deferred = useDeferredValue(current, initialDeferred);
  const deferredAggregates = useMemo(
    () =>
      deferred.articles.length > 0
        ? aggregateProfile(deferred.articles, {
            authorName: deferred.authorName,
            timeZone: deferred.timeZone,
          })
        : null,
    [deferred],
  );
  const aggregates = deferred.identity === identity ? deferredAggregates : null;

  const retrying = query.isFetching;
  let load: ProfileLoad;
  if (pages !== undefined) load = { status: 'ready' };
  else if (query.isError)
    load = { status: 'error', error: query.error, onRetry: () => void query.refetch(), retrying };
  else load = { status: 'loading' };

  return {
    load,
    articles,
    coverage,
    figures,
    aggregates: pages !== undefined && articles.length > 0 ? aggregates : null,
    aggregatedCount: deferred.articles.length,
    moreError:
      isFetchNextPageError && pages !== undefined
        ? { error: query.error, onRetry: () => void fetchNextPage(), retrying: query.isFetchingNextPage }
        : null,
    request: profileApiRequest(params, 1),
    userInput: pages?.[0]?.userInput,
  };
}
