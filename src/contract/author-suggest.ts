// Author-name suggestions — GET /api/ext/author_suggest. A local extension of this project, outside the
// news interface: the public API has no such operation, so only the local service answers it.
import { z } from 'zod';
import { intParam, requestObjectMessage, stringParam } from './params';

export const authorSuggestPath = '/api/ext/author_suggest';

/** Most suggestions one answer may hold. */
export const authorSuggestMaxLimit = 50;

export const authorSuggestRequestSchema = z.object(
  {
    /** What the user has typed so far: a name, its start, or a word of it; typos are tolerated. */
    q: stringParam('q', { required: true }),
    limit: intParam('limit', { min: 1, max: authorSuggestMaxLimit, default: 10 }),
  },
  { error: requestObjectMessage },
);

export type AuthorSuggestRequest = z.output<typeof authorSuggestRequestSchema>;

export const authorSuggestionSchema = z.looseObject({
  /** The name as articles most often spell it. */
  name: z.string(),
  /** Stored articles carrying the name (as author or among authors), all dates. */
  article_count: z.number().int(),
});

export type AuthorSuggestion = z.infer<typeof authorSuggestionSchema>;

export const authorSuggestResponseSchema = z.looseObject({
  /** Prefix matches first (by article count), then fuzzy matches (closest first). */
  suggestions: z.array(authorSuggestionSchema),
  /** q as received (trimmed). */
  q: z.string(),
});

export type AuthorSuggestResponse = z.infer<typeof authorSuggestResponseSchema>;
