// When the author publishes: articles per week, and the weekday × hour grid, in the reader's zone or UTC.
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { ChartCard } from '../../../components/ChartCard';
import { LazyBarChart } from '../../../components/LazyCharts';
import type { ProfileAggregates } from './aggregate';
import { weekdayNames } from './cadence';
import { profileCardState } from './card-state';
import { formatCount } from './profile-format';
import { WeekHourHeatMap } from './WeekHourHeatMap';

export interface ProfileCadenceProps {
  aggregates: ProfileAggregates | null;
  /** `in Europe/Paris time` */
  zoneText: string;
}

const chartHeight = 240;

export function ProfileCadence({ aggregates, zoneText }: ProfileCadenceProps) {
  const weekdays = useMemo(() => weekdayNames(), []);
  const ready = aggregates !== null;
  const perWeek = aggregates?.perWeek ?? [];
  const grid = aggregates?.weekHours;
  const weeklyMean =
    perWeek.length > 0 ? perWeek.reduce((sum, week) => sum + week.articles, 0) / perWeek.length : 0;
  const busiest = grid?.busiest;

  return (
    <Stack gap="sm" component="section" aria-labelledby="profile-cadence-title">
      <Title order={3} size="h4" id="profile-cadence-title">
        Cadence
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <ChartCard
          title="Articles per week"
          description={
            perWeek.length > 0
              ? `Weeks from Monday, ${zoneText}; ${weeklyMean.toFixed(1)} a week on average`
              : `Weeks from Monday, ${zoneText}`
          }
          state={profileCardState({
            ready,
            empty: ready && perWeek.length === 0 ? { title: 'No dated articles' } : null,
          })}
          height={chartHeight}
        >
          <LazyBarChart
            label="Articles per week"
            data={perWeek}
            indexKey="label"
            series={[{ name: 'articles', label: 'Articles', color: 'indigo.6' }]}
            height={chartHeight}
          />
        </ChartCard>
        <ChartCard
          title="Weekday and hour"
          description={
            busiest
              ? `Articles by time of publication, ${zoneText}; busiest: ${weekdays[busiest.weekday]} ${String(busiest.hour).padStart(2, '0')}:00`
              : `Articles by time of publication, ${zoneText}`
          }
          state={profileCardState({
            ready,
            empty:
              grid && grid.placed === 0
                ? {
                    title: 'No publication times',
                    description: 'These articles give only a day, not a time of day.',
                  }
                : null,
          })}
          height={chartHeight}
        >
          {grid && (
            <>
              <WeekHourHeatMap
                grid={grid}
                weekdays={weekdays}
                caption={`Articles by weekday and hour, ${zoneText}`}
              />
              {grid.withoutTime > 0 && (
                <Text size="xs" c="dimmed" mt={4}>
                  {`${formatCount(grid.withoutTime)} article${grid.withoutTime === 1 ? '' : 's'} with only a date left out.`}
                </Text>
              )}
            </>
          )}
        </ChartCard>
      </SimpleGrid>
    </Stack>
  );
}
