// The ingest stages every path into the store uses (ingest CLI, demo seeding): NLP enrichment of articles
// that arrive without `nlp`, and breach-event extraction.
import { availableParallelism } from 'node:os';
import type { Db } from '../store/db';
import type { IngestStages } from './pipeline';
import { createBreachStage } from './breach-stage';
import { createEnrichmentPool, type EnrichmentPool } from '../analysis/nlp';
import { encodeNlp } from '../store/nlp-codec';
import type { NormalizedArticle } from '../store/article-doc';
import { analysisFields, type AnalysisFields } from '../analysis/text/analysis-text';

export interface IngestStageSet extends IngestStages {
  close?: () => Promise<void>;
}

export interface IngestStageOptions {
  /** Enrichment worker threads (default: one per core). */
  workers?: number;
}

export async function createIngestStages(db: Db, options: IngestStageOptions = {}): Promise<IngestStageSet> {
  // Each article's capped analysis text, computed once for enrichment and event extraction alike.
  const fields = new WeakMap<NormalizedArticle, AnalysisFields>();
  const fieldsOf = (article: NormalizedArticle): AnalysisFields => {
    let computed = fields.get(article);
    if (!computed) fields.set(article, (computed = analysisFields(article.doc)));
    return computed;
  };
  const breachEvents = createBreachStage(db, { fieldsOf });
  // Started on the first article that needs it: an ingest of already-enriched articles starts no worker.
  let pool: EnrichmentPool | null = null;
  return {
    async enrich(articles) {
      pool ??= createEnrichmentPool({ workers: options.workers ?? availableParallelism() });
      const results = await pool.enrich(
        articles.map((article) => ({ ...fieldsOf(article), language: article.doc.language })),
      );
      return results.map((nlp) => encodeNlp(nlp));
    },
    afterWrite: breachEvents.afterWrite,
    beforeCommit: breachEvents.beforeCommit,
    async close() {
      await pool?.close();
    },
  };
}
