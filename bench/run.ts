// `npm run bench`: seeds (or reuses) the demo corpus in a temp data dir, measures in-process latency of a
// fixed query mix, loopback HTTP throughput against a bare-server ceiling, proxy overhead, server memory and
// the SPA's weight, and prints one markdown table (also written to bench/results/latest.md).
// Not part of `npm test`: a full run on 1M articles takes a long time. `--quick` for a short trial.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { createApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { demoKeyTable } from '../src/server/local/plans';
import { openStore } from '../src/server/store/db';
import { prepareCorpus } from './corpus';
import { measureHttp } from './http';
import { compareProxy, measureLatencies, probeQueries, useServerFetchClasses } from './in-process';
import { describeMachine } from './machine';
import { parseBenchOptions, USAGE, UsageError, type BenchOptions } from './options';
import { buildQueryMix, type QueryMix } from './query-mix';
import {
  failedMeasures,
  failedPageMeasures,
  renderPagesReport,
  renderReport,
  type BenchResults,
  type Section,
} from './report';
import { measureSpa } from './spa';
import { measurePages, type PagesInputs } from './pages';
import { measureAdversarialIngest } from './adversarial-ingest';
import { measureWatchlists } from './watchlists';
import { measureBareWink } from './bare-wink';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(repoRoot, 'bench', 'results');

const log = (line: string) => console.log(line);

/** Articles of the bare wink pass: enough for a steady rate, without doubling a 1M run. */
const BARE_WINK_ARTICLES = 20_000;

