// The distributions beside the list, over the events listed (filtered, brushed): data types, the groups
// impacted, the companies with most events, and the disclosure lag. The chart code loads lazily. A failed
// request is not repeated here: the page leaves these cards out then.
import { Group, Progress, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { memo, useMemo } from 'react';
import type { BreachEvent } from '../../../contract/events';
import { ChartCard } from '../../components/ChartCard';
import type { ChartCardState } from '../../components/ChartCard';
import { LazyBarChart } from '../../components/LazyCharts';
import { dataTypeColors, dataTypeLabels } from './data-type-style';
import { dataTypeCounts, disclosureLags, topCompanies, topImpacted } from './event-stats';
import type { CountRow, DataTypeKey } from './event-stats';

export type ChartsSource = { status: 'loading' } | { status: 'ready'; events: readonly BreachEvent[] };

const chartHeight = 260;
const dataTypesHeight = 190;
const topShown = 10;
const countFormat = new Intl.NumberFormat();

/** Memoised: the charts redraw when the events listed change, not on every render of the page. */
export const BreachCharts = memo(function BreachCharts({ source }: { source: ChartsSource }) {
  const events = source.status === 'ready' ? source.events : noEvents;
  const data = useMemo(
    () => ({
      dataTypes: dataTypeCounts(events).map((row) => ({ ...row, label: dataTypeLabels[row.key] })),
      impacted: topImpacted(events, topShown),
      companies: topCompanies(events, topShown),
      lags: disclosureLags(events),
    }),
    [events],
  );

  const stateOf = (rows: number, emptyTitle: string, emptyDescription?: string): ChartCardState => {
    if (source.status === 'loading') return { status: 'loading' };
    if (events.length === 0) return { status: 'empty', title: 'No events to count' };
    return rows > 0
      ? { status: 'ready' }
      : { status: 'empty', title: emptyTitle, description: emptyDescription };
  };
  const scope =
    source.status === 'ready'
      ? `Over the ${events.length} event${events.length === 1 ? '' : 's'} listed`
      : 'Over the events listed';
  const lags = data.lags;
  const median =
    lags.medianDays === null
      ? ''
      : `; median ${countFormat.format(lags.medianDays)} day${lags.medianDays === 1 ? '' : 's'}`;

  return (
    <SimpleGrid cols={{ base: 1, md: 2, xl: 1 }} spacing="md">
      <ChartCard
        title="Data types"
        description={`${scope}, by the class of data leaked`}
        height={dataTypesHeight}
        state={stateOf(data.dataTypes.length, 'No data types')}
      >
        <DataTypeBars rows={data.dataTypes} total={events.length} />
      </ChartCard>
      <ChartCard
        title="Impacted groups"
        description={`${scope}: the ${topShown} groups most often affected`}
        height={chartHeight}
        state={stateOf(data.impacted.length, 'No impacted groups named')}
      >
        <CountChart rows={data.impacted} name="Group" label="Events per impacted group" color="orange.6" />
      </ChartCard>
      <ChartCard
        title="Companies with most events"
        description={`${scope}: the top ${topShown}`}
        height={chartHeight}
        state={stateOf(data.companies.length, 'No companies named')}
      >
        <CountChart rows={data.companies} name="Company" label="Events per company" color="teal.6" />
      </ChartCard>
      <ChartCard
        title="Disclosure lag"
        description={`Days from the breach (event date) to its extraction from news${median}${
          lags.unmeasured > 0 ? `; ${lags.unmeasured} without an event date not counted` : ''
        }`}
        height={chartHeight}
        state={stateOf(lags.measured, 'No lag to measure', 'None of the events listed has an event date.')}
      >
        <CountChart
          rows={lags.buckets}
          name="Lag"
          label="Events per disclosure lag"
          color="grape.6"
          vertical
        />
      </ChartCard>
    </SimpleGrid>
  );
});

const noEvents: readonly BreachEvent[] = [];

interface CountChartProps {
  rows: readonly CountRow[];
  /** Header of the category column in the screen-reader table. */
  name: string;
  label: string;
  color: string;
  /** Bars growing up, categories along the bottom (ordered buckets); else bars to the right. */
  vertical?: boolean;
}

function CountChart({ rows, name, label, color, vertical = false }: CountChartProps) {
  const data = useMemo(() => rows.map((row) => ({ category: row.label, events: row.events })), [rows]);
  const series = useMemo(() => [{ name: 'events', label: 'Events', color }], [color]);
  return (
    <>
      <LazyBarChart
        data={data}
        indexKey="category"
        series={series}
        height={chartHeight}
        label={label}
        horizontal={!vertical}
        categoryWidth={140}
      />
      <VisuallyHidden>
        <table>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">{name}</th>
              <th scope="col">Events</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                <td>{countFormat.format(row.events)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </>
  );
}

/** Data types as labelled bars in the timeline's colours: five rows read better as text than as a chart. */
function DataTypeBars({ rows, total }: { rows: readonly CountRow<DataTypeKey>[]; total: number }) {
  return (
    <Stack gap="sm" role="list" aria-label="Events per data type">
      {rows.map((row) => {
        const share = total > 0 ? (row.events / total) * 100 : 0;
        return (
          <div key={row.key} role="listitem">
            <Group justify="space-between" gap="xs" mb={4}>
              <Text size="sm">{row.label}</Text>
              <Text size="sm" c="dimmed">
                {countFormat.format(row.events)} · {Math.round(share)}%
              </Text>
            </Group>
            <Progress value={share} color={dataTypeColors[row.key]} size="md" aria-hidden />
          </div>
        );
      })}
    </Stack>
  );
}
