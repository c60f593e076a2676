import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempDir } from '../../../test/helpers/fixtures';
import { createAnswerCache, OTHER_PROCESS_CHECK_MS } from './answer-cache';

describe('answer cache', () => {
  let dir: string;
  let db: Database.Database;
  let computed: string[];
  const compute =
    (key: string, bytes = 10) =>
    () => {
      computed.push(key);
      return Buffer.alloc(bytes, key);
    };

  beforeEach(() => {
    dir = tempDir();
    db = new Database(path.join(dir, 'store.sqlite'));
    db.pragma('journal_mode = WAL');
    db.exec('CREATE TABLE t (x)');
    computed = [];
  });
  afterEach(() => {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers a repeated key from memory, the same bytes', () => {
    const cache = createAnswerCache(db, 1024 * 1024);
    const first = cache.answer('a', compute('a'));
    const second = cache.answer('a', compute('a'));
    expect(computed).toEqual(['a']);
    expect(second.equals(first)).toBe(true);
    expect(cache.stats()).toMatchObject({ entries: 1, hits: 1, misses: 1 });
  });

  it('is emptied by a write of its own connection', () => {
    const cache = createAnswerCache(db, 1024 * 1024);
    cache.answer('a', compute('a'));
    db.exec('INSERT INTO t VALUES (1)');
    cache.answer('a', compute('a'));
    expect(computed).toEqual(['a', 'a']);
  });

  it('is emptied by a commit of another connection (another process ingesting) within a millisecond', async () => {
    const cache = createAnswerCache(db, 1024 * 1024);
    cache.answer('a', compute('a'));
    const other = new Database(path.join(dir, 'store.sqlite'));
    try {
      other.exec('INSERT INTO t VALUES (1)');
    } finally {
      other.close();
    }
    await new Promise((resolve) => setTimeout(resolve, OTHER_PROCESS_CHECK_MS + 1));
    cache.answer('a', compute('a'));
    cache.answer('a', compute('a'));
    expect(computed).toEqual(['a', 'a']);
  });

  it('stays within its byte budget, dropping the least recently used first', () => {
    // 100 bytes per entry (98 of value, 2 of key), room for 8 of them
    const cache = createAnswerCache(db, 800);
    for (const key of 'abcdefgh') cache.answer(key, compute(key, 98));
    cache.answer('a', compute('a', 98)); // a is now the most recent
    cache.answer('i', compute('i', 98)); // b goes
    expect(cache.stats()).toMatchObject({ entries: 8, bytes: 800 });
    computed = [];
    for (const key of 'acdefghi') cache.answer(key, compute(key, 98));
    expect(computed).toEqual([]);
    cache.answer('b', compute('b', 98));
    expect(computed).toEqual(['b']);
  });

  it('does not keep an answer larger than an eighth of the budget', () => {
    const cache = createAnswerCache(db, 800);
    expect(cache.answer('big', compute('big', 120)).length).toBe(120);
    cache.answer('big', compute('big', 120));
    expect(computed).toEqual(['big', 'big']);
    expect(cache.stats().entries).toBe(0);
  });

  it('never keeps a failure', () => {
    const cache = createAnswerCache(db, 1024);
    const failing = () => {
      computed.push('x');
      throw new Error('no');
    };
    expect(() => cache.answer('x', failing)).toThrow('no');
    expect(() => cache.answer('x', failing)).toThrow('no');
    expect(computed).toEqual(['x', 'x']);
  });

  it('computes every time with a budget of 0 (turned off)', () => {
    const cache = createAnswerCache(db, 0);
    cache.answer('a', compute('a'));
    cache.answer('a', compute('a'));
    expect(computed).toEqual(['a', 'a']);
    expect(cache.stats().entries).toBe(0);
  });
});
