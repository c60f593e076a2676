// The author's tone: mean sentiment week by week, and per outlet against the author's own overall mean.
// The interface returns an outlet's articles only by author name, so the outlet's other writers cannot be
// read; the card compares the author with themself and says so.
import { SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { ChartCard } from '../../../components/ChartCard';
import { LazyLineChart, TITLE_CONTENT_SERIES } from '../../../components/LazyCharts';
import type { CurrentPlan } from '../../../lib/plan-features';
import type { ProfileAggregates } from './aggregate';
import { PlanLockBadge } from '../form-controls';
import { cardLock, nlpEmptiness, profileCardState } from './card-state';
import { formatCount, formatSentiment } from './profile-format';

export interface ProfileToneProps {
  aggregates: ProfileAggregates | null;
  plan: CurrentPlan;
  /** `in Europe/Paris time` */
  zoneText: string;
}

const chartHeight = 240;

/** A difference worth colouring: a tenth of the sentiment scale or more. */
const notable = 0.1;

function differenceColor(value: number | null): string | undefined {
  if (value === null || Math.abs(value) < notable) return undefined;
  return value > 0 ? 'teal' : 'red';
}

export function ProfileTone({ aggregates, plan, zoneText }: ProfileToneProps) {
  const lock = cardLock(plan, 'nlp');
  const ready = aggregates !== null;
  const withNlp = aggregates?.withNlp ?? 0;
  const tone = aggregates?.toneByOutlet;

  return (
    <Stack gap="sm" component="section" aria-labelledby="profile-tone-title">
      <Title order={3} size="h4" id="profile-tone-title">
        Tone
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <ChartCard
          title="Sentiment over time"
          description={`Mean title and content sentiment per week, ${zoneText}, from −1 to +1`}
          state={profileCardState({
            lock,
            ready,
            empty:
              aggregates && aggregates.sentimentPerWeek.length === 0
                ? nlpEmptiness(withNlp, { title: 'No sentiment in these articles' })
                : null,
          })}
          height={chartHeight}
          controls={lock && <PlanLockBadge plan={lock.plan} currentPlan={plan.plan} />}
        >
          {aggregates && (
            <LazyLineChart
              label="Mean title and content sentiment per week"
              data={aggregates.sentimentPerWeek}
              indexKey="label"
              series={TITLE_CONTENT_SERIES}
              height={chartHeight}
              valueDomain={[-1, 1]}
              valueFormatter={formatSentiment}
            />
          )}
        </ChartCard>
        <ChartCard
          title="Tone by outlet"
          description={
            tone
              ? `The author's mean sentiment at each outlet; "vs all" is the difference from the author's own mean over all outlets (title ${formatSentiment(tone.overall.title)}, content ${formatSentiment(tone.overall.content)}). Not a comparison with the outlet's other writers: the interface lists an outlet's articles only by author.`
              : "The author's mean sentiment at each outlet against the author's own mean over all outlets."
          }
          state={profileCardState({
            lock,
            ready,
            empty:
              tone && tone.outlets.length === 0
                ? nlpEmptiness(withNlp, { title: 'No sentiment in these articles' })
                : null,
          })}
          height={chartHeight}
          controls={lock && <PlanLockBadge plan={lock.plan} currentPlan={plan.plan} />}
        >
          {tone && (
            <>
              <Table.ScrollContainer minWidth={460}>
                <Table aria-label="Tone by outlet" verticalSpacing={4}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Outlet</Table.Th>
                      <Table.Th ta="right">Articles</Table.Th>
                      <Table.Th ta="right">Title</Table.Th>
                      <Table.Th ta="right">
                        vs all<VisuallyHidden> outlets, title</VisuallyHidden>
                      </Table.Th>
                      <Table.Th ta="right">Content</Table.Th>
                      <Table.Th ta="right">
                        vs all<VisuallyHidden> outlets, content</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {tone.outlets.map((outlet) => (
                      <Table.Tr key={outlet.domain}>
                        <Table.Td>
                          <Text size="sm">{outlet.name}</Text>
                        </Table.Td>
                        <Table.Td ta="right">{formatCount(outlet.articles)}</Table.Td>
                        <Table.Td ta="right">{formatSentiment(outlet.title)}</Table.Td>
                        <Table.Td ta="right">
                          <Text span size="sm" c={differenceColor(outlet.titleDifference)}>
                            {formatSentiment(outlet.titleDifference)}
                          </Text>
                        </Table.Td>
                        <Table.Td ta="right">{formatSentiment(outlet.content)}</Table.Td>
                        <Table.Td ta="right">
                          <Text span size="sm" c={differenceColor(outlet.contentDifference)}>
                            {formatSentiment(outlet.contentDifference)}
                          </Text>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              {tone.outlets.length === 1 && tone.moreOutlets === 0 && (
                <Text size="xs" c="dimmed" mt="xs">
                  One outlet only: its means are the author&apos;s own, so there is nothing to compare.
                </Text>
              )}
              {tone.moreOutlets > 0 && (
                <Text size="xs" c="dimmed" mt="xs">
                  {`and ${formatCount(tone.moreOutlets)} more outlets with fewer scored articles`}
                </Text>
              )}
            </>
          )}
        </ChartCard>
      </SimpleGrid>
    </Stack>
  );
}
