// Counting an author's matches: the window, the conditions and the cap.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceLines, tempDir } from '../../../../test/helpers/fixtures';
import { ingest } from '../../ingest/pipeline';
import { openDatabase, type Db } from '../../store/db';
import { createAuthorQueries, type AuthorQuery } from './query';

const NOW = Date.UTC(2026, 10, 21) / 1000;
const DAY = 86_400;

let dir: string;
let db: Db;

beforeAll(async () => {
  dir = tempDir('newsdeck-author-count-');
  db = openDatabase(path.join(dir, 'store.sqlite'));
  const articles = Array.from({ length: 30 }, (_, i) => ({
    title: `Story ${i}`,
    link: `https://www.news.example/story-${i}`,
    published_date: new Date((NOW - i * DAY) * 1000).toISOString(),
    author: i % 3 === 0 ? 'John Roe' : 'Jane Doe',
    language: i % 2 === 0 ? 'en' : 'fr',
  }));
  await ingest(db, sourceLines(articles, 'x'), { now: NOW });
});

afterAll(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const janeLastTwoWeeks: AuthorQuery = {
  nameKey: 'jane doe',
  from: NOW - 14 * DAY,
  to: NOW,
  byParseDate: false,
  conditions: [],
  sortBy: 'date',
};

describe('counting an author window', () => {
  it('counts the matches of the window, conditions and cap included', () => {
    const queries = createAuthorQueries(db);
    // Days 0..14 inclusive, i % 3 !== 0: 10 of 15.
    expect(queries.count(janeLastTwoWeeks, 10_000)).toBe(10);
    expect(queries.count(janeLastTwoWeeks, 4)).toBe(4);
    const english = {
      ...janeLastTwoWeeks,
      conditions: [{ sql: 'aa.language = @lang', values: { lang: 'en' } }],
    };
    // Even days of those: 2, 4, 8, 10, 14.
    expect(queries.count(english, 10_000)).toBe(5);
  });
});
