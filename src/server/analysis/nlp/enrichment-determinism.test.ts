// The NLP output of an article must not depend on which worker enriched it, what that worker read before,
// the batch size or the order: wink-nlp learns unknown words as it reads (see text-analysis.ts).
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { NlpInput } from './enrich-article';
import { createEnrichmentPool, type EnrichmentPool } from './enrichment-pool';

function readJsonl(name: string): Array<Record<string, string>> {
  const path = new URL(`../../../../test/fixtures/nlp/${name}`, import.meta.url);
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Record<string, string>);
}

const sample: NlpInput[] = [
  ...readJsonl('huffpost_sample.jsonl').map((r) => ({
    title: r.headline!,
    description: r.short_description,
  })),
  ...readJsonl('cybersecurity_sample.jsonl').map((r) => ({ title: r.title!, description: r.description })),
  ...readJsonl('order_sensitive_sample.jsonl').map((r) => ({ title: r.title!, description: r.description })),
];

/** Enriches the sample in the given order and returns each article's output as JSON, in sample order. */
async function enrichInOrder(pool: EnrichmentPool, order: readonly number[]): Promise<string[]> {
  const results = await pool.enrich(order.map((i) => sample[i]!));
  const byArticle: string[] = new Array<string>(sample.length);
  order.forEach((articleIndex, k) => (byArticle[articleIndex] = JSON.stringify(results[k])));
  return byArticle;
}

describe('enrichment determinism', () => {
  const pools: EnrichmentPool[] = [];
  afterAll(() => Promise.all(pools.map((pool) => pool.close())));

  it('gives byte-identical output with 1 or 3 workers, two chunk sizes and two orders', async () => {
    expect(sample.length).toBeGreaterThanOrEqual(600);
    const forward = sample.map((_, i) => i);
    const reversed = [...forward].reverse();
    const single = createEnrichmentPool({ workers: 1, chunkSize: 64 });
    const several = createEnrichmentPool({ workers: 3, chunkSize: 5 });
    pools.push(single, several);

    const reference = await enrichInOrder(single, forward);
    const variants = [
      await enrichInOrder(several, reversed),
      await enrichInOrder(several, forward),
      // The single worker has now read everything once: state left from that must not matter either.
      await enrichInOrder(single, reversed),
    ];
    for (const variant of variants) {
      const differing = variant.flatMap((json, i) => (json === reference[i] ? [] : [i]));
      expect(differing).toEqual([]);
    }
  }, 120_000);
});
