// One organisation's page: all its breach events by event date (data types, impacted, articles, evidence),
// the breached organisations its articles also name, and a Watch button. On the public profile the events
// come from events_search by name, and the evidence (a local extension) is not available.
import {
  Anchor,
  Badge,
  Button,
  Card,
  Collapse,
  Group,
  List,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Fragment, useId, useMemo, useState } from 'react';
import type { CompanyResponse } from '../../../contract/company';
import type { BreachEvent } from '../../../contract/events';
import { CompanyLink } from '../../components/CompanyLink';
import { DateTime } from '../../components/DateTime';
import { EmptyState } from '../../components/EmptyState';
import { ErrorPanel } from '../../components/ErrorPanel';
import { EventEvidence } from '../../components/EventEvidence';
import { WatchButton } from '../../components/WatchButton';
import { ApiError } from '../../lib/api-error';
import { eventArticleList } from '../../lib/event-evidence';
import { useCurrentProfile, useCurrentProfileDetails, useProfiles } from '../../lib/profile';
import { safeUrl } from '../../lib/sanitize-html';
import { byEventDate, companyFigures, withArticles } from './company-view';
import { companyQueries } from './queries';

const webProtocols = new Set(['http:', 'https:']);

export interface CompanyPageProps {
  companyKey: string;
  /** The name the link was made from: the public profile searches by it. */
  name: string | undefined;
}

export function CompanyPage({ companyKey, name }: CompanyPageProps) {
  const profile = useCurrentProfile();
  const profiles = useProfiles();
  const kind = useCurrentProfileDetails()?.kind;
  const searchName = name ?? companyKey.replace(/-/g, ' ');
  // The local extension once the profile is known to be local (or the profile list failed: asking finds out).
  const local = useQuery({
    ...companyQueries.local(profile, companyKey),
    enabled: kind === 'local' || profiles.isError,
  });
  const published = useQuery({
    ...companyQueries.public(profile, companyKey, searchName),
    enabled: kind === 'public',
  });
  const company = kind === 'public' ? published : local;

  const notFound = company.error instanceof ApiError && company.error.status === 404;
  const shownName = company.data?.name || name || companyKey;

  return (
    <Stack gap="md" maw={1200}>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Text size="sm" c="dimmed">
            Company
          </Text>
          <Title order={1}>{shownName}</Title>
          {company.data && company.data.aliases.length > 1 && (
            <Text size="sm" c="dimmed">
              Also written: {company.data.aliases.filter((alias) => alias !== company.data.name).join(', ')}
            </Text>
          )}
        </div>
        <WatchButton
          rule={company.data?.name ? { kind: 'breach', companies: [company.data.name] } : null}
          label={`Watch ${shownName}`}
        />
      </Group>

      {kind === 'public' && (
        <Text size="sm" c="dimmed">
          On the public API this page lists the events whose company is named “{searchName}”; evidence and
          related organisations come from the local service only.
        </Text>
      )}

      {company.isPending && !company.isError ? (
        <Card aria-busy="true" aria-label="Loading the company">
          <Stack gap="sm">
            <Skeleton height={24} width="40%" />
            <Skeleton height={120} />
          </Stack>
        </Card>
      ) : notFound || (company.data && company.data.events.length === 0) ? (
        <Card>
          <EmptyState
            title="No breach event names this company"
            description="Company pages exist for the organisations of breach events. Check the link, or find the company on the Breaches page."
            action={
              <Button component={Link} to="/breaches" variant="light">
                Go to Breaches
              </Button>
            }
          />
        </Card>
      ) : company.isError ? (
        <Card>
          <ErrorPanel
            error={company.error}
            onRetry={() => void company.refetch()}
            retrying={company.isFetching}
          />
        </Card>
      ) : company.data ? (
        <CompanyBody company={company.data} isPublic={kind === 'public'} />
      ) : null}
    </Stack>
  );
}

