// What the proxy and the service send back: a public upstream's answer re-serialised from its parsed JSON and
// refused when it carries the profile's token; correlation ids echoed only when they are plain ids.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/contract';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createTestApp, makeArticle, type TestApp } from '../helpers/test-app';
import { createLogger, setLogger } from '../../src/server/log';
import { respond } from '../../src/server/http/answer';
import { createProxy, type Profile } from '../../src/server/proxy';

const TOKEN = 'upstream-secret-token-456';

let t: TestApp;
let upstream: http.Server;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestApp([makeArticle()]);
  // A fake public API listening on loopback: one path echoes the request headers, as a careless upstream might.
  upstream = http.createServer((req, res) => {
    const path = req.url?.split('?')[0];
    if (path === '/api/search_by_link') {
      res.writeHead(200, { 'content-type': 'application/json', 'correlation-id': 'x'.repeat(500) });
      res.end(JSON.stringify({ status: 'ok', debug: { echoed: req.headers } }));
    } else if (path === '/api/sources') {
      res.writeHead(200, { 'content-type': 'application/json', 'correlation-id': 'upstream-id.1' });
      res.end(JSON.stringify({ [`key-${TOKEN}`]: 1 }));
    } else {
      res.writeHead(200, { 'content-type': 'application/json' });
      // Spacing and escapes only a byte pass-through would keep.
      res.end('{ "active" : true ,\n "plan": "v3_nlp", "note": "\\u0041\\u2028" }');
    }
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as { port: number };
  const config = loadConfig({
    DATA_DIR: t.dataDir,
    NEWSDECK_NO_SEED: '1',
    NEWSCATCHER_API_TOKEN: TOKEN,
    NEWSCATCHER_BASE_URL: `http://127.0.0.1:${port}`,
  });
  app = createApp(config, { db: t.db, keys: new Map(), upstreamTimeoutMs: 5000 });
});
afterAll(async () => {
  await new Promise((resolve) => upstream.close(resolve));
  t.close();
});

describe("the public upstream's answers", () => {
  it('are re-serialised from the parsed JSON, not passed through byte for byte', async () => {
    const answer = await app.request('/proxy/newscatcher/api/subscription');
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('{"active":true,"plan":"v3_nlp","note":"A\u2028"}');
  });

  it('are refused with a 502 when they contain the token anywhere, and the refusal is logged', async () => {
    // The refusal goes to the logger: a captured one, read back as JSON lines.
    let lines = '';
    const previous = setLogger(
      createLogger({ level: 'warn', pretty: false, stream: { write: (line: string) => (lines += line) } }),
    );
    try {
      for (const path of ['/api/search_by_link?ids=a', '/api/sources?countries=US']) {
        const answer = await app.request(`/proxy/newscatcher${path}`);
        expect(answer.status).toBe(502);
        const text = await answer.text();
        expect(text).not.toContain(TOKEN);
        const body = errorBodySchema.parse(JSON.parse(text));
        expect(body.error_code).toBe('UPSTREAM_UNAVAILABLE');
        expect(body.message).toContain('token');
      }
      const refusals = lines
        .trim()
        .split('\n')
        .filter((line) => line.includes('contained the profile'));
      expect(refusals).toHaveLength(2);
      expect(lines).not.toContain(TOKEN);
    } finally {
      if (previous) setLogger(previous);
    }
  });

  it('relay an upstream correlation id only when it is a plain id', async () => {
    const sent = await app.request('/proxy/newscatcher/api/subscription', {
      headers: { 'correlation-id': 'mine-1' },
    });
    expect(sent.headers.get('correlation-id')).toBe('mine-1');
    const long = await app.request('/proxy/newscatcher/api/search_by_link?ids=a', {
      headers: { 'correlation-id': 'mine-2' },
    });
    // The upstream's 500-character id is dropped: the request's own stays.
    expect(long.headers.get('correlation-id')).toBe('mine-2');
  });
});

describe('correlation-id', () => {
  const cases: [string, string, boolean][] = [
    ['a plain id', 'req-42_a.b', true],
    ['128 characters', 'a'.repeat(128), true],
    ['8,000 characters', 'a'.repeat(8000), false],
    ['non-ASCII bytes', 'abc\u00e9\u00ff', false],
    ['spaces and separators', 'a b;c=d', false],
    ['an empty value', '', false],
  ];
  it.each(cases)('with %s: echoed only if it is a plain id', async (_name, value, echoed) => {
    for (const path of ['/api/subscription', '/api/nowhere', '/proxy/full/api/subscription', '/healthz']) {
      const answer = await t.request(path, { headers: { 'correlation-id': value } });
      const id = answer.headers.get('correlation-id');
      if (echoed) expect(id).toBe(value);
      else {
        expect(id).not.toBe(value);
        expect(id).toMatch(/^[A-Za-z0-9._-]{1,128}$/);
      }
    }
  });
});

