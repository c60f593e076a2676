// Keeps BREACH_RULES_FINGERPRINT true: a hash of what ingest's breach extraction makes of the fixture corpus (every
// row of the tuning parts and of the 400-row sample, never the held-out files, and the HIBP sample): each article's
// mention and merge key as the enrichment workers extract them (NLP layer included, since the company rules read
// its organisations), the events merged from all of them, and each event's evidence. A change that moves any of it
// fails here with the new value; setting BREACH_RULES_FINGERPRINT to it makes every older store re-extract its
// events when it is next opened (breach-refresh.ts).
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EVAL_PARTS, readCyberNews, readHibp } from '../analysis/breaches/evaluate';
import { mergeMentions, type BreachInputArticle, type BreachMention } from '../analysis/breaches';
import { evidenceFieldsOf, findEvidence } from '../analysis/breaches/evidence';
import { analysisFields } from '../analysis/text/analysis-text';
import { newsEvalArticle, hibpEvalArticle } from '../quality/breach-pipeline';
import { run } from './enrich-job';
import { BREACH_RULES_FINGERPRINT } from './breach-refresh';

const FIXTURES = join(__dirname, '..', '..', '..', 'test', 'fixtures', 'breaches');
const NEWS_FILES = [
  'cybersecurity_news_sample.csv',
  ...EVAL_PARTS.filter((part) => part !== 'heldout').map((part) => `eval_${part}.csv`),
];

function corpus(): BreachInputArticle[] {
  const byId = new Map<string, BreachInputArticle>();
  for (const file of NEWS_FILES)
    for (const row of readCyberNews(join(FIXTURES, file))) byId.set(row.id, newsEvalArticle(row));
  for (const record of readHibp(join(FIXTURES, 'hibp_breaches_sample.jsonl'))) {
    const article = hibpEvalArticle(record);
    byId.set(article.id, article);
  }
  return [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

describe('BREACH_RULES_FINGERPRINT', () => {
  it('is the hash of what breach extraction makes of the fixture corpus', () => {
    const articles = corpus();
    expect(articles.length).toBeGreaterThan(2500);
    const hash = createHash('sha256');
    const mentions: BreachMention[] = [];
    for (const article of articles) {
      // The enrichment workers' job, as ingest runs it (stages.ts): the NLP layer, then the mention from the same text.
      const { breach } = run({
        ...analysisFields(article),
        language: 'en',
        breach: { id: article.id, published_date: article.published_date },
      });
      hash.update(`${article.id}\t${breach?.companyKey ?? ''}\t${breach?.mention ?? ''}\n`);
      if (breach) mentions.push(JSON.parse(breach.mention) as BreachMention);
    }
    const byId = new Map(articles.map((a) => [a.id, a]));
    const events = mergeMentions(mentions);
    for (const event of events) {
      const evidence = findEvidence(
        evidenceFieldsOf(event, mentions),
        event.associated_article_ids.map((id) => byId.get(id)!),
      );
      hash.update(`${JSON.stringify(event)}\n${JSON.stringify(evidence)}\n`);
    }
    expect(events.length).toBeGreaterThan(500);
    expect(hash.digest('hex').slice(0, 16)).toBe(BREACH_RULES_FINGERPRINT);
    // ~10 s alone; several times that beside the rest of the suite on two cores.
  }, 180_000);
});
