// The server under load for `npm run test:stress`: the real app over the stress store, with five keys of
// the full plan so 100 connections stay within each key's concurrent_calls (20).
// Usage (by test/stress/load.ts, over IPC): node --import tsx test/stress/server.ts <data-dir>
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { loadKeys } from '../../src/server/local/plans';
import { openStore } from '../../src/server/store/db';

export const STRESS_KEYS = ['stress-0', 'stress-1', 'stress-2', 'stress-3', 'stress-4'];

const dataDir = process.argv[2];
if (dataDir && process.send) {
  const config = loadConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', NEWSDECK_NO_SEED: '1' });
  const keys = loadKeys(config.dataDir, STRESS_KEYS.map((key) => `${key}:v3_nlp_iptc_tags`).join(','));
  const db = openStore(config.dataDir);
  const app = createApp(config, { db, keys, distDir: path.join(config.dataDir, 'no-dist') });
  serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
    process.send!({ type: 'listening', port: info.port });
  });
  process.on('disconnect', () => {
    db.close();
    process.exit(0);
  });
}
