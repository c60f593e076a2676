// The reference ingest is compared with: a bare wink-nlp pass (readDoc + POS + sentiment, nothing else) over the
// same demo articles' titles and contents, on as many worker threads as ingest's enrichment pool uses. Ingest's
// articles/s over this figure says how much of the machine the pipeline spends beyond wink itself.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { analysisFields } from '../src/server/analysis/text/analysis-text';
import { generateDemoArticles } from '../src/server/seed';

export interface BareWinkResults {
  articles: number;
  workers: number;
  seconds: number;
  articlesPerSecond: number;
  /** CPU seconds this thread spent generating and capping the texts (not part of the pass). */
  preparingCpuSeconds: number;
}

/** Articles per message, as the enrichment pool's chunks. */
const CHUNK = 32;

export async function measureBareWink(options: {
  articles: number;
  workers?: number;
  log: (line: string) => void;
}): Promise<BareWinkResults> {
  const workerCount = options.workers ?? availableParallelism();
  // The texts enrichment reads: the capped title and content (or description) of each article.
  const texts: string[][] = [];
  const preparing = process.cpuUsage();
  for (const article of generateDemoArticles({ articles: options.articles, now: new Date() })) {
    const fields = analysisFields(article);
    texts.push([fields.title, fields.content || fields.description || '']);
  }
  const prepared = process.cpuUsage(preparing);
  const workers = Array.from(
    { length: workerCount },
    () => new Worker(new URL('./bare-wink-worker.mjs', import.meta.url)),
  );
  try {
    // One listener of each kind per worker: the reply to the message in flight settles `waiting`.
    const waiting = new Map<Worker, { resolve: (value: number) => void; reject: (error: Error) => void }>();
    for (const worker of workers) {
      worker.on('message', (value: number) => waiting.get(worker)?.resolve(value));
      worker.on('error', (error) => waiting.get(worker)?.reject(error));
    }
    const next = (worker: Worker) =>
      new Promise<number>((resolve, reject) => waiting.set(worker, { resolve, reject }));
    await Promise.all(workers.map(next)); // model loaded
    let sent = 0;
    const started = performance.now();
    await Promise.all(
      workers.map(async (worker) => {
        while (sent < texts.length) {
          const chunk = texts.slice(sent, sent + CHUNK).flat();
          sent += CHUNK;
          const done = next(worker);
          worker.postMessage(chunk);
          await done;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    options.log(
      `  bare wink-nlp pass: ${texts.length} articles on ${workerCount} workers in ${seconds.toFixed(1)} s ` +
        `(${Math.round(texts.length / seconds)} articles/s)`,
    );
    return {
      articles: texts.length,
      workers: workerCount,
      seconds,
      articlesPerSecond: texts.length / seconds,
      preparingCpuSeconds: (prepared.user + prepared.system) / 1e6,
    };
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
