// What the author covers: themes and IPTC topics week by week, and the names their articles mention most.
// All from the NLP layer, so locked on plans without it.
import { SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { ChartCard } from '../../../components/ChartCard';
import { LazyBarChart } from '../../../components/LazyCharts';
import type { CurrentPlan } from '../../../lib/plan-features';
import type { ProfileAggregates } from './aggregate';
import { namedEntityTypeLabels, namedEntityTypes } from './beats';
import type { NamedFigure, TopicsOverTime } from './beats';
import { PlanLockBadge } from '../form-controls';
import { cardLock, nlpEmptiness, profileCardState } from './card-state';
import { formatCount } from './profile-format';

export interface ProfileBeatsProps {
  aggregates: ProfileAggregates | null;
  plan: CurrentPlan;
  /** `in Europe/Paris time` */
  zoneText: string;
}

const chartHeight = 260;
const seriesColors = ['indigo.6', 'teal.6', 'grape.6', 'orange.6', 'cyan.6'] as const;

function chartSeries(topics: TopicsOverTime) {
  return topics.series.map((series, index) => ({
    name: series.key,
    label: series.label,
    color: series.key === 'other' ? 'gray.5' : (seriesColors[index] ?? 'gray.6'),
  }));
}

export function ProfileBeats({ aggregates, plan, zoneText }: ProfileBeatsProps) {
  const nlpLock = cardLock(plan, 'nlp');
  const iptcLock = nlpLock ?? cardLock(plan, 'iptc');
  const ready = aggregates !== null;
  const withNlp = aggregates?.withNlp ?? 0;

  return (
    <Stack gap="sm" component="section" aria-labelledby="profile-beats-title">
      <Title order={3} size="h4" id="profile-beats-title">
        Beats
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <ChartCard
          title="Themes over time"
          description={`Articles per theme per week, ${zoneText}; an article counts once per theme`}
          state={profileCardState({
            lock: nlpLock,
            ready,
            empty:
              aggregates && aggregates.themes.rows.length === 0
                ? nlpEmptiness(withNlp, { title: 'No themes in these articles' })
                : null,
          })}
          height={chartHeight}
          controls={nlpLock && <PlanLockBadge plan={nlpLock.plan} currentPlan={plan.plan} />}
        >
          {aggregates && (
            <LazyBarChart
              label="Articles per theme per week"
              data={aggregates.themes.rows}
              indexKey="label"
              series={chartSeries(aggregates.themes)}
              height={chartHeight}
              stacked
            />
          )}
        </ChartCard>
        <ChartCard
          title="IPTC topics over time"
          description={`Articles per IPTC Media Topic per week, ${zoneText}`}
          state={profileCardState({
            lock: iptcLock,
            ready,
            empty:
              aggregates && aggregates.iptcTopics.rows.length === 0
                ? nlpEmptiness(withNlp, {
                    title: 'No IPTC topics in these articles',
                    description: 'The NLP layer of these articles carries no IPTC topic.',
                  })
                : null,
          })}
          height={chartHeight}
          controls={iptcLock && <PlanLockBadge plan={iptcLock.plan} currentPlan={plan.plan} />}
        >
          {aggregates && (
            <LazyBarChart
              label="Articles per IPTC topic per week"
              data={aggregates.iptcTopics.rows}
              indexKey="label"
              series={chartSeries(aggregates.iptcTopics)}
              height={chartHeight}
              stacked
            />
          )}
        </ChartCard>
      </SimpleGrid>
      <ChartCard
        title="Most named"
        description="People, organisations and places by the author's articles naming them (mentions in all)"
        state={profileCardState({
          lock: nlpLock,
          ready,
          empty:
            aggregates && namedEntityTypes.every((type) => aggregates.mostNamed[type].length === 0)
              ? nlpEmptiness(withNlp, { title: 'No names in these articles' })
              : null,
        })}
        height={200}
        controls={nlpLock && <PlanLockBadge plan={nlpLock.plan} currentPlan={plan.plan} />}
      >
        {aggregates && (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {namedEntityTypes.map((type) => (
              <NamedList key={type} title={namedEntityTypeLabels[type]} names={aggregates.mostNamed[type]} />
            ))}
          </SimpleGrid>
        )}
      </ChartCard>
    </Stack>
  );
}

function NamedList({ title, names }: { title: string; names: readonly NamedFigure[] }) {
  return (
    <div>
      <Text size="sm" fw={600} mb={4}>
        {title}
      </Text>
      {names.length === 0 ? (
        <Text size="sm" c="dimmed">
          None named
        </Text>
      ) : (
        <Table aria-label={`Most named ${title.toLowerCase()}`} verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th ta="right">Articles</Table.Th>
              <Table.Th ta="right">Mentions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {names.map((name) => (
              <Table.Tr key={name.name}>
                <Table.Td>
                  <Text size="sm">{name.name}</Text>
                </Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatCount(name.articles)}
                </Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatCount(name.mentions)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </div>
  );
}
