// Watchlists on the public-API profile against a fake upstream on loopback: rules asked through the proxy's
// profile with its token, results kept for the refresh interval, calls within the per-client limit, failures
// answered without a 500, and the token never in a feed or an answer.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { watchItemsResponseSchema, watchlistSchema } from '../../src/contract/watchlists';
import { loadConfig } from '../../src/server/config';
import { createProfiles, PUBLIC_CLIENT_CALLS } from '../../src/server/proxy';
import { createWatchlists } from '../../src/server/watchlists/routes';
import { createTestApp, type TestApp } from '../helpers/test-app';

const TOKEN = 'upstream-secret-token-456';

interface Seen {
  path: string;
  token: string | undefined;
  body: string;
}

let upstream: http.Server;
let base: string;
const seen: Seen[] = [];
let inFlight = 0;
let maxInFlight = 0;
let failing = false;

function article(id: string, author: string) {
  return {
    id,
    title: `Story ${id}`,
    link: `https://paper.example/${id}`,
    published_date: '2026-11-20 10:00:00',
    author,
    authors: [author],
    domain_url: 'paper.example',
    description: `About ${id}`,
  };
}

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://upstream');
      seen.push({ path: url.pathname, token: req.headers['x-api-token'] as string | undefined, body });
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      // Long enough that the calls of one refresh overlap if nothing holds them back.
      setTimeout(() => {
        inFlight -= 1;
        if (failing) {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end('{"message":"down"}');
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        if (url.pathname === '/api/authors') {
          const name = url.searchParams.get('author_name') ?? '';
          res.end(
            JSON.stringify({ status: 'ok', articles: [article(`a-${name.replace(/\W/g, '')}`, name)] }),
          );
        } else {
          res.end(
            JSON.stringify({
              message: 'Success',
              count: 1,
              events: [
                {
                  id: 'ev-up',
                  company_name: 'Acme',
                  event_date: '2026-11-19 00:00:00',
                  extraction_date: '2026-11-20 00:00:00',
                  data_breach: { title: 'Acme breach', summary: 'Acme lost data.' },
                },
              ],
            }),
          );
        }
      }, 40);
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => upstream.close(resolve));
});
beforeEach(() => {
  seen.length = 0;
  maxInFlight = 0;
  failing = false;
});

const env = () => ({
  NEWSCATCHER_API_TOKEN: TOKEN,
  NEWSCATCHER_BASE_URL: base,
  NEWSCATCHER_EVENTS_BASE_URL: base,
  NEWSDECK_WATCH_REFRESH_SECONDS: '60',
});

describe('a watchlist on the public profile, through the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp([], env());
  });
  afterAll(() => t.close());

  const post = (url: string, body: unknown) =>
    t.request(url, {
      method: 'POST',
      key: null,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('asks the upstream with the token, keeps it out of every answer, and refuses source rules', async () => {
    const refused = await post('/ui/watchlists', {
      name: 'x',
      profile: 'newscatcher',
      rules: [{ kind: 'source', domain: 'paper.example' }],
    });
    expect(refused.status).toBe(422);
    expect((await refused.json()).message).toMatch(/^rules\[0\]\.kind: source rules need a local profile/);

    const created = await post('/ui/watchlists', {
      name: 'Public',
      profile: 'newscatcher',
      rules: [
        { kind: 'author', params: { author_name: 'Jane Doe', page_size: '5' } },
        { kind: 'breach', companies: ['Acme'], words: ['ransomware'] },
      ],
    });
    expect(created.status).toBe(201);
    const list = watchlistSchema.parse(await created.json());

    const items = watchItemsResponseSchema.parse(
      await (await t.request(`/ui/watchlists/${list.id}/items`, { key: null })).json(),
    );
    expect(items.items.map((item) => item.id).sort()).toEqual([
      'urn:newsdeck:article:a-JaneDoe',
      'urn:newsdeck:event:ev-up',
    ]);
    expect(items.fetched_at).not.toBeNull();
    // One authors call (newest first, a full page), two events searches (the words in titles, in summaries).
    expect(seen.map((s) => s.path).sort()).toEqual([
      '/api/authors',
      '/api/events_search',
      '/api/events_search',
    ]);
    expect(seen.every((s) => s.token === TOKEN)).toBe(true);
    expect(seen.map((s) => s.body).join('')).toContain('"data_breach.title":["ransomware"]');

    const atom = await (await t.request(list.feeds.atom, { key: null })).text();
    const json = await (await t.request(list.feeds.json, { key: null })).text();
    expect(atom).toContain('https://paper.example/a-JaneDoe');
    expect(json).toContain('/breaches?event=ev-up');
    for (const text of [atom, json, JSON.stringify(items)]) expect(text).not.toContain(TOKEN);
    // Still within the interval: the feeds and the items were answered from what was fetched.
    expect(seen).toHaveLength(3);
  });
});

