// A store whose breach mentions and events were made by other rules gets this build's when it is next opened for
// ingest or serving: the same mentions, events and evidence as a fresh ingest of its articles.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getMeta, setMeta, type Db } from '../../src/server/store/db';
import { ingest } from '../../src/server/ingest/pipeline';
import { createIngestStages } from '../../src/server/ingest/stages';
import { createBreachStage } from '../../src/server/ingest/breach-stage';
import {
  BREACH_RULES_FINGERPRINT,
  BREACH_RULES_META_KEY,
  refreshBreachEvents,
} from '../../src/server/ingest/breach-refresh';
import { readCyberNews } from '../../src/server/analysis/breaches/evaluate';
import { newsEvalArticle } from '../../src/server/quality/breach-pipeline';
import { useTempStores } from '../helpers/stores';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'breaches');
const NOW = Date.UTC(2026, 10, 25, 12) / 1000;
const ARTICLES = readCyberNews(join(fixtures, 'eval_tuning.csv'))
  .map(newsEvalArticle)
  .map((a) => ({ ...a, link: `https://eval.newsdeck.example/${encodeURIComponent(a.id)}`, language: 'en' }));

const tempStore = useTempStores();

async function ingestInto(db: Db, articles: readonly object[]): Promise<void> {
  const stages = await createIngestStages(db, { workers: 1 });
  try {
    const lines = articles.map((value, i) => ({ file: 'refresh', line: i + 1, value }));
    expect((await ingest(db, lines, { stages, now: NOW })).skipped).toBe(0);
  } finally {
    await stages.close?.();
  }
}

/** Everything breach extraction leaves in the store. */
const breachTables = (db: Db) => ({
  mentions: db.prepare('SELECT * FROM breach_mentions ORDER BY article_id').all(),
  events: db.prepare('SELECT * FROM events ORDER BY id').all(),
  evidence: db.prepare('SELECT * FROM event_evidence ORDER BY event_id').all(),
});

interface MentionRow {
  article_id: string;
  company_key: string | null;
  mention: string;
}

/**
 * What an older build might have left: one report missed, one report under another merge key (its incident split),
 * an article that reports no breach taken for one, and the fingerprint of other rules.
 */
function ageStore(db: Db): void {
  const mentions = db
    .prepare('SELECT article_id, company_key, mention FROM breach_mentions')
    .all() as MentionRow[];
  const keyed = mentions.filter((m) => m.company_key !== null);
  const stage = createBreachStage(db);
  const times = db.prepare(
    'SELECT published_at AS publishedAt, parse_at AS parseAt FROM articles WHERE id = ?',
  );
  const at = (id: string) => ({ id, ...(times.get(id) as { publishedAt: number; parseAt: number }) });
  db.transaction(() => {
    stage.record(at(keyed[0]!.article_id), null);
    const renamed = { ...JSON.parse(keyed[1]!.mention), company_name: 'Older Rules Name' };
    stage.record(at(keyed[1]!.article_id), {
      mention: JSON.stringify(renamed),
      companyKey: 'older rules name',
    });
    const quiet = ARTICLES.find((a) => !mentions.some((m) => m.article_id === a.id))!;
    const falseReport = {
      ...JSON.parse(keyed[2]!.mention),
      articleId: quiet.id,
      company_name: 'Not A Victim',
    };
    stage.record(at(quiet.id), { mention: JSON.stringify(falseReport), companyKey: 'not a victim' });
    stage.beforeCommit();
  })();
  setMeta(db, BREACH_RULES_META_KEY, 'older rules');
}

describe('breach events made by other rules', () => {
  it('a fresh store is marked with this build’s rules', async () => {
    const { db } = tempStore();
    await ingestInto(db, ARTICLES.slice(0, 5));
    expect(getMeta(db, BREACH_RULES_META_KEY)).toBe(BREACH_RULES_FINGERPRINT);
    expect(refreshBreachEvents(db)).toBeNull();
  });

  it('are extracted and merged again, as a fresh ingest makes them', async () => {
    const { db } = tempStore();
    await ingestInto(db, ARTICLES);
    const fresh = breachTables(db);
    expect(fresh.events.length).toBeGreaterThan(10);

    ageStore(db);
    const aged = breachTables(db);
    expect(aged.mentions).not.toEqual(fresh.mentions);
    expect(aged.events).not.toEqual(fresh.events);

    const progress: number[] = [];
    expect(refreshBreachEvents(db, { onProgress: (done) => progress.push(done) })).toBe(ARTICLES.length);
    expect(progress.at(-1)).toBe(ARTICLES.length);
    expect(breachTables(db)).toEqual(fresh);
    expect(getMeta(db, BREACH_RULES_META_KEY)).toBe(BREACH_RULES_FINGERPRINT);
    expect(refreshBreachEvents(db)).toBeNull();
  });

  it('are brought up to date before an ingest adds to them, also in a store that recorded no rules', async () => {
    const { db } = tempStore();
    await ingestInto(db, ARTICLES.slice(0, 60));
    const reference = tempStore().db;
    await ingestInto(reference, ARTICLES);

    ageStore(db);
    db.prepare('DELETE FROM meta WHERE key = ?').run(BREACH_RULES_META_KEY);
    await ingestInto(db, ARTICLES.slice(60));
    expect(breachTables(db).events).toEqual(breachTables(reference).events);
    expect(breachTables(db).evidence).toEqual(breachTables(reference).evidence);
  }, 60_000);
});
