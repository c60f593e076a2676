// The token proxy over real sockets: forwarding, credential handling, refusals and upstream failures.
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, lookupResponseSchema } from '../../src/contract';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createTestApp, makeArticle, type TestApp } from '../helpers/test-app';

const TOKEN = 'upstream-secret-token-123';

interface Seen {
  path: string;
  headers: http.IncomingHttpHeaders;
}

/** A fake public API: answers by path, records what it was sent. */
function startFakeUpstream(seen: Seen[]): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    seen.push({ path: req.url ?? '', headers: req.headers });
    const path = req.url?.split('?')[0];
    if (path === '/api/subscription') {
      res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'session=abc' });
      res.end(
        JSON.stringify({
          active: true,
          plan: 'v3_nlp',
          concurrent_calls: 1,
          plan_calls: 1,
          remaining_calls: 1,
          historical_days: 1,
        }),
      );
    } else if (path === '/api/sources') {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal Server Error');
    } else if (path === '/api/authors') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"status": "ok", "articles": [');
    } else if (path === '/api/events_search') {
      // Announces more than it sends, then drops the connection mid-body.
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      res.write('{"message": "Succ');
      setTimeout(() => res.destroy(), 20);
    } else {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 'error', status_code: 404, error_code: 'NOT_FOUND', message: 'no' }));
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** A raw HTTP/1.1 request, so paths reach the server exactly as written (no URL normalisation). */
function rawGet(
  port: number,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; type: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method: 'GET', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body, type: String(res.headers['content-type']) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

let t: TestApp;
let upstream: http.Server;
let server: ServerType;
let port: number;
const seen: Seen[] = [];

beforeAll(async () => {
  t = await createTestApp([makeArticle({ id: 'id-a' })]);
  upstream = await startFakeUpstream(seen);
  const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  const config = loadConfig({
    DATA_DIR: t.dataDir,
    NEWSCATCHER_API_TOKEN: TOKEN,
    NEWSCATCHER_BASE_URL: upstreamUrl,
    NEWSCATCHER_EVENTS_BASE_URL: upstreamUrl,
  });
  const app = createApp(config, {
    db: t.db,
    keys: (await import('../../src/server/local/plans')).loadKeys(
      t.dataDir,
      'demo-basic:v3_basic,demo-full:v3_nlp_iptc_tags',
    ),
  });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => {
      port = info.port;
      resolve();
    });
  });
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await new Promise((resolve) => upstream.close(resolve));
  t.close();
});

const url = (path: string) => `http://127.0.0.1:${port}${path}`;

describe('local profiles', () => {
  it('answers exactly what the local service answers', async () => {
    const direct = await (
      await fetch(url('/api/search_by_link?ids=id-a'), { headers: { 'x-api-token': 'demo-full' } })
    ).json();
    const proxied = await fetch(url('/proxy/full/api/search_by_link?ids=id-a'));
    expect(proxied.status).toBe(200);
    expect(lookupResponseSchema.parse(await proxied.json())).toEqual(lookupResponseSchema.parse(direct));
  });

  it("uses the profile's key, not one the client sends", async () => {
    const response = await fetch(url('/proxy/full/api/subscription'), {
      headers: { 'x-api-token': 'demo-basic' },
    });
    expect((await response.json()).plan).toBe('v3_nlp_iptc_tags');
  });

  it('answers with the server headers, not cached by the browser, errors included', async () => {
    const ok = await fetch(url('/proxy/full/api/search_by_link?ids=id-a'), {
      headers: { 'correlation-id': 'trace-1' },
    });
    const invalid = await fetch(url('/proxy/full/api/sources?countries=USA'));
    expect(invalid.status).toBe(422);
    expect((await invalid.json()).error_code).toBeTruthy();
    for (const response of [ok, invalid]) {
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(Number(response.headers.get('x-process-time'))).toBeGreaterThanOrEqual(0);
      expect(response.headers.get('correlation-id')).toBeTruthy();
    }
    expect(ok.headers.get('correlation-id')).toBe('trace-1');
    expect(Number(ok.headers.get('content-length'))).toBe((await ok.arrayBuffer()).byteLength);
  });

  it('forwards POST bodies', async () => {
    const response = await fetch(url('/proxy/basic/api/search_by_link'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ids: ['id-a'] }),
    });
    expect((await response.json()).status).toBe('1 out of 1 articles found');
  });

  it('lists profiles without their tokens', async () => {
    const text = await (await fetch(url('/ui/profiles'))).text();
    const body = JSON.parse(text);
    expect(body.profiles.map((p: { id: string }) => p.id)).toEqual(['basic', 'full', 'newscatcher']);
    expect(body.default).toBe('full');
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain('demo-full');
  });
});

