// Answers of the local service kept by request, so a repeated query is answered from memory. An entry is
// only served while the store is as it was when the answer was computed: a write of this connection
// (total_changes) empties the cache at once, a commit of another process (the ingest CLI: SQLite's
// data_version) within a millisecond — reading data_version takes the file locks, which under load cost as
// much as the rest of a cached answer, so it is read at most once per millisecond. Keys are built by the
// operations after their plan and date checks, from the request as interpreted (relative dates resolved to
// seconds), so what depends on the clock is in the key and a hit is byte-for-byte the answer the query would
// give now. Bounded by bytes, least recently used out first.
import type { Db } from '../store/db';

export interface AnswerCache {
  /** The cached answer for `key`, or `compute()`'s (kept when it fits). Errors thrown are never kept. */
  answer(key: string, compute: () => Buffer): Buffer;
  /** Entries and bytes held, and how often a request was answered from memory. */
  stats(): { entries: number; bytes: number; hits: number; misses: number };
}

/** How stale a commit of another process may be, at most, before the cache sees it (ms). */
export const OTHER_PROCESS_CHECK_MS = 1;

/** No single answer takes more than this share of the budget, so one huge page cannot flush the rest. */
const LARGEST_SHARE = 8;

export function createAnswerCache(db: Db, maxBytes: number): AnswerCache {
  const entries = new Map<string, Buffer>();
  const totalChanges = db.prepare('SELECT total_changes()').pluck();
  const dataVersion = db.prepare('PRAGMA data_version').pluck();
  let changes: unknown = null;
  let version: unknown = null;
  let versionReadAt = -Infinity;
  /** False when the store changed since the last call. */
  const storeUnchanged = (): boolean => {
    const nowChanges = totalChanges.get();
    let nowVersion = version;
    const now = performance.now();
    if (now - versionReadAt >= OTHER_PROCESS_CHECK_MS) {
      nowVersion = dataVersion.get();
      versionReadAt = now;
    }
    const unchanged = nowChanges === changes && nowVersion === version;
    changes = nowChanges;
    version = nowVersion;
    return unchanged;
  };
  let bytes = 0;
  let hits = 0;
  let misses = 0;
  const sizeOf = (key: string, value: Buffer) => key.length * 2 + value.byteLength;

  const clear = () => {
    entries.clear();
    bytes = 0;
  };

  return {
    answer(key, compute) {
      if (maxBytes <= 0) return compute();
      if (!storeUnchanged()) clear();
      const cached = entries.get(key);
      if (cached) {
        hits++;
        // Most recently used goes last in the map's order.
        entries.delete(key);
        entries.set(key, cached);
        return cached;
      }
      misses++;
      const value = compute();
      const size = sizeOf(key, value);
      if (size > maxBytes / LARGEST_SHARE) return value;
      // Answers below Buffer's pool size may be views into a shared slab; a copy keeps the entry's memory
      // its own.
      const kept = value.byteLength < Buffer.poolSize ? Buffer.from(value) : value;
      entries.set(key, kept);
      bytes += size;
      for (const [oldKey, oldValue] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldKey);
        bytes -= sizeOf(oldKey, oldValue);
      }
      return kept;
    },
    stats: () => ({ entries: entries.size, bytes, hits, misses }),
  };
}
