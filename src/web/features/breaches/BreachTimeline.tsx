// The timeline card: events over time on the chosen date field, stacked by data type, with the date-field
// switch (and the interface's advice on which to use), the interval, and a brush whose days narrow the list.
import { Group, SegmentedControl, Stack, Text, VisuallyHidden } from '@mantine/core';
import { lazy, useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { BreachEvent } from '../../../contract/events';
import { ChartCard } from '../../components/ChartCard';
import type { ChartCardState } from '../../components/ChartCard';
import type { DateField, TimelineIntervalChoice } from './breaches-search';
import { dataTypeColors, dataTypeLabels } from './data-type-style';
import {
  autoInterval,
  brushIndexesOf,
  brushedDays,
  bucketLabel,
  dataTypeKeys,
  timeline,
  timelineSpan,
} from './event-stats';
import type { BrushIndexes, DayRange, TimelineInterval } from './event-stats';
import { BrushStatus } from './BrushStatus';
import { loadTimelineCode } from './timeline-code';
import type { TimelineChartProps, TimelineChartRow } from './TimelineChart';

// A failed load of the chart's code must not stick: the failing lazy component is replaced at once, so the
// chart card's Retry renders a fresh one that fetches the code again.
let TimelineChartCode: LazyExoticComponent<ComponentType<TimelineChartProps>>;
function loadTimelineChart() {
  TimelineChartCode = lazy(() =>
    loadTimelineCode()
      .then((module) => ({ default: module.TimelineChart }))
      .catch((error: unknown) => {
        loadTimelineChart();
        throw error;
      }),
  );
}
loadTimelineChart();

function LazyTimelineChart(props: TimelineChartProps) {
  const Chart = TimelineChartCode;
  return <Chart {...props} />;
}

export const dateFieldLabels: Record<DateField, string> = {
  extraction_date: 'Extraction date',
  event_date: 'Event date',
};

/** The usage advice of docs/spec/interface.md, "Search events", said where the choice is made. */
const dateFieldAdvice: Record<DateField, string> = {
  extraction_date: 'Extraction date: when the news reported the breach. Use it for new-breach alerts.',
  event_date:
    'Event date: when the breach happened. Use it for disclosure patterns; disclosure often lags, so keep the window wide.',
};

const intervalLabels: Record<TimelineInterval, string> = { day: 'day', week: 'week', month: 'month' };

export type TimelineSource =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; onRetry: () => void; retrying: boolean }
  | {
      status: 'ready';
      events: readonly BreachEvent[];
      /** Dimmed while the next filter set's answer is on its way. */
      stale: boolean;
    };

export interface BreachTimelineProps {
  source: TimelineSource;
  field: DateField;
  onFieldChange: (field: DateField) => void;
  intervalChoice: TimelineIntervalChoice;
  onIntervalChange: (choice: TimelineIntervalChoice) => void;
  /** The days the filter window covers (either side open), so the timeline shows the whole window. */
  filterWindow: { from?: string | null; to?: string | null };
  brush: DayRange | undefined;
  /** Undefined clears the brush. */
  onBrushChange: (days: DayRange | undefined) => void;
  /**
   * Called once the timeline shows its answer: its bars are on screen, or it has none to draw (empty,
   * failed). The page holds back its other charts until then, so they do not delay the bars.
   */
  onDrawn?: () => void;
}

/** How long the bars may take before the page's other charts stop waiting for them. */
const drawnWaitMs = 3000;

const chartHeight = 300;

