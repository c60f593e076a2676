// The compared request's answers, one card per profile side by side, and what changes between them.
import {
  Badge,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import type { Profile } from '../../../contract/profiles';
import { EmptyState } from '../../components/EmptyState';
import { ErrorPanel } from '../../components/ErrorPanel';
import { ExportButtons } from '../../components/ExportButtons';
import { CheckIcon } from '../../components/icons';
import { RequestCard } from '../../components/RequestCard';
import type { ApiRequest } from '../../lib/api-client';
import { operationOf } from '../../lib/api-client';
import { ApiError, describeError } from '../../lib/api-error';
import type { CsvColumn } from '../../lib/csv';
import { upstreamBaseUrl } from '../../lib/profile';
import { compareOutcomes, metricLabels, metricText, statusText, summarizeAnswer } from './answer-summary';
import type { AnswerSummary, ComparisonDiff, MetricKey, PlanOutcome } from './answer-summary';
import { plansQueries } from './queries';

export interface ComparisonResultsProps {
  request: ApiRequest;
  profiles: readonly Profile[];
}

function outcomeOf(result: UseQueryResult<AnswerSummary>): PlanOutcome {
  if (result.isPending) return { state: 'pending' };
  if (result.isError) {
    return result.error instanceof ApiError
      ? { state: 'failed', httpStatus: result.error.status, code: result.error.code }
      : { state: 'failed', httpStatus: 0, code: 'ERROR' };
  }
  return { state: 'answered', summary: result.data };
}

export function ComparisonResults({ request, profiles }: ComparisonResultsProps) {
  const results = useQueries({
    // summarizeAnswer is a stable function, so each summary is recomputed only when its answer changes.
    queries: profiles.map((profile) => ({
      ...plansQueries.answer(profile.id, request),
      select: summarizeAnswer,
    })),
  });
  const outcomes = results.map(outcomeOf);
  const diff = compareOutcomes(
    profiles.map((profile, index) => ({ id: profile.id, outcome: outcomes[index]! })),
  );
  const answersTitleId = useId();

  return (
    <>
      <section aria-labelledby={answersTitleId}>
        <Title order={2} size="h4" mb="sm" id={answersTitleId}>
          Answers under each plan
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, xl: Math.min(profiles.length, 4) }} spacing="md">
          {profiles.map((profile, index) => (
            <AnswerCard key={profile.id} profile={profile} result={results[index]!} />
          ))}
        </SimpleGrid>
      </section>
      <DifferencesCard profiles={profiles} outcomes={outcomes} diff={diff} />
      <RequestCard
        request={request}
        description={`Each plan gets exactly this request, through its own profile (${profiles
          .map((profile) => `/proxy/${profile.id}`)
          .join(', ')}), whose key the server adds.`}
        baseUrl={upstreamBaseUrl('local', operationOf(request).base, window.location.origin)}
      />
    </>
  );
}

function PlanBadge({ profile }: { profile: Profile }) {
  // The key's own plan when the subscription is cached (the plan cards above ask for it), else the profile's.
  const subscription = useQuery({ ...plansQueries.subscription(profile.id), enabled: false });
  const plan = subscription.data?.plan ?? profile.plan;
  return plan ? (
    <Badge variant="outline" tt="none" ff="monospace">
      {plan}
    </Badge>
  ) : null;
}

function StatusBadge({ outcome }: { outcome: PlanOutcome }) {
  if (outcome.state === 'pending') return <Loader size="xs" aria-label="Waiting for the answer" />;
  const text = statusText(outcome);
  const color = outcome.state === 'answered' ? 'teal' : outcome.httpStatus === 403 ? 'orange' : 'red';
  return (
    <Badge variant="light" color={color} tt="none" aria-label={`Status: ${text}`}>
      {text}
    </Badge>
  );
}

