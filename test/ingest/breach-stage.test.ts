// The breach-event ingest stage over a real store: mentions per article, events re-merged per company,
// stable ids and extraction dates, articles that stop being breaches, and atomicity with the ingest.
import fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Database from 'better-sqlite3';
import { migrate, openStore, type Db } from '../../src/server/store/db';
import { migrations } from '../../src/server/store/migrations';
import { ingest } from '../../src/server/ingest/pipeline';
import { createBreachStage } from '../../src/server/ingest/breach-stage';
import { createIngestStages } from '../../src/server/ingest/stages';
import { extractBreach } from '../../src/server/analysis/breaches';
import type * as EventsModule from '../../src/server/analysis/breaches';
import { breachArticle, breachTexts } from '../helpers/breach-articles';
import { sourceLines, tempDir } from '../helpers/fixtures';
import { encodeNlp } from '../../src/server/store/nlp-codec';

// Real extraction, observed: the test on ner_ORG checks what the stage hands to it.
vi.mock('../../src/server/analysis/breaches', async (importOriginal) => {
  const actual = await importOriginal<typeof EventsModule>();
  return { ...actual, extractBreach: vi.fn(actual.extractBreach) };
});

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0) / 1000;
const dirs: string[] = [];
const dbs: Db[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) db.close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function freshStore(): Db {
  const dir = tempDir();
  dirs.push(dir);
  const db = openStore(dir);
  dbs.push(db);
  return db;
}

function ingestArticles(db: Db, articles: Record<string, unknown>[], now = NOW) {
  return ingest(db, sourceLines(articles), { stages: createBreachStage(db), now });
}

interface StoredEvent {
  id: string;
  company_name: string | null;
  associated_article_ids: string[];
  extraction_date: string;
  event_date: string | null;
  data_breach: { data_type: string; impacted: string[]; data: string; summary: string; title: string };
}

function storedEvents(db: Db): StoredEvent[] {
  const rows = db.prepare('SELECT doc FROM events ORDER BY id').all() as { doc: string }[];
  return rows.map((row) => JSON.parse(row.doc) as StoredEvent);
}

const eventOf = (db: Db, company: string | null) =>
  storedEvents(db).filter((e) => e.company_name === company);

function tables(db: Db) {
  return {
    events: db.prepare('SELECT * FROM events ORDER BY id').all(),
    mentions: db.prepare('SELECT * FROM breach_mentions ORDER BY article_id').all(),
  };
}

