// Stores for a test file: each in a new temporary folder, closed and deleted after every test.
import fs from 'node:fs';
import { afterEach } from 'vitest';
import { openStore, type Db } from '../../src/server/store/db';
import { tempDir } from './fixtures';

/** Call at the top level of a test file; returns what makes a fresh store (with its folder). */
export function useTempStores(): () => { dir: string; db: Db } {
  const dirs: string[] = [];
  const dbs: Db[] = [];
  afterEach(() => {
    for (const db of dbs.splice(0)) db.close();
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = tempDir();
    dirs.push(dir);
    const db = openStore(dir);
    dbs.push(db);
    return { dir, db };
  };
}
