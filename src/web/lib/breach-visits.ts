// "New since your last visit" on the Breaches page: when this browser last viewed it (per profile, since each
// profile has its own events), which events were extracted after that, and the light request behind the
// count the navigation shows. Shared by the Breaches page and the shell, which must not import a feature.
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { eventsSearchResponseSchema } from '../../contract/events';
import type { BreachEvent } from '../../contract/events';
import type { ProfileId } from '../../contract/profiles';
import { callInterface } from './api-client';
import type { ApiRequest } from './api-client';
import { parseApiDate } from './dates';
import { createStoredValue } from './stored-value';

export const breachVisitsStorageKey = 'newsdeck.breaches.last-visit';

/** Profile id → ISO timestamp of the last view of the Breaches page under that profile. */
export const breachVisits = createStoredValue(
  breachVisitsStorageKey,
  z.record(z.string(), z.iso.datetime({ offset: true })),
  {},
);

export type BreachVisits = Record<string, string>;

export function lastVisitOf(visits: BreachVisits, profile: ProfileId): Date | null {
  const stored = visits[profile];
  if (stored === undefined) return null;
  const date = new Date(stored);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Records a view of the Breaches page now (or at `at`). */
export function recordBreachesVisit(profile: ProfileId, at: Date = new Date()): void {
  breachVisits.set({ ...breachVisits.get(), [profile]: at.toISOString() });
}

/** Whether the event was extracted strictly after `since`: the timestamps are compared, not just the days. */
export function isNewerThan(event: Pick<BreachEvent, 'extraction_date'>, since: Date): boolean {
  const extracted = parseApiDate(event.extraction_date);
  return extracted !== null && extracted.getTime() > since.getTime();
}

/**
 * The events extracted on or after the day of `since`: the interface's date filter counts whole days, so
 * the answer is refined in the browser by comparing timestamps.
 */
export function newBreachesRequest(since: Date): ApiRequest {
  return {
    operation: 'eventsSearch',
    method: 'POST',
    body: {
      event_type: 'data_breach',
      additional_filters: { extraction_date: { gte: since.toISOString().slice(0, 10) } },
    },
  };
}

export interface NewBreachesCount {
  count: number;
  /** The answer held the interface's maximum of events, so there may be more. */
  capped: boolean;
}

export const eventsPerAnswerLimit = 1000;

export const newBreachesQueryOptions = (profile: ProfileId, since: Date) =>
  queryOptions({
    queryKey: ['breaches', profile, 'new-since', since.toISOString()] as const,
    queryFn: async ({ signal }): Promise<NewBreachesCount> => {
      const answer = await callInterface(
        profile,
        newBreachesRequest(since),
        eventsSearchResponseSchema,
        signal,
      );
      return {
        count: answer.events.filter((event) => isNewerThan(event, since)).length,
        capped: answer.events.length >= eventsPerAnswerLimit,
      };
    },
    // New events arrive with ingests: look again now and then while the app is open.
    refetchInterval: 5 * 60_000,
  });
