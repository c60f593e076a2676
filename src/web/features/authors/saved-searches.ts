// Recent authors and saved searches of the Authors page, kept in this browser (localStorage).
import { z } from 'zod';
import { languageNames } from '../../../contract/codes';
import { nameDisplaySpelling, nameKey } from '../../../contract/names';
import { datePresetLabels, isDatePreset } from '../../lib/date-range';
import { createStoredValue } from '../../lib/stored-value';
import { authorsSearchSchema } from './authors-search';
import type { AuthorsSearch } from './authors-search';

const maxRecentAuthors = 8;
const maxSavedSearches = 30;

export const recentAuthorsStore = createStoredValue(
  'newsdeck.authors.recent',
  z.array(z.string()).catch([]),
  [],
);

/** `name` first, then the others without it (names compare ignoring case and spacing), at most eight. */
export function withRecentAuthor(recent: readonly string[], name: string): string[] {
  const trimmed = nameDisplaySpelling(name);
  if (trimmed === '') return [...recent];
  return [trimmed, ...recent.filter((other) => nameKey(other) !== nameKey(trimmed))].slice(
    0,
    maxRecentAuthors,
  );
}

const savedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  savedAt: z.string(),
  /** The URL search params of the view, without page and open article. */
  search: z.record(z.string(), z.unknown()),
});

export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchesStore = createStoredValue(
  'newsdeck.authors.saved-searches',
  // One damaged entry must not lose the others.
  z.array(z.unknown()).transform((items) =>
    items.flatMap((item) => {
      const parsed = savedSearchSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
  ),
  [],
);

/** What a saved search keeps of the view: the search, its sort and page size, the chart buckets. */
export function savedSearchParams(search: AuthorsSearch): Record<string, unknown> {
  const { page: _page, article: _article, ...kept } = search;
  return Object.fromEntries(Object.entries(kept).filter(([, value]) => value !== undefined));
}

/** The URL search a saved search opens, read as forgivingly as any URL (it may predate today's params). */
export function searchOfSaved(saved: SavedSearch): AuthorsSearch {
  return authorsSearchSchema.parse(saved.search);
}

/** A short default name: author, window, languages. */
export function describeSearch(search: AuthorsSearch): string {
  const window = isDatePreset(search.from_)
    ? datePresetLabels[search.from_].toLowerCase()
    : `${search.from_} to ${search.to_ ?? 'now'}`;
  const languages = search.lang?.map((code) => languageNames[code] ?? code).join(', ');
  return [search.author_name ?? 'No author', window, languages].filter(Boolean).join(' · ');
}

export function withSavedSearch(
  saved: readonly SavedSearch[],
  name: string,
  search: AuthorsSearch,
  now: Date = new Date(),
): SavedSearch[] {
  const entry: SavedSearch = {
    id: `${now.getTime().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    name: name.trim() || describeSearch(search),
    savedAt: now.toISOString(),
    search: savedSearchParams(search),
  };
  return [entry, ...saved].slice(0, maxSavedSearches);
}

export function withoutSavedSearch(saved: readonly SavedSearch[], id: string): SavedSearch[] {
  return saved.filter((entry) => entry.id !== id);
}
