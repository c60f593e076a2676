// Pins what extraction makes of real reports, so that changes made for speed alone can show they change nothing:
// the first rows of every tuning part (never the held-out files), breach reports and not, and HIBP records.
// A change that means to alter extraction updates the hash here, with the reason in its commit.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCyberNews, readHibp, readLabels } from './evaluate';
import { extractBreach, extractMention } from './extract';
import { cleanText } from './text';
import type { BreachInputArticle } from './types';

const FIXTURES = join(__dirname, '..', '..', '..', '..', 'test', 'fixtures', 'breaches');
const TUNING_PARTS = ['', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13'];
const REPORTS_PER_PART = 3;
const OTHERS_PER_PART = 1;

const timestamp = (value: string): string => {
  const m = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}:\d{2}))?/.exec(value);
  return m ? `${m[1]} ${m[2] ?? '00:00:00'}` : value;
};

function pinnedArticles(): BreachInputArticle[] {
  const articles: BreachInputArticle[] = [];
  for (const part of TUNING_PARTS) {
    const rows = new Map(readCyberNews(join(FIXTURES, `eval_tuning${part}.csv`)).map((r) => [r.id, r]));
    const labels = readLabels(join(FIXTURES, `eval_tuning${part}_labels.jsonl`));
    const chosen = [
      ...labels.filter((l) => l.is_breach_report).slice(0, REPORTS_PER_PART),
      ...labels.filter((l) => !l.is_breach_report).slice(0, OTHERS_PER_PART),
    ];
    for (const label of chosen) {
      const row = rows.get(label.id)!;
      articles.push({
        id: row.id,
        title: row.title,
        description: row.description,
        published_date: timestamp(row.pubDate),
      });
    }
  }
  for (const record of readHibp(join(FIXTURES, 'hibp_breaches_sample.jsonl')).slice(0, 6)) {
    const text = cleanText(record.Description);
    articles.push({
      id: `hibp:${record.Name}`,
      title: /^.{20,}?[.!?](?=\s+[A-Z]|$)/.exec(text)?.[0] ?? text.slice(0, 160),
      content: text,
      published_date: timestamp(record.AddedDate),
    });
  }
  return articles;
}

describe('extraction of real tuning rows', () => {
  it('is what it was (a hash over the mentions of 58 rows, with and without detection)', () => {
    const articles = pinnedArticles();
    expect(articles).toHaveLength(TUNING_PARTS.length * (REPORTS_PER_PART + OTHERS_PER_PART) + 6);
    const hash = createHash('sha256');
    let detected = 0;
    for (const article of articles) {
      const mention = extractBreach(article);
      if (mention) detected++;
      hash.update(`${JSON.stringify(mention)}\n${JSON.stringify(extractMention(article))}\n`);
    }
    expect(detected).toBe(DETECTED);
    expect(hash.digest('hex').slice(0, 16)).toBe(PINNED_HASH);
  });
});

const DETECTED = 44;
const PINNED_HASH = 'd2064748e4e93def';
