// `npm start` / `npm run serve`: the dashboard, the proxy and the local service in one process.
import { loadConfig, ConfigError } from '../config';
import { createApp } from '../app';
import { openStore, storeExists } from '../store/db';
import { loadKeys } from '../local/plans';
import { isStaleDemoStore, seedDemoStore } from '../demo-store';
import { createProgress } from './progress';
import { refreshBreachEventsLogged } from './breach-refresh';
import { createLogger, logger, logRunSummary, setLogger } from '../log';
import { startServer } from '../http/node-server';
import { describeApiExposure } from '../http/exposure';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      // Plain text, whatever LOG_LEVEL says: the server cannot start and must say why.
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  setLogger(createLogger({ level: config.logLevel }));
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
      logger().info(
        { dataDir: config.dataDir, articles: config.seedArticles, reason },
        `Seeding ${config.seedArticles} demo articles (${reason})…`,
      );
      const progress = createProgress('seed', config.seedArticles);
      const started = performance.now();
      const stats = await seedDemoStore(config.dataDir, {
        articles: config.seedArticles,
        onProgress: (s) => progress.update(s.read),
      });
      progress.done();
      logRunSummary('seed', stats, started, { dataDir: config.dataDir });
    }
  }

  const db = openStore(config.dataDir);
  refreshBreachEventsLogged(db, config.dataDir);
  const app = createApp(config, { db, keys });
  let listening: Awaited<ReturnType<typeof startServer>>;
  try {
    listening = await startServer({
      fetch: app.fetch,
      hostname: config.host,
      port: config.port,
      limits: config.server,
      answerEarly: app.answerEarly,
      accessLog: logger,
    });
  } catch (error) {
    // A server that cannot listen (port taken, address not local) says so in the log, then stops.
    logger().fatal(
      { err: error, host: config.host, port: config.port },
      `Cannot listen: ${(error as Error).message}`,
    );
    process.exit(1);
  }
  const { server, port } = listening;
  const address = `http://${config.host}:${port}`;
  const { articles } = db.prepare('SELECT count(*) AS articles FROM articles').get() as { articles: number };
  logger().info(
    { address, dataDir: config.dataDir, profiles: app.profiles, articles },
    `Newsdeck on ${address} (data: ${config.dataDir}, ${articles} articles, profiles: ${app.profiles.join(', ') || 'none'})`,
  );
  logger().info({ exposure: true }, describeApiExposure(config, keys));
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
