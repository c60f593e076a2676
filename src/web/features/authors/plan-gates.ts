// Which search params need a plan feature (the contract's authorsParamFeatures, which the server enforces),
// and which of them a search uses that the current plan lacks.
import { authorsParamFeatures } from '../../../contract/plans';
import type { PlanFeature } from '../../lib/plan-features';
import { authorsParamNames } from './authors-search';
import type { AuthorsParamName, AuthorsSearch } from './authors-search';

/** The page's params that need a feature (the page has no IAB tag params). */
export const paramFeature: Partial<Record<AuthorsParamName, PlanFeature>> = Object.fromEntries(
  Object.entries(authorsParamFeatures).filter(([name]) =>
    (authorsParamNames as readonly string[]).includes(name),
  ),
);

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
