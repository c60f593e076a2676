// The API reference page: the local service's OpenAPI document (GET /api/openapi.json), rendered by a
// viewer loaded only when this page is shown. The document describes the local service, whichever profile
// is selected.
import { Anchor, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { openApiPath } from '../../../contract/operations';
import { ErrorPanel } from '../../components/ErrorPanel';
import { apiReferenceQueries } from './queries';

const SwaggerView = lazy(() => import('./SwaggerView'));

function ViewerSkeleton() {
  return (
    <Stack gap="sm" aria-label="Loading the API reference">
      <Skeleton height={36} />
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} height={44} />
      ))}
    </Stack>
  );
}

export function ApiReferencePage() {
  const document = useQuery(apiReferenceQueries.document());
  return (
    <Stack gap="md" maw={1400}>
      <div>
        <Title order={1}>API reference</Title>
        <Text c="dimmed">
          The local service's operations, parameters, answers and errors, generated from the contract. Send{' '}
          <Text span ff="monospace">
            x-api-token
          </Text>{' '}
          with a key of the local service (its configuration lists them; the dashboard never holds one). The
          document itself:{' '}
          <Anchor href={openApiPath} target="_blank" rel="noopener noreferrer">
            {openApiPath}
          </Anchor>
          .
        </Text>
      </div>
      {document.isError ? (
        <ErrorPanel
          error={document.error}
          title="The API reference could not be loaded"
          onRetry={() => void document.refetch()}
          retrying={document.isFetching}
        />
      ) : document.isPending ? (
        <ViewerSkeleton />
      ) : (
        // The viewer is styled for a light background: it keeps one in dark mode too.
        <Paper withBorder radius="md" p="xs" bg="white" c="black">
          <Suspense fallback={<ViewerSkeleton />}>
            <SwaggerView document={document.data} />
          </Suspense>
        </Paper>
      )}
    </Stack>
  );
}
