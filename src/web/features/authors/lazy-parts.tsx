// The parts of the Authors page that the first results do not need, loaded as chunks of their own: the
// charts under the results, the profile tab, and the form's Advanced and NLP sections (closed by default).
// The results card paints without waiting for their code.
// A failed load (a network blip) is not kept: the next render asks for the code again.
import { Card, Skeleton, Stack, Title } from '@mantine/core';
import { Suspense, lazy, useState } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { ArticleDrawerProps } from '../../components/ArticleDrawer';
import type { RequestCardProps } from '../../components/RequestCard';
import type { AuthorsChartsProps } from './AuthorsCharts';
import type { FilterSectionProps, NlpFiltersProps } from './NlpFilters';
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
const loadAdvanced = loadOnce(() => import('./AdvancedFilters'));
const loadDrawer = loadOnce(() => import('../../components/ArticleDrawer'));
const loadRequestCard = loadOnce(() => import('../../components/RequestCard'));
const loadNlp = loadOnce(() => import('./NlpFilters'));

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
const advancedComponent = retryable(() => loadAdvanced().then((module) => module.AdvancedFilters));
const nlpComponent = retryable(() => loadNlp().then((module) => module.NlpFilters));
const drawerComponent = retryable(() => loadDrawer().then((module) => module.ArticleDrawer));
const requestCardComponent = retryable(() => loadRequestCard().then((module) => module.RequestCard));

/** The request card, under the charts: its code (code blocks, copy buttons) follows the results. */
export function LazyRequestCard(props: RequestCardProps) {
  const Card = requestCardComponent();
  return (
    <Suspense fallback={null}>
      <Card {...props} />
    </Suspense>
  );
}

/**
 * The article drawer, its code (and the HTML sanitiser) loaded the first time an article is opened; it then
 * stays mounted, so it can slide out when closed.
 */
export function LazyArticleDrawer(props: ArticleDrawerProps) {
  const [needed, setNeeded] = useState(props.article !== undefined);
  if (props.article !== undefined && !needed) setNeeded(true);
  if (!needed) return null;
  const Drawer = drawerComponent();
  return (
    <Suspense fallback={null}>
      <Drawer {...props} />
    </Suspense>
  );
}

/** Starts loading a form section's code when the user heads for its control (hover, focus). */
export function preloadFilterSection(section: 'advanced' | 'nlp'): void {
  (section === 'advanced' ? loadAdvanced : loadNlp)().catch(() => undefined);
}

function SectionPlaceholder({ label }: { label: string }) {
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={label}>
      <Skeleton height={36} radius="sm" />
      <Skeleton height={36} radius="sm" />
    </Stack>
  );
}

export function LazyAdvancedFilters(props: FilterSectionProps) {
  const Advanced = advancedComponent();
  return (
    <Suspense fallback={<SectionPlaceholder label="Loading the advanced filters" />}>
      <Advanced {...props} />
    </Suspense>
  );
}

export function LazyNlpFilters(props: NlpFiltersProps) {
  const Nlp = nlpComponent();
  return (
    <Suspense fallback={<SectionPlaceholder label="Loading the NLP filters" />}>
      <Nlp {...props} />
    </Suspense>
  );
}

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
