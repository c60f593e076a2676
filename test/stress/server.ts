// The server under load for `npm run test:stress`: the real app over the stress store, served as `npm start`
// serves it (timeouts and connection cap, which the parent may shorten through NEWSDECK_* variables), with
// five keys of the full plan so 100 connections stay within each key's concurrent_calls (20).
// Usage (by test/stress/load.ts, over IPC): node --import tsx test/stress/server.ts <data-dir>
import path from 'node:path';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { loadKeys } from '../../src/server/local/plans';
import { openStore } from '../../src/server/store/db';
import { startServer } from '../../src/server/http/node-server';
import type { ChildMessage, ParentMessage } from '../../bench/children';

export const STRESS_KEYS = ['stress-0', 'stress-1', 'stress-2', 'stress-3', 'stress-4'];

const dataDir = process.argv[2];
if (dataDir && process.send) {
  const limits = Object.fromEntries(
    Object.entries(process.env).filter(([name]) =>
      /^NEWSDECK_([A-Z_]+_(MS|CONNECTIONS)|ANSWER_CACHE_MB)$/.test(name),
    ),
  );
  const config = loadConfig({
    ...limits,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    NEWSDECK_NO_SEED: '1',
  });
  const keys = loadKeys(config.dataDir, STRESS_KEYS.map((key) => `${key}:v3_nlp_iptc_tags`).join(','));
  const db = openStore(config.dataDir);
  const app = createApp(config, { db, keys, distDir: path.join(config.dataDir, 'no-dist') });
  void startServer({
    fetch: app.fetch,
    hostname: config.host,
    port: config.port,
    limits: config.server,
    answerEarly: app.answerEarly,
  }).then(({ port }) => process.send!({ type: 'listening', port }));
  // The soak's leak check: live memory after a full collection (RSS alone also counts what the allocator
  // keeps and what is in flight). `npm run test:stress` starts Node with --expose-gc.
  process.on('message', (message: ParentMessage) => {
    if (message.type !== 'live-memory') return;
    const gc = (globalThis as { gc?: () => void }).gc;
    if (!gc) throw new Error('the stress server needs node --expose-gc to measure live memory');
    gc();
    const { heapUsed, external, rss } = process.memoryUsage();
    const reply: ChildMessage = {
      type: 'live-memory',
      heapUsedBytes: heapUsed,
      externalBytes: external,
      rssBytes: rss,
    };
    process.send!(reply);
  });
  process.on('disconnect', () => {
    db.close();
    process.exit(0);
  });
}
