// Log text for a pipe or socket (stdout read by another program): written by a worker thread, so a reader
// that stalls blocks the worker, never an answer. The process's own exit waits (bounded) until the worker
// has written what was handed to it, so a CLI that logs and exits at once loses no line and keeps their order
// — an asynchronous write still in flight when the process exits would be overtaken by a synchronous one.
import { Worker } from 'node:worker_threads';

/** What may wait for a stalled reader (characters, ~bytes); past it, text is dropped rather than memory growing. */
const MAX_PENDING = 16 * 1024 * 1024;
/** How long an exiting process waits for its last lines to be written. */
const EXIT_WAIT_MS = 2_000;

// The worker: every message is one piece of text, written whole, then counted. The descriptor may be
// non-blocking (Node opens a pipe on stdout that way): a full pipe answers EAGAIN, and the worker waits a
// millisecond and writes on.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
const written = new Int32Array(workerData.written);
const pause = new Int32Array(new SharedArrayBuffer(4));
parentPort.on('message', (text) => {
  const bytes = Buffer.from(text, 'utf8');
  for (let at = 0; at < bytes.length; ) {
    try {
      at += writeSync(workerData.fd, bytes, at);
    } catch (error) {
      if (error.code !== 'EAGAIN') break; // a reader gone (EPIPE): the rest of this piece is dropped
      Atomics.wait(pause, 0, 0, 1);
    }
  }
  Atomics.add(written, 0, 1);
  Atomics.notify(written, 0);
});
`;

export interface PipeWriter {
  write(text: string): void;
  /** Waits until everything handed on is written, at most EXIT_WAIT_MS: for the process's exit. */
  flushSync(): void;
}

export function pipeWriter(fd: number): PipeWriter {
  const written = new Int32Array(new SharedArrayBuffer(4));
  // Plain JavaScript: the worker needs none of the parent's loaders (--import tsx).
  const worker = new Worker(WORKER, {
    eval: true,
    execArgv: [],
    workerData: { fd, written: written.buffer },
  });
  // Logging never keeps a process alive.
  worker.unref();
  let posted = 0;
  // Sizes of the pieces handed on and not yet counted as written, oldest first.
  const sizes: number[] = [];
  let pending = 0;
  const settle = () => {
    const done = Atomics.load(written, 0);
    while (posted - sizes.length < done) pending -= sizes.shift()!;
  };
  return {
    write(text) {
      settle();
      if (pending + text.length > MAX_PENDING) return;
      worker.postMessage(text);
      posted++;
      sizes.push(text.length);
      pending += text.length;
    },
    flushSync() {
      const until = Date.now() + EXIT_WAIT_MS;
      for (let done = Atomics.load(written, 0); done < posted; done = Atomics.load(written, 0)) {
        const left = until - Date.now();
        if (left <= 0) return;
        Atomics.wait(written, 0, done, left);
      }
    },
  };
}
