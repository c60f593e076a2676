import { Stack, Title } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, lazyRouteComponent, Outlet, useRouter } from '@tanstack/react-router';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { ErrorPanel } from '../components/ErrorPanel';
import { profilesQueryOptions } from '../lib/profile';
import { AppLayout } from '../shell/AppLayout';
import { afterFirstPaint } from '../shell/first-paint';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // The profile list is asked for at once but not waited for: each page's loader starts its own request
  // when the list is known (whenProfilesKnown), so the page's code loads meanwhile. If the list cannot be
  // loaded, pages still run under the stored profile and the switcher offers a retry.
  beforeLoad: ({ context }) => {
    void context.queryClient.prefetchQuery({ ...profilesQueryOptions(), retry: false });
    // At start-up the page's code is asked for after the first paint (the "Loading…" the root shows
    // meanwhile), not beside it: on a fast link it would otherwise arrive first and delay that paint.
    return afterFirstPaint();
  },
  component: RootLayout,
  notFoundComponent: lazyRouteComponent(() => import('../shell/NotFoundPage'), 'NotFoundPage'),
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
