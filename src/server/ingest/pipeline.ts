// The one way data enters the store: JSON lines → normalise → enrich (NLP) → write → extract events,
// all inside one transaction, so an interrupted or failed ingest leaves the store as it was; or, with
// `commitEvery`, one transaction per batch, so that it keeps every batch committed before the stop.
import type { Db } from '../store/db';
import { createArticleWriter } from '../store/article-writer';
import type { StoredNlp } from '../store/nlp-codec';
import { normalizeArticle } from './normalize';
import type { NormalizedArticle } from '../store/article-doc';
import { decodeArticleDoc } from '../store/article-doc-codec';
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
  /** With `commitEvery`: articles already stored exactly so, with their NLP layer, and left as they were. */
  unchanged: number;
  /** What the store holds of this run: everything at the end, only the committed batches after a failure. */
  committed: CommittedPart;
}

/** The part of a run that is committed: its counts, and the last source line it covers. */
export interface CommittedPart {
  read: number;
  stored: number;
  skipped: number;
  unchanged: number;
  through: { file: string; line: number } | null;
}

/** Optional steps around writing, filled in by the NLP and event-extraction layers. */
export interface IngestStages {
  /**
   * Computes the NLP layer for the articles of a batch that arrived without one (null entries: leave as
   * is). Should stop and reject when `signal` aborts (the ingest stops waiting for it either way).
   */
  enrich?: (articles: NormalizedArticle[], signal?: AbortSignal) => Promise<(StoredNlp | null)[]>;
  /** Called for every stored article, inside the transaction. */
  afterWrite?: (article: NormalizedArticle, rowid: number, nlp: StoredNlp | null) => void;
  /** Called before each commit, inside the transaction. */
  beforeCommit?: () => void;
}

export interface IngestOptions {
  stages?: IngestStages;
  /** Ingest time, epoch seconds (default: now): a missing parse_date becomes this. */
  now?: number;
  batchSize?: number;
  /**
   * Articles per transaction (at batch boundaries; the batch size is cut to it). Default: the whole run is
   * one transaction. With it, a failure or interruption keeps the batches committed before it, and an article
   * already stored with the same fields and an NLP layer is skipped, so a re-run resumes where the last stopped.
   */
  commitEvery?: number;
  onProgress?: (stats: IngestStats) => void;
  signal?: AbortSignal;
  /** Errors kept in stats.errors (all are counted in `skipped`). */
  maxErrorsKept?: number;
}

/** A run stopped by its signal; `stats.committed` says what of it the store holds. */
export class IngestAborted extends Error {
  override name = 'IngestAborted';
  constructor(readonly stats: IngestStats) {
    super(
      stats.committed.stored + stats.committed.unchanged === 0
        ? 'ingest interrupted; nothing was stored'
        : `ingest interrupted; stored ${stats.committed.stored} articles (through ${stats.committed.through!.file}:${stats.committed.through!.line}), nothing after`,
    );
  }
}

/** A run stopped by an error; `stats.committed` says what of it the store holds. */
export class IngestFailed extends Error {
  override name = 'IngestFailed';
  constructor(
    override readonly cause: unknown,
    readonly stats: IngestStats,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

interface Batch {
  articles: NormalizedArticle[];
  /** Counts and position when the batch was cut: what a commit after it covers. */
  upTo: Omit<CommittedPart, 'stored'>;
}

/**
 * Longest stretch of synchronous work between two looks at the signal: signal handlers run only when the
 * thread is free (and the tsx command, where it runs the CLI, kills a child that is not free within 30 ms).
 */
export const YIELD_EVERY_MS = 10;
export const yieldToEvents = () => new Promise<void>((resolve) => setImmediate(resolve));

/** An article already stored with these very fields and an NLP layer: a re-run can leave it. */
function createUnchangedCheck(db: Db) {
  const stored = db.prepare('SELECT doc, parse_at FROM articles WHERE id = ? AND nlp_doc IS NOT NULL');
  return (article: NormalizedArticle, parseDateGiven: boolean): boolean => {
    const row = stored.get(article.doc.id) as { doc: string | Buffer; parse_at: number } | undefined;
    // A parse date filled in at ingest is the time of the run that stored the article: it stays.
    return (
      row !== undefined &&
      (!parseDateGiven || row.parse_at === article.parseAt) &&
      decodeArticleDoc(row.doc) === JSON.stringify(article.doc)
    );
  };
}

/**
 * Ingests lines (or already-parsed objects) into `db`: in a single transaction, or with `commitEvery` in
 * one transaction per batch. Rejects with IngestAborted when `signal` aborts (also in the middle of a
 * batch's enrichment), and with IngestFailed on any other error; either way every transaction not committed
 * is rolled back.
 */
export async function ingest(
  db: Db,
  lines:
    | AsyncIterable<SourceLine | { file: string; line: number; value: unknown }>
    | Iterable<SourceLine | { file: string; line: number; value: unknown }>,
  options: IngestOptions = {},
): Promise<IngestStats> {
  const { stages = {}, onProgress, signal, maxErrorsKept = 1000, commitEvery } = options;
  const batchSize = Math.max(1, Math.min(options.batchSize ?? 500, commitEvery ?? Infinity));
  const now = options.now ?? nowSeconds();
  const writer = createArticleWriter(db);
  const isUnchanged = commitEvery ? createUnchangedCheck(db) : null;
  const committed: CommittedPart = { read: 0, stored: 0, skipped: 0, unchanged: 0, through: null };
  const stats: IngestStats = { read: 0, stored: 0, skipped: 0, errors: [], unchanged: 0, committed };
  const skip = (error: LineError) => {
    stats.skipped++;
    if (stats.errors.length < maxErrorsKept) stats.errors.push(error);
  };

  // Rejects as soon as the signal aborts, whatever is being waited for.
  let onAbort: (() => void) | undefined;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(new IngestAborted(stats));
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
  });
  aborted.catch(() => {}); // only ever awaited through the races below
  const checkSignal = () => {
    if (signal?.aborted) throw new IngestAborted(stats);
  };
  const unlessAborted = <T>(promise: Promise<T>): Promise<T> =>
    signal ? Promise.race([promise, aborted]) : promise;

