// The three charts of the Sources page, each in its own card with loading, error and empty states. The
// drawing code (and the chart library) loads only when a chart is about to show, through LazyBarChart.
import { SimpleGrid, VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import { ChartCard } from '../../components/ChartCard';
import type { ChartCardState } from '../../components/ChartCard';
import { LazyBarChart } from '../../components/LazyCharts';
import {
  BUSIEST_SOURCES_SHOWN,
  busiestSources,
  rankDistribution,
  sourcesByCountry,
} from './source-chart-data';
import type { SourceRow } from './source-rows';

/** Every chart and its placeholders take this height (px), so nothing jumps as they load. */
const chartHeight = 300;
const countFormat = new Intl.NumberFormat('en-US');

/** The chart's numbers as a table for screen readers (and anyone who wants them exactly). */
function ChartDataTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: [string, string];
  rows: [string, number][];
}) {
  return (
    <VisuallyHidden>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{headers[0]}</th>
            <th scope="col">{headers[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{countFormat.format(value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}

export interface SourceChartsPanelProps {
  /** The sources on screen (all pages), or undefined while they load. */
  rows: readonly SourceRow[] | undefined;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

export function SourceChartsPanel({ rows, error, onRetry, retrying }: SourceChartsPanelProps) {
  const data = useMemo(
    () =>
      rows
        ? { countries: sourcesByCountry(rows), ranks: rankDistribution(rows), volume: busiestSources(rows) }
        : undefined,
    [rows],
  );

  /** The state of one chart: the request's, then whether this chart has anything to draw. */
  const stateOf = (empty: boolean, title: string, description?: string): ChartCardState => {
    if (error) return { status: 'error', error, onRetry, retrying };
    if (!data) return { status: 'loading' };
    return empty ? { status: 'empty', title, description } : { status: 'ready' };
  };

  return (
    <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="md">
      <ChartCard
        title="Sources by country"
        description="How many of the listed sources come from each country"
        height={chartHeight}
        state={stateOf(!data || data.countries.length === 0, 'No sources to count')}
      >
        {data && (
          <>
            <LazyBarChart
              data={data.countries.map((bar) => ({ country: bar.label, sources: bar.sources }))}
              indexKey="country"
              series={[{ name: 'sources', label: 'Sources', color: 'indigo.6' }]}
              height={chartHeight}
              label="Sources by country"
              horizontal
              categoryWidth={170}
            />
            <ChartDataTable
              caption="Sources by country"
              headers={['Country', 'Sources']}
              rows={data.countries.map((bar) => [bar.label, bar.sources])}
            />
          </>
        )}
      </ChartCard>
      <ChartCard
        title="Rank distribution"
        description="Listed sources per rank range; lower ranks are more popular"
        height={chartHeight}
        state={stateOf(
          !data || data.ranks.length === 0,
          'No ranks to show',
          'The answer carries no rank for these sources.',
        )}
      >
        {data && (
          <>
            <LazyBarChart
              data={data.ranks.map((bucket) => ({ rank: bucket.label, sources: bucket.sources }))}
              indexKey="rank"
              series={[{ name: 'sources', label: 'Sources', color: 'teal.6' }]}
              height={chartHeight}
              label="Sources by rank range"
              // Bars to the right, ranges down the left: every range label stays readable.
              horizontal
              categoryWidth={90}
            />
            <ChartDataTable
              caption="Sources by rank range"
              headers={['Rank range', 'Sources']}
              rows={data.ranks.map((bucket) => [bucket.label, bucket.sources])}
            />
          </>
        )}
      </ChartCard>
      <ChartCard
        title="Articles in the last 7 days"
        description={`The ${BUSIEST_SOURCES_SHOWN} busiest of the listed sources`}
        height={chartHeight}
        state={stateOf(
          !data || data.volume.length === 0,
          'No articles this week',
          'None of the listed sources published in the last 7 days.',
        )}
      >
        {data && (
          <>
            <LazyBarChart
              data={data.volume.map((bar) => ({ source: bar.label, articles: bar.articles }))}
              indexKey="source"
              series={[{ name: 'articles', label: 'Articles, last 7 days', color: 'grape.6' }]}
              height={chartHeight}
              label="Articles in the last 7 days, busiest sources"
              horizontal
              categoryWidth={170}
            />
            <ChartDataTable
              caption="Articles in the last 7 days, busiest sources"
              headers={['Source', 'Articles']}
              rows={data.volume.map((bar) => [`${bar.label} (${bar.domain})`, bar.articles])}
            />
          </>
        )}
      </ChartCard>
    </SimpleGrid>
  );
}