describe('the public profile', () => {
  it('sends only its own token, never the client cookies or token', async () => {
    seen.length = 0;
    const response = await fetch(url('/proxy/newscatcher/api/subscription?x=1'), {
      headers: { cookie: 'a=b', 'x-api-token': 'client-token', authorization: 'Bearer nope' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.text()).not.toContain(TOKEN);
    expect(seen[0]?.path).toBe('/api/subscription?x=1');
    expect(seen[0]?.headers['x-api-token']).toBe(TOKEN);
    expect(seen[0]?.headers.cookie).toBeUndefined();
    expect(seen[0]?.headers.authorization).toBeUndefined();
  });

  it('passes the upstream JSON errors through', async () => {
    const response = await fetch(url('/proxy/newscatcher/api/search_by_link?ids=x'));
    expect(response.status).toBe(404);
  });

  it.each([
    ['a 500 with a text/plain body', '/api/sources?lang=en', /text\/plain instead of JSON/],
    ['invalid JSON', '/api/authors?author_name=x', /invalid JSON/],
    ['a body cut off mid-way', '/api/events_search', /broke off|invalid JSON|could not be reached/],
  ])('turns %s into a 502 JSON error', async (_name, path, message) => {
    const init =
      path === '/api/events_search'
        ? { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }
        : {};
    const response = await fetch(url(`/proxy/newscatcher${path}`), init);
    expect(response.status).toBe(502);
    const body = errorBodySchema.parse(await response.json());
    expect(body.error_code).toBe('UPSTREAM_UNAVAILABLE');
    expect(body.message).toMatch(message);
  });

  it('turns a refused connection into a 502 JSON error', async () => {
    const closed = await closedPort();
    const config = loadConfig({
      DATA_DIR: t.dataDir,
      NEWSCATCHER_API_TOKEN: TOKEN,
      NEWSCATCHER_BASE_URL: `http://127.0.0.1:${closed}`,
    });
    const app = createApp(config, { db: t.db, keys: new Map() });
    const response = await app.request('/proxy/newscatcher/api/subscription');
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error_code: 'UPSTREAM_UNAVAILABLE' });
  });
});

describe('a hanging upstream', () => {
  it('becomes a 504 JSON error after the timeout, whether it hangs before or during the answer', async () => {
    const sockets = new Set<Socket>();
    const hanging = http.createServer((req, res) => {
      if (req.url?.startsWith('/api/sources')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"message": "');
      }
      // Otherwise: never answer.
    });
    hanging.on('connection', (socket) => sockets.add(socket));
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`;
      const config = loadConfig({
        DATA_DIR: t.dataDir,
        NEWSCATCHER_API_TOKEN: TOKEN,
        NEWSCATCHER_BASE_URL: base,
      });
      const app = createApp(config, { db: t.db, keys: new Map(), upstreamTimeoutMs: 300 });
      for (const path of ['/proxy/newscatcher/api/subscription', '/proxy/newscatcher/api/sources?lang=en']) {
        const response = await app.request(path);
        expect(response.status).toBe(504);
        expect(await response.json()).toMatchObject({ status: 'error', error_code: 'UPSTREAM_TIMEOUT' });
      }
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => hanging.close(resolve));
    }
  });
});

describe('refusals', () => {
  it.each([
    '/proxy',
    '/proxy/',
    '/proxy/full',
    '/proxy/full/',
    '/proxy/full/api/unknown',
    '/proxy/full/api/search_by_link/extra',
    '/proxy/nobody/api/authors',
    '/proxy/full/../../etc/passwd',
    '/proxy/full/api/../../x',
    '/proxy/full/%2e%2e/%2e%2e/x',
    '/proxy/full/api%2fsearch_by_link',
    '/proxy/full//evil.example/api/authors',
    '/proxy/full/http://evil.example/api/authors',
    '/proxy/..%2f..%2fapi/subscription',
  ])('refuses %s with a JSON 4xx, never the SPA', async (path) => {
    const response = await rawGet(port, path);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.type).toContain('application/json');
    expect(errorBodySchema.parse(JSON.parse(response.body)).status).toBe('error');
  });

  it('refuses a method the operation does not have', async () => {
    const response = await fetch(url('/proxy/full/api/search_by_link'), { method: 'DELETE' });
    expect(response.status).toBe(405);
  });

  it('refuses cross-origin requests', async () => {
    const cross = await rawGet(port, '/proxy/full/api/subscription', { origin: 'https://evil.example' });
    expect(cross.status).toBe(403);
    const fetchSite = await rawGet(port, '/proxy/full/api/subscription', { 'sec-fetch-site': 'cross-site' });
    expect(fetchSite.status).toBe(403);
    const same = await rawGet(port, '/proxy/full/api/subscription', {
      origin: `http://127.0.0.1:${port}`,
      'sec-fetch-site': 'same-origin',
    });
    expect(same.status).toBe(200);
  });
});
