// Command-line options of `npm run bench`.
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

export interface BenchOptions {
  articles: number;
  dataDir: string;
  reseed: boolean;
  quick: boolean;
  /** Seconds of each measured load run. */
  duration: number;
  connections: number;
  /** Timed requests per query in-process (after the warm-up). */
  iterations: number;
  /** Open the pages in Chromium (bench/pages.ts). */
  pages: boolean;
  /** Only the pages in Chromium: no query mix timings, HTTP runs, SPA sizes or adversarial ingest. */
  pagesOnly: boolean;
  /**
   * Only the loopback HTTP runs (the /api and /proxy rows, then the watchlist feed's 304), printed and not
   * written to bench/results: for trying a change to the server's answer path on a shared machine.
   */
  httpOnly: boolean;
  /** With httpOnly: only the load targets whose query group is named here (authors, lookup, sources). */
  httpGroups: string[] | null;
}

export const USAGE = `usage: npm run bench -- [--articles N] [--data-dir DIR] [--reseed] [--quick]
                        [--duration S] [--connections C] [--iterations I] [--no-pages | --pages-only]
                        [--http-only [--groups G,...]]

  --articles N     demo articles in the store (default 1000000; --quick: 50000)
  --data-dir DIR   where the store lives (default <tmp>/newsdeck-bench-<N>; reused when it holds N demo articles)
  --reseed         seed again even when the store could be reused
  --quick          a short run for trying it out: 50000 articles, 3 s load runs, 100 iterations
  --duration S     seconds of each HTTP load run (default 6; --quick: 3)
  --connections C  concurrent connections of the load generator (default 50)
  --iterations I   timed in-process requests per query (default 1000; --quick: 100)
  --no-pages       skip the pages in Chromium (CHROMIUM_PATH, default /usr/bin/chromium)
  --pages-only     only the pages in Chromium
  --http-only      only the HTTP runs over loopback and the watchlist feed's 304; prints, writes no file
  --groups G,...   with --http-only: only these load targets (authors, lookup, sources, feeds)`;

export class UsageError extends Error {
  override name = 'UsageError';
}

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const text = value.replaceAll('_', '');
  if (!/^\d+$/.test(text) || Number(text) < 1)
    throw new UsageError(`--${name} must be a whole number of at least 1`);
  return Number(text);
}

export function defaultDataDir(articles: number): string {
  return path.join(os.tmpdir(), `newsdeck-bench-${articles}`);
}

export function parseBenchOptions(args: string[]): BenchOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        articles: { type: 'string' },
        'data-dir': { type: 'string' },
        reseed: { type: 'boolean', default: false },
        quick: { type: 'boolean', default: false },
        duration: { type: 'string' },
        connections: { type: 'string' },
        iterations: { type: 'string' },
        'no-pages': { type: 'boolean', default: false },
        'pages-only': { type: 'boolean', default: false },
        'http-only': { type: 'boolean', default: false },
        groups: { type: 'string' },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const quick = values.quick === true;
  if (values['no-pages'] === true && values['pages-only'] === true)
    throw new UsageError('--no-pages and --pages-only exclude each other');
  const httpOnly = values['http-only'] === true;
  if (httpOnly && (values['pages-only'] === true || values['no-pages'] === true))
    throw new UsageError('--http-only runs no pages: leave out --pages-only and --no-pages');
  if (values.groups !== undefined && !httpOnly) throw new UsageError('--groups goes with --http-only');
  const httpGroups = values.groups === undefined ? null : values.groups.split(',').map((g) => g.trim());
  if (httpGroups?.some((group) => !['authors', 'lookup', 'sources', 'feeds'].includes(group)))
    throw new UsageError('--groups takes a comma-separated list of authors, lookup, sources, feeds');
  const articles = positiveInt('articles', values.articles, quick ? 50_000 : 1_000_000);
  return {
    articles,
    dataDir: path.resolve(values['data-dir'] ?? defaultDataDir(articles)),
    reseed: values.reseed === true,
    quick,
    duration: positiveInt('duration', values.duration, quick ? 3 : 6),
    connections: positiveInt('connections', values.connections, 50),
    // A p99 of 1000 samples is their 10th-worst, where one of 200 was the 3rd-worst: a stall of this shared
    // VM that lands on a few samples no longer decides it.
    iterations: positiveInt('iterations', values.iterations, quick ? 100 : 1000),
    pages: values['no-pages'] !== true && !httpOnly,
    pagesOnly: values['pages-only'] === true,
    httpOnly,
    httpGroups,
  };
}
