// Builds the latent semantic (LSA) term vectors of data/embedding-lsa.* (build time only; see README.md,
// "Embeddings"): a TF-IDF matrix of training texts, its truncated SVD by randomized subspace iteration, and the
// right singular vectors scaled by their singular values as the terms' vectors, quantised to int8 per term.
//
// Nothing here is random at run time: the start matrix comes from a seeded generator, so the same texts give
// the same file.
import { seededRandom } from '../bootstrap';

export interface SparseRows {
  /** Row r's entries are at [rowStart[r], rowStart[r + 1]). */
  rowStart: Int32Array;
  columns: Int32Array;
  values: Float64Array;
  columnCount: number;
}

/**
 * TF-IDF rows of documents over a fixed vocabulary: (1 + ln tf) · idf per term (the weighting the
 * embedding uses at run time), each row scaled to unit length; terms outside the vocabulary are left out.
 */
export function tfidfRows(
  documents: ReadonlyArray<readonly string[]>,
  vocabulary: ReadonlyMap<string, number>,
  idfOf: (term: string) => number,
): SparseRows {
  const rowStart = new Int32Array(documents.length + 1);
  const columns: number[] = [];
  const values: number[] = [];
  documents.forEach((terms, r) => {
    const counts = new Map<number, number>();
    for (const term of terms) {
      const column = vocabulary.get(term);
      if (column !== undefined) counts.set(column, (counts.get(column) ?? 0) + 1);
    }
    const entries = [...counts].sort((a, b) => a[0] - b[0]);
    const weights = entries.map(([column, count]) => {
      const term = vocabularyTerm(vocabulary, column);
      return (1 + Math.log(count)) * idfOf(term);
    });
    const norm = Math.sqrt(weights.reduce((sum, w) => sum + w * w, 0)) || 1;
    entries.forEach(([column], i) => {
      columns.push(column);
      values.push(weights[i]! / norm);
    });
    rowStart[r + 1] = columns.length;
  });
  return {
    rowStart,
    columns: Int32Array.from(columns),
    values: Float64Array.from(values),
    columnCount: vocabulary.size,
  };
}

const termsByColumn = new WeakMap<ReadonlyMap<string, number>, string[]>();
function vocabularyTerm(vocabulary: ReadonlyMap<string, number>, column: number): string {
  let terms = termsByColumn.get(vocabulary);
  if (!terms) {
    terms = [];
    for (const [term, index] of vocabulary) terms[index] = term;
    termsByColumn.set(vocabulary, terms);
  }
  return terms[column]!;
}

/** Dense column-major block: `width` columns of `height` numbers. */
interface Block {
  height: number;
  width: number;
  data: Float64Array;
}

/** X · B (X: rows × columnCount sparse, B: columnCount × w) → rows × w. */
function multiply(x: SparseRows, b: Block): Block {
  const rows = x.rowStart.length - 1;
  const out = new Float64Array(rows * b.width);
  for (let c = 0; c < b.width; c++) {
    const bOffset = c * b.height;
    const outOffset = c * rows;
    for (let r = 0; r < rows; r++) {
      let sum = 0;
      for (let e = x.rowStart[r]!; e < x.rowStart[r + 1]!; e++)
        sum += x.values[e]! * b.data[bOffset + x.columns[e]!]!;
      out[outOffset + r] = sum;
    }
  }
  return { height: rows, width: b.width, data: out };
}

/** Xᵀ · B (B: rows × w) → columnCount × w. */
function multiplyTransposed(x: SparseRows, b: Block): Block {
  const rows = x.rowStart.length - 1;
  const out = new Float64Array(x.columnCount * b.width);
  for (let c = 0; c < b.width; c++) {
    const bOffset = c * b.height;
    const outOffset = c * x.columnCount;
    for (let r = 0; r < rows; r++) {
      const factor = b.data[bOffset + r]!;
      if (factor === 0) continue;
      for (let e = x.rowStart[r]!; e < x.rowStart[r + 1]!; e++)
        out[outOffset + x.columns[e]!]! += x.values[e]! * factor;
    }
  }
  return { height: x.columnCount, width: b.width, data: out };
}

/**
 * Orthonormalises the columns in place (modified Gram-Schmidt, twice for stability). A column that lies in the
 * span of the ones before it (more columns than the matrix's rank) becomes zero instead of amplified noise.
 */
function orthonormalise(block: Block): void {
  const { height, width, data } = block;
  for (let pass = 0; pass < 2; pass++) {
    for (let c = 0; c < width; c++) {
      const offset = c * height;
      let before = 0;
      for (let i = 0; i < height; i++) before += data[offset + i]! * data[offset + i]!;
      for (let p = 0; p < c; p++) {
        const pOffset = p * height;
        let dot = 0;
        for (let i = 0; i < height; i++) dot += data[offset + i]! * data[pOffset + i]!;
        for (let i = 0; i < height; i++) data[offset + i]! -= dot * data[pOffset + i]!;
      }
      let norm = 0;
      for (let i = 0; i < height; i++) norm += data[offset + i]! * data[offset + i]!;
      if (norm <= 1e-20 * before || norm === 0) {
        data.fill(0, offset, offset + height);
        continue;
      }
      norm = Math.sqrt(norm);
      for (let i = 0; i < height; i++) data[offset + i]! /= norm;
    }
  }
}