function CompanyBody({ company, isPublic }: { company: CompanyResponse; isPublic: boolean }) {
  const profile = useCurrentProfile();
  const ids = useMemo(
    () => [...new Set(company.events.flatMap((event) => event.associated_article_ids))],
    [company.events],
  );
  const needArticles = company.events.some((event) => !event.articles || event.articles.length === 0);
  const articles = useQuery({
    ...companyQueries.articles(profile, ids),
    enabled: needArticles && ids.length > 0,
  });
  const events = useMemo(
    () => byEventDate(withArticles(company.events, articles.data?.articles ?? [])),
    [company.events, articles.data],
  );
  const figures = companyFigures(company.events);

  return (
    <>
      <Card component="section" aria-labelledby="company-summary-title">
        <Title order={2} size="h4" id="company-summary-title" mb="sm">
          Summary
        </Title>
        <Group gap="xl" wrap="wrap">
          <Figure label="Breach events">{figures.events}</Figure>
          <Figure label="Articles">{figures.articles}</Figure>
          <Figure label="First breach">
            <DateTime size="sm" value={figures.first} precision="date" fallback="Not known" />
          </Figure>
          <Figure label="Latest breach">
            <DateTime size="sm" value={figures.last} precision="date" fallback="Not known" />
          </Figure>
          <Figure label="Data types">{figures.dataTypes.join(', ') || 'Not known'}</Figure>
        </Group>
        <Anchor
          renderRoot={(props) => (
            <Link {...props} to="/breaches" search={{ company_name: [company.name], from: 'all' }} />
          )}
          size="sm"
          mt="sm"
          display="inline-block"
        >
          See these events on the Breaches page
        </Anchor>
      </Card>

      <Card component="section" aria-labelledby="company-events-title">
        <Title order={2} size="h4" id="company-events-title" mb="sm">
          Breach events over time
        </Title>
        <EventsTable events={events} isPublic={isPublic} />
      </Card>

      {!isPublic && (
        <Card component="section" aria-labelledby="company-related-title">
          <Title order={2} size="h4" id="company-related-title" mb="sm">
            Related organisations
          </Title>
          {company.related.length === 0 ? (
            <Text size="sm" c="dimmed">
              The articles of its events name no other breached organisation.
            </Text>
          ) : (
            <List spacing={4} size="sm" listStyleType="none" aria-label="Related organisations">
              {company.related.map((related) => (
                <List.Item key={related.key}>
                  <CompanyLink name={related.name} />{' '}
                  <Text span size="xs" c="dimmed">
                    named in {related.shared_articles} article{related.shared_articles === 1 ? '' : 's'} ·{' '}
                    {related.event_count} event{related.event_count === 1 ? '' : 's'} of its own
                  </Text>
                </List.Item>
              ))}
            </List>
          )}
        </Card>
      )}
    </>
  );
}

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

function EventsTable({ events, isPublic }: { events: BreachEvent[]; isPublic: boolean }) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="xs" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Breach date</Table.Th>
            <Table.Th scope="col">Data</Table.Th>
            <Table.Th scope="col">Impacted</Table.Th>
            <Table.Th scope="col">Articles</Table.Th>
            <Table.Th scope="col">Evidence</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => (
            <EventRow
              key={event.id}
              event={event}
              expanded={open === event.id}
              onToggle={() => setOpen((current) => (current === event.id ? null : event.id))}
              isPublic={isPublic}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function EventRow({
  event,
  expanded,
  onToggle,
  isPublic,
}: {
  event: BreachEvent;
  expanded: boolean;
  onToggle: () => void;
  isPublic: boolean;
}) {
  const panelId = useId();
  const details = event.data_breach;
  const articles = eventArticleList(event);
  return (
    <Fragment>
      <Table.Tr>
        <Table.Td>
          <DateTime size="sm" value={event.event_date} precision="date" fallback="Not known" />
          <Text size="xs" c="dimmed">
            extracted <DateTime span size="xs" value={event.extraction_date} precision="date" />
          </Text>
        </Table.Td>
        <Table.Td>
          {details?.data_type && (
            <Badge size="sm" variant="light" mb={4}>
              {details.data_type}
            </Badge>
          )}
          <Text size="sm">{details?.data || '—'}</Text>
        </Table.Td>
        <Table.Td>
          <Text size="sm">{details?.impacted?.join(', ') || '—'}</Text>
        </Table.Td>
        <Table.Td>
          <Stack gap={2}>
            {articles.map((article) => {
              const link = safeUrl(article.link ?? null, undefined, webProtocols);
              const title = article.title || article.id;
              return link ? (
                <Anchor key={article.id} href={link} target="_blank" rel="noopener noreferrer" size="sm">
                  {title}
                </Anchor>
              ) : (
                <Text key={article.id} size="sm">
                  {title}
                </Text>
              );
            })}
          </Stack>
        </Table.Td>
        <Table.Td>
          {isPublic ? (
            <Text size="xs" c="dimmed">
              Local service only
            </Text>
          ) : (
            <Button
              size="compact-sm"
              variant="subtle"
              aria-expanded={expanded}
              aria-controls={panelId}
              onClick={onToggle}
            >
              {expanded ? 'Hide' : 'Show'} evidence
            </Button>
          )}
        </Table.Td>
      </Table.Tr>
      {!isPublic && (
        <Table.Tr>
          <Table.Td colSpan={5} p={expanded ? undefined : 0} style={expanded ? undefined : { border: 0 }}>
            <Collapse expanded={expanded} id={panelId}>
              {expanded && <EventEvidence event={event} />}
            </Collapse>
          </Table.Td>
        </Table.Tr>
      )}
    </Fragment>
  );
}
