import { describe, expect, it } from 'vitest';
import { EMBEDDING_DIMENSION, cosineSimilarity, hashedEmbedding } from './embedding';
import { TermWeights } from './term-idf';
import { embedText } from './enrich-article';

function norm(vector: Float32Array): number {
  return Math.sqrt(vector.reduce((sum, x) => sum + x * x, 0));
}

describe('embedText', () => {
  it('gives unit vectors of the documented dimension', () => {
    const vector = embedText('The central bank raised interest rates to fight inflation.');
    expect(EMBEDDING_DIMENSION).toBe(256);
    expect(vector).toHaveLength(EMBEDDING_DIMENSION);
    expect(norm(vector)).toBeCloseTo(1, 5);
  });

  it('is deterministic', () => {
    const text = 'Wildfires forced thousands to evacuate in northern California.';
    expect(embedText(text)).toEqual(embedText(text));
  });

  it('scores related texts above unrelated ones', () => {
    const rateHike = embedText('The Federal Reserve raised interest rates again to curb rising inflation.');
    const rateHikeRetold = embedText(
      'Inflation pushes the Fed to another interest rate increase, the central bank said.',
    );
    const football = embedText('The striker scored twice as the home team won the football match.');
    expect(cosineSimilarity(rateHike, rateHikeRetold)).toBeGreaterThan(
      cosineSimilarity(rateHike, football) + 0.2,
    );
  });

  it('finds texts on one subject similar even when they share no word (the LSA half)', () => {
    const voting = embedText('Senate Republicans block the voting rights bill');
    const votingRetold = embedText('Lawmakers in Congress reject election legislation');
    const football = embedText('The striker scored twice as the home team won the match');
    expect(cosineSimilarity(voting, votingRetold)).toBeGreaterThan(cosineSimilarity(voting, football) + 0.2);
    const breach = embedText('Hackers stole customer passwords in a data breach');
    const breachRetold = embedText('Ransomware attack exposes records of millions of users');
    const album = embedText('Grammy nominee releases a new album and world tour');
    expect(cosineSimilarity(breach, breachRetold)).toBeGreaterThan(cosineSimilarity(breach, album) + 0.2);
  });

  it('is in the int8 form the store keeps: codes times one float32 scale', () => {
    const vector = embedText('The central bank raised interest rates to fight inflation.');
    const largest = Math.max(...vector.map(Math.abs));
    const step = largest / 127;
    for (const x of vector) expect(Math.abs(x / step - Math.round(x / step))).toBeLessThan(1e-3);
  });

  it('makes near-duplicates very similar', () => {
    const original = embedText(
      'Apple unveiled a new iPhone with a faster chip and a better camera on Tuesday.',
    );
    const copy = embedText('On Tuesday Apple unveiled a new iPhone with a better camera and a faster chip.');
    expect(cosineSimilarity(original, copy)).toBeGreaterThan(0.8);
  });

  it('gives the zero vector to text with no content word', () => {
    expect([...embedText('')].every((x) => x === 0)).toBe(true);
    expect([...embedText('and the of it')].every((x) => x === 0)).toBe(true);
  });
});

/** The lexical half as it was computed with a Map per text for terms and for bigrams, hashes unsigned. */
function hashedByMaps(
  terms: readonly string[],
  idf: (term: string) => number,
  dimension: number,
): Float32Array {
  const hashTerm = (term: string) => {
    let hash = 0x811c9dc5;
    for (let i = 0; i < term.length; i++) hash = Math.imul(hash ^ term.charCodeAt(i), 0x01000193);
    return hash >>> 0;
  };
  const mix = (hash: number) => {
    hash ^= hash >>> 16;
    hash = Math.imul(hash, 0x85ebca6b);
    hash ^= hash >>> 13;
    hash = Math.imul(hash, 0xc2b2ae35);
    return (hash ^ (hash >>> 16)) >>> 0;
  };
  const unigrams = new Map<string, { hash: number; count: number; idf: number }>();
  const bigrams = new Map<number, { count: number; idf: number }>();
  let previous: { hash: number; idf: number } | undefined;
  for (const term of terms) {
    let unigram = unigrams.get(term);
    if (!unigram) unigrams.set(term, (unigram = { hash: hashTerm(term), count: 0, idf: idf(term) }));
    unigram.count++;
    if (previous) {
      const hash = (Math.imul(previous.hash, 0x9e3779b1) ^ unigram.hash) >>> 0;
      const bigram = bigrams.get(hash);
      if (bigram) bigram.count++;
      else bigrams.set(hash, { count: 1, idf: (previous.idf + unigram.idf) / 2 });
    }
    previous = unigram;
  }
  const vector = new Float32Array(dimension);
  const add = (hash: number, weight: number) => {
    const mixed = mix(hash);
    vector[mixed % dimension]! += mixed & 0x80000000 ? -weight : weight;
  };
  for (const { hash, count, idf: termIdf } of unigrams.values()) add(hash, (1 + Math.log(count)) * termIdf);
  for (const [hash, { count, idf: bigramIdf }] of bigrams) add(hash, 0.5 * (1 + Math.log(count)) * bigramIdf);
  let norm = 0;
  for (const x of vector) norm += x * x;
  if (norm > 0) for (let i = 0; i < dimension; i++) vector[i]! *= 1 / Math.sqrt(norm);
  return vector;
}

describe('hashedEmbedding', () => {
  it('counts every distinct term and bigram as a Map per text did, on texts of many repeats', () => {
    const weights = new TermWeights({
      description: 'test',
      documents: 10,
      unseenIdf: 2.5,
      idf: { a: 1.2, b: 0.7 },
    });
    const words = ['a', 'b', 'c', 'bank', 'rates', 'ab', 'ba', 'é', 'naïve', 'x'.repeat(40)];
    let seed = 7;
    const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
    for (const length of [0, 1, 2, 3, 17, 64, 300, 1000]) {
      const terms = Array.from({ length }, () => words[Math.floor(random() * words.length)]!);
      for (const dimension of [7, 64, 128]) {
        expect(hashedEmbedding(terms, weights, dimension), `${length} terms, ${dimension}`).toEqual(
          hashedByMaps(terms, (term) => weights.idfOf(term), dimension),
        );
      }
    }
  });
});
