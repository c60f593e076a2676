// The Authors page: pick an author, filter, sort and page through their articles, chart them, open one,
// export what is on screen, and see the request. Everything on screen comes from the URL.
import {
  Alert,
  Button,
  Card,
  Group,
  NativeSelect,
  Pagination,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo } from 'react';
import type { Article } from '../../../contract/article';
import type { AuthorsResponse } from '../../../contract/authors';
import { plans } from '../../../contract/subscription';
import { EmptyState } from '../../components/EmptyState';
import { AuthorExamples } from './AuthorExamples';
import { ErrorPanel } from '../../components/ErrorPanel';
import { ExportButtons } from '../../components/ExportButtons';
import { WatchButton } from '../../components/WatchButton';
import { AlertIcon } from '../../components/icons';
import { describeError } from '../../lib/api-error';
import { planUnlocking, useCurrentPlan } from '../../lib/plan-features';
import { useCurrentProfile, useCurrentProfileDetails } from '../../lib/profile';
import { authorRuleOf } from '../../lib/watchlists';
import { useResultsFocus } from '../../lib/use-results-focus';
import { ArticleRows } from './ArticleRows';
import { authorArticleCsvColumns, exportFileBaseName } from './article-csv';
import type { ChartsSource } from './AuthorsCharts';
import { filterParamsOfSearch } from './authors-form';
import { AuthorsForm } from './AuthorsForm';
import type { ApiFieldError } from './AuthorsForm';
import {
  authorsApiRequest,
  authorsViews,
  hasAuthor,
  pageSizeOptions,
  requestParamsOf,
} from './authors-search';
import type { AuthorsParamName, AuthorsRequestParams, AuthorsSearch } from './authors-search';
import { ClustersView } from './ClustersView';
import { paramOfError } from './error-fields';
import { paramHelp } from './param-help';
import { clearParams, lockedParamsInUse, paramFeature } from './plan-gates';
import { LazyArticleDrawer, LazyAuthorProfile, LazyAuthorsCharts, LazyRequestCard } from './lazy-parts';
import { authorsQueries } from './queries';
import { articlesOf, isClustered, totalsText } from './results';
import { recentAuthorsStore, withRecentAuthor } from './saved-searches';
import { SavedSearchesMenu } from './SavedSearchesMenu';

export interface AuthorsPageProps {
  search: AuthorsSearch;
  /** Merges `update` into the URL's search params; undefined values are removed. */
  onSearchChange: (update: Partial<AuthorsSearch>, options?: { replace?: boolean }) => void;
  /** Replaces the URL's search params with `search` (a saved search). */
  onSearchReplace: (search: AuthorsSearch) => void;
  /** Whether the address names a window (from_ or to_); without one the profile fits it to the author. */
  windowGiven?: boolean;
}

// Stands in for the request while no author is named; the query is disabled then, so it is never sent.
const placeholderParams = { author_name: '' } as AuthorsRequestParams & { author_name: string };

