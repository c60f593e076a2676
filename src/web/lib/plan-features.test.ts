import { describe, expect, it } from 'vitest';
import { planHasFeature, planUnlocking } from './plan-features';

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
