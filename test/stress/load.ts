// `npm run test:stress`: a bounded load test on loopback — 100 connections for 30 s over a mix of every
// operation, direct and through the proxy. Passes with zero errors, zero non-2xx answers and stable memory.
// Not part of `npm test` (it takes about a minute); timings are printed, never asserted.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { seedDemoStore } from '../../src/server/demo-store';
import { openStore } from '../../src/server/store/db';
import { startChildServer } from '../../bench/children';
import { STRESS_KEYS } from './server';

const DURATION_S = Number(process.env.STRESS_DURATION ?? 30);
const CONNECTIONS = 100;
const ARTICLES = Number(process.env.STRESS_ARTICLES ?? 5000);
const MAX_RSS_BYTES = 600 * 1024 * 1024;

/** What this test reads of an autocannon result. */
interface LoadResult {
  '2xx': number;
  non2xx: number;
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

async function main(): Promise<number> {
  const dataDir = path.join(os.tmpdir(), `newsdeck-stress-${ARTICLES}`);
  if (!fs.existsSync(path.join(dataDir, 'newsdeck.sqlite'))) {
    console.log(`seeding ${ARTICLES} demo articles into ${dataDir}…`);
    await seedDemoStore(dataDir, { articles: ARTICLES });
  }
  const mix = buildMix(dataDir);
  const server = await startChildServer('../test/stress/server.ts', [dataDir]);
  const samples: number[] = [];
  const sampler = setInterval(() => {
    const memory = server.memory();
    if (memory) samples.push(memory.rssBytes);
  }, 1000);
  try {
    console.log(
      `${CONNECTIONS} connections for ${DURATION_S} s against ${server.origin} (pid ${server.pid})…`,
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
    const total = (pick: (r: LoadResult) => number) => runs.reduce((sum, r) => sum + pick(r), 0);
    const ok = total((r) => r['2xx']);
    const errors = total((r) => r.errors + r.timeouts);
    const non2xx = total((r) => r.non2xx);
    const p99 = Math.max(...runs.map((r) => r.latency.p99));
    const warm = samples[Math.min(4, samples.length - 1)] ?? 0;
    const last = samples.at(-1) ?? 0;
    const peak = Math.max(...samples);
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
    console.log(
      `answers 2xx: ${ok} (${Math.round(ok / DURATION_S)}/s), non-2xx: ${non2xx}, errors/timeouts: ${errors}, worst p99: ${p99} ms`,
    );
    console.log(`server RSS after warm-up ${mb(warm)}, at the end ${mb(last)}, peak ${mb(peak)}`);
    const failures: string[] = [];
    if (ok === 0) failures.push('no request succeeded');
    if (errors > 0) failures.push(`${errors} errors or timeouts`);
    if (non2xx > 0) failures.push(`${non2xx} non-2xx answers`);
    if (peak > MAX_RSS_BYTES) failures.push(`peak RSS ${mb(peak)} over ${mb(MAX_RSS_BYTES)}`);
    if (warm > 0 && last > warm * 1.5)
      failures.push(`RSS grew from ${mb(warm)} to ${mb(last)} during the run`);
    for (const failure of failures) console.error(`FAIL: ${failure}`);
    console.log(failures.length === 0 ? '1 passed, 0 failed' : '0 passed, 1 failed');
    return failures.length === 0 ? 0 : 1;
  } finally {
    clearInterval(sampler);
    await server.stop();
  }
}

process.exitCode = await main();