export function AuthorsPage({
  search,
  onSearchChange,
  onSearchReplace,
  windowGiven = true,
}: AuthorsPageProps) {
  const profile = useCurrentProfile();
  const profileDetails = useCurrentProfileDetails();
  const plan = useCurrentPlan();
  const params = hasAuthor(search) ? { ...requestParamsOf(search), author_name: search.author_name } : null;
  const result = useQuery({
    ...authorsQueries.articles(profile, params ?? placeholderParams),
    // The profile tab makes its own requests; the page of articles waits until its tab is shown.
    enabled: params !== null && search.view === 'articles',
  });
  const focusResults = useResultsFocus('authors-results-title', result.isSuccess && !result.isFetching);
  const response = params ? result.data : undefined;
  const articles = useMemo(() => (response ? articlesOf(response) : []), [response]);
  const openArticle = search.article ? articles.find((article) => article.id === search.article) : undefined;

  const errorParam = result.isError ? paramOfError(result.error) : null;
  const apiFieldError: ApiFieldError | null = useMemo(
    () => (errorParam ? { param: errorParam, message: describeError(result.error).message } : null),
    [errorParam, result.error],
  );
  const lockedInUse = lockedParamsInUse(search, plan.has);

  const openArticleInDrawer = useCallback(
    (article: Article) => onSearchChange({ article: article.id }),
    [onSearchChange],
  );

  // The charts draw their answer in a deferred render, after the list is on screen (not in the same task).
  const chartArticles = useDeferredValue(response ? articles : undefined);
  const chartsSource: ChartsSource = result.isError
    ? {
        status: 'error',
        error: result.error,
        onRetry: () => void result.refetch(),
        retrying: result.isFetching,
      }
    : chartArticles
      ? { status: 'ready', articles: chartArticles }
      : { status: 'loading' };

  return (
    <Stack gap="md" maw={1200}>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={1}>Authors</Title>
          <Text c="dimmed">
            An author&apos;s articles with every filter of the interface, charts and exports.
          </Text>
        </div>
        <Group gap="xs">
          <WatchButton
            rule={params ? authorRuleOf(authorsApiRequest(params).query ?? {}) : null}
            label={params ? `Watch ${params.author_name}` : 'Watch: search for an author first'}
          />
          <SavedSearchesMenu search={search} onOpen={onSearchReplace} />
        </Group>
      </Group>

      <Card>
        <AuthorsForm
          // A new search from the URL (back/forward, a shared or saved link) resets the draft.
          key={JSON.stringify(filterParamsOfSearch(search))}
          search={search}
          profile={profile}
          suggestionsAvailable={profileDetails?.kind === 'local'}
          plan={plan}
          busy={params !== null && result.isFetching}
          apiError={apiFieldError}
          onApply={(filters) => {
            focusResults();
            if (filters.author_name)
              recentAuthorsStore.set(withRecentAuthor(recentAuthorsStore.get(), filters.author_name));
            onSearchChange({ ...filters, page: 1, article: undefined });
          }}
          onSortChange={(sort_by) => onSearchChange({ sort_by, page: 1, article: undefined })}
        />
      </Card>

      {lockedInUse.length > 0 && (
        <LockedParamsAlert
          params={lockedInUse}
          currentPlan={plan.plan}
          onRemove={() => onSearchChange({ ...clearParams(lockedInUse), page: 1, article: undefined })}
        />
      )}

      {params === null ? (
        <Card>
          <EmptyState
            title="No author yet"
            description="Type an author's name above (suggestions appear as you type) and choose Search. The page address then holds the whole search, so you can share or bookmark it."
            action={
              <AuthorExamples
                onPick={(author_name, from_) => {
                  focusResults();
                  // Every source, as the overview counts: the articles found add up to its count.
                  onSearchChange({ author_name, from_, ranked_only: false, page: 1, article: undefined });
                }}
              />
            }
          />
        </Card>
      ) : (
        <Tabs
          value={search.view}
          keepMounted={false}
          onChange={(value) => {
            const view = authorsViews.find((candidate) => candidate === value);
            // The articles' default window is not a choice: the profile then fits its own to the author.
            const defaultWindow = !windowGiven && view === 'profile';
            if (view) onSearchChange(defaultWindow ? { view, from_: undefined } : { view });
          }}
        >
          <Tabs.List mb="md">
            <Tabs.Tab value="articles">Articles</Tabs.Tab>
            <Tabs.Tab value="profile">Profile</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="articles">
            <Stack gap="md">
              <ResultsCard
                search={search}
                result={result}
                articles={articles}
                errorParam={errorParam}
                onOpen={openArticleInDrawer}
                onPageChange={(page) => onSearchChange({ page, article: undefined })}
                onPageSizeChange={(page_size) => onSearchChange({ page_size, page: 1, article: undefined })}
              />
              <LazyAuthorsCharts
                source={chartsSource}
                interval={search.interval}
                onIntervalChange={(interval) => onSearchChange({ interval }, { replace: true })}
                entityType={search.entity_type}
                onEntityTypeChange={(entity_type) => onSearchChange({ entity_type }, { replace: true })}
                plan={plan}
                nlpIncluded={search.include_nlp_data === true}
                onIncludeNlp={() => onSearchChange({ include_nlp_data: true })}
              />
              <LazyRequestCard
                request={authorsApiRequest(params)}
                echo={{ userInput: response?.user_input, loading: result.isPending }}
              />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="profile">
            <LazyAuthorProfile
              windowGiven={windowGiven}
              search={{ ...search, author_name: params.author_name }}
              onSearchChange={onSearchChange}
              plan={plan}
            />
          </Tabs.Panel>
        </Tabs>
      )}

      <LazyArticleDrawer article={openArticle} onClose={() => onSearchChange({ article: undefined })} />
    </Stack>
  );
}

