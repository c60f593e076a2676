// The rows of a plan card: each feature locked or unlocked (and the plan that unlocks it), and each limit.
// Limits the key's subscription states win over the plan table, which is the fallback; features come from
// the plan table (the subscription does not list them).
import type { SubscriptionResponse } from '../../../contract/subscription';
import { leastPlanWith, planSheetOf } from '../../../contract/plans';
import type { PlanSheetFeature } from '../../../contract/plans';

export type FeatureRowKey = 'nlp_layer' | 'nlp_filters' | 'clustering' | 'iptc_tags' | 'embeddings';
export type LimitRowKey = 'sources_shown' | 'concurrent_calls' | 'historical_days' | 'plan_calls';

const featureRows: readonly { key: FeatureRowKey; label: string; feature: PlanSheetFeature }[] = [
  { key: 'nlp_layer', label: 'NLP layer', feature: 'nlp' },
  { key: 'nlp_filters', label: 'NLP filters', feature: 'nlp' },
  { key: 'clustering', label: 'Clustering', feature: 'nlp' },
  { key: 'iptc_tags', label: 'IPTC tags', feature: 'iptc' },
  { key: 'embeddings', label: 'Embeddings', feature: 'embeddings' },
];

export type FeatureRow = { key: FeatureRowKey; label: string } & (
  | { state: 'included' }
  | { state: 'locked'; neededPlan: string }
  /** A plan the table does not list: whether it has the feature is not known here. */
  | { state: 'unknown' }
);

export interface LimitRow {
  key: LimitRowKey;
  label: string;
  /** The value as shown, or null when neither the subscription nor the plan table says. */
  text: string | null;
  /** Where the value comes from. */
  source: 'subscription' | 'plan table' | null;
}

const number = (value: number) => value.toLocaleString('en-US');

export function featureRowsOf(plan: string): FeatureRow[] {
  const sheet = planSheetOf(plan);
  return featureRows.map(({ key, label, feature }): FeatureRow => {
    if (!sheet) return { key, label, state: 'unknown' };
    return sheet[feature]
      ? { key, label, state: 'included' }
      : { key, label, state: 'locked', neededPlan: leastPlanWith(feature) };
  });
}

export function limitRowsOf(subscription: SubscriptionResponse): LimitRow[] {
  const sheet = planSheetOf(subscription.plan);
  const fromSubscription = (text: string): Pick<LimitRow, 'text' | 'source'> => ({
    text,
    source: 'subscription',
  });
  return [
    {
      key: 'sources_shown',
      label: 'Sources shown',
      ...(sheet
        ? { text: `up to ${number(sheet.sourcesShown)}`, source: 'plan table' as const }
        : { text: null, source: null }),
    },
    {
      key: 'concurrent_calls',
      label: 'Concurrent calls',
      ...fromSubscription(number(subscription.concurrent_calls)),
    },
    {
      key: 'historical_days',
      label: 'Historical days',
      ...fromSubscription(`${number(subscription.historical_days)} days`),
    },
    {
      key: 'plan_calls',
      label: 'Calls left',
      ...fromSubscription(`${number(subscription.remaining_calls)} of ${number(subscription.plan_calls)}`),
    },
  ];
}
