import { describe, expect, it } from 'vitest';
import type { SubscriptionResponse } from '../../../contract/subscription';
import { featureRowsOf, limitRowsOf } from './plan-rows';

const subscription = (overrides: Partial<SubscriptionResponse>): SubscriptionResponse => ({
  active: true,
  concurrent_calls: 5,
  plan: 'v3_basic',
  plan_calls: 10_000,
  remaining_calls: 9_998,
  historical_days: 30,
  ...overrides,
});

const states = (plan: string) =>
  Object.fromEntries(
    featureRowsOf(plan).map((row) => [
      row.key,
      row.state === 'locked' ? `needs ${row.neededPlan}` : row.state,
    ]),
  );

describe('featureRowsOf', () => {
  it('locks everything on the basic plan, naming the plan that unlocks each feature', () => {
    expect(states('v3_basic')).toEqual({
      nlp_layer: 'needs v3_nlp',
      nlp_filters: 'needs v3_nlp',
      clustering: 'needs v3_nlp',
      iptc_tags: 'needs v3_nlp_iptc_tags',
      embeddings: 'needs v3_nlp_iptc_tags',
    });
  });

  it('unlocks the NLP features on the NLP plan, and everything on the IPTC plan', () => {
    expect(states('v3_nlp')).toEqual({
      nlp_layer: 'included',
      nlp_filters: 'included',
      clustering: 'included',
      iptc_tags: 'needs v3_nlp_iptc_tags',
      embeddings: 'needs v3_nlp_iptc_tags',
    });
    expect(new Set(Object.values(states('v3_nlp_iptc_tags')))).toEqual(new Set(['included']));
  });

  it('does not guess for a plan the table does not list', () => {
    expect(new Set(Object.values(states('v3_nlp_embeddings')))).toEqual(new Set(['unknown']));
  });
});

describe('limitRowsOf', () => {
  it('takes the limits the key states, and the source cap from the plan table', () => {
    expect(limitRowsOf(subscription({}))).toEqual([
      { key: 'sources_shown', label: 'Sources shown', text: 'up to 100', source: 'plan table' },
      { key: 'concurrent_calls', label: 'Concurrent calls', text: '5', source: 'subscription' },
      { key: 'historical_days', label: 'Historical days', text: '30 days', source: 'subscription' },
      { key: 'plan_calls', label: 'Calls left', text: '9,998 of 10,000', source: 'subscription' },
    ]);
  });

  it("prefers the key's own limits over the plan table", () => {
    const rows = limitRowsOf(
      subscription({ plan: 'v3_nlp_iptc_tags', concurrent_calls: 3, historical_days: 90 }),
    );
    expect(rows.find((row) => row.key === 'sources_shown')?.text).toBe('up to 1,000');
    expect(rows.find((row) => row.key === 'concurrent_calls')?.text).toBe('3');
    expect(rows.find((row) => row.key === 'historical_days')?.text).toBe('90 days');
  });

  it('says nothing of the source cap of an unknown plan', () => {
    expect(limitRowsOf(subscription({ plan: 'v3_nlp_embeddings' }))[0]).toMatchObject({
      text: null,
      source: null,
    });
  });
});