async function section<T>(name: string, run: () => Promise<T>): Promise<Section<T>> {
  const started = performance.now();
  log(`${name}…`);
  try {
    const value = await run();
    log(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return { ok: true, value };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log(`  failed: ${message}`);
    if (error instanceof Error && error.stack) console.error(error.stack);
    return { ok: false, error: message };
  }
}

/** The demo profiles' keys, as `npm start` configures them, for an app over the bench store. */
async function inProcess(options: BenchOptions, mixOut: { mix: QueryMix | null }) {
  const keys = demoKeyTable();
  const db = openStore(options.dataDir);
  const appWith = (cacheMiB: string | undefined) => {
    const config = loadConfig({
      DATA_DIR: options.dataDir,
      NEWSDECK_NO_SEED: '1',
      NEWSDECK_ANSWER_CACHE_MB: cacheMiB,
    });
    return createApp(config, { db, keys, distDir: path.join(config.dataDir, 'no-dist') });
  };
  try {
    // The latencies are those of the queries themselves: every timed request runs its query (cache off).
    const app = appWith('0');
    useServerFetchClasses(app);
    const mix = buildQueryMix(db);
    mixOut.mix = mix;
    const probes = await probeQueries(app, mix.queries);
    for (const probe of probes) {
      log(`  ${probe.query.name}: ${probe.problem ?? `${probe.answer}, ${probe.bytes} bytes`}`);
    }
    const latencies = await measureLatencies(app, probes, {
      iterations: options.iterations,
      warmup: options.quick ? 5 : 10,
      log,
    });
    log('  the authors queries again, answered from the answer cache…');
    const repeated = await measureLatencies(
      appWith(undefined),
      probes.filter((p) => p.query.group === 'authors'),
      { iterations: Math.ceil(options.iterations / 4), warmup: 1, log },
    );
    log('  proxy vs direct…');
    const proxy = await compareProxy(app, probes, options.quick ? 15 : 30);
    for (const q of proxy.perQuery) {
      log(`  ${q.query.name}: ${q.directMs.toFixed(2)} ms direct, ${q.proxyMs.toFixed(2)} ms proxied`);
    }
    return { probes, latencies, repeated, proxy };
  } finally {
    db.close();
  }
}

/** What the pages open: ids and an author the store holds, taken from the query mix. */
function pagesInputs(dataDir: string): PagesInputs {
  const db = openStore(dataDir);
  try {
    const mix = buildQueryMix(db);
    const lookup = mix.queries.find((query) => query.group === 'lookup' && query.body !== undefined);
    const ids = lookup ? (JSON.parse(lookup.body!) as { ids: string[] }).ids : [];
    return {
      ids,
      authorName: mix.picks.topAuthor.spelling,
      authorFrom: mix.picks.window.from.slice(0, 10),
    };
  } finally {
    db.close();
  }
}

/**
 * `--http-only`: the loopback HTTP rows and the watchlist feeds (built, kept, 304) alone, each ratio with its rounds,
 * printed and not written (a partial run must not replace the last full report).
 */
async function httpOnly(options: BenchOptions): Promise<number> {
  await prepareCorpus(options, log);
  const groups = options.httpGroups;
  const chosen = (group: string) => groups === null || groups.includes(group);
  const load = { duration: options.duration, connections: options.connections, log };
  const ratios = (values: number[]) => values.map((v) => v.toFixed(3)).join(' ');
  const queryGroups = ['authors', 'lookup', 'sources'].filter(chosen);
  if (queryGroups.length > 0) {
    const keys = demoKeyTable();
    const db = openStore(options.dataDir);
    let probes;
    try {
      const config = loadConfig({ DATA_DIR: options.dataDir, NEWSDECK_NO_SEED: '1' });
      const app = createApp(config, { db, keys, distDir: path.join(config.dataDir, 'no-dist') });
      useServerFetchClasses(app);
      const queries = buildQueryMix(db).queries.filter((q) => queryGroups.includes(q.group));
      probes = await probeQueries(app, queries);
    } finally {
      db.close();
    }
    const http = await measureHttp(options.dataDir, probes, load);
    for (const c of http.comparisons) {
      log(
        `${c.query.name} (${c.bytes} B): /api ${c.api.requestsPerSecond.toFixed(0)} req/s, bare ` +
          `${c.bare.requestsPerSecond.toFixed(0)}, /api:bare ${c.apiToBare.toFixed(3)} (rounds ${ratios(c.roundRatios.apiToBare)}), ` +
          `proxy:/api ${c.proxyToApi.toFixed(3)}`,
      );
    }
  }
  if (!chosen('feeds')) return 0;
  const feeds = await measureWatchlists(options.dataDir, { ...load, iterations: options.iterations });
  const ms = (summary: { p50: number; p99: number }) =>
    `p50 ${summary.p50.toFixed(2)} ms, p99 ${summary.p99.toFixed(2)} ms`;
  log(
    `feed of a ${feeds.rules.authors + feeds.rules.sources + feeds.rules.breaches}-rule watchlist ` +
      `(${feeds.items} entries, ${(feeds.atomBytes / 1000).toFixed(1)} kB Atom): built on every request ` +
      `${ms(feeds.build)}; store unchanged ${ms(feeds.kept)}`,
  );
  const n = feeds.notModified;
  log(
    `feed 304 (If-None-Match): server ${n.server.requestsPerSecond.toFixed(0)} req/s, bare ` +
      `${n.bare.requestsPerSecond.toFixed(0)}, server:bare ${n.ratio.toFixed(3)} (rounds ${ratios(n.perRound)}), ` +
      `other answers ${n.server.other}`,
  );
  return 0;
}

const skipped = <T>(): Section<T> => ({ ok: false, error: 'skipped (--pages-only)' });

async function main(): Promise<number> {
  let options: BenchOptions;
  try {
    options = parseBenchOptions(process.argv.slice(2));
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n${USAGE}`);
      return 2;
    }
    throw error;
  }
  if (options.httpOnly) return httpOnly(options);
  const started = Date.now();
  const loadAtStart = os.loadavg()[0]!;
  const machine = describeMachine();
  const corpus = await prepareCorpus(options, log);
  // Right after seeding, on the same cores: the bare wink-nlp pass the ingest rate is compared with.
  const bareWink = options.pagesOnly
    ? skipped<Awaited<ReturnType<typeof measureBareWink>>>()
    : await section('Bare wink-nlp pass over the same texts', () =>
        measureBareWink({ articles: Math.min(options.articles, BARE_WINK_ARTICLES), log }),
      );

  const mixOut: { mix: QueryMix | null } = { mix: null };
  const inProcessResults = options.pagesOnly
    ? skipped<Awaited<ReturnType<typeof inProcess>>>()
    : await section('In-process query mix', () => inProcess(options, mixOut));
  const probes = inProcessResults.ok ? inProcessResults.value.probes : null;
  const http = options.pagesOnly
    ? skipped<Awaited<ReturnType<typeof measureHttp>>>()
    : await section('HTTP over loopback', async () => {
        if (!probes) throw new Error('skipped: the in-process section failed');
        return measureHttp(options.dataDir, probes, {
          duration: options.duration,
          connections: options.connections,
          log,
        });
      });
  const spa = options.pagesOnly
    ? skipped<Awaited<ReturnType<typeof measureSpa>>>()
    : await section('SPA build and sizes', () => measureSpa(repoRoot));
  const pages = options.pages
    ? await section('Pages in Chromium', () =>
        measurePages(repoRoot, options.dataDir, pagesInputs(options.dataDir), {
          runs: options.quick ? 3 : 5,
          slowdowns: [1, 4],
          log,
        }),
      )
    : undefined;
  const adversarial = options.pagesOnly
    ? skipped<Awaited<ReturnType<typeof measureAdversarialIngest>>>()
    : await section('Adversarial ingest', async () => measureAdversarialIngest());
  const watchlists = options.pagesOnly
    ? skipped<Awaited<ReturnType<typeof measureWatchlists>>>()
    : await section('Watchlist feeds', () =>
        measureWatchlists(options.dataDir, {
          iterations: options.iterations,
          duration: options.duration,
          connections: options.connections,
          log,
        }),
      );

  const results: BenchResults = {
    date: new Date(),
    loadAverage: { start: loadAtStart, end: os.loadavg()[0]! },
    machine,
    options,
    corpus,
    bareWink,
    mix: mixOut.mix,
    inProcess: inProcessResults,
    http,
    spa,
    pages,
    adversarial,
    watchlists,
  };
  fs.mkdirSync(resultsDir, { recursive: true });
  // Formatted as the repository formats markdown (aligned columns), so the written files pass format:check.
  const write = async (name: string, text: string) => {
    const file = path.join(resultsDir, name);
    const formatted = await prettier.format(text, {
      ...(await prettier.resolveConfig(file)),
      filepath: file,
    });
    fs.writeFileSync(file, formatted);
    console.log(`\n${formatted}`);
    return file;
  };
  if (results.pages) await write('pages.md', renderPagesReport(results));
  // A pages-only run leaves the full report of the last full run alone.
  const resultsFile = options.pagesOnly ? null : await write('latest.md', renderReport(results));
  const failed = options.pagesOnly ? failedPageMeasures(results) : failedMeasures(results);
  console.log(
    `Written to ${path.relative(process.cwd(), resultsFile ?? path.join(resultsDir, 'pages.md'))} ` +
      `(${((Date.now() - started) / 60_000).toFixed(1)} min). ` +
      (failed.length ? `Missed targets: ${failed.join('; ')}` : 'Every target met.'),
  );
  return 0;
}

process.exitCode = await main();
