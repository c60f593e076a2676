// Where a source row leads: the Authors page, filtered to that source (and to one of its authors). The
// Authors page owns its params; this is the one place the Sources page names them.
import type { DatePreset } from '../../lib/date-range';

/** The Authors page's search params for articles of one source (its `sources` filter, a list of domains). */
export function authorsSearchForSource(domain: string): { sources: string[] } {
  return { sources: [domain] };
}

/**
 * The window the "Top authors" counts cover, as the extension's `days` and as the Authors page's date
 * preset: following an author opens the same window the count was made over, so the articles add up.
 */
export const topAuthorsWindow = { days: 90, preset: '90d' } as const satisfies {
  days: number;
  preset: DatePreset;
};

/** The Authors page's search params for one author's articles on one source, over the top-authors window. */
export function authorsSearchForSourceAuthor(
  domain: string,
  authorName: string,
): { author_name: string; sources: string[]; from_: DatePreset } {
  return { author_name: authorName, sources: [domain], from_: topAuthorsWindow.preset };
}
