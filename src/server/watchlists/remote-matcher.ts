// A watchlist's items on the public-API profile: each rule asked of the upstream through the proxy's profile
// (which attaches the token; this module never sees it in a URL or a body), at most PUBLIC_CLIENT_CALLS at a
// time, and the results kept for the refresh interval, so readers polling a feed cost the upstream at most one
// round of calls per interval and watchlist. Items are dated by when this server first saw them.
import { watchlistLimits, type WatchRule } from '../../contract/watchlists';
import { ApiError } from '../http/errors';
import { containsSecret, PUBLIC_CLIENT_CALLS, type Profile } from '../proxy';
import type { ArrivalKind, WatchlistStore } from '../store/watchlist-store';
import { parseUtcDate } from '../time';
import { eventLink } from './local-matcher';
import { mergeCandidates, type Candidate, type ItemDetails, type ItemKind, type WatchView } from './items';

const ORIGIN = 'http://newsdeck.internal';
/** The client name the proxy's slots see for watchlist refreshes. */
const CLIENT = 'watchlists';

interface Fetched {
  /** The watchlist's updated_at the results were fetched for (an edit fetches again). */
  version: number;
  fetchedAt: number;
  candidates: Candidate[];
  details: Map<string, ItemDetails>;
}

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export interface RemoteMatcher {
  /** The items (fetched again once the interval has passed) and when they were fetched (epoch seconds). */
  view(
    watchlist: { id: string; updated_at: number; rules: readonly WatchRule[]; seen_seq: number },
    now: number,
  ): Promise<WatchView & { fetchedAt: number }>;
  /** When the kept results of a watchlist were fetched, if they are still fresh (no fetch). */
  fetchedAt(id: string, updatedAt: number, now: number): number | null;
  forget(id: string): void;
}

