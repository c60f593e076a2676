// The current proxy profile: app-level state shared by every page.
//
// Why not a URL param: a profile names a key configured on one particular server, so a shared link
// should run under the recipient's own choice. The choice is persisted in localStorage (and synced
// across tabs), and every query key includes the profile, so switching profile refetches everything.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { ApiBase } from '../../contract/operations';
import { profileIds } from '../../contract/profile-ids';
import type { Profile, ProfileId, ProfilesResponse } from '../../contract/profiles';
import { getUiResource } from './api-client';
import type { AnswerReader } from './api-client';

export const profileStorageKey = 'newsdeck.profile';
/** Used until `/ui/profiles` answers, or when it cannot be reached. */
export const fallbackProfileId: ProfileId = 'full';

// The profile list is read without zod: the shell asks for it at start-up, so its reader sits in the entry
// chunk. profile.test.ts checks both readers against contract/profiles.ts's schemas.

export function isProfileId(value: unknown): value is ProfileId {
  return typeof value === 'string' && (profileIds as readonly string[]).includes(value);
}

function readProfile(value: unknown): Profile | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { id, label, plan, kind } = value as Record<string, unknown>;
  if (!isProfileId(id) || typeof label !== 'string') return undefined;
  if (plan !== null && typeof plan !== 'string') return undefined;
  if (kind !== 'local' && kind !== 'public') return undefined;
  return { id, label, plan, kind };
}

/** `GET /ui/profiles`'s answer as contract/profiles.ts's profilesResponseSchema reads it (unknown keys dropped). */
export const profilesResponseReader: AnswerReader<ProfilesResponse> = {
  safeParse(payload) {
    const invalid = (path: PropertyKey[], message: string) =>
      ({ success: false, error: { issues: [{ path, message }] } }) as const;
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload))
      return invalid([], 'expected an object');
    const { profiles, default: defaultId } = payload as Record<string, unknown>;
    if (!Array.isArray(profiles)) return invalid(['profiles'], 'expected a list');
    const read: Profile[] = [];
    for (const [index, item] of profiles.entries()) {
      const profile = readProfile(item);
      if (!profile) return invalid(['profiles', index], 'expected a profile');
      read.push(profile);
    }
    if (!isProfileId(defaultId)) return invalid(['default'], 'expected a profile id');
    return { success: true, data: { profiles: read, default: defaultId } };
  },
};

export const profilesQueryOptions = () =>
  queryOptions({
    queryKey: ['ui', 'profiles'] as const,
    queryFn: ({ signal }) => getUiResource('/ui/profiles', profilesResponseReader, signal),
    // Profiles are server configuration: they change only when the server restarts.
    staleTime: Infinity,
  });

/** The stored choice when the server still offers it, else the server's default. */
export function resolveProfileId(stored: string | null, profiles: ProfilesResponse | undefined): ProfileId {
  if (!profiles) return isProfileId(stored) ? stored : fallbackProfileId;
  if (isProfileId(stored) && profiles.profiles.some((profile) => profile.id === stored)) return stored;
  return profiles.default;
}

function readStored(): string | null {
  try {
    return window.localStorage.getItem(profileStorageKey);
  } catch {
    return null; // storage disabled: the choice lasts for this page only
  }
}

const listeners = new Set<() => void>();
let memoryChoice: string | null = null;

export const profileChoice = {
  get(): string | null {
    return readStored() ?? memoryChoice;
  },
  set(id: ProfileId): void {
    memoryChoice = id;
    try {
      window.localStorage.setItem(profileStorageKey, id);
    } catch {
      // storage disabled: memoryChoice keeps it
    }
    listeners.forEach((notify) => notify());
  },
  subscribe(notify: () => void): () => void {
    listeners.add(notify);
    const onStorage = (event: StorageEvent) => {
      if (event.key === profileStorageKey) notify();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(notify);
      window.removeEventListener('storage', onStorage);
    };
  },
};

/** The current profile outside React (route loaders), from the cached profile list. */
export function currentProfileFrom(queryClient: QueryClient): ProfileId {
  return resolveProfileId(profileChoice.get(), queryClient.getQueryData(profilesQueryOptions().queryKey));
}

/**
 * Calls `start` with the server's profile list once it is known (or could not be loaded), without holding
 * up the navigation: a page's code and the profile list load side by side, and the page's own request
 * starts the moment the profile is settled. Used by route loaders; components read the same query.
 */
export function whenProfilesKnown(
  queryClient: QueryClient,
  start: (profile: ProfileId, profiles: ProfilesResponse | undefined) => void,
): void {
  void queryClient
    .ensureQueryData({ ...profilesQueryOptions(), retry: false })
    .catch(() => undefined)
    .then((profiles) => start(currentProfileFrom(queryClient), profiles));
}

export function useProfiles() {
  return useQuery(profilesQueryOptions());
}

/** The profile every query runs under. */
export function useCurrentProfile(): ProfileId {
  const stored = useSyncExternalStore(profileChoice.subscribe, profileChoice.get, () => null);
  const { data } = useProfiles();
  return resolveProfileId(stored, data);
}

/** The full description of the current profile, once the list has loaded. */
export function useCurrentProfileDetails(): Profile | undefined {
  const id = useCurrentProfile();
  const { data } = useProfiles();
  return data?.profiles.find((profile) => profile.id === id);
}

const publicBases: Record<ApiBase, string> = {
  news: 'https://v3-api.newscatcherapi.com',
  events: 'https://events.newscatcherapi.xyz',
};

/**
 * The base URL a direct call (curl) would go to: the local service on this origin for local profiles,
 * the public NewsCatcher bases (news or events) for the public one.
 */
export function upstreamBaseUrl(kind: Profile['kind'] | undefined, base: ApiBase, origin: string): string {
  return kind === 'public' ? publicBases[base] : origin;
}
