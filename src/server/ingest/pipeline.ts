// The one way data enters the store: JSON lines → normalise → enrich (NLP) → write → extract events,
// all inside one transaction, so an interrupted or failed ingest leaves the store as it was.
import type { Db } from '../store/db';
import { createArticleWriter } from '../store/article-writer';
import type { StoredNlp } from '../store/nlp-codec';
import { normalizeArticle } from './normalize';
import type { NormalizedArticle } from '../store/article-doc';
import { nowSeconds } from '../time';

export interface SourceLine {
  file: string;
  line: number;
  text: string;
}

export interface LineError {
  file: string;
  line: number;
  reason: string;
}

export interface IngestStats {
  read: number;
  stored: number;
  skipped: number;
  errors: LineError[];
}

/** Optional steps around writing, filled in by the NLP and event-extraction layers. */
export interface IngestStages {
  /** Computes the NLP layer for the articles of a batch that arrived without one (null entries: leave as is). */
  enrich?: (articles: NormalizedArticle[]) => Promise<(StoredNlp | null)[]>;
  /** Called for every stored article, inside the transaction. */
  afterWrite?: (article: NormalizedArticle, rowid: number, nlp: StoredNlp | null) => void;
  /** Called once after the last batch, inside the transaction. */
  beforeCommit?: () => void;
}

export interface IngestOptions {
  stages?: IngestStages;
  /** Ingest time, epoch seconds (default: now): a missing parse_date becomes this. */
  now?: number;
  batchSize?: number;
  onProgress?: (stats: IngestStats) => void;
  signal?: AbortSignal;
  /** Errors kept in stats.errors (all are counted in `skipped`). */
  maxErrorsKept?: number;
}

export class IngestAborted extends Error {
  override name = 'IngestAborted';
}

/** Ingests lines (or already-parsed objects) into `db` in a single transaction. */
export async function ingest(
  db: Db,
  lines:
    | AsyncIterable<SourceLine | { file: string; line: number; value: unknown }>
    | Iterable<SourceLine | { file: string; line: number; value: unknown }>,
  options: IngestOptions = {},
): Promise<IngestStats> {
  const { stages = {}, batchSize = 500, onProgress, signal, maxErrorsKept = 1000 } = options;
  const now = options.now ?? nowSeconds();
  const writer = createArticleWriter(db);
  const stats: IngestStats = { read: 0, stored: 0, skipped: 0, errors: [] };
  const skip = (error: LineError) => {
    stats.skipped++;
    if (stats.errors.length < maxErrorsKept) stats.errors.push(error);
  };

  const writeBatch = (articles: NormalizedArticle[], computed: (StoredNlp | null)[]) => {
    let next = 0;
    for (const article of articles) {
      const nlp = article.nlp === null && stages.enrich ? (computed[next++] ?? null) : null;
      const rowid = writer.write(article, nlp);
      stages.afterWrite?.(article, rowid, nlp);
      stats.stored++;
    }
    onProgress?.(stats);
  };

  // Double buffering: while the enrichment workers handle one batch, this thread parses the next one.
  // Writes stay in input order; at most two batches are in flight.
  let batch: NormalizedArticle[] = [];
  let inFlight: Promise<void> = Promise.resolve();
  const flush = async () => {
    if (batch.length === 0) return;
    const current = batch;
    batch = [];
    const needing = current.filter((a) => a.nlp === null);
    const enrichment = stages.enrich && needing.length > 0 ? stages.enrich(needing) : Promise.resolve([]);
    const previous = inFlight;
    inFlight = (async () => {
      const computed = await enrichment;
      await previous;
      writeBatch(current, computed);
    })();
    inFlight.catch(() => {}); // handled where it is awaited; this only keeps it from counting as unhandled
    await previous;
  };

  db.exec('BEGIN IMMEDIATE');
  try {
    for await (const item of lines) {
      if (signal?.aborted) throw new IngestAborted('ingest interrupted; nothing was stored');
      stats.read++;
      let value: unknown;
      if ('text' in item) {
        try {
          value = JSON.parse(item.text);
        } catch (error) {
          skip({ file: item.file, line: item.line, reason: `invalid JSON (${(error as Error).message})` });
          continue;
        }
      } else {
        value = item.value;
      }
      const result = normalizeArticle(value, now);
      if (!result.ok) {
        skip({ file: item.file, line: item.line, reason: result.reason });
        continue;
      }
      batch.push(result.article);
      if (batch.length >= batchSize) await flush();
    }
    await flush();
    await inFlight;
    if (signal?.aborted) throw new IngestAborted('ingest interrupted; nothing was stored');
    stages.beforeCommit?.();
    db.exec('COMMIT');
  } catch (error) {
    await inFlight.catch(() => {}); // let a batch being written finish before rolling back
    if (db.inTransaction) db.exec('ROLLBACK');
    throw error;
  }
  onProgress?.(stats);
  return stats;
}
