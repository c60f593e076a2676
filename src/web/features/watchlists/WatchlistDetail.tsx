// One open watchlist: its items (opening it marks them seen), its rules, its name, its feed links with the
// rotation of their token, and its deletion.
import {
  ActionIcon,
  Button,
  Card,
  CopyButton,
  Group,
  Modal,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { watchlistLimits } from '../../../contract/watchlists';
import type { Watchlist } from '../../../contract/watchlists';
import { CheckIcon, CopyIcon, TrashIcon } from '../../components/icons';
import { describeError } from '../../lib/api-error';
import {
  absoluteFeedUrl,
  invalidateWatchlists,
  ruleLabel,
  watchItemsQueryOptions,
  watchlistRequests,
  watchlistsQueryOptions,
} from '../../lib/watchlists';
import { RuleEditor } from './RuleEditor';
import { WatchItemsList } from './WatchItemsList';

export function WatchlistDetail({ watchlist, onDeleted }: { watchlist: Watchlist; onDeleted: () => void }) {
  const queryClient = useQueryClient();
  const items = useQuery(watchItemsQueryOptions(watchlist.id));

  // Opening the watchlist is seeing it: once its items are on screen, the server clears its unseen count.
  // The items keep the count they were read with, so this visit still shows which ones are new.
  const seenSent = useRef(false);
  const markSeen = useMutation({
    mutationFn: () => watchlistRequests.markSeen(watchlist.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: watchlistsQueryOptions().queryKey }),
  });
  const { mutate: sendSeen } = markSeen;
  useEffect(() => {
    if (items.isSuccess && !seenSent.current) {
      seenSent.current = true;
      sendSeen();
    }
  }, [items.isSuccess, sendSeen]);

  return (
    <Stack gap="md">
      <Card component="section" aria-labelledby="watchlist-items-title">
        <Group justify="space-between" mb="sm" wrap="wrap">
          <Title order={2} size="h4" id="watchlist-items-title">
            {watchlist.name}
          </Title>
          <Button
            variant="default"
            size="xs"
            loading={items.isFetching && !items.isPending}
            onClick={() => void items.refetch()}
          >
            Refresh
          </Button>
        </Group>
        <WatchItemsList watchlist={watchlist} items={items} />
      </Card>

      <Card component="section" aria-labelledby="watchlist-rules-title">
        <Title order={2} size="h4" id="watchlist-rules-title" mb="sm">
          Rules
        </Title>
        <RulesSection watchlist={watchlist} />
      </Card>

      <Card component="section" aria-labelledby="watchlist-feeds-title">
        <Title order={2} size="h4" id="watchlist-feeds-title" mb="xs">
          Feed links
        </Title>
        <FeedsSection watchlist={watchlist} />
      </Card>

      <Card component="section" aria-labelledby="watchlist-settings-title">
        <Title order={2} size="h4" id="watchlist-settings-title" mb="sm">
          Name and deletion
        </Title>
        <RenameForm watchlist={watchlist} />
        <DeleteSection watchlist={watchlist} onDeleted={onDeleted} />
      </Card>
    </Stack>
  );
}

