import { QueryClient } from '@tanstack/react-query';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { profileIdSchema, profilesResponseSchema } from '../../contract/profiles';
import type { ProfilesResponse } from '../../contract/profiles';
import {
  isProfileId,
  profilesResponseReader,
  resolveProfileId,
  upstreamBaseUrl,
  whenProfilesKnown,
} from './profile';

const profiles: ProfilesResponse = {
  profiles: [
    { id: 'basic', label: 'Basic', plan: 'v3_basic', kind: 'local' },
    { id: 'full', label: 'Full', plan: 'v3_nlp_iptc_tags', kind: 'local' },
  ],
  default: 'full',
};

describe('resolveProfileId', () => {
  it('keeps a stored choice the server offers', () => {
    expect(resolveProfileId('basic', profiles)).toBe('basic');
  });

  it("falls back to the server's default for a choice it does not offer", () => {
    expect(resolveProfileId('newscatcher', profiles)).toBe('full');
    expect(resolveProfileId('nonsense', profiles)).toBe('full');
    expect(resolveProfileId(null, { ...profiles, default: 'basic' })).toBe('basic');
  });

  it('uses a valid stored choice, else full, before the list has loaded', () => {
    expect(resolveProfileId('nlp', undefined)).toBe('nlp');
    expect(resolveProfileId('bogus', undefined)).toBe('full');
  });
});

describe('upstreamBaseUrl', () => {
  it('is this origin for local profiles and the public base of the operation for the public one', () => {
    expect(upstreamBaseUrl('local', 'events', 'http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
    expect(upstreamBaseUrl('public', 'news', 'http://x')).toBe('https://v3-api.newscatcherapi.com');
    expect(upstreamBaseUrl('public', 'events', 'http://x')).toBe('https://events.newscatcherapi.xyz');
  });
});

describe('whenProfilesKnown', () => {
  const listUrl = '/ui/profiles';

  it("starts a page's request once the list has arrived, with the profile it settles", async () => {
    const client = new QueryClient();
    let answer: (value: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const started: string[] = [];
    whenProfilesKnown(client, (profile) => started.push(profile));
    whenProfilesKnown(client, (profile) => started.push(profile));
    await Promise.resolve();
    expect(started).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(1); // one request for both loaders
    expect(String(fetchMock.mock.calls[0]?.[0 as never])).toContain(listUrl);
    answer(Response.json({ ...profiles, default: 'basic' }));
    await vi.waitFor(() => expect(started).toEqual(['basic', 'basic']));
    vi.unstubAllGlobals();
  });

  it('still starts, under the fallback profile, when the list cannot be loaded', async () => {
    const client = new QueryClient();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    const started: string[] = [];
    whenProfilesKnown(client, (profile, list) => started.push(`${profile}:${list === undefined}`));
    await vi.waitFor(() => expect(started).toEqual(['full:true']));
    vi.unstubAllGlobals();
  });
});

describe('the profile readers (no zod in the entry chunk) read as the contract does', () => {
  const value = fc.oneof(
    fc.constantFrom(
      'basic',
      'nlp',
      'full',
      'newscatcher',
      'Full',
      'local',
      'public',
      'v3_basic',
      null,
      undefined,
    ),
    fc.string({ maxLength: 5 }),
    fc.integer(),
    fc.boolean(),
  );
  const validProfile = fc.record({
    id: fc.constantFrom('basic', 'full'),
    label: fc.string(),
    plan: fc.option(fc.string()),
    kind: fc.constantFrom('local', 'public'),
  });
  // Valid profiles, and profiles one field away from valid (a field left out or of another value).
  const profile = fc.oneof(
    validProfile,
    fc
      .tuple(validProfile, fc.constantFrom('id', 'label', 'plan', 'kind', 'token'), fc.boolean(), value)
      .map(([valid, key, drop, other]) => {
        const changed: Record<string, unknown> = { ...valid };
        if (drop) delete changed[key];
        else changed[key] = other;
        return changed;
      }),
  );
  const answer = fc.oneof(
    fc.record(
      {
        profiles: fc.oneof(fc.array(profile, { maxLength: 3 }), value),
        default: fc.oneof(fc.constantFrom('basic', 'full'), value),
      },
      { requiredKeys: [] },
    ),
    fc.anything(),
  );

  it('profile ids', () => {
    fc.assert(
      fc.property(value, (id) => {
        expect(isProfileId(id)).toBe(profileIdSchema.safeParse(id).success);
      }),
    );
  });

  it('the /ui/profiles answer, valid or not', () => {
    fc.assert(
      fc.property(answer, (payload) => {
        const expected = profilesResponseSchema.safeParse(payload);
        const read = profilesResponseReader.safeParse(payload);
        expect(read.success).toBe(expected.success);
        if (read.success && expected.success) expect(read.data).toStrictEqual(expected.data);
      }),
      { numRuns: 2000 },
    );
  });

  it('names where an answer is wrong', () => {
    const read = profilesResponseReader.safeParse({ profiles: [{ id: 'full' }], default: 'full' });
    expect(read.success ? null : read.error.issues[0]?.path).toEqual(['profiles', 0]);
  });
});
