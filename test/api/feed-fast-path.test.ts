// The feed's 304 answered before the Node adapter (watchlists/feed-fast-path.ts), on the real server on
// 127.0.0.1: the same status and headers as the adapter's path, and the same answer as soon as anything the
// validators depend on changes — an edit, a rotation, a deletion, new articles, in this process or another.
// Each server is checked against a twin without the fast path, over the same store.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchlistSchema, type Watchlist } from '../../src/contract/watchlists';
import { startServer } from '../../src/server/http/node-server';
import { createLogger, loggablePath } from '../../src/server/log';
import { ingest } from '../../src/server/ingest/pipeline';
import { loadKeys } from '../../src/server/local/plans';
import { createProfiles } from '../../src/server/proxy';
import { openStore } from '../../src/server/store/db';
import { createWatchlistStore } from '../../src/server/store/watchlist-store';
import { createWatchlists } from '../../src/server/watchlists/routes';
import { formatUtc, nowSeconds } from '../../src/server/time';
import { sourceLines } from '../helpers/fixtures';
import { createTestApp, makeArticle, type TestApp } from '../helpers/test-app';

const recent = (days: number) => formatUtc(nowSeconds() - days * 86_400);

let t: TestApp;
/** Requests that reached the app's fetch (the adapter's path) on the server with the fast path. */
let adapterCalls = 0;
const servers: { fast: { server: http.Server; port: number }; slow: { server: http.Server; port: number } } =
  {} as never;

beforeAll(async () => {
  t = await createTestApp([
    makeArticle({ author: 'Jane Doe', published_date: recent(1), title: 'Jane one' }),
    makeArticle({ author: 'Sam Roe', published_date: recent(2), title: 'Sam one' }),
  ]);
  const limits = t.config.server;
  servers.fast = await startServer({
    fetch: (request, env) => {
      adapterCalls++;
      return t.app.fetch(request, env);
    },
    hostname: '127.0.0.1',
    port: 0,
    limits,
    answerEarly: t.app.answerEarly,
    // As serve.ts does: every answer of the server gets its access line, the early ones too.
    accessLog: () => accessLog,
  });
  servers.slow = await startServer({ fetch: t.app.fetch, hostname: '127.0.0.1', port: 0, limits });
});

const logged: string[] = [];
const accessLog = createLogger({
  level: 'info',
  stream: { write: (line: string) => void logged.push(line) },
});

afterAll(async () => {
  for (const { server } of [servers.fast, servers.slow]) {
    if (!server) continue;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  t?.close();
});

beforeEach(() => {
  adapterCalls = 0;
});

interface Answer {
  status: number;
  /** The header lines as sent, in order, less Date (which only says when). */
  lines: string[];
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request on its own connection, the header lines read as they came. */
function send(
  which: 'fast' | 'slow',
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: servers[which].port, path, method, headers, agent: false },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => {
          const lines: string[] = [];
          for (let i = 0; i < response.rawHeaders.length; i += 2) {
            const name = response.rawHeaders[i]!;
            if (name.toLowerCase() !== 'date') lines.push(`${name}: ${response.rawHeaders[i + 1]}`);
          }
          resolve({ status: response.statusCode!, lines, headers: response.headers, body });
        });
      },
    );
    request.on('error', reject);
    request.end();
  });
}

