// A watchlist's items, newest first: articles link to the article and open in the drawer; breach events open
// on the Breaches page. Items that entered since the watchlist was last opened are marked new.
import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { Watchlist, WatchItem, WatchItemsResponse } from '../../../contract/watchlists';
import { ArticleDrawer } from '../../components/ArticleDrawer';
import { DateTime } from '../../components/DateTime';
import { EmptyState } from '../../components/EmptyState';
import { ErrorPanel } from '../../components/ErrorPanel';
import { safeUrl } from '../../lib/sanitize-html';
import { ruleLabel } from '../../lib/watchlists';
import { watchlistsPageQueries } from './queries';

const articleUrnPrefix = 'urn:newsdeck:article:';
const webProtocols = new Set(['http:', 'https:']);

export function WatchItemsList({
  watchlist,
  items,
}: {
  watchlist: Watchlist;
  items: UseQueryResult<WatchItemsResponse>;
}) {
  const [openArticle, setOpenArticle] = useState<string | null>(null);
  const article = useQuery({
    ...watchlistsPageQueries.storedArticle(watchlist.profile, openArticle ?? ''),
    enabled: openArticle !== null,
  });

  if (items.isPending)
    return (
      <Stack gap="xs" aria-busy="true" aria-label="Loading items">
        <Skeleton height={56} />
        <Skeleton height={56} />
        <Skeleton height={56} />
      </Stack>
    );
  if (items.isError)
    return (
      <ErrorPanel error={items.error} onRetry={() => void items.refetch()} retrying={items.isFetching} />
    );

  const answer = items.data;
  return (
    <Stack gap="xs">
      {answer.fetched_at && (
        <Text size="xs" c="dimmed">
          Read from the public API at <DateTime span size="xs" value={answer.fetched_at} />.
        </Text>
      )}
      {answer.items.length === 0 ? (
        <EmptyState
          title="Nothing yet"
          description={
            watchlist.rules.length === 0
              ? 'Add a rule: its matching articles and events show here.'
              : 'No article or event matches its rules yet; new ones appear here as they are ingested.'
          }
        />
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Items">
          {answer.items.map((item, index) => (
            <li key={item.id}>
              <ItemRow
                item={item}
                isNew={index < answer.watchlist.unseen}
                rules={item.rules.flatMap((rule) => {
                  const held = watchlist.rules[rule];
                  return held ? [ruleLabel(held)] : [];
                })}
                onOpenArticle={(id) => setOpenArticle(id)}
              />
            </li>
          ))}
        </Stack>
      )}
      {openArticle !== null && article.isError && (
        <ErrorPanel
          title="The article could not be opened"
          error={article.error}
          onRetry={() => void article.refetch()}
          retrying={article.isFetching}
        />
      )}
      <ArticleDrawer
        article={openArticle !== null ? article.data?.articles[0] : undefined}
        onClose={() => setOpenArticle(null)}
      />
    </Stack>
  );
}

interface ItemRowProps {
  item: WatchItem;
  isNew: boolean;
  rules: string[];
  onOpenArticle: (id: string) => void;
}

function ItemRow({ item, isNew, rules, onOpenArticle }: ItemRowProps) {
  const navigate = useNavigate();
  const isArticle = item.kind === 'article' && item.id.startsWith(articleUrnPrefix);
  const articleLink = isArticle ? safeUrl(item.link, undefined, webProtocols) : undefined;
  const internal = item.kind === 'event' && item.link.startsWith('/') && !item.link.startsWith('//');
  return (
    <Paper withBorder p="sm" data-new={isNew || undefined}>
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Badge size="sm" variant="light" color={item.kind === 'event' ? 'red' : 'blue'}>
            {item.kind === 'event' ? 'Breach event' : 'Article'}
          </Badge>
          {isNew && (
            <Badge size="sm" color="orange" variant="filled">
              New
            </Badge>
          )}
          <DateTime size="xs" c="dimmed" value={item.published} />
        </Group>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {internal ? (
            <Anchor
              href={item.link}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                void navigate({ href: item.link });
              }}
            >
              {item.title}
            </Anchor>
          ) : articleLink ? (
            <Anchor href={articleLink} target="_blank" rel="noopener noreferrer">
              {item.title}
            </Anchor>
          ) : (
            item.title
          )}
        </Text>
        {item.summary && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {item.summary}
          </Text>
        )}
        <Group gap="xs" wrap="wrap">
          <Text size="xs" c="dimmed">
            {[item.company, item.source, item.authors.join(', ')].filter(Boolean).join(' · ')}
            {rules.length > 0 ? ` — ${rules.join('; ')}` : ''}
          </Text>
          {isArticle && (
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => onOpenArticle(item.id.slice(articleUrnPrefix.length))}
            >
              Open
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
