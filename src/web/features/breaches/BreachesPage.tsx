// The Breaches page: data-breach events of one filter set (fetched once, at most 1000), on a timeline whose
// brush narrows the list, with distributions, the events new since this browser's last visit, source
// articles, export and the request. Everything on screen comes from the URL.
import { Card, Grid, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { BreachEvent } from '../../../contract/events';
import type { ProfileId } from '../../../contract/profiles';
import {
  breachVisits,
  eventsPerAnswerLimit,
  lastVisitOf,
  recordBreachesVisit,
} from '../../lib/breach-visits';
import { lazyComponent } from '../../lib/code-load';
import { formatLocalDate } from '../../lib/dates';
import { useCurrentProfile, useProfiles } from '../../lib/profile';
import { isEventNew, useWatchedEvents } from '../../lib/watchlists';
import { BreachCharts } from './BreachCharts';
import type { ChartsSource } from './BreachCharts';
import { BreachEventList } from './BreachEventList';
import type { ListSource } from './BreachEventList';
import { BreachFiltersForm, defaultFilters } from './BreachFiltersForm';
import { attachesArticles, breachesApiRequest, filtersOf } from './breaches-search';
import type { BreachesSearch } from './breaches-search';
import { BreachTimeline } from './BreachTimeline';
import type { TimelineSource } from './BreachTimeline';
import { openedArticleIds } from './opened-articles';
import { withAttachedArticles } from './event-export';
import { drawnWindow, eventsInDays, eventsNewerThan, sortEvents } from './event-stats';
import type { DayRange } from './event-stats';
import { breachesQueries } from './queries';

export interface BreachesPageProps {
  search: BreachesSearch;
  /** Merges `update` into the URL's search params; undefined values are removed. */
  onSearchChange: (update: Partial<BreachesSearch>, options?: { replace?: boolean }) => void;
}

export function BreachesPage(props: BreachesPageProps) {
  const profile = useCurrentProfile();
  // Each profile has its own events and its own last visit: a switch starts the page afresh.
  return <BreachesView key={profile} profile={profile} {...props} />;
}

// Below the fold or opened on demand: their code (code blocks, the HTML sanitiser) follows the events.
const LazyRequestCard = lazyComponent(() =>
  import('../../components/RequestCard').then((module) => module.RequestCard),
);
const LazyArticleDrawer = lazyComponent(() =>
  import('../../components/ArticleDrawer').then((module) => module.ArticleDrawer),
);

const noEvents: readonly BreachEvent[] = [];
const loadingCharts: ChartsSource = { status: 'loading' };

/** The brushed days in the URL, when both sides are there (in either order). */
function brushOf(search: Pick<BreachesSearch, 'brush_from' | 'brush_to'>): DayRange | undefined {
  const { brush_from: from, brush_to: to } = search;
  if (from === undefined || to === undefined) return undefined;
  return from <= to ? { from, to } : { from: to, to: from };
}

function BreachesView({ profile, search, onSearchChange }: BreachesPageProps & { profile: ProfileId }) {
  // The last visit as it was when the page opened: this visit is recorded at once (so the navigation's
  // count clears), but what was new when the page opened stays marked until the page is left.
  const [previousVisit] = useState(() => lastVisitOf(breachVisits.get(), profile));
  useEffect(() => recordBreachesVisit(profile), [profile]);
  const [openedAt] = useState(() => new Date());

  const filters = filtersOf(search);
  const field = search.date_field;
  // Whether the answer brings the articles depends on the profile's kind: ask once the list is known (as
  // the route's loader does), so the page and the loader share one request.
  const profiles = useProfiles();
  const attachArticles = attachesArticles(profiles.data?.profiles.find((each) => each.id === profile)?.kind);
  const result = useQuery({
    ...breachesQueries.events(profile, filters, attachArticles),
    enabled: !profiles.isPending,
  });
  const fetched = result.data?.events ?? noEvents;

  // Events a watchlist follows are new while unseen there (shared by every browser); the others by the last visit.
  const watched = useWatchedEvents(profile);
  const newEvents = useMemo(() => {
    const sinceVisit = new Set(previousVisit ? eventsNewerThan(fetched, previousVisit) : noEvents);
    return fetched.filter((event) => isEventNew(event.id, sinceVisit.has(event), watched));
  }, [fetched, previousVisit, watched]);
  const onlyNew = search.only_new && (previousVisit !== null || watched.covered.size > 0);
  const base = onlyNew ? newEvents : fetched;
  const brush = brushOf(search);
  const brushFrom = brush?.from;
  const brushTo = brush?.to;
  const listed = useMemo(() => {
    const narrowed =
      brushFrom !== undefined && brushTo !== undefined
        ? eventsInDays(base, field, { from: brushFrom, to: brushTo })
        : base;
    return sortEvents(narrowed, field);
  }, [base, field, brushFrom, brushTo]);
  const filterWindow = useMemo(
    () => drawnWindow({ from: search.from, to: search.to }, openedAt),
    [search.from, search.to, openedAt],
  );

  const failure = result.isError
    ? {
        status: 'error' as const,
        error: result.error,
        onRetry: () => void result.refetch(),
        retrying: result.isFetching,
      }
    : null;
  const loaded = result.data !== undefined;
  const stale = result.isPlaceholderData;
  // The same objects while their events are the same, so the memoised timeline and charts are not redrawn.
  const readyTimeline = useMemo<TimelineSource>(
    () => (loaded ? { status: 'ready', events: base, stale } : { status: 'loading' }),
    [loaded, base, stale],
  );
  const chartsSource = useMemo<ChartsSource>(
    () => (loaded ? { status: 'ready', events: listed } : { status: 'loading' }),
    [loaded, listed],
  );
  // The list renders first; the charts follow in a deferred render that yields to input and to the
  // requests the list's commit starts (an open event's articles), instead of holding them all back.
  const shownTimeline = useDeferredValue(readyTimeline);
  const shownCharts = useDeferredValue(chartsSource);
  // The timeline is the page's main chart: the distributions beside the list, and the list's cards below
  // the fold, wait until its bars are on screen (once), so their drawing does not hold the bars back.
  const [timelineDrawn, setTimelineDrawn] = useState(false);
  const onTimelineDrawn = useCallback(() => setTimelineDrawn(true), []);
  const sideCharts: ChartsSource = timelineDrawn ? shownCharts : loadingCharts;
  const timelineSource: TimelineSource = failure ?? shownTimeline;
  const listSource: ListSource =
    failure ??
    (result.data
      ? {
          status: 'ready',
          events: listed,
          answered: fetched.length,
          capped: fetched.length >= eventsPerAnswerLimit,
          stale: result.isPlaceholderData,
        }
      : { status: 'loading' });

  // The export's full answer (with the attached articles): asked for only when an export needs it.
  const queryClient = useQueryClient();
  const loadFullEvents = async (listed: readonly BreachEvent[]) => {
    const full = await queryClient.fetchQuery(breachesQueries.events(profile, filters, true));
    return withAttachedArticles(listed, full.events);
  };

  const drawer = useDrawerArticle(profile, search, fetched, result.data !== undefined);
  // The drawer mounts the first time an article is named, then stays, so it can slide out when closed.
  const [drawerNeeded, setDrawerNeeded] = useState(search.article !== undefined);
  if (search.article !== undefined && !drawerNeeded) setDrawerNeeded(true);
  const setBrush = (days: DayRange | undefined) =>
    onSearchChange({
      brush_from: days?.from,
      brush_to: days?.to,
      page: 1,
      event: undefined,
      article: undefined,
    });

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>Breaches</Title>
        <Text c="dimmed">
          Data-breach events extracted from news: when they surfaced, what leaked, who was affected.
        </Text>
      </div>

      <NewSinceVisit
        previousVisit={previousVisit}
        watching={watched.covered.size > 0}
        newCount={result.data ? newEvents.length : null}
        onlyNew={search.only_new}
        onOnlyNewChange={(value) =>
          onSearchChange({ only_new: value, page: 1, event: undefined, article: undefined })
        }
      />

      <Card>
        <BreachFiltersForm
          // New filters from the URL (back/forward, a shared link, Reset) restart the draft.
          key={JSON.stringify({ ...filters, date_field: undefined })}
          applied={filters}
          dateField={field}
          busy={result.isFetching}
          onApply={(applied) => onSearchChange({ ...applied, page: 1, event: undefined, article: undefined })}
        />
      </Card>

      <BreachTimeline
        source={timelineSource}
        field={field}
        onFieldChange={(dateField) =>
          // The brush chose days of the other field: it does not carry over.
          onSearchChange({
            date_field: dateField,
            brush_from: undefined,
            brush_to: undefined,
            page: 1,
            event: undefined,
            article: undefined,
          })
        }
        intervalChoice={search.interval}
        onIntervalChange={(interval) => onSearchChange({ interval }, { replace: true })}
        filterWindow={filterWindow}
        brush={brush}
        onBrushChange={setBrush}
        onDrawn={onTimelineDrawn}
      />

      <Grid gap="md">
        <Grid.Col span={{ base: 12, xl: failure ? 12 : 8 }}>
          <BreachEventList
            source={listSource}
            page={search.page}
            onPageChange={(page) => onSearchChange({ page, event: undefined, article: undefined })}
            expandedId={search.event}
            onToggle={(eventId) =>
              onSearchChange(
                { event: search.event === eventId ? undefined : eventId, article: undefined },
                { replace: true },
              )
            }
            openArticleId={search.article}
            onOpenArticle={(eventId, articleId) => onSearchChange({ event: eventId, article: articleId })}
            previousVisit={previousVisit}
            watched={watched}
            brush={brush}
            onClearBrush={() => setBrush(undefined)}
            onResetFilters={() =>
              onSearchChange({ ...defaultFilters, page: 1, event: undefined, article: undefined })
            }
            holdBack={!timelineDrawn}
            loadFullEvents={loadFullEvents}
          />
        </Grid.Col>
        {/* A failed request is explained by the timeline and the list; charts would only repeat it. */}
        {!failure && (
          <Grid.Col span={{ base: 12, xl: 4 }}>
            <BreachCharts source={sideCharts} />
          </Grid.Col>
        )}
      </Grid>

      {/* After the bars: its code would otherwise share the connections with the chart code and the events. */}
      {timelineDrawn && (
        <Suspense fallback={null}>
          <LazyRequestCard
            request={breachesApiRequest(filters, attachArticles)}
            description={
              <>
                One request per filter set; the timeline, brush, charts, paging and &ldquo;only new&rdquo;
                work on its answer in the browser.
              </>
            }
          />
        </Suspense>
      )}

      {drawerNeeded && (
        <Suspense fallback={null}>
          <LazyArticleDrawer article={drawer} onClose={() => onSearchChange({ article: undefined })} />
        </Suspense>
      )}
    </Stack>
  );
}