/** Eigen-decomposition of a symmetric n × n matrix (row-major) by cyclic Jacobi: values and column vectors. */
function symmetricEigen(matrix: Float64Array, n: number): { values: number[]; vectors: Float64Array } {
  const a = Float64Array.from(matrix);
  const v = new Float64Array(n * n);
  for (let i = 0; i < n; i++) v[i * n + i] = 1;
  for (let sweep = 0; sweep < 100; sweep++) {
    let off = 0;
    for (let p = 0; p < n; p++) for (let q = p + 1; q < n; q++) off += a[p * n + q]! ** 2;
    if (off < 1e-22) break;
    for (let p = 0; p < n; p++) {
      for (let q = p + 1; q < n; q++) {
        const apq = a[p * n + q]!;
        if (Math.abs(apq) < 1e-300) continue;
        const theta = (a[q * n + q]! - a[p * n + p]!) / (2 * apq);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const cos = 1 / Math.sqrt(t * t + 1);
        const sin = t * cos;
        for (let k = 0; k < n; k++) {
          const akp = a[k * n + p]!;
          const akq = a[k * n + q]!;
          a[k * n + p] = cos * akp - sin * akq;
          a[k * n + q] = sin * akp + cos * akq;
        }
        for (let k = 0; k < n; k++) {
          const apk = a[p * n + k]!;
          const aqk = a[q * n + k]!;
          a[p * n + k] = cos * apk - sin * aqk;
          a[q * n + k] = sin * apk + cos * aqk;
        }
        for (let k = 0; k < n; k++) {
          const vkp = v[k * n + p]!;
          const vkq = v[k * n + q]!;
          v[k * n + p] = cos * vkp - sin * vkq;
          v[k * n + q] = sin * vkp + cos * vkq;
        }
      }
    }
  }
  return { values: Array.from({ length: n }, (_, i) => a[i * n + i]!), vectors: v };
}

export interface TruncatedSvd {
  singularValues: number[];
  /** columnCount × rank, column-major: the right singular vectors. */
  right: Float64Array;
  rank: number;
}

/**
 * The `rank` largest singular values and right singular vectors of X (Halko, Martinsson & Tropp's randomized
 * range finder with `powerIterations` subspace iterations and `oversample` extra columns).
 */
export function truncatedSvd(
  x: SparseRows,
  rank: number,
  {
    oversample = 16,
    powerIterations = 4,
    seed = 20,
  }: { oversample?: number; powerIterations?: number; seed?: number } = {},
): TruncatedSvd {
  const width = rank + oversample;
  const random = seededRandom(seed);
  const start: Block = { height: x.columnCount, width, data: new Float64Array(x.columnCount * width) };
  for (let i = 0; i < start.data.length; i++) start.data[i] = random() * 2 - 1;
  let q = multiply(x, start);
  orthonormalise(q);
  for (let i = 0; i < powerIterations; i++) {
    const z = multiplyTransposed(x, q);
    orthonormalise(z);
    q = multiply(x, z);
    orthonormalise(q);
  }
  // B = Qᵀ X (width × columnCount), kept as Bᵀ = Xᵀ Q (columnCount × width).
  const bt = multiplyTransposed(x, q);
  // B Bᵀ (width × width) = W Λ Wᵀ; B's right singular vectors are Bᵀ W Σ⁻¹.
  const gram = new Float64Array(width * width);
  for (let i = 0; i < width; i++) {
    for (let j = i; j < width; j++) {
      let dot = 0;
      const iOffset = i * bt.height;
      const jOffset = j * bt.height;
      for (let t = 0; t < bt.height; t++) dot += bt.data[iOffset + t]! * bt.data[jOffset + t]!;
      gram[i * width + j] = dot;
      gram[j * width + i] = dot;
    }
  }
  const { values, vectors } = symmetricEigen(gram, width);
  const order = values.map((value, i) => [value, i] as const).sort((a, b) => b[0] - a[0]);
  const right = new Float64Array(x.columnCount * rank);
  const singularValues: number[] = [];
  for (let c = 0; c < rank; c++) {
    const [value, index] = order[c]!;
    const sigma = Math.sqrt(Math.max(value, 0));
    singularValues.push(sigma);
    const outOffset = c * x.columnCount;
    for (let j = 0; j < width; j++) {
      const w = vectors[j * width + index]! / (sigma || 1);
      if (w === 0) continue;
      const jOffset = j * bt.height;
      for (let t = 0; t < bt.height; t++) right[outOffset + t]! += bt.data[jOffset + t]! * w;
    }
    // A fixed sign (largest component positive), so that the file does not flip between equivalent runs.
    let largest = 0;
    for (let t = 0; t < x.columnCount; t++)
      if (Math.abs(right[outOffset + t]!) > Math.abs(largest)) largest = right[outOffset + t]!;
    if (largest < 0) for (let t = 0; t < x.columnCount; t++) right[outOffset + t]! *= -1;
  }
  return { singularValues, right, rank };
}

export interface QuantisedTermVectors {
  rank: number;
  /** Term t's vector is codes[t·rank + i] · scales[t]. */
  codes: Int8Array;
  scales: Float32Array;
}

/**
 * Term t's vector: row t of V·Σ (so a text's fold-in Σ w_t·v_t equals its row of U·Σ, the LSA document
 * vector), quantised to int8 with one scale per term.
 */
export function quantiseTermVectors(svd: TruncatedSvd, termCount: number): QuantisedTermVectors {
  const { rank, right, singularValues } = svd;
  const codes = new Int8Array(termCount * rank);
  const scales = new Float32Array(termCount);
  const row = new Float64Array(rank);
  for (let t = 0; t < termCount; t++) {
    let largest = 0;
    for (let c = 0; c < rank; c++) {
      row[c] = right[c * termCount + t]! * singularValues[c]!;
      largest = Math.max(largest, Math.abs(row[c]!));
    }
    const scale = largest / 127;
    scales[t] = scale;
    for (let c = 0; c < rank; c++) codes[t * rank + c] = scale > 0 ? Math.round(row[c]! / scale) : 0;
  }
  return { rank, codes, scales };
}
