import { afterAll, describe, expect, it } from 'vitest';
import { createEnrichmentPool } from '../analysis/nlp/enrichment-pool';
import { enrichArticle, type NlpInput } from '../analysis/nlp/enrich-article';
import { encodeNlp } from '../store/nlp-codec';
import type { EnrichJobResult } from './enrich-job';

const batch: NlpInput[] = [
  {
    title: 'Senate passes the budget after a long night',
    content: 'Angela Merkel met Microsoft executives in Berlin. The meeting went well, officials said.',
    language: 'en',
  },
  { title: 'Storm brings heavy rain to the coast', description: 'Flooding closed roads in Cork.' },
  {
    title: 'Élections : le gouvernement présente son budget',
    content: 'Le texte arrive au Sénat.',
    language: 'fr',
  },
  { title: 'Only a title' },
];

describe('the ingest job of the enrichment workers', () => {
  const pool = createEnrichmentPool<NlpInput, EnrichJobResult>({
    workers: 2,
    chunkSize: 1,
    job: new URL('./enrich-job.ts', import.meta.url),
  });
  afterAll(() => pool.close());

  it('gives the stored form of enrichArticle, byte for byte, in the batch order', async () => {
    const results = await pool.enrich(batch);
    expect(results).toHaveLength(batch.length);
    results.forEach((result, i) => {
      const expected = encodeNlp(enrichArticle(batch[i]!));
      expect(result.doc).toBe(expected.doc);
      expect(result.iptcDoc).toBe(expected.iptcDoc);
      expect(result.embedding).not.toBeNull();
      expect(Buffer.from(result.embedding!).equals(expected.embedding!)).toBe(true);
    });
  });

  it('reports a failing article as a rejected batch', async () => {
    await expect(pool.enrich([{ title: null } as unknown as NlpInput])).rejects.toThrow(
      /enrichment failed in a worker/,
    );
    await expect(pool.enrich(batch.slice(0, 1))).resolves.toHaveLength(1);
  });
});
