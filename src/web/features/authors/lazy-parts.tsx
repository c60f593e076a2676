// The parts of the Authors page that the first results do not need, loaded as chunks of their own: the
// charts under the results, and the profile tab. The results card paints without waiting for their code.
// A failed load (a network blip) is not kept: the next render asks for the code again.
import { Card, Skeleton, Stack, Title } from '@mantine/core';
import { Suspense, lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { AuthorsChartsProps } from './AuthorsCharts';
import type { AuthorProfileProps } from './profile/AuthorProfile';

function loadOnce<Module>(load: () => Promise<Module>): () => Promise<Module> {
  let loading: Promise<Module> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

const loadCharts = loadOnce(() => import('./AuthorsCharts'));
const loadProfile = loadOnce(() => import('./profile/AuthorProfile'));

/** Starts loading the profile tab's code (the route's loader, when the URL opens that tab). */
export function preloadAuthorProfile(): void {
  loadProfile().catch(() => undefined);
}

/** A lazy component whose failed load is replaced by a fresh one, so a later render retries. */
function retryable<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): () => LazyExoticComponent<ComponentType<Props>> {
  let current: LazyExoticComponent<ComponentType<Props>>;
  const reset = () => {
    current = lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          reset();
          throw error;
        },
      ),
    );
  };
  reset();
  return () => current;
}

const chartsComponent = retryable(() => loadCharts().then((module) => module.AuthorsCharts));
const profileComponent = retryable(() => loadProfile().then((module) => module.AuthorProfile));

function ChartsPlaceholder() {
  return (
    <Card component="section" aria-labelledby="authors-charts-title" role="status" aria-busy="true">
      <Title order={2} size="h4" mb="sm" id="authors-charts-title">
        Charts
      </Title>
      <Skeleton height={240} radius="md" />
    </Card>
  );
}

export function LazyAuthorsCharts(props: AuthorsChartsProps) {
  const Charts = chartsComponent();
  return (
    <Suspense fallback={<ChartsPlaceholder />}>
      <Charts {...props} />
    </Suspense>
  );
}

export function LazyAuthorProfile(props: AuthorProfileProps) {
  const Profile = profileComponent();
  return (
    <Suspense
      fallback={
        <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the profile">
          <Skeleton height={120} radius="md" />
          <Skeleton height={240} radius="md" />
        </Stack>
      }
    >
      <Profile {...props} />
    </Suspense>
  );
}
