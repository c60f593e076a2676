// Fixed-size text vectors for similarity: signed feature hashing of TF-IDF-weighted lemmas and lemma bigrams.
//
// Each content lemma (and each pair of consecutive content lemmas) is hashed (FNV-1a; a bigram combines its
// words' hashes; then the murmur3 finaliser) to one of EMBEDDING_DIMENSION buckets and a sign; the bucket accumulates
// ±(1 + ln tf) · idf (bigrams at half weight, with the mean idf of their words). The sign makes colliding
// features cancel on average instead of adding up. The vector is L2-normalised, so the cosine similarity
// of two texts is their dot product; a text with no content word gets the zero vector (similarity 0 with
// everything). IDF comes from data/term-idf.json; words never seen there weigh as rare words.
import type { TermWeights } from './term-idf';

export const EMBEDDING_DIMENSION = 256;

const BIGRAM_WEIGHT = 0.5;

/** The murmur3 32-bit finaliser: spreads the bits of a hash so every bucket and sign bit depends on all input. */
function mix(hash: number): number {
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** FNV-1a of a term's UTF-16 code units. */
function hashTerm(term: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < term.length; i++) {
    hash ^= term.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A bigram's feature hash from its words' hashes (order matters), without building the bigram string. */
function hashBigram(first: number, second: number): number {
  return (Math.imul(first, 0x9e3779b1) ^ second) >>> 0;
}

interface Feature {
  hash: number;
  count: number;
  idf: number;
}

function addFeature(vector: Float32Array, hash: number, weight: number): void {
  const mixed = mix(hash);
  const bucket = mixed % EMBEDDING_DIMENSION;
  vector[bucket]! += mixed & 0x80000000 ? -weight : weight;
}

/** The embedding of a sequence of content lemmas. */
export function embedTerms(terms: readonly string[], weights: TermWeights): Float32Array {
  const unigrams = new Map<string, Feature>();
  const bigrams = new Map<number, Feature>();
  let previous: Feature | undefined;
  for (const term of terms) {
    let unigram = unigrams.get(term);
    if (!unigram) {
      unigram = { hash: hashTerm(term), count: 0, idf: weights.idfOf(term) };
      unigrams.set(term, unigram);
    }
    unigram.count++;
    if (previous) {
      const hash = hashBigram(previous.hash, unigram.hash);
      const bigram = bigrams.get(hash);
      if (bigram) bigram.count++;
      else bigrams.set(hash, { hash, count: 1, idf: (previous.idf + unigram.idf) / 2 });
    }
    previous = unigram;
  }
  const vector = new Float32Array(EMBEDDING_DIMENSION);
  for (const unigram of unigrams.values()) {
    addFeature(vector, unigram.hash, (1 + Math.log(unigram.count)) * unigram.idf);
  }
  for (const bigram of bigrams.values()) {
    addFeature(vector, bigram.hash, BIGRAM_WEIGHT * (1 + Math.log(bigram.count)) * bigram.idf);
  }
  let norm = 0;
  for (let i = 0; i < vector.length; i++) norm += vector[i]! * vector[i]!;
  if (norm > 0) {
    const scale = 1 / Math.sqrt(norm);
    for (let i = 0; i < vector.length; i++) vector[i]! *= scale;
  }
  return vector;
}

/** Cosine similarity of two embeddings (their dot product, as both are unit vectors or zero). */
export function cosineSimilarity(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  for (let i = 0; i < a.length; i++) dot += a[i]! * b[i]!;
  return dot;
}