async function create(name: string, rules: unknown[]): Promise<Watchlist> {
  const response = await t.request('/ui/watchlists', {
    method: 'POST',
    key: null,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, profile: 'full', rules }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return watchlistSchema.parse(await response.json());
}

const janeRules = [{ kind: 'author', params: { author_name: 'Jane Doe' } }];

/** The feed's current ETag and Last-Modified, from a plain GET on the adapter's path. */
async function validators(path: string) {
  const answer = await send('slow', path);
  expect(answer.status).toBe(200);
  return { etag: answer.headers.etag!, lastModified: answer.headers['last-modified']! };
}

describe('the fast 304', () => {
  it('carries exactly the status and headers of the adapter path, for GET and HEAD, both formats', async () => {
    const list = await create('Same headers', janeRules);
    for (const path of [list.feeds.atom, list.feeds.json]) {
      const { etag } = await validators(path);
      for (const method of ['GET', 'HEAD']) {
        adapterCalls = 0;
        const fast = await send('fast', path, { 'if-none-match': etag }, method);
        const slow = await send('slow', path, { 'if-none-match': etag }, method);
        expect(fast.status).toBe(304);
        expect(adapterCalls, 'the fast server answered without the adapter').toBe(0);
        expect(fast.lines).toEqual(slow.lines);
        expect(fast.body).toBe('');
        expect(fast.headers.etag).toBe(etag);
      }
    }
  });

  it('writes the access line of an early 304, the token masked', async () => {
    const list = await create('Logged', janeRules);
    const { etag } = await validators(list.feeds.atom);
    const token = list.feeds.atom.slice('/feeds/'.length, -'.atom'.length);
    logged.length = 0;
    adapterCalls = 0;
    expect((await send('fast', list.feeds.atom, { 'if-none-match': etag })).status).toBe(304);
    expect(adapterCalls).toBe(0);
    for (let i = 0; i < 200 && logged.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    const lines = logged.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'request', method: 'GET', status: 304, client: '127.0.0.1' });
    expect(lines[0]!.bytes).toBeGreaterThan(0);
    expect(lines[0]!.path).toBe(loggablePath(list.feeds.atom));
    expect(logged.join('')).not.toContain(token);
  });

  it('answers If-Modified-Since as the adapter path does, and If-None-Match before it', async () => {
    const list = await create('By date', janeRules);
    const { etag, lastModified } = await validators(list.feeds.atom);
    const cases: [Record<string, string>, number][] = [
      [{ 'if-modified-since': lastModified }, 304],
      [{ 'if-modified-since': new Date(Date.parse(lastModified) + 60_000).toUTCString() }, 304],
      [{ 'if-modified-since': new Date(Date.parse(lastModified) - 1000).toUTCString() }, 200],
      [{ 'if-modified-since': 'not a date' }, 200],
      // If-None-Match decides when present, whatever the date says.
      [{ 'if-none-match': '"other"', 'if-modified-since': lastModified }, 200],
      [{ 'if-none-match': `"x", W/${etag}` }, 304],
      [{ 'if-none-match': '*' }, 304],
    ];
    for (const [headers, status] of cases) {
      adapterCalls = 0;
      const fast = await send('fast', list.feeds.atom, headers);
      const slow = await send('slow', list.feeds.atom, headers);
      expect([fast.status, slow.status], JSON.stringify(headers)).toEqual([status, status]);
      expect(adapterCalls, JSON.stringify(headers)).toBe(status === 304 ? 0 : 1);
      if (status === 304) expect(fast.lines).toEqual(slow.lines);
    }
  });

  it('answers 200 with the new validators after an edit of the watchlist', async () => {
    const list = await create('Edited', janeRules);
    const { etag } = await validators(list.feeds.atom);
    expect((await send('fast', list.feeds.atom, { 'if-none-match': etag })).status).toBe(304);
    const patch = await t.request(`/ui/watchlists/${list.id}`, {
      method: 'PATCH',
      key: null,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Edited again' }),
    });
    expect(patch.status).toBe(200);
    const after = await send('fast', list.feeds.atom, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.body).toContain('Edited again');
  });

  it('answers 200 once new articles are in the store (the change counter)', async () => {
    const list = await create('Ingested', janeRules);
    const { etag } = await validators(list.feeds.json);
    expect((await send('fast', list.feeds.json, { 'if-none-match': etag })).status).toBe(304);
    await ingest(
      t.db,
      sourceLines([makeArticle({ author: 'Jane Doe', published_date: recent(0), title: 'Jane fresh' })]),
    );
    const after = await send('fast', list.feeds.json, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.body).toContain('Jane fresh');
  });

  it('sees an edit and new articles written by another process (another connection to the store)', async () => {
    const list = await create('Elsewhere', janeRules);
    const other = openStore(t.dataDir);
    try {
      let { etag } = await validators(list.feeds.atom);
      expect((await send('fast', list.feeds.atom, { 'if-none-match': etag })).status).toBe(304);
      createWatchlistStore(other).update(list.id, { name: 'Renamed elsewhere' }, Date.now());
      expect((await send('fast', list.feeds.atom, { 'if-none-match': etag })).status).toBe(200);

      ({ etag } = await validators(list.feeds.atom));
      expect((await send('fast', list.feeds.atom, { 'if-none-match': etag })).status).toBe(304);
      await ingest(other, sourceLines([makeArticle({ author: 'Sam Roe', published_date: recent(0) })]));
      expect((await send('fast', list.feeds.atom, { 'if-none-match': etag })).status).toBe(200);
    } finally {
      other.close();
    }
  });

  it('reads a token once per millisecond, again at once after a write of its own connection', async () => {
    const list = await create('Turns', janeRules);
    const token = /\/feeds\/([^.]+)\./.exec(list.feeds.atom)![1]!;
    const profiles = createProfiles(t.config, loadKeys(t.dataDir, ''), () => {
      throw new Error('local profiles only');
    });
    let now = Date.now();
    const feeds = createWatchlists({
      db: t.db,
      profiles,
      defaultProfile: 'full',
      refreshSeconds: 300,
      now: () => now,
    });
    const other = openStore(t.dataDir);
    try {
      const first = feeds.feedValidators(token, 'atom')!.etag;
      expect(feeds.feedValidators(token, 'atom')!.etag).toBe(first);
      // This connection's write: the very next poll, in the same millisecond, is answered from the new state.
      createWatchlistStore(t.db).update(list.id, { name: 'Turns, renamed here' }, now);
      const second = feeds.feedValidators(token, 'atom')!.etag;
      expect(second).not.toBe(first);
      // Another connection's (another process's) write: polls of the same millisecond share its read;
      // those of the next see the write.
      createWatchlistStore(other).update(list.id, { name: 'Turns, renamed elsewhere' }, now + 1);
      expect(feeds.feedValidators(token, 'atom')!.etag).toBe(second);
      now += 1;
      expect(feeds.feedValidators(token, 'atom')!.etag).not.toBe(second);
    } finally {
      other.close();
    }
  });

  it('answers the old token 404 after a rotation, and every token 404 after a deletion', async () => {
    const list = await create('Rotated', janeRules);
    const { etag } = await validators(list.feeds.atom);
    expect((await send('fast', list.feeds.atom, { 'if-none-match': etag })).status).toBe(304);
    const rotated = await t.request(`/ui/watchlists/${list.id}/rotate`, { method: 'POST', key: null });
    const next = watchlistSchema.parse(await rotated.json());
    const old = await send('fast', list.feeds.atom, { 'if-none-match': etag });
    expect(old.status).toBe(404);
    expect(old.lines).toEqual((await send('slow', list.feeds.atom, { 'if-none-match': etag })).lines);

    const { etag: nextEtag } = await validators(next.feeds.atom);
    expect((await send('fast', next.feeds.atom, { 'if-none-match': nextEtag })).status).toBe(304);
    const removed = await t.request(`/ui/watchlists/${list.id}`, { method: 'DELETE', key: null });
    expect(removed.status).toBe(204);
    expect((await send('fast', next.feeds.atom, { 'if-none-match': nextEtag })).status).toBe(404);
    expect(
      (await send('fast', next.feeds.atom, { 'if-modified-since': new Date().toUTCString() })).status,
    ).toBe(404);
  });

  it('gives a wrong or malformed token, another method or path the plain 404 of the adapter path', async () => {
    const list = await create('Guarded', janeRules);
    const { etag } = await validators(list.feeds.atom);
    const token = list.feeds.atom.slice('/feeds/'.length, -'.atom'.length);
    const wrong = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    const paths = [
      `/feeds/${wrong}.atom`,
      `/feeds/${token.slice(1)}.atom`,
      `/feeds/${token}x.atom`,
      `/feeds/${token.slice(0, -1)}!.atom`,
      `/feeds/${token}.xml`,
      `/feeds/${token}.atom/`,
      `/feeds/${token.toLowerCase() === token ? token.toUpperCase() : token.toLowerCase()}.atom`,
    ];
    for (const path of paths) {
      const fast = await send('fast', path, { 'if-none-match': etag });
      const slow = await send('slow', path, { 'if-none-match': etag });
      expect([fast.status, slow.status], path).toEqual([404, 404]);
      expect(fast.lines, path).toEqual(slow.lines);
      expect(fast.body, path).toBe(slow.body);
    }
    for (const method of ['POST', 'DELETE']) {
      adapterCalls = 0;
      const fast = await send('fast', list.feeds.atom, { 'if-none-match': etag }, method);
      expect(fast.status, method).toBe(404);
      expect(adapterCalls, method).toBe(1);
    }
    // The right token with a query string is the adapter's to answer (and it answers 304).
    adapterCalls = 0;
    expect((await send('fast', `${list.feeds.atom}?x=1`, { 'if-none-match': etag })).status).toBe(304);
    expect(adapterCalls).toBe(1);
  });
});

