// A real app over a real (small, temporary) store, for in-process API tests.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig, type Config } from '../../src/server/config';
import { createApp } from '../../src/server/app';
import { openStore, type Db } from '../../src/server/store/db';
import { ingest } from '../../src/server/ingest/pipeline';
import { demoKeyTable } from '../../src/server/local/plans';
import { sourceLines, tempDir } from './fixtures';

export { makeArticle, tempDir } from './fixtures';

export const KEYS = { basic: 'demo-basic', nlp: 'demo-nlp', full: 'demo-full' } as const;

export interface TestApp {
  app: ReturnType<typeof createApp>;
  db: Db;
  dataDir: string;
  config: Config;
  close(): void;
  /** Sends a request to the app in-process. */
  request(url: string, init?: RequestInit & { key?: string | null }): Promise<Response>;
}

export async function createTestApp(
  articles: Record<string, unknown>[],
  env: Record<string, string> = {},
): Promise<TestApp> {
  const dataDir = tempDir();
  const config = loadConfig({ DATA_DIR: dataDir, NEWSDECK_NO_SEED: '1', ...env });
  const db = openStore(dataDir);
  await ingest(db, sourceLines(articles), { now: Date.UTC(2026, 10, 21) / 1000 });
  const keys = demoKeyTable();
  const app = createApp(config, { db, keys, distDir: path.join(dataDir, 'no-dist') });
  return {
    app,
    db,
    dataDir,
    config,
    close() {
      db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    request(url, init = {}) {
      const { key = KEYS.full, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (key && !headers.has('x-api-token')) headers.set('x-api-token', key);
      return Promise.resolve(app.request(url, { ...rest, headers }));
    },
  };
}

export function postJson(
  body: unknown,
  key: string | null = KEYS.full,
): RequestInit & { key: string | null } {
  return {
    method: 'POST',
    key,
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}
