// In-process latency: each query of the mix sent to the app with app.request() (no sockets), timed from the
// call until the answer's bytes are in hand. Also the same mix through /proxy/full as a ratio.
import { getRequestListener } from '@hono/node-server';
import type { createApp } from '../src/server/app';
import { answerParts } from '../src/server/http/answer';
import { DEMO_KEYS } from '../src/server/local/plans';
import { throughProxy, type BenchQuery } from './query-mix';
import { geometricMean, median, summarize, type LatencySummary } from './stats';

type App = ReturnType<typeof createApp>;

export const BENCH_API_KEY = Object.keys(DEMO_KEYS).find((key) => DEMO_KEYS[key] === 'v3_nlp_iptc_tags')!;

export type Via = 'api' | 'proxy';

export interface Probe {
  query: BenchQuery;
  status: number;
  bytes: number;
  /** What the answer held, e.g. "10 articles of 10000 hits". */
  answer: string;
  /** Null when the query can be measured; otherwise why not (operation missing, error answer). */
  problem: string | null;
}

export interface QueryLatency {
  query: BenchQuery;
  bytes: number;
  answer: string;
  latency: LatencySummary;
  /** Every timed request, ms. */
  samples: number[];
}

export interface ProxyComparison {
  /** Per query: median direct time / median proxied time (1 = no overhead). */
  perQuery: { query: BenchQuery; directMs: number; proxyMs: number; ratio: number }[];
  /** Geometric mean of the per-query ratios. */
  ratio: number;
  rounds: number;
}

export function requestInit(query: BenchQuery, via: Via): RequestInit {
  const headers: Record<string, string> = {};
  if (via === 'api') headers['x-api-token'] = BENCH_API_KEY;
  if (query.body !== undefined) headers['content-type'] = 'application/json';
  return { method: query.method, headers, body: query.body };
}

export function requestPath(query: BenchQuery, via: Via): string {
  return via === 'api' ? query.path : throughProxy(query.path);
}

async function send(app: App, query: BenchQuery, via: Via): Promise<{ status: number; text: string }> {
  const response = await app.request(requestPath(query, via), requestInit(query, via));
  return { status: response.status, text: await response.text() };
}

/**
 * Runs the app with the Fetch API classes the server runs with: @hono/node-server installs its own Request
 * and Response, which hold an answer's bytes as they are, where undici's copy them on construction and
 * again when read. Called before timing anything.
 */
export function useServerFetchClasses(app: App): void {
  getRequestListener(app.fetch);
}

/**
 * Times one request until its answer's bytes are in hand: an answer the server builds from bytes
 * (http/answer.ts) has them as it is created — the server writes those very bytes — any other is read.
 */
async function timed(app: App, query: BenchQuery, via: Via): Promise<number> {
  const started = performance.now();
  const response = await app.request(requestPath(query, via), requestInit(query, via));
  if (!answerParts(response)) await response.arrayBuffer();
  return performance.now() - started;
}

/** A short description of an answer's size, so a query that hits nothing stands out. */
export function describeAnswer(text: string): string {
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return 'not JSON';
  }
  const listLength = (key: string) => (Array.isArray(json[key]) ? (json[key] as unknown[]).length : null);
  const articles = listLength('articles');
  if (articles !== null) return `${articles} articles of ${String(json.total_hits)} hits`;
  for (const key of ['sources', 'events', 'suggestions']) {
    const length = listLength(key);
    if (length !== null) return `${length} ${key}`;
  }
  return `keys ${Object.keys(json).slice(0, 4).join(', ')}`;
}

/** True when an answer holds nothing (the query misses the data and would measure an empty path). */
export function isEmptyAnswer(answer: string): boolean {
  return /^0 /.test(answer);
}

function problemOf(status: number, text: string): string | null {
  if (status === 200) return null;
  let detail = text.slice(0, 160);
  try {
    const json = JSON.parse(text) as { error_code?: string; message?: string };
    detail = [json.error_code, json.message].filter(Boolean).join(': ');
  } catch {
    // Not JSON: keep the raw start of the body.
  }
  if (status === 404) return `not available yet (404 ${detail})`;
  return `HTTP ${status} ${detail}`;
}

export async function probeQueries(app: App, queries: BenchQuery[]): Promise<Probe[]> {
  const probes: Probe[] = [];
  for (const query of queries) {
    const { status, text } = await send(app, query, 'api');
    probes.push({
      query,
      status,
      bytes: Buffer.byteLength(text),
      answer: status === 200 ? describeAnswer(text) : '',
      problem: problemOf(status, text),
    });
  }
  return probes;
}

/**
 * Latency per query: `warmup` untimed rounds, then `iterations` rounds, each round sending every query once
 * (interleaved, so noise from other processes on a shared machine spreads over all queries alike).
 */
export async function measureLatencies(
  app: App,
  probes: Probe[],
  options: { iterations: number; warmup: number; log: (line: string) => void },
): Promise<QueryLatency[]> {
  const measured = probes.filter((p) => p.problem === null);
  for (let round = 0; round < options.warmup; round++) {
    for (const { query } of measured) await timed(app, query, 'api');
  }
  const samples = measured.map(() => [] as number[]);
  const started = performance.now();
  let lastLog = started;
  for (let round = 0; round < options.iterations; round++) {
    for (const [i, { query }] of measured.entries()) samples[i]!.push(await timed(app, query, 'api'));
    if (performance.now() - lastLog > 10_000) {
      lastLog = performance.now();
      options.log(`  in-process: round ${round + 1}/${options.iterations}`);
    }
  }
  return measured.map((probe, i) => ({
    query: probe.query,
    bytes: probe.bytes,
    answer: probe.answer,
    latency: summarize(samples[i]!),
    samples: samples[i]!,
  }));
}

/** Latency of a group of queries over every sample of every query in it (null for an empty group). */
export function pooledLatency(results: QueryLatency[]): LatencySummary | null {
  if (results.length === 0) return null;
  return summarize(results.flatMap((r) => r.samples));
}

/** Direct vs proxied, same queries, alternating per request so both see the same machine state. */
export async function compareProxy(app: App, probes: Probe[], rounds: number): Promise<ProxyComparison> {
  const measured = probes.filter((p) => p.problem === null);
  for (const { query } of measured) {
    const direct = await send(app, query, 'api');
    const proxied = await send(app, query, 'proxy');
    if (proxied.status !== direct.status || proxied.text.length !== direct.text.length) {
      throw new Error(
        `${query.name}: the proxy answered ${proxied.status} (${proxied.text.length} chars), /api ${direct.status} (${direct.text.length} chars)`,
      );
    }
  }
  const direct = measured.map(() => [] as number[]);
  const proxied = measured.map(() => [] as number[]);
  for (let round = 0; round < rounds; round++) {
    for (const [i, { query }] of measured.entries()) {
      direct[i]!.push(await timed(app, query, 'api'));
      proxied[i]!.push(await timed(app, query, 'proxy'));
    }
  }
  const perQuery = measured.map(({ query }, i) => {
    const directMs = median(direct[i]!);
    const proxyMs = median(proxied[i]!);
    return { query, directMs, proxyMs, ratio: directMs / proxyMs };
  });
  return { perQuery, ratio: geometricMean(perQuery.map((q) => q.ratio)), rounds };
}
