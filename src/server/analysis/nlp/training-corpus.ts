// Reads the labelled news the theme model is trained and measured on (build time only; see README.md).
import { readFileSync } from 'node:fs';
import { HUFFPOST_CATEGORY_THEMES, splitOfLink, type LabelledText } from './theme-training';
import { parseCsv } from '../text/csv';

export const DEFAULT_HUFFPOST_PATH = '/work/shared/data/news/huffpost_news_category_v3_first10000.jsonl';
export const DEFAULT_CYBERSECURITY_PATH = '/work/shared/data/news/newsdatahub_cybersecurity_news_en_3000.csv';

interface HuffPostRecord {
  headline: string;
  short_description: string;
  category: string;
  link: string;
}

/**
 * HuffPost headlines with their descriptions, labelled by section. Duplicate links are kept once, so the
 * same headline cannot land in both a training and a test split.
 */
export function readHuffPostTexts(path = DEFAULT_HUFFPOST_PATH): LabelledText[] {
  const seenLinks = new Set<string>();
  const texts: LabelledText[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const record = JSON.parse(line) as HuffPostRecord;
    const theme = HUFFPOST_CATEGORY_THEMES[record.category];
    if (!theme) throw new Error(`no theme for HuffPost category ${record.category}`);
    if (seenLinks.has(record.link)) continue;
    seenLinks.add(record.link);
    texts.push({
      text: joinHeadline(record.headline, record.short_description),
      theme,
      category: record.category,
      split: splitOfLink(record.link),
    });
  }
  return texts;
}

/** NewsDataHub cybersecurity headlines and descriptions, all labelled Tech. */
export function readCybersecurityTexts(path = DEFAULT_CYBERSECURITY_PATH): LabelledText[] {
  const [header, ...rows] = parseCsv(readFileSync(path, 'utf8'));
  if (!header) return [];
  const titleColumn = header.indexOf('title');
  const descriptionColumn = header.indexOf('description');
  return rows
    .filter((row) => row.length === header.length)
    .map((row) => {
      const title = row[titleColumn] ?? '';
      const description = row[descriptionColumn] ?? '';
      return {
        text: joinHeadline(title, description === title ? '' : description),
        theme: 'Tech' as const,
      };
    });
}

/**
 * Every `CYBERSECURITY_SAMPLE_EVERY`-th cybersecurity text joins the Tech training data: about 500 texts,
 * ten times HuffPost's TECH section, without letting security news define all of Tech.
 */
export const CYBERSECURITY_SAMPLE_EVERY = 6;

export function sampleCybersecurity<T>(texts: readonly T[]): T[] {
  return texts.filter((_, i) => i % CYBERSECURITY_SAMPLE_EVERY === 0);
}

function joinHeadline(headline: string, description: string): string {
  const trimmed = headline.trim();
  const separator = /[.!?]$/.test(trimmed) ? ' ' : '. ';
  return description.trim() ? `${trimmed}${separator}${description.trim()}` : trimmed;
}
