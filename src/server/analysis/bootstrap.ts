// Seeded randomness for the quality evaluations and training splits, and the percentile bootstrap interval
// every held-out figure is reported with: the same seed gives the same split and the same interval on any run.

/** A deterministic pseudo-random generator (mulberry32): floats in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher–Yates: shuffles `items` in place with `random` and returns them (the seeded draws of scripts/draw-*.ts). */
export function shuffleInPlace<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/**
 * The percentile bootstrap 95% interval of `statistic` over `count` items: `resamples` draws of `count` item
 * indices with replacement. Resamples where the statistic is undefined (NaN: no item of the kind it counts)
 * are left out.
 */
export function bootstrapInterval(
  count: number,
  statistic: (indices: number[]) => number,
  { seed = 42, resamples = 1000 }: { seed?: number; resamples?: number } = {},
): [number, number] {
  const random = seededRandom(seed);
  const values: number[] = [];
  for (let r = 0; r < resamples; r++) {
    const indices = Array.from({ length: count }, () => Math.floor(random() * count));
    const value = statistic(indices);
    if (!Number.isNaN(value)) values.push(value);
  }
  if (values.length === 0) return [Number.NaN, Number.NaN];
  values.sort((a, b) => a - b);
  const at = (q: number) => values[Math.min(values.length - 1, Math.floor(q * values.length))]!;
  return [at(0.025), at(0.975)];
}
