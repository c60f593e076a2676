// "Top authors" of one source row: who wrote most for it lately (the local service's extension), each
// leading to the Authors page on that author and that source. Asked for only when opened.
import { Anchor, Button, Group, Popover, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { ProfileId } from '../../../contract/profiles';
import { ErrorPanel } from '../../components/ErrorPanel';
import { authorsSearchForSourceAuthor, topAuthorsWindow } from './authors-link';
import { sourcesQueries, topAuthorsLimit } from './queries';

const countFormat = new Intl.NumberFormat('en-US');

export interface TopAuthorsPopoverProps {
  profile: ProfileId;
  domain: string;
  /** The source as the row names it (its name, else its domain). */
  label: string;
}

export function TopAuthorsPopover({ profile, domain, label }: TopAuthorsPopoverProps) {
  const [opened, setOpened] = useState(false);
  const titleId = useId();
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={320}
      shadow="md"
      // Focus moves to the list's title (data-autofocus), Tab then walks the authors; Escape closes.
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <Button
          size="compact-xs"
          variant="subtle"
          aria-label={`Top authors of ${label}`}
          onClick={() => setOpened((open) => !open)}
        >
          Top authors
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-labelledby={titleId}>
        <Stack gap="xs">
          <Text id={titleId} size="sm" fw={600} tabIndex={-1} data-autofocus style={{ outline: 'none' }}>
            Top authors of {label}, last {topAuthorsWindow.days} days
          </Text>
          {/* Mounted only while open, so a closed row asks nothing. */}
          {opened && <TopAuthorsList profile={profile} domain={domain} />}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

function TopAuthorsList({ profile, domain }: { profile: ProfileId; domain: string }) {
  const result = useQuery(sourcesQueries.topAuthors(profile, domain));

  if (result.isPending) {
    return (
      <Stack gap={8} role="status" aria-busy="true" aria-label="Loading top authors">
        {Array.from({ length: 4 }, (_, index) => (
          <Group key={index} justify="space-between" wrap="nowrap">
            <Skeleton height={12} width="60%" />
            <Skeleton height={12} width="15%" />
          </Group>
        ))}
      </Stack>
    );
  }
  if (result.isError) {
    return (
      <ErrorPanel
        error={result.error}
        title="Top authors could not be loaded"
        onRetry={() => void result.refetch()}
        retrying={result.isFetching}
      />
    );
  }
  const { authors } = result.data;
  if (authors.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No article of this source names an author in the last {topAuthorsWindow.days} days.
      </Text>
    );
  }
  return (
    <Stack gap={6}>
      <Stack
        component="ol"
        gap={4}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label={`Top authors of ${domain}`}
      >
        {authors.map((author) => (
          <Group key={author.name} component="li" justify="space-between" wrap="nowrap" gap="xs">
            <Anchor
              size="sm"
              lineClamp={1}
              renderRoot={(props) => (
                <Link {...props} to="/authors" search={authorsSearchForSourceAuthor(domain, author.name)} />
              )}
            >
              {author.name}
            </Anchor>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
              {countFormat.format(author.article_count)} {author.article_count === 1 ? 'article' : 'articles'}
            </Text>
          </Group>
        ))}
      </Stack>
      {authors.length === topAuthorsLimit && (
        <Text size="xs" c="dimmed">
          The {topAuthorsLimit} with most articles; there may be more.
        </Text>
      )}
    </Stack>
  );
}
