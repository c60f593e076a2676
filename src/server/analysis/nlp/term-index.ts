// The distinct terms of one text, in order of first occurrence, each found again by its hash in open-addressing
// slots: what the embedding's Map from term to index per text did, without a Map's entries and the rehashing as
// it grows (with the bigrams' Map, the embedding's largest allocation).

/**
 * FNV-1a of a term's UTF-16 code units, as a signed 32-bit integer: the embedding's feature hash, whose bits it
 * reads (kept signed, each fits V8's small integers, where half the unsigned ones were heap numbers).
 */
export function hashTerm(term: string): number {
  let hash = 0x811c9dc5 | 0;
  for (let i = 0; i < term.length; i++) {
    hash ^= term.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash;
}

/**
 * A text's distinct terms (or keys known by their hash alone, as the embedding's bigrams), numbered in order of
 * first occurrence, in open-addressing slots (index + 1, 0 empty) at least twice as many as keys, so that probes
 * stay short.
 */
export class TermIndex {
  readonly terms: string[] = [];
  readonly hashes: number[] = [];
  private readonly slots: Int32Array;
  private readonly shift: number;
  private readonly mask: number;

  /** `capacity`: at most this many distinct keys will be added. */
  constructor(capacity: number) {
    let bits = 4;
    while (1 << bits < 2 * capacity) bits++;
    this.slots = new Int32Array(1 << bits);
    this.shift = 32 - bits;
    this.mask = (1 << bits) - 1;
  }

  /** The index of `term` (`hash`: its hashTerm), added at the end when new. */
  add(term: string, hash: number): number {
    return this.indexOf(hash, term);
  }

  /** The index of a key known by its hash alone (terms stays empty), added at the end when new. */
  addHash(hash: number): number {
    return this.indexOf(hash, undefined);
  }

  private indexOf(hash: number, term: string | undefined): number {
    // The first slot to probe: the hash's top bits after a multiplicative spread (Fibonacci hashing).
    let slot = Math.imul(hash, 0x9e3779b1) >>> this.shift;
    for (;;) {
      const held = this.slots[slot]! - 1;
      if (held < 0) break;
      if (this.hashes[held] === hash && (term === undefined || this.terms[held] === term)) return held;
      slot = (slot + 1) & this.mask;
    }
    this.slots[slot] = this.hashes.length + 1;
    this.hashes.push(hash);
    if (term !== undefined) this.terms.push(term);
    return this.hashes.length - 1;
  }
}
