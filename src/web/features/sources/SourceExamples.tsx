// Example filters on the empty Sources page, taken from the profile's store (the overview extension; local
// profiles only): the countries of the most active sources, and the most active source itself. Nothing is
// shown where the profile cannot say (the public API counts no articles per source).
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { OverviewResponse } from '../../../contract/overview';
import { overviewQueryOptions, overviewWindow } from '../../lib/overview';
import { useCurrentProfile, useCurrentProfileDetails, useProfiles } from '../../lib/profile';
import type { FilterSearch } from './filter-draft';

export interface SourceExample {
  label: string;
  filters: Partial<FilterSearch>;
}

/** Countries offered as examples. */
const exampleCountries = 2;

/**
 * The examples an overview gives: the distinct countries of its most active sources (most active first),
 * then its most active source by domain.
 */
export function sourceExamplesOf(overview: Pick<OverviewResponse, 'sources'>): SourceExample[] {
  const countries: string[] = [];
  for (const source of overview.sources) {
    const country = source.country?.trim().toUpperCase();
    if (country && !countries.includes(country)) countries.push(country);
    if (countries.length === exampleCountries) break;
  }
  const examples: SourceExample[] = countries.map((country) => ({
    label: `Sources of ${country}`,
    filters: { countries: [country] },
  }));
  const top = overview.sources[0];
  if (top) {
    examples.push({
      label: `The most active: ${top.name_source ?? top.domain_url}`,
      filters: { source_url: [top.domain_url] },
    });
  }
  return examples;
}

export interface SourceExamplesProps {
  onPick: (filters: Partial<FilterSearch>) => void;
}

export function SourceExamples({ onPick }: SourceExamplesProps) {
  const profile = useCurrentProfile();
  const profiles = useProfiles();
  const isLocal = useCurrentProfileDetails()?.kind === 'local';
  const overview = useQuery({ ...overviewQueryOptions(profile), enabled: !profiles.isPending && isLocal });
  if (!isLocal || overview.isError) return null;
  if (overview.isPending) return <Skeleton height={30} width={320} aria-label="Loading example filters" />;
  const examples = sourceExamplesOf(overview.data);
  if (examples.length === 0) return null;
  return (
    <Stack gap={6} align="center">
      <Text size="sm" c="dimmed">
        {`Or try an example from the most active sources of the last ${overviewWindow.days} days:`}
      </Text>
      <Group gap="xs" justify="center">
        {examples.map((example) => (
          <Button key={example.label} variant="light" size="xs" onClick={() => onPick(example.filters)}>
            {example.label}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
