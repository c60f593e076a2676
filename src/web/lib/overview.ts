// What a profile's store holds at a glance (the local service's overview extension; local profiles only):
// the Home page shows it, and the empty Lookup, Authors and Sources pages take their example values from it.
// One factory and one key, so the four pages share one request.
import { queryOptions } from '@tanstack/react-query';
import { overviewPath, overviewResponseSchema } from '../../contract/overview';
import type { ProfileId } from '../../contract/profiles';
import { callExtension } from './api-client';
import type { DatePreset } from './date-range';

/**
 * The window the overview counts over, as the extension's `days` and as the Authors page's preset: following
 * an author opens the window the count was made over, so the numbers add up. 30 days fits every plan.
 */
export const overviewWindow = { days: 30, preset: '30d' } as const satisfies {
  days: number;
  preset: DatePreset;
};

/** Authors, sources and latest articles listed. */
export const overviewLimit = 6;

export const overviewQueryOptions = (profile: ProfileId) =>
  queryOptions({
    queryKey: ['overview', profile, overviewWindow.days, overviewLimit] as const,
    queryFn: ({ signal }) =>
      callExtension(
        profile,
        {
          path: overviewPath,
          query: { days: String(overviewWindow.days), limit: String(overviewLimit) },
        },
        overviewResponseSchema,
        signal,
      ),
    // The service counts from the start of the minute and caches per minute: asking sooner gains nothing.
    staleTime: 60_000,
  });
