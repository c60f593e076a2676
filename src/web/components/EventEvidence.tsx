// The "Evidence" section of an opened event (Breaches page, company pages): per field, the sentences of its articles that state the value,
// with the words that do highlighted and the article linked. Asked for only when the event is opened; the
// local service's extension answers it, so a public-API profile gets a note instead.
import { Anchor, Badge, Group, List, Mark, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { EvidenceField, EvidenceItem } from '../../contract/event-evidence';
import { evidenceFields } from '../../contract/event-evidence';
import type { BreachEvent, EventArticle } from '../../contract/events';
import { DateTime } from './DateTime';
import { EmptyState } from './EmptyState';
import { ErrorPanel } from './ErrorPanel';
import { useCurrentProfile, useCurrentProfileDetails, useProfiles } from '../lib/profile';
import { safeUrl } from '../lib/sanitize-html';
import { eventArticleList, eventEvidenceQueryOptions } from '../lib/event-evidence';
import { highlightedParts } from '../lib/evidence-highlight';

const fieldLabels: Record<EvidenceField, string> = {
  company: 'Company',
  date: 'Breach date',
  data: 'Data',
  impacted: 'Impacted',
};

const webProtocols = new Set(['http:', 'https:']);

export function EventEvidence({ event }: { event: BreachEvent }) {
  const titleId = useId();
  const profile = useCurrentProfile();
  const profiles = useProfiles();
  const kind = useCurrentProfileDetails()?.kind;
  const isPublic = kind === 'public';
  // Asked once the profile is known to be local (the public API has no such operation); should the
  // profile list itself fail, asking is the way to find out.
  const evidence = useQuery({
    ...eventEvidenceQueryOptions(profile, event.id),
    enabled: kind === 'local' || profiles.isError,
  });

  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={4} size="h6" id={titleId}>
        Evidence
      </Title>
      {isPublic ? (
        <Text size="sm" c="dimmed">
          Evidence is available on the local service only: choose one of the demo profiles to see the
          sentences behind this event.
        </Text>
      ) : evidence.isPending ? (
        <Stack gap={6} aria-busy="true" aria-label="Loading evidence">
          <Skeleton height={14} width="30%" />
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      ) : evidence.isError ? (
        <ErrorPanel
          title="The evidence could not be loaded"
          error={evidence.error}
          onRetry={() => void evidence.refetch()}
          retrying={evidence.isFetching}
        />
      ) : evidence.data.evidence.length === 0 ? (
        <EmptyState
          title="No evidence stored for this event"
          description="Its articles state none of its fields in a sentence the extractor reads, or it was stored before evidence was kept; the next ingest of its articles adds it."
        />
      ) : (
        <EvidenceByField items={evidence.data.evidence} articles={eventArticleList(event)} />
      )}
    </Stack>
  );
}

function EvidenceByField({ items, articles }: { items: EvidenceItem[]; articles: EventArticle[] }) {
  const byId = new Map(articles.map((article) => [article.id, article]));
  return (
    <Stack gap="sm">
      {evidenceFields.map((field) => {
        const shown = items.filter((item) => item.field === field);
        if (shown.length === 0) return null;
        return (
          <div key={field}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {fieldLabels[field]}
            </Text>
            <List spacing={6} size="sm" listStyleType="none" aria-label={`Evidence: ${fieldLabels[field]}`}>
              {shown.map((item, index) => (
                <List.Item key={`${item.value}\u0000${item.article_id}\u0000${index}`}>
                  <EvidenceSentence item={item} article={byId.get(item.article_id)} />
                </List.Item>
              ))}
            </List>
          </div>
        );
      })}
    </Stack>
  );
}

function EvidenceSentence({ item, article }: { item: EvidenceItem; article: EventArticle | undefined }) {
  const link = safeUrl(article?.link ?? null, undefined, webProtocols);
  const title = article?.title || item.article_id;
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="wrap">
        {item.field === 'date' ? (
          <DateTime size="xs" fw={600} value={item.value} precision="date" />
        ) : (
          <Badge size="sm" variant="light" color="gray" tt="none">
            {item.value}
          </Badge>
        )}
      </Group>
      <Text size="sm" component="blockquote" m={0} style={{ overflowWrap: 'anywhere' }}>
        {highlightedParts(item.sentence, item.matches).map((part, index) =>
          part.marked ? <Mark key={index}>{part.text}</Mark> : <span key={index}>{part.text}</span>,
        )}
      </Text>
      <Text size="xs" c="dimmed">
        From{' '}
        {link ? (
          <Anchor href={link} target="_blank" rel="noopener noreferrer" size="xs">
            {title}
          </Anchor>
        ) : (
          title
        )}
      </Text>
    </Stack>
  );
}
