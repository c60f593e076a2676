// What the enrichment workers run for ingest: the NLP layer of an article, encoded in the workers as the store
// keeps it (two JSON strings and the embedding's bytes). Receiving those costs the main thread far less than
// receiving the NLP object graph (entity objects, a 256-number array) and encoding it there.
import type { WorkerJob } from '../analysis/nlp/enrichment-pool';
import { enrichArticle, type NlpInput } from '../analysis/nlp/enrich-article';
import { encodeNlp } from '../store/nlp-codec';

export interface EnrichJobResult {
  doc: string;
  iptcDoc: string | null;
  /** StoredNlp's embedding; it arrives as a Uint8Array (structured clone does not keep Buffer). */
  embedding: Uint8Array | null;
}

export function run(input: NlpInput): EnrichJobResult {
  return encodeNlp(enrichArticle(input));
}

export function warmUp(): void {
  run({ title: 'Worker ready' });
}

// Checked here: the pool loads this module by its URL, so nothing else would catch a change of its shape.
export const job: WorkerJob<NlpInput, EnrichJobResult> = { run, warmUp };
