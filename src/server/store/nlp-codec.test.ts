import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeEmbedding, embeddingJson, encodeEmbedding } from './nlp-codec';

const blobOf = (values: number[]) => Buffer.from(new Float32Array(values).buffer);

/** What answers wrote before the byte writer: each component as JavaScript writes its six-decimal rounding. */
const reference = (values: number[]) =>
  `[${Array.from(new Float32Array(values), (x) => Math.round(x * 1e6) / 1e6).join(',')}]`;

describe('embeddingJson', () => {
  it('writes each component rounded to six decimals, trailing zeros and signs as JavaScript writes them', () => {
    const values = [0, -0, 1, -1, 0.5, -0.25, 1e-6, -1e-6, 4e-7, -4e-7, 0.1234565, 12345678.5, -0.0001];
    expect(embeddingJson(blobOf(values)).toString()).toBe(reference(values));
    expect(embeddingJson(blobOf([])).toString()).toBe('[]');
  });

  it('is valid JSON equal to the reference for unit vectors and for any float32 values', () => {
    const unit = fc
      .array(fc.double({ min: -1, max: 1, noNaN: true }), { minLength: 1, maxLength: 300 })
      .map((values) => {
        const length = Math.hypot(...values) || 1;
        return values.map((x) => x / length);
      });
    const anyFloat = fc.array(fc.float({ noNaN: true, noDefaultInfinity: true }), { maxLength: 64 });
    fc.assert(
      fc.property(fc.oneof(unit, anyFloat), (values) => {
        const json = embeddingJson(blobOf(values)).toString();
        expect(json).toBe(reference(values));
        expect(JSON.parse(json)).toHaveLength(values.length);
      }),
      { numRuns: 500 },
    );
  });
});

describe('encodeEmbedding', () => {
  /** A vector in the enrichment's quantised form: int8 codes times one float32 scale, unit length. */
  const quantised = (codes: number[]) => {
    const scale = Math.fround(1 / Math.hypot(...codes));
    return Array.from(new Float32Array(codes.map((q) => q * scale)));
  };

  it('keeps quantised vectors in a quarter of the bytes and decodes them to the same float32 numbers', () => {
    const codes = Array.from({ length: 256 }, (_, i) => ((i * 37) % 255) - 127);
    const vector = quantised(codes);
    const blob = encodeEmbedding(vector);
    expect(blob.byteLength).toBeLessThan(300);
    expect(blob.byteLength % 4).not.toBe(0);
    expect(Array.from(decodeEmbedding(blob))).toEqual(vector);
    expect(embeddingJson(blob).toString()).toBe(reference(vector));
  });

  it('keeps any other vector as float32, exactly', () => {
    fc.assert(
      fc.property(
        fc.array(fc.float({ noNaN: true, noDefaultInfinity: true }), { maxLength: 300 }),
        (values) => {
          const blob = encodeEmbedding(values);
          expect(Array.from(decodeEmbedding(blob))).toEqual(Array.from(new Float32Array(values)));
          expect(embeddingJson(blob).toString()).toBe(reference(values));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('round-trips quantised vectors of every length, whatever padding the length needs', () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.integer({ min: -127, max: 127 }), { minLength: 1, maxLength: 70 })
          .filter((codes) => codes.some((q) => Math.abs(q) === 127)),
        (codes) => {
          const vector = quantised(codes);
          const blob = encodeEmbedding(vector);
          expect(blob.byteLength % 4).not.toBe(0);
          expect(Array.from(decodeEmbedding(blob))).toEqual(vector);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reads float32 blobs written before the int8 form as before', () => {
    const values = [0.6, -0.8, 0];
    expect(Array.from(decodeEmbedding(blobOf(values)))).toEqual(Array.from(new Float32Array(values)));
  });
});
