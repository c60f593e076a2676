// Author names like what was typed, from the local service's extension (local profiles only). The Authors
// page's picker and the Plans page's author field both ask it: one factory and one key, so the same typed
// prefix is asked once and cached once.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { authorSuggestPath, authorSuggestResponseSchema } from '../../contract/author-suggest';
import type { ProfileId } from '../../contract/profiles';
import { callExtension } from './api-client';

/** How many names one suggestion answer offers. */
export const authorSuggestionLimit = 8;

export const authorSuggestQueryOptions = (profile: ProfileId, typed: string) =>
  queryOptions({
    queryKey: ['author-suggest', profile, typed] as const,
    queryFn: ({ signal }) =>
      callExtension(
        profile,
        { path: authorSuggestPath, query: { q: typed, limit: String(authorSuggestionLimit) } },
        authorSuggestResponseSchema,
        signal,
      ),
    // Names change only with ingest; a few minutes of reuse keeps typing back and forth free.
    staleTime: 5 * 60_000,
    // While the next keystroke's answer is on its way, keep offering the last one.
    placeholderData: keepPreviousData,
  });
