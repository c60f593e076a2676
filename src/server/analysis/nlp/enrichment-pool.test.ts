import { afterAll, describe, expect, it } from 'vitest';
import { enrichArticle, type NlpInput } from './enrich-article';
import { createEnrichmentPool } from './enrichment-pool';

const batch: NlpInput[] = Array.from({ length: 40 }, (_, i) => ({
  title: `Article ${i}: ${i % 2 === 0 ? 'Senate passes the budget' : 'Storm brings heavy rain to the coast'}`,
  content: `Story number ${i}. Angela Merkel met Microsoft executives in Berlin. The meeting went well.`,
}));

describe('createEnrichmentPool', () => {
  const pool = createEnrichmentPool({ workers: 2, chunkSize: 7 });
  afterAll(() => pool.close());

  it('enriches in worker threads exactly as enrichArticle does, in the batch order', async () => {
    const results = await pool.enrich(batch);
    expect(results).toEqual(batch.map(enrichArticle));
  });

  it('serves concurrent batches and empty ones', async () => {
    const [first, second, empty] = await Promise.all([
      pool.enrich(batch.slice(0, 5)),
      pool.enrich(batch.slice(5, 9)),
      pool.enrich([]),
    ]);
    expect(first.map((r) => r.theme)).toEqual(batch.slice(0, 5).map((a) => enrichArticle(a).theme));
    expect(second).toHaveLength(4);
    expect(empty).toEqual([]);
  });

  it('reports a failing article as a rejected batch and keeps working', async () => {
    const broken = { title: null } as unknown as NlpInput;
    await expect(pool.enrich([broken])).rejects.toThrow(/enrichment failed in a worker/);
    await expect(pool.enrich(batch.slice(0, 2))).resolves.toHaveLength(2);
  });

  it('rejects an aborted batch at once, terminating the busy worker, and keeps working', async () => {
    const single = createEnrichmentPool({ workers: 1 });
    try {
      await single.enrich(batch.slice(0, 1)); // loaded
      // One giant token: uncapped enrichment spends seconds on it (the ingest stages cap it first).
      const slow: NlpInput = { title: 'Slow', content: 'x'.repeat(80_000) };
      const controller = new AbortController();
      const pending = single.enrich([slow, ...batch.slice(0, 3)], { signal: controller.signal });
      setTimeout(() => controller.abort(new Error('stop now')), 100);
      await expect(pending).rejects.toThrow('stop now');
      await expect(single.enrich(batch.slice(0, 2))).resolves.toEqual(batch.slice(0, 2).map(enrichArticle));
      await expect(single.enrich(batch.slice(0, 1), { signal: controller.signal })).rejects.toThrow(
        'stop now',
      );
    } finally {
      await single.close();
    }
  });

  it('refuses work once closed', async () => {
    const closing = createEnrichmentPool({ workers: 1 });
    await closing.close();
    await expect(closing.enrich(batch.slice(0, 1))).rejects.toThrow(/closed/);
  });
});
