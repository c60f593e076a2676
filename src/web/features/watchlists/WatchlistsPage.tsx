// The Watchlists page: every watchlist with its unseen count, a form to create one, and the open watchlist
// (`?list=<id>`): its items, rules, name, feed links and deletion.
import { Badge, Card, Group, Skeleton, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { watchlistLimits } from '../../../contract/watchlists';
import type { Watchlist, WatchRule } from '../../../contract/watchlists';
import { EmptyState } from '../../components/EmptyState';
import { ErrorPanel } from '../../components/ErrorPanel';
import { useCurrentProfile, useProfiles } from '../../lib/profile';
import { invalidateWatchlists, watchlistRequests, watchlistsQueryOptions } from '../../lib/watchlists';
import { RuleEditor } from './RuleEditor';
import { WatchlistDetail } from './WatchlistDetail';

export interface WatchlistsPageProps {
  /** The open watchlist's id. */
  list: string | undefined;
  onOpen: (list: string | undefined) => void;
}

export function WatchlistsPage({ list, onOpen }: WatchlistsPageProps) {
  const watchlists = useQuery(watchlistsQueryOptions());
  const open = watchlists.data?.watchlists.find((watchlist) => watchlist.id === list);

  return (
    <Stack gap="md" maw={1200}>
      <div>
        <Title order={1}>Watchlists</Title>
        <Text c="dimmed">
          Authors, sources and breach events you follow: new items are counted here and in the navigation, and
          each watchlist has feed links for a feed reader. Use the Watch buttons on the other pages to add
          what you are looking at.
        </Text>
      </div>

      <Group align="flex-start" gap="md" wrap="wrap">
        {/* minWidth 0: a long name in the list is cut with an ellipsis; the column would otherwise keep
            its full 360 px and run out of a phone's window. */}
        <Stack gap="md" style={{ flex: '1 1 280px', maxWidth: 360, minWidth: 0 }}>
          <CreateWatchlistCard onCreated={(watchlist) => onOpen(watchlist.id)} />
          <Card component="section" aria-labelledby="watchlists-list-title">
            <Title order={2} size="h4" id="watchlists-list-title" mb="sm">
              Your watchlists
            </Title>
            {watchlists.isPending ? (
              <Stack gap="xs" aria-busy="true" aria-label="Loading watchlists">
                <Skeleton height={40} />
                <Skeleton height={40} />
              </Stack>
            ) : watchlists.isError ? (
              <ErrorPanel
                error={watchlists.error}
                onRetry={() => void watchlists.refetch()}
                retrying={watchlists.isFetching}
              />
            ) : watchlists.data.watchlists.length === 0 ? (
              <EmptyState
                title="No watchlist yet"
                description="Create one here, or press Watch on an author, a source, a breach event or a company."
              />
            ) : (
              <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
                {watchlists.data.watchlists.map((watchlist) => (
                  <li key={watchlist.id}>
                    <WatchlistEntry
                      watchlist={watchlist}
                      selected={watchlist.id === list}
                      onOpen={() => onOpen(watchlist.id)}
                    />
                  </li>
                ))}
              </Stack>
            )}
          </Card>
        </Stack>

        <div style={{ flex: '3 1 480px', minWidth: 0 }}>
          {open ? (
            <WatchlistDetail key={open.id} watchlist={open} onDeleted={() => onOpen(undefined)} />
          ) : list !== undefined && watchlists.isSuccess ? (
            <Card>
              <EmptyState
                title="This watchlist does not exist"
                description="It may have been deleted. Choose one from the list."
              />
            </Card>
          ) : (
            <Card>
              <EmptyState
                title="Open a watchlist"
                description="Its newest items, rules and feed links show here."
              />
            </Card>
          )}
        </div>
      </Group>
    </Stack>
  );
}

function WatchlistEntry({
  watchlist,
  selected,
  onOpen,
}: {
  watchlist: Watchlist;
  selected: boolean;
  onOpen: () => void;
}) {
  const profiles = useProfiles();
  const profileLabel =
    profiles.data?.profiles.find((profile) => profile.id === watchlist.profile)?.label ?? watchlist.profile;
  return (
    <UnstyledButton
      onClick={onOpen}
      aria-current={selected ? 'true' : undefined}
      p="xs"
      w="100%"
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        background: selected ? 'var(--mantine-color-default-hover)' : undefined,
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate>
            {watchlist.name}
          </Text>
          <Text size="xs" c="dimmed">
            {watchlist.rules.length} rule{watchlist.rules.length === 1 ? '' : 's'} · {profileLabel}
          </Text>
        </div>
        {watchlist.unseen > 0 && (
          <Badge color="orange" variant="filled" tt="none" aria-label={`${watchlist.unseen} unseen`}>
            {watchlist.unseen} new
          </Badge>
        )}
      </Group>
    </UnstyledButton>
  );
}

function CreateWatchlistCard({ onCreated }: { onCreated: (watchlist: Watchlist) => void }) {
  const profile = useCurrentProfile();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [nameMissing, setNameMissing] = useState(false);
  const create = useMutation({
    mutationFn: (rule: WatchRule) => watchlistRequests.create({ name: name.trim(), profile, rules: [rule] }),
    onSuccess: (watchlist) => {
      setName('');
      onCreated(watchlist);
    },
    onSettled: () => invalidateWatchlists(queryClient),
  });

  return (
    <Card component="section" aria-labelledby="watchlists-create-title">
      <Title order={2} size="h4" id="watchlists-create-title" mb="sm">
        New watchlist
      </Title>
      <Stack gap="xs">
        <TextInput
          label="Name"
          value={name}
          maxLength={watchlistLimits.maxNameLength}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setNameMissing(false);
          }}
          error={nameMissing ? 'Give the watchlist a name.' : undefined}
          description="It follows the data of the profile chosen at the top, from its first rule on."
        />
        <RuleEditor
          title="Its first rule"
          submitLabel="Create watchlist"
          busy={create.isPending}
          error={create.error}
          onAdd={(rule, done) => {
            if (name.trim() === '') setNameMissing(true);
            else create.mutate(rule, { onSuccess: done });
          }}
        />
      </Stack>
    </Card>
  );
}
