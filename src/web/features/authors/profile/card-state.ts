// The state of one profile card: locked by the plan, loading, empty (with why) or ready. A failed first page
// is shown once for the whole profile (every card is drawn from it), not once per card.
import type { ReactNode } from 'react';
import type { Plan } from '../../../../contract/subscription';
import type { ChartCardState } from '../../../components/ChartCard';
import { planUnlocking } from '../../../lib/plan-features';
import type { CurrentPlan, PlanFeature } from '../../../lib/plan-features';

export interface CardLock {
  /** The plan that unlocks the card. */
  plan: Plan;
  title: string;
  description: string;
}

const featureWords: Record<PlanFeature, string> = { nlp: 'the NLP layer', iptc: 'IPTC topics' };

/** The lock of a card that needs `feature`, when the plan is known to lack it; null otherwise. */
export function cardLock(plan: Pick<CurrentPlan, 'plan' | 'has'>, feature: PlanFeature): CardLock | null {
  if (plan.has(feature) !== false) return null;
  const unlocking = planUnlocking(feature);
  return {
    plan: unlocking,
    title: `Locked: needs the ${unlocking} plan`,
    description: `This profile's plan${plan.plan ? ` (${plan.plan})` : ''} does not include ${featureWords[feature]}; ${unlocking} does. Choose a profile on that plan to see this card.`,
  };
}

export interface CardEmptiness {
  title: string;
  description?: ReactNode;
}

/**
 * `ready` says whether the card's data is computed; `empty` is what to say when it holds nothing (null when
 * it holds something).
 */
export function profileCardState({
  lock = null,
  ready,
  empty,
}: {
  lock?: CardLock | null;
  ready: boolean;
  empty: CardEmptiness | null;
}): ChartCardState {
  if (lock) return { status: 'empty', title: lock.title, description: lock.description };
  if (!ready) return { status: 'loading' };
  if (empty) return { status: 'empty', ...empty };
  return { status: 'ready' };
}

/** Why an NLP card is empty on a plan with NLP (or an unknown plan): no article carried the layer. */
export function nlpEmptiness(withNlp: number, nothing: CardEmptiness): CardEmptiness {
  return withNlp === 0
    ? {
        title: 'No NLP layer in these articles',
        description: 'None of the articles arrived with an NLP layer, so there is nothing to read it from.',
      }
    : nothing;
}