function RulesSection({ watchlist }: { watchlist: Watchlist }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (index: number) =>
      watchlistRequests.update(watchlist.id, {
        rules: watchlist.rules.filter((_, position) => position !== index),
      }),
    onSettled: () => invalidateWatchlists(queryClient),
  });
  const add = useMutation({
    mutationFn: watchlistRequests.appendRule.bind(null, watchlist.id),
    onSettled: () => invalidateWatchlists(queryClient),
  });
  const full = watchlist.rules.length >= watchlistLimits.maxRules;

  return (
    <Stack gap="sm">
      {watchlist.rules.length === 0 ? (
        <Text size="sm" c="dimmed">
          No rule yet: add one below, or press Watch on another page.
        </Text>
      ) : (
        <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Rules">
          {watchlist.rules.map((rule, index) => (
            <Group component="li" key={`${index}-${ruleLabel(rule)}`} justify="space-between" wrap="nowrap">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {ruleLabel(rule)}
              </Text>
              <Tooltip
                label={
                  watchlist.rules.length === 1
                    ? 'A watchlist keeps at least one rule: delete the watchlist instead'
                    : 'Remove this rule'
                }
              >
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove rule ${ruleLabel(rule)}`}
                  loading={remove.isPending && remove.variables === index}
                  disabled={remove.isPending || watchlist.rules.length === 1}
                  onClick={() => remove.mutate(index)}
                >
                  <TrashIcon size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          ))}
        </Stack>
      )}
      {remove.error && (
        <Text size="sm" c="red" role="alert">
          {describeError(remove.error).message}
        </Text>
      )}
      {full ? (
        <Text size="sm" c="dimmed">
          This watchlist holds {watchlistLimits.maxRules} rules, the most one may hold.
        </Text>
      ) : (
        <RuleEditor
          busy={add.isPending}
          error={add.error}
          onAdd={(rule, done) => add.mutate(rule, { onSuccess: done })}
        />
      )}
    </Stack>
  );
}

function FeedLink({ label, path }: { label: string; path: string }) {
  const url = absoluteFeedUrl(path, window.location.origin);
  return (
    <Group gap="xs" wrap="nowrap">
      <TextInput
        label={label}
        value={url}
        readOnly
        style={{ flex: 1 }}
        onFocus={(event) => event.currentTarget.select()}
      />
      <CopyButton value={url} timeout={1500}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : `Copy the ${label} link`}>
            <ActionIcon
              variant="default"
              size="lg"
              mt={24}
              onClick={copy}
              aria-label={`Copy the ${label} link`}
              color={copied ? 'teal' : undefined}
            >
              {copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

function FeedsSection({ watchlist }: { watchlist: Watchlist }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const rotate = useMutation({
    mutationFn: () => watchlistRequests.rotate(watchlist.id),
    onSuccess: () => setConfirming(false),
    onSettled: () => invalidateWatchlists(queryClient),
  });
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        Anyone with these links can read this watchlist&apos;s items: the secret in them is their only key.
      </Text>
      <FeedLink label="Atom feed" path={watchlist.feeds.atom} />
      <FeedLink label="JSON feed" path={watchlist.feeds.json} />
      <Group>
        <Button variant="default" size="xs" onClick={() => setConfirming(true)}>
          Rotate link
        </Button>
      </Group>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Rotate the feed links?" centered>
        <Stack gap="sm">
          <Text size="sm">
            New links replace both feed links. The old ones stop working at once: every feed reader that uses
            them must be given the new link.
          </Text>
          {rotate.error && (
            <Text size="sm" c="red" role="alert">
              {describeError(rotate.error).message}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button color="orange" loading={rotate.isPending} onClick={() => rotate.mutate()}>
              Rotate link
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function RenameForm({ watchlist }: { watchlist: Watchlist }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(watchlist.name);
  const rename = useMutation({
    mutationFn: () => watchlistRequests.update(watchlist.id, { name: name.trim() }),
    onSettled: () => invalidateWatchlists(queryClient),
  });
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (name.trim() !== '' && name.trim() !== watchlist.name) rename.mutate();
  }
  return (
    <form onSubmit={submit}>
      <Group align="flex-end" gap="xs" mb="md">
        <TextInput
          label="Name"
          value={name}
          maxLength={watchlistLimits.maxNameLength}
          onChange={(event) => setName(event.currentTarget.value)}
          error={rename.error ? describeError(rename.error).message : undefined}
          style={{ flex: 1 }}
        />
        <Button
          type="submit"
          variant="default"
          loading={rename.isPending}
          disabled={name.trim() === '' || name.trim() === watchlist.name}
        >
          Rename
        </Button>
      </Group>
    </form>
  );
}

function DeleteSection({ watchlist, onDeleted }: { watchlist: Watchlist; onDeleted: () => void }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => watchlistRequests.remove(watchlist.id),
    onSuccess: () => {
      setConfirming(false);
      onDeleted();
    },
    onSettled: () => invalidateWatchlists(queryClient),
  });
  return (
    <>
      <Button
        color="red"
        variant="light"
        leftSection={<TrashIcon size={14} />}
        onClick={() => setConfirming(true)}
      >
        Delete watchlist
      </Button>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Delete this watchlist?" centered>
        <Stack gap="sm">
          <Text size="sm">
            “{watchlist.name}”, its rules and its feed links go for good: feed readers that use the links get
            nothing more.
          </Text>
          {remove.error && (
            <Text size="sm" c="red" role="alert">
              {describeError(remove.error).message}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
