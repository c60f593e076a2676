// Opening the SQLite store and bringing its schema up to date.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { registerArticleDocFunction } from './article-doc-codec';
import { migrations, type Migration } from './migrations';

export type Db = Database.Database;

export const STORE_FILE = 'newsdeck.sqlite';

export function storePath(dataDir: string): string {
  return path.join(dataDir, STORE_FILE);
}

export function storeExists(dataDir: string): boolean {
  return fs.existsSync(storePath(dataDir));
}

export interface OpenOptions {
  readonly?: boolean;
  /** Bulk loading into a fresh file: no journal, no fsync (the caller renames the file into place when done). */
  bulk?: boolean;
}

/** Opens (creating if needed) the store at `file` and applies pending migrations. */
export function openDatabase(file: string, options: OpenOptions = {}): Db {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file, { readonly: options.readonly ?? false });
  // Page size follows the article row. Rows of ~5 kB (the JSON as text) fitted one to an 8 KiB page, so 4 KiB
  // pages were chosen: the rest spilled onto overflow pages, which SQLite fills to the byte (8.54 -> 7.35 kB
  // per article, 20,000 articles). 16 KiB pages since the article JSON is stored compressed
  // (article-doc-codec.ts): rows of ~3.2 kB fit a 4 KiB page one at a time, the rest of it empty — 5.47 kB per
  // article in all on a 100,000-article demo store, against 4.92 kB on 8 KiB pages and 4.56 kB on 16 KiB pages,
  // which hold four or five rows (the same rows copied with VACUUM, bench/convert-article-docs.ts). Answers of
  // 100 and 1000 articles and lookups of 1000 ids took the same time on 4, 8 and 16 KiB pages in the zlib
  // trial of 2026-11-27 (same rows, same process, 30 rounds).
  // Only takes effect on a new file (before the first table is written); older stores keep their page size.
  if (!options.readonly) db.pragma('page_size = 16384');
  if (options.bulk) {
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
  } else if (!options.readonly) {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
  }
  // 128 MiB of page cache: the pages a busy mix of requests keeps returning to (1000-article pages, lookups of
  // 1000 ids, events with their articles) outgrew 64 MiB on a 1M store, and cycling through a working set a
  // little larger than an LRU cache misses nearly every time (1000/page p50 12.6 -> 9 ms, p99 17 -> 13 ms).
  db.pragma('cache_size = -131072');
  db.pragma('temp_store = MEMORY');
  db.pragma('mmap_size = 268435456');
  // Every SQL reader of articles.doc goes through newsdeck_article_doc (article-doc-codec.ts).
  registerArticleDocFunction(db);
  if (!options.readonly) migrate(db, migrations);
  return db;
}

export function openStore(dataDir: string, options: OpenOptions = {}): Db {
  return openDatabase(storePath(dataDir), options);
}

export function schemaVersion(db: Db): number {
  return db.pragma('user_version', { simple: true }) as number;
}

/** Applies every migration newer than the store's user_version, each in its own transaction. */
export function migrate(db: Db, list: Migration[]): void {
  const current = schemaVersion(db);
  const latest = list.at(-1)?.version ?? 0;
  if (current > latest) {
    throw new Error(`The store's schema (version ${current}) is newer than this build knows (${latest}).`);
  }
  for (const migration of list) {
    if (migration.version <= current) continue;
    for (const [name, fn] of Object.entries(migration.functions ?? {})) {
      db.function(name, { deterministic: true }, fn);
    }
    db.transaction(() => {
      db.exec(migration.sql);
      db.pragma(`user_version = ${migration.version}`);
    })();
  }
}

export function getMeta(db: Db, key: string): string | null {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value ?? null;
}

export function setMeta(db: Db, key: string, value: string): void {
  db.prepare(
    'INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  ).run(key, value);
}