describe('a feed on the public profile', () => {
  let pub: TestApp;
  let upstream: http.Server;
  let upstreamCalls = 0;
  let served: { server: http.Server; port: number };
  let viaAdapter = 0;

  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      upstreamCalls++;
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            status: 'ok',
            articles: [
              {
                id: 'up-1',
                title: 'Upstream story',
                link: 'https://paper.example/up-1',
                published_date: '2026-11-20 10:00:00',
                author: 'Jane Doe',
                authors: ['Jane Doe'],
                domain_url: 'paper.example',
              },
            ],
          }),
        );
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    pub = await createTestApp([], {
      NEWSCATCHER_API_TOKEN: 'upstream-token',
      NEWSCATCHER_BASE_URL: base,
      NEWSCATCHER_EVENTS_BASE_URL: base,
      NEWSDECK_WATCH_REFRESH_SECONDS: '60',
    });
    served = await startServer({
      fetch: (request, env) => {
        viaAdapter++;
        return pub.app.fetch(request, env);
      },
      hostname: '127.0.0.1',
      port: 0,
      limits: pub.config.server,
      answerEarly: pub.app.answerEarly,
    });
  });

  afterAll(async () => {
    vi.useRealTimers();
    served?.server.closeAllConnections();
    await new Promise((resolve) => served?.server.close(resolve));
    await new Promise((resolve) => upstream?.close(resolve));
    pub?.close();
  });

  const sendTo = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; etag: string | undefined }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port: served.port, path, headers, agent: false }, (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode!, etag: response.headers.etag }));
        })
        .on('error', reject);
    });

  it('answers 304 early while the results are fresh, and leaves a due refresh to the adapter', async () => {
    const created = await pub.request('/ui/watchlists', {
      method: 'POST',
      key: null,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Public', profile: 'newscatcher', rules: janeRules }),
    });
    expect(created.status).toBe(201);
    const list = watchlistSchema.parse(await created.json());
    const first = await sendTo(list.feeds.atom);
    expect(first.status).toBe(200);

    viaAdapter = 0;
    upstreamCalls = 0;
    expect((await sendTo(list.feeds.atom, { 'if-none-match': first.etag! })).status).toBe(304);
    expect([viaAdapter, upstreamCalls]).toEqual([0, 0]);

    // Past the refresh interval only a fetch can tell whether the feed changed: the adapter's path asks.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    const due = await sendTo(list.feeds.atom, { 'if-none-match': first.etag! });
    expect(viaAdapter).toBe(1);
    expect(upstreamCalls).toBeGreaterThan(0);
    expect(due.status).toBe(200);
    expect(due.etag).not.toBe(first.etag);
    vi.useRealTimers();
  });
});
