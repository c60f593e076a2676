import { afterAll, describe, expect, it } from 'vitest';
import { createEnrichmentPool } from '../analysis/nlp/enrichment-pool';
import { enrichArticle, type NlpInput } from '../analysis/nlp/enrich-article';
import { encodeNlp } from '../store/nlp-codec';
import { decodeArticleDoc, encodeArticleDoc } from '../store/article-doc-codec';
import type { EnrichJobInput, EnrichJobResult } from './enrich-job';
import { extractStoredMention, organisationsOfNlpDoc } from './breach-mention';

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

  it('compresses the article JSON it is given into the stored form, and only when given it', async () => {
    const articleJson = JSON.stringify({ title: batch[0]!.title, content: batch[0]!.content, id: 'x' });
    const [withDoc, without] = await pool.enrich([{ ...batch[0]!, articleJson } as NlpInput, batch[1]!]);
    const stored = Buffer.from(withDoc!.articleDoc!);
    expect(stored.equals(encodeArticleDoc(articleJson))).toBe(true);
    expect(decodeArticleDoc(stored)).toBe(articleJson);
    expect(without!.articleDoc).toBeUndefined();
  });

  it('extracts the breach mention the main thread would, from the same text and stored organisations', async () => {
    const articles: EnrichJobInput[] = [
      {
        title: 'Acme Health says hackers stole patient records in data breach',
        content:
          'Acme Health said on Monday that hackers stole the names, addresses and Social Security numbers of ' +
          '2.1 million patients in a data breach discovered last month. The company notified regulators.',
        language: 'en',
        breach: { id: 'acme-1', published_date: '2026-03-10 09:00:00' },
      },
      { ...batch[0]!, breach: { id: 'senate-1', published_date: '2026-03-10 09:00:00' } },
      batch[1]!,
    ];
    const results = await pool.enrich(articles);
    const expected = articles.map((article, i) =>
      article.breach
        ? extractStoredMention(article, article.breach, () => organisationsOfNlpDoc(results[i]!.doc))
        : undefined,
    );
    expect(expected[0]).not.toBeNull();
    expect(JSON.parse(expected[0]!.mention)).toMatchObject({ articleId: 'acme-1' });
    expect(expected[1]).toBeNull();
    expect(results.map((result) => result.breach)).toEqual(expected);
  });

  it('reports a failing article as a rejected batch', async () => {
    await expect(pool.enrich([{ title: null } as unknown as NlpInput])).rejects.toThrow(
      /enrichment failed in a worker/,
    );
    await expect(pool.enrich(batch.slice(0, 1))).resolves.toHaveLength(1);
  });
});
