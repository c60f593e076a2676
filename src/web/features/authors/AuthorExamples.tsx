// Example authors on the empty Authors page: the most active authors of the profile's store (the overview
// extension; local profiles only), each one click from their articles. Nothing is shown where the store has
// no authors or the profile cannot say (the public API cannot rank authors).
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { overviewQueryOptions, overviewWindow } from '../../lib/overview';
import { useCurrentProfile, useCurrentProfileDetails, useProfiles } from '../../lib/profile';

/** Authors offered: a choice, not a list to read. */
const examplesShown = 3;

export interface AuthorExamplesProps {
  /** Searches the author over the window the overview counted (the preset of its `days`). */
  onPick: (authorName: string, from: typeof overviewWindow.preset) => void;
}

export function AuthorExamples({ onPick }: AuthorExamplesProps) {
  const profile = useCurrentProfile();
  const profiles = useProfiles();
  const isLocal = useCurrentProfileDetails()?.kind === 'local';
  const overview = useQuery({ ...overviewQueryOptions(profile), enabled: !profiles.isPending && isLocal });
  if (!isLocal || overview.isError) return null;
  if (overview.isPending) return <Skeleton height={30} width={320} aria-label="Loading example authors" />;
  const authors = overview.data.authors.slice(0, examplesShown);
  if (authors.length === 0) return null;
  return (
    <Stack gap={6} align="center">
      <Text size="sm" c="dimmed">
        {`Or try one of the most active authors of the last ${overviewWindow.days} days:`}
      </Text>
      <Group gap="xs" justify="center">
        {authors.map((author) => (
          <Button
            key={author.name}
            variant="light"
            size="xs"
            onClick={() => onPick(author.name, overviewWindow.preset)}
          >
            {author.name}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
