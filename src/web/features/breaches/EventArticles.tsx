// The source articles of one event, shown when the event is expanded: title, source and link, and "Open"
// for the full stored article, looked up by id (one request per event). The title and link come from the
// event's attached data, or from that lookup when the events answer left them out (a local profile).
import { Anchor, Button, Group, List, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { BreachEvent, EventArticle } from '../../../contract/events';
import { ErrorPanel } from '../../components/ErrorPanel';
import { ExternalLinkIcon } from '../../components/icons';
import { useCurrentProfile } from '../../lib/profile';
import { eventArticleList } from '../../lib/event-evidence';
import { safeUrl } from '../../lib/sanitize-html';
import { breachesQueries } from './queries';

const webProtocols = new Set(['http:', 'https:']);

// Shared with the company pages' evidence panel.
export { eventArticleList };

export interface EventArticlesProps {
  event: BreachEvent;
  openArticleId: string | undefined;
  onOpen: (articleId: string) => void;
}

export function EventArticles({ event, openArticleId, onOpen }: EventArticlesProps) {
  const profile = useCurrentProfile();
  const articles = eventArticleList(event);
  const stored = useQuery(
    breachesQueries.articles(
      profile,
      articles.map((article) => article.id),
    ),
  );
  const storedById = new Map(stored.data?.articles.map((article) => [article.id, article]));
  const shown = articles.map((article) => withStoredFields(article, storedById.get(article.id)));

  if (articles.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        The answer names no source articles for this event.
      </Text>
    );
  }
  return (
    <>
      {stored.isError && (
        <ErrorPanel
          title="The full articles could not be looked up"
          error={stored.error}
          onRetry={() => void stored.refetch()}
          retrying={stored.isFetching}
        />
      )}
      <List
        spacing="xs"
        size="sm"
        listStyleType="none"
        aria-label={`Source articles of ${event.company_name ?? 'this event'}`}
      >
        {shown.map((article) => {
          const link = safeUrl(article.link ?? null, undefined, webProtocols);
          const host = link ? new URL(link).hostname.replace(/^www\./, '') : null;
          const missing = stored.isSuccess && !storedById.has(article.id);
          // Attached data names the article at once; without it, the lookup does.
          const naming = stored.isPending && !article.title && !article.link;
          return (
            <List.Item key={article.id}>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <div style={{ flex: 1, minWidth: 0 }}>
                  {naming ? (
                    <Skeleton height={14} width="70%" my={3} />
                  ) : (
                    <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {article.title || article.id}
                    </Text>
                  )}
                  <Group gap={6}>
                    {host && (
                      <Text size="xs" c="dimmed">
                        {host}
                      </Text>
                    )}
                    {missing && (
                      <Text size="xs" c="orange">
                        Not in the store: only the original link is available.
                      </Text>
                    )}
                  </Group>
                </div>
                {stored.isPending ? (
                  <Skeleton height={26} width={56} radius="sm" />
                ) : (
                  <Button
                    size="compact-sm"
                    variant="light"
                    disabled={!stored.isSuccess || missing}
                    onClick={() => onOpen(article.id)}
                    aria-label={`Open article: ${article.title || article.id}`}
                    aria-pressed={openArticleId === article.id}
                  >
                    Open
                  </Button>
                )}
                {link && (
                  <Anchor
                    href={link}
                    target="_blank"
                    rel="noopener noreferrer"
                    size="sm"
                    aria-label={`Original article on ${host ?? 'its site'} (opens in a new tab)`}
                    title="Original article"
                  >
                    <ExternalLinkIcon size={16} />
                  </Anchor>
                )}
              </Group>
            </List.Item>
          );
        })}
      </List>
    </>
  );
}

/** An event's article with the title and link the stored article has, where the answer attached none. */
export function withStoredFields(
  article: EventArticle,
  stored: { title?: string | null; link?: string | null } | undefined,
): EventArticle {
  if (!stored || (article.title && article.link)) return article;
  return { ...article, title: article.title || stored.title, link: article.link || stored.link };
}

/**
 * The event with its articles named (title, link) by the lookup of its articles when the answer attached
 * none: what the evidence panel needs to link each sentence's article. The same query as the article list's,
 * so one request serves both.
 */
export function useNamedEvent(event: BreachEvent): BreachEvent {
  const profile = useCurrentProfile();
  const attached = event.articles !== undefined;
  const articles = eventArticleList(event);
  const stored = useQuery({
    ...breachesQueries.articles(
      profile,
      articles.map((article) => article.id),
    ),
    enabled: !attached && articles.length > 0,
  });
  const found = stored.data?.articles;
  return useMemo(() => {
    if (attached || !found) return event;
    const byId = new Map(found.map((article) => [article.id, article]));
    return {
      ...event,
      articles: eventArticleList(event).map((article) => withStoredFields(article, byId.get(article.id))),
    };
  }, [event, attached, found]);
}
