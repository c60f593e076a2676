// `npm run test:stress [-- --duration SECONDS]`: a soak on loopback, 5 minutes by default. 100 connections
// over a mix of every operation (GET and POST, direct and through the proxy), slow clients that stall their
// headers or bodies or sit idle (reconnecting as the server cuts them), and an ingest of fresh articles into
// the store every 15 s from another process. Passes with every normal request answered 2xx (so no 5xx), no
// connection error, every ingest done, the server's RSS at the end no more than 10 % above its RSS at minute
// 1, and its live V8 heap (after a full collection) no more than 10 % above minute 1's.
// Not part of `npm test`; timings are printed, never asserted.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { seedDemoStore } from '../../src/server/demo-store';
import { openStore } from '../../src/server/store/db';
import { startChildServer, type LiveMemory, type ProcessMemory } from '../../bench/children';
import { STRESS_KEYS } from './server';

const { values: flags } = parseArgs({ options: { duration: { type: 'string' } } });
const DURATION_S = Number(flags.duration ?? process.env.STRESS_DURATION ?? 300);
if (!Number.isInteger(DURATION_S) || DURATION_S < 10) {
  console.error('--duration must be a whole number of seconds, at least 10');
  process.exit(2);
}
const CONNECTIONS = 100;
const ARTICLES = Number(process.env.STRESS_ARTICLES ?? 5000);
const MAX_RSS_BYTES = 600 * 1024 * 1024;
/** Slow clients kept open at any time, and the server's timeouts for them (shortened so they churn). */
const SLOW_CLIENTS = 30;
/**
 * The answer cache is bounded by design, but it fills for longer than the soak lasts: the mix's relative
 * windows (`from_=30d`) resolve to the second, so every second adds new keys, and each ingest empties it. At
 * the default 64 MiB it was still growing at minute 5, which the memory criterion cannot tell from a leak.
 * The soak runs it at 4 MiB (STRESS_ANSWER_CACHE_MB), full within the first minute: RSS that still grows after
 * minute 1 is then not the cache.
 */
const ANSWER_CACHE_MB = process.env.STRESS_ANSWER_CACHE_MB ?? '4';
const SERVER_LIMITS = {
  NEWSDECK_HEADERS_TIMEOUT_MS: '2000',
  NEWSDECK_REQUEST_TIMEOUT_MS: '5000',
  NEWSDECK_KEEP_ALIVE_TIMEOUT_MS: '5000',
  NEWSDECK_ANSWER_CACHE_MB: ANSWER_CACHE_MB,
};
const INGEST_EVERY_MS = 15_000;
const INGEST_ARTICLES = 100;
/** RSS is compared from this second on (minute 1, or half of a short run). */
const BASELINE_S = Math.min(60, Math.floor(DURATION_S / 2));

/** What this test reads of an autocannon result. */
interface LoadResult {
  '2xx': number;
  non2xx: number;
  '5xx': number;
  errors: number;
  timeouts: number;
  latency: { p99: number };
}

interface MixRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

function buildMix(dataDir: string): MixRequest[] {
  const db = openStore(dataDir, { readonly: true });
  try {
    const ids = db.prepare('SELECT id FROM articles ORDER BY rowid LIMIT 100').pluck().all() as string[];
    const author = db
      .prepare('SELECT name_key FROM author_names ORDER BY article_count DESC LIMIT 1')
      .pluck()
      .get() as string;
    const json = (body: unknown) => JSON.stringify(body);
    const mix: MixRequest[] = [
      {
        method: 'GET',
        path: `/api/authors?author_name=${encodeURIComponent(author)}&from_=30d&page_size=20`,
      },
      {
        method: 'POST',
        path: '/api/authors',
        body: json({ author_name: author, sort_by: 'date', from_: '90 days ago', include_nlp_data: true }),
      },
      { method: 'GET', path: `/api/search_by_link?ids=${ids.slice(0, 10).join(',')}` },
      { method: 'POST', path: '/api/search_by_link', body: json({ ids, page_size: 100 }) },
      { method: 'GET', path: '/api/sources?countries=US,GB&include_additional_info=true' },
      {
        method: 'POST',
        path: '/api/events_search',
        body: json({
          event_type: 'data_breach',
          additional_filters: { extraction_date: { gte: 'now-90d' } },
        }),
      },
      { method: 'GET', path: `/api/ext/author_suggest?q=${encodeURIComponent(author.slice(0, 3))}` },
      { method: 'GET', path: '/api/subscription' },
    ];
    // The same mix through the proxy (its local profile uses its own key).
    return [...mix, ...mix.map((r) => ({ ...r, path: `/proxy/full${r.path}` }))];
  } finally {
    db.close();
  }
}

