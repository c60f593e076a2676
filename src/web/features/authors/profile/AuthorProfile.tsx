// The Authors page's profile tab: who an author is, at a glance, from their articles in the window. The
// articles come through the interface's authors operation like every other view (so the public API works
// too), page after page up to the cap; the figures show first, the heavier cards follow.
import { Button, Card, Group, Progress, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { datePresetLabels, datePresets, isDatePreset } from '../../../lib/date-range';
import type { DatePreset } from '../../../lib/date-range';
import type { CurrentPlan } from '../../../lib/plan-features';
import { useCurrentProfile, useProfiles } from '../../../lib/profile';
import { authorsParamNames } from '../authors-search';
import type { AuthorsParamName, AuthorsSearch } from '../authors-search';
import { paramHelp } from '../param-help';
import { RequestCard } from '../../../components/RequestCard';
import { useAuthorProfileData } from './author-profile-data';
import { ProfileBeats } from './ProfileBeats';
import { ProfileCadence } from './ProfileCadence';
import { ProfileCoAuthors } from './ProfileCoAuthors';
import { ProfileFigures } from './ProfileFigures';
import { formatCount } from './profile-format';
import { coverageText, profileArticleCap } from './profile-pages';
import { ProfileTone } from './ProfileTone';
import { ProfileWriting } from './ProfileWriting';
import { fitText, fittedWindow, windowFitQueryOptions } from './window-fit';
import { readerTimeZone, timeZoneOf } from './zoned-time';

export interface AuthorProfileProps {
  search: AuthorsSearch & { author_name: string };
  /** Whether the address names the window; without one it is fitted to the author (window-fit.ts). */
  windowGiven?: boolean;
  onSearchChange: (update: Partial<AuthorsSearch>, options?: { replace?: boolean }) => void;
  plan: CurrentPlan;
}

const presetShortLabels: Record<DatePreset, string> = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
};
const customWindow = 'custom';

/** Params the profile reads; the search's other filters shape the Articles tab only. */
const profileParams = new Set<AuthorsParamName>([
  'author_name',
  'from_',
  'to_',
  'sort_by',
  'page',
  'page_size',
  'ranked_only',
  'include_nlp_data',
]);

