// Watchlists and their feeds — the dashboard's own endpoints (`/ui/watchlists…`, behind the dashboard's
// password like every /ui path) and the feeds a reader follows (`/feeds/<token>.atom|.json`, whose only
// credential is the token). A local feature of Newsdeck, outside the news interface: it works on every
// profile, reading the store on local profiles and the public API through the proxy on the public one.
//
// This file fixes the shapes both sides agree on; the server validates requests against them and answers
// with them, the SPA reads with them. Limits are part of the contract so the SPA can say them before a
// request fails.
import { z } from 'zod';
import { dataTypes } from './events';
import { profileIdSchema } from './profiles';

export const watchlistsPath = '/ui/watchlists';
export const feedsPathPrefix = '/feeds/';

/** Limits (README, "Watchlists"): beyond them a request is refused with a JSON error naming the field. */
export const watchlistLimits = {
  /** Watchlists a deployment may hold. */
  maxWatchlists: 200,
  /** Rules in one watchlist. */
  maxRules: 50,
  /** Characters of a watchlist's name. */
  maxNameLength: 100,
  /** Entries of each list inside a breach rule (companies, data types, impacted, words). */
  maxListEntries: 20,
  /** Characters of any one string inside a rule. */
  maxStringLength: 200,
  /** Items a feed or an items answer holds, newest first. */
  maxFeedItems: 100,
} as const;

// ---------------------------------------------------------------------------------------------------
// Rules

/**
 * An author search: the parameters of an Authors-page query (`GET /api/authors`), as the page's URL holds
 * them (`author_name` required; any other authors parameter allowed). Validated with the authors schema
 * when saved, so a rule that would fail as a search is refused then, not when a feed is read.
 */
export const authorRuleSchema = z.object({
  kind: z.literal('author'),
  params: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
});

/** Every article of a source: its domain as the interface spells it (`domain_url`, e.g. "example.com"). */
export const sourceRuleSchema = z.object({
  kind: z.literal('source'),
  domain: z.string(),
});

/**
 * Breach events: an event matches when it satisfies every list that is given (at least one is), and any
 * entry within a list. `companies`: company names or their domains, compared by the company key the
 * events use; `data_types`: the event's data_type; `impacted`: words of its impacted groups; `words`:
 * words of its title or summary (the events API's text matching).
 */
export const breachRuleSchema = z.object({
  kind: z.literal('breach'),
  companies: z.array(z.string()).optional(),
  data_types: z.array(z.enum(dataTypes)).optional(),
  impacted: z.array(z.string()).optional(),
  words: z.array(z.string()).optional(),
});

export const watchRuleSchema = z.discriminatedUnion('kind', [
  authorRuleSchema,
  sourceRuleSchema,
  breachRuleSchema,
]);
export type WatchRule = z.infer<typeof watchRuleSchema>;
export type WatchRuleKind = WatchRule['kind'];
export const watchRuleKinds = ['author', 'source', 'breach'] as const satisfies readonly WatchRuleKind[];

// ---------------------------------------------------------------------------------------------------
// Requests (bodies of POST /ui/watchlists and PATCH /ui/watchlists/:id; the server's messages name the field)

export interface WatchlistCreate {
  name: string;
  /** The profile whose data the watchlist follows (default: the dashboard's default profile). */
  profile?: z.infer<typeof profileIdSchema>;
  rules: WatchRule[];
}

/** Rename, change the rules, or both; the rules given replace all of them. */
export interface WatchlistUpdate {
  name?: string;
  rules?: WatchRule[];
}

/** POST /ui/watchlists/:id/rules — append one rule (what the "Watch" buttons do). */
export interface WatchRuleAppend {
  rule: WatchRule;
}

// ---------------------------------------------------------------------------------------------------
// Answers

export const watchlistFeedsSchema = z.object({
  /** Paths under the server's origin; the token in them is the feed's capability. */
  atom: z.string(),
  json: z.string(),
});

export const watchlistSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  profile: profileIdSchema,
  rules: z.array(watchRuleSchema),
  feeds: watchlistFeedsSchema,
  /** Items that entered the watchlist since it was last opened (shared by every browser). */
  unseen: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Watchlist = z.infer<typeof watchlistSchema>;

/** GET /ui/watchlists */
export const watchlistsResponseSchema = z.looseObject({
  watchlists: z.array(watchlistSchema),
});
export type WatchlistsResponse = z.infer<typeof watchlistsResponseSchema>;

/** One item of a watchlist: what a feed entry carries, as JSON. */
export const watchItemSchema = z.looseObject({
  /** Stable across reads and restarts: `urn:newsdeck:article:<id>` or `urn:newsdeck:event:<id>`. */
  id: z.string(),
  kind: z.enum(['article', 'event']),
  title: z.string(),
  /** The article's link, or the event's page in the dashboard (a path under the server's origin). */
  link: z.string(),
  summary: z.string().nullable(),
  /** The article's published date, or the event's date. */
  published: z.string(),
  /** When the item entered the watchlist's view (ingest or extraction time; first seen on the public profile). */
  added: z.string(),
  /** Indexes into the watchlist's rules that the item matches. */
  rules: z.array(z.number().int()),
  authors: z.array(z.string()),
  source: z.string().nullable(),
  company: z.string().nullable(),
});
export type WatchItem = z.infer<typeof watchItemSchema>;

/** GET /ui/watchlists/:id/items — newest first by `added`; opening the watchlist is POST …/:id/seen. */
export const watchItemsResponseSchema = z.looseObject({
  watchlist: watchlistSchema,
  items: z.array(watchItemSchema),
  /** When items came from the public API: when they were fetched (null on local profiles). */
  fetched_at: z.string().nullable(),
});
export type WatchItemsResponse = z.infer<typeof watchItemsResponseSchema>;
