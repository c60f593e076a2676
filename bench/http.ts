// HTTP over loopback: the real server (child process) under autocannon for a few representative requests,
// directly (/api) and through the proxy (/proxy/full/api), next to a bare node:http server answering the
// same bytes, body and headers — the ceiling. The real server runs as `npm start` does, answer cache on;
// a second one with the cache off shows what each request costs when it runs its query. Also the real
// server's resident memory.
import autocannon from 'autocannon';
import { startChildServer, type ProcessMemory } from './children';
import { requestInit, requestPath, type Probe, type Via } from './in-process';
import type { BenchQuery } from './query-mix';
import { median } from './stats';

export type Target = 'bare' | Via;

export interface LoadRun {
  target: Target;
  /** 2xx answers per second. */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 2xx, and connection errors/timeouts: any of these makes the run suspect. */
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
}

export interface LoadComparison {
  query: BenchQuery;
  bytes: number;
  /** Every measured round: the three targets run back to back, in a rotating order. */
  rounds: Record<Target, LoadRun>[];
  /** Each target's median round (by 2xx answers per second), the figures shown. */
  bare: LoadRun;
  api: LoadRun;
  proxy: LoadRun;
  /** /api on a server with the answer cache off: every request runs its query (one round, for context). */
  apiUncached: LoadRun;
  /** api / bare requests per second: the median of the per-round ratios. */
  apiToBare: number;
  /** proxy / api requests per second: the median of the per-round ratios. */
  proxyToApi: number;
  /** The per-round ratios, in round order. */
  roundRatios: { apiToBare: number[]; proxyToApi: number[] };
}

const NODE_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/**
 * Measured rounds per request. On this shared 2-core machine one run of the same server swings by ±20 %
 * (mostly kernel time on loopback), so each ratio is taken within a round, between runs that saw the same
 * state of the machine, and the median over the rounds counts: one disturbed run moves it by one rank, where
 * the best of each target's runs paired a lucky run of one with an ordinary run of the other.
 */
export const ROUNDS = 5;

export interface HttpResults {
  connections: number;
  duration: number;
  comparisons: LoadComparison[];
  /** The real server after every query of the mix and all load runs. */
  serverMemory: ProcessMemory | null;
  /** Queries whose HTTP answer differed in status from the in-process one. */
  mismatches: string[];
}

/** The requests put under load, first match of each (the mix's names come from query-mix.ts). */
const LOAD_TARGETS: ((q: BenchQuery) => boolean)[] = [
  (q) => q.name === 'authors: date, 10/page',
  (q) => q.name === 'authors: 100/page',
  (q) => q.name === 'lookup: 10 ids (GET)',
  (q) => q.name === 'lookup: 100 ids (POST)',
  (q) => q.group === 'sources' && q.name.startsWith('sources: countries='),
];

export function pickLoadTargets(probes: Probe[]): Probe[] {
  const usable = probes.filter((p) => p.problem === null);
  return LOAD_TARGETS.map((matches) => usable.find((p) => matches(p.query))).filter(
    (p): p is Probe => p !== undefined,
  );
}

async function load(
  origin: string,
  query: BenchQuery,
  via: Via | 'bare',
  options: { duration: number; connections: number },
): Promise<LoadRun> {
  const init = requestInit(query, via === 'bare' ? 'api' : via);
  const result = await autocannon({
    url: `${origin}${requestPath(query, via === 'proxy' ? 'proxy' : 'api')}`,
    method: query.method,
    headers: init.headers as Record<string, string>,
    body: query.body,
    connections: options.connections,
    duration: options.duration,
    timeout: 30,
  });
  return {
    target: via,
    requestsPerSecond: result['2xx'] / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
    ),
  };
}

/** The run of the median throughput (stats.ts's median: for the odd number of rounds, the middle run). */
function medianRun(runs: LoadRun[]): LoadRun {
  const middle = median(runs.map((run) => run.requestsPerSecond));
  return runs.find((run) => run.requestsPerSecond === middle)!;
}

