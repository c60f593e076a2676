// /api off loopback: the demo keys (printed in the README, written to a new keys.json) open nothing by
// themselves; keys the operator configured do, and so does the dashboard password.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/contract';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { apiExposure, describeApiExposure } from '../../src/server/http/exposure';
import { loadKeys } from '../../src/server/local/plans';
import { createTestApp, makeArticle, tempDir, type TestApp } from '../helpers/test-app';

const PASSWORD = 'correct horse battery';
const basic = (password: string) => `Basic ${Buffer.from(`newsdeck:${password}`).toString('base64')}`;

const t: TestApp = await createTestApp([makeArticle()]);
afterAll(() => t.close());

function appWith(env: Record<string, string>, keyList: string | null) {
  const dataDir = tempDir();
  const config = loadConfig({ DATA_DIR: dataDir, NEWSDECK_NO_SEED: '1', ...env });
  // As the server loads them: from the variable, or a keys.json created with the demo keys.
  const keys = loadKeys(dataDir, keyList);
  const app = createApp(config, { db: t.db, keys, distDir: path.join(dataDir, 'no-dist') });
  const get = (url: string, headers: Record<string, string> = {}) =>
    Promise.resolve(app.request(url, { headers }));
  return { config, keys, get, cleanup: () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}

describe('HOST=0.0.0.0 with only the demo keys (a keys.json created on first start)', () => {
  const served = appWith({ HOST: '0.0.0.0', DASHBOARD_PASSWORD: PASSWORD }, null);
  afterAll(served.cleanup);

  it('refuses a demo key without the dashboard password, saying why', async () => {
    for (const key of ['demo-basic', 'demo-nlp', 'demo-full']) {
      const answer = await served.get('/api/subscription', { 'x-api-token': key });
      expect(answer.status).toBe(401);
      const body = errorBodySchema.parse(await answer.json());
      expect(body.error_code).toBe('INVALID_API_KEY');
      expect(body.message).toContain('demo key');
      expect(body.message).toContain('off loopback');
    }
    const wrong = await served.get('/api/authors?author_name=Jane%20Doe', {
      'x-api-token': 'demo-full',
      authorization: basic('not the password'),
    });
    expect(wrong.status).toBe(401);
  });

  it('serves the demo keys with the dashboard password, and the dashboard through the proxy', async () => {
    const answer = await served.get('/api/authors?author_name=Jane%20Doe', {
      'x-api-token': 'demo-full',
      authorization: basic(PASSWORD),
    });
    expect(answer.status).toBe(200);
    expect((await served.get('/proxy/full/api/subscription')).status).toBe(401);
    const proxied = await served.get('/proxy/full/api/subscription', { authorization: basic(PASSWORD) });
    expect(proxied.status).toBe(200);
  });

  it('says so at start-up', () => {
    expect(apiExposure(served.config, served.keys)).toBe('dashboard-password');
    expect(describeApiExposure(served.config, served.keys)).toMatch(
      /^\/api: off loopback \(0\.0\.0\.0\) behind the dashboard password/,
    );
  });
});

describe('HOST=0.0.0.0 with keys the operator configured', () => {
  const served = appWith(
    { HOST: '0.0.0.0', DASHBOARD_PASSWORD: PASSWORD },
    'ops-7f3a9c:v3_nlp,demo-full:v3_nlp_iptc_tags',
  );
  afterAll(served.cleanup);

  it('serves the configured key without the password, and still refuses a demo key', async () => {
    expect((await served.get('/api/subscription', { 'x-api-token': 'ops-7f3a9c' })).status).toBe(200);
    expect((await served.get('/api/subscription', { 'x-api-token': 'demo-full' })).status).toBe(401);
    expect(describeApiExposure(served.config, served.keys)).toMatch(
      /^\/api: off loopback \(0\.0\.0\.0\) with the configured keys/,
    );
  });
});

describe('HOST=127.0.0.1', () => {
  const served = appWith({}, null);
  afterAll(served.cleanup);

  it('serves the demo keys as before, and says /api is loopback only', async () => {
    expect((await served.get('/api/subscription', { 'x-api-token': 'demo-full' })).status).toBe(200);
    expect(describeApiExposure(served.config, served.keys)).toMatch(/^\/api: loopback only/);
  });
});
