// The plan table of decisions.md ("Plans and keys"): the one copy of each plan's features and limits. The
// server enforces it (src/server/local/plans.ts) and the SPA locks controls and shows plan cards from it
// (src/web/lib/plan-features.ts), so the two cannot drift apart.
import type { AuthorsRequest } from './authors';

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

/** The plan features a request parameter can need. */
export type GatedFeature = 'nlp' | 'iptc';

/**
 * Which authors parameters need which plan feature (decisions.md, "Articles by author"): the NLP layer, its
 * filters and clustering need an NLP plan; IPTC (and IAB) tags the IPTC plan. The server refuses them with a
 * 403 in this order; the SPA locks their controls.
 */
export const authorsParamFeatures = {
  include_nlp_data: 'nlp',
  has_nlp: 'nlp',
  theme: 'nlp',
  not_theme: 'nlp',
  ORG_entity_name: 'nlp',
  PER_entity_name: 'nlp',
  LOC_entity_name: 'nlp',
  MISC_entity_name: 'nlp',
  ner_name: 'nlp',
  title_sentiment_min: 'nlp',
  title_sentiment_max: 'nlp',
  content_sentiment_min: 'nlp',
  content_sentiment_max: 'nlp',
  clustering_enabled: 'nlp',
  clustering_threshold: 'nlp',
  clustering_variable: 'nlp',
  iptc_tags: 'iptc',
  not_iptc_tags: 'iptc',
  iab_tags: 'iptc',
  not_iab_tags: 'iptc',
} as const satisfies Partial<Record<keyof AuthorsRequest, GatedFeature>>;

export type GatedAuthorsParam = keyof typeof authorsParamFeatures;
