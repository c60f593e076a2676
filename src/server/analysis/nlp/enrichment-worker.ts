// Worker-thread side of the enrichment pool: enriches the batches the pool posts and posts the results back.
import { parentPort } from 'node:worker_threads';
import { enrichArticle } from './enrich-article';
import type { EnrichmentRequest, EnrichmentResponse } from './enrichment-pool';

if (!parentPort) throw new Error('enrichment-worker.ts must run in a worker thread');
const port = parentPort;

port.on('message', (request: EnrichmentRequest) => {
  let response: EnrichmentResponse;
  try {
    response = { id: request.id, results: request.inputs.map(enrichArticle) };
  } catch (error) {
    response = {
      id: request.id,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    };
  }
  port.postMessage(response);
});
// Load the model data now (it loads lazily), so that a worker that cannot load fails before taking work.
enrichArticle({ title: 'Worker ready' });
port.postMessage({ ready: true } satisfies EnrichmentResponse);
