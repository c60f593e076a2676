// The event list: one card per event (company, dates, data type, impacted, data, summary), new ones marked,
// paged in the browser; expanding an event shows its source articles and the evidence for its fields.
// Exports what is listed.
import {
  Alert,
  Badge,
  Button,
  Card,
  Collapse,
  Group,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { memo, useCallback, useEffect, useId, useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import type { BreachEvent } from '../../../contract/events';
import { DateTime } from '../../components/DateTime';
import { EmptyState } from '../../components/EmptyState';
import { ErrorPanel } from '../../components/ErrorPanel';
import { EventEvidence } from '../../components/EventEvidence';
import { CompanyLink } from '../../components/CompanyLink';
import { WatchButton } from '../../components/WatchButton';
import { AlertIcon } from '../../components/icons';
import { isNewerThan } from '../../lib/breach-visits';
import { isEventNew } from '../../lib/watchlists';
import type { WatchedEvents } from '../../lib/watchlists';
import { dataTypeBadgeColor, dataTypeLabels } from './data-type-style';
import { dataTypeOf, disclosureLagDays } from './event-stats';
import type { DayRange } from './event-stats';
import { BrushStatus } from './BrushStatus';
import { EventArticles, eventArticleList, useNamedEvent } from './EventArticles';
import { EventExportButtons } from './EventExportButtons';
import { shownEventPage } from './event-page';

export const eventsPerPage = 20;
/** Cards drawn while the page's main chart is still drawing: more than the first screen holds. */
export const eventsBeforeTimeline = 4;

const notWatched: WatchedEvents = { covered: new Set(), unseen: new Set() };

export type ListSource =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; onRetry: () => void; retrying: boolean }
  | {
      status: 'ready';
      /** The events listed: filtered, brushed, in order. */
      events: readonly BreachEvent[];
      /** Events in the answer. */
      answered: number;
      /** The answer held the interface's maximum, so older events may be missing. */
      capped: boolean;
      /** Dimmed while the next filter set's answer is on its way. */
      stale: boolean;
    };

export interface BreachEventListProps {
  source: ListSource;
  page: number;
  onPageChange: (page: number) => void;
  expandedId: string | undefined;
  onToggle: (eventId: string) => void;
  openArticleId: string | undefined;
  onOpenArticle: (eventId: string, articleId: string) => void;
  /** Events extracted after this are marked new; null on a first visit. */
  previousVisit: Date | null;
  /** Events watchlists follow are marked by the server's unseen instead (lib/watchlists.ts, isEventNew). */
  watched?: WatchedEvents;
  brush: DayRange | undefined;
  onClearBrush: () => void;
  onResetFilters: () => void;
  /**
   * While true, only the page's first eventsBeforeTimeline cards render (the rest are below the fold): the
   * timeline's bars come first, then the rest of the page.
   */
  holdBack?: boolean;
  /** The listed events with their attached articles, for the export (see EventExportButtons). */
  loadFullEvents: (listed: readonly BreachEvent[]) => Promise<readonly BreachEvent[]>;
}

export function BreachEventList(props: BreachEventListProps) {
  const { source, page, onPageChange, brush, onClearBrush } = props;
  const events = source.status === 'ready' ? source.events : [];
  const pages = Math.max(1, Math.ceil(events.length / eventsPerPage));
  // A link to one event (a feed entry, a watchlist item) opens on the page that holds it.
  const shownPage = shownEventPage(events, eventsPerPage, page, props.expandedId);
  const pageStart = (shownPage - 1) * eventsPerPage;
  const shown = events.slice(
    pageStart,
    pageStart + (props.holdBack ? Math.min(eventsBeforeTimeline, eventsPerPage) : eventsPerPage),
  );
  // Callbacks that stay the same for the list's life, reading the latest props: the memoised items then
  // re-render only when their own event, mark or expansion changes, not on every render of the page.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  // The event a link named when the page opened is scrolled into view once, when its card first shows.
  const listRef = useRef<HTMLDivElement>(null);
  const scrollTarget = useRef(props.expandedId);
  useEffect(() => {
    const target = scrollTarget.current;
    if (target === undefined || !shown.some((event) => event.id === target)) return;
    scrollTarget.current = undefined;
    const cards = listRef.current?.querySelectorAll<HTMLElement>('[data-event-id]') ?? [];
    const card = [...cards].find((element) => element.dataset['eventId'] === target);
    // jsdom has no scrollIntoView.
    card?.scrollIntoView?.({ block: 'start' });
  });
  const toggle = useCallback((eventId: string) => latest.current.onToggle(eventId), []);
  const openArticle = useCallback(
    (eventId: string, articleId: string) => latest.current.onOpenArticle(eventId, articleId),
    [],
  );

  return (
    <Card component="section" aria-labelledby="breaches-events-title">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Group gap="sm">
          <Title order={2} size="h4" id="breaches-events-title">
            Events
          </Title>
          {source.status === 'ready' ? (
            <Badge size="lg" variant="light" aria-live="polite">
              {events.length === source.answered
                ? `${source.answered} event${source.answered === 1 ? '' : 's'}`
                : `${events.length} of ${source.answered} events`}
            </Badge>
          ) : source.status === 'loading' ? (
            <Skeleton height={26} width={90} radius="xl" />
          ) : null}
        </Group>
        <EventExportButtons events={events} loadFull={props.loadFullEvents} />
      </Group>

      {source.status === 'ready' && source.capped && (
        <Alert color="orange" variant="light" icon={<AlertIcon />} mb="sm" title="Only the first 1000 events">
          The interface answers at most 1000 events per request, and this answer holds that many: events with
          older event dates may be missing. Narrow the filters or the date window to see them all.
        </Alert>
      )}
      {brush && (
        <Paper withBorder p="xs" mb="sm">
          <BrushStatus brush={brush} onClear={onClearBrush} />
        </Paper>
      )}

      {source.status === 'error' ? (
        <ErrorPanel error={source.error} onRetry={source.onRetry} retrying={source.retrying} />
      ) : source.status === 'loading' ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading events">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={120} radius="md" />
          ))}
        </Stack>
      ) : events.length === 0 ? (
        <EmptyState
          title={source.answered === 0 ? 'No breach events match' : 'No events in the brushed days'}
          description={
            source.answered === 0
              ? 'Widen the date window (disclosure often lags the breach) or loosen the filters.'
              : `The answer holds ${source.answered} events, none of them in the days chosen on the timeline.`
          }
          action={
            source.answered === 0 ? (
              <Button variant="light" onClick={props.onResetFilters}>
                Reset filters
              </Button>
            ) : (
              <Button variant="light" onClick={onClearBrush}>
                Clear brush
              </Button>
            )
          }
        />
      ) : (
        <Stack
          ref={listRef}
          gap="sm"
          style={{ opacity: source.stale ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          {shown.map((event) => (
            <EventItem
              key={event.id}
              event={event}
              isNew={isEventNew(
                event.id,
                props.previousVisit !== null && isNewerThan(event, props.previousVisit),
                props.watched ?? notWatched,
              )}
              expanded={props.expandedId === event.id}
              onToggle={toggle}
              // Only the expanded event shows articles: the others need not re-render when one opens.
              openArticleId={props.expandedId === event.id ? props.openArticleId : undefined}
              onOpenArticle={openArticle}
            />
          ))}
        </Stack>
      )}

      {pages > 1 && (
        <Group justify="center" mt="md">
          <Pagination
            total={pages}
            value={shownPage}
            onChange={onPageChange}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
          />
        </Group>
      )}
    </Card>
  );
}

