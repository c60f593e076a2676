// The 403 for authors parameters the key's plan lacks; which parameter needs which feature is the contract's
// (authorsParamFeatures, shared with the SPA's locked controls). A parameter counts as used
// when it is given, except the switches include_nlp_data and clustering_enabled, which ask for nothing when false.
import type { AuthorsRequest } from '../../../contract';
import { authorsParamFeatures, type GatedFeature } from '../../../contract/plans';
import { ApiError } from '../../http/errors';
import { planWith, type Plan } from '../plans';

const FEATURE_WORDING: Record<GatedFeature, string> = {
  nlp: 'the NLP layer',
  iptc: 'IPTC and IAB tags',
};

const NEEDS = Object.entries(authorsParamFeatures) as [keyof typeof authorsParamFeatures, GatedFeature][];

const SWITCHES = new Set<keyof AuthorsRequest>(['include_nlp_data', 'clustering_enabled']);

/** 403 PLAN_FEATURE_UNAVAILABLE for the first parameter the key's plan does not cover. */
export function assertPlanAllows(request: AuthorsRequest, plan: Plan): void {
  for (const [name, feature] of NEEDS) {
    const value = request[name];
    if (value === undefined || (SWITCHES.has(name) && value === false)) continue;
    if (plan[feature]) continue;
    throw new ApiError(
      403,
      'PLAN_FEATURE_UNAVAILABLE',
      `${name} needs ${FEATURE_WORDING[feature]}, which the ${plan.name} plan of this key does not include; ` +
        `the ${planWith(feature)} plan has it`,
    );
  }
}
