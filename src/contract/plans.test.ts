import { describe, expect, it } from 'vitest';
import { authorsParamFeatures, isKnownPlan, leastPlanWith, plans, planSheetOf, planSheets } from './plans';

describe('planSheetOf', () => {
  it('gives the limits of decisions.md for each plan', () => {
    expect(planSheetOf('v3_basic')).toMatchObject({
      nlp: false,
      iptc: false,
      embeddings: false,
      sourcesShown: 100,
      concurrentCalls: 5,
      historicalDays: 30,
    });
    expect(planSheetOf('v3_nlp')).toMatchObject({
      nlp: true,
      iptc: false,
      embeddings: false,
      sourcesShown: 1000,
      concurrentCalls: 10,
      historicalDays: 365,
    });
    expect(planSheetOf('v3_nlp_iptc_tags')).toMatchObject({
      nlp: true,
      iptc: true,
      embeddings: true,
      sourcesShown: 1000,
      concurrentCalls: 20,
      historicalDays: 3650,
    });
  });

  it('has no row for a plan it does not know', () => {
    expect(planSheetOf('v3_nlp_embeddings')).toBeNull();
    expect(planSheetOf(undefined)).toBeNull();
    expect(planSheetOf('')).toBeNull();
    expect(isKnownPlan('constructor')).toBe(false);
  });

  it('names each row after its plan, in the order of the plan list', () => {
    expect(Object.keys(planSheets)).toEqual([...plans]);
    for (const plan of plans) expect(planSheets[plan].name).toBe(plan);
  });
});

describe('leastPlanWith', () => {
  it('names the least capable plan with each yes/no column', () => {
    expect(leastPlanWith('nlp')).toBe('v3_nlp');
    expect(leastPlanWith('iptc')).toBe('v3_nlp_iptc_tags');
    expect(leastPlanWith('embeddings')).toBe('v3_nlp_iptc_tags');
  });
});

describe('authorsParamFeatures', () => {
  it('gates the NLP parameters on the NLP layer and the tag parameters on IPTC', () => {
    const byFeature = (feature: 'nlp' | 'iptc') =>
      Object.entries(authorsParamFeatures)
        .filter(([, needs]) => needs === feature)
        .map(([name]) => name);
    expect(byFeature('iptc')).toEqual(['iptc_tags', 'not_iptc_tags', 'iab_tags', 'not_iab_tags']);
    expect(byFeature('nlp')).toEqual(
      expect.arrayContaining(['include_nlp_data', 'theme', 'ner_name', 'clustering_enabled']),
    );
    expect(byFeature('nlp')).toHaveLength(16);
  });
});
