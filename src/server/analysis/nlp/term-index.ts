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

/** Open-addressing slots (index + 1, 0 empty), at least twice as many as keys so that probes stay short. */
export class Slots {
  readonly slots: Int32Array;
  private readonly shift: number;
  readonly mask: number;

  constructor(keys: number) {
    let bits = 4;
    while (1 << bits < 2 * keys) bits++;
    this.slots = new Int32Array(1 << bits);
    this.shift = 32 - bits;
    this.mask = (1 << bits) - 1;
  }

  /** The first slot to probe for a hash: its top bits after a multiplicative spread (Fibonacci hashing). */
  first(hash: number): number {
    return Math.imul(hash, 0x9e3779b1) >>> this.shift;
  }
}

/** A text's distinct terms: `add` gives a term's index, the next one when it is new. */
export class TermIndex {
  readonly terms: string[] = [];
  readonly hashes: number[] = [];
  private readonly table: Slots;

  /** `capacity`: at most this many distinct terms will be added. */
  constructor(capacity: number) {
    this.table = new Slots(capacity);
  }

  /** The index of `term` (`hash`: its hashTerm), added at the end when new. */
  add(term: string, hash: number): number {
    const { slots, mask } = this.table;
    let slot = this.table.first(hash);
    for (;;) {
      const held = slots[slot]! - 1;
      if (held < 0) break;
      if (this.hashes[held] === hash && this.terms[held] === term) return held;
      slot = (slot + 1) & mask;
    }
    slots[slot] = this.terms.length + 1;
    this.terms.push(term);
    this.hashes.push(hash);
    return this.terms.length - 1;
  }
}
