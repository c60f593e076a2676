import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Watchlist, WatchItem, WatchRule } from '../../contract/watchlists';
import { ApiError } from './api-error';
import {
  absoluteFeedUrl,
  authorRuleOf,
  breachWatchlistsOf,
  defaultWatchlistName,
  isEventNew,
  ruleLabel,
  sameRule,
  totalUnseen,
  watchedEventsOf,
  watchlistRequests,
  watchMenuEntries,
} from './watchlists';

function watchlist(overrides: Partial<Watchlist> = {}): Watchlist {
  return {
    id: 'w1',
    name: 'Watch',
    profile: 'full',
    rules: [],
    feeds: { atom: '/feeds/tok.atom', json: '/feeds/tok.json' },
    unseen: 0,
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}

function eventItem(id: string): WatchItem {
  return {
    id: `urn:newsdeck:event:${id}`,
    kind: 'event',
    title: id,
    link: `/breaches?event=${id}`,
    summary: null,
    published: '2026-11-20T10:00:00Z',
    added: '2026-11-20T10:00:00Z',
    rules: [0],
    authors: [],
    source: null,
    company: 'Acme',
  };
}

const author: WatchRule = { kind: 'author', params: { author_name: 'Jane Doe', lang: 'en' } };
const breach: WatchRule = { kind: 'breach', companies: ['Acme', 'Contoso'], data_types: ['health'] };

describe('ruleLabel', () => {
  it('says each kind of rule in a few words', () => {
    expect(ruleLabel(author)).toBe('Author: Jane Doe (+1 filter)');
    expect(ruleLabel({ kind: 'author', params: { author_name: 'Ann Lee' } })).toBe('Author: Ann Lee');
    expect(ruleLabel({ kind: 'source', domain: 'example.com' })).toBe('Source: example.com');
    expect(ruleLabel(breach)).toBe('Breaches: companies Acme, Contoso; data types health');
    expect(ruleLabel({ kind: 'breach', words: ['ransomware'], impacted: ['patients'] })).toBe(
      'Breaches: impacted patients; words ransomware',
    );
  });
});

describe('authorRuleOf', () => {
  it("keeps the search's filters and drops its page, order and date window", () => {
    expect(
      authorRuleOf({
        author_name: 'Jane Doe',
        lang: 'en,fr',
        page: '2',
        page_size: '100',
        sort_by: 'date',
        from_: '2026-11-01',
        ranked_only: 'true',
      }),
    ).toEqual({ kind: 'author', params: { author_name: 'Jane Doe', lang: 'en,fr', ranked_only: 'true' } });
  });

  it('makes no rule without an author', () => {
    expect(authorRuleOf({ lang: 'en' })).toBeNull();
    expect(authorRuleOf({ author_name: '  ' })).toBeNull();
  });
});

describe('sameRule', () => {
  it('ignores the order of parameters and list entries, and the case of companies and domains', () => {
    expect(sameRule(author, { kind: 'author', params: { lang: 'en', author_name: 'Jane Doe' } })).toBe(true);
    expect(sameRule(breach, { kind: 'breach', data_types: ['health'], companies: ['contoso', 'ACME'] })).toBe(
      true,
    );
    expect(
      sameRule({ kind: 'source', domain: 'Example.com' }, { kind: 'source', domain: 'example.com' }),
    ).toBe(true);
  });

  it('tells different rules apart', () => {
    expect(sameRule(author, { kind: 'author', params: { author_name: 'Jane Doe' } })).toBe(false);
    expect(sameRule(breach, { kind: 'breach', companies: ['Acme'] })).toBe(false);
    expect(sameRule({ kind: 'source', domain: 'a.com' }, { kind: 'breach', words: ['a.com'] })).toBe(false);
  });
});

describe('watchMenuEntries', () => {
  const lists = [
    watchlist({ id: 'b', name: 'Health', rules: [breach] }),
    watchlist({ id: 'a', name: 'Authors', rules: [author] }),
    watchlist({ id: 'c', name: 'Other profile', profile: 'basic' }),
  ];

  it("lists the profile's watchlists by name, marking those that hold the rule or are full", () => {
    expect(watchMenuEntries(lists, author, 'full', 50)).toEqual([
      { id: 'a', name: 'Authors', hasRule: true, full: false },
      { id: 'b', name: 'Health', hasRule: false, full: false },
    ]);
    expect(watchMenuEntries(lists, author, 'full', 1).map((entry) => entry.full)).toEqual([true, true]);
    expect(watchMenuEntries(lists, author, 'nlp', 50)).toEqual([]);
  });
});

describe('defaultWatchlistName', () => {
  it("is the rule's label, cut to the limit", () => {
    expect(defaultWatchlistName({ kind: 'source', domain: 'example.com' }, 100)).toBe('Source: example.com');
    const cut = defaultWatchlistName({ kind: 'source', domain: 'x'.repeat(200) }, 100);
    expect(cut).toHaveLength(100);
    expect(cut.endsWith('…')).toBe(true);
  });
});

describe('totalUnseen and absoluteFeedUrl', () => {
  it('adds the counts and builds feed URLs under the origin', () => {
    expect(totalUnseen([{ unseen: 2 }, { unseen: 0 }, { unseen: 5 }])).toBe(7);
    expect(totalUnseen([])).toBe(0);
    expect(absoluteFeedUrl('/feeds/abc.atom', 'http://127.0.0.1:8080')).toBe(
      'http://127.0.0.1:8080/feeds/abc.atom',
    );
  });
});

describe('watched events and the Breaches page marks', () => {
  const followed = watchlist({ rules: [breach], unseen: 1 });
  const answers = [{ watchlist: followed, items: [eventItem('e2'), eventItem('e1')], fetched_at: null }];

  it('takes the first `unseen` items as the unseen ones', () => {
    const watched = watchedEventsOf(answers);
    expect([...watched.covered]).toEqual(['e2', 'e1']);
    expect([...watched.unseen]).toEqual(['e2']);
  });

  it("uses the server's unseen for followed events and the last visit for the others", () => {
    const watched = watchedEventsOf(answers);
    expect(isEventNew('e2', false, watched)).toBe(true);
    expect(isEventNew('e1', true, watched)).toBe(false);
    expect(isEventNew('e9', true, watched)).toBe(true);
    expect(isEventNew('e9', false, watched)).toBe(false);
  });

  it('looks only at watchlists of the profile with a breach rule', () => {
    const lists = [
      followed,
      watchlist({ id: 'w2', rules: [author] }),
      watchlist({ id: 'w3', profile: 'basic', rules: [breach] }),
    ];
    expect(breachWatchlistsOf(lists, 'full').map((w) => w.id)).toEqual(['w1']);
  });
});

describe('watchlistRequests', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends each change to its endpoint and reads the answer with the contract', async () => {
    const calls: { url: string; method: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({
          url,
          method: init.method ?? 'GET',
          body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        });
        return init.method === 'DELETE'
          ? new Response(null, { status: 204 })
          : new Response(JSON.stringify(watchlist({ rules: [author] })), { status: 200 });
      }),
    );
    expect((await watchlistRequests.create({ name: 'Watch', rules: [author] })).rules).toEqual([author]);
    await watchlistRequests.appendRule('w/1', breach);
    await watchlistRequests.update('w1', { name: 'New name' });
    await watchlistRequests.rotate('w1');
    await watchlistRequests.markSeen('w1');
    await watchlistRequests.remove('w1');
    expect(calls).toEqual([
      { url: '/ui/watchlists', method: 'POST', body: { name: 'Watch', rules: [author] } },
      { url: '/ui/watchlists/w%2F1/rules', method: 'POST', body: { rule: breach } },
      { url: '/ui/watchlists/w1', method: 'PATCH', body: { name: 'New name' } },
      { url: '/ui/watchlists/w1/rotate', method: 'POST', body: undefined },
      { url: '/ui/watchlists/w1/seen', method: 'POST', body: undefined },
      { url: '/ui/watchlists/w1', method: 'DELETE', body: undefined },
    ]);
  });

  it("turns the server's JSON error into an ApiError naming the field", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              status: 'error',
              status_code: 422,
              error_code: 'VALIDATION_ERROR',
              message: 'name must be at most 100 characters',
            }),
            { status: 422 },
          ),
      ),
    );
    const failure = await watchlistRequests
      .create({ name: 'x'.repeat(101), rules: [] })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 422, code: 'VALIDATION_ERROR', param: 'name' });
  });
});
