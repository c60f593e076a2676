// `node --import tsx bench/seed-threads.ts [--articles N] [--bare]` (Linux): where a demo seed spends its CPU.
// Seeds N demo articles (`npm run seed`, run as `npm start` runs it) into a temporary data dir and reads every
// thread's CPU time from /proc while it runs: the main thread, the enrichment workers (the busiest threads
// after it) and the rest (V8's compiler and GC helper threads, libuv). CPU per article of each, and of the
// whole, say what bounds the seed on a shared machine better than articles/s alone; `--bare` then runs the
// bare wink-nlp pass (bench/bare-wink.ts) over the same number of articles, for the ratio of issue 20.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { measureBareWink } from './bare-wink';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on every Linux Node runs on). */
const TICKS = 100;

interface ThreadCpu {
  tid: number;
  seconds: number;
}

/** CPU seconds of each thread of `pid` now (threads that ended are not listed: poll often). */
function threadTimes(pid: number): ThreadCpu[] {
  let tids: string[];
  try {
    tids = fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  const threads: ThreadCpu[] = [];
  for (const tid of tids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      // Fields after the command name, which may itself hold spaces and parentheses.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      threads.push({ tid: Number(tid), seconds: (Number(fields[11]) + Number(fields[12])) / TICKS });
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return threads;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { articles: { type: 'string', default: '20000' }, bare: { type: 'boolean', default: false } },
  });
  const articles = Number(values.articles);
  if (!Number.isInteger(articles) || articles < 1) throw new Error('--articles must be a whole number >= 1');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'newsdeck-seed-threads-'));
  const workers = os.availableParallelism();
  try {
    const started = performance.now();
    const child = spawn(
      'bash',
      [
        'scripts/server-node.sh',
        'src/server/cli/seed.ts',
        '--data-dir',
        dataDir,
        '--articles',
        String(articles),
      ],
      { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, LOG_LEVEL: 'warn' } },
    );
    // The script execs node, so the child's pid is the seeding process; its threads are polled until it exits.
    const last = new Map<number, number>();
    const poll = () => {
      for (const { tid, seconds } of threadTimes(child.pid!)) last.set(tid, seconds);
    };
    const timer = setInterval(poll, 100);
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    clearInterval(timer);
    const seconds = (performance.now() - started) / 1000;
    if (code !== 0) throw new Error(`the seed exited with code ${code}`);
    const main = last.get(child.pid!) ?? 0;
    const others = [...last].filter(([tid]) => tid !== child.pid).map(([, cpu]) => cpu);
    others.sort((a, b) => b - a);
    const enrichment = others.slice(0, workers).reduce((sum, cpu) => sum + cpu, 0);
    const rest = others.slice(workers).reduce((sum, cpu) => sum + cpu, 0);
    const perArticle = (cpu: number) => `${((1000 * cpu) / articles).toFixed(2)} ms`;
    console.log(
      `seed: ${articles} articles in ${seconds.toFixed(1)} s (${Math.round(articles / seconds)} articles/s, ` +
        `load average ${os.loadavg()[0]!.toFixed(1)}); CPU per article: main thread ${perArticle(main)}, ` +
        `${workers} busiest other threads (enrichment workers) ${perArticle(enrichment)}, ` +
        `the other threads ${perArticle(rest)}, all ${perArticle(main + enrichment + rest)}`,
    );
    if (values.bare) {
      // The pass runs in this process: its CPU is this process's (all threads) while it runs, less generating
      // the texts, which is counted apart so that the pass is compared with the seed's CPU alone.
      const cpuBefore = process.cpuUsage();
      const bare = await measureBareWink({ articles, log: () => {} });
      const cpu = process.cpuUsage(cpuBefore);
      const bareCpu = (cpu.user + cpu.system) / 1e6 - bare.preparingCpuSeconds;
      const seedCpu = main + enrichment + rest;
      console.log(
        `bare wink-nlp pass: ${bare.articles} articles on ${bare.workers} workers in ${bare.seconds.toFixed(1)} s ` +
          `(${Math.round(bare.articlesPerSecond)} articles/s), CPU per article ${perArticle(bareCpu)}; seed / bare = ` +
          `${(articles / seconds / bare.articlesPerSecond).toFixed(2)} by articles/s, ` +
          `${(bareCpu / seedCpu).toFixed(2)} by CPU per article`,
      );
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
