// Subscription — GET|POST /api/subscription: the plan of the calling key.
import { z } from 'zod';

/** The plans of docs/spec/decisions.md, "Plans and keys", from least to most capable. */
export const plans = ['v3_basic', 'v3_nlp', 'v3_nlp_iptc_tags'] as const;
export type Plan = (typeof plans)[number];

// `plan` stays a plain string: the public API has plans of its own (v3_nlp_embeddings, …).
export const subscriptionResponseSchema = z.looseObject({
  active: z.boolean(),
  /** Requests the key may have in flight at once. */
  concurrent_calls: z.number().int(),
  plan: z.string(),
  plan_calls: z.number().int(),
  remaining_calls: z.number().int(),
  /** How far back `from_` may reach. */
  historical_days: z.number().int(),
});

export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;
