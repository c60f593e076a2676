// How the NLP layer is kept in the store, split the way plans show it (article-json.ts puts it back together
// for answers).

interface NamedEntity {
  entity_name: string;
  count: number;
}

/** The NLP layer as ingest receives it (in an article) or enrichment computes it. */
export interface NlpFields {
  theme?: string | string[] | null;
  summary?: string | null;
  sentiment?: { title?: number | null; content?: number | null } | null;
  ner_PER?: NamedEntity[] | null;
  ner_ORG?: NamedEntity[] | null;
  ner_MISC?: NamedEntity[] | null;
  ner_LOC?: NamedEntity[] | null;
  iptc_tags_name?: string[] | null;
  iptc_tags_id?: string[] | null;
  embeddings?: number[] | null;
}

export interface StoredNlp {
  /** JSON object: theme, summary, sentiment, ner_* (every NLP plan). */
  doc: string;
  /** JSON members `"iptc_tags_name":[…],"iptc_tags_id":[…]` without braces (IPTC plan), or null. */
  iptcDoc: string | null;
  /** Float32 vector (IPTC plan's `embeddings`, and clustering), or null. */
  embedding: Buffer | null;
}

export type NlpVisibility = 'none' | 'nlp' | 'full';

export function encodeNlp(nlp: NlpFields): StoredNlp {
  const theme = Array.isArray(nlp.theme) ? nlp.theme.join(', ') : (nlp.theme ?? null);
  const doc = JSON.stringify({
    theme,
    summary: nlp.summary ?? null,
    sentiment: nlp.sentiment
      ? { title: nlp.sentiment.title ?? null, content: nlp.sentiment.content ?? null }
      : null,
    ner_PER: nlp.ner_PER ?? [],
    ner_ORG: nlp.ner_ORG ?? [],
    ner_MISC: nlp.ner_MISC ?? [],
    ner_LOC: nlp.ner_LOC ?? [],
  });
  const hasIptc = (nlp.iptc_tags_id?.length ?? 0) > 0 || (nlp.iptc_tags_name?.length ?? 0) > 0;
  const iptcDoc = hasIptc
    ? `"iptc_tags_name":${JSON.stringify(nlp.iptc_tags_name ?? [])},"iptc_tags_id":${JSON.stringify(nlp.iptc_tags_id ?? [])}`
    : null;
  const embedding =
    nlp.embeddings && nlp.embeddings.length > 0 ? Buffer.from(new Float32Array(nlp.embeddings).buffer) : null;
  return { doc, iptcDoc, embedding };
}

export function decodeEmbedding(blob: Buffer): Float32Array {
  // Copy: the blob's byte offset need not be 4-aligned.
  const copy = new Uint8Array(blob.byteLength);
  copy.set(blob);
  return new Float32Array(copy.buffer);
}

// Embeddings are unit vectors: six decimals keep their similarities exact to ~1e-6, and rounding this way
// is ~5x faster than toPrecision on a 1000-article page.
export function embeddingJson(blob: Buffer): string {
  const vector = decodeEmbedding(blob);
  const parts = new Array<number>(vector.length);
  for (let i = 0; i < vector.length; i++) parts[i] = Math.round(vector[i]! * 1e6) / 1e6;
  return `[${parts.join(',')}]`;
}