describe('refresh interval, limits and failures', () => {
  let t: TestApp;
  let clock = Date.UTC(2026, 10, 25, 12);
  let watchlists: ReturnType<typeof createWatchlists>;
  beforeAll(async () => {
    t = await createTestApp([], env());
    const config = loadConfig({ DATA_DIR: t.dataDir, NEWSDECK_NO_SEED: '1', ...env() });
    const profiles = createProfiles(config, new Map(), () => {
      throw new Error('no local service here');
    });
    watchlists = createWatchlists({
      db: t.db,
      profiles,
      defaultProfile: 'newscatcher',
      refreshSeconds: 60,
      now: () => clock,
    });
  });
  afterAll(() => t.close());

  const call = (method: string, url: string, body?: unknown) =>
    watchlists.ui.request(url, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('asks again only once the interval has passed, at most PUBLIC_CLIENT_CALLS at a time', async () => {
    const rules = Array.from({ length: 10 }, (_, i) => ({
      kind: 'author',
      params: { author_name: `Writer ${i}` },
    }));
    const list = watchlistSchema.parse(
      await (await call('POST', '/ui/watchlists', { name: 'Ten', rules })).json(),
    );
    const feed = () => watchlists.feed(new Request(`http://localhost${list.feeds.atom}`));

    // Created: the first fetch is made then, and is what the list starts from (nothing unseen).
    expect(seen).toHaveLength(10);
    expect(maxInFlight).toBeGreaterThan(1);
    expect(maxInFlight).toBeLessThanOrEqual(PUBLIC_CLIENT_CALLS);
    expect(watchlistSchema.parse(await (await call('GET', `/ui/watchlists/${list.id}`)).json()).unseen).toBe(
      0,
    );
    const first = await feed();
    expect(first.status).toBe(200);
    expect(seen).toHaveLength(10);
    const etag = first.headers.get('etag')!;

    clock += 58_000;
    const within = await watchlists.feed(
      new Request(`http://localhost${list.feeds.atom}`, { headers: { 'if-none-match': etag } }),
    );
    expect(within.status).toBe(304);
    expect(seen).toHaveLength(10);

    clock += 2_000;
    expect((await feed()).status).toBe(200);
    expect(seen).toHaveLength(20);

    // Unseen: items first fetched after the list was opened.
    await call('POST', `/ui/watchlists/${list.id}/seen`);
    const opened = watchlistSchema.parse(await (await call('GET', `/ui/watchlists/${list.id}`)).json());
    expect(opened.unseen).toBe(0);
    await call('PATCH', `/ui/watchlists/${list.id}`, {
      rules: [...rules, { kind: 'author', params: { author_name: 'Writer new' } }],
    });
    const edited = watchlistSchema.parse(await (await call('GET', `/ui/watchlists/${list.id}`)).json());
    expect(edited.unseen).toBe(1);
  });

  it('serves what it has when the upstream fails, and a plain 503 or a JSON 502 when it has nothing', async () => {
    const list = watchlistSchema.parse(
      await (
        await call('POST', '/ui/watchlists', {
          name: 'Flaky',
          rules: [{ kind: 'author', params: { author_name: 'Flaky Writer' } }],
        })
      ).json(),
    );
    const feed = () => watchlists.feed(new Request(`http://localhost${list.feeds.json}`));
    expect((await feed()).status).toBe(200);
    failing = true;
    clock += 120_000;
    const stale = await feed();
    expect(stale.status).toBe(200);
    expect(await stale.text()).toContain('a-FlakyWriter');

    const other = watchlistSchema.parse(
      await (
        await call('POST', '/ui/watchlists', {
          name: 'Never fetched',
          rules: [{ kind: 'author', params: { author_name: 'Nobody' } }],
        })
      ).json(),
    );
    const down = await watchlists.feed(new Request(`http://localhost${other.feeds.atom}`));
    expect(down.status).toBe(503);
    expect(down.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const items = await call('GET', `/ui/watchlists/${other.id}/items`);
    expect(items.status).toBe(502);
    expect((await items.json()).error_code).toBe('UPSTREAM_UNAVAILABLE');
  });
});
