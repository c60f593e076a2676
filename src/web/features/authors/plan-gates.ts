// Which search params need a plan feature (docs/spec/decisions.md, "Articles by author": NLP filters and
// clustering need an NLP plan, IPTC tags an IPTC plan), and which of them a search uses that the current plan
// lacks.
import type { PlanFeature } from '../../lib/plan-features';
import type { AuthorsParamName, AuthorsSearch } from './authors-search';

export const paramFeature: Partial<Record<AuthorsParamName, PlanFeature>> = {
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
};

/** Params the search sets whose feature the plan is known to lack (`has` false; null means unknown). */
export function lockedParamsInUse(
  search: AuthorsSearch,
  has: (feature: PlanFeature) => boolean | null,
): AuthorsParamName[] {
  return (Object.keys(paramFeature) as AuthorsParamName[]).filter((name) => {
    const feature = paramFeature[name];
    return feature !== undefined && search[name] !== undefined && has(feature) === false;
  });
}

/** A URL update that removes `names`. */
export function clearParams(names: readonly AuthorsParamName[]): Partial<AuthorsSearch> {
  return Object.fromEntries(names.map((name) => [name, undefined]));
}
