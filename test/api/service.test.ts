// Cross-cutting behaviour of the local service: keys and plans, subscription, unknown paths.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, subscriptionResponseSchema } from '../../src/contract';
import { createTestApp, makeArticle, KEYS, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp([makeArticle()]);
});
afterAll(() => t.close());

describe('/api/subscription', () => {
  it.each([
    [KEYS.basic, { plan: 'v3_basic', concurrent_calls: 5, historical_days: 30 }],
    [KEYS.nlp, { plan: 'v3_nlp', concurrent_calls: 10, historical_days: 365 }],
    [KEYS.full, { plan: 'v3_nlp_iptc_tags', concurrent_calls: 20, historical_days: 3650 }],
  ])('describes the plan of %s', async (key, expected) => {
    const response = await t.request('/api/subscription', { key });
    expect(response.status).toBe(200);
    const body = subscriptionResponseSchema.parse(await response.json());
    expect(body).toMatchObject({ active: true, ...expected });
    expect(body.remaining_calls).toBeLessThanOrEqual(body.plan_calls);
  });

  it('counts calls down', async () => {
    const first = await (await t.request('/api/subscription', { key: KEYS.nlp })).json();
    const second = await (await t.request('/api/subscription', { key: KEYS.nlp, method: 'POST' })).json();
    expect(second.remaining_calls).toBe(first.remaining_calls - 1);
  });
});

describe('keys and paths', () => {
  it('answers 401 before 404 on unknown paths', async () => {
    expect((await t.request('/api/nope', { key: null })).status).toBe(401);
    expect((await t.request('/api/nope')).status).toBe(404);
    expect((await t.request('/api', { key: null })).status).toBe(401);
    expect((await t.request('/api')).status).toBe(404);
  });

  it('answers 401 before 405, and 405 names the methods of the path', async () => {
    expect((await t.request('/api/sources', { method: 'DELETE', key: null })).status).toBe(401);
    const refused = await t.request('/api/sources', { method: 'DELETE' });
    expect(refused.status).toBe(405);
    expect(refused.headers.get('allow')).toBe('GET, POST');
    expect(await refused.json()).toMatchObject({ error_code: 'METHOD_NOT_ALLOWED' });
  });

  it('answers HEAD like GET, without a body', async () => {
    const head = await t.request('/api/sources?countries=US', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toContain('application/json');
    expect(await head.text()).toBe('');
  });

  it('reads keys from NEWSDECK_API_KEYS', async () => {
    const custom = await createTestApp([], {});
    try {
      const { loadKeys } = await import('../../src/server/local/plans');
      const keys = loadKeys(custom.dataDir, 'alpha:v3_nlp, beta:v3_basic');
      expect(keys.get('alpha')?.name).toBe('v3_nlp');
      expect(keys.get('beta')?.name).toBe('v3_basic');
      expect(() => loadKeys(custom.dataDir, 'gamma:v9')).toThrow(/plan must be one of/);
      expect(() => loadKeys(custom.dataDir, 'no-plan')).toThrow(/key:plan/);
    } finally {
      custom.close();
    }
  });

  it('never answers HTML under /api', async () => {
    for (const path of ['/api', '/api/', '/api/ext', '/api/search_by_link/x']) {
      const response = await t.request(path);
      expect(response.headers.get('content-type')).toContain('application/json');
      errorBodySchema.parse(await response.json());
    }
  });
});

describe('the SPA routes', () => {
  it('sets security headers on every answer', async () => {
    const response = await t.request('/some/page', { key: null });
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });
});

describe('data answers', () => {
  it('carry the data security headers, timing and correlation, answers and errors alike', async () => {
    const link = encodeURIComponent(String(makeArticle().link));
    const answers = [
      await t.request(`/api/search_by_link?links=${link}`),
      await t.request('/api/search_by_link?page=0&links=x'),
      await t.request('/api/search_by_link?links=x', { key: 'no-such-key' }),
      await t.request('/api/nope'),
      await t.request('/api/sources', { method: 'PUT' }),
      await t.request(`/proxy/full/api/search_by_link?links=${link}`, { key: null }),
      await t.request('/proxy/full/api/sources?countries=USA', { key: null }),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 422, 401, 404, 405, 200, 422]);
    for (const response of answers) {
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(response.headers.get('x-process-time')).toMatch(/^\d+\.\d{4}$/);
      expect(response.headers.get('correlation-id')).toBeTruthy();
    }
  });

  it('echo the correlation id the client sent', async () => {
    const response = await t.request('/api/subscription', { headers: { 'correlation-id': 'trace-42' } });
    expect(response.headers.get('correlation-id')).toBe('trace-42');
  });
});

describe('off loopback, the dashboard needs its password', () => {
  it('guards the SPA, /ui and /proxy with basic auth, and the demo keys of /api', async () => {
    const guarded = await createTestApp([makeArticle()], {
      HOST: '0.0.0.0',
      DASHBOARD_PASSWORD: 'correct horse',
    });
    try {
      const auth = { authorization: `Basic ${Buffer.from('newsdeck:correct horse').toString('base64')}` };
      const wrong = { authorization: `Basic ${Buffer.from('newsdeck:nope').toString('base64')}` };
      for (const path of ['/lookup', '/ui/profiles', '/proxy/full/api/subscription']) {
        const refused = await guarded.request(path, { key: null });
        expect(refused.status, path).toBe(401);
        expect(refused.headers.get('www-authenticate'), path).toContain('Basic');
        expect(await refused.json(), path).toMatchObject({ status: 'error', status_code: 401 });
        expect((await guarded.request(path, { key: null, headers: wrong })).status, path).toBe(401);
        expect((await guarded.request(path, { key: null, headers: auth })).status, path).not.toBe(401);
      }
      // The demo keys are public: off loopback they need the password too (test/api/exposure.test.ts).
      expect((await guarded.request('/api/subscription')).status).toBe(401);
      expect((await guarded.request('/api/subscription', { headers: auth })).status).toBe(200);
      expect((await guarded.request('/healthz', { key: null })).status).toBe(200);
    } finally {
      guarded.close();
    }
  });
});
