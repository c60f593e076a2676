import { Stack, Title } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useRouter } from '@tanstack/react-router';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { ErrorPanel } from '../components/ErrorPanel';
import { profilesQueryOptions } from '../lib/profile';
import { AppLayout } from '../shell/AppLayout';
import { NotFoundPage } from '../shell/NotFoundPage';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Loaders need the current profile, which is checked against the server's list: load it first.
  // If it cannot be loaded, pages still run under the stored profile and the switcher offers a retry.
  beforeLoad: async ({ context }) => {
    await context.queryClient
      .ensureQueryData({ ...profilesQueryOptions(), retry: false })
      .catch(() => undefined);
  },
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RootError,
});

function RootLayout() {
  return (
    <AppLayout>
      <Outlet />
    </AppLayout>
  );
}

function RootError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <AppLayout>
      <Stack maw={720}>
        <Title order={1}>Something went wrong</Title>
        <ErrorPanel
          error={error}
          onRetry={() => {
            reset();
            void router.invalidate();
          }}
        />
      </Stack>
    </AppLayout>
  );
}
