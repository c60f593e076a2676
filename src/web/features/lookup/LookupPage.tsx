// The Lookup page: paste links or ids, see which exist, read them, export them, and see the request.
import {
  Badge,
  Button,
  Card,
  Code,
  Group,
  List,
  Pagination,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useLayoutEffect, useRef } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ProfileId } from '../../../contract/profiles';
import type { Article, LookupResponse } from '../../../contract';
import { ArticleCard, ArticleCardSkeleton } from '../../components/ArticleCard';
import { ArticleDrawer } from '../../components/ArticleDrawer';
import { EmptyState } from '../../components/EmptyState';
import { ErrorPanel } from '../../components/ErrorPanel';
import { ExportButtons } from '../../components/ExportButtons';
import { RequestCard } from '../../components/RequestCard';
import { articleCsvColumns } from '../../lib/article-fields';
import { useCurrentProfile } from '../../lib/profile';
import { useResultsFocus } from '../../lib/use-results-focus';
import { formatLookupInput } from './lookup-input';
import { lookupApiRequest, lookupQueryFromSearch, requestedValues } from './lookup-search';
import type { LookupQuery, LookupSearch } from './lookup-search';
import { LookupForm } from './LookupForm';
import { useLookupExample } from './lookup-example';
import { foundKeysOf, missingValues, needsAllFoundKeys } from './missing-articles';
import { lookupQueries } from './queries';

export interface LookupPageProps {
  search: LookupSearch;
  /** Merges `update` into the URL's search params; undefined values are removed. */
  onSearchChange: (update: Partial<LookupSearch>, options?: { replace?: boolean }) => void;
}

export function LookupPage({ search, onSearchChange }: LookupPageProps) {
  const profile = useCurrentProfile();
  // One function for the page's life, so memoised cards are not re-rendered for a new callback.
  const latestSearchChange = useRef(onSearchChange);
  useLayoutEffect(() => {
    latestSearchChange.current = onSearchChange;
  });
  const openInDrawer = useCallback(
    (article: Article) => latestSearchChange.current({ article: article.id }),
    [],
  );
  const query = lookupQueryFromSearch(search);
  const result = useQuery({ ...lookupQueries.page(profile, query ?? emptyQuery), enabled: query !== null });
  const focusResults = useResultsFocus('lookup-results-title', result.isSuccess && !result.isFetching);
  const example = useLookupExample(query === null);
  const openArticle = search.article
    ? result.data?.articles.find((article) => article.id === search.article)
    : undefined;

  function lookup(kind: 'ids' | 'links', values: string[]) {
    focusResults();
    onSearchChange({
      ids: kind === 'ids' ? values : undefined,
      links: kind === 'links' ? values : undefined,
      page: 1,
      article: undefined,
    });
  }

  return (
    <Stack gap="md" maw={1100}>
      <div>
        <Title order={1}>Lookup</Title>
        <Text c="dimmed">
          Find stored articles by their links or ids, and see which ones the store does not have.
        </Text>
      </div>

      <Card>
        <LookupForm
          // A new lookup from the URL (back/forward, a shared link) resets the draft text.
          key={JSON.stringify([search.ids, search.links])}
          initialText={formatLookupInput(query ? requestedValues(query) : [])}
          method={search.method}
          pageSize={search.page_size}
          busy={result.isFetching}
          onLookup={lookup}
          onMethodChange={(method) => onSearchChange({ method }, { replace: true })}
          onPageSizeChange={(pageSize) =>
            onSearchChange({ page_size: pageSize, page: 1, article: undefined })
          }
        />
      </Card>

      {query === null ? (
        <Card>
          <EmptyState
            title="No lookup yet"
            description="Paste article links or ids above and choose Look up. The page address then holds the lookup, so you can share it."
            action={
              example.loading || (example.ids && example.ids.length > 0) ? (
                <Button
                  variant="light"
                  loading={example.loading}
                  onClick={() => example.ids && lookup('ids', example.ids)}
                >
                  {example.ids
                    ? `Try an example: ${example.ids.length} recent article${example.ids.length === 1 ? '' : 's'} by id`
                    : 'Try an example'}
                </Button>
              ) : undefined
            }
          />
        </Card>
      ) : (
        <>
          <ResultsCard
            query={query}
            result={result}
            onOpen={openInDrawer}
            onPageChange={(page) => onSearchChange({ page, article: undefined })}
          />
          <NotFoundCard profile={profile} query={query} response={result.data} loading={result.isPending} />
          <RequestCard request={lookupApiRequest(query)} />
        </>
      )}

      <ArticleDrawer article={openArticle} onClose={() => onSearchChange({ article: undefined })} />
    </Stack>
  );
}

// Stands in for the query while there is none; the query is disabled then, so it is never sent.
const emptyQuery: LookupQuery = { ids: [], method: 'GET', page: 1, pageSize: 1 };

