// The parts of the Authors page that the first results do not need, loaded as chunks of their own: the
// charts under the results, the profile tab, and the form's Advanced and NLP sections (closed by default).
// The results card paints without waiting for their code.
// A failed load (a network blip) is not kept: a later render asks for the code again.
import { Card, Skeleton, Stack, Title } from '@mantine/core';
import { Suspense, useState } from 'react';
import type { ArticleDrawerProps } from '../../components/ArticleDrawer';
import { codeLoad, lazyComponent } from '../../lib/code-load';
import type { RequestCardProps } from '../../components/RequestCard';
import type { AuthorsChartsProps } from './AuthorsCharts';
import type { FilterSectionProps, NlpFiltersProps } from './NlpFilters';
import type { AuthorProfileProps } from './profile/AuthorProfile';

// One shared load per part (codeLoad), and a lazy component per part whose failed load is asked for again
// on a later render (lazyComponent), as on the other pages.
const charts = codeLoad(() => import('./AuthorsCharts'));
const profile = codeLoad(() => import('./profile/AuthorProfile'));
const advanced = codeLoad(() => import('./AdvancedFilters'));
const nlp = codeLoad(() => import('./NlpFilters'));

/** Starts loading the profile tab's code (the route's loader, when the URL opens that tab). */
export const preloadAuthorProfile = profile.preload;

const ChartsCode = lazyComponent(() => charts.load().then((module) => module.AuthorsCharts));
const ProfileCode = lazyComponent(() => profile.load().then((module) => module.AuthorProfile));
const AdvancedCode = lazyComponent(() => advanced.load().then((module) => module.AdvancedFilters));
const NlpCode = lazyComponent(() => nlp.load().then((module) => module.NlpFilters));
const DrawerCode = lazyComponent(() =>
  import('../../components/ArticleDrawer').then((module) => module.ArticleDrawer),
);
const RequestCardCode = lazyComponent(() =>
  import('../../components/RequestCard').then((module) => module.RequestCard),
);

/** The request card, under the charts: its code (code blocks, copy buttons) follows the results. */
export function LazyRequestCard(props: RequestCardProps) {
  return (
    <Suspense fallback={null}>
      <RequestCardCode {...props} />
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
  return (
    <Suspense fallback={null}>
      <DrawerCode {...props} />
    </Suspense>
  );
}

/** Starts loading a form section's code when the user heads for its control (hover, focus). */
export function preloadFilterSection(section: 'advanced' | 'nlp'): void {
  (section === 'advanced' ? advanced : nlp).preload();
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
  return (
    <Suspense fallback={<SectionPlaceholder label="Loading the advanced filters" />}>
      <AdvancedCode {...props} />
    </Suspense>
  );
}

export function LazyNlpFilters(props: NlpFiltersProps) {
  return (
    <Suspense fallback={<SectionPlaceholder label="Loading the NLP filters" />}>
      <NlpCode {...props} />
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
  return (
    <Suspense fallback={<ChartsPlaceholder />}>
      <ChartsCode {...props} />
    </Suspense>
  );
}

export function LazyAuthorProfile(props: AuthorProfileProps) {
  return (
    <Suspense
      fallback={
        <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the profile">
          <Skeleton height={120} radius="md" />
          <Skeleton height={240} radius="md" />
        </Stack>
      }
    >
      <ProfileCode {...props} />
    </Suspense>
  );
}
