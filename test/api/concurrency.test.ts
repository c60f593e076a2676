// concurrent_calls as the plan says it: a slot is work, not waiting. Stalled uploads hold no slot, every path
// frees its slot, a 429's Retry-After is never shorter than the wait, and the proxy gives each dashboard
// client a share of a profile's key instead of one bucket for all.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/contract';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createSlots } from '../../src/server/http/slots';
import { PLANS } from '../../src/server/local/plans';
import { clientSlots, createLocalService, planSlots } from '../../src/server/local/service';
import { PUBLIC_CLIENT_CALLS } from '../../src/server/proxy';
import { createTestApp, KEYS, makeArticle, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp([makeArticle({ author: 'Pat Plan' })]);
});
afterAll(() => t.close());

/** A request body that sends a few bytes and then stalls until `cut` is called. */
function stalledBody() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      c.enqueue(new TextEncoder().encode('{"aut'));
    },
  });
  return { stream, cut: () => controller.error(new Error('aborted')) };
}

describe('stalled uploads', () => {
  it('hold no slot: 20 stalled POSTs to a profile leave every dashboard GET answered', async () => {
    const stalled = Array.from({ length: 20 }, () => stalledBody());
    const pending = stalled.map(({ stream }) =>
      Promise.resolve(
        t.app.fetch(
          new Request('http://localhost/proxy/full/api/authors', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: stream,
            duplex: 'half',
          } as RequestInit),
        ),
      ),
    );
    try {
      for (let i = 0; i < 10; i++) {
        const answer = await t.app.request('/proxy/full/api/authors?author_name=Pat%20Plan');
        expect(answer.status).toBe(200);
      }
    } finally {
      for (const { cut } of stalled) cut();
    }
    // A client that went away mid-body gets its JSON error, and nothing is left counted.
    for (const answer of await Promise.all(pending)) expect(answer.status).toBe(400);
  });
});

describe('the plan limit', () => {
  const plan = PLANS.v3_basic;
  const slots = createSlots();
  // The service over the test app's store, with slots the test can hold as work in progress.
  let live: ReturnType<typeof createLocalService>;
  beforeAll(() => {
    live = createLocalService({
      db: t.db,
      keys: new Map([
        [KEYS.basic, plan],
        [KEYS.full, PLANS.v3_nlp_iptc_tags],
      ]),
      answerCacheBytes: 0,
      slots,
    });
  });
  const get = (path: string, key: string) =>
    Promise.resolve(live.answer(new Request(`http://localhost${path}`, { headers: { 'x-api-token': key } })));

  it('refuses one more call than the plan allows, with a Retry-After as long as the wait', async () => {
    // Work in progress of the key, each of which may take up to 12 s.
    const ends = Array.from({ length: plan.concurrentCalls }, () =>
      slots.take([planSlots(KEYS.basic, plan)], 12_000),
    );
    try {
      const refused = await get('/api/subscription', KEYS.basic);
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(11);
      expect(retryAfter).toBeLessThanOrEqual(12);
      const body = errorBodySchema.parse(await refused.json());
      expect(body).toMatchObject({ status_code: 429, error_code: 'TOO_MANY_REQUESTS' });
      expect(body.message).toContain('v3_basic');
      expect(body.message).toContain('5');
      // Other keys are not affected.
      expect((await get('/api/subscription', KEYS.full)).status).toBe(200);
    } finally {
      for (const end of ends) end();
    }
    expect((await get('/api/subscription', KEYS.basic)).status).toBe(200);
  });

  it('frees the slot on every path: refusals after the slot was taken, and a client gone mid-body', async () => {
    const id = planSlots(KEYS.basic, plan).id;
    // 403 HISTORICAL_LIMIT is decided after the slot is taken.
    for (let i = 0; i < plan.concurrentCalls + 2; i++) {
      const answer = await get('/api/authors?author_name=Pat%20Plan&from_=2000-01-01', KEYS.basic);
      expect(answer.status).toBe(403);
    }
    const { stream, cut } = stalledBody();
    const pending = Promise.resolve(
      live.answer(
        new Request('http://localhost/api/authors', {
          method: 'POST',
          headers: { 'x-api-token': KEYS.basic, 'content-type': 'application/json' },
          body: stream,
          duplex: 'half',
        } as RequestInit),
      ),
    );
    cut();
    expect((await pending).status).toBe(400);
    expect(slots.running(id)).toBe(0);
  });

  it("gives a dashboard client behind the proxy a share of the profile's key, not all of it", async () => {
    const share = clientSlots(KEYS.basic, plan, '10.0.0.1');
    const ends = Array.from({ length: share.limit }, () =>
      slots.take([planSlots(KEYS.basic, plan), share], 12_000),
    );
    try {
      const call = (client: string) =>
        Promise.resolve(
          live.answer(new Request('http://localhost/proxy/basic/api/subscription'), {
            apiKey: KEYS.basic,
            path: '/api/subscription',
            client,
          }),
        );
      const refused = await call('10.0.0.1');
      expect(refused.status).toBe(429);
      expect((await refused.json()).message).toContain('this client');
      expect((await call('10.0.0.2')).status).toBe(200);
    } finally {
      for (const end of ends) end();
    }
  });
});

describe('the public profile', () => {
  let upstream: http.Server;
  const hanging: http.ServerResponse[] = [];
  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      if (req.url?.startsWith('/api/search_by_link')) {
        hanging.push(res);
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
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
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const res of hanging) res.destroy();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it('lets one client wait on the upstream for at most its share; the others are still served', async () => {
    const { port } = upstream.address() as { port: number };
    const config = loadConfig({
      DATA_DIR: t.dataDir,
      NEWSDECK_NO_SEED: '1',
      NEWSCATCHER_API_TOKEN: 'upstream-token',
      NEWSCATCHER_BASE_URL: `http://127.0.0.1:${port}`,
    });
    const app = createApp(config, { db: t.db, keys: new Map(), upstreamTimeoutMs: 8_000 });
    const from = (address: string, path: string) =>
      Promise.resolve(
        app.fetch(new Request(`http://localhost/proxy/newscatcher${path}`), {
          incoming: { socket: { remoteAddress: address } },
        }),
      );
    const waiting = Array.from({ length: PUBLIC_CLIENT_CALLS }, () =>
      from('10.0.0.1', '/api/search_by_link?ids=a'),
    );
    while (hanging.length < PUBLIC_CLIENT_CALLS) await new Promise((resolve) => setTimeout(resolve, 10));
    const refused = await from('10.0.0.1', '/api/subscription');
    expect(refused.status).toBe(429);
    // The waiting requests may hold their slots until the upstream timeout (8 s).
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(7);
    expect((await from('10.0.0.2', '/api/subscription')).status).toBe(200);
    for (const res of hanging.splice(0)) res.destroy();
    for (const answer of await Promise.all(waiting)) expect(answer.status).toBe(502);
    // Freed on the error path too.
    expect((await from('10.0.0.1', '/api/subscription')).status).toBe(200);
  });
});
