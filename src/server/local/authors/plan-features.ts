// Which authors parameters need which plan feature (docs/spec/decisions.md, Articles by author): the NLP
// layer, its filters and clustering need an NLP plan; IPTC (and IAB) tags need the IPTC plan. A parameter
// counts as used when it is given, except the switches include_nlp_data and clustering_enabled, which ask for
// nothing when false.
import type { AuthorsRequest } from '../../../contract';
import { ApiError } from '../../http/errors';
import { planWith, type Plan } from '../plans';

type Feature = 'nlp' | 'iptc';

const FEATURE_WORDING: Record<Feature, string> = {
  nlp: 'the NLP layer',
  iptc: 'IPTC and IAB tags',
};

const NEEDS: readonly (readonly [keyof AuthorsRequest, Feature])[] = [
  ['include_nlp_data', 'nlp'],
  ['has_nlp', 'nlp'],
  ['theme', 'nlp'],
  ['not_theme', 'nlp'],
  ['ORG_entity_name', 'nlp'],
  ['PER_entity_name', 'nlp'],
  ['LOC_entity_name', 'nlp'],
  ['MISC_entity_name', 'nlp'],
  ['ner_name', 'nlp'],
  ['title_sentiment_min', 'nlp'],
  ['title_sentiment_max', 'nlp'],
  ['content_sentiment_min', 'nlp'],
  ['content_sentiment_max', 'nlp'],
  ['clustering_enabled', 'nlp'],
  ['clustering_threshold', 'nlp'],
  ['clustering_variable', 'nlp'],
  ['iptc_tags', 'iptc'],
  ['not_iptc_tags', 'iptc'],
  ['iab_tags', 'iptc'],
  ['not_iab_tags', 'iptc'],
];

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