/** Keeps `count` slow clients open: idle, partial headers, or a stalled body; each reopened once cut. */
function startSlowClients(port: number, count: number) {
  const kinds = [
    '',
    'GET /api/subscription HTTP/1.1\r\nHost: x\r\nx-api-token: stress-0\r\n',
    'POST /api/authors HTTP/1.1\r\nHost: x\r\nx-api-token: stress-0\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{"aut',
    'POST /proxy/full/api/authors HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{"aut',
  ];
  let running = true;
  let cut = 0;
  const sockets = new Set<net.Socket>();
  const open = (kind: number) => {
    if (!running) return;
    const socket = net.connect(port, '127.0.0.1', () => {
      if (kinds[kind]) socket.write(kinds[kind]);
    });
    sockets.add(socket);
    // Read whatever the server sends (its 408), or its close would never be seen.
    socket.resume();
    socket.on('error', () => {});
    socket.on('close', () => {
      sockets.delete(socket);
      if (!running) return;
      cut++;
      open(kind);
    });
  };
  for (let i = 0; i < count; i++) open(i % kinds.length);
  return {
    stop() {
      running = false;
      for (const socket of sockets) socket.destroy();
      return cut;
    },
  };
}

/** Ingests a file of fresh articles with the ingest CLI (another process) every INGEST_EVERY_MS. */
function startIngests(dataDir: string) {
  let round = 0;
  let done = 0;
  const failed: string[] = [];
  let current: Promise<void> = Promise.resolve();
  const ingestOnce = () =>
    new Promise<void>((resolve) => {
      round++;
      const file = path.join(os.tmpdir(), `newsdeck-soak-${process.pid}-${round}.jsonl`);
      const lines = Array.from({ length: INGEST_ARTICLES }, (_, i) =>
        JSON.stringify({
          title: `Soak round ${round} article ${i}: the harbour authority reports a quiet week`,
          link: `https://soak.example/${process.pid}/${round}/${i}`,
          published_date: new Date().toISOString().slice(0, 19).replace('T', ' '),
          author: `Soak Writer ${i % 7}`,
          content: 'The harbour authority said traffic was steady. Officials expect no change next week.',
          language: 'en',
          country: 'GB',
        }),
      );
      fs.writeFileSync(file, `${lines.join('\n')}\n`);
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'src/server/cli/ingest.ts', '--data-dir', dataDir, file],
        { stdio: ['ignore', 'ignore', 'pipe'] },
      );
      let stderr = '';
      child.stderr.on('data', (chunk) => (stderr += String(chunk)));
      child.on('exit', (code) => {
        fs.rmSync(file, { force: true });
        if (code === 0) done++;
        else failed.push(`round ${round}: exit ${code} ${stderr.trim().split('\n').at(-1) ?? ''}`);
        resolve();
      });
    });
  const timer = setInterval(() => {
    current = current.then(ingestOnce);
  }, INGEST_EVERY_MS);
  return {
    async stop() {
      clearInterval(timer);
      await current;
      return { done, failed };
    },
  };
}

