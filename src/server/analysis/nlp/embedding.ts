// Fixed-size text vectors for similarity: a lexical half (signed feature hashing of TF-IDF-weighted lemmas and
// lemma bigrams) next to a latent half (LSA term vectors, data/embedding-lsa.*), as README.md "Embeddings" sets out.
//
// Lexical: each content lemma (and each pair of consecutive content lemmas) is hashed (FNV-1a; a bigram combines
// its words' hashes; then the murmur3 finaliser) to a bucket and a sign; the bucket accumulates
// ±(1 + ln tf) · idf (bigrams at half weight, with the mean idf of their words). The sign makes colliding
// features cancel on average instead of adding up. Latent: the same unigram weights times each known lemma's
// vector. Each half is L2-normalised, then the whole, so the cosine similarity of two texts is their dot
// product; a text with no content word gets the zero vector (similarity 0 with everything). IDF comes from
// data/term-idf.json; words never seen there weigh as rare words.
import { int8UnitCodes } from '../../../contract/int8-vector';
import { TermIndex, hashTerm } from './term-index';
import type { LsaVectors } from './lsa-vectors';
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

/** A bigram's feature hash from its words' hashes (order matters), without building the bigram string; signed, as hashTerm's. */
function hashBigram(first: number, second: number): number {
  return Math.imul(first, 0x9e3779b1) ^ second;
}

function addFeature(vector: Float32Array, dimension: number, hash: number, weight: number): void {
  const mixed = mix(hash);
  const bucket = mixed % dimension;
  vector[bucket]! += mixed & 0x80000000 ? -weight : weight;
}

/**
 * Each distinct term and bigram (in order of first occurrence) with its hash, count and idf, looked up once
 * for both halves of the embedding. Parallel arrays, not an object per feature: an article has hundreds.
 */
interface TermFeatures {
  terms: string[];
  unigramHashes: number[];
  unigramCounts: number[];
  unigramIdfs: number[];
  bigramHashes: number[];
  bigramCounts: number[];
  bigramIdfs: number[];
}

function termFeatures(terms: readonly string[], weights: TermWeights): TermFeatures {
  // Terms are found again by text (and hash), bigrams by their hash alone.
  const unigrams = new TermIndex(terms.length);
  const bigrams = new TermIndex(terms.length);
  const features: TermFeatures = {
    terms: unigrams.terms,
    unigramHashes: unigrams.hashes,
    unigramCounts: [],
    unigramIdfs: [],
    bigramHashes: bigrams.hashes,
    bigramCounts: [],
    bigramIdfs: [],
  };
  let previous = -1;
  for (let t = 0; t < terms.length; t++) {
    const term = terms[t]!;
    const termHash = hashTerm(term);
    const unigram = unigrams.add(term, termHash);
    if (unigram === features.unigramCounts.length) {
      features.unigramCounts.push(0);
      features.unigramIdfs.push(weights.idfOf(term));
    }
    features.unigramCounts[unigram]!++;
    if (previous >= 0) {
      const bigram = bigrams.addHash(hashBigram(features.unigramHashes[previous]!, termHash));
      if (bigram === features.bigramCounts.length) {
        features.bigramCounts.push(0);
        features.bigramIdfs.push((features.unigramIdfs[previous]! + features.unigramIdfs[unigram]!) / 2);
      }
      features.bigramCounts[bigram]!++;
    }
    previous = unigram;
  }
  return features;
}

function hashedFromFeatures(features: TermFeatures, dimension: number): Float32Array {
  const vector = new Float32Array(dimension);
  for (let k = 0; k < features.terms.length; k++) {
    const weight = (1 + Math.log(features.unigramCounts[k]!)) * features.unigramIdfs[k]!;
    addFeature(vector, dimension, features.unigramHashes[k]!, weight);
  }
  for (let k = 0; k < features.bigramHashes.length; k++) {
    const weight = BIGRAM_WEIGHT * (1 + Math.log(features.bigramCounts[k]!)) * features.bigramIdfs[k]!;
    addFeature(vector, dimension, features.bigramHashes[k]!, weight);
  }
  return scaledToUnit(vector);
}