  let storedSinceCommit = 0;
  const commit = (upTo: Batch['upTo'] | null) => {
    stages.beforeCommit?.();
    db.exec('COMMIT');
    Object.assign(committed, upTo ?? {}, { stored: stats.stored });
    storedSinceCommit = 0;
  };

  const writeBatch = async ({ articles, upTo }: Batch, computed: (StoredNlp | null)[]) => {
    let next = 0;
    let since = performance.now();
    for (const article of articles) {
      const nlp = article.nlp === null && stages.enrich ? (computed[next++] ?? null) : null;
      const rowid = writer.write(article, nlp);
      const queued = queuedIds.get(article.doc.id)! - 1;
      if (queued === 0) queuedIds.delete(article.doc.id);
      else queuedIds.set(article.doc.id, queued);
      stages.afterWrite?.(article, rowid, nlp);
      stats.stored++;
      storedSinceCommit++;
      if (performance.now() - since > YIELD_EVERY_MS) {
        await yieldToEvents();
        checkSignal();
        since = performance.now();
      }
    }
    if (commitEvery && storedSinceCommit >= commitEvery) {
      checkSignal();
      commit(upTo);
      db.exec('BEGIN IMMEDIATE');
    }
    onProgress?.(stats);
  };

  // Double buffering: while the enrichment workers handle one batch, this thread parses the next one.
  // Writes stay in input order; at most two batches are in flight.
  let batch: NormalizedArticle[] = [];
  let inFlight: Promise<void> = Promise.resolve();
  // Every chain not settled yet: after an error, the store is rolled back only once none can write.
  const flights = new Set<Promise<void>>();
  // Ids of articles parsed but not written yet (how many of each): the store does not show them, so a later
  // line with the same id is never taken as unchanged.
  const queuedIds = new Map<string, number>();
  let position: { file: string; line: number } | null = null;
  const flush = async () => {
    if (batch.length === 0) return;
    const current: Batch = {
      articles: batch,
      upTo: { read: stats.read, skipped: stats.skipped, unchanged: stats.unchanged, through: position },
    };
    batch = [];
    const needing = current.articles.filter((a) => a.nlp === null);
    const enrichment =
      stages.enrich && needing.length > 0 ? stages.enrich(needing, signal) : Promise.resolve([]);
    enrichment.catch(() => {}); // awaited below, unless the run stops first
    const previous = inFlight;
    inFlight = (async () => {
      const computed = await unlessAborted(enrichment);
      await previous;
      checkSignal();
      await writeBatch(current, computed);
    })();
    const flight = inFlight;
    flights.add(flight);
    // Handled where it is awaited; this also keeps it from counting as unhandled.
    flight.then(
      () => flights.delete(flight),
      () => flights.delete(flight),
    );
    await unlessAborted(previous);
  };

  db.exec('BEGIN IMMEDIATE');
  try {
    for await (const item of lines) {
      checkSignal();
      stats.read++;
      position = { file: item.file, line: item.line };
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
      if (isUnchanged && result.article.nlp === null && !queuedIds.has(result.article.doc.id)) {
        const parseDateGiven = (value as { parse_date?: unknown }).parse_date != null;
        if (isUnchanged(result.article, parseDateGiven)) {
          stats.unchanged++;
          continue;
        }
      }
      queuedIds.set(result.article.doc.id, (queuedIds.get(result.article.doc.id) ?? 0) + 1);
      batch.push(result.article);
      if (batch.length >= batchSize) await flush();
    }
    await flush();
    await unlessAborted(inFlight);
    checkSignal();
    commit({ read: stats.read, skipped: stats.skipped, unchanged: stats.unchanged, through: position });
  } catch (error) {
    // A batch being written stops at its next look at the signal, or ends its writes.
    await Promise.allSettled([...flights]);
    if (db.inTransaction) db.exec('ROLLBACK');
    if (error instanceof IngestAborted) throw new IngestAborted(stats);
    throw new IngestFailed(error, stats);
  } finally {
    if (onAbort) signal?.removeEventListener('abort', onAbort);
  }
  onProgress?.(stats);
  return stats;
}
