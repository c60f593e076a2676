// A pool of worker threads that run enrichArticle in parallel, for batch ingest.
//
// A batch is cut into chunks; each chunk goes to the worker with the fewest articles in flight, and the
// results come back in the batch's order. A worker that dies fails the chunks it held and is replaced, so
// one bad article cannot stall an ingest. An aborted batch terminates the workers holding its chunks (a worker
// busy enriching cannot take a message), so an interrupted ingest stops at once. Each worker loads the analyser's
// and the models' data once. Idle workers do not keep the process alive, but close() should still be called when
// done.
//
// By default a worker runs enrichArticle; a caller may name a job module of its own (`job`), which runs in the
// worker beside the enrichment, so that work on the same article (encoding the results, other pure analysis)
// happens there too and only compact results cross between threads.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { NlpInput, NlpResult } from './enrich-article';

export interface EnrichmentRequest<In = NlpInput> {
  id: number;
  inputs: In[];
}

/** What a worker posts: that it has loaded, or the outcome of one request. */
export type EnrichmentResponse<Out = NlpResult> =
  { ready: true } | { id: number; results: Out[] } | { id: number; error: string };

/**
 * A module a worker can run instead of enrichArticle: `run` maps one input to one result (synchronous, pure);
 * `warmUp` loads what `run` needs, so that a worker that cannot load fails before taking work.
 */
export interface WorkerJob<In, Out> {
  run(input: In): Out;
  warmUp(): void;
}

export interface EnrichmentPoolOptions {
  /** Worker threads; default: the machine's available parallelism. */
  workers?: number;
  /** Articles per message to a worker; default 32. */
  chunkSize?: number;
  /** A module exporting a WorkerJob's `run` and `warmUp` (TypeScript or JavaScript); default: enrichArticle. */
  job?: URL;
}

export interface EnrichmentPool<In = NlpInput, Out = NlpResult> {
  readonly workers: number;
  /**
   * Enriches a batch in parallel; results are in the batch's order. When `signal` aborts, the call rejects
   * with the signal's reason at once and the workers holding its chunks are terminated and replaced.
   */
  enrich(batch: readonly In[], options?: { signal?: AbortSignal }): Promise<Out[]>;
  /** Stops the workers; pending and later calls to enrich fail. */
  close(): Promise<void>;
}

interface PendingChunk {
  resolve: (results: never[]) => void;
  reject: (error: Error) => void;
  size: number;
}

interface PoolWorker {
  worker: Worker;
  pending: Map<number, PendingChunk>;
  inFlight: number;
  /** Whether it has loaded (posted `ready`); one that cannot load is not respawned. */
  started: boolean;
}

const WORKER_ENTRY = new URL('./enrichment-worker-entry.mjs', import.meta.url);

export function createEnrichmentPool<In = NlpInput, Out = NlpResult>(
  options: EnrichmentPoolOptions = {},
): EnrichmentPool<In, Out> {
  const workerCount = Math.max(1, Math.floor(options.workers ?? availableParallelism()));
  const chunkSize = Math.max(1, Math.floor(options.chunkSize ?? 32));
  let nextRequestId = 1;
  let closed = false;
  let startupError: Error | undefined;

  const failAll = (poolWorker: PoolWorker, error: Error): void => {
    for (const chunk of poolWorker.pending.values()) chunk.reject(error);
    poolWorker.pending.clear();
    poolWorker.inFlight = 0;
    poolWorker.worker.unref();
  };

  const spawn = (slot: number): PoolWorker => {
    const poolWorker: PoolWorker = {
      worker: new Worker(WORKER_ENTRY, { workerData: { job: options.job?.href ?? null } }),
      pending: new Map(),
      inFlight: 0,
      started: false,
    };
    // An idle worker must not keep the process alive; one with work in flight must.
    poolWorker.worker.unref();
    poolWorker.worker.on('message', (response: EnrichmentResponse<never>) => {
      if ('ready' in response) {
        poolWorker.started = true;
        return;
      }
      const chunk = poolWorker.pending.get(response.id);
      if (!chunk) return;
      poolWorker.pending.delete(response.id);
      poolWorker.inFlight -= chunk.size;
      if (poolWorker.pending.size === 0) poolWorker.worker.unref();
      if ('error' in response) chunk.reject(new Error(`enrichment failed in a worker: ${response.error}`));
      else chunk.resolve(response.results);
    });
    const replace = (error: Error): void => {
      failAll(poolWorker, error);
      if (closed || workers[slot] !== poolWorker) return;
      if (poolWorker.started) workers[slot] = spawn(slot);
      else startupError ??= new Error(`enrichment worker could not start: ${error.message}`);
    };
    poolWorker.worker.on('error', (error) => replace(error));
    poolWorker.worker.on('exit', (code) => {
      if (!closed) replace(new Error(`enrichment worker exited with code ${code}`));
    });
    return poolWorker;
  };

  const workers: PoolWorker[] = [];
  for (let slot = 0; slot < workerCount; slot++) workers.push(spawn(slot));

  interface SentChunk {
    results: Promise<Out[]>;
    /** Rejects the chunk with `reason` if it is still pending, and terminates the worker holding it. */
    abort: (reason: Error) => void;
  }

  const send = (inputs: In[]): SentChunk => {
    const target = workers.reduce((least, candidate) =>
      candidate.inFlight < least.inFlight ? candidate : least,
    );
    const id = nextRequestId++;
    const results = new Promise<Out[]>((resolve, reject) => {
      target.pending.set(id, { resolve: resolve as PendingChunk['resolve'], reject, size: inputs.length });
      target.inFlight += inputs.length;
      target.worker.ref();
      target.worker.postMessage({ id, inputs } satisfies EnrichmentRequest<In>);
    });
    const abort = (reason: Error) => {
      const chunk = target.pending.get(id);
      if (!chunk) return;
      target.pending.delete(id);
      target.inFlight -= chunk.size;
      chunk.reject(reason);
      // Replaced at once, so that no later chunk goes to it; what else it held fails.
      const slot = workers.indexOf(target);
      if (slot >= 0 && !closed) workers[slot] = spawn(slot);
      failAll(target, new Error('enrichment worker terminated: a batch it held was aborted'));
      void target.worker.terminate();
    };
    return { results, abort };
  };

  return {
    workers: workerCount,
    async enrich(batch, { signal } = {}) {
      if (closed) throw new Error('enrichment pool is closed');
      if (startupError) throw startupError;
      signal?.throwIfAborted();
      const chunks: SentChunk[] = [];
      for (let start = 0; start < batch.length; start += chunkSize) {
        chunks.push(send(batch.slice(start, start + chunkSize)));
      }
      // One listener per batch (not per chunk: a signal warns past ten listeners).
      const onAbort = () => {
        const reason = signal!.reason instanceof Error ? signal!.reason : new Error('enrichment aborted');
        for (const chunk of chunks) chunk.abort(reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      try {
        return (await Promise.all(chunks.map((chunk) => chunk.results))).flat();
      } finally {
        signal?.removeEventListener('abort', onAbort);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      const error = new Error('enrichment pool is closed');
      for (const poolWorker of workers) failAll(poolWorker, error);
      await Promise.all(workers.map((poolWorker) => poolWorker.worker.terminate()));
    },
  };
}
