import { describe, expect, it } from 'vitest';
import { EMBEDDING_DIMENSION, cosineSimilarity } from './embedding';
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
