// The Plans page, for demos: every profile's plan side by side (features locked or unlocked, limits), and
// one request run through every profile to show what the plans change.
import { Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import type { Profile } from '../../../contract/profiles';
import { EmptyState } from '../../components/EmptyState';
import { ErrorPanel } from '../../components/ErrorPanel';
import { profileChoice, useCurrentProfile, useProfiles } from '../../lib/profile';
import { ComparisonForm } from './ComparisonForm';
import { ComparisonResults } from './ComparisonResults';
import { PlanCard } from './PlanCard';
import { comparisonRequestOf } from './plans-search';
import type { ComparisonDraft, PlansSearch } from './plans-search';
import { isAnswerQuery } from './queries';

export interface PlansPageProps {
  search: PlansSearch;
  /** Replaces the comparison in the URL. */
  onSearchChange: (next: PlansSearch) => void;
}

export function PlansPage({ search, onSearchChange }: PlansPageProps) {
  const profiles = useProfiles();
  const request = comparisonRequestOf(search);
  const queryClient = useQueryClient();
  const comparing = useIsFetching({ predicate: isAnswerQuery }) > 0;

  function run(draft: ComparisonDraft) {
    // Running the query already on screen asks every plan again rather than doing nothing.
    if (JSON.stringify(draft) === JSON.stringify(search))
      void queryClient.invalidateQueries({ predicate: isAnswerQuery });
    else onSearchChange(draft);
  }
  const plansTitleId = useId();
  const compareTitleId = useId();

  return (
    <Stack gap="md" maw={1400}>
      <div>
        <Title order={1}>Plans</Title>
        <Text c="dimmed">
          What each profile's plan includes, and what the same request returns under each of them.
        </Text>
      </div>

      <section aria-labelledby={plansTitleId}>
        <Title order={2} size="h4" mb="sm" id={plansTitleId}>
          Plans side by side
        </Title>
        {profiles.isError ? (
          <ErrorPanel
            error={profiles.error}
            title="The profiles could not be loaded"
            onRetry={() => void profiles.refetch()}
            retrying={profiles.isFetching}
          />
        ) : profiles.isPending ? (
          <SimpleGrid cols={{ base: 1, sm: 2, xl: 4 }} aria-label="Loading the profiles">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} height={360} />
            ))}
          </SimpleGrid>
        ) : profiles.data.profiles.length === 0 ? (
          <Card>
            <EmptyState
              title="No profiles are configured"
              description="The server lists no profiles, so there is no plan to show. Check its configuration."
            />
          </Card>
        ) : (
          <PlanCards profiles={profiles.data.profiles} />
        )}
      </section>

      <Card component="section" aria-labelledby={compareTitleId}>
        <Title order={2} size="h4" id={compareTitleId}>
          Same query under each plan
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          One request, sent through every profile at once: see which plans refuse it, and what the others
          return.
        </Text>
        <ComparisonForm
          // A comparison from the URL (back/forward, a shared link) resets the draft.
          key={JSON.stringify(search)}
          search={search}
          suggestionProfile={profiles.data?.profiles.find((profile) => profile.kind === 'local')?.id ?? null}
          busy={comparing}
          onRun={run}
        />
      </Card>

      {request === null ? (
        <Card>
          <EmptyState
            title="No comparison yet"
            description="Choose an operation and its parameters above, then Run under every plan. The page address then holds the query, so you can share it."
          />
        </Card>
      ) : profiles.data && profiles.data.profiles.length > 0 ? (
        <ComparisonResults request={request} profiles={profiles.data.profiles} />
      ) : null}
    </Stack>
  );
}

function PlanCards({ profiles }: { profiles: readonly Profile[] }) {
  const current = useCurrentProfile();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, xl: Math.min(profiles.length, 4) }} spacing="md">
      {profiles.map((profile) => (
        <PlanCard
          key={profile.id}
          profile={profile}
          isCurrent={profile.id === current}
          onUse={() => profileChoice.set(profile.id)}
        />
      ))}
    </SimpleGrid>
  );
}
