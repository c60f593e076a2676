// What the enrichment workers run for ingest: the NLP layer of an article, encoded in the workers as the store
// keeps it (two JSON strings and the embedding's bytes), and the article's breach mention. Receiving those costs
// the main thread far less than receiving the NLP object graph (entity objects, a 256-number array) and encoding
// it there; and breach extraction, pure like enrichment, no longer holds up the one thread that writes the store.
// The article's own JSON is compressed here too, into the form the store keeps it in (article-doc-codec.ts).
import type { WorkerJob } from '../analysis/nlp/enrichment-pool';
import { enrichArticle, type NlpInput } from '../analysis/nlp/enrich-article';
import { encodeNlp } from '../store/nlp-codec';
import { encodeArticleDoc } from '../store/article-doc-codec';
import { extractStoredMention, organisationsOfNlpDoc, type ExtractedMention } from './breach-mention';

export interface EnrichJobInput extends NlpInput {
  /** With these, the job also extracts the article's breach mention from the same (capped) text. */
  breach?: { id: string; published_date: string };
  /** With it (the JSON of the article's ArticleDoc), the job also returns the doc's stored form. */
  articleJson?: string;
}

export interface EnrichJobResult {
  doc: string;
  iptcDoc: string | null;
  /** StoredNlp's embedding; it arrives as a Uint8Array (structured clone does not keep Buffer). */
  embedding: Uint8Array | null;
  /** Absent when the input asked for no extraction; null when the article reports no breach. */
  breach?: ExtractedMention | null;
  /** encodeArticleDoc of the input's `articleJson`, when given (a Uint8Array after structured clone). */
  articleDoc?: Uint8Array;
}

export function run(input: EnrichJobInput): EnrichJobResult {
  const stored: EnrichJobResult = encodeNlp(enrichArticle(input));
  const { breach } = input;
  if (breach) {
    // The text the main thread's breach stage would read, with the organisations as it parses them from the
    // stored layer.
    stored.breach = extractStoredMention(input, breach, () => organisationsOfNlpDoc(stored.doc));
  }
  if (input.articleJson !== undefined) stored.articleDoc = encodeArticleDoc(input.articleJson);
  return stored;
}

export function warmUp(): void {
  run({ title: 'Worker ready', breach: { id: 'warm-up', published_date: '2026-01-01 00:00:00' } });
}

// Checked here: the pool loads this module by its URL, so nothing else would catch a change of its shape.
export const job: WorkerJob<EnrichJobInput, EnrichJobResult> = { run, warmUp };
