// The ingest stages every path into the store uses (ingest CLI, demo seeding): NLP enrichment of articles
// that arrive without `nlp`, and breach-event extraction.
import { availableParallelism } from 'node:os';
import type { Db } from '../store/db';
import { yieldToEvents, YIELD_EVERY_MS, type IngestStages } from './pipeline';
import { createBreachStage } from './breach-stage';
import { createEnrichmentPool, type EnrichmentPool, type NlpInput } from '../analysis/nlp';
import type { StoredNlp } from '../store/nlp-codec';
import type { NormalizedArticle } from '../store/article-doc';
import { analysisFields, type AnalysisFields } from '../analysis/text/analysis-text';
import type { EnrichJobResult } from './enrich-job';

/** The workers' job: enrichment, and the encoding of its results for the store (see enrich-job.ts). */
const ENRICH_JOB = new URL('./enrich-job.ts', import.meta.url);

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
  let pool: EnrichmentPool<NlpInput, EnrichJobResult> | null = null;
  return {
    async enrich(articles, signal) {
      pool ??= createEnrichmentPool({ workers: options.workers ?? availableParallelism(), job: ENRICH_JOB });
      // Converting and capping a batch's texts takes a while: signals are taken between articles.
      const inputs: NlpInput[] = [];
      let since = performance.now();
      for (const article of articles) {
        inputs.push({ ...fieldsOf(article), language: article.doc.language });
        if (performance.now() - since > YIELD_EVERY_MS) {
          await yieldToEvents();
          signal?.throwIfAborted();
          since = performance.now();
        }
      }
      const results = await pool.enrich(inputs, { signal });
      return results.map(({ doc, iptcDoc, embedding }): StoredNlp => ({
        doc,
        iptcDoc,
        embedding: embedding && Buffer.from(embedding.buffer, embedding.byteOffset, embedding.byteLength),
      }));
    },
    afterWrite: breachEvents.afterWrite,
    beforeCommit: breachEvents.beforeCommit,
    async close() {
      await pool?.close();
    },
  };
}
