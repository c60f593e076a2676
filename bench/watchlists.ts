// Watchlist feeds on the bench store: a watchlist of 20 rules built from the store's own busiest names
// (authors, sources, breached companies), its Atom feed built in-process with nothing kept between requests
// (every request runs its rules) and with the kept views, and its 304 over loopback against a bare node:http
// server answering the same 304. The watchlist is deleted again at the end.
import autocannon from 'autocannon';
import { loadConfig } from '../src/server/config';
import { demoKeyTable } from '../src/server/local/plans';
import { createProfiles } from '../src/server/proxy';
import { openStore } from '../src/server/store/db';
import { createWatchlists } from '../src/server/watchlists/routes';
import { startChildServer } from './children';
import { ROUNDS } from './http';
import { median, summarize, type LatencySummary } from './stats';

export interface NotModifiedRun {
  /** 304 answers per second. */
  requestsPerSecond: number;
  p99Ms: number;
  /** Answers other than 304, and errors/timeouts. */
  other: number;
}

export interface WatchlistResults {
  rules: { authors: number; sources: number; breaches: number };
  items: number;
  atomBytes: number;
  /** Every request building the feed: each rule's query, the merge, the Atom document. */
  build: LatencySummary;
  /** Repeated requests while the store is unchanged (the kept view and document). */
  kept: LatencySummary;
  notModified: {
    bare: NotModifiedRun;
    server: NotModifiedRun;
    ratio: number;
    perRound: number[];
  };
}

interface BenchDb {
  prepare(sql: string): { pluck(): { all(): unknown[] } };
}

/** 20 rules from the store's real names: its 8 busiest authors, 6 best-ranked sources, 6 breach rules. */
function benchRules(db: BenchDb) {
  const authors = db
    .prepare('SELECT spelling FROM author_spellings ORDER BY article_count DESC, spelling LIMIT 8')
    .pluck()
    .all() as string[];
  const sources = db
    .prepare('SELECT domain_url FROM sources ORDER BY rank, domain_url LIMIT 6')
    .pluck()
    .all() as string[];
  const companies = db
    .prepare(
      `SELECT doc ->> '$.company_name' FROM events WHERE company_key IS NOT NULL
       GROUP BY merge_key ORDER BY count(*) DESC, merge_key LIMIT 4`,
    )
    .pluck()
    .all() as string[];
  const rules: unknown[] = [
    ...authors.map((name) => ({ kind: 'author', params: { author_name: name } })),
    ...sources.map((domain) => ({ kind: 'source', domain })),
    ...companies.map((name) => ({ kind: 'breach', companies: [name] })),
    { kind: 'breach', words: ['ransomware'] },
    { kind: 'breach', data_types: ['personal'], impacted: ['customers'] },
  ];
  return {
    rules,
    counts: { authors: authors.length, sources: sources.length, breaches: companies.length + 2 },
  };
}

