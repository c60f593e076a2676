import { describe, expect, it } from 'vitest';
import { leastPlanWith, planHasFeature, planSheetOf, planUnlocking } from './plan-features';

describe('planHasFeature', () => {
  it('follows the plan table of decisions.md', () => {
    expect(planHasFeature('v3_basic', 'nlp')).toBe(false);
    expect(planHasFeature('v3_basic', 'iptc')).toBe(false);
    expect(planHasFeature('v3_nlp', 'nlp')).toBe(true);
    expect(planHasFeature('v3_nlp', 'iptc')).toBe(false);
    expect(planHasFeature('v3_nlp_iptc_tags', 'nlp')).toBe(true);
    expect(planHasFeature('v3_nlp_iptc_tags', 'iptc')).toBe(true);
  });

  it('does not guess for plans it does not know', () => {
    expect(planHasFeature('v3_nlp_embeddings', 'nlp')).toBeNull();
    expect(planHasFeature(null, 'nlp')).toBeNull();
  });
});

describe('planUnlocking', () => {
  it('names the least capable plan with the feature', () => {
    expect(planUnlocking('nlp')).toBe('v3_nlp');
    expect(planUnlocking('iptc')).toBe('v3_nlp_iptc_tags');
  });
});

describe('planSheetOf', () => {
  it('gives the limits of decisions.md for each plan', () => {
    expect(planSheetOf('v3_basic')).toMatchObject({
      sourcesShown: 100,
      concurrentCalls: 5,
      historicalDays: 30,
    });
    expect(planSheetOf('v3_nlp')).toMatchObject({
      sourcesShown: 1000,
      concurrentCalls: 10,
      historicalDays: 365,
    });
    expect(planSheetOf('v3_nlp_iptc_tags')).toMatchObject({
      embeddings: true,
      sourcesShown: 1000,
      concurrentCalls: 20,
      historicalDays: 3650,
    });
  });

  it('has no row for a plan it does not know', () => {
    expect(planSheetOf('v3_nlp_embeddings')).toBeNull();
    expect(planSheetOf(undefined)).toBeNull();
  });
});

describe('leastPlanWith', () => {
  it('names the least capable plan with each yes/no column', () => {
    expect(leastPlanWith('nlp')).toBe('v3_nlp');
    expect(leastPlanWith('iptc')).toBe('v3_nlp_iptc_tags');
    expect(leastPlanWith('embeddings')).toBe('v3_nlp_iptc_tags');
  });
});