async function main(): Promise<number> {
  const dataDir = path.join(os.tmpdir(), `newsdeck-stress-${ARTICLES}`);
  if (!fs.existsSync(path.join(dataDir, 'newsdeck.sqlite'))) {
    console.log(`seeding ${ARTICLES} demo articles into ${dataDir}…`);
    await seedDemoStore(dataDir, { articles: ARTICLES });
  }
  const mix = buildMix(dataDir);
  Object.assign(process.env, SERVER_LIMITS);
  const server = await startChildServer('../test/stress/server.ts', [dataDir]);
  const port = Number(new URL(server.origin).port);
  const slow = startSlowClients(port, SLOW_CLIENTS);
  const ingests = startIngests(dataDir);
  const samples: ProcessMemory[] = [];
  const sampler = setInterval(() => {
    const memory = server.memory();
    if (memory) samples.push(memory);
  }, 1000);
  // Live memory (after a full collection) at the baseline and 5 s before the load ends, both under load.
  const liveAt = (second: number) =>
    new Promise<LiveMemory>((resolve, reject) =>
      setTimeout(() => server.liveMemory().then(resolve, reject), second * 1000),
    );
  const liveBaseline = liveAt(BASELINE_S);
  const liveEnd = liveAt(DURATION_S - 5);
  try {
    console.log(
      `${CONNECTIONS} connections, ${SLOW_CLIENTS} slow clients and an ingest of ${INGEST_ARTICLES} articles every ${INGEST_EVERY_MS / 1000} s, for ${DURATION_S} s against ${server.origin} (pid ${server.pid})…`,
    );
    // One autocannon run per key, connections split evenly, all at once.
    const perKey = CONNECTIONS / STRESS_KEYS.length;
    const runs = await Promise.all(
      STRESS_KEYS.map((key) =>
        (autocannon as unknown as (options: object) => Promise<LoadResult>)({
          url: server.origin,
          connections: perKey,
          duration: DURATION_S,
          timeout: 30,
          requests: mix.map((r) => ({
            method: r.method,
            path: r.path,
            headers: { 'x-api-token': key, 'content-type': 'application/json' },
            body: r.body,
          })),
        }),
      ),
    );
    const slowCut = slow.stop();
    const ingested = await ingests.stop();
    const total = (pick: (r: LoadResult) => number) => runs.reduce((sum, r) => sum + pick(r), 0);
    const ok = total((r) => r['2xx']);
    const errors = total((r) => r.errors + r.timeouts);
    const non2xx = total((r) => r.non2xx);
    const fiveXx = total((r) => r['5xx']);
    const p99 = Math.max(...runs.map((r) => r.latency.p99));
    // One sample swings with each collection: each point is the median of the 10 s up to it.
    const around = (second: number, pick: (m: ProcessMemory) => number) => {
      const window = samples.slice(Math.max(0, second - 10), second).map(pick);
      return window.sort((a, b) => a - b)[Math.floor(window.length / 2)] ?? 0;
    };
    const rss = (m: ProcessMemory) => m.rssBytes;
    const baseline = around(BASELINE_S, rss);
    const last = around(samples.length, rss);
    const peak = Math.max(...samples.map(rss));
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
    const growth = baseline > 0 ? (last - baseline) / baseline : 0;
    const minutes = Array.from({ length: Math.floor(samples.length / 60) }, (_, i) =>
      mb(around((i + 1) * 60, rss)),
    );
    if (minutes.length > 0)
      console.log(`server RSS at each minute: ${minutes.join(', ')} (answer cache ${ANSWER_CACHE_MB} MiB)`);
    console.log(
      `answers 2xx: ${ok} (${Math.round(ok / DURATION_S)}/s), non-2xx: ${non2xx} (5xx: ${fiveXx}), errors/timeouts: ${errors}, worst p99: ${p99} ms`,
    );
    console.log(`slow clients cut by the server and reopened: ${slowCut}`);
    console.log(`ingests done: ${ingested.done} of ${ingested.done + ingested.failed.length}`);
    console.log(
      `server RSS at ${BASELINE_S} s ${mb(baseline)}, at the end ${mb(last)} (${(growth * 100).toFixed(1)} %), peak ${mb(peak)}` +
        ` (anonymous ${mb(around(BASELINE_S, (m) => m.anonBytes))} → ${mb(around(samples.length, (m) => m.anonBytes))},` +
        ` file-backed ${mb(around(BASELINE_S, (m) => m.fileBytes))} → ${mb(around(samples.length, (m) => m.fileBytes))})`,
    );
    const [live0, live1] = await Promise.all([liveBaseline, liveEnd]);
    const heapGrowth = (live1.heapUsedBytes - live0.heapUsedBytes) / live0.heapUsedBytes;
    console.log(
      `server live memory after a full collection, at ${BASELINE_S} s → ${DURATION_S - 5} s: V8 heap ${mb(live0.heapUsedBytes)} → ${mb(live1.heapUsedBytes)} (${(heapGrowth * 100).toFixed(1)} %),` +
        ` external ${mb(live0.externalBytes)} → ${mb(live1.externalBytes)}, RSS ${mb(live0.rssBytes)} → ${mb(live1.rssBytes)}`,
    );
    const failures: string[] = [];
    if (ok === 0) failures.push('no request succeeded');
    if (errors > 0) failures.push(`${errors} errors or timeouts`);
    if (fiveXx > 0) failures.push(`${fiveXx} 5xx answers`);
    if (non2xx > 0) failures.push(`${non2xx} non-2xx answers`);
    if (slowCut === 0) failures.push('the server cut no slow client');
    if (ingested.done === 0 && DURATION_S * 1000 > INGEST_EVERY_MS) failures.push('no ingest completed');
    for (const failure of ingested.failed) failures.push(`ingest failed: ${failure}`);
    if (peak > MAX_RSS_BYTES) failures.push(`peak RSS ${mb(peak)} over ${mb(MAX_RSS_BYTES)}`);
    // Flat means not growing: memory handed back to the system (RSS below the baseline) is no failure.
    if (baseline > 0 && growth > 0.1)
      failures.push(`RSS went from ${mb(baseline)} at ${BASELINE_S} s to ${mb(last)} at the end (over 10 %)`);
    // The leak check proper: reachable objects must not accumulate. (External memory is mostly answers in
    // flight, which vary with the moment sampled, so it is reported, not judged.)
    if (heapGrowth > 0.1)
      failures.push(
        `the live V8 heap went from ${mb(live0.heapUsedBytes)} to ${mb(live1.heapUsedBytes)} (over 10 %)`,
      );
    for (const failure of failures) console.error(`FAIL: ${failure}`);
    console.log(failures.length === 0 ? '1 passed, 0 failed' : '0 passed, 1 failed');
    return failures.length === 0 ? 0 : 1;
  } finally {
    clearInterval(sampler);
    slow.stop();
    await ingests.stop();
    await server.stop();
  }
}

process.exitCode = await main();
