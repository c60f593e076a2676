// Worker-thread side of the enrichment pool: runs the pool's job (enrichArticle, or the module the pool was
// given) on the batches the pool posts and posts the results back.
import { parentPort, workerData } from 'node:worker_threads';
import { enrichArticle, type NlpInput, type NlpResult } from './enrich-article';
import type { EnrichmentRequest, EnrichmentResponse, WorkerJob } from './enrichment-pool';

if (!parentPort) throw new Error('enrichment-worker.ts must run in a worker thread');
const port = parentPort;

const defaultJob: WorkerJob<NlpInput, NlpResult> = {
  run: enrichArticle,
  warmUp: () => enrichArticle({ title: 'Worker ready' }),
};
const jobUrl = (workerData as { job?: string | null } | null)?.job;
const job = (jobUrl ? await import(jobUrl) : defaultJob) as WorkerJob<unknown, unknown>;

port.on('message', (request: EnrichmentRequest<unknown>) => {
  let response: EnrichmentResponse<unknown>;
  try {
    response = { id: request.id, results: request.inputs.map((input) => job.run(input)) };
  } catch (error) {
    response = {
      id: request.id,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    };
  }
  port.postMessage(response);
});
// Load the model data now (it loads lazily), so that a worker that cannot load fails before taking work.
job.warmUp();
port.postMessage({ ready: true } satisfies EnrichmentResponse);
