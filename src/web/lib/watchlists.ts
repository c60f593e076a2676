// Watchlists in the browser: the requests to /ui/watchlists, their query options, and the pure parts the
// Watchlists page, the "Watch" buttons of other pages and the navigation badge share (rule labels, which
// watchlists already hold a rule, totals, absolute feed URLs).
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { ProfileId } from '../../contract/profiles';
import {
  watchItemsResponseSchema,
  watchlistSchema,
  watchlistsPath,
  watchlistsResponseSchema,
} from '../../contract/watchlists';
import type {
  Watchlist,
  WatchlistCreate,
  WatchlistUpdate,
  WatchItemsResponse,
  WatchRule,
} from '../../contract/watchlists';
import { getUiResource, sendUiRequest } from './api-client';

export const watchlistsKey = ['watchlists'] as const;

/** Every watchlist with its unseen count; looked at again now and then, since ingests add items. */
export const watchlistsQueryOptions = () =>
  queryOptions({
    queryKey: [...watchlistsKey, 'list'] as const,
    queryFn: ({ signal }) => getUiResource(watchlistsPath, watchlistsResponseSchema, signal),
    refetchInterval: 60_000,
  });

/** One watchlist's items, newest first. */
export const watchItemsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...watchlistsKey, 'items', id] as const,
    queryFn: ({ signal }) =>
      getUiResource(`${watchlistsPath}/${encodeURIComponent(id)}/items`, watchItemsResponseSchema, signal),
  });

const pathOf = (id: string, rest = ''): `/ui/${string}` =>
  `${watchlistsPath}/${encodeURIComponent(id)}${rest}`;

export const watchlistRequests = {
  create: async (body: WatchlistCreate): Promise<Watchlist> =>
    (await sendUiRequest(watchlistsPath, 'POST', body, watchlistSchema))!,
  update: async (id: string, body: WatchlistUpdate): Promise<Watchlist> =>
    (await sendUiRequest(pathOf(id), 'PATCH', body, watchlistSchema))!,
  remove: async (id: string): Promise<void> => {
    await sendUiRequest(pathOf(id), 'DELETE', undefined, null);
  },
  appendRule: async (id: string, rule: WatchRule): Promise<Watchlist> =>
    (await sendUiRequest(pathOf(id, '/rules'), 'POST', { rule }, watchlistSchema))!,
  rotate: async (id: string): Promise<Watchlist> =>
    (await sendUiRequest(pathOf(id, '/rotate'), 'POST', undefined, watchlistSchema))!,
  markSeen: async (id: string): Promise<void> => {
    await sendUiRequest(pathOf(id, '/seen'), 'POST', undefined, null);
  },
};

/** After any change: the list, the counts and the items are read again. */
export function invalidateWatchlists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: watchlistsKey });
}

// ---------------------------------------------------------------------------------------------------
// Pure parts

/** Authors parameters a rule keeps: the search, not its page, order or date window (a feed reads the newest). */
const droppedAuthorParams = new Set([
  'page',
  'page_size',
  'sort_by',
  'from_',
  'to_',
  'by_parse_date',
  'include_nlp_data',
  'clustering_enabled',
  'clustering_threshold',
  'clustering_variable',
]);

/** The author rule of an Authors-page request (its wire query); null when it names no author. */
export function authorRuleOf(query: Record<string, string>): WatchRule | null {
  if (!query['author_name']?.trim()) return null;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (!droppedAuthorParams.has(name) && value !== '') params[name] = value;
  }
  return { kind: 'author', params };
}

const list = (values: readonly string[] | undefined): string => (values ?? []).join(', ');

/** A rule in a few words, as the page and the Watch menu list it. */
export function ruleLabel(rule: WatchRule): string {
  switch (rule.kind) {
    case 'author': {
      const { author_name: name, ...rest } = rule.params;
      const others = Object.keys(rest).length;
      const author = Array.isArray(name) ? name.join(', ') : (name ?? '');
      return `Author: ${author}${others > 0 ? ` (+${others} filter${others === 1 ? '' : 's'})` : ''}`;
    }
    case 'source':
      return `Source: ${rule.domain}`;
    case 'breach': {
      const parts = [
        rule.companies?.length ? `companies ${list(rule.companies)}` : null,
        rule.data_types?.length ? `data types ${list(rule.data_types)}` : null,
        rule.impacted?.length ? `impacted ${list(rule.impacted)}` : null,
        rule.words?.length ? `words ${list(rule.words)}` : null,
      ].filter((part): part is string => part !== null);
      return `Breaches: ${parts.length > 0 ? parts.join('; ') : 'any'}`;
    }
  }
}

