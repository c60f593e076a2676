// The plan table of decisions.md ("Plans and keys"): the one copy of each plan's features and limits. The
// server enforces it (src/server/local/plans.ts) and the SPA locks controls and shows plan cards from it
// (src/web/lib/plan-features.ts), so the two cannot drift apart.

/** The plans of decisions.md, from least to most capable. */
export const plans = ['v3_basic', 'v3_nlp', 'v3_nlp_iptc_tags'] as const;
export type Plan = (typeof plans)[number];

/** What one plan includes and its limits: a row of the plan table. */
export interface PlanSheet {
  name: Plan;
  /** The NLP layer, NLP filters and clustering. */
  nlp: boolean;
  /** IPTC tags in the NLP layer, and the IPTC tag filters. */
  iptc: boolean;
  /** Embeddings in the NLP layer. */
  embeddings: boolean;
  /** The most sources one sources answer lists. */
  sourcesShown: number;
  /** Requests the key may have in flight at once. */
  concurrentCalls: number;
  /** How far back `from_` may reach. */
  historicalDays: number;
  /** Calls per month /api/subscription states (the local service does not meter them). */
  planCalls: number;
}

export const planSheets: Readonly<Record<Plan, Readonly<PlanSheet>>> = {
  v3_basic: {
    name: 'v3_basic',
    nlp: false,
    iptc: false,
    embeddings: false,
    sourcesShown: 100,
    concurrentCalls: 5,
    historicalDays: 30,
    planCalls: 10_000,
  },
  v3_nlp: {
    name: 'v3_nlp',
    nlp: true,
    iptc: false,
    embeddings: false,
    sourcesShown: 1000,
    concurrentCalls: 10,
    historicalDays: 365,
    planCalls: 100_000,
  },
  v3_nlp_iptc_tags: {
    name: 'v3_nlp_iptc_tags',
    nlp: true,
    iptc: true,
    embeddings: true,
    sourcesShown: 1000,
    concurrentCalls: 20,
    historicalDays: 3650,
    planCalls: 1_000_000,
  },
};

/** The yes/no columns of the plan table. */
export type PlanSheetFeature = 'nlp' | 'iptc' | 'embeddings';

export function isKnownPlan(plan: string): plan is Plan {
  return (plans as readonly string[]).includes(plan);
}

/** The row of the plan table for `plan`; null for a plan the table does not list (the public API has others). */
export function planSheetOf(plan: string | null | undefined): Readonly<PlanSheet> | null {
  return plan && isKnownPlan(plan) ? planSheets[plan] : null;
}

/** The least capable plan that has `feature`: the one 403 messages and locked controls name. */
export function leastPlanWith(feature: PlanSheetFeature): Plan {
  const plan = plans.find((candidate) => planSheets[candidate][feature]);
  if (!plan) throw new Error(`No plan has ${feature}`);
  return plan;
}