export function BreachTimeline(props: BreachTimelineProps) {
  const {
    source,
    field,
    onFieldChange,
    intervalChoice,
    onIntervalChange,
    filterWindow,
    brush,
    onBrushChange,
    onDrawn,
  } = props;
  const events = source.status === 'ready' ? source.events : noEvents;

  const drawn = useMemo(() => {
    const span = timelineSpan(events, field, filterWindow);
    const interval: TimelineInterval =
      intervalChoice !== 'auto' ? intervalChoice : span ? autoInterval(span.from, span.to) : 'day';
    const { buckets, undated } = timeline(events, field, interval, span);
    const withYear = span !== null && span.from.slice(0, 4) !== span.to.slice(0, 4);
    const rows: TimelineChartRow[] = buckets.map((bucket) => ({
      label: bucketLabel(bucket, interval, withYear),
      total: bucket.total,
      ...bucket.counts,
    }));
    const dated = buckets.reduce((sum, bucket) => sum + bucket.total, 0);
    return { interval, buckets, rows, undated, dated };
  }, [events, field, filterWindow, intervalChoice]);

  const brushStart = brush?.from;
  const brushEnd = brush?.to;
  const brushIndexes = useMemo(
    () =>
      brushStart !== undefined && brushEnd !== undefined
        ? brushIndexesOf(drawn.buckets, { from: brushStart, to: brushEnd })
        : undefined,
    [drawn.buckets, brushStart, brushEnd],
  );
  const series = useMemo(
    () =>
      dataTypeKeys
        .filter((key) => key !== 'other' || drawn.buckets.some((bucket) => bucket.counts.other > 0))
        .map((key) => ({ name: key, label: dataTypeLabels[key], color: dataTypeColors[key] })),
    [drawn.buckets],
  );
  // One function for the chart's life (it is memoised), reading the latest buckets and handler.
  const latest = useRef({ buckets: drawn.buckets, onBrushChange });
  useLayoutEffect(() => {
    latest.current = { buckets: drawn.buckets, onBrushChange };
  });
  const onBrush = useCallback(
    (indexes: BrushIndexes) => latest.current.onBrushChange(brushedDays(latest.current.buckets, indexes)),
    [],
  );

  let state: ChartCardState;
  if (source.status === 'loading') state = { status: 'loading' };
  else if (source.status === 'error')
    state = { status: 'error', error: source.error, onRetry: source.onRetry, retrying: source.retrying };
  else if (drawn.dated === 0)
    state = {
      status: 'empty',
      title: 'Nothing to put on the timeline',
      description:
        events.length > 0
          ? `None of the ${events.length} events has an ${field === 'event_date' ? 'event date' : 'extraction date'}.`
          : 'No events match the filters.',
    };
  else state = { status: 'ready' };

  // The bars appear a few frames after the answer (the chart's code, then its measured layout): look for
  // them each frame, and give up waiting after drawnWaitMs.
  const chartArea = useRef<HTMLDivElement>(null);
  const stateStatus = state.status;
  useEffect(() => {
    if (!onDrawn || stateStatus === 'loading') return;
    if (stateStatus !== 'ready') return onDrawn();
    const started = performance.now();
    let frame = 0;
    const look = () => {
      const drawn = chartArea.current?.querySelector('.recharts-bar-rectangle') != null;
      if (drawn || performance.now() - started > drawnWaitMs) onDrawn();
      else frame = requestAnimationFrame(look);
    };
    frame = requestAnimationFrame(look);
    return () => cancelAnimationFrame(frame);
  }, [onDrawn, stateStatus]);

  const fieldName = dateFieldLabels[field].toLowerCase();
  return (
    <ChartCard
      title="Timeline"
      description={
        <>
          Events per {intervalLabels[drawn.interval]} by {fieldName}, stacked by data type; the date field
          applies to the filter window too. {dateFieldAdvice[field]}
        </>
      }
      height={chartHeight}
      state={state}
      controls={
        <Group gap="xs" justify="flex-end" wrap="wrap">
          <SegmentedControl
            size="xs"
            aria-label="Date field"
            value={field}
            onChange={(value) => onFieldChange(value as DateField)}
            data={[
              { value: 'extraction_date', label: dateFieldLabels.extraction_date },
              { value: 'event_date', label: dateFieldLabels.event_date },
            ]}
          />
          <SegmentedControl
            size="xs"
            aria-label="Timeline interval"
            value={intervalChoice}
            onChange={(value) => onIntervalChange(value as TimelineIntervalChoice)}
            data={[
              { value: 'auto', label: 'Auto' },
              { value: 'day', label: 'Day' },
              { value: 'week', label: 'Week' },
              { value: 'month', label: 'Month' },
            ]}
          />
        </Group>
      }
    >
      <Stack
        ref={chartArea}
        gap="xs"
        style={{ opacity: source.status === 'ready' && source.stale ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        <LazyTimelineChart
          rows={drawn.rows}
          series={series}
          height={chartHeight}
          label={`Breach events per ${intervalLabels[drawn.interval]} by ${fieldName}`}
          brush={brushIndexes}
          onBrush={onBrush}
        />
        <Text size="xs" c="dimmed">
          Drag the handles under the chart, or click a bar, to narrow the list to those days.
        </Text>
        <TimelineTable rows={drawn.rows} series={series} interval={drawn.interval} />
      </Stack>
      <TimelineFootnotes
        undated={drawn.undated}
        field={field}
        brush={brush}
        onClear={() => onBrushChange(undefined)}
      />
    </ChartCard>
  );
}

const noEvents: readonly BreachEvent[] = [];

function TimelineFootnotes({
  undated,
  field,
  brush,
  onClear,
}: {
  undated: number;
  field: DateField;
  brush: DayRange | undefined;
  onClear: () => void;
}) {
  if (undated === 0 && !brush) return null;
  return (
    <Stack gap={4} mt="xs">
      {undated > 0 && (
        <Text size="xs" c="dimmed">
          {undated} event{undated === 1 ? ' has' : 's have'} no {dateFieldLabels[field].toLowerCase()}: not on
          the timeline{brush ? ', and left out while it is brushed' : ''}.
        </Text>
      )}
      {brush && <BrushStatus brush={brush} onClear={onClear} />}
    </Stack>
  );
}

/** The timeline's numbers as a table for screen readers. */
function TimelineTable({
  rows,
  series,
  interval,
}: {
  rows: readonly TimelineChartRow[];
  series: readonly { name: string; label: string }[];
  interval: TimelineInterval;
}) {
  return (
    <VisuallyHidden>
      <table>
        <caption>Breach events per {intervalLabels[interval]}</caption>
        <thead>
          <tr>
            <th scope="col">{interval === 'day' ? 'Day' : interval === 'week' ? 'Week of' : 'Month'}</th>
            {series.map((spec) => (
              <th scope="col" key={spec.name}>
                {spec.label}
              </th>
            ))}
            <th scope="col">All</th>
          </tr>
        </thead>
        <tbody>
          {rows
            .filter((row) => row.total > 0)
            .map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {series.map((spec) => (
                  <td key={spec.name}>{row[spec.name]}</td>
                ))}
                <td>{row.total}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
