// The Sources page: filter outlets by language, country, top lists, rank, name or domain; see them in a
// sortable table against the plan's cap, in three charts, exported, and the request that produced them.
import { Badge, Card, Group, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { Suspense, useMemo } from 'react';
import type { SourcesResponse } from '../../../contract/sources';
import { EmptyState } from '../../components/EmptyState';
import { ErrorPanel } from '../../components/ErrorPanel';
import { ExportButtons } from '../../components/ExportButtons';
import { languageLabel } from '../../lib/article-fields';
import { lazyComponent } from '../../lib/code-load';
import { useCurrentProfile, useCurrentProfileDetails } from '../../lib/profile';
import { useResultsFocus } from '../../lib/use-results-focus';
import type { FilterSearch } from './filter-draft';
import { sourcesQueries } from './queries';
import { SourceChartsPanel } from './SourceChartsPanel';
import { SourceExamples } from './SourceExamples';
import {
  answerListsLanguages,
  firstOrderOf,
  planSourceCap,
  sortSourceRows,
  sourceCsvColumns,
  sourceRowOf,
} from './source-rows';
import type { SourceRow } from './source-rows';
import { SourcesFilterForm } from './SourcesFilterForm';
import { SOURCES_PAGE_SIZE, sourcesApiRequest, sourcesQueryFromSearch } from './sources-search';
import type { SourceSortKey, SourcesQuery, SourcesSearch } from './sources-search';
import { SourcesTable, SourcesTableSkeleton } from './SourcesTable';

export interface SourcesPageProps {
  search: SourcesSearch;
  /** Merges `update` into the URL's search params; undefined values are removed. */
  onSearchChange: (update: Partial<SourcesSearch>, options?: { replace?: boolean }) => void;
}

// Below the fold: its code (code blocks, copy buttons) follows the table.
const LazyRequestCard = lazyComponent(() =>
  import('../../components/RequestCard').then((module) => module.RequestCard),
);

// Stands in for the query while there is none; the query is disabled then, so it is never sent.
const noQuery: SourcesQuery = { method: 'GET' };

export function SourcesPage({ search, onSearchChange }: SourcesPageProps) {
  const profile = useCurrentProfile();
  const query = sourcesQueryFromSearch(search);
  const result = useQuery({ ...sourcesQueries.list(profile, query ?? noQuery), enabled: query !== null });
  const focusResults = useResultsFocus('sources-results-title', result.isSuccess && !result.isFetching);
  const rows = useMemo(() => result.data?.sources.map(sourceRowOf), [result.data]);

  const filterKeys: (keyof FilterSearch)[] = [
    'lang',
    'countries',
    'predefined_sources',
    'source_name',
    'source_url',
    'from_rank',
    'to_rank',
  ];

  return (
    <Stack gap="md" maw={1280}>
      <div>
        <Title order={1}>Sources</Title>
        <Text c="dimmed">
          Find news outlets by language, country, popularity or name, and the top sources of each country.
        </Text>
      </div>

      <Card>
        <SourcesFilterForm
          // A new search from the URL (back/forward, a shared link) resets the draft.
          key={JSON.stringify(filterKeys.map((name) => search[name]))}
          search={search}
          busy={result.isFetching}
          onSubmit={(filters) => {
            focusResults();
            onSearchChange({ ...filters, page: 1 });
          }}
          onMethodChange={(method) => onSearchChange({ method }, { replace: true })}
        />
      </Card>

      {query === null ? (
        <Card>
          <EmptyState
            title="No search yet"
            description="Choose languages, countries, a top list, a name or a domain above, then Show sources. The page address then holds the search, so you can share it."
            action={
              <SourceExamples
                onPick={(filters) => {
                  focusResults();
                  onSearchChange({ ...filters, page: 1 });
                }}
              />
            }
          />
        </Card>
      ) : (
        <>
          <ResultsCard
            search={search}
            query={query}
            result={result}
            rows={rows}
            onSort={(key) =>
              onSearchChange({
                sort: key,
                order: key === search.sort ? (search.order === 'asc' ? 'desc' : 'asc') : firstOrderOf(key),
                page: 1,
              })
            }
            onPageChange={(page) => onSearchChange({ page })}
          />
          <SourceChartsPanel
            rows={rows}
            error={result.isError ? result.error : null}
            onRetry={() => void result.refetch()}
            retrying={result.isFetching}
          />
          {/* Once the table has its answer: its code then does not compete with the page's own. */}
          {!result.isPending && (
            <Suspense fallback={null}>
              <LazyRequestCard request={sourcesApiRequest(query)} />
            </Suspense>
          )}
        </>
      )}
    </Stack>
  );
}

interface ResultsCardProps {
  search: SourcesSearch;
  query: SourcesQuery;
  result: UseQueryResult<SourcesResponse>;
  rows: SourceRow[] | undefined;
  onSort: (key: SourceSortKey) => void;
  onPageChange: (page: number) => void;
}

function ResultsCard({ search, query, result, rows, onSort, onPageChange }: ResultsCardProps) {
  const profile = useCurrentProfileDetails();
  // "Top authors" is the local service's extension: the proxy refuses it for a public-API profile.
  const topAuthorsProfile = profile?.kind === 'local' ? profile.id : null;
  const listsLanguages = rows ? answerListsLanguages(rows) : false;
  const sorted = useMemo(
    () => (rows ? sortSourceRows(rows, search.sort, search.order) : undefined),
    [rows, search.sort, search.order],
  );
  const pages = sorted ? Math.max(1, Math.ceil(sorted.length / SOURCES_PAGE_SIZE)) : 1;
  const page = Math.min(search.page, pages);
  const pageRows = sorted?.slice((page - 1) * SOURCES_PAGE_SIZE, page * SOURCES_PAGE_SIZE);
  const data = result.data;

  return (
    <Card component="section" aria-labelledby="sources-results-title">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Group gap="sm">
          <Title order={2} size="h4" id="sources-results-title" tabIndex={-1}>
            Sources
          </Title>
          {data ? (
            <CountBadge shown={data.sources.length} message={data.message} />
          ) : result.isPending ? (
            <Skeleton height={26} width={150} radius="xl" />
          ) : null}
        </Group>
        <ExportButtons
          rows={sorted?.map((row) => row.source) ?? []}
          columns={sourceCsvColumns}
          fileBaseName="newsdeck-sources"
          what="sources"
        />
      </Group>

      {result.isError ? (
        <ErrorPanel error={result.error} onRetry={() => void result.refetch()} retrying={result.isFetching} />
      ) : result.isPending || !sorted || !pageRows || !data ? (
        <SourcesTableSkeleton />
      ) : sorted.length === 0 ? (
        <EmptyState
          title="No source matches"
          description="Loosen the filters: fewer criteria, a wider rank range, or part of a name instead of a domain."
        />
      ) : (
        <Stack gap="sm" style={{ opacity: result.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <Text size="sm" c="dimmed">
            {data.message}
          </Text>
          {!listsLanguages && <LanguagesNote lang={query.lang} />}
          <SourcesTable
            rows={pageRows}
            sort={search.sort}
            order={search.order}
            onSort={onSort}
            showLanguages={listsLanguages}
            topAuthorsProfile={topAuthorsProfile}
          />
          {pages > 1 && (
            <Group justify="space-between" wrap="wrap">
              <Text size="sm" c="dimmed">
                {(page - 1) * SOURCES_PAGE_SIZE + 1}–{(page - 1) * SOURCES_PAGE_SIZE + pageRows.length} of{' '}
                {sorted.length}
              </Text>
              <Pagination
                total={pages}
                value={page}
                onChange={onPageChange}
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
              />
            </Group>
          )}
        </Stack>
      )}
    </Card>
  );
}

/** The count shown against the plan's cap; a list as long as the cap may have been cut. */
function CountBadge({ shown, message }: { shown: number; message: string }) {
  const cap = planSourceCap(message);
  const atCap = cap !== null && shown >= cap;
  return (
    <Group gap="xs">
      <Badge size="lg" variant="light" color={atCap ? 'orange' : 'indigo'}>
        {shown} {shown === 1 ? 'source' : 'sources'}
        {cap !== null && ` of at most ${cap}`}
      </Badge>
      {atCap && (
        <Text size="sm" c="orange">
          Your plan&apos;s cap: the list may be cut. Narrow the filters to see the rest.
        </Text>
      )}
    </Group>
  );
}

/**
 * The public API does not say which languages a source publishes in (the local service does, and the table
 * then has a Languages column); without them, this says what the language filter guarantees instead of
 * inventing per-source languages.
 */
function LanguagesNote({ lang }: { lang: string[] | undefined }) {
  const names = lang?.map((code) => languageLabel(code) ?? code);
  return (
    <Text size="xs" c="dimmed">
      {names
        ? `Languages: every source listed publishes in ${names.length === 1 ? names[0] : `at least one of ${names.join(', ')}`}; the answer does not list each source's languages.`
        : "Languages: the answer does not list each source's languages; filter by language to list only sources publishing in it."}
    </Text>
  );
}
