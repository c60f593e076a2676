// "Watch" where a thing is shown (an author search, a source, a breach event, a company): a small menu that
// adds the thing's rule to an existing watchlist of the profile on screen, or creates a watchlist with it.
import { Anchor, Button, Divider, Popover, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { watchlistLimits } from '../../contract/watchlists';
import type { Watchlist, WatchRule } from '../../contract/watchlists';
import { describeError } from '../lib/api-error';
import { useCurrentProfile } from '../lib/profile';
import {
  defaultWatchlistName,
  invalidateWatchlists,
  ruleLabel,
  watchlistRequests,
  watchlistsQueryOptions,
  watchMenuEntries,
} from '../lib/watchlists';
import { BookmarkIcon } from './icons';
import { ErrorPanel } from './ErrorPanel';

export interface WatchButtonProps {
  /** What to watch; null disables the button (nothing to watch yet). */
  rule: WatchRule | null;
  /** Says what is watched, for screen readers and the tooltip-less compact form ("Watch Acme"). */
  label: string;
  size?: 'compact-xs' | 'compact-sm' | 'xs';
}

type Done = { watchlist: Watchlist; created: boolean } | null;

export function WatchButton({ rule, label, size = 'xs' }: WatchButtonProps) {
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={320} shadow="md" trapFocus>
      <Popover.Target>
        <Button
          variant="default"
          size={size}
          leftSection={<BookmarkIcon size={14} />}
          disabled={rule === null}
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={opened}
          onClick={() => setOpened((open) => !open)}
        >
          Watch
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        {opened && rule && <WatchMenu rule={rule} onClose={() => setOpened(false)} />}
      </Popover.Dropdown>
    </Popover>
  );
}

function WatchMenu({ rule, onClose }: { rule: WatchRule; onClose: () => void }) {
  const titleId = useId();
  const profile = useCurrentProfile();
  const queryClient = useQueryClient();
  const watchlists = useQuery(watchlistsQueryOptions());
  const [name, setName] = useState(() => defaultWatchlistName(rule, watchlistLimits.maxNameLength));
  const [done, setDone] = useState<Done>(null);

  const add = useMutation({
    mutationFn: (id: string) => watchlistRequests.appendRule(id, rule),
    onSuccess: (watchlist) => setDone({ watchlist, created: false }),
    onSettled: () => invalidateWatchlists(queryClient),
  });
  const create = useMutation({
    mutationFn: () => watchlistRequests.create({ name: name.trim(), profile, rules: [rule] }),
    onSuccess: (watchlist) => setDone({ watchlist, created: true }),
    onSettled: () => invalidateWatchlists(queryClient),
  });
  const failure = add.error ?? create.error;
  const busy = add.isPending || create.isPending;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (name.trim() !== '') create.mutate();
  }

  if (done) {
    return (
      <Stack gap="xs" role="status">
        <Text size="sm">
          {done.created ? 'Created' : 'Added to'} <strong>{done.watchlist.name}</strong>.
        </Text>
        <Anchor
          renderRoot={(props) => <Link {...props} to="/watchlists" search={{ list: done.watchlist.id }} />}
          size="sm"
          onClick={onClose}
        >
          Open the watchlist
        </Anchor>
      </Stack>
    );
  }

  const entries = watchlists.data
    ? watchMenuEntries(watchlists.data.watchlists, rule, profile, watchlistLimits.maxRules)
    : [];
  const atLimit = (watchlists.data?.watchlists.length ?? 0) >= watchlistLimits.maxWatchlists;

  return (
    <Stack gap="xs" role="group" aria-labelledby={titleId}>
      <Text size="sm" fw={600} id={titleId}>
        Watch {ruleLabel(rule)}
      </Text>
      {watchlists.isPending ? (
        <Skeleton height={28} aria-label="Loading watchlists" />
      ) : watchlists.isError ? (
        <ErrorPanel
          title="Watchlists could not be loaded"
          error={watchlists.error}
          onRetry={() => void watchlists.refetch()}
          retrying={watchlists.isFetching}
        />
      ) : entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          No watchlist yet under this profile.
        </Text>
      ) : (
        <Stack
          component="ul"
          gap={2}
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label="Add to a watchlist"
        >
          {entries.map((entry) => (
            <li key={entry.id}>
              <Button
                variant="subtle"
                size="compact-sm"
                fullWidth
                justify="flex-start"
                disabled={entry.hasRule || entry.full || busy}
                onClick={() => add.mutate(entry.id)}
              >
                Add to {entry.name}
                {entry.hasRule
                  ? ' · already watched'
                  : entry.full
                    ? ` · full (${watchlistLimits.maxRules} rules)`
                    : ''}
              </Button>
            </li>
          ))}
        </Stack>
      )}
      <Divider label="or" labelPosition="center" />
      <form onSubmit={submit}>
        <Stack gap={6}>
          <TextInput
            size="xs"
            label="New watchlist"
            value={name}
            maxLength={watchlistLimits.maxNameLength}
            onChange={(event) => setName(event.currentTarget.value)}
            disabled={atLimit}
            description={atLimit ? `At most ${watchlistLimits.maxWatchlists} watchlists.` : undefined}
          />
          <Button
            type="submit"
            size="xs"
            loading={create.isPending}
            disabled={busy || atLimit || name.trim() === ''}
          >
            Create watchlist
          </Button>
        </Stack>
      </form>
      {failure && (
        <Text size="sm" c="red" role="alert">
          {describeError(failure).message}
        </Text>
      )}
    </Stack>
  );
}