/**
 * The article open in the drawer, once looked up. With its event expanded, the lookup is the one that
 * event's articles already made (one cache entry); a link to an article alone looks up just that one.
 */
function useDrawerArticle(
  profile: ProfileId,
  search: Pick<BreachesSearch, 'event' | 'article'>,
  events: readonly BreachEvent[],
  eventsLoaded: boolean,
) {
  const ids = search.article ? openedArticleIds(events, search.event, search.article) : [];
  const lookup = useQuery({
    ...breachesQueries.articles(profile, ids),
    // Wait for the events when an event is named, or the article would be looked up twice.
    enabled: ids.length > 0 && (search.event === undefined || eventsLoaded),
  });
  return search.article ? lookup.data?.articles.find((article) => article.id === search.article) : undefined;
}

interface NewSinceVisitProps {
  previousVisit: Date | null;
  /** Some listed events are followed by a watchlist: those are new while unseen there. */
  watching: boolean;
  /** New events among those fetched; null while they load. */
  newCount: number | null;
  onlyNew: boolean;
  onOnlyNewChange: (onlyNew: boolean) => void;
}

function NewSinceVisit({ previousVisit, watching, newCount, onlyNew, onOnlyNewChange }: NewSinceVisitProps) {
  if (previousVisit === null && !watching) {
    return (
      <Text size="sm" c="dimmed">
        Your first visit from this browser: next time, events extracted after now are marked new.
      </Text>
    );
  }
  return (
    <Paper withBorder p="sm" aria-label="New since your last visit" component="section">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm">
          <Text span fw={700} c={newCount ? 'orange' : undefined}>
            {newCount === null ? '…' : newCount} new
          </Text>{' '}
          {previousVisit
            ? `since your last visit on ${formatLocalDate(previousVisit)}`
            : 'in your watchlists'}
          {newCount ? ', marked below' : ''}.
          {watching &&
            ' Events your watchlists follow count as new until you open the watchlist, in every browser.'}
        </Text>
        <Switch
          label="Only new events"
          checked={onlyNew}
          onChange={(event) => onOnlyNewChange(event.currentTarget.checked)}
        />
      </Group>
    </Paper>
  );
}
