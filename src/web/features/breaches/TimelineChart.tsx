// The breach timeline drawn with @mantine/charts (recharts): bars per day/week/month stacked by data type,
// a brush under it to choose days, and a click on a bar to choose that bar's days. Only ever imported
// lazily (see BreachTimeline), so the chart library never lands in the entry or the page's first chunk.
import '@mantine/charts/styles.css';
import { BarChart, ChartBrush } from '@mantine/charts';
import type { MantineColor } from '@mantine/core';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { Bar, BarChart as PanoramaChart } from 'recharts';
import type { BrushIndexes } from './event-stats';

export interface TimelineChartRow {
  /** Axis label, distinct per row. */
  label: string;
  total: number;
  [series: string]: string | number;
}

export interface TimelineChartProps {
  rows: readonly TimelineChartRow[];
  series: readonly { name: string; label: string; color: MantineColor }[];
  height: number;
  /** What the chart shows, for screen readers. */
  label: string;
  /** The brushed rows, or undefined for all of them. */
  brush: BrushIndexes | undefined;
  /** A new brush position, once the user has settled on it. */
  onBrush: (indexes: BrushIndexes) => void;
}

/** Keyboard moves of a brush handle arrive one step at a time: wait this long for the last before applying. */
const settleMs = 400;

const countFormat = new Intl.NumberFormat();
const countFormatter = (value: number) => countFormat.format(value);

/** Memoised: the page re-renders for its status and URL, and redrawing every bar each time is most of its work. */
export const TimelineChart = memo(function TimelineChart({
  rows,
  series,
  height,
  label,
  brush,
  onBrush,
}: TimelineChartProps) {
  const settleTimer = useRef<number | undefined>(undefined);
  // A drag of the brush ends with a click on the chart: that click must not choose the bar under the pointer.
  const pressedInBrush = useRef(false);
  // While the pointer drags the brush, its end applies the brush (onDragEnd), not the moves on the way.
  const draggingBrush = useRef(false);
  useEffect(() => {
    const release = () => {
      draggingBrush.current = false;
    };
    window.addEventListener('pointerup', release, true);
    return () => {
      window.removeEventListener('pointerup', release, true);
      window.clearTimeout(settleTimer.current);
    };
  }, []);

  const applySoon = (indexes: BrushIndexes) => {
    window.clearTimeout(settleTimer.current);
    if (draggingBrush.current) return;
    settleTimer.current = window.setTimeout(() => onBrush(indexes), settleMs);
  };
  const applyNow = (indexes: BrushIndexes) => {
    window.clearTimeout(settleTimer.current);
    onBrush(indexes);
  };

  // recharts names the brush handles after each row's `name` ("Min value: 3 Nov, Max value: 9 Nov").
  const data = useMemo(() => rows.map((row) => ({ ...row, name: row.label })), [rows]);
  const lastIndex = rows.length - 1;
  const startIndex = brush?.startIndex ?? 0;
  const endIndex = brush?.endIndex ?? lastIndex;
  // recharts' Brush takes in only one changed end per update when both are controlled (Clear, Back, a
  // dragged slide), and a rebuilt Brush reads the chart's stale indexes: the whole chart is rebuilt then.
  // A handle moved alone (also by keyboard) keeps the chart, and the handle its focus.
  const [shownIndexes, setShownIndexes] = useState({ startIndex, endIndex });
  const [brushGeneration, setBrushGeneration] = useState(0);
  if (shownIndexes.startIndex !== startIndex || shownIndexes.endIndex !== endIndex) {
    setShownIndexes({ startIndex, endIndex });
    if (shownIndexes.startIndex !== startIndex && shownIndexes.endIndex !== endIndex)
      setBrushGeneration((generation) => generation + 1);
  }

  return (
    <div
      role="figure"
      aria-label={label}
      onPointerDownCapture={(event) => {
        pressedInBrush.current =
          event.target instanceof Element && event.target.closest('.recharts-brush') !== null;
        draggingBrush.current = pressedInBrush.current;
      }}
    >
      <BarChart
        // A new number of bars also rebuilds it: the Brush would otherwise scale its handles by stale indexes.
        key={`${brushGeneration}-${rows.length}`}
        h={height}
        data={data}
        dataKey="label"
        type="stacked"
        series={series.map((spec) => ({ ...spec }))}
        valueFormatter={countFormatter}
        withLegend
        legendProps={{ verticalAlign: 'top' }}
        tickLine="none"
        gridAxis="x"
        yAxisProps={{ allowDecimals: false }}
        xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 16 }}
        maxBarWidth={40}
        barChartProps={{
          style: { cursor: 'pointer' },
          onClick: (state) => {
            if (pressedInBrush.current) return;
            const index = rows.findIndex((row) => row.label === state.activeLabel);
            // An empty bar has nothing to narrow the list to.
            if (index >= 0 && rows[index]!.total > 0) applyNow({ startIndex: index, endIndex: index });
          },
        }}
      >
        {rows.length > 1 && (
          <ChartBrush
            dataKey="label"
            startIndex={startIndex}
            endIndex={endIndex}
            onChange={applySoon}
            onDragEnd={applyNow}
            height={44}
            travellerWidth={12}
            tickFormatter={(_value: unknown, index: number) => rows[index]?.label ?? ''}
          >
            {/* A small overview of every bar inside the brush, so the whole timeline stays in view while zoomed. */}
            <PanoramaChart>
              <Bar dataKey="total" fill="var(--mantine-color-gray-5)" isAnimationActive={false} />
            </PanoramaChart>
          </ChartBrush>
        )}
      </BarChart>
    </div>
  );
});
