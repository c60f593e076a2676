// The ingest stage of data-breach events: every stored article gets its breach mention (or loses it) in
// breach_mentions, and before the ingest commits the events of every merge group it touched are merged
// again from all of that group's mentions, old and new, and replace the group's stored events.
import type { Db } from '../store/db';
import type { StoredNlp } from '../store/nlp-codec';
import { createEventWriter } from '../store/event-writer';
import { createEvidenceWriter } from './breach-evidence';
import {
  mergeMentions,
  UNNAMED_KEY_PREFIX,
  type BreachEvent,
  type BreachMention,
} from '../analysis/breaches';
import {
  extractStoredMention,
  organisationsOfNlpDoc,
  type ExtractedMention,
  type OrgEntities,
} from './breach-mention';
import type { IngestStages } from './pipeline';
import type { NormalizedArticle } from '../store/article-doc';
import { formatUtc } from '../time';
import { analysisFields, type AnalysisFields } from '../analysis/text/analysis-text';

/** An article as its breach mention is recorded: its id and times. */
export interface MentionArticle {
  id: string;
  publishedAt: number;
  parseAt: number;
}

export interface BreachStage extends Required<Pick<IngestStages, 'afterWrite' | 'beforeCommit'>> {
  /**
   * Records an article's mention as extracted elsewhere (null: it reports no breach), in place of the one stored;
   * its merge groups are merged again at the next beforeCommit. afterWrite extracts, then records.
   */
  record(article: MentionArticle, extracted: ExtractedMention | null): void;
}

interface MentionRow {
  mention: string;
  extracted_at: number;
}

// Mentions merge within a company's merge key, which is also the merge group's key in `events`. A mention that
// names no company merges within the key of the victim its headline describes ("unnamed:victorian student"), whose
// events have no company key; describing none, it is an event of its own: its group is its article.
const loneArticleMergeKey = (articleId: string) => `article:${articleId}`;

/** The organisations of the article's NLP layer: computed by enrichment, or as the article arrived. */
function nerOrganisations(article: NormalizedArticle, nlp: StoredNlp | null): OrgEntities | null {
  if (nlp) return organisationsOfNlpDoc(nlp.doc);
  return article.nlp?.ner_ORG ?? null;
}

/**
 * An event's extraction_date is when its first article was taken in: the article's parse_date, which is the
 * ingest time for articles that arrive without one. An event already stored under the same id keeps its
 * extraction_date, so re-ingests and re-merges never move it.
 */
export interface BreachStageOptions {
  /** The article's text as analysis reads it (default: computed here); the NLP stage shares its own. */
  fieldsOf?: (article: NormalizedArticle) => AnalysisFields;
  /**
   * The article's mention when it was already extracted elsewhere (the enrichment workers do it beside the NLP,
   * from the same text and organisations): null for no breach, undefined to extract it here.
   */
  extracted?: (article: NormalizedArticle) => ExtractedMention | null | undefined;
}

export function createBreachStage(db: Db, options: BreachStageOptions = {}): BreachStage {
  const fieldsOf = options.fieldsOf ?? ((article: NormalizedArticle) => analysisFields(article.doc));
  const removeMention = db.prepare(
    'DELETE FROM breach_mentions WHERE article_id = ? RETURNING company_key, extracted_at',
  );
  const insertMention = db.prepare(
    'INSERT INTO breach_mentions (article_id, company_key, published_at, mention, extracted_at) VALUES (?, ?, ?, ?, ?)',
  );
  const mentionsOfCompany = db.prepare(
    'SELECT mention, extracted_at FROM breach_mentions WHERE company_key = ?',
  );
  const mentionOfArticle = db.prepare(
    'SELECT mention, extracted_at FROM breach_mentions WHERE article_id = ? AND company_key IS NULL',
  );
  const events = createEventWriter(db);
  const writeEvidence = createEvidenceWriter(db, events);

  // Merge groups touched since the last commit: company keys, and articles whose mention names no company.
  // (After a rolled-back ingest they stay listed; merging them again at the next commit changes nothing.)
  const touchedCompanies = new Set<string>();
  const touchedLoneArticles = new Set<string>();
  const touch = (key: string | null, articleId: string) => {
    if (key === null) touchedLoneArticles.add(articleId);
    else touchedCompanies.add(key);
  };

  const remerge = (key: string | null, mergeKey: string, rows: MentionRow[]) => {
    const extractedAt = new Map<string, number>();
    const mentions = rows.map((row) => {
      const mention = JSON.parse(row.mention) as BreachMention;
      extractedAt.set(mention.articleId, row.extracted_at);
      return mention;
    });
    const stored = events.storedExtractionTimes(mergeKey);
    const merged = mergeMentions(mentions, {
      extractionDate: (mention) => formatUtc(extractedAt.get(mention.articleId)!),
    }).map((event): BreachEvent => {
      const kept = stored.get(event.id);
      return kept === undefined ? event : { ...event, extraction_date: formatUtc(kept) };
    });
    events.replaceGroup(mergeKey, key, merged);
    writeEvidence(mergeKey, merged, mentions);
  };

  const record = (article: MentionArticle, extracted: ExtractedMention | null) => {
    const previous = removeMention.get(article.id) as
      { company_key: string | null; extracted_at: number } | undefined;
    if (previous) touch(previous.company_key, article.id);
    if (!extracted) return;
    const key = extracted.companyKey;
    // An article that stays a breach report keeps the time it was first extracted.
    const extractedAt = previous ? Math.min(previous.extracted_at, article.parseAt) : article.parseAt;
    insertMention.run(article.id, key, article.publishedAt, extracted.mention, extractedAt);
    touch(key, article.id);
  };

  return {
    record,

    afterWrite(article, _rowid, nlp) {
      const { doc } = article;
      let extracted = options.extracted?.(article);
      if (extracted === undefined) {
        // The capped text enrichment read too, so an article of any size costs a bounded time here.
        extracted = extractStoredMention(fieldsOf(article), doc, () => nerOrganisations(article, nlp));
      }
      record({ id: doc.id, publishedAt: article.publishedAt, parseAt: article.parseAt }, extracted);
    },

    beforeCommit() {
      for (const key of touchedCompanies) {
        const companyKey = key.startsWith(UNNAMED_KEY_PREFIX) ? null : key;
        remerge(companyKey, key, mentionsOfCompany.all(key) as MentionRow[]);
      }
      for (const articleId of touchedLoneArticles) {
        remerge(null, loneArticleMergeKey(articleId), mentionOfArticle.all(articleId) as MentionRow[]);
      }
      touchedCompanies.clear();
      touchedLoneArticles.clear();
    },
  };
}
