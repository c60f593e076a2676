// The landing page: what Newsdeck does, shown on the data the profile has — the newest breach events, the
// most active authors and sources, the latest articles — each one click from the page that explores it.
// No charts here: plain lists from two small requests, so real content shows within a second.
import { Anchor, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { ReactNode } from 'react';
import type { OverviewResponse } from '../../../contract/overview';
import { DateTime } from '../../components/DateTime';
import { EmptyState } from '../../components/EmptyState';
import { ErrorPanel } from '../../components/ErrorPanel';
import { overviewQueryOptions, overviewWindow } from '../../lib/overview';
import { useCurrentProfile, useCurrentProfileDetails, useProfiles } from '../../lib/profile';
import { recentEventsQueryOptions } from '../../lib/recent-events';
import type { RecentEvents } from '../../lib/recent-events';
import {
  articleCount,
  authorsSearchForAuthor,
  breachesSearchForEvent,
  eventName,
  lookupSearchForArticle,
  recentEventsWindowText,
  sourcesSearchForSource,
} from './home-links';

/** Events listed; the Breaches page has the rest. */
const eventsShown = 6;

export function HomePage() {
  const profile = useCurrentProfile();
  const details = useCurrentProfileDetails();
  const profiles = useProfiles();
  // The overview is the local service's: the public profile has no such operation, so it is not asked.
  const isPublic = details?.kind === 'public';
  const overview = useQuery({ ...overviewQueryOptions(profile), enabled: !profiles.isPending && !isPublic });
  const events = useQuery(recentEventsQueryOptions(profile));

  return (
    <Stack gap="md" maw={1200}>
      <div>
        <Title order={1}>Overview</Title>
        <Text c="dimmed" maw={820}>
          Newsdeck reads the news through the NewsCatcher v3 interface: an author&apos;s articles, the news
          sources, articles by link or id, and data-breach events extracted from the news. Here is what the{' '}
          {details ? `${details.label} profile` : 'current profile'} holds; every name below opens the page
          that explores it.
        </Text>
        {overview.data && (
          <Text size="sm" mt={4} aria-live="polite">
            {`${articleCount(overview.data.article_count)} published in the last ${overviewWindow.days} days.`}
          </Text>
        )}
      </div>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <RecentEventsCard result={events} />
        <LatestArticlesCard result={overview} isPublic={isPublic} />
        <ActiveAuthorsCard result={overview} isPublic={isPublic} />
        <ActiveSourcesCard result={overview} isPublic={isPublic} />
      </SimpleGrid>
    </Stack>
  );
}

interface HomeCardProps {
  title: string;
  description: string;
  /** Where the whole list lives: a link under the card. */
  more: ReactNode;
  children: ReactNode;
}

function HomeCard({ title, description, more, children }: HomeCardProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {description}
      </Text>
      <div style={{ flex: 1 }}>{children}</div>
      <Text size="sm" mt="sm">
        {more}
      </Text>
    </Card>
  );
}

function ListSkeleton({ label }: { label: string }) {
  return (
    <Stack gap={10} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} height={20} width={`${90 - index * 8}%`} />
      ))}
    </Stack>
  );
}

/** Said on the public profile, where the overview does not exist. */
function LocalOnly({ what }: { what: string }) {
  return (
    <EmptyState
      title="Counted by the local service only"
      description={`The public API has no operation that lists the ${what}. Switch to a Demo profile (in the header) to see them here; the other pages work with this profile too.`}
    />
  );
}

function RecentEventsCard({ result }: { result: UseQueryResult<RecentEvents> }) {
  let body: ReactNode;
  if (result.isError) {
    body = (
      <ErrorPanel error={result.error} onRetry={() => void result.refetch()} retrying={result.isFetching} />
    );
  } else if (result.isPending) {
    body = <ListSkeleton label="Loading the recent breach events" />;
  } else if (result.data.events.length === 0) {
    body = (
      <EmptyState
        title="No breach events"
        description="No article of this store reports a data breach yet. Ingest news articles and the events extracted from them show here."
      />
    );
  } else {
    body = (
      <Stack
        gap={10}
        component="ul"
        aria-label="Recent breach events"
        style={{ listStyle: 'none' }}
        p={0}
        m={0}
      >
        {result.data.events.slice(0, eventsShown).map((event) => (
          <li key={event.id}>
            <Group gap="xs" wrap="nowrap" justify="space-between" align="baseline">
              <Anchor
                renderRoot={(props) => (
                  <Link {...props} to="/breaches" search={breachesSearchForEvent(event)} />
                )}
                fw={600}
                style={{ overflowWrap: 'anywhere' }}
              >
                {eventName(event)}
              </Anchor>
              {event.data_breach?.data_type && (
                <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
                  {event.data_breach.data_type}
                </Badge>
              )}
            </Group>
            <Group gap={6} wrap="nowrap">
              <DateTime
                value={event.event_date}
                precision="date"
                size="xs"
                c="dimmed"
                fallback="Date unknown"
                // The data beside it gives way (one line, cut); the date is never broken over two lines.
                style={{ flexShrink: 0, whiteSpace: 'nowrap' }}
              />
              {event.data_breach?.data && (
                <Text size="xs" c="dimmed" lineClamp={1} style={{ minWidth: 0 }}>
                  {`· ${event.data_breach.data}`}
                </Text>
              )}
            </Group>
          </li>
        ))}
      </Stack>
    );
  }
  return (
    <HomeCard
      title="Recent breach events"
      description={
        result.data
          ? recentEventsWindowText(result.data.window)
          : 'Data breaches extracted from the news, newest first'
      }
      more={
        <Anchor renderRoot={(props) => <Link {...props} to="/breaches" />}>
          All breach events, timeline and filters
        </Anchor>
      }
    >
      {body}
    </HomeCard>
  );
}

