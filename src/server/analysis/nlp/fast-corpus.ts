// The shipped news texts the fast analyser's lexicon is built from and measured on (build and bench time only):
// HuffPost headlines and descriptions, NewsDataHub cybersecurity titles and descriptions, each a text of its own.
import { readFileSync } from 'node:fs';
import { parseCsv } from '../text/csv';
import { DEFAULT_CYBERSECURITY_PATH, DEFAULT_HUFFPOST_PATH } from './training-corpus';

export function readCorpusTexts(
  huffPostPath = DEFAULT_HUFFPOST_PATH,
  cybersecurityPath = DEFAULT_CYBERSECURITY_PATH,
): string[] {
  const texts: string[] = [];
  for (const line of readFileSync(huffPostPath, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const record = JSON.parse(line) as { headline: string; short_description: string };
    texts.push(record.headline, record.short_description);
  }
  const [header, ...rows] = parseCsv(readFileSync(cybersecurityPath, 'utf8'));
  if (header) {
    const title = header.indexOf('title');
    const description = header.indexOf('description');
    for (const row of rows) if (row.length === header.length) texts.push(row[title]!, row[description]!);
  }
  return texts.filter((text) => text.trim());
}

/**
 * The texts set aside from the lexicon build, by a hash of the text alone (FNV-1a, 0 mod 10), so that the same
 * text is on the same side wherever it occurs.
 */
export function isHeldOutText(text: string): boolean {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash % 10 === 0;
}