interface EventItemProps {
  event: BreachEvent;
  isNew: boolean;
  expanded: boolean;
  onToggle: (eventId: string) => void;
  openArticleId: string | undefined;
  onOpenArticle: (eventId: string, articleId: string) => void;
}

/** Memoised (with stable callbacks from the list): a page of cards is most of the list's render. */
const EventItem = memo(function EventItem({
  event,
  isNew,
  expanded,
  onToggle,
  openArticleId,
  onOpenArticle,
}: EventItemProps) {
  const titleId = useId();
  const panelId = useId();
  const details = event.data_breach;
  const dataType = dataTypeOf(event);
  const lag = disclosureLagDays(event);
  const articleCount = eventArticleList(event).length;
  const company = event.company_name || 'Company not named';

  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      withBorder
      p="md"
      data-event-id={event.id}
      data-new={isNew || undefined}
      style={isNew ? { borderLeft: '4px solid var(--mantine-color-orange-6)' } : undefined}
    >
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Title order={3} size="h5" id={titleId}>
            {event.company_name ? <CompanyLink name={event.company_name} inherit /> : company}
          </Title>
          <Badge color={dataTypeBadgeColor(dataType)} variant="light">
            {details?.data_type ? details.data_type : dataTypeLabels.other}
          </Badge>
          {isNew && (
            <Badge color="orange" variant="filled" title="Extracted after your last visit">
              New
            </Badge>
          )}
        </Group>
        {details?.title && (
          <Text size="sm" c="dimmed">
            {details.title}
          </Text>
        )}
        <Group gap="lg" wrap="wrap" align="flex-start">
          <Field label="Breach (event date)">
            <DateTime size="sm" value={event.event_date} precision="date" fallback="Not known" />
          </Field>
          <Field label="Extracted">
            <DateTime size="sm" value={event.extraction_date} />
          </Field>
          {lag !== null && (
            <Field label="Disclosure lag">
              <Text size="sm">
                {lag} day{lag === 1 || lag === -1 ? '' : 's'}
              </Text>
            </Field>
          )}
          {details?.impacted && details.impacted.length > 0 && (
            <Field label="Impacted">
              <Group gap={4}>
                {details.impacted.map((group) => (
                  <Badge key={group} size="sm" variant="outline" color="gray" tt="none">
                    {group}
                  </Badge>
                ))}
              </Group>
            </Field>
          )}
        </Group>
        {details?.data && (
          <Text size="sm">
            <Text span fw={600}>
              Data:{' '}
            </Text>
            {details.data}
          </Text>
        )}
        {details?.summary && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {details.summary}
          </Text>
        )}
        <Group>
          <Button
            size="compact-sm"
            variant="subtle"
            aria-expanded={expanded}
            aria-controls={panelId}
            onClick={() => onToggle(event.id)}
          >
            {expanded ? 'Hide' : 'Show'} {articleCount} source article{articleCount === 1 ? '' : 's'}
          </Button>
          {event.company_name && (
            <WatchButton
              rule={{ kind: 'breach', companies: [event.company_name] }}
              label={`Watch ${event.company_name}`}
              size="compact-sm"
            />
          )}
        </Group>
        <Collapse expanded={expanded} id={panelId}>
          {expanded && (
            <Stack gap="md">
              <EventArticles
                event={event}
                openArticleId={openArticleId}
                onOpen={(articleId) => onOpenArticle(event.id, articleId)}
              />
              <NamedEventEvidence event={event} />
            </Stack>
          )}
        </Collapse>
      </Stack>
    </Paper>
  );
});

/** The evidence panel, with the event's articles named when the answer left them out (to link them). */
function NamedEventEvidence({ event }: { event: BreachEvent }) {
  return <EventEvidence event={useNamedEvent(event)} />;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {children}
    </div>
  );
}
