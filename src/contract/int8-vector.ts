// The int8 form of an embedding, shared by the analysis that makes embeddings (analysis/nlp/embedding.ts,
// quantisedUnit) and the store that keeps them (store/nlp-codec.ts): one convention on both sides, so a
// stored int8 embedding decodes to exactly the float32 numbers the enrichment produced.

/**
 * q = round(127 · v / max|v|) and s = fround(1 / |q|): codes whose largest is ±127 and the step that makes
 * q · s a unit vector (to float32 precision). Null for the zero vector and for non-finite components.
 */
export function int8UnitCodes(vector: ArrayLike<number>): { codes: Int8Array; scale: number } | null {
  let largest = 0;
  for (let i = 0; i < vector.length; i++) largest = Math.max(largest, Math.abs(vector[i]!));
  if (!(largest > 0) || !Number.isFinite(largest)) return null;
  let norm = 0;
  const codes = new Int8Array(vector.length);
  for (let i = 0; i < vector.length; i++) {
    codes[i] = Math.round((127 * vector[i]!) / largest);
    norm += codes[i]! * codes[i]!;
  }
  return { codes, scale: Math.fround(1 / Math.sqrt(norm)) };
}
