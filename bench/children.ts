// Server child processes of the bench (the real server, the bare ceiling): started with tsx, talked to over
// IPC, their resident memory read from /proc/<pid>/status.
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type ChildMessage =
  { type: 'listening'; port: number } | { type: 'ready' } | ({ type: 'live-memory' } & LiveMemory);
/**
 * `answer`: the answer the bare server replays (the real server's body and headers, those Node adds itself
 * aside). `live-memory`: what the child holds after a full collection (children started with --expose-gc).
 */
export type ParentMessage =
  | {
      type: 'answer';
      bodyBase64: string;
      headers: Record<string, string>;
      /** The status to answer with (default 200; the watchlist feed's 304 rows replay a 304). */
      status?: number;
    }
  | { type: 'live-memory' };

/** Memory in use, measured right after a full garbage collection: what a leak would make grow. */
export interface LiveMemory {
  /** V8 heap objects still reachable. */
  heapUsedBytes: number;
  /** Memory of JavaScript-owned C++ objects and buffers (Buffers, ArrayBuffers) still reachable. */
  externalBytes: number;
  /** VmRSS right after the collection. */
  rssBytes: number;
}

export interface ProcessMemory {
  /** Resident set size now, bytes (VmRSS). */
  rssBytes: number;
  /** The highest resident set size so far, bytes (VmHWM). */
  peakRssBytes: number;
  /** Of rssBytes: anonymous memory (heap, buffers) and file pages (the store's mmap, code). */
  anonBytes: number;
  fileBytes: number;
}

export interface ChildServer {
  pid: number;
  origin: string;
  send(message: ParentMessage): Promise<void>;
  memory(): ProcessMemory | null;
  /** Asks the child for its live memory (the child must answer `live-memory` messages). */
  liveMemory(): Promise<LiveMemory>;
  stop(): Promise<void>;
}

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const START_TIMEOUT_MS = 60_000;

/** VmRSS and VmHWM of a process (Linux); null elsewhere. */
export function processMemory(pid: number): ProcessMemory | null {
  let status: string;
  try {
    status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return null;
  }
  const kib = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN) * 1024;
  return {
    rssBytes: kib('VmRSS'),
    peakRssBytes: kib('VmHWM'),
    anonBytes: kib('RssAnon'),
    fileBytes: kib('RssFile'),
  };
}

function nextMessage(child: ChildProcess, type: ChildMessage['type']): Promise<ChildMessage> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => finish(new Error(`the child server sent no "${type}" within ${START_TIMEOUT_MS / 1000} s`)),
      START_TIMEOUT_MS,
    );
    const onMessage = (message: ChildMessage) => {
      if (message.type === type) finish(null, message);
    };
    const onExit = (code: number | null) =>
      finish(new Error(`the child server exited (code ${code}) before "${type}"`));
    function finish(error: Error | null, message?: ChildMessage) {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(message!);
    }
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}

/**
 * Starts `bench/<script>` and waits until it listens on 127.0.0.1. It runs with the bench's own Node flags:
 * `npm run bench` starts with those of `npm run serve` (the V8 heap sizing) and tsx.
 */
export async function startChildServer(script: string, args: string[] = []): Promise<ChildServer> {
  const child = fork(path.join(benchDir, script), args, {
    execArgv: process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const listening = (await nextMessage(child, 'listening')) as Extract<ChildMessage, { type: 'listening' }>;
  const pid = child.pid!;
  return {
    pid,
    origin: `http://127.0.0.1:${listening.port}`,
    async send(message) {
      const ready = nextMessage(child, 'ready');
      child.send(message);
      await ready;
    },
    memory: () => processMemory(pid),
    async liveMemory() {
      const reply = nextMessage(child, 'live-memory');
      child.send({ type: 'live-memory' } satisfies ParentMessage);
      const { type: _type, ...live } = (await reply) as Extract<ChildMessage, { type: 'live-memory' }>;
      return live;
    },
    stop() {
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      return new Promise((resolve) => {
        const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        // The children exit when the IPC channel closes.
        child.disconnect();
      });
    },
  };
}
