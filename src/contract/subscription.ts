// Subscription — GET|POST /api/subscription: the plan of the calling key.
import { z } from 'zod';

// The plan names live with the plan table; re-exported here for the callers that read them with the schema.
export { plans, type Plan } from './plans';

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
