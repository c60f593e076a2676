// `npm start` / `npm run serve`: the dashboard, the proxy and the local service in one process.
import { loadConfig, ConfigError } from '../config';
import { createApp } from '../app';
import { openStore, storeExists } from '../store/db';
import { loadKeys } from '../local/plans';
import { isStaleDemoStore, seedDemoStore } from '../demo-store';
import { createProgress } from './progress';
import { startServer } from '../http/node-server';
import { describeApiExposure } from '../http/exposure';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const keys = loadKeys(config.dataDir, config.apiKeys);

  if (config.autoSeed) {
    let reason: string | null = null;
    if (!storeExists(config.dataDir)) reason = 'no store yet';
    else {
      const db = openStore(config.dataDir);
      if (isStaleDemoStore(db)) reason = 'the demo corpus is over a day old';
      db.close();
    }
    if (reason) {
      console.log(`Seeding ${config.seedArticles} demo articles (${reason})…`);
      const progress = createProgress('seed', config.seedArticles);
      await seedDemoStore(config.dataDir, {
        articles: config.seedArticles,
        onProgress: (s) => progress.update(s.read),
      });
      progress.done();
    }
  }

  const db = openStore(config.dataDir);
  const app = createApp(config, { db, keys });
  const { server, port } = await startServer({
    fetch: app.fetch,
    hostname: config.host,
    port: config.port,
    limits: config.server,
  });
  console.log(`Newsdeck on http://${config.host}:${port} (data: ${config.dataDir})`);
  console.log(describeApiExposure(config, keys));
  const stop = () => {
    server.close(() => {
      db.close();
      process.exit(0);
    });
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

await main();
