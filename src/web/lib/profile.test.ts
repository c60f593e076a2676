import { describe, expect, it } from 'vitest';
import type { ProfilesResponse } from '../../contract/profiles';
import { resolveProfileId, upstreamBaseUrl } from './profile';

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
