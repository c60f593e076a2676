// Seeded pseudo-random numbers for the demo corpus (mulberry32): small, fast and the same on every
// platform, so a seed always yields the same corpus. Nothing in the generator may use Math.random.

export class Prng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) | 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** An integer in [low, high], both inclusive. */
  between(low: number, high: number): number {
    return low + Math.floor(this.next() * (high - low + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
}

/** Mixes numbers into one 32-bit seed (murmur3 finaliser per part), for independent sub-streams. */
export function mixSeed(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    // Whole numbers beyond 32 bits keep their high part too.
    const low = part >>> 0;
    const high = Math.floor(part / 4294967296) >>> 0;
    for (const word of [low, high]) {
      h ^= word;
      h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
      h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
      h ^= h >>> 16;
    }
  }
  return h >>> 0;
}

/** Samples indices in proportion to fixed weights (cumulative table + binary search). */
export class WeightedIndex {
  private readonly cumulative: Float64Array;
  private readonly total: number;

  constructor(weights: readonly number[]) {
    if (weights.length === 0) throw new RangeError('WeightedIndex needs at least one weight');
    this.cumulative = new Float64Array(weights.length);
    let sum = 0;
    weights.forEach((weight, index) => {
      if (!(weight >= 0)) throw new RangeError(`weight ${index} must be a non-negative number`);
      sum += weight;
      this.cumulative[index] = sum;
    });
    if (sum <= 0) throw new RangeError('WeightedIndex needs a positive total weight');
    this.total = sum;
  }

  get size(): number {
    return this.cumulative.length;
  }

  sample(rng: Prng): number {
    const target = rng.next() * this.total;
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.cumulative[mid]! > target) high = mid;
      else low = mid + 1;
    }
    return low;
  }
}
