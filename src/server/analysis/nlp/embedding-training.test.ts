import { describe, expect, it } from 'vitest';
import { quantiseTermVectors, tfidfRows, truncatedSvd, type SparseRows } from './embedding-training';
import { decodeLsa, encodeLsaBinary } from './lsa-vectors';

/** Sparse rows from a dense matrix. */
function sparse(rows: number[][]): SparseRows {
  const rowStart = [0];
  const columns: number[] = [];
  const values: number[] = [];
  for (const row of rows) {
    row.forEach((value, column) => {
      if (value !== 0) {
        columns.push(column);
        values.push(value);
      }
    });
    rowStart.push(columns.length);
  }
  return {
    rowStart: Int32Array.from(rowStart),
    columns: Int32Array.from(columns),
    values: Float64Array.from(values),
    columnCount: rows[0]!.length,
  };
}

describe('truncatedSvd', () => {
  it('finds the largest singular values and their right singular vectors', () => {
    // XᵀX = [[5, 3], [3, 5]]: eigenvalues 8 and 2, eigenvectors (1, 1)/√2 and (1, -1)/√2.
    const svd = truncatedSvd(
      sparse([
        [2, 2],
        [1, -1],
      ]),
      2,
      { oversample: 0 },
    );
    expect(svd.singularValues[0]).toBeCloseTo(Math.sqrt(8), 6);
    expect(svd.singularValues[1]).toBeCloseTo(Math.sqrt(2), 6);
    const [a, b, c, d] = svd.right; // column-major: (a, b) is the first vector
    expect(Math.abs(a!)).toBeCloseTo(Math.SQRT1_2, 6);
    expect(b).toBeCloseTo(a!, 6);
    expect(Math.abs(c!)).toBeCloseTo(Math.SQRT1_2, 6);
    expect(d).toBeCloseTo(-c!, 6);
  });

  it('keeps the top ones of a larger matrix, in order, and is deterministic', () => {
    const x = sparse([
      [3, 0, 0, 0, 0],
      [0, 0, 5, 0, 0],
      [0, 1, 0, 0, 0],
      [0, 0, 0, 0, 2],
    ]);
    const svd = truncatedSvd(x, 2);
    expect(svd.singularValues.map((s) => Number(s.toFixed(6)))).toEqual([5, 3]);
    expect(Array.from(svd.right.slice(0, 5), (v) => Number(v.toFixed(6)) + 0)).toEqual([0, 0, 1, 0, 0]);
    expect(Array.from(svd.right.slice(5, 10), (v) => Number(v.toFixed(6)) + 0)).toEqual([1, 0, 0, 0, 0]);
    expect(truncatedSvd(x, 2).right).toEqual(svd.right);
  });
});

describe('tfidfRows', () => {
  it('weights (1 + ln tf) · idf, leaves out unknown terms and scales rows to unit length', () => {
    const vocabulary = new Map([
      ['bank', 0],
      ['rate', 1],
    ]);
    const rows = tfidfRows([['bank', 'bank', 'rate', 'unknown'], []], vocabulary, (term) =>
      term === 'bank' ? 2 : 1,
    );
    const bank = (1 + Math.log(2)) * 2;
    const norm = Math.hypot(bank, 1);
    expect(Array.from(rows.rowStart)).toEqual([0, 2, 2]);
    expect(Array.from(rows.columns)).toEqual([0, 1]);
    expect(rows.values[0]).toBeCloseTo(bank / norm, 12);
    expect(rows.values[1]).toBeCloseTo(1 / norm, 12);
  });
});

describe('LSA term vectors', () => {
  it('quantise each term to int8 with its own scale and survive the binary file', () => {
    const svd = truncatedSvd(
      sparse([
        [2, 2, 0],
        [1, -1, 0],
        [0, 0, 1],
      ]),
      2,
      { oversample: 1 },
    );
    const vectors = quantiseTermVectors(svd, 3);
    const lsa = decodeLsa(
      { description: '', rank: 2, terms: ['a', 'b', 'c'] },
      encodeLsaBinary(vectors.codes, vectors.scales),
    );
    // Term a's vector is row a of V·Σ: (√8/√2, ±√2/√2) = (2, ±1), within one int8 step.
    const out = new Float64Array(2);
    expect(lsa.addTo(out, 0, 'a', 1)).toBe(true);
    expect(out[0]).toBeCloseTo(2, 1);
    expect(Math.abs(out[1]!)).toBeCloseTo(1, 1);
    expect(lsa.addTo(out, 0, 'unknown', 1)).toBe(false);
  });
});

describe('LsaVectors.addAllTo', () => {
  it('gives bit for bit the sums of addTo term by term, unknown terms and a remainder of the 4-term blocks included', () => {
    const rank = 5;
    const terms = Array.from({ length: 9 }, (_, k) => `t${k}`);
    // Irregular codes and scales, so that a changed order of additions would round differently.
    const codes = Int8Array.from({ length: terms.length * rank }, (_, i) => ((i * 73 + 11) % 255) - 127);
    const scales = Float32Array.from(terms, (_, k) => 0.0123 + k / 977);
    const lsa = decodeLsa({ description: '', rank, terms }, encodeLsaBinary(codes, scales));
    const asked = ['t3', 'x', 't0', 't8', 't3', 't5', 't1', 'y', 't7', 't2', 't6'];
    const weights = asked.map((_, k) => 1 / (k + 0.37));
    const expected = Float64Array.from({ length: rank + 2 }, (_, i) => i / 3);
    const got = Float64Array.from(expected);
    asked.forEach((term, k) => lsa.addTo(expected, 2, term, weights[k]!));
    lsa.addAllTo(got, 2, asked, weights);
    expect([...got]).toEqual([...expected]);
    expect(got[2]).not.toBe(2 / 3);
  });
});
