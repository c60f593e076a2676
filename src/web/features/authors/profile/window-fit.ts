// The window a profile opens on when its link names none: the smallest of the standard windows that holds
// most of the author's articles of the widest one, so that a steady author gets months of cadence and tone
// rather than a week with two bars, and a prolific one still gets a recent, full profile.
import { queryOptions } from '@tanstack/react-query';
import { authorsResponseSchema } from '../../../../contract/authors';
import type { ProfileId } from '../../../../contract/profiles';
import { callInterface } from '../../../lib/api-client';
import type { ApiRequest } from '../../../lib/api-client';
import type { DatePreset } from '../../../lib/date-range';
import { profileArticleCap } from './profile-pages';

/** The windows a profile may be fitted to, smallest first (a day is too short for weekly cards). */
export const fitPresets = ['7d', '30d', '90d'] as const satisfies readonly DatePreset[];
export type FitPreset = (typeof fitPresets)[number];

/** "Most of their articles": the share of the widest window's articles the fitted window must hold. */
export const fitShare = 0.8;

/** The author's articles in each window the plan can read (a window it refuses is absent). */
export type WindowCounts = Partial<Record<FitPreset, number>>;

/**
 * The smallest window holding `fitShare` of the articles of the widest window counted, or as many as a
 * profile reads (a window past the cap adds nothing a wider one would show). With no article anywhere, the
 * widest window, so the empty state speaks of the most the plan can see.
 */
export function fittedWindow(counts: WindowCounts): FitPreset | null {
  const counted = fitPresets.filter((preset) => counts[preset] !== undefined);
  const widest = counted[counted.length - 1];
  if (widest === undefined) return null;
  const total = counts[widest]!;
  if (total === 0) return widest;
  return (
    counted.find((preset) => {
      const count = counts[preset]!;
      return count >= fitShare * total || count >= profileArticleCap;
    }) ?? widest
  );
}

/** How many of the author's articles a window holds: one article asked, total_hits read. */
export function windowCountRequest(authorName: string, preset: FitPreset): ApiRequest {
  return {
    operation: 'authors',
    method: 'GET',
    // Every source, ranked or not, as the profile reads them.
    query: { author_name: authorName, ranked_only: 'false', page_size: '1', from_: preset },
  };
}

export const windowFitQueryOptions = (profile: ProfileId, authorName: string) =>
  queryOptions({
    queryKey: ['author-window-fit', profile, authorName] as const,
    queryFn: async ({ signal }): Promise<WindowCounts> => {
      const answers = await Promise.allSettled(
        fitPresets.map((preset) =>
          callInterface(profile, windowCountRequest(authorName, preset), authorsResponseSchema, signal),
        ),
      );
      const counts: WindowCounts = {};
      answers.forEach((answer, index) => {
        // A window the plan refuses (its history is shorter) is simply not a candidate.
        if (answer.status === 'fulfilled') counts[fitPresets[index]!] = answer.value.total_hits;
      });
      if (Object.keys(counts).length === 0) {
        const failure = answers.find((answer) => answer.status === 'rejected');
        throw failure?.reason ?? new Error('No window could be counted');
      }
      return counts;
    },
    staleTime: 5 * 60_000,
  });

/** The sentence that says why the profile shows this window. */
export function fitText(counts: WindowCounts, preset: FitPreset): string {
  const counted = fitPresets.filter((p) => counts[p] !== undefined);
  const widest = counted[counted.length - 1];
  if (widest === undefined) return '';
  const inWindow = counts[preset] ?? 0;
  const total = counts[widest] ?? 0;
  const label = (p: FitPreset) => `${p.replace('d', '')} days`;
  if (preset === widest) {
    return `Window fitted to the author: the last ${label(preset)}, the widest window (${formatNumber(total)} articles).`;
  }
  return `Window fitted to the author: the last ${label(preset)} hold ${formatNumber(inWindow)} of their ${formatNumber(total)} articles of the last ${label(widest)}.`;
}

const formatNumber = (value: number) => value.toLocaleString('en');
