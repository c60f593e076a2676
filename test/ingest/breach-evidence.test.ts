// Evidence stored at ingest: written with the events, replaced with their merge group, gone with them.
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/store/db';
import { ingest } from '../../src/server/ingest/pipeline';
import { createBreachStage } from '../../src/server/ingest/breach-stage';
import { eventEvidenceResponseSchema, type EvidenceItem } from '../../src/contract';
import { incidentKey } from '../../src/server/analysis/breaches/company';
import { breachArticle, breachTexts } from '../helpers/breach-articles';
import { sourceLines } from '../helpers/fixtures';
import { useTempStores } from '../helpers/stores';

const NOW = Date.UTC(2026, 10, 21, 12) / 1000;
const tempStore = useTempStores();
const freshStore = () => tempStore().db;

const ingestArticles = (db: Db, articles: Record<string, unknown>[]) =>
  ingest(db, sourceLines(articles), { stages: createBreachStage(db), now: NOW });

interface Row {
  event_id: string;
  merge_key: string;
  evidence: EvidenceItem[];
}

function storedEvidence(db: Db): Row[] {
  const rows = db
    .prepare('SELECT event_id, merge_key, evidence FROM event_evidence ORDER BY event_id')
    .all() as { event_id: string; merge_key: string; evidence: string }[];
  return rows.map((row) => ({
    ...row,
    evidence: eventEvidenceResponseSchema.shape.evidence.parse(JSON.parse(row.evidence)),
  }));
}

const eventIds = (db: Db) =>
  (db.prepare('SELECT id FROM events ORDER BY id').all() as { id: string }[]).map((row) => row.id);

describe('evidence at ingest', () => {
  it('stores one evidence row per event, beside it', async () => {
    const db = freshStore();
    await ingestArticles(db, [
      breachArticle('northwindFirst'),
      breachArticle('contoso'),
      breachArticle('bakery'),
    ]);
    const rows = storedEvidence(db);
    expect(rows.map((row) => row.event_id)).toEqual(eventIds(db));
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.evidence.length).toBeGreaterThan(0);
    const contoso = rows.find((row) => row.merge_key === incidentKey('Contoso Bank'))!;
    expect(new Set(contoso.evidence.map((item) => item.article_id))).toEqual(new Set(['contoso-1']));
  });

  it('replaces a group’s evidence when a new article joins its event', async () => {
    const db = freshStore();
    await ingestArticles(db, [breachArticle('northwindFirst')]);
    const before = storedEvidence(db);
    expect(before.flatMap((row) => row.evidence.map((item) => item.article_id))).not.toContain('northwind-2');

    await ingestArticles(db, [breachArticle('northwindSecond')]);
    const after = storedEvidence(db);
    expect(after.map((row) => row.event_id)).toEqual(eventIds(db));
    expect(after).toHaveLength(1);
    const insurance = after[0]!.evidence.find((item) => item.value === 'health insurance information');
    expect(insurance?.article_id).toBe('northwind-2');
  });

  it('drops the evidence of an event whose article stops being a breach report', async () => {
    const db = freshStore();
    await ingestArticles(db, [breachArticle('contoso')]);
    expect(storedEvidence(db)).toHaveLength(1);
    // The same article (same link, same id) now carries a text that reports no breach.
    await ingestArticles(db, [
      breachArticle('contoso', { title: breachTexts.bakery.title, content: breachTexts.bakery.content }),
    ]);
    expect(eventIds(db)).toEqual([]);
    expect(storedEvidence(db)).toEqual([]);
  });

  it('leaves the evidence as it was when an ingest fails', async () => {
    const db = freshStore();
    await ingestArticles(db, [breachArticle('northwindFirst')]);
    const before = storedEvidence(db);
    const stage = createBreachStage(db);
    await expect(
      ingest(db, sourceLines([breachArticle('northwindSecond')]), {
        stages: {
          ...stage,
          beforeCommit: () => {
            stage.beforeCommit();
            throw new Error('disk full');
          },
        },
        now: NOW,
      }),
    ).rejects.toThrow('disk full');
    expect(storedEvidence(db)).toEqual(before);
  });
});