interface ResultsCardProps {
  query: LookupQuery;
  result: UseQueryResult<LookupResponse>;
  onOpen: (article: Article) => void;
  onPageChange: (page: number) => void;
}

function ResultsCard({ query, result, onOpen, onPageChange }: ResultsCardProps) {
  const requested = requestedValues(query).length;
  const data = result.data;
  return (
    <Card component="section" aria-labelledby="lookup-results-title">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Group gap="sm">
          <Title order={2} size="h4" id="lookup-results-title" tabIndex={-1}>
            Articles
          </Title>
          {data ? (
            <Badge size="lg" variant="light" color={data.total_hits === requested ? 'teal' : 'orange'}>
              {data.total_hits} of {requested} found
            </Badge>
          ) : result.isPending ? (
            <Skeleton height={26} width={110} radius="xl" />
          ) : null}
        </Group>
        <ExportButtons
          rows={data?.articles ?? []}
          columns={articleCsvColumns}
          fileBaseName="newsdeck-lookup"
          what="articles"
        />
      </Group>

      {result.isError ? (
        <ErrorPanel error={result.error} onRetry={() => void result.refetch()} retrying={result.isFetching} />
      ) : result.isPending ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading articles">
          {Array.from({ length: Math.min(requested, 3) }, (_, index) => (
            <ArticleCardSkeleton key={index} />
          ))}
        </Stack>
      ) : data && data.articles.length === 0 ? (
        <EmptyState
          title={
            data.total_hits === 0 ? 'None of these articles are in the store' : 'No articles on this page'
          }
          description={
            data.total_hits === 0
              ? 'Check the links or ids below, or try another profile.'
              : `The lookup found ${data.total_hits}; this page is past the last one.`
          }
        />
      ) : data ? (
        <Stack gap="sm" style={{ opacity: result.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <Text size="sm" c="dimmed">
            {data.status}
          </Text>
          <ArticleCards articles={data.articles} onOpen={onOpen} />
        </Stack>
      ) : null}

      {data && data.total_pages > 1 && (
        <Group justify="center" mt="md">
          <Pagination
            total={data.total_pages}
            value={Math.min(query.page, data.total_pages)}
            onChange={onPageChange}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
          />
        </Group>
      )}
    </Card>
  );
}

interface NotFoundCardProps {
  profile: ProfileId;
  query: LookupQuery;
  response: LookupResponse | undefined;
  loading: boolean;
}

function NotFoundCard({ profile, query, response, loading }: NotFoundCardProps) {
  // The page on screen names the missing values when it holds every found article; otherwise ask for
  // the ids and links of all found articles (one request, cached per lookup).
  const needAllKeys = response !== undefined && needsAllFoundKeys(requestedValues(query).length, response);
  const allKeys = useQuery({ ...lookupQueries.foundKeys(profile, query), enabled: needAllKeys });

  let body;
  if (loading || (needAllKeys && allKeys.isPending)) {
    body = <Skeleton height={40} />;
  } else if (needAllKeys && allKeys.isError) {
    body = (
      <ErrorPanel
        error={allKeys.error}
        onRetry={() => void allKeys.refetch()}
        retrying={allKeys.isFetching}
      />
    );
  } else if (response === undefined) {
    body = (
      <Text size="sm" c="dimmed">
        Shown once the lookup has answered.
      </Text>
    );
  } else {
    const found =
      needAllKeys && allKeys.data
        ? { ids: new Set(allKeys.data.ids), links: new Set(allKeys.data.links) }
        : foundKeysOf(response.articles);
    const missing = response.total_hits >= requestedValues(query).length ? [] : missingValues(query, found);
    body =
      missing.length === 0 ? (
        <Text size="sm" c="dimmed">
          Every requested {query.links ? 'link' : 'id'} was found.
        </Text>
      ) : (
        <List size="sm" spacing={4} aria-label="Not found">
          {missing.map((value) => (
            <List.Item key={value}>
              <Code style={{ wordBreak: 'break-all' }}>{value}</Code>
            </List.Item>
          ))}
        </List>
      );
  }

  return (
    <Card component="section" aria-labelledby="lookup-missing-title">
      <Title order={2} size="h4" mb="sm" id="lookup-missing-title">
        Not found
      </Title>
      {body}
    </Card>
  );
}

/** Cards in the first render: a screenful and a little more. */
const firstRenderCards = 6;

/**
 * The found articles: the first few in the render that brings the answer, the rest in a deferred render
 * right after, so the first results show without waiting for a hundred cards.
 */
function ArticleCards({ articles, onOpen }: { articles: Article[]; onOpen: (article: Article) => void }) {
  const shown = useDeferredValue(articles, articles.slice(0, firstRenderCards));
  return shown.map((article) => <ArticleCard key={article.id} article={article} onOpen={onOpen} />);
}
