// Progress of a long run (ingest, seed, re-extracting breach events): a one-line display when stderr is a terminal;
// otherwise (CI, pipes, services) an info log line every 10 s, so a log shows how far a run got and how fast.
import { logger, type Logger } from '../log';
import type { Db } from '../store/db';
import { breachRulesAreCurrent, refreshBreachEvents } from '../ingest/breach-refresh';

export interface Progress {
  /** `done` items so far; `extra` counts are shown beside them (and logged as fields). */
  update(done: number, extra?: Record<string, number>): void;
  done(): void;
}

const LOG_EVERY_MS = 10_000;

export function createProgress(
  label: string,
  total: number | null,
  stream: NodeJS.WriteStream = process.stderr,
  log: () => Logger = logger,
): Progress {
  const started = Date.now();
  const rate = (count: number) => Math.round(count / Math.max((Date.now() - started) / 1000, 0.001));
  if (!stream.isTTY) {
    let last = started;
    return {
      update(count, extra) {
        const now = Date.now();
        if (now - last < LOG_EVERY_MS) return;
        last = now;
        log().info(
          { task: label, done: count, total, perSecond: rate(count), ...extra },
          `${label} progress`,
        );
      },
      done() {},
    };
  }
  let last = 0;
  const render = (count: number, extra: Record<string, number> = {}) => {
    const width = 30;
    const bar =
      total && total > 0
        ? `[${'#'.repeat(Math.round((Math.min(count, total) / total) * width)).padEnd(width, '.')}] ${count}/${total}`
        : `${count}`;
    const counts = Object.entries(extra)
      .map(([name, value]) => `${name} ${value}`)
      .join(' ');
    stream.write(
      `\r${label} ${bar} ${rate(count)}/s ${counts}`.padEnd(stream.columns ? stream.columns - 1 : 80),
    );
  };
  return {
    update(count, extra) {
      const now = Date.now();
      if (now - last < 100) return;
      last = now;
      render(count, extra);
    },
    done() {
      stream.write('\n');
    },
  };
}

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
