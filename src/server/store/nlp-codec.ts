// How the NLP layer is kept in the store, split the way plans show it (article-json.ts puts it back together
// for answers).
import { int8UnitCodes } from '../../contract/int8-vector';

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
  /** The vector (IPTC plan's `embeddings`, and clustering) in one of encodeEmbedding's forms, or null. */
  embedding: Buffer | null;
  /**
   * The article's own doc in its stored form (article-doc-codec.ts's encodeArticleDoc of the JSON of its
   * ArticleDoc), when the enrichment workers made it: compressing costs the writer thread more than the rest of
   * an article's write. Absent: the writer encodes the doc itself.
   */
  articleDoc?: Buffer;
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
  const embedding = nlp.embeddings && nlp.embeddings.length > 0 ? encodeEmbedding(nlp.embeddings) : null;
  return { doc, iptcDoc, embedding };
}

// An embedding is kept in one of two forms, told apart by length (so stores written before the int8 form need
// no rewrite, and their answers stay as they were):
// - float32: the components as float32, little-endian; length a multiple of 4. Any vector.
// - int8: codes q (n bytes), scale s (float32 LE), [one zero byte], n (uint16 LE); length never a multiple of 4
//   (the zero byte is added when it would be). Component i is the float32 fround(q[i] · s). Used when that
//   reproduces every float32 component exactly, as it does for the enrichment's embeddings
//   (analysis/nlp/embedding.ts, quantisedUnit): a quarter of the bytes, the same numbers.

/** Longest vector the int8 form holds (its length field is 16 bits). */
const INT8_MAX_COMPONENTS = 0xffff;

/** The int8 codes and scale that reproduce `vector` exactly, or null when none do. */
function int8Form(vector: Float32Array): { codes: Int8Array; scale: number } | null {
  if (vector.length > INT8_MAX_COMPONENTS) return null;
  const int8 = int8UnitCodes(vector);
  if (!int8) return null;
  const { codes, scale } = int8;
  for (let i = 0; i < vector.length; i++) {
    // Object.is: a -0 component must stay -0 (its JSON is "0" either way, but the vector must round-trip).
    if (!Object.is(Math.fround(codes[i]! * scale), vector[i])) return null;
  }
  return { codes, scale };
}

export function encodeEmbedding(values: readonly number[]): Buffer {
  const vector = new Float32Array(values);
  const int8 = int8Form(vector);
  if (!int8) return Buffer.from(vector.buffer);
  const n = vector.length;
  const pad = (n + 6) % 4 === 0 ? 1 : 0;
  const out = Buffer.alloc(n + 6 + pad);
  Buffer.from(int8.codes.buffer).copy(out, 0);
  out.writeFloatLE(int8.scale, n);
  out.writeUInt16LE(n, n + 4 + pad);
  return out;
}

export function decodeEmbedding(blob: Buffer): Float32Array {
  if (blob.byteLength % 4 !== 0) {
    const n = blob.readUInt16LE(blob.byteLength - 2);
    const scale = blob.readFloatLE(n);
    const vector = new Float32Array(n);
    for (let i = 0; i < n; i++) vector[i] = blob.readInt8(i) * scale;
    return vector;
  }
  // Copy: the blob's byte offset need not be 4-aligned.
  const copy = new Uint8Array(blob.byteLength);
  copy.set(blob);
  return new Float32Array(copy.buffer);
}

// Embeddings are unit vectors: six decimals keep their similarities exact to ~1e-6. Each component is written
// as JavaScript writes Math.round(x * 1e6) / 1e6, but from integers, as ASCII bytes: formatting 256 doubles
// to their shortest decimal was most of an answer's time when a page showed embeddings (100 articles: ~5 ms).

/** Below this many millionths in magnitude a component is written with int32 arithmetic (|x| < ~2147). */
const INT32_MILLIONTHS = 2 ** 31;
/** Bytes of the longest component: the int32 path's 12, or a fallback such as -3.4028234663852886e+38. */
const MAX_COMPONENT_BYTES = 24;
const [ZERO, DOT, MINUS, COMMA, OPEN, CLOSE] = [48, 46, 45, 44, 91, 93];

/** Writes `digits` decimal digits of the int32 `value` (zero-padded) at `at`; returns the position after them. */
function writeDigits(out: Buffer, at: number, value: number, digits: number): number {
  for (let i = at + digits - 1; i >= at; i--) {
    out[i] = ZERO + (value % 10);
    value = (value / 10) | 0;
  }
  return at + digits;
}

/** Digits of a component's whole part (< 2148 on the int32 path). */
const wholeDigits = (whole: number) => (whole < 10 ? 1 : whole < 100 ? 2 : whole < 1000 ? 3 : 4);

/** The embedding as a JSON array of numbers rounded to six decimals, UTF-8 (ASCII) bytes. */
export function embeddingJson(blob: Buffer): Buffer {
  const vector = decodeEmbedding(blob);
  const out = Buffer.allocUnsafe(2 + vector.length * (MAX_COMPONENT_BYTES + 1));
  let at = 0;
  out[at++] = OPEN;
  for (let i = 0; i < vector.length; i++) {
    if (i > 0) out[at++] = COMMA;
    let millionths = Math.round(vector[i]! * 1e6);
    if (!(millionths > -INT32_MILLIONTHS && millionths < INT32_MILLIONTHS)) {
      at += out.write(String(millionths / 1e6), at, 'latin1');
      continue;
    }
    if (millionths < 0) {
      out[at++] = MINUS;
      millionths = -millionths;
    }
    const whole = (millionths / 1e6) | 0;
    at = writeDigits(out, at, whole, wholeDigits(whole));
    let fraction = millionths - whole * 1e6;
    if (fraction === 0) continue;
    let decimals = 6;
    for (; fraction % 10 === 0; decimals--) fraction /= 10;
    out[at++] = DOT;
    at = writeDigits(out, at, fraction, decimals);
  }
  out[at++] = CLOSE;
  return out.subarray(0, at);
}
