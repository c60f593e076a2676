// Watchlists over HTTP: the dashboard's /ui/watchlists endpoints (a Hono app the pages app mounts, behind the
// dashboard's password) and the feeds at /feeds/<token>.atom|.json (answered outside it: the token is the
// reader's only credential). A feed answers its own watchlist or a plain 404, never anything that helps
// guessing; conditional GETs are answered from the watchlist's row and the store's change counter alone.
import crypto from 'node:crypto';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  feedsPathPrefix,
  watchlistLimits,
  watchlistsPath,
  type Watchlist,
  type WatchItemsResponse,
  type WatchRule,
} from '../../contract/watchlists';
import type { Db } from '../store/db';
import { createWatchlistStore, type FeedState, type WatchlistRow } from '../store/watchlist-store';
import { ApiError, toErrorResponse } from '../http/errors';
import { PLANS, type Plan } from '../local/plans';
import type { Profile } from '../proxy';
import { logger } from '../log';
import { atomFeed, jsonFeed } from './feeds';
import type { WatchView } from './items';
import { checkAuthorRule, createLocalMatcher } from './local-matcher';
import { createRemoteMatcher, type RemoteMatcher } from './remote-matcher';
import { parseJsonObjectBody } from '../local/request';
import { readAppend, readCreate, readUpdate, ruleIdentity } from './requests';

export interface WatchlistsDeps {
  db: Db;
  profiles: readonly Profile[];
  /** The profile a watchlist follows when the request names none. */
  defaultProfile: string | null;
  /** Seconds a public-profile watchlist's results are kept (config NEWSDECK_WATCH_REFRESH_SECONDS). */
  refreshSeconds: number;
  /** The clock, epoch milliseconds (tests move it). */
  now?: () => number;
  /**
   * Keep local views and feed documents between requests while their state is unchanged (default true; the
   * bench turns it off to measure builds).
   */
  keepViews?: boolean;
}

export interface Watchlists {
  /** The /ui/watchlists routes, to mount in the pages app. */
  ui: Hono;
  /** Answers a request under /feeds/. */
  feed(request: Request): Response | Promise<Response>;
  /**
   * The current validators of the feed `token` opens in `format`, as `feed` computes them, or null when
   * `feed` must answer (no such token, a profile not configured, a public-profile refresh due).
   */
  feedValidators(token: string, format: FeedFormat): FeedValidators | null;
}

export type FeedFormat = 'atom' | 'json';

/** What a feed's conditional GET is decided by and answered with. */
export interface FeedValidators {
  etag: string;
  /** Epoch milliseconds. */
  lastModified: number;
  /** The headers of a 304 (and, with a content type added, of the 200): shared, never to be changed. */
  headers: Readonly<Record<string, string>>;
}

const MAX_BODY_BYTES = 1024 * 1024;
/** Local views kept per state (watchlist edit, store changes, seen marker, day): feeds polled often. */
const MAX_KEPT_VIEWS = 500;
const FEED_PATH = /^\/feeds\/([A-Za-z0-9_-]{32})\.(atom|json)$/;

/** A token's feed as read at one millisecond: its row and counter, and its validators once made. */
interface ReadFeed {
  state: FeedState | null;
  /** The clock's millisecond and this connection's write count when it was read. */
  at: number;
  writes: number;
  atom?: FeedValidators | null;
  json?: FeedValidators | null;
}

/** What a feed's validators depend on of its watchlist's row. */
type FeedRow = Pick<WatchlistRow, 'id' | 'profile' | 'updated_at'>;

const notFound = () =>
  new ApiError(404, 'NOT_FOUND', 'There is no watchlist with this id; GET /ui/watchlists lists them');

