// The ingest stages every path into the store uses (ingest CLI, demo seeding): NLP enrichment of articles
// that arrive without `nlp`, and breach-event extraction. The enrichment workers also extract the breach mention
// of each article they enrich; the main thread extracts only those of articles that arrive with `nlp`, and
// stores mentions and merges events.
import { availableParallelism } from 'node:os';
import type { Db } from '../store/db';
import { yieldToEvents, YIELD_EVERY_MS, type IngestStages } from './pipeline';
import { createBreachStage } from './breach-stage';
import { refreshBreachEvents } from './breach-refresh';
import { createEnrichmentPool, type EnrichmentPool } from '../analysis/nlp';
import type { StoredNlp } from '../store/nlp-codec';
import type { NormalizedArticle } from '../store/article-doc';
import { analysisFields, type AnalysisFields } from '../analysis/text/analysis-text';
import type { EnrichJobInput, EnrichJobResult } from './enrich-job';
import type { ExtractedMention } from './breach-mention';

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
  // New articles merge with the stored mentions of their incident: those must be this build's first.
  refreshBreachEvents(db);
  // Each article's capped analysis text, computed once for enrichment and event extraction alike.
  const fields = new WeakMap<NormalizedArticle, AnalysisFields>();
  const fieldsOf = (article: NormalizedArticle): AnalysisFields => {
    let computed = fields.get(article);
    if (!computed) fields.set(article, (computed = analysisFields(article.doc)));
    return computed;
  };
  // Mentions the workers extracted, until the article is written (then taken out).
  const mentions = new WeakMap<NormalizedArticle, ExtractedMention | null>();
  const extracted = (article: NormalizedArticle): ExtractedMention | null | undefined => {
    const mention = mentions.get(article);
    mentions.delete(article);
    return mention;
  };
  const breachEvents = createBreachStage(db, { fieldsOf, extracted });
  // Started on the first article that needs it: an ingest of already-enriched articles starts no worker.
  let pool: EnrichmentPool<EnrichJobInput, EnrichJobResult> | null = null;
  return {
    async enrich(articles, signal) {
      pool ??= createEnrichmentPool({ workers: options.workers ?? availableParallelism(), job: ENRICH_JOB });
      // Converting and capping a batch's texts takes a while: signals are taken between articles.
      const inputs: EnrichJobInput[] = [];
      let since = performance.now();
      for (const article of articles) {
        const { doc } = article;
        inputs.push({
          ...fieldsOf(article),
          language: doc.language,
          breach: { id: doc.id, published_date: doc.published_date },
          articleJson: JSON.stringify(doc),
        });
        if (performance.now() - since > YIELD_EVERY_MS) {
          await yieldToEvents();
          signal?.throwIfAborted();
          since = performance.now();
        }
      }
      const results = await pool.enrich(inputs, { signal });
      const buffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      return results.map(({ doc, iptcDoc, embedding, breach, articleDoc }, i): StoredNlp => {
        if (breach !== undefined) mentions.set(articles[i]!, breach);
        const stored: StoredNlp = { doc, iptcDoc, embedding: embedding && buffer(embedding) };
        if (articleDoc) stored.articleDoc = buffer(articleDoc);
        return stored;
      });
    },
    afterWrite: breachEvents.afterWrite,
    beforeCommit: breachEvents.beforeCommit,
    async close() {
      await pool?.close();
    },
  };
}
