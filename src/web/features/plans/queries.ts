// Query factories of the Plans page. Each key names the profile it runs under: the page asks every profile.
import { queryOptions } from '@tanstack/react-query';
import type { Query } from '@tanstack/react-query';
import { authorsResponseSchema } from '../../../contract/authors';
import type { ProfileId } from '../../../contract/profiles';
import { sourcesResponseSchema } from '../../../contract/sources';
import { callInterface } from '../../lib/api-client';
import type { ApiRequest } from '../../lib/api-client';
import { subscriptionQueryOptions } from '../../lib/plan-features';
import type { ComparedAnswer } from './answer-summary';
import { comparedOperationOf } from './plans-search';

export const plansQueries = {
  all: (profile: ProfileId) => ['plans', profile] as const,

  /** The key's plan and limits: shared with the pages that lock controls, hence the shared options. */
  subscription: (profile: ProfileId) => subscriptionQueryOptions(profile),

  /** The compared request, sent through one profile. */
  answer: (profile: ProfileId, request: ApiRequest) =>
    queryOptions({
      queryKey: [...plansQueries.all(profile), 'answer', request] as const,
      queryFn: async ({ signal }): Promise<ComparedAnswer> => {
        const operation = comparedOperationOf(request);
        return operation === 'authors'
          ? {
              operation,
              response: await callInterface(profile, request, authorsResponseSchema, signal),
            }
          : {
              operation,
              response: await callInterface(profile, request, sourcesResponseSchema, signal),
            };
      },
    }),
};

/** Whether a cached query is one of the compared request's answers (for "busy" and for running again). */
export const isAnswerQuery = (query: Query): boolean =>
  query.queryKey[0] === 'plans' && query.queryKey[2] === 'answer';
