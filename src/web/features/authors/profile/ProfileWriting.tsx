// How the author writes: the spread of article lengths, and the shares of opinion, headline and paid pieces.
import { Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { ChartCard } from '../../../components/ChartCard';
import { LazyBarChart } from '../../../components/LazyCharts';
import type { ProfileAggregates } from './aggregate';
import { profileCardState } from './card-state';
import { formatCount, formatShare } from './profile-format';
import type { KindShare } from './writing';

export interface ProfileWritingProps {
  aggregates: ProfileAggregates | null;
}

const chartHeight = 220;

export function ProfileWriting({ aggregates }: ProfileWritingProps) {
  const lengths = aggregates?.lengths;
  const kinds = aggregates?.kinds;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
      <ChartCard
        title="Typical length"
        description={
          lengths?.median != null
            ? `Articles per word count; median ${formatCount(lengths.median)} words over ${formatCount(lengths.counted)} articles`
            : 'Articles per word count'
        }
        state={profileCardState({
          ready: lengths !== undefined,
          empty: lengths && lengths.counted === 0 ? { title: 'No word counts in these articles' } : null,
        })}
        height={chartHeight}
      >
        {lengths && (
          <LazyBarChart
            label="Articles per word-count range"
            data={lengths.bins}
            indexKey="range"
            series={[{ name: 'articles', label: 'Articles', color: 'cyan.6' }]}
            height={chartHeight}
          />
        )}
      </ChartCard>
      <ChartCard
        title="Kinds of piece"
        description="Shares of the articles that say whether they are one"
        state={profileCardState({
          ready: kinds !== undefined,
          empty:
            kinds && kinds.opinion.known + kinds.headline.known + kinds.paid.known === 0
              ? { title: 'No article says what kind it is' }
              : null,
        })}
        height={chartHeight}
      >
        {kinds && (
          <Stack gap="lg" pt="xs">
            <KindBar label="Opinion" kind={kinds.opinion} color="grape" />
            <KindBar label="Headline" kind={kinds.headline} color="orange" />
            <KindBar label="Paid" kind={kinds.paid} color="teal" />
          </Stack>
        )}
      </ChartCard>
    </SimpleGrid>
  );
}

function KindBar({ label, kind, color }: { label: string; kind: KindShare; color: string }) {
  const text =
    kind.share === null
      ? 'not given'
      : `${formatShare(kind.share)} (${formatCount(kind.yes)} of ${formatCount(kind.known)})`;
  return (
    <div>
      <Group justify="space-between" mb={4}>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {text}
        </Text>
      </Group>
      <Progress
        value={(kind.share ?? 0) * 100}
        color={color}
        aria-label={`${label} pieces: ${text}`}
        size="lg"
      />
    </div>
  );
}
