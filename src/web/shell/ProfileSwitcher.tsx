// Chooses the proxy profile (key and plan) that every query runs under.
import { ActionIcon, NativeSelect, Skeleton } from '@mantine/core';
import type { Profile } from '../../contract/profiles';
import { AlertIcon } from '../components/icons';
import { describeError } from '../lib/api-error';
import { isProfileId, profileChoice, useCurrentProfile, useProfiles } from '../lib/profile';

function optionLabel(profile: Profile): string {
  const kind = profile.kind === 'public' ? 'public API' : null;
  const details = [profile.plan, kind].filter(Boolean).join(', ');
  return details ? `${profile.label} (${details})` : profile.label;
}

export function ProfileSwitcher() {
  const profiles = useProfiles();
  const current = useCurrentProfile();

  if (profiles.isPending) return <Skeleton height={30} width={180} aria-label="Loading profiles" />;
  if (profiles.isError) {
    const { message } = describeError(profiles.error);
    return (
      <ActionIcon
        variant="light"
        color="red"
        size="lg"
        aria-label="Profiles could not be loaded; retry"
        title={`Profiles could not be loaded: ${message} Click to retry.`}
        loading={profiles.isFetching}
        onClick={() => void profiles.refetch()}
      >
        <AlertIcon />
      </ActionIcon>
    );
  }

  return (
    <NativeSelect
      aria-label="Profile"
      size="sm"
      value={current}
      data={profiles.data.profiles.map((profile) => ({ value: profile.id, label: optionLabel(profile) }))}
      onChange={(event) => {
        const { value } = event.currentTarget;
        if (isProfileId(value)) profileChoice.set(value);
      }}
      w={{ base: 150, sm: 290 }}
    />
  );
}