describe("a local profile's answers", () => {
  // A stand-in for the local service: answers with `respond` (as the service does), with the headers the
  // test names, and keeps the answers it made.
  const made: Response[] = [];
  const answers: Record<string, Record<string, string>> = {
    '/api/sources': {},
    '/api/authors': { 'set-cookie': 'session=1', 'cache-control': 'max-age=60', etag: '"v1"' },
    '/api/search_by_link': { 'correlation-id': 'service.id-2' },
    '/api/subscription': { 'correlation-id': 'not an id' },
  };
  const local: Profile = {
    id: 'fake',
    label: 'Fake',
    plan: 'v3_nlp',
    kind: 'local',
    token: 'fake-token',
    send: (request, path) => {
      const answer = respond(request, 200, Buffer.from('{"ok":true}'), {
        'content-type': 'application/json',
        ...answers[path],
      });
      made.push(answer);
      return answer;
    },
  };
  const proxy = createProxy([local]);
  const ask = async (path: string, headers: Record<string, string> = {}) =>
    proxy.answer(new Request(`http://localhost/proxy/fake${path}`, { headers }));

  it('are relayed as they are when the service built them for the request, not cached by the browser', async () => {
    const answer = await ask('/api/sources', { 'correlation-id': 'mine-1' });
    expect(answer).toBe(made.at(-1));
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('correlation-id')).toBe('mine-1');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(await answer.text()).toBe('{"ok":true}');
  });

  it('keep only the headers the proxy relays, and are never cached', async () => {
    const answer = await ask('/api/authors');
    expect(answer).not.toBe(made.at(-1));
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(answer.headers.get('etag')).toBeNull();
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(await answer.text()).toBe('{"ok":true}');
  });

  it("carry the service's correlation id only when it is a plain id", async () => {
    const relayed = await ask('/api/search_by_link?ids=a', { 'correlation-id': 'mine-2' });
    expect(relayed.headers.get('correlation-id')).toBe('service.id-2');
    const dropped = await ask('/api/subscription', { 'correlation-id': 'mine-3' });
    expect(dropped.headers.get('correlation-id')).toBe('mine-3');
    expect(dropped.headers.get('cache-control')).toBe('no-store');
  });
});

describe('requests answered directly and through the proxy app', () => {
  // The same profile behind a proxy without middleware (plain requests skip its app) and one whose
  // middleware lets everything through (every request goes through its app): each request must be answered
  // alike. The second also stands for the dashboard password, which adds such a middleware.
  const profile: Profile = {
    id: 'fake',
    label: 'Fake',
    plan: 'v3_nlp',
    kind: 'local',
    token: 'fake-token',
    send: (request, path) =>
      respond(request, 200, Buffer.from(JSON.stringify({ path, method: request.method })), {
        'content-type': 'application/json',
      }),
  };
  const direct = createProxy([profile]);
  const routed = createProxy([profile], async (_c, next) => {
    await next();
  });
  const cases: [string, string, Record<string, string>][] = [
    ['GET', '/proxy/fake/api/sources?countries=US', {}],
    ['GET', '/proxy/fake/api/sources/', {}],
    ['POST', '/proxy/fake/api/search_by_link', {}],
    ['GET', '/proxy/f%61ke/api/sources', {}],
    ['GET', '/proxy/fake/api/search_by_link', { origin: 'https://evil.example' }],
    ['GET', '/proxy/fake/api/search_by_link', { 'sec-fetch-site': 'cross-site' }],
    [
      'GET',
      '/proxy/fake/api/search_by_link',
      { 'sec-fetch-site': 'same-origin', origin: 'http://localhost' },
    ],
    ['GET', '/proxy/nobody/api/sources', {}],
    ['GET', '/proxy/fake/api/unknown', {}],
    ['GET', '/proxy/fake', {}],
    ['GET', '/proxy/fake/', {}],
    ['DELETE', '/proxy/fake/api/sources', {}],
    ['PUT', '/proxy/fake/api/events_search', {}],
    ['HEAD', '/proxy/fake/api/sources', {}],
  ];
  it.each(cases)('%s %s %o', async (method, path, headers) => {
    const request = () =>
      new Request(`http://localhost${path}`, {
        method,
        headers: { 'correlation-id': 'same-id', ...headers },
        body: method === 'POST' || method === 'PUT' ? '{"ids":["a"]}' : undefined,
      });
    const [a, b] = [await direct.answer(request()), await routed.answer(request())];
    expect(a.status).toBe(b.status);
    expect(await a.text()).toBe(await b.text());
    const shown = (answer: Response) =>
      [...answer.headers].filter(([name]) => name !== 'x-process-time' && name !== 'content-length');
    expect(shown(a)).toEqual(shown(b));
    if (a.status >= 400) expect(a.headers.get('content-type')).toContain('application/json');
  });
});
