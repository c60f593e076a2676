// One profile's plan: its features, each unlocked or locked (with the plan that unlocks it), and its limits,
// read from the key's own /api/subscription.
import { Badge, Button, Card, Group, Skeleton, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { Profile } from '../../../contract/profiles';
import { ErrorPanel } from '../../components/ErrorPanel';
import { CheckIcon, LockIcon } from '../../components/icons';
import { describeError } from '../../lib/api-error';
import { featureRowsOf, limitRowsOf } from './plan-rows';
import type { FeatureRow } from './plan-rows';
import { plansQueries } from './queries';

export interface PlanCardProps {
  profile: Profile;
  isCurrent: boolean;
  onUse: () => void;
}

export function PlanCard({ profile, isCurrent, onUse }: PlanCardProps) {
  const titleId = useId();
  const subscription = useQuery(plansQueries.subscription(profile.id));
  const plan = subscription.data?.plan ?? profile.plan;

  return (
    <Card component="section" aria-labelledby={titleId} aria-busy={subscription.isPending}>
      <Stack gap={6} mb="sm">
        <Title order={3} size="h5" id={titleId}>
          {profile.label}
        </Title>
        <Group gap={6}>
          {plan ? (
            <Badge variant="outline" tt="none" ff="monospace" aria-label={`Plan ${plan}`}>
              {plan}
            </Badge>
          ) : subscription.isPending ? (
            <Skeleton height={20} width={110} radius="xl" />
          ) : (
            <Badge variant="outline" color="gray" tt="none">
              Plan unknown
            </Badge>
          )}
          {profile.kind === 'public' && (
            <Badge variant="light" color="gray" tt="none">
              public API
            </Badge>
          )}
          {subscription.data && !subscription.data.active && (
            <Badge variant="light" color="red" tt="none">
              inactive
            </Badge>
          )}
        </Group>
        <Group gap={6}>
          {isCurrent ? (
            <Badge variant="light" color="indigo" tt="none">
              Current profile
            </Badge>
          ) : (
            <Button size="compact-xs" variant="default" onClick={onUse}>
              Use this profile
            </Button>
          )}
        </Group>
      </Stack>

      {subscription.isError ? (
        <ErrorPanel
          error={subscription.error}
          onRetry={
            describeError(subscription.error).retryable ? () => void subscription.refetch() : undefined
          }
          retrying={subscription.isFetching}
        />
      ) : subscription.isPending ? (
        <Stack gap={8} role="status" aria-label={`Loading the plan of ${profile.label}`}>
          {Array.from({ length: 9 }, (_, index) => (
            <Skeleton key={index} height={18} />
          ))}
        </Stack>
      ) : (
        <Stack gap="sm">
          <Table
            verticalSpacing={4}
            horizontalSpacing={4}
            fz="sm"
            aria-label={`Features of ${profile.label}`}
          >
            <Table.Tbody>
              {featureRowsOf(subscription.data.plan).map((row) => (
                <Table.Tr key={row.key}>
                  <Table.Th scope="row" fw={500}>
                    {row.label}
                  </Table.Th>
                  <Table.Td>
                    <FeatureMark row={row} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Table verticalSpacing={4} horizontalSpacing={4} fz="sm" aria-label={`Limits of ${profile.label}`}>
            <Table.Tbody>
              {limitRowsOf(subscription.data).map((row) => (
                <Table.Tr key={row.key}>
                  <Table.Th scope="row" fw={500}>
                    {row.label}
                  </Table.Th>
                  <Table.Td
                    title={
                      row.source === 'plan table' ? 'From the plan table' : 'From the key’s subscription'
                    }
                  >
                    {row.text ?? (
                      <Text span size="sm" c="dimmed">
                        Not stated
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </Card>
  );
}

function FeatureMark({ row }: { row: FeatureRow }) {
  switch (row.state) {
    case 'included':
      return (
        <Group gap={6} wrap="nowrap">
          <ThemeIcon size={20} radius="xl" variant="light" color="teal">
            <CheckIcon size={14} />
          </ThemeIcon>
          <Text span size="sm">
            Included
          </Text>
        </Group>
      );
    case 'locked':
      return (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <ThemeIcon size={20} radius="xl" variant="light" color="gray">
            <LockIcon size={13} />
          </ThemeIcon>
          <div>
            <Text size="sm" c="dimmed" lh={1.3}>
              Locked
            </Text>
            <Text size="xs" c="dimmed" lh={1.3}>
              needs{' '}
              <Text span inherit ff="monospace">
                {row.neededPlan}
              </Text>
            </Text>
          </div>
        </Group>
      );
    case 'unknown':
      return (
        <Text span size="sm" c="dimmed">
          Not listed for this plan
        </Text>
      );
  }
}
