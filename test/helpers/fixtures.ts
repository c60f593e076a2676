// Test data builders that need nothing but node.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function tempDir(prefix = 'newsdeck-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

let counter = 0;

/** A valid v3 article with overridable fields; links are unique per call. */
export function makeArticle(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter++;
  return {
    title: `Test article ${counter}`,
    link: `https://www.testnews.example/2026/article-${counter}`,
    published_date: '2026-11-20 10:00:00',
    author: 'Jane Doe',
    content: 'Lorem ipsum dolor sit amet.',
    language: 'en',
    country: 'US',
    rank: 100,
    name_source: 'Test News',
    ...overrides,
  };
}

/** Values as ingest's source lines (`file`:1, 2, …), for calling the pipeline directly. */
export function sourceLines(values: readonly unknown[], file = 'test') {
  return values.map((value, i) => ({ file, line: i + 1, value }));
}