describe('createBreachStage', () => {
  it('merges the reports of one breach into one event and leaves other articles out', async () => {
    const db = freshStore();
    await ingestArticles(db, [
      breachArticle('northwindFirst'),
      breachArticle('bakery'),
      breachArticle('northwindSecond'),
      breachArticle('contoso'),
    ]);
    const northwind = eventOf(db, 'Northwind Health');
    expect(northwind).toHaveLength(1);
    expect(northwind[0]).toMatchObject({
      event_type: 'data_breach',
      global_event_type: 'DataMonitoring',
      associated_article_ids: ['northwind-1', 'northwind-2'],
      // The first article's parse time: when the event was first extracted.
      extraction_date: '2026-10-10 09:20:00',
      event_date: '2026-10-03 00:00:00',
      data_breach: { data_type: 'health', impacted: ['patients'] },
    });
    expect(eventOf(db, 'Contoso Bank')[0]?.associated_article_ids).toEqual(['contoso-1']);
    expect(storedEvents(db).flatMap((e) => e.associated_article_ids)).not.toContain('bakery-1');
    expect(db.prepare('SELECT article_id FROM breach_mentions ORDER BY article_id').pluck().all()).toEqual([
      'contoso-1',
      'northwind-1',
      'northwind-2',
    ]);
  });

  it('keeps the columns events_search reads in step with the event', async () => {
    const db = freshStore();
    await ingestArticles(db, [breachArticle('northwindFirst'), breachArticle('northwindSecond')]);
    const row = db.prepare('SELECT * FROM events').get() as Record<string, unknown>;
    const event = JSON.parse(row.doc as string) as StoredEvent;
    expect(row).toMatchObject({
      event_type: 'data_breach',
      company_key: 'northwind',
      merge_key: 'northwind',
      event_at: Date.UTC(2026, 9, 3) / 1000,
      extraction_at: Date.UTC(2026, 9, 10, 9, 20) / 1000,
      data_type: 'health',
      search_company: 'northwind health',
      search_data: event.data_breach.data.toLowerCase(),
      search_impacted: 'patients',
      search_title: event.data_breach.title.toLowerCase(),
    });
  });

  it('merges with the mentions of earlier ingests, keeping the event id and extraction_date', async () => {
    const db = freshStore();
    await ingestArticles(db, [breachArticle('northwindFirst')]);
    const [first] = eventOf(db, 'Northwind Health');
    await ingestArticles(db, [breachArticle('northwindSecond')], NOW + 86_400);
    const [merged] = eventOf(db, 'Northwind Health');
    expect(eventOf(db, 'Northwind Health')).toHaveLength(1);
    expect(merged).toMatchObject({
      id: first!.id,
      extraction_date: first!.extraction_date,
      associated_article_ids: ['northwind-1', 'northwind-2'],
    });
  });

  it('is idempotent: ingesting the same articles again changes no event', async () => {
    const db = freshStore();
    const articles = [
      breachArticle('northwindFirst'),
      breachArticle('northwindSecond'),
      breachArticle('contoso'),
      breachArticle('unnamed'),
    ];
    await ingestArticles(db, articles);
    const before = tables(db);
    await ingestArticles(db, articles, NOW + 7 * 86_400);
    expect(tables(db)).toEqual(before);
  });

  it('keeps extraction_date when the articles carry no parse_date and are ingested again later', async () => {
    const db = freshStore();
    const articles = [breachArticle('contoso', { parse_date: undefined })];
    await ingestArticles(db, articles);
    const [before] = eventOf(db, 'Contoso Bank');
    expect(before?.extraction_date).toBe('2026-11-21 12:00:00');
    await ingestArticles(db, articles, NOW + 86_400);
    expect(eventOf(db, 'Contoso Bank')).toEqual([before]);
  });

  it('keeps the extraction_date an event was first stored with when an article taken in earlier joins it', async () => {
    const db = freshStore();
    // The first report arrives without parse_date (taken in now); a later report parsed in October joins it.
    await ingestArticles(db, [breachArticle('northwindFirst', { parse_date: undefined })]);
    const [first] = eventOf(db, 'Northwind Health');
    expect(first?.extraction_date).toBe('2026-11-21 12:00:00');
    await ingestArticles(db, [breachArticle('northwindSecond')], NOW + 3600);
    expect(eventOf(db, 'Northwind Health')[0]).toMatchObject({
      id: first!.id,
      extraction_date: '2026-11-21 12:00:00',
      associated_article_ids: ['northwind-1', 'northwind-2'],
    });
  });

  it('drops an article edited so it no longer reports a breach', async () => {
    const db = freshStore();
    await ingestArticles(db, [
      breachArticle('northwindFirst'),
      breachArticle('northwindSecond'),
      breachArticle('contoso'),
    ]);
    const [northwind] = eventOf(db, 'Northwind Health');
    const notBreaches = {
      title: breachTexts.bakery.title,
      content: breachTexts.bakery.content,
    };
    await ingestArticles(db, [
      breachArticle('northwindSecond', notBreaches),
      breachArticle('contoso', notBreaches),
    ]);
    expect(eventOf(db, 'Northwind Health')).toHaveLength(1);
    expect(eventOf(db, 'Northwind Health')[0]).toMatchObject({
      id: northwind!.id,
      extraction_date: northwind!.extraction_date,
      associated_article_ids: ['northwind-1'],
    });
    expect(eventOf(db, 'Contoso Bank')).toEqual([]);
    expect(db.prepare('SELECT article_id FROM breach_mentions').pluck().all()).toEqual(['northwind-1']);
  });

  it('keeps an event of its own for a breach that names no company, and removes it with its article', async () => {
    const db = freshStore();
    await ingestArticles(db, [breachArticle('unnamed')]);
    const unnamed = eventOf(db, null);
    expect(unnamed).toHaveLength(1);
    expect(unnamed[0]).toMatchObject({
      associated_article_ids: ['unnamed-1'],
      data_breach: { impacted: ['patients'] },
    });
    expect(db.prepare('SELECT merge_key, company_key FROM events').get()).toEqual({
      merge_key: 'article:unnamed-1',
      company_key: null,
    });
    await ingestArticles(db, [
      breachArticle('unnamed', { title: breachTexts.bakery.title, content: breachTexts.bakery.content }),
    ]);
    expect(storedEvents(db)).toEqual([]);
  });

  it('merges reports naming no company that describe one victim across ingests, with no company key', async () => {
    const db = freshStore();
    const students = (id: string, title: string, published_date: string) =>
      breachArticle('unnamed', {
        id,
        link: `https://www.securitynews.example/${id}`,
        title,
        content:
          'Names, dates of birth and home addresses of thousands of students were taken, the department said.',
        published_date,
        parse_date: published_date,
      });
    await ingestArticles(db, [
      students('vic-1', "Victorian students' personal data exposed in major breach", '2026-10-14 08:00:00'),
    ]);
    await ingestArticles(db, [
      students('vic-2', 'Victorian student information stolen in major data breach', '2026-10-14 09:00:00'),
      breachArticle('unnamed'),
    ]);
    const unnamed = eventOf(db, null);
    expect(unnamed.map((e) => e.associated_article_ids)).toEqual(
      expect.arrayContaining([['vic-1', 'vic-2'], ['unnamed-1']]),
    );
    expect(db.prepare('SELECT merge_key, company_key FROM events ORDER BY merge_key').all()).toEqual([
      { merge_key: 'article:unnamed-1', company_key: null },
      { merge_key: 'unnamed:victorian student', company_key: null },
    ]);
    // Edited so that its headline describes no victim, the article leaves the group for an event of its own.
    await ingestArticles(db, [
      students('vic-2', 'Student information stolen in major data breach', '2026-10-14 09:00:00'),
    ]);
    expect(
      eventOf(db, null)
        .map((e) => e.associated_article_ids)
        .sort(),
    ).toEqual([['unnamed-1'], ['vic-1'], ['vic-2']]);
  });

  it('moves an article to the event of the company it now names', async () => {
    const db = freshStore();
    await ingestArticles(db, [breachArticle('unnamed'), breachArticle('contoso')]);
    const contosoText = breachTexts.contoso;
    await ingestArticles(db, [
      breachArticle('unnamed', { title: contosoText.title, content: contosoText.content }),
    ]);
    expect(eventOf(db, null)).toEqual([]);
    expect(eventOf(db, 'Contoso Bank')[0]?.associated_article_ids).toEqual(['contoso-1', 'unnamed-1']);
  });

  it('leaves mentions and events as they were when the ingest fails', async () => {
    const db = freshStore();
    await ingestArticles(db, [
      breachArticle('northwindFirst'),
      breachArticle('northwindSecond'),
      breachArticle('unnamed'),
    ]);
    const before = tables(db);
    const stage = createBreachStage(db);
    async function* failing() {
      yield {
        file: 'test',
        line: 1,
        value: breachArticle('northwindSecond', {
          title: breachTexts.bakery.title,
          content: breachTexts.bakery.content,
        }),
      };
      yield { file: 'test', line: 2, value: breachArticle('contoso') };
      throw new Error('the input file went away');
    }
    await expect(ingest(db, failing(), { stages: stage, now: NOW, batchSize: 1 })).rejects.toThrow(
      'the input file went away',
    );
    expect(tables(db)).toEqual(before);
    // The same stage, used again after the failure, still ends in the right state.
    await ingest(db, [{ file: 'test', line: 1, value: breachArticle('contoso') }], {
      stages: stage,
      now: NOW,
    });
    expect(eventOf(db, 'Contoso Bank')).toHaveLength(1);
    expect(eventOf(db, 'Northwind Health')[0]?.associated_article_ids).toEqual([
      'northwind-1',
      'northwind-2',
    ]);
  });

  it("hands extraction the article's ner_ORG, from the NLP layer it arrived with", async () => {
    const db = freshStore();
    const ner_ORG = [{ entity_name: 'Contoso Bank', count: 2 }];
    vi.mocked(extractBreach).mockClear();
    await ingestArticles(db, [breachArticle('contoso', { nlp: { ner_ORG } }), breachArticle('bakery')]);
    const inputs = vi.mocked(extractBreach).mock.calls.map(([input]) => input);
    expect(inputs.map((input) => [input.id, input.ner_ORG])).toEqual([
      ['contoso-1', ner_ORG],
      ['bakery-1', null],
    ]);
    expect(inputs[0]).toMatchObject({
      title: breachTexts.contoso.title,
      content: breachTexts.contoso.content,
      published_date: breachTexts.contoso.published_date,
    });
  });

  it('hands extraction the ner_ORG of the NLP layer enrichment computed', async () => {
    const db = freshStore();
    const ner_ORG = [{ entity_name: 'Contoso Bank', count: 2 }];
    vi.mocked(extractBreach).mockClear();
    const stages = {
      ...createBreachStage(db),
      enrich: (articles: unknown[]) => Promise.resolve(articles.map(() => encodeNlp({ ner_ORG }))),
    };
    await ingest(db, [{ file: 'test', line: 1, value: breachArticle('contoso') }], { stages, now: NOW });
    expect(vi.mocked(extractBreach).mock.calls.map(([input]) => input.ner_ORG)).toEqual([ner_ORG]);
  });

  it('is part of the stages every ingest path uses', async () => {
    const db = freshStore();
    const stages = await createIngestStages(db);
    await ingest(db, [{ file: 'test', line: 1, value: breachArticle('contoso') }], { stages, now: NOW });
    expect(eventOf(db, 'Contoso Bank')).toHaveLength(1);
  });
});

