// Latency summaries: nearest-rank percentiles over samples in milliseconds.

export interface LatencySummary {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

/** The nearest-rank percentile (0 < p ≤ 100) of ascending-sorted samples. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(Math.max(rank, 1), sorted.length) - 1]!;
}

export function summarize(samples: readonly number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

export function median(samples: readonly number[]): number {
  return percentile(
    [...samples].sort((a, b) => a - b),
    50,
  );
}

export function geometricMean(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  return Math.exp(values.reduce((sum, v) => sum + Math.log(v), 0) / values.length);
}
