// The evidence behind a breach event and the event's article list: shared by the Breaches page and the
// company pages, which show the same evidence panel (components/EventEvidence.tsx).
import { queryOptions } from '@tanstack/react-query';
import { eventEvidencePath, eventEvidenceResponseSchema } from '../../contract/event-evidence';
import type { BreachEvent, EventArticle } from '../../contract/events';
import type { ProfileId } from '../../contract/profiles';
import { callExtension } from './api-client';

/** The event's articles in the order of associated_article_ids, with what the answer attached to each. */
export function eventArticleList(event: BreachEvent): EventArticle[] {
  const attached = new Map((event.articles ?? []).map((article) => [article.id, article]));
  const ids = event.associated_article_ids.length > 0 ? event.associated_article_ids : [...attached.keys()];
  return ids.map((id) => attached.get(id) ?? { id });
}

/** The sentences behind an event's fields (the local service's extension; local profiles only). */
export const eventEvidenceQueryOptions = (profile: ProfileId, eventId: string) =>
  queryOptions({
    queryKey: ['breaches', profile, 'evidence', eventId] as const,
    queryFn: ({ signal }) =>
      callExtension(
        profile,
        { path: eventEvidencePath, query: { id: eventId } },
        eventEvidenceResponseSchema,
        signal,
      ),
    // Evidence changes only when an ingest merges the event again.
    staleTime: 10 * 60_000,
  });
