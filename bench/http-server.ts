// The real server for the HTTP runs, in a child process of the bench so its resident memory is measured
// alone: the same createApp over the bench store, served by @hono/node-server on 127.0.0.1, as `npm run serve`
// does (minus seeding). Usage (by bench/run.ts): node --import tsx bench/http-server.ts <data-dir> [cache-MiB]
// [dist-dir] (the answer cache's budget: empty or left out as configured, 0 turns it off; the built SPA to
// serve, for the pages bench)
import path from 'node:path';
import { createApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { demoKeyTable } from '../src/server/local/plans';
import { openStore } from '../src/server/store/db';
import { startServer } from '../src/server/http/node-server';
import { createLogger, logDestination } from '../src/server/log';
import type { ChildMessage } from './children';

const dataDir = process.argv[2];
if (!dataDir || !process.send) {
  console.error(
    'usage: node --import tsx bench/http-server.ts <data-dir> (started by bench/run.ts over IPC)',
  );
  process.exit(2);
}

const config = loadConfig({
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  PORT: '0',
  NEWSDECK_NO_SEED: '1',
  NEWSDECK_ANSWER_CACHE_MB: process.argv[3] || undefined,
});
const keys = demoKeyTable();
const db = openStore(config.dataDir);
// No SPA unless one is given: the HTTP runs measure the API and the proxy.
const distDir = process.argv[4] || path.join(config.dataDir, 'no-dist');
const app = createApp(config, { db, keys, distDir });
// Every request logged as `npm run serve` logs it to a file, the JSON lines written to nowhere: the
// cost of logging is measured, not that of a terminal.
const accessLog = createLogger({
  level: 'info',
  stream: logDestination('/dev/null'),
});
// Served as `npm run serve` serves: its limits, the answers made before a Request is built, its access log.
const { port } = await startServer({
  fetch: app.fetch,
  hostname: config.host,
  port: config.port,
  limits: config.server,
  answerEarly: app.answerEarly,
  accessLog: () => accessLog,
});
process.send({ type: 'listening', port } satisfies ChildMessage);
process.on('disconnect', () => {
  db.close();
  process.exit(0);
});
