// The app's charts on @mantine/charts (recharts): explicit heights, value formatters and readable axes.
// Only ever imported lazily (see ../LazyCharts), so neither library lands in the entry or a page's first chunk.
import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import type { MantineColor } from '@mantine/core';

export type ChartRow = Record<string, string | number | null>;

export interface ChartSeriesSpec {
  /** Key of the value in each row. */
  name: string;
  label: string;
  color: MantineColor;
}

interface CommonChartProps {
  data: readonly ChartRow[];
  /** Key of each row's category (bar) or x value (line). */
  indexKey: string;
  series: readonly ChartSeriesSpec[];
  height: number;
  /** What the chart shows, for screen readers. */
  label: string;
  valueFormatter?: (value: number) => string;
}

export interface BarChartViewProps extends CommonChartProps {
  /** Bars growing to the right, categories down the left: for long category names. */
  horizontal?: boolean;
  /** Width of the category axis when horizontal. */
  categoryWidth?: number;
  /** The series stacked in one bar per category (parts of a whole, e.g. topics per week), not side by side. */
  stacked?: boolean;
}

const countFormat = new Intl.NumberFormat();
const countFormatter = (value: number) => countFormat.format(value);

export function BarChartView({
  data,
  indexKey,
  series,
  height,
  label,
  valueFormatter = countFormatter,
  horizontal = false,
  categoryWidth = 150,
  stacked = false,
}: BarChartViewProps) {
  return (
    <div role="figure" aria-label={label}>
      <BarChart
        h={height}
        data={[...data]}
        dataKey={indexKey}
        series={series.map((spec) => ({ ...spec }))}
        orientation={horizontal ? 'vertical' : 'horizontal'}
        type={stacked ? 'stacked' : 'default'}
        valueFormatter={valueFormatter}
        withLegend={series.length > 1}
        tickLine="none"
        gridAxis={horizontal ? 'x' : 'y'}
        yAxisProps={horizontal ? { width: categoryWidth, interval: 0 } : { allowDecimals: false }}
        xAxisProps={horizontal ? { allowDecimals: false } : { interval: 'preserveStartEnd' }}
        maxBarWidth={48}
      />
    </div>
  );
}

export interface LineChartViewProps extends CommonChartProps {
  /** Fixed value axis, e.g. [-1, 1] for sentiment. */
  valueDomain?: [number, number];
}

export function LineChartView({
  data,
  indexKey,
  series,
  height,
  label,
  valueFormatter = countFormatter,
  valueDomain,
}: LineChartViewProps) {
  return (
    <div role="figure" aria-label={label}>
      <LineChart
        h={height}
        data={[...data]}
        dataKey={indexKey}
        series={series.map((spec) => ({ ...spec }))}
        valueFormatter={valueFormatter}
        withLegend={series.length > 1}
        connectNulls
        curveType="monotone"
        tickLine="none"
        gridAxis="y"
        withDots={data.length <= 45}
        yAxisProps={valueDomain ? { domain: valueDomain } : { allowDecimals: false }}
        xAxisProps={{ interval: 'preserveStartEnd' }}
      />
    </div>
  );
}
