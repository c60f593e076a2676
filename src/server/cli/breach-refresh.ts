// The CLIs' re-extraction of a store's breach events made by other rules (ingest/breach-refresh.ts), told in the log.
import { logger } from '../log';
import type { Db } from '../store/db';
import { breachRulesAreCurrent, refreshBreachEvents } from '../ingest/breach-refresh';
import { createProgress } from './progress';

/**
 * Re-extracts the store's breach events when this build's rules did not make them (ingest/breach-refresh.ts),
 * saying so first and showing progress: on a large store it takes a while, before anything else runs.
 */
export function refreshBreachEventsLogged(db: Db, dataDir: string): void {
  if (breachRulesAreCurrent(db)) return;
  const { articles } = db.prepare('SELECT count(*) AS articles FROM articles').get() as { articles: number };
  if (articles > 0)
    logger().info(
      { task: 'breach-refresh', dataDir, articles },
      `Extracting the breach events of ${articles} stored articles again (made by other rules than this build's)…`,
    );
  const progress = createProgress('breach-refresh', articles);
  const started = performance.now();
  const done = refreshBreachEvents(db, { onProgress: (count) => progress.update(count) }) ?? 0;
  progress.done();
  if (articles > 0)
    logger().info(
      {
        task: 'breach-refresh',
        dataDir,
        articles: done,
        durationMs: Math.round(performance.now() - started),
      },
      `breach events re-extracted from ${done} articles`,
    );
}