interface ResultsCardProps {
  search: AuthorsSearch;
  result: UseQueryResult<AuthorsResponse>;
  /** The answer's articles, listed or clustered. */
  articles: readonly Article[];
  errorParam: AuthorsParamName | null;
  onOpen: (article: Article) => void;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

function ResultsCard({
  search,
  result,
  errorParam,
  onOpen,
  onPageChange,
  onPageSizeChange,
}: ResultsCardProps) {
  const data = result.data;
  const clustered = data !== undefined && isClustered(data);
  const articles = useMemo(() => (data ? articlesOf(data) : []), [data]);
  const sizes = (pageSizeOptions as readonly number[]).includes(search.page_size)
    ? pageSizeOptions
    : [...pageSizeOptions, search.page_size].sort((a, b) => a - b);

  let body;
  if (result.isError) {
    body = (
      <Stack gap="xs">
        <ErrorPanel error={result.error} onRetry={() => void result.refetch()} retrying={result.isFetching} />
        {errorParam && (
          <Text size="sm" c="dimmed">
            The field concerned is marked in the form above: {paramHelp[errorParam].label}.
          </Text>
        )}
      </Stack>
    );
  } else if (!data) {
    body = (
      <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading articles">
        {Array.from({ length: 4 }, (_, index) => (
          <Group key={index} wrap="nowrap" gap="md" align="flex-start">
            <Skeleton width={96} height={72} radius="sm" />
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton height={16} width="70%" />
              <Skeleton height={12} width="45%" />
              <Skeleton height={12} width="30%" />
            </Stack>
          </Group>
        ))}
      </Stack>
    );
  } else if (articles.length === 0) {
    body =
      data.total_hits === 0 ? (
        <EmptyState
          title="No articles match"
          description="No article of this author matches every filter in this time range. Widen the range or remove filters; names must match exactly."
        />
      ) : (
        <EmptyState
          title="No articles on this page"
          description={`The search found ${data.total_hits}; this page is past the last one.`}
          action={
            <Button variant="light" onClick={() => onPageChange(1)}>
              Go to page 1
            </Button>
          }
        />
      );
  } else {
    body = (
      <div style={{ opacity: result.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
        {clustered ? (
          <ClustersView clusters={data.clusters} onOpen={onOpen} />
        ) : (
          <ArticleRows articles={articles} onOpen={onOpen} label="Articles of the author" />
        )}
      </div>
    );
  }

  return (
    <Card component="section" aria-labelledby="authors-results-title">
      <Group justify="space-between" mb="sm" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="wrap">
          <Title order={2} size="h4" id="authors-results-title" tabIndex={-1}>
            {clustered ? 'Clusters' : 'Articles'}
          </Title>
          {data ? (
            <Text size="sm" c="dimmed" aria-live="polite">
              {totalsText(data, search.page)}
              {clustered
                ? ` · ${data.clusters_count} cluster${data.clusters_count === 1 ? '' : 's'} on this page`
                : ''}
            </Text>
          ) : result.isPending ? (
            <Skeleton height={20} width={180} />
          ) : null}
        </Group>
        <Group gap="sm" wrap="wrap">
          <NativeSelect
            aria-label="Page size"
            size="xs"
            value={String(search.page_size)}
            data={sizes.map((size) => ({ value: String(size), label: `${size} per page` }))}
            onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
          />
          <ExportButtons
            rows={articles}
            columns={authorArticleCsvColumns}
            fileBaseName={exportFileBaseName(search.author_name ?? '')}
            what="articles"
          />
        </Group>
      </Group>

      {body}

      {data && data.total_pages > 1 && (
        <Group justify="center" mt="md">
          <Pagination
            total={data.total_pages}
            value={Math.min(search.page, data.total_pages)}
            onChange={onPageChange}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
          />
        </Group>
      )}
    </Card>
  );
}

function LockedParamsAlert({
  params,
  currentPlan,
  onRemove,
}: {
  params: readonly AuthorsParamName[];
  currentPlan: string | null;
  onRemove: () => void;
}) {
  // The one plan that has every feature in use: the most capable of the plans unlocking each.
  const needed = params
    .map((param) => paramFeature[param])
    .filter((feature) => feature !== undefined)
    .map(planUnlocking)
    .sort((a, b) => plans.indexOf(a) - plans.indexOf(b))
    .at(-1);
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<AlertIcon />}
      title="This search uses features the plan lacks"
    >
      <Text size="sm">
        {`${params.map((param) => `${paramHelp[param].label} (${param})`).join(', ')} ${params.length === 1 ? 'needs' : 'need'} the ${needed} plan; this profile is on ${currentPlan ?? 'another plan'}. The API refuses the search until they are removed or another profile is chosen.`}
      </Text>
      <Group mt="sm">
        <Button size="xs" variant="white" color="yellow" onClick={onRemove}>
          Remove them
        </Button>
      </Group>
    </Alert>
  );
}
