// The latent semantic term vectors shipped in data/embedding-lsa.json (vocabulary) and data/embedding-lsa.bin
// (int8 codes, then one float32 scale per term, little-endian), built by train-embedding.ts.
import { readFileSync } from 'node:fs';
import { z } from 'zod';

const lsaHeaderSchema = z.object({
  description: z.string(),
  rank: z.number().int().positive(),
  /** Vocabulary in the order of the binary file's rows. */
  terms: z.array(z.string()),
});

export type LsaHeader = z.infer<typeof lsaHeaderSchema>;

export class LsaVectors {
  readonly rank: number;
  private readonly rows: Map<string, number>;

  constructor(
    terms: readonly string[],
    rank: number,
    private readonly codes: Int8Array,
    private readonly scales: Float32Array,
  ) {
    if (codes.length !== terms.length * rank || scales.length !== terms.length)
      throw new Error('LSA vectors: codes and scales do not match the vocabulary');
    this.rank = rank;
    this.rows = new Map(terms.map((term, row) => [term, row]));
  }

  /** Adds weight · (term's vector) to `out` (from `offset`); false when the term has no vector. */
  addTo(out: Float64Array, offset: number, term: string, weight: number): boolean {
    const row = this.rows.get(term);
    if (row === undefined) return false;
    const factor = weight * this.scales[row]!;
    const { rank, codes } = this;
    const base = row * rank;
    for (let i = 0; i < rank; i++) out[offset + i]! += factor * codes[base + i]!;
    return true;
  }

  /**
   * addTo for each term in turn (weights[k] for terms[k]), with the same sums: four terms per pass over
   * `out`, each component still adding the terms one after another in their order, so every rounding is
   * the same as term by term; only the loads and stores of `out` between terms are saved.
   */
  addAllTo(out: Float64Array, offset: number, terms: readonly string[], weights: readonly number[]): void {
    const { rank, codes } = this;
    const bases: number[] = [];
    const factors: number[] = [];
    for (let k = 0; k < terms.length; k++) {
      const row = this.rows.get(terms[k]!);
      if (row === undefined) continue;
      bases.push(row * rank);
      factors.push(weights[k]! * this.scales[row]!);
    }
    // Padded to a multiple of four with terms of factor 0, so that one loop does all: a separate loop for the
    // last one to three terms made V8's optimised code bail out to the interpreter on most calls ("insufficient
    // type feedback", `node --trace-deopt`). Adding 0 · code (±0) leaves every sum as it was: x + ±0 = x for
    // every x but -0, and a sum that starts at +0 (the caller's fresh vector) never becomes -0.
    while (bases.length % 4 !== 0) {
      bases.push(0);
      factors.push(0);
    }
    for (let k = 0; k < bases.length; k += 4) {
      const b0 = bases[k]!;
      const b1 = bases[k + 1]!;
      const b2 = bases[k + 2]!;
      const b3 = bases[k + 3]!;
      const f0 = factors[k]!;
      const f1 = factors[k + 1]!;
      const f2 = factors[k + 2]!;
      const f3 = factors[k + 3]!;
      for (let i = 0; i < rank; i++) {
        // Left to right: (((out + t0) + t1) + t2) + t3, as four successive addTo calls compute it.
        out[offset + i] =
          out[offset + i]! +
          f0 * codes[b0 + i]! +
          f1 * codes[b1 + i]! +
          f2 * codes[b2 + i]! +
          f3 * codes[b3 + i]!;
      }
    }
  }
}

/** The binary layout: codes (terms × rank int8), then scales (terms float32 LE). */
export function encodeLsaBinary(codes: Int8Array, scales: Float32Array): Buffer {
  const out = Buffer.alloc(codes.length + scales.length * 4);
  Buffer.from(codes.buffer, codes.byteOffset, codes.length).copy(out, 0);
  scales.forEach((scale, i) => out.writeFloatLE(scale, codes.length + i * 4));
  return out;
}

export function decodeLsa(header: LsaHeader, binary: Buffer): LsaVectors {
  const count = header.terms.length;
  if (binary.length !== count * header.rank + count * 4)
    throw new Error('LSA vectors: binary file has the wrong size');
  const codes = new Int8Array(count * header.rank);
  codes.set(new Int8Array(binary.buffer, binary.byteOffset, codes.length));
  const scales = new Float32Array(count);
  for (let i = 0; i < count; i++) scales[i] = binary.readFloatLE(codes.length + i * 4);
  return new LsaVectors(header.terms, header.rank, codes, scales);
}

let shipped: LsaVectors | undefined;

/** The shipped term vectors, loaded once. */
export function shippedLsaVectors(): LsaVectors {
  shipped ??= decodeLsa(
    lsaHeaderSchema.parse(
      JSON.parse(readFileSync(new URL('./data/embedding-lsa.json', import.meta.url), 'utf8')),
    ),
    readFileSync(new URL('./data/embedding-lsa.bin', import.meta.url)),
  );
  return shipped;
}