export function createRemoteMatcher(
  profile: Profile,
  store: WatchlistStore,
  refreshSeconds: number,
): RemoteMatcher {
  const kept = new Map<string, Fetched>();
  const pending = new Map<string, Promise<Fetched>>();
  // Upstream calls in flight for every watchlist together: within the proxy's share for one client of the
  // public profile, however many watchlists refresh at once.
  let inFlight = 0;
  const waiting: (() => void)[] = [];
  const limited = async <T>(call: () => Promise<T>): Promise<T> => {
    // A finished call hands its place to the next waiting one directly, so none can slip in between.
    if (inFlight >= PUBLIC_CLIENT_CALLS) await new Promise<void>((resolve) => waiting.push(resolve));
    else inFlight += 1;
    try {
      return await call();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else inFlight -= 1;
    }
  };

  const ask = async (path: string, base: 'news' | 'events', init: RequestInit): Promise<JsonObject> => {
    const request = new Request(`${ORIGIN}${path}`, init);
    const body = init.body === undefined ? undefined : await request.clone().arrayBuffer();
    let response: Response;
    try {
      response = await profile.send(request, path.replace(/\?.*$/, ''), base, CLIENT, body);
    } catch {
      throw new ApiError(
        502,
        'UPSTREAM_UNAVAILABLE',
        'The public API could not be reached for this watchlist',
      );
    }
    let parsed: unknown = null;
    try {
      parsed = await response.json();
    } catch {
      // handled below
    }
    if (!response.ok || !isObject(parsed)) {
      throw new ApiError(
        502,
        'UPSTREAM_UNAVAILABLE',
        `The public API answered HTTP ${response.status} to a rule of this watchlist`,
      );
    }
    // An upstream that echoes the token gets nothing relayed from that answer (as in the proxy).
    if (containsSecret(parsed, profile.token)) {
      throw new ApiError(502, 'UPSTREAM_UNAVAILABLE', "The public API's answer contained the API token");
    }
    return parsed;
  };

  const articleCandidates = (answer: JsonObject, rule: number, out: Fetched) => {
    const articles = Array.isArray(answer.articles) ? answer.articles : [];
    for (const article of articles.slice(0, watchlistLimits.maxFeedItems)) {
      if (!isObject(article)) continue;
      const id = str(article.id);
      const title = str(article.title);
      const link = str(article.link);
      if (!id || !title || !link || !/^https?:\/\//i.test(link)) continue;
      const published = parseUtcDate(str(article.published_date) ?? '') ?? out.fetchedAt;
      out.candidates.push({ kind: 'article', id, published, rule });
      const authors = Array.isArray(article.authors)
        ? article.authors.filter((name): name is string => typeof name === 'string')
        : str(article.author)
          ? [str(article.author)!]
          : [];
      out.details.set(`article\0${id}`, {
        title,
        link,
        summary: str(article.description),
        authors,
        source: str(article.domain_url),
        company: null,
      });
    }
  };

  const eventCandidates = (answer: JsonObject, rule: number, out: Fetched) => {
    const events = Array.isArray(answer.events) ? answer.events : [];
    for (const event of events.slice(0, watchlistLimits.maxFeedItems)) {
      if (!isObject(event)) continue;
      const id = str(event.id);
      if (!id) continue;
      const breach = isObject(event.data_breach) ? event.data_breach : {};
      const company = str(event.company_name);
      const published =
        parseUtcDate(str(event.event_date) ?? '') ??
        parseUtcDate(str(event.extraction_date) ?? '') ??
        out.fetchedAt;
      out.candidates.push({ kind: 'event', id, published, rule });
      out.details.set(`event\0${id}`, {
        title: str(breach.title) ?? (company ? `Data breach at ${company}` : 'Data breach'),
        link: eventLink(id),
        summary: str(breach.summary),
        authors: [],
        source: null,
        company,
      });
    }
  };

  /** The upstream calls of one rule (a breach rule's words are asked of titles and of summaries). */
  const ruleCalls = (rule: WatchRule, index: number, out: Fetched): (() => Promise<void>)[] => {
    if (rule.kind === 'author') {
      const query = new URLSearchParams();
      for (const [name, value] of Object.entries(rule.params)) {
        if (['page', 'page_size', 'sort_by', 'clustering_enabled'].includes(name)) continue;
        query.set(name, Array.isArray(value) ? value.join(',') : value);
      }
      query.set('sort_by', 'date');
      query.set('page_size', String(watchlistLimits.maxFeedItems));
      return [
        async () =>
          articleCandidates(await ask(`/api/authors?${query}`, 'news', { method: 'GET' }), index, out),
      ];
    }
    if (rule.kind === 'source') {
      // Refused when saved (routes.ts): the interface has no operation listing a source's articles.
      return [];
    }
    const filters: JsonObject = {};
    if (rule.companies) filters.company_name = rule.companies;
    if (rule.data_types) filters['data_breach.data_type'] = rule.data_types;
    if (rule.impacted) filters['data_breach.impacted'] = rule.impacted;
    const searches = rule.words
      ? [
          { ...filters, 'data_breach.title': rule.words },
          { ...filters, 'data_breach.summary': rule.words },
        ]
      : [filters];
    return searches.map((additional_filters) => async () => {
      const body = JSON.stringify({ event_type: 'data_breach', additional_filters });
      const answer = await ask('/api/events_search', 'events', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      eventCandidates(answer, index, out);
    });
  };

  const refresh = async (
    watchlist: { id: string; updated_at: number; rules: readonly WatchRule[] },
    now: number,
  ): Promise<Fetched> => {
    const out: Fetched = {
      version: watchlist.updated_at,
      fetchedAt: now,
      candidates: [],
      details: new Map(),
    };
    const calls = watchlist.rules.flatMap((rule, index) => ruleCalls(rule, index, out));
    await Promise.all(calls.map((call) => limited(call)));
    for (const kind of ['article', 'event'] as const) {
      const ids = [...new Set(out.candidates.filter((c) => c.kind === kind).map((c) => c.id))];
      store.recordArrivals(remoteKind(kind), ids, now);
    }
    return out;
  };

  const fresh = (id: string, updatedAt: number, now: number): Fetched | null => {
    const known = kept.get(id);
    return known && known.version === updatedAt && now - known.fetchedAt < refreshSeconds ? known : null;
  };

  return {
    async view(watchlist, now) {
      let fetched = fresh(watchlist.id, watchlist.updated_at, now);
      if (!fetched) {
        // One refresh at a time per watchlist: readers polling together share it.
        // Keyed by the rules' version too: a reader after an edit never gets the old rules' refresh.
        const key = `${watchlist.id}\0${watchlist.updated_at}`;
        let running = pending.get(key);
        if (!running) {
          running = refresh(watchlist, now).finally(() => pending.delete(key));
          pending.set(key, running);
        }
        try {
          fetched = await running;
          const current = kept.get(watchlist.id);
          if (!current || current.version <= fetched.version) kept.set(watchlist.id, fetched);
        } catch (error) {
          // A failed refresh keeps serving what was fetched before, if it is of these rules.
          const stale = kept.get(watchlist.id);
          if (!stale || stale.version !== watchlist.updated_at) throw error;
          fetched = stale;
        }
      }
      const found = fetched;
      const view = mergeCandidates(found.candidates, watchlist.seen_seq, {
        arrivals: (kind, ids) => store.arrivals(kind, ids),
        details: (kind, ids) => {
          const map = new Map<string, ItemDetails>();
          for (const id of ids) {
            const detail = found.details.get(`${kind}\0${id}`);
            if (detail) map.set(id, detail);
          }
          return map;
        },
        arrivalKind: remoteKind,
      });
      return { ...view, fetchedAt: found.fetchedAt };
    },
    fetchedAt: (id, updatedAt, now) => fresh(id, updatedAt, now)?.fetchedAt ?? null,
    forget: (id) => {
      kept.delete(id);
    },
  };
}

const remoteKind = (kind: ItemKind): ArrivalKind => (kind === 'article' ? 'remote-article' : 'remote-event');