/** `numerator / denominator` requests per second in each round: both runs saw the same state of the machine. */
const roundRatios = (rounds: Record<Target, LoadRun>[], numerator: Target, denominator: Target) =>
  rounds.map((round) => round[numerator].requestsPerSecond / round[denominator].requestsPerSecond);

export async function measureHttp(
  dataDir: string,
  probes: Probe[],
  options: { duration: number; connections: number; log: (line: string) => void },
): Promise<HttpResults> {
  const server = await startChildServer('http-server.ts', [dataDir]);
  const uncached = await startChildServer('http-server.ts', [dataDir, '0']);
  const bare = await startChildServer('bare-server.ts');
  try {
    // Every query of the mix once over HTTP: checks the served answers and loads what the server keeps in
    // memory (caches, statements) before its memory is read.
    const mismatches: string[] = [];
    for (const probe of probes) {
      const response = await fetch(`${server.origin}${probe.query.path}`, requestInit(probe.query, 'api'));
      await response.arrayBuffer();
      if (response.status !== probe.status) {
        mismatches.push(`${probe.query.name}: HTTP ${response.status}, in-process ${probe.status}`);
      }
    }

    const comparisons: LoadComparison[] = [];
    for (const probe of pickLoadTargets(probes)) {
      const { query } = probe;
      // As autocannon asks (no encoding): fetch would otherwise ask for gzip and hand back the bytes
      // decompressed beside a content-encoding header the bare server must not replay.
      const init = requestInit(query, 'api');
      const answer = await fetch(`${server.origin}${query.path}`, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), 'accept-encoding': 'identity' },
      });
      const bytes = Buffer.from(await answer.arrayBuffer());
      // The same bytes: body and headers, less those Node writes itself on every answer.
      const headers = Object.fromEntries([...answer.headers].filter(([name]) => !NODE_HEADERS.has(name)));
      await bare.send({ type: 'answer', bodyBase64: bytes.toString('base64'), headers });
      // Each target warmed up untimed, then measured in ROUNDS rounds of the three back to back.
      const warmup = { ...options, duration: Math.max(1, Math.round(options.duration / 5)) };
      await load(bare.origin, query, 'bare', warmup);
      await load(server.origin, query, 'api', warmup);
      await load(server.origin, query, 'proxy', warmup);
      // Each round starts with the next target (bare, /api, /proxy; then /api, /proxy, bare; …), so none
      // of them always runs right after the same other.
      const targets = ['bare', 'api', 'proxy'] as const;
      const rounds: Record<Target, LoadRun>[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const order = targets.map((_, i) => targets[(round + i) % targets.length]!);
        options.log(
          `  load: ${query.name} (${(bytes.length / 1000).toFixed(0)} kB), round ${round + 1}/${ROUNDS}: ${order.join(', ')}…`,
        );
        const runs: Partial<Record<Target, LoadRun>> = {};
        for (const target of order) {
          runs[target] = await load(target === 'bare' ? bare.origin : server.origin, query, target, options);
        }
        rounds.push(runs as Record<Target, LoadRun>);
      }
      options.log(`  load: ${query.name}, /api with the answer cache off…`);
      await load(uncached.origin, query, 'api', warmup);
      const apiUncached = await load(uncached.origin, query, 'api', options);
      const ratios = {
        apiToBare: roundRatios(rounds, 'api', 'bare'),
        proxyToApi: roundRatios(rounds, 'proxy', 'api'),
      };
      comparisons.push({
        query,
        bytes: bytes.length,
        rounds,
        bare: medianRun(rounds.map((r) => r.bare)),
        api: medianRun(rounds.map((r) => r.api)),
        proxy: medianRun(rounds.map((r) => r.proxy)),
        apiUncached,
        apiToBare: median(ratios.apiToBare),
        proxyToApi: median(ratios.proxyToApi),
        roundRatios: ratios,
      });
    }
    return {
      connections: options.connections,
      duration: options.duration,
      comparisons,
      serverMemory: server.memory(),
      mismatches,
    };
  } finally {
    await Promise.all([server.stop(), uncached.stop(), bare.stop()]);
  }
}