describe('migration 4', () => {
  it('fills the merge group and search forms of events stored before it', () => {
    const db = new Database(':memory:');
    dbs.push(db);
    migrate(
      db,
      migrations.filter((m) => m.version < 4),
    );
    const doc = {
      id: 'breach_old',
      event_type: 'data_breach',
      global_event_type: 'DataMonitoring',
      associated_article_ids: ['a-1'],
      extraction_date: '2026-01-02 00:00:00',
      event_date: null,
      company_name: 'Old Corp',
      data_breach: {
        summary: 'Old Summary',
        impacted: ['Customers', 'Staff'],
        data: 'Names',
        data_type: 'personal',
        title: 'Old Corp data breach',
      },
    };
    db.prepare(
      "INSERT INTO events (id, event_type, company_key, event_at, extraction_at, data_type, doc) VALUES ('breach_old', 'data_breach', NULL, NULL, 1767312000, 'personal', ?)",
    ).run(JSON.stringify(doc));
    db.prepare(
      "INSERT INTO breach_mentions (article_id, company_key, published_at, mention) VALUES ('a-1', NULL, 1767225600, '{}')",
    ).run();
    migrate(db, migrations);
    expect(
      db
        .prepare(
          'SELECT merge_key, search_company, search_data, search_impacted, search_summary, search_title FROM events',
        )
        .get(),
    ).toEqual({
      merge_key: 'article:a-1',
      search_company: 'old corp',
      search_data: 'names',
      search_impacted: 'customers\nstaff',
      search_summary: 'old summary',
      search_title: 'old corp data breach',
    });
    expect(db.prepare('SELECT extracted_at FROM breach_mentions').pluck().get()).toBe(1767225600);
  });
});
