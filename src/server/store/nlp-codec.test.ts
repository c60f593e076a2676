import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { embeddingJson } from './nlp-codec';

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
