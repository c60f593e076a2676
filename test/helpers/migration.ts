// Testing a migration on a populated store: the same articles ingested into a fresh store (what the
// migration must reproduce) and copied into a store stopped at an older version, then migrated.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach } from 'vitest';
import { migrate, openDatabase, type Db } from '../../src/server/store/db';
import { decodeArticleDoc, registerArticleDocFunction } from '../../src/server/store/article-doc-codec';
import { migrations } from '../../src/server/store/migrations';
import { ingest } from '../../src/server/ingest/pipeline';
import { sourceLines, tempDir } from './fixtures';

const NOW = Date.UTC(2026, 10, 21) / 1000;

/** Stores of one test, closed and deleted after it. Call at the top level of a test file. */
export function useMigrationStores() {
  const dirs: string[] = [];
  const dbs: Db[] = [];
  afterEach(() => {
    for (const db of dbs.splice(0)) db.close();
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  const freshFile = () => {
    const dir = tempDir('newsdeck-migration-');
    dirs.push(dir);
    return path.join(dir, 'store.sqlite');
  };
  return {
    /** A store at the latest version holding `articles`, ingested. */
    async ingested(articles: Record<string, unknown>[]): Promise<Db> {
      const db = openDatabase(freshFile());
      dbs.push(db);
      await ingest(db, sourceLines(articles, 'x'), { now: NOW });
      return db;
    },
    /** An empty store with the migrations up to `version` only. */
    atVersion(version: number): Db {
      const db = new Database(freshFile());
      dbs.push(db);
      // What this build's readers call when it opens an older store (openDatabase adds it too).
      registerArticleDocFunction(db);
      migrate(
        db,
        migrations.filter((migration) => migration.version <= version),
      );
      return db;
    },
  };
}

/**
 * Copies `columns` (default: all of `from`'s) of every row of `table` from one store into another. Articles'
 * docs go in as the JSON text that stores before version 10 hold (article-doc-codec.ts).
 */
export function copyRows(from: Db, to: Db, table: string, columns?: string[]): void {
  const names =
    columns ?? (from.prepare(`SELECT * FROM ${table}`).columns() as { name: string }[]).map((c) => c.name);
  const insert = to.prepare(
    `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map((c) => `@${c}`).join(', ')})`,
  );
  for (const row of from.prepare(`SELECT ${names.join(', ')} FROM ${table}`).all() as Record<
    string,
    unknown
  >[])
    insert.run(
      table === 'articles' && row.doc instanceof Buffer ? { ...row, doc: decodeArticleDoc(row.doc) } : row,
    );
}

/** Every row of each relation, by the relation's SELECT: what two stores must agree on. */
export function snapshot(db: Db, relations: Record<string, string>): Record<string, unknown[]> {
  return Object.fromEntries(Object.entries(relations).map(([name, sql]) => [name, db.prepare(sql).all()]));
}