function AnswerCard({ profile, result }: { profile: Profile; result: UseQueryResult<AnswerSummary> }) {
  const titleId = useId();
  const outcome = outcomeOf(result);
  const summary = result.data;
  const returned = summary?.metrics.find((metric) => metric.key === 'articles' || metric.key === 'sources');
  return (
    <Card component="section" aria-labelledby={titleId} aria-busy={result.isPending}>
      <Stack gap={6} mb="sm">
        <Title order={3} size="h5" id={titleId}>
          {profile.label}
        </Title>
        <Group gap={6}>
          <PlanBadge profile={profile} />
          <StatusBadge outcome={outcome} />
        </Group>
      </Stack>

      {result.isError ? (
        <ErrorPanel
          error={result.error}
          // A plan's refusal would come back the same: offer a retry only where one may help.
          onRetry={describeError(result.error).retryable ? () => void result.refetch() : undefined}
          retrying={result.isFetching}
        />
      ) : result.isPending ? (
        <Stack gap={8} role="status" aria-label={`Loading the answer for ${profile.label}`}>
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} height={18} />
          ))}
        </Stack>
      ) : (
        <Stack gap="xs" style={{ opacity: result.isFetching ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <Table verticalSpacing={4} horizontalSpacing={4} fz="sm" aria-label={`Answer of ${profile.label}`}>
            <Table.Tbody>
              {result.data.metrics.map((metric) => (
                <Table.Tr key={metric.key}>
                  <Table.Th scope="row" fw={500}>
                    {metricLabels[metric.key]}
                  </Table.Th>
                  <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {metricText(metric)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {returned?.value === 0 && (
            <EmptyState
              title="Nothing returned"
              description="The request matched nothing under this plan: widen the date window or pick another author."
            />
          )}
        </Stack>
      )}
    </Card>
  );
}

interface ExportRow {
  profile: Profile;
  outcome: PlanOutcome;
}

function exportColumns(diffKeys: readonly MetricKey[]): CsvColumn<ExportRow>[] {
  const metricOf = (row: ExportRow, key: MetricKey) =>
    row.outcome.state === 'answered'
      ? row.outcome.summary.metrics.find((metric) => metric.key === key)
      : undefined;
  return [
    { header: 'Profile', value: (row) => row.profile.label },
    { header: 'Plan', value: (row) => row.profile.plan },
    { header: 'Status', value: (row) => statusText(row.outcome) },
    ...diffKeys.flatMap((key): CsvColumn<ExportRow>[] => [
      { header: metricLabels[key], value: (row) => metricOf(row, key)?.value },
      ...(key.startsWith('with_')
        ? [{ header: `${metricLabels[key]} (of)`, value: (row: ExportRow) => metricOf(row, key)?.of }]
        : []),
    ]),
  ];
}

interface DifferencesCardProps {
  profiles: readonly Profile[];
  outcomes: readonly PlanOutcome[];
  diff: ComparisonDiff;
}

function DifferencesCard({ profiles, outcomes, diff }: DifferencesCardProps) {
  const titleId = useId();
  const labelOf = (id: string) => profiles.find((profile) => profile.id === id)?.label ?? id;
  const allPending = diff.pending.length === profiles.length;
  const nothingDiffers = !diff.statusDiffers && diff.metrics.length === 0 && diff.fields.length === 0;
  const metricKeys = [
    ...new Set(
      outcomes.flatMap((outcome) =>
        outcome.state === 'answered' ? outcome.summary.metrics.map((metric) => metric.key) : [],
      ),
    ),
  ];
  const rows: ExportRow[] = profiles.map((profile, index) => ({ profile, outcome: outcomes[index]! }));

  return (
    <Card component="section" aria-labelledby={titleId} aria-busy={diff.pending.length > 0}>
      <Group justify="space-between" mb="sm" gap="xs">
        <div>
          <Title order={2} size="h4" id={titleId}>
            What changes
          </Title>
          <Text size="xs" c="dimmed">
            Only what differs between the plans' answers: status, counts, and fields one answer carries and
            another does not.
          </Text>
        </div>
        <ExportButtons
          rows={allPending ? [] : rows}
          columns={exportColumns(metricKeys)}
          fileBaseName="newsdeck-plan-comparison"
          what="comparison"
        />
      </Group>

      {allPending ? (
        <Skeleton height={120} aria-label="Waiting for the answers" />
      ) : (
        <Stack gap="sm">
          {diff.pending.length > 0 && (
            <Text size="sm" c="dimmed">
              Still waiting for {diff.pending.map(labelOf).join(', ')}.
            </Text>
          )}
          {nothingDiffers && diff.pending.length === 0 ? (
            <EmptyState
              icon={<CheckIcon size={28} />}
              title="No differences"
              description="Every plan answered this request with the same status, counts and fields."
            />
          ) : (
            <Table.ScrollContainer minWidth={480}>
              <Table fz="sm" verticalSpacing={6} aria-label="Differences between the plans">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">What</Table.Th>
                    {profiles.map((profile) => (
                      <Table.Th scope="col" key={profile.id}>
                        {profile.label}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {[diff.status, ...diff.metrics].map((line) => (
                    <Table.Tr key={line.key}>
                      <Table.Th scope="row" fw={500}>
                        {line.label}
                      </Table.Th>
                      {profiles.map((profile) => (
                        <Table.Td key={profile.id} style={{ fontVariantNumeric: 'tabular-nums' }}>
                          {line.cells[profile.id] ?? <Absent />}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                  {diff.fields.map((field) => (
                    <Table.Tr key={field.path}>
                      <Table.Th scope="row" fw={400} ff="monospace" fz="xs">
                        {field.path}
                      </Table.Th>
                      {profiles.map((profile) => (
                        <Table.Td key={profile.id}>
                          {field.presentIn.includes(profile.id) ? (
                            'present'
                          ) : field.absentFrom.includes(profile.id) ? (
                            <Text span size="sm" c="dimmed">
                              absent
                            </Text>
                          ) : (
                            <Absent />
                          )}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
    </Card>
  );
}

/** A cell of a plan that gave no answer to compare. */
function Absent() {
  return (
    <Text span size="sm" c="dimmed">
      <span aria-hidden="true">—</span>
      <VisuallyHidden>no answer</VisuallyHidden>
    </Text>
  );
}
