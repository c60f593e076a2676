// Breach mentions and events made by other rules than this build's. Mentions, their merge keys, events and their
// evidence are computed when an article is ingested, so a store keeps what the build that ingested it made. The
// store records the fingerprint of the rules it was made with (meta `breach_rules`); when it is not this build's
// (an upgrade that changed the rules, or a store from before the fingerprint was kept), every article's mention is
// extracted again from its stored text and NLP layer, and every merge group merged again: the store then holds
// what a fresh ingest of the same articles makes.
import type { Db } from '../store/db';
import { getMeta, setMeta } from '../store/db';
import type { ArticleDoc } from '../store/article-doc';
import { analysisFields } from '../analysis/text/analysis-text';
import { createBreachStage } from './breach-stage';
import { extractStoredMention, organisationsOfNlpDoc } from './breach-mention';

/**
 * What breach extraction makes of the fixture corpus (mentions, merge keys, events and evidence), as a hash:
 * breach-fingerprint.test.ts computes it and fails, printing the new value, when a change to the rules, the
 * merge, the evidence or the entities they read changes any of it. Set it to that value with the change.
 */
export const BREACH_RULES_FINGERPRINT = '4a389fc6b566433f';

export const BREACH_RULES_META_KEY = 'breach_rules';

/** Articles read and re-extracted per transaction. */
const REFRESH_BATCH = 1000;

export const breachRulesAreCurrent = (db: Db): boolean =>
  getMeta(db, BREACH_RULES_META_KEY) === BREACH_RULES_FINGERPRINT;

export interface RefreshOptions {
  /** After each batch: articles re-extracted so far, of `total`. */
  onProgress?: (done: number, total: number) => void;
}

interface StoredArticleRow {
  rowid: number;
  id: string;
  published_at: number;
  parse_at: number;
  doc_json: string;
  nlp_doc: string | null;
}

/**
 * Brings the store's breach mentions and events to this build's rules when they were made by others; returns the
 * number of articles re-extracted, or null when the store was already current. A store with no articles is
 * marked current at once. Each batch commits on its own and the fingerprint is written last, so a refresh that
 * stops half-way starts again at the next open and ends the same.
 */
export function refreshBreachEvents(db: Db, options: RefreshOptions = {}): number | null {
  if (breachRulesAreCurrent(db)) return null;
  const { total } = db.prepare('SELECT count(*) AS total FROM articles').get() as { total: number };
  const stage = createBreachStage(db);
  const page = db.prepare<[number, number], StoredArticleRow>(`
    SELECT rowid, id, published_at, parse_at, newsdeck_article_doc(doc) AS doc_json, nlp_doc
    FROM articles WHERE rowid > ? ORDER BY rowid LIMIT ?`);
  const refreshBatch = db.transaction((rows: StoredArticleRow[]) => {
    for (const row of rows) {
      const doc = JSON.parse(row.doc_json) as ArticleDoc;
      // As ingest extracts it: the capped text, and the organisations of the stored NLP layer when asked for.
      const extracted = extractStoredMention(analysisFields(doc), doc, () =>
        row.nlp_doc === null ? null : organisationsOfNlpDoc(row.nlp_doc),
      );
      stage.record({ id: row.id, publishedAt: row.published_at, parseAt: row.parse_at }, extracted);
    }
    // Every group an article left or joined is merged again; a group touched in several batches ends with the
    // merge of its last one, when all of its articles have been read.
    stage.beforeCommit();
  });
  let done = 0;
  let after = 0;
  for (;;) {
    const rows = page.all(after, REFRESH_BATCH);
    if (rows.length === 0) break;
    refreshBatch(rows);
    done += rows.length;
    after = rows.at(-1)!.rowid;
    options.onProgress?.(done, total);
  }
  setMeta(db, BREACH_RULES_META_KEY, BREACH_RULES_FINGERPRINT);
  return done;
}
