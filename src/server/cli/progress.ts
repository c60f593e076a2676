// Progress of a long run (ingest, seed, re-extracting breach events): a one-line display when stderr is a terminal;
// otherwise (CI, pipes, services) an info log line every 10 s, so a log shows how far a run got and how fast.
import { logger, type Logger } from '../log';

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
