import { describe, expect, it } from 'vitest';
import { plans, subscriptionResponseSchema } from './subscription';

describe('subscriptionResponseSchema', () => {
  it('accepts the answer of every plan, and public extras', () => {
    expect(plans).toEqual(['v3_basic', 'v3_nlp', 'v3_nlp_iptc_tags']);
    const answer = {
      active: true,
      concurrent_calls: 20,
      plan: 'v3_nlp_iptc_tags',
      plan_calls: 100000,
      remaining_calls: 99990,
      historical_days: 3650,
    };
    expect(subscriptionResponseSchema.parse(answer)).toEqual(answer);
    expect(subscriptionResponseSchema.parse({ ...answer, plan: 'v3_nlp_embeddings', extra: 1 }).plan).toBe(
      'v3_nlp_embeddings',
    );
  });

  it('rejects an answer missing a field', () => {
    expect(subscriptionResponseSchema.safeParse({ active: true, plan: 'v3_basic' }).success).toBe(false);
  });
});
