// What the current profile's plan allows (the contract's plan table, src/contract/plans.ts), so pages can lock
// the controls of features the plan lacks and name the plan that has them, instead of letting a request fail.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileId } from '../../contract/profiles';
import { leastPlanWith, planSheetOf } from '../../contract/plans';
import type { GatedFeature, Plan } from '../../contract/plans';
import { subscriptionResponseSchema } from '../../contract/subscription';
import { callInterface } from './api-client';
import { useCurrentProfile, useCurrentProfileDetails } from './profile';

/** `nlp`: NLP layer, NLP filters and clustering; `iptc`: IPTC tag filters (and embeddings). */
export type PlanFeature = GatedFeature;

export const planFeatureNames: Record<PlanFeature, string> = {
  nlp: 'the NLP layer, NLP filters and clustering',
  iptc: 'IPTC tags',
};

/** Whether `plan` has `feature`; null when the plan is not one we know (the API then decides). */
export function planHasFeature(plan: string | null | undefined, feature: PlanFeature): boolean | null {
  return planSheetOf(plan)?.[feature] ?? null;
}

/** The least capable plan that has `feature`: the one to name on a locked control. */
export function planUnlocking(feature: PlanFeature): Plan {
  return leastPlanWith(feature);
}

export const subscriptionQueryOptions = (profile: ProfileId) =>
  queryOptions({
    queryKey: ['subscription', profile] as const,
    queryFn: ({ signal }) =>
      callInterface(
        profile,
        { operation: 'subscription', method: 'GET' },
        subscriptionResponseSchema,
        signal,
      ),
    // A key's plan changes rarely; once per page load is enough.
    staleTime: Infinity,
  });

export interface CurrentPlan {
  /** The plan name, or null while unknown. */
  plan: string | null;
  /** Where the plan came from: the profile list, the key's subscription, or nowhere (yet). */
  source: 'profile' | 'subscription' | 'unknown';
  /** Still asking the API for the key's subscription. */
  pending: boolean;
  /** Why the subscription could not be read, when it could not. */
  error: unknown;
  /** Whether the plan has `feature`; null when unknown, in which case controls stay open and the API decides. */
  has: (feature: PlanFeature) => boolean | null;
}

/**
 * The current profile's plan: local profiles name it in `/ui/profiles`; for one that does not (the public
 * API), the key's subscription is asked for through the proxy.
 */
export function useCurrentPlan(): CurrentPlan {
  const profileId = useCurrentProfile();
  const profile = useCurrentProfileDetails();
  const needSubscription = profile !== undefined && profile.plan === null;
  const subscription = useQuery({ ...subscriptionQueryOptions(profileId), enabled: needSubscription });

  const plan = profile?.plan ?? (needSubscription ? (subscription.data?.plan ?? null) : null);
  return {
    plan,
    source: profile?.plan ? 'profile' : plan ? 'subscription' : 'unknown',
    pending: needSubscription && subscription.isPending,
    error: needSubscription ? subscription.error : null,
    has: (feature) => planHasFeature(plan, feature),
  };
}