interface OverviewCardProps {
  result: UseQueryResult<OverviewResponse>;
  isPublic: boolean;
}

/** The overview's loading, error and local-only states; `render` draws a loaded overview. */
function overviewBody(
  { result, isPublic }: OverviewCardProps,
  what: string,
  render: (data: OverviewResponse) => ReactNode,
): ReactNode {
  if (isPublic) return <LocalOnly what={what} />;
  if (result.isError)
    return (
      <ErrorPanel error={result.error} onRetry={() => void result.refetch()} retrying={result.isFetching} />
    );
  if (result.isPending) return <ListSkeleton label={`Loading the ${what}`} />;
  return render(result.data);
}

function CountList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={8} component="ol" aria-label={label} p={0} m={0} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}

function CountRow({ link, count, detail }: { link: ReactNode; count: number; detail?: string | null }) {
  return (
    <li>
      <Group gap="xs" wrap="nowrap" justify="space-between" align="baseline">
        <div style={{ minWidth: 0 }}>
          {link}
          {detail && (
            <Text component="span" size="xs" c="dimmed" ml={6}>
              {detail}
            </Text>
          )}
        </div>
        <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
          {articleCount(count)}
        </Text>
      </Group>
    </li>
  );
}

function ActiveAuthorsCard(props: OverviewCardProps) {
  const body = overviewBody(props, 'most active authors', (data) =>
    data.authors.length === 0 ? (
      <EmptyState
        title="No authors in this window"
        description={`No article of the last ${overviewWindow.days} days names an author.`}
      />
    ) : (
      <CountList label="Most active authors">
        {data.authors.map((author) => (
          <CountRow
            key={author.name}
            count={author.article_count}
            link={
              <Anchor
                renderRoot={(props) => (
                  <Link {...props} to="/authors" search={authorsSearchForAuthor(author.name)} />
                )}
                fw={600}
              >
                {author.name}
              </Anchor>
            }
          />
        ))}
      </CountList>
    ),
  );
  return (
    <HomeCard
      title="Most active authors"
      description={`Most articles in the last ${overviewWindow.days} days, every source`}
      more={<Anchor renderRoot={(props) => <Link {...props} to="/authors" />}>Search any author</Anchor>}
    >
      {body}
    </HomeCard>
  );
}

function ActiveSourcesCard(props: OverviewCardProps) {
  const body = overviewBody(props, 'most active sources', (data) =>
    data.sources.length === 0 ? (
      <EmptyState
        title="No sources in this window"
        description={`No article was published in the last ${overviewWindow.days} days.`}
      />
    ) : (
      <CountList label="Most active sources">
        {data.sources.map((source) => (
          <CountRow
            key={source.domain_url}
            count={source.article_count}
            detail={source.name_source ? source.domain_url : source.country}
            link={
              <Anchor
                renderRoot={(props) => (
                  <Link {...props} to="/sources" search={sourcesSearchForSource(source.domain_url)} />
                )}
                fw={600}
              >
                {source.name_source ?? source.domain_url}
              </Anchor>
            }
          />
        ))}
      </CountList>
    ),
  );
  return (
    <HomeCard
      title="Most active sources"
      description={`Most articles in the last ${overviewWindow.days} days`}
      more={<Anchor renderRoot={(props) => <Link {...props} to="/sources" />}>Explore every source</Anchor>}
    >
      {body}
    </HomeCard>
  );
}

function LatestArticlesCard(props: OverviewCardProps) {
  const body = overviewBody(props, 'latest articles', (data) =>
    data.latest_articles.length === 0 ? (
      <EmptyState title="No articles yet" description="The store holds no article published by now." />
    ) : (
      <Stack gap={10} component="ul" aria-label="Latest articles" p={0} m={0} style={{ listStyle: 'none' }}>
        {data.latest_articles.map((article) => (
          <li key={article.id}>
            <Anchor
              renderRoot={(props) => (
                <Link {...props} to="/lookup" search={lookupSearchForArticle(article.id)} />
              )}
              fw={600}
              lineClamp={2}
              style={{ overflowWrap: 'anywhere' }}
            >
              {article.title || article.id}
            </Anchor>
            <Group gap={6}>
              <Text size="xs" c="dimmed">
                {article.domain_url}
              </Text>
              <DateTime value={article.published_date} size="xs" c="dimmed" />
            </Group>
          </li>
        ))}
      </Stack>
    ),
  );
  return (
    <HomeCard
      title="Latest articles"
      description="The newest articles in the store; each opens in Lookup by its id"
      more={
        <Anchor renderRoot={(props) => <Link {...props} to="/lookup" />}>
          Look up articles by link or id
        </Anchor>
      }
    >
      {body}
    </HomeCard>
  );
}