export async function measureWatchlists(
  dataDir: string,
  options: { iterations: number; duration: number; connections: number; log: (line: string) => void },
): Promise<WatchlistResults> {
  const config = loadConfig({ DATA_DIR: dataDir, NEWSDECK_NO_SEED: '1' });
  const keys = demoKeyTable();
  const db = openStore(config.dataDir);
  const profiles = createProfiles(config, keys, () => {
    throw new Error('the bench reads local watchlists from the store');
  });
  const module = (keepViews: boolean) =>
    createWatchlists({ db, profiles, defaultProfile: 'full', refreshSeconds: 300, keepViews });
  const building = module(false);
  const { rules, counts } = benchRules(db);
  const created = await building.ui.request('/ui/watchlists', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench: 20 rules', profile: 'full', rules }),
  });
  if (created.status !== 201)
    throw new Error(`creating the watchlist: HTTP ${created.status} ${await created.text()}`);
  const list = (await created.json()) as { id: string; feeds: { atom: string } };
  try {
    const feedRequest = (origin = 'http://127.0.0.1') => new Request(`${origin}${list.feeds.atom}`);
    const timed = async (feeds: ReturnType<typeof module>, iterations: number) => {
      const samples: number[] = [];
      for (let i = 0; i < iterations + 5; i++) {
        const started = performance.now();
        const response = await feeds.feed(feedRequest());
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`the feed answered HTTP ${response.status}`);
        if (i >= 5) samples.push(performance.now() - started);
      }
      return summarize(samples);
    };
    const first = await building.feed(feedRequest());
    const atom = await first.text();
    const items = (atom.match(/<entry>/g) ?? []).length;
    options.log(`  watchlist feed: ${rules.length} rules, ${items} entries, ${atom.length} bytes`);
    const iterations = Math.min(options.iterations, 300);
    const build = await timed(building, iterations);
    options.log(
      `  watchlist feed built per request: p50 ${build.p50.toFixed(2)} ms, p99 ${build.p99.toFixed(2)} ms`,
    );
    const kept = await timed(module(true), iterations);

    // The 304 over loopback: the real server (as `npm start` serves) against bare node:http sending the
    // same status and headers, in ROUNDS rounds back to back (rotating order), as the other HTTP rows.
    const server = await startChildServer('http-server.ts', [dataDir]);
    const bare = await startChildServer('bare-server.ts');
    try {
      const probe = await fetch(`${server.origin}${list.feeds.atom}`);
      await probe.arrayBuffer();
      const etag = probe.headers.get('etag');
      if (probe.status !== 200 || !etag) throw new Error(`the served feed answered HTTP ${probe.status}`);
      const conditional = { 'if-none-match': etag };
      const answer304 = await fetch(`${server.origin}${list.feeds.atom}`, { headers: conditional });
      if (answer304.status !== 304) throw new Error(`the conditional GET answered HTTP ${answer304.status}`);
      const headers = Object.fromEntries(
        [...answer304.headers].filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)),
      );
      await bare.send({ type: 'answer', bodyBase64: '', headers, status: 304 });
      const run = async (origin: string, duration: number): Promise<NotModifiedRun> => {
        const result = await autocannon({
          url: `${origin}${list.feeds.atom}`,
          headers: conditional,
          connections: options.connections,
          duration,
          timeout: 30,
        });
        const count = result.statusCodeStats['304']?.count ?? 0;
        const total = Object.values(result.statusCodeStats).reduce((sum, { count: n }) => sum + n, 0);
        return {
          requestsPerSecond: count / result.duration,
          p99Ms: result.latency.p99,
          other: total - count + result.errors + result.timeouts,
        };
      };
      const warmup = Math.max(1, Math.round(options.duration / 5));
      await run(bare.origin, warmup);
      await run(server.origin, warmup);
      const rounds: { bare: NotModifiedRun; server: NotModifiedRun }[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        options.log(`  load: watchlist feed 304, round ${round + 1}/${ROUNDS}…`);
        const order = round % 2 === 0 ? (['bare', 'server'] as const) : (['server', 'bare'] as const);
        const runs: Partial<Record<'bare' | 'server', NotModifiedRun>> = {};
        for (const target of order)
          runs[target] = await run(target === 'bare' ? bare.origin : server.origin, options.duration);
        rounds.push(runs as { bare: NotModifiedRun; server: NotModifiedRun });
      }
      const perRound = rounds.map((r) => r.server.requestsPerSecond / r.bare.requestsPerSecond);
      const middle = (target: 'bare' | 'server') => {
        const rates = rounds.map((r) => r[target].requestsPerSecond);
        const m = median(rates);
        return rounds.find((r) => r[target].requestsPerSecond === m)![target];
      };
      return {
        rules: counts,
        items,
        atomBytes: Buffer.byteLength(atom),
        build,
        kept,
        notModified: { bare: middle('bare'), server: middle('server'), ratio: median(perRound), perRound },
      };
    } finally {
      await Promise.all([server.stop(), bare.stop()]);
    }
  } finally {
    await building.ui.request(`/ui/watchlists/${list.id}`, { method: 'DELETE' });
    db.close();
  }
}
