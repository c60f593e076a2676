// Page size of the store file: new stores get 16 KiB pages (article rows of ~3.2 kB, their JSON compressed, then
// share pages four or five at a time instead of one to a 4 KiB page); a store made before keeps its page size.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './db';

const dirs: string[] = [];
const tempFile = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'newsdeck-db-'));
  dirs.push(dir);
  return path.join(dir, 'store.sqlite');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('openDatabase page size', () => {
  it('makes new stores with 16 KiB pages, in both bulk and normal mode', () => {
    for (const bulk of [false, true]) {
      const db = openDatabase(tempFile(), { bulk });
      expect(db.pragma('page_size', { simple: true })).toBe(16384);
      db.close();
    }
  });

  it('leaves the page size of an existing store as it is', () => {
    const file = tempFile();
    const old = new Database(file);
    old.pragma('page_size = 8192');
    old.exec('CREATE TABLE t (x)');
    old.close();
    const db = openDatabase(file);
    expect(db.pragma('page_size', { simple: true })).toBe(8192);
    expect(db.prepare('SELECT count(*) FROM articles').pluck().get()).toBe(0);
    db.close();
  });
});
