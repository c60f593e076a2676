// The profile's headline figures and the outlets the author writes for: shown as soon as the first page of
// articles is in, and kept up to date as more arrive.
import { Card, Group, Paper, SimpleGrid, Skeleton, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ChartCard } from '../../../components/ChartCard';
import { DateTime } from '../../../components/DateTime';
import { profileCardState } from './card-state';
import type { HeadlineFigures } from './figures';
import { formatCount, formatRank, formatShare } from './profile-format';
import type { ProfileCoverage } from './profile-pages';

export interface ProfileFiguresProps {
  figures: HeadlineFigures | null;
  coverage: ProfileCoverage;
}

const outletRows = 10;

export function ProfileFigures({ figures, coverage }: ProfileFiguresProps) {
  const partial = !coverage.complete || coverage.sampled;
  // First and last seen are exact only over every article; over a sample they are the sample's.
  const seenNote = partial ? (coverage.complete ? 'in the sample' : 'so far') : undefined;
  return (
    <>
      <Card component="section" aria-labelledby="profile-figures-title">
        <Title order={3} size="h5" id="profile-figures-title" mb="sm">
          Headline figures
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
          <Figure label="Articles in the window" loading={!figures}>
            {`${formatCount(coverage.total)}${coverage.totalIsCapped ? '+' : ''}`}
          </Figure>
          <Figure label="Outlets" loading={!figures} note={topOutletNote(figures)}>
            {figures ? formatCount(figures.outlets.length) : null}
          </Figure>
          <Figure
            label="Languages"
            loading={!figures}
            note={figures?.languages
              .slice(0, 3)
              .map((language) => `${language.label} ${formatShare(language.share)}`)
              .join(' · ')}
          >
            {figures ? formatCount(figures.languages.length) : null}
          </Figure>
          <Figure label="First article seen" loading={!figures} note={seenNote}>
            <DateTime value={figures?.first} fallback="None dated" fw={600} size="md" />
          </Figure>
          <Figure label="Last article seen" loading={!figures} note={seenNote}>
            <DateTime value={figures?.last} fallback="None dated" fw={600} size="md" />
          </Figure>
        </SimpleGrid>
      </Card>

      <ChartCard
        title="Outlets written for"
        description="By the author's articles in the window; rank is the source's (#1 the most visited)"
        state={profileCardState({
          ready: figures !== null,
          empty: figures && figures.outlets.length === 0 ? { title: 'No outlets' } : null,
        })}
        height={160}
      >
        {figures && (
          <>
            <Table.ScrollContainer minWidth={420}>
              <Table striped highlightOnHover aria-label="Outlets written for">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Outlet</Table.Th>
                    <Table.Th ta="right">Rank</Table.Th>
                    <Table.Th ta="right">Articles</Table.Th>
                    <Table.Th ta="right">Share</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {figures.outlets.slice(0, outletRows).map((outlet) => (
                    <Table.Tr key={outlet.domain}>
                      <Table.Td>
                        <Text size="sm" fw={500}>
                          {outlet.name}
                        </Text>
                        {outlet.name !== outlet.domain && (
                          <Text size="xs" c="dimmed">
                            {outlet.domain}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {formatRank(outlet.rank)}
                      </Table.Td>
                      <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {formatCount(outlet.articles)}
                      </Table.Td>
                      <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {formatShare(outlet.share)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {figures.outlets.length > outletRows && (
              <Text size="xs" c="dimmed" mt="xs">
                {`and ${formatCount(figures.outlets.length - outletRows)} more outlets with fewer articles`}
              </Text>
            )}
          </>
        )}
      </ChartCard>
    </>
  );
}

function topOutletNote(figures: HeadlineFigures | null): string | undefined {
  const top = figures?.outlets[0];
  if (!figures || !top) return undefined;
  return figures.outlets.length === 1 ? top.name : `Most at ${top.name} (${formatShare(top.share)})`;
}

function Figure({
  label,
  loading,
  note,
  children,
}: {
  label: string;
  loading: boolean;
  note?: string | undefined;
  children: ReactNode;
}) {
  return (
    <Paper p="sm" radius="md" role="group" aria-label={label} aria-busy={loading}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {loading ? (
        <Skeleton height={24} mt={6} width="60%" />
      ) : (
        <Group gap={4} mt={2}>
          <Text fw={700} size="xl" component="div">
            {children}
          </Text>
        </Group>
      )}
      {note && !loading && (
        <Text size="xs" c="dimmed" lineClamp={2}>
          {note}
        </Text>
      )}
    </Paper>
  );
}