/** A rule with its lists and parameters in a canonical order, so two spellings of one rule compare equal. */
function canonicalRule(rule: WatchRule): string {
  switch (rule.kind) {
    case 'author':
      return JSON.stringify([
        'author',
        Object.entries(rule.params)
          .map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : value])
          .sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0)),
      ]);
    case 'source':
      return JSON.stringify(['source', rule.domain.trim().toLowerCase()]);
    case 'breach': {
      const sorted = (values: readonly string[] | undefined) =>
        [...(values ?? [])].map((value) => value.trim().toLowerCase()).sort();
      return JSON.stringify([
        'breach',
        sorted(rule.companies),
        sorted(rule.data_types),
        sorted(rule.impacted),
        sorted(rule.words),
      ]);
    }
  }
}

export function sameRule(a: WatchRule, b: WatchRule): boolean {
  return a.kind === b.kind && canonicalRule(a) === canonicalRule(b);
}

export interface WatchMenuEntry {
  id: string;
  name: string;
  /** The watchlist holds this rule already: adding it again is not offered. */
  hasRule: boolean;
  /** The watchlist holds the most rules it may. */
  full: boolean;
}

/** What a Watch button's menu offers: the watchlists of the profile on screen, by name. */
export function watchMenuEntries(
  watchlists: readonly Watchlist[],
  rule: WatchRule,
  profile: ProfileId,
  maxRules: number,
): WatchMenuEntry[] {
  return watchlists
    .filter((watchlist) => watchlist.profile === profile)
    .map((watchlist) => ({
      id: watchlist.id,
      name: watchlist.name,
      hasRule: watchlist.rules.some((held) => sameRule(held, rule)),
      full: watchlist.rules.length >= maxRules,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The name a new watchlist made from one rule starts with (the user may change it). */
export function defaultWatchlistName(rule: WatchRule, maxLength: number): string {
  const name = ruleLabel(rule);
  return name.length <= maxLength ? name : `${name.slice(0, maxLength - 1)}…`;
}

/** Unseen items over every watchlist (the navigation's badge). */
export function totalUnseen(watchlists: readonly Pick<Watchlist, 'unseen'>[]): number {
  return watchlists.reduce((sum, watchlist) => sum + Math.max(0, watchlist.unseen), 0);
}

/** A feed path the server answers as an absolute URL under the page's origin, for feed readers. */
export function absoluteFeedUrl(path: string, origin: string): string {
  return new URL(path, origin).toString();
}

/** The watchlists of `profile` that hold a breach rule: their items say which events the server tracks. */
export function breachWatchlistsOf(watchlists: readonly Watchlist[], profile: ProfileId): Watchlist[] {
  return watchlists.filter(
    (watchlist) => watchlist.profile === profile && watchlist.rules.some((rule) => rule.kind === 'breach'),
  );
}

const eventUrnPrefix = 'urn:newsdeck:event:';

/** Breach events that watchlists follow, and those of them not yet seen (entered since the list was opened). */
export interface WatchedEvents {
  covered: ReadonlySet<string>;
  unseen: ReadonlySet<string>;
}

/**
 * From the items answers of watchlists: items are newest first by the time they entered, and a watchlist's
 * `unseen` counts those that entered since it was last opened, so they are its first `unseen` items.
 */
export function watchedEventsOf(answers: readonly WatchItemsResponse[]): WatchedEvents {
  const covered = new Set<string>();
  const unseen = new Set<string>();
  for (const { watchlist, items } of answers) {
    items.forEach((item, index) => {
      if (item.kind !== 'event' || !item.id.startsWith(eventUrnPrefix)) return;
      const eventId = item.id.slice(eventUrnPrefix.length);
      covered.add(eventId);
      if (index < watchlist.unseen) unseen.add(eventId);
    });
  }
  return { covered, unseen };
}

/**
 * Whether the Breaches page marks an event new: for an event a watchlist follows, whether it is unseen there
 * (the server's count, shared by every browser and cleared by opening the watchlist); for any other event,
 * whether it was extracted after this browser's last visit, as before watchlists.
 */
export function isEventNew(eventId: string, newSinceLastVisit: boolean, watched: WatchedEvents): boolean {
  return watched.covered.has(eventId) ? watched.unseen.has(eventId) : newSinceLastVisit;
}

// Module-level, so the combined array keeps its identity while the answers do (TanStack Query re-runs a new
// combine function on every render).
const answersOf = (results: readonly { data?: WatchItemsResponse | undefined }[]): WatchItemsResponse[] =>
  results.flatMap((result) => (result.data ? [result.data] : []));

const noneWatched: WatchedEvents = { covered: new Set(), unseen: new Set() };

/**
 * The breach events the profile's watchlists follow, and which of them are unseen (for the Breaches page's
 * marks). Nothing while they load or when they cannot be read: the page then marks by the last visit alone.
 */
export function useWatchedEvents(profile: ProfileId): WatchedEvents {
  const watchlists = useQuery(watchlistsQueryOptions());
  const followed = watchlists.data ? breachWatchlistsOf(watchlists.data.watchlists, profile) : [];
  const answers = useQueries({
    queries: followed.map((watchlist) => watchItemsQueryOptions(watchlist.id)),
    combine: answersOf,
  });
  return useMemo(() => (answers.length === 0 ? noneWatched : watchedEventsOf(answers)), [answers]);
}