export function createWatchlists(deps: WatchlistsDeps): Watchlists {
  const { db } = deps;
  const clock = deps.now ?? (() => Date.now());
  const store = createWatchlistStore(db);
  const localMatch = createLocalMatcher(db, store);
  const profiles = new Map(deps.profiles.map((profile) => [profile.id, profile]));
  const remotes = new Map<string, RemoteMatcher>();
  for (const profile of deps.profiles) {
    if (profile.kind === 'public')
      remotes.set(profile.id, createRemoteMatcher(profile, store, deps.refreshSeconds));
  }
  const views = new Map<string, WatchView>();
  const texts = new Map<string, string>();

  const planOf = (profile: Profile): Plan | null => (profile.plan ? PLANS[profile.plan] : null);
  const rulesOf = (row: WatchlistRow) => JSON.parse(row.rules) as WatchRule[];
  /**
   * The store's state a local view depends on: edits, writes to articles and events, the day (windows).
   * `counter` is store.changes() when the caller has read it already.
   */
  const localState = (row: FeedRow, counter: { changes: number; changed_at: number } = store.changes()) => {
    const { changes, changed_at } = counter;
    const day = Math.floor(clock() / 86_400_000);
    return { key: `${row.id}\0${row.updated_at}\0${changes}\0${day}`, changedAt: changed_at * 1000 };
  };

  /** A profile the watchlist can be read on, or a refusal that says why not. */
  const profileOf = (row: { profile: string }): Profile => {
    const profile = profiles.get(row.profile);
    if (!profile)
      throw new ApiError(
        409,
        'PROFILE_UNAVAILABLE',
        `This watchlist follows the ${row.profile} profile, which this server does not have configured now`,
      );
    return profile;
  };

  const view = async (row: WatchlistRow): Promise<WatchView & { fetchedAt: number | null }> => {
    const profile = profileOf(row);
    const rules = rulesOf(row);
    const remote = remotes.get(profile.id);
    if (remote) return remote.view({ ...row, rules }, Math.floor(clock() / 1000));
    const key = `${localState(row).key}\0${row.seen_seq}`;
    let found = views.get(key);
    if (!found) {
      found = localMatch(rules, planOf(profile)!, row.seen_seq, Math.floor(clock() / 1000));
      if (deps.keepViews !== false) {
        if (views.size >= MAX_KEPT_VIEWS) views.delete(views.keys().next().value!);
        views.set(key, found);
      }
    }
    return { ...found, fetchedAt: null };
  };

  const iso = (ms: number) => new Date(ms).toISOString();
  const feedPaths = (token: string) => ({
    atom: `${feedsPathPrefix}${token}.atom`,
    json: `${feedsPathPrefix}${token}.json`,
  });
  const toWatchlist = (row: WatchlistRow, unseen: number): Watchlist => ({
    id: row.id,
    name: row.name,
    profile: row.profile as Watchlist['profile'],
    rules: rulesOf(row),
    feeds: feedPaths(row.token),
    unseen,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  });
  /** The watchlist with its unseen count; a profile that cannot be read now counts nothing new. */
  const described = async (row: WatchlistRow): Promise<Watchlist> => {
    let unseen = 0;
    try {
      unseen = (await view(row)).unseen;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
    return toWatchlist(row, unseen);
  };

  /** Rules checked against the profile they will be read on; errors name the rule. */
  const checkRules = (rules: readonly WatchRule[], profile: Profile, field: (i: number) => string) => {
    const plan = planOf(profile);
    rules.forEach((rule, i) => {
      if (rule.kind === 'source' && profile.kind === 'public') {
        throw new ApiError(
          422,
          'VALIDATION_ERROR',
          `${field(i)}.kind: source rules need a local profile; the public interface has no operation listing a source's articles`,
        );
      }
      if (rule.kind === 'author' && plan) {
        try {
          checkAuthorRule(rule.params, plan, Math.floor(clock() / 1000));
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          throw new ApiError(error.status, error.code, `${field(i)}.params: ${error.message}`);
        }
      }
    });
  };

  const find = (id: string): WatchlistRow =>
    store.get(id) ??
    (() => {
      throw notFound();
    })();
  const body = async (c: Context) => parseJsonObjectBody(await c.req.text());

  const ui = new Hono();
  ui.onError((error, c) => toErrorResponse(c, error));
  ui.use(
    `${watchlistsPath}/*`,
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The request body is larger than 1 MiB');
      },
    }),
  );
  ui.use(
    watchlistsPath,
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The request body is larger than 1 MiB');
      },
    }),
  );

  ui.get(watchlistsPath, async (c) => {
    const rows = store.list();
    return c.json({ watchlists: await Promise.all(rows.map(described)) });
  });

  ui.post(watchlistsPath, async (c) => {
    const request = readCreate(await body(c));
    const profileId = request.profile ?? deps.defaultProfile;
    const profile = profileId ? profiles.get(profileId) : undefined;
    if (!profile) {
      throw new ApiError(
        422,
        'VALIDATION_ERROR',
        `profile must be one of the configured profiles: ${[...profiles.keys()].join(', ') || 'none'}`,
      );
    }
    checkRules(request.rules, profile, (i) => `rules[${i}]`);
    const row = db.transaction(() => {
      if (store.count() >= watchlistLimits.maxWatchlists) {
        throw new ApiError(
          422,
          'VALIDATION_ERROR',
          `There are already ${watchlistLimits.maxWatchlists} watchlists, the most this server keeps; delete one first`,
        );
      }
      return store.create({
        name: request.name,
        profile: profile.id,
        rules: JSON.stringify(request.rules),
        now: clock(),
      });
    })();
    if (remotes.has(profile.id)) {
      // On the public profile an item is new when this server first sees it: the first fetch of a new list
      // is what it starts from, not news (as a new local list starts from what the store holds).
      try {
        await view(row);
        store.markSeen(row.id, store.lastSeq());
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
      }
    }
    return c.json(toWatchlist(store.get(row.id) ?? row, 0), 201);
  });

  ui.get(`${watchlistsPath}/:id`, async (c) => c.json(await described(find(c.req.param('id')))));

  ui.patch(`${watchlistsPath}/:id`, async (c) => {
    const row = find(c.req.param('id'));
    const change = readUpdate(await body(c));
    if (change.rules) checkRules(change.rules, profileOf(row), (i) => `rules[${i}]`);
    const updated = store.update(
      row.id,
      {
        ...(change.name !== undefined ? { name: change.name } : {}),
        ...(change.rules !== undefined ? { rules: JSON.stringify(change.rules) } : {}),
      },
      clock(),
    );
    if (!updated) throw notFound();
    return c.json(await described(updated));
  });

  ui.delete(`${watchlistsPath}/:id`, (c) => {
    const id = c.req.param('id');
    if (!store.remove(id)) throw notFound();
    for (const remote of remotes.values()) remote.forget(id);
    return c.body(null, 204);
  });

  // Appending a rule the watchlist already has changes nothing and answers the watchlist as it is (200), so a
  // Watch button pressed twice is harmless; a new rule answers 201.
  ui.post(`${watchlistsPath}/:id/rules`, async (c) => {
    const row = find(c.req.param('id'));
    const rule = readAppend(await body(c));
    const rules = rulesOf(row);
    checkRules([rule], profileOf(row), () => 'rule');
    const result = store.updateRules(
      row.id,
      (current) => {
        const list = JSON.parse(current) as WatchRule[];
        if (list.some((known) => ruleIdentity(known) === ruleIdentity(rule))) return null;
        if (list.length >= watchlistLimits.maxRules) {
          throw new ApiError(
            422,
            'VALIDATION_ERROR',
            `rules may hold at most ${watchlistLimits.maxRules} rules; this watchlist has ${rules.length}`,
          );
        }
        return JSON.stringify([...list, rule]);
      },
      clock(),
    );
    if (!result) throw notFound();
    return c.json(await described(result.row), result.changed ? 201 : 200);
  });

  ui.post(`${watchlistsPath}/:id/rotate`, async (c) => {
    const row = store.rotate(c.req.param('id'), clock());
    if (!row) throw notFound();
    return c.json(await described(row));
  });

  ui.post(`${watchlistsPath}/:id/seen`, async (c) => {
    const row = store.markSeen(c.req.param('id'), store.lastSeq());
    if (!row) throw notFound();
    return c.json(await described(row));
  });

  ui.get(`${watchlistsPath}/:id/items`, async (c) => {
    const row = find(c.req.param('id'));
    const found = await view(row);
    const answer: WatchItemsResponse = {
      watchlist: toWatchlist(row, found.unseen),
      items: found.items,
      fetched_at: found.fetchedAt === null ? null : iso(found.fetchedAt * 1000),
    };
    return c.json(answer);
  });

  // Another method on a known path: 405 naming the ones it has (after the routes above, which match first).
  const allowed: [string, string[]][] = [
    [watchlistsPath, ['GET', 'POST']],
    [`${watchlistsPath}/:id`, ['GET', 'PATCH', 'DELETE']],
    [`${watchlistsPath}/:id/rules`, ['POST']],
    [`${watchlistsPath}/:id/rotate`, ['POST']],
    [`${watchlistsPath}/:id/seen`, ['POST']],
    [`${watchlistsPath}/:id/items`, ['GET']],
  ];
  for (const [path, methods] of allowed) {
    ui.all(path, (c) => {
      throw new ApiError(
        405,
        'METHOD_NOT_ALLOWED',
        `${c.req.method} is not allowed on ${c.req.path}; use ${methods.join(' or ')}`,
        { Allow: methods.join(', ') },
      );
    });
  }

  // --- Feeds ------------------------------------------------------------------------------------------

  const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
    new Response(text, {
      status,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers },
    });

  /** The state a remote feed's items are from: its row and when they were fetched. */
  const remoteState = (row: FeedRow, fetchedAt: number) => ({
    key: `${row.id}\0${row.updated_at}\0${fetchedAt}`,
    changedAt: fetchedAt * 1000,
  });
  /**
   * The state a feed's validators come from — its row and what its items depend on, never the items — or
   * null when a public-profile feed's results are due for a refresh (only a fetch can say).
   */
  const feedState = (
    row: FeedRow,
    profile: Profile,
    counter?: { changes: number; changed_at: number },
  ): { key: string; changedAt: number } | null => {
    const remote = remotes.get(profile.id);
    if (!remote) return localState(row, counter);
    const fetchedAt = remote.fetchedAt(row.id, row.updated_at, Math.floor(clock() / 1000));
    return fetchedAt === null ? null : remoteState(row, fetchedAt);
  };
  // Validators by state and format: a feed polled while nothing changed hashes and formats nothing again.
  const validators = new Map<string, FeedValidators>();
  const validatorsOf = (
    row: FeedRow,
    state: { key: string; changedAt: number },
    format: FeedFormat,
  ): FeedValidators => {
    const key = `${state.key}\0${format}`;
    const known = validators.get(key);
    if (known) return known;
    const etag = `"${crypto.createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`;
    const lastModified = Math.max(row.updated_at, state.changedAt);
    const found: FeedValidators = {
      etag,
      lastModified,
      headers: Object.freeze({
        'cache-control': 'no-cache',
        etag,
        'last-modified': new Date(lastModified).toUTCString(),
        // The token is in the URL: links followed from the feed must not carry it anywhere.
        'referrer-policy': 'no-referrer',
        'x-content-type-options': 'nosniff',
        'x-robots-tag': 'noindex',
      }),
    };
    if (validators.size >= MAX_KEPT_VIEWS) validators.delete(validators.keys().next().value!);
    validators.set(key, found);
    return found;
  };

  // The token's row and the change counter, read at most once per millisecond of the clock for each token
  // (polls answered within it share the read) and again at once whenever this process has written since: an
  // edit, a rotation or deletion, new articles made here are in the very next poll's answer, those of another
  // process within a millisecond. No per-turn callback: a setImmediate per event-loop turn made the loop poll
  // without blocking and cost a busy server more than the read. Keyed by the token string: V8 hashes strings
  // with a per-process random seed, so a lookup's timing says nothing about the tokens kept; the store
  // compares the token itself in constant time.
  const readFeeds = new Map<string, ReadFeed>();
  const feedRead = (token: string): ReadFeed => {
    const at = clock();
    const writes = store.ownWrites();
    let found = readFeeds.get(token);
    if (found === undefined || found.at !== at || found.writes !== writes) {
      // Entries of past milliseconds are dead: dropped in bulk, so guessed tokens cannot grow the map.
      if (readFeeds.size >= MAX_KEPT_VIEWS) readFeeds.clear();
      found = { state: store.feedState(token), at, writes };
      readFeeds.set(token, found);
    }
    return found;
  };

  const feedValidators = (token: string, format: FeedFormat): FeedValidators | null => {
    const read = feedRead(token);
    // The polls sharing a read share its validators too (they depend on nothing else).
    let known = read[format];
    if (known === undefined) {
      const found = read.state;
      const profile = found && profiles.get(found.profile);
      const state = profile && feedState(found, profile, found);
      known = read[format] = state ? validatorsOf(found, state, format) : null;
    }
    return known;
  };

  const feed = async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname;
    const match = FEED_PATH.exec(path);
    const row =
      match && (request.method === 'GET' || request.method === 'HEAD') ? store.byToken(match[1]!) : null;
    if (!match || !row) return plain(404, 'Not found');
    const format = match[2] as FeedFormat;
    const profile = profiles.get(row.profile);
    if (!profile) return plain(503, 'This feed is not available now', { 'retry-after': '3600' });

    let state = feedState(row, profile);
    let built: (WatchView & { fetchedAt: number | null }) | null = null;
    if (!state) {
      try {
        built = await view(row);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        logger().warn({ watchlist: row.id, reason: error.message }, 'watchlist feed: refresh failed');
        return plain(503, 'This feed could not be refreshed; try again later', { 'retry-after': '60' });
      }
      state = remoteState(row, built.fetchedAt!);
    }
    const { etag, lastModified, headers: shared } = validatorsOf(row, state, format);
    const headers: Record<string, string> = { ...shared };
    const conditional = request.headers;
    const notModified = isNotModified(
      conditional.get('if-none-match'),
      conditional.get('if-modified-since'),
      etag,
      lastModified,
    );
    if (notModified) return new Response(null, { status: 304, headers });
    headers['content-type'] =
      format === 'atom' ? 'application/atom+xml; charset=utf-8' : 'application/feed+json; charset=utf-8';
    // The ETag names the feed's state and format; with the origin it names the document (readers that
    // poll without a conditional GET get the same text again without a build).
    const textKey = `${etag}\0${new URL(request.url).origin}`;
    const known = texts.get(textKey);
    if (known !== undefined)
      return new Response(request.method === 'HEAD' ? null : known, { status: 200, headers });

    try {
      built ??= await view(row);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      logger().warn({ watchlist: row.id, reason: error.message }, 'watchlist feed: items failed');
      return plain(503, 'This feed is not available now; try again later', { 'retry-after': '60' });
    }
    const origin = new URL(request.url).origin;
    const paths = feedPaths(match[1]!);
    const input = {
      id: row.id,
      name: row.name,
      items: built.items,
      updated: Math.max(row.updated_at, (built.newest ?? 0) * 1000),
      origin,
      atomPath: paths.atom,
      jsonPath: paths.json,
    };
    const text = format === 'atom' ? atomFeed(input) : jsonFeed(input);
    if (deps.keepViews !== false) {
      if (texts.size >= MAX_KEPT_VIEWS) texts.delete(texts.keys().next().value!);
      texts.set(textKey, text);
    }
    return new Response(request.method === 'HEAD' ? null : text, { status: 200, headers });
  };

  return { ui, feed, feedValidators };
}

/**
 * RFC 9110 13.1: If-None-Match decides when present; else If-Modified-Since, to the second. The values are
 * the request's headers as the Fetch API reads them (repeated ones joined with ", "), or null when absent.
 */
export function isNotModified(
  noneMatch: string | null,
  since: string | null,
  etag: string,
  lastModified: number,
): boolean {
  if (noneMatch !== null) {
    // What a reader sends back is the one ETag it was given: no list to take apart.
    if (noneMatch === etag) return true;
    return noneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === etag || tag === '*');
  }
  if (since === null) return false;
  const time = Date.parse(since);
  return !Number.isNaN(time) && Math.floor(lastModified / 1000) <= Math.floor(time / 1000);
}