export function AuthorProfile({ search, onSearchChange, plan, windowGiven = true }: AuthorProfileProps) {
  const profile = useCurrentProfile();
  const profiles = useProfiles();
  const authorName = search.author_name;
  // Known plan decides the NLP layer; while the plan is being learned nothing is asked, so a plan without
  // NLP never sees a refused request. An unknown plan asks for it and lets the API decide.
  const ready = !profiles.isPending && !plan.pending;
  // No window named: count the author's articles per window first, then open on the fitted one (written
  // into the address when it is not the default, so the view can be shared). A window the user picks here
  // is never refitted; if the counts fail, the default window stands.
  const [windowChosen, setWindowChosen] = useState(false);
  const fitActive = !windowGiven && !windowChosen;
  const windowCounts = useQuery({
    ...windowFitQueryOptions(profile, authorName),
    enabled: ready && fitActive,
  });
  const fitted = fitActive && windowCounts.data ? fittedWindow(windowCounts.data) : null;
  useEffect(() => {
    if (fitted !== null && fitted !== search.from_)
      onSearchChange({ from_: fitted, to_: undefined }, { replace: true });
  }, [fitted, search.from_, onSearchChange]);
  const fitting =
    fitActive &&
    !windowCounts.isError &&
    (windowCounts.isPending || (fitted !== null && fitted !== search.from_));
  const enabled = ready && !fitting;
  const params = {
    author_name: authorName,
    from_: search.from_,
    to_: search.to_,
    include_nlp_data: plan.has('nlp') !== false,
  };
  const timeZone = timeZoneOf(search.tz);
  const data = useAuthorProfileData(profile, params, { enabled, timeZone });
  const { load, coverage, figures, aggregates, moreError } = data;

  const zoneText = (zone: string) => (zone === 'UTC' ? 'in UTC' : `in your time zone (${zone})`);
  const cardsZoneText = zoneText(aggregates?.timeZone ?? timeZone);
  const ignoredFilters = authorsParamNames.filter(
    (name) => !profileParams.has(name) && search[name] !== undefined,
  );
  const profileSearchOf = useCallback(
    (name: string): Partial<AuthorsSearch> => ({
      author_name: name,
      view: 'profile',
      from_: search.from_,
      to_: search.to_,
      tz: search.tz,
    }),
    [search.from_, search.to_, search.tz],
  );
  // Said while the window on screen is the one fitted (the counts stay cached once the address names it).
  const fittedOnScreen = !windowChosen && windowCounts.data ? fittedWindow(windowCounts.data) : null;
  const fitNote =
    windowCounts.data &&
    fittedOnScreen !== null &&
    fittedOnScreen === search.from_ &&
    search.to_ === undefined
      ? fitText(windowCounts.data, fittedOnScreen)
      : null;
  const windowValue = isDatePreset(search.from_) ? search.from_ : customWindow;
  const windowText = isDatePreset(search.from_)
    ? datePresetLabels[search.from_]
    : `${search.from_} to ${search.to_ ?? 'now'} (UTC days)`;
  const loading = load.status === 'ready' && !coverage.complete;
  const wanted = Math.min(coverage.total, profileArticleCap);

  let body;
  if (load.status === 'error') {
    body = (
      <Card>
        <ErrorPanel
          title="The profile could not be loaded"
          error={load.error}
          onRetry={load.onRetry}
          retrying={load.retrying}
        />
      </Card>
    );
  } else if (load.status === 'ready' && coverage.total === 0) {
    body = (
      <Card>
        <EmptyState
          title={`No articles by ${authorName} in this window`}
          description="The interface found no article with this name on the byline in the window. Names must match exactly (case and spacing aside); a wider window may find some."
          action={
            search.from_ !== '90d' ? (
              <Button variant="light" onClick={() => onSearchChange({ from_: '90d', to_: undefined })}>
                Try the last 90 days
              </Button>
            ) : undefined
          }
        />
      </Card>
    );
  } else {
    body = (
      <>
        <ProfileFigures figures={figures} coverage={coverage} />
        <ProfileBeats aggregates={aggregates} plan={plan} zoneText={cardsZoneText} />
        <ProfileCadence aggregates={aggregates} zoneText={cardsZoneText} />
        <ProfileTone aggregates={aggregates} plan={plan} zoneText={cardsZoneText} />
        <Stack gap="sm" component="section" aria-labelledby="profile-craft-title">
          <Title order={3} size="h4" id="profile-craft-title">
            Collaborators and craft
          </Title>
          <ProfileCoAuthors
            aggregates={aggregates}
            articleCount={data.aggregatedCount}
            profileSearchOf={profileSearchOf}
          />
          <ProfileWriting aggregates={aggregates} />
        </Stack>
      </>
    );
  }

  return (
    <Stack gap="md">
      <Card component="section" aria-labelledby="profile-title">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Title order={2} size="h3" id="profile-title">
              {`Profile of ${authorName}`}
            </Title>
            <Text size="sm" c="dimmed">
              {`${windowText} · every source, ranked or not`}
            </Text>
          </div>
          <Group gap="sm" wrap="wrap">
            <SegmentedControl
              size="xs"
              aria-label="Profile window"
              value={windowValue}
              onChange={(value) => {
                if (!isDatePreset(value)) return;
                setWindowChosen(true);
                onSearchChange({ from_: value, to_: undefined });
              }}
              data={[
                ...datePresets.map((preset) => ({
                  value: preset,
                  label: presetShortLabels[preset],
                })),
                ...(windowValue === customWindow
                  ? [{ value: customWindow, label: 'Custom', disabled: true }]
                  : []),
              ]}
            />
            <SegmentedControl
              size="xs"
              aria-label="Time zone"
              value={search.tz}
              onChange={(value) =>
                onSearchChange({ tz: value === 'utc' ? 'utc' : 'local' }, { replace: true })
              }
              data={[
                { value: 'local', label: `Your time (${readerTimeZone()})` },
                { value: 'utc', label: 'UTC' },
              ]}
            />
          </Group>
        </Group>

        <Stack gap={6} mt="sm">
          {fitting && (
            <Text size="sm" c="dimmed" aria-live="polite">
              Choosing a window that fits the author&apos;s articles…
            </Text>
          )}
          {fitNote && (
            <Text size="xs" c="dimmed">
              {fitNote}
            </Text>
          )}
          {load.status === 'ready' ? (
            <Text size="sm" aria-live="polite">
              {coverageText(coverage, { stopped: moreError !== null })}
            </Text>
          ) : load.status === 'loading' ? (
            <Text size="sm" c="dimmed" aria-live="polite">
              Loading the first articles…
            </Text>
          ) : null}
          {(loading || load.status === 'loading') && (
            <Progress
              value={wanted > 0 ? (100 * coverage.loaded) / wanted : 0}
              animated={moreError === null}
              size="sm"
              aria-label={`Articles loaded: ${formatCount(coverage.loaded)} of ${formatCount(wanted)}`}
            />
          )}
          {loading && data.aggregatedCount > 0 && data.aggregatedCount < coverage.loaded && (
            <Text size="xs" c="dimmed">
              {`The cards below are drawn from the newest ${formatCount(data.aggregatedCount)} articles until all have arrived.`}
            </Text>
          )}
          {moreError && (
            <ErrorPanel
              title={`Loading stopped after ${formatCount(coverage.loaded)} articles`}
              error={moreError.error}
              onRetry={moreError.onRetry}
              retrying={moreError.retrying}
            />
          )}
          {ignoredFilters.length > 0 && (
            <Text size="xs" c="dimmed">
              {`The profile covers every article of the author in the window; the search's other filters (${ignoredFilters
                .map((name) => paramHelp[name].label)
                .join(', ')}) apply to the Articles tab only.`}
            </Text>
          )}
        </Stack>
      </Card>

      {body}

      <RequestCard
        request={data.request}
        echo={{ userInput: data.userInput, loading: load.status === 'loading' }}
      />
    </Stack>
  );
}