/** The LSA fold-in of the terms: Σ (1 + ln tf) · idf · (term vector), unit length (zero without known terms). */
function latentFromFeatures(features: TermFeatures, lsa: LsaVectors): Float64Array {
  const vector = new Float64Array(lsa.rank);
  const weights = features.terms.map(
    (_, k) => (1 + Math.log(features.unigramCounts[k]!)) * features.unigramIdfs[k]!,
  );
  lsa.addAllTo(vector, 0, features.terms, weights);
  return scaledToUnit(vector);
}

/**
 * Signed feature hashing of a sequence of content lemmas into `dimension` buckets, unit length (the zero vector
 * for no terms): the lexical half of the embedding, and on its own (256 buckets) the embedding before issue 20.
 */
export function hashedEmbedding(
  terms: readonly string[],
  weights: TermWeights,
  dimension: number,
): Float32Array {
  return hashedFromFeatures(termFeatures(terms, weights), dimension);
}

function scaledToUnit<T extends Float32Array | Float64Array>(vector: T): T {
  let norm = 0;
  for (let i = 0; i < vector.length; i++) norm += vector[i]! * vector[i]!;
  if (norm > 0) {
    const scale = 1 / Math.sqrt(norm);
    for (let i = 0; i < vector.length; i++) vector[i]! *= scale;
  }
  return vector;
}

/**
 * Share of the cosine that comes from the lexical (hashed) half; the rest comes from the LSA half. Chosen on the
 * HuffPost validation split (scripts/eval-embeddings.ts --tune), see README.md, "Embeddings".
 */
export const LEXICAL_SHARE = 0.2;

/**
 * The embedding of a sequence of content lemmas: √s · hashed (first HASHED_DIMENSION numbers) next to
 * √(1 − s) · latent (the rest), so that the cosine of two texts is s · lexical cosine + (1 − s) · latent
 * cosine when both halves are non-zero. Quantised to int8 steps with one scale (see quantisedUnit), so that
 * the store keeps it in a quarter of the bytes without changing a digit of what answers show.
 */
export function embedTerms(
  terms: readonly string[],
  weights: TermWeights,
  lsa: LsaVectors,
  lexicalShare = LEXICAL_SHARE,
): Float32Array {
  const features = termFeatures(terms, weights);
  const hashed = hashedFromFeatures(features, EMBEDDING_DIMENSION - lsa.rank);
  const latent = latentFromFeatures(features, lsa);
  const joined = new Float64Array(EMBEDDING_DIMENSION);
  const lexical = Math.sqrt(lexicalShare);
  const semantic = Math.sqrt(1 - lexicalShare);
  for (let i = 0; i < hashed.length; i++) joined[i] = lexical * hashed[i]!;
  for (let i = 0; i < latent.length; i++) joined[hashed.length + i] = semantic * latent[i]!;
  return quantisedUnit(joined);
}

/**
 * q = round(127 · v / max|v|) and the float32 vector q · s with s = fround(1 / |q|): unit length (to float32
 * precision), and exactly what nlp-codec's int8 form (q and s) decodes to. The zero vector stays zero.
 */
export function quantisedUnit(vector: Float64Array): Float32Array {
  const out = new Float32Array(vector.length);
  const int8 = int8UnitCodes(vector);
  if (!int8) return out;
  for (let i = 0; i < vector.length; i++) out[i] = int8.codes[i]! * int8.scale;
  return out;
}

/** Cosine similarity of two embeddings (their dot product, as both are unit vectors or zero). */
export function cosineSimilarity(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  for (let i = 0; i < a.length; i++) dot += a[i]! * b[i]!;
  return dot;
}
