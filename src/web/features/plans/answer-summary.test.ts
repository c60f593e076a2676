import { describe, expect, it } from 'vitest';
import { authorsResponseSchema } from '../../../contract/authors';
import { sourcesResponseSchema } from '../../../contract/sources';
import { minimalArticleSample } from '../../../contract/test-samples';
import { compareOutcomes, metricText, sourceCapOf, summarizeAnswer } from './answer-summary';
import type { AnswerSummary, ComparedPlan } from './answer-summary';

const basicNlp = { theme: 'Business', summary: 'S.', sentiment: { title: 0.1, content: 0.2 }, ner_ORG: [] };
const iptcNlp = {
  ...basicNlp,
  iptc_tags_name: ['economy, business and finance'],
  iptc_tags_id: ['04000000'],
  embeddings: [0.1, 0.2],
};

function article(id: string, nlp?: Record<string, unknown> | null) {
  return { ...minimalArticleSample(), id, ...(nlp === undefined ? {} : { nlp }) };
}

/** An authors answer as the API client hands it over: parsed with the contract. */
function authorsAnswer(articles: Record<string, unknown>[], totalHits = articles.length) {
  return {
    operation: 'authors' as const,
    response: authorsResponseSchema.parse({
      status: 'ok',
      total_hits: totalHits,
      page: 1,
      total_pages: 1,
      page_size: articles.length,
      articles,
      user_input: { author_name: '"Ada Marsh"' },
    }),
  };
}

function sourcesAnswer(count: number, cap: number, withInfo: boolean) {
  return {
    operation: 'sources' as const,
    response: sourcesResponseSchema.parse({
      message: `Maximum sources displayed according to your plan is set to ${cap}`,
      sources: Array.from({ length: count }, (_, index) => ({
        name_source: `Source ${index}`,
        domain_url: `s${index}.example`,
        logo: null,
        ...(withInfo ? { additional_info: { nb_articles_for_7d: index } } : {}),
      })),
      user_input: { lang: ['en'] },
    }),
  };
}

const metricsOf = (summary: AnswerSummary) =>
  Object.fromEntries(summary.metrics.map((metric) => [metric.key, metricText(metric)]));

describe('summarizeAnswer', () => {
  it('counts the articles and which of them carry NLP, IPTC tags and embeddings', () => {
    const summary = summarizeAnswer(
      authorsAnswer([article('a', iptcNlp), article('b', basicNlp), article('c', null)], 40),
    );
    expect(metricsOf(summary)).toEqual({
      total_hits: '40',
      articles: '3',
      with_nlp: '2 of 3',
      with_iptc: '1 of 3',
      with_embeddings: '1 of 3',
    });
  });

  it('lists the fields that carry a value, NLP fields one level down, and leaves out the request echo', () => {
    const { fields } = summarizeAnswer(authorsAnswer([article('a', iptcNlp), article('b', null)]));
    expect(fields).toContain('articles[].nlp');
    expect(fields).toContain('articles[].nlp.embeddings');
    expect(fields).toContain('articles[].nlp.iptc_tags_id');
    expect(fields).toContain('articles[].id');
    expect(fields).toContain('total_hits');
    expect(fields.some((field) => field.startsWith('user_input'))).toBe(false);
    expect(fields).toEqual([...fields].sort());
  });

  it('does not count an article without NLP as having it', () => {
    const { fields, metrics } = summarizeAnswer(authorsAnswer([article('a'), article('b', null)]));
    expect(fields.some((field) => field.startsWith('articles[].nlp'))).toBe(false);
    expect(metrics.find((metric) => metric.key === 'with_nlp')).toEqual({ key: 'with_nlp', value: 0, of: 2 });
  });

  it('reads the articles of a clustered answer inside its clusters', () => {
    const response = authorsResponseSchema.parse({
      status: 'ok',
      total_hits: 3,
      page: 1,
      total_pages: 1,
      page_size: 3,
      clusters_count: 2,
      clusters: [
        { cluster_id: '1', cluster_size: 2, articles: [article('a', basicNlp), article('b', basicNlp)] },
        { cluster_id: '2', cluster_size: 1, articles: [article('c', basicNlp)] },
      ],
      user_input: {},
    });
    const summary = summarizeAnswer({ operation: 'authors', response });
    expect(metricsOf(summary)).toMatchObject({ articles: '3', clusters: '2', with_nlp: '3 of 3' });
    expect(summary.fields).toContain('clusters[].articles[].nlp.theme');
    expect(summary.fields).not.toContain('articles');
  });

  it('summarises a no-match answer as empty', () => {
    const response = authorsResponseSchema.parse({
      status: 'No Matches for your search',
      total_hits: 0,
      page: 1,
      total_pages: 0,
      page_size: 0,
      articles: [],
      user_input: {},
    });
    expect(metricsOf(summarizeAnswer({ operation: 'authors', response }))).toMatchObject({
      total_hits: '0',
      articles: '0',
      with_nlp: '0 of 0',
    });
  });

  it('counts sources against the cap the answer states, and those with additional info', () => {
    const summary = summarizeAnswer(sourcesAnswer(100, 100, true));
    expect(metricsOf(summary)).toEqual({
      sources: '100',
      sources_cap: '100',
      with_additional_info: '100 of 100',
    });
    expect(summary.fields).toContain('sources[].additional_info.nb_articles_for_7d');
    expect(summarizeAnswer(sourcesAnswer(3, 1000, false)).fields).not.toContain('sources[].additional_info');
  });
});

describe('sourceCapOf', () => {
  it('reads the number of the plan message, or nothing', () => {
    expect(sourceCapOf('Maximum sources displayed according to your plan is set to 1000')).toBe(1000);
    expect(sourceCapOf('Success')).toBeNull();
  });
});

describe('compareOutcomes', () => {
  const answered = (summary: AnswerSummary) => ({ state: 'answered' as const, summary });
  const refused = { state: 'failed' as const, httpStatus: 403, code: 'PLAN_FEATURE_UNAVAILABLE' };

  it('shows the refusal, the counts that differ and the fields only some answers carry', () => {
    const plans: ComparedPlan[] = [
      { id: 'basic', outcome: refused },
      {
        id: 'nlp',
        outcome: answered(summarizeAnswer(authorsAnswer([article('a', basicNlp), article('b', basicNlp)]))),
      },
      {
        id: 'full',
        outcome: answered(summarizeAnswer(authorsAnswer([article('a', iptcNlp), article('b', iptcNlp)]))),
      },
      { id: 'newscatcher', outcome: { state: 'failed', httpStatus: 502, code: 'UPSTREAM_UNAVAILABLE' } },
    ];
    const diff = compareOutcomes(plans);

    expect(diff.status.cells).toEqual({
      basic: '403 PLAN_FEATURE_UNAVAILABLE',
      nlp: '200 OK',
      full: '200 OK',
      newscatcher: '502 UPSTREAM_UNAVAILABLE',
    });
    expect(diff.statusDiffers).toBe(true);
    // Equal counts (hits, articles, NLP) are not differences; only IPTC tags and embeddings are.
    expect(diff.metrics).toEqual([
      { key: 'with_iptc', label: 'Articles with IPTC tags', cells: { nlp: '0 of 2', full: '2 of 2' } },
      { key: 'with_embeddings', label: 'Articles with embeddings', cells: { nlp: '0 of 2', full: '2 of 2' } },
    ]);
    expect(diff.fields.map((field) => field.path)).toEqual([
      'articles[].nlp.embeddings',
      'articles[].nlp.iptc_tags_id',
      'articles[].nlp.iptc_tags_name',
    ]);
    expect(diff.fields[0]).toEqual({
      path: 'articles[].nlp.embeddings',
      presentIn: ['full'],
      absentFrom: ['nlp'],
    });
    expect(diff.pending).toEqual([]);
  });

  it('shows the source cap: fewer sources under the smaller plan', () => {
    const diff = compareOutcomes([
      { id: 'basic', outcome: answered(summarizeAnswer(sourcesAnswer(100, 100, false))) },
      { id: 'nlp', outcome: answered(summarizeAnswer(sourcesAnswer(103, 1000, false))) },
      { id: 'full', outcome: answered(summarizeAnswer(sourcesAnswer(103, 1000, false))) },
    ]);
    expect(diff.statusDiffers).toBe(false);
    expect(diff.metrics.map((line) => [line.key, line.cells])).toEqual([
      ['sources', { basic: '100', nlp: '103', full: '103' }],
      ['sources_cap', { basic: '100', nlp: '1,000', full: '1,000' }],
      ['with_additional_info', { basic: '0 of 100', nlp: '0 of 103', full: '0 of 103' }],
    ]);
    expect(diff.fields).toEqual([]);
  });

  it('finds nothing to compare when the answers agree', () => {
    const same = summarizeAnswer(authorsAnswer([article('a', basicNlp)]));
    const diff = compareOutcomes([
      { id: 'nlp', outcome: answered(same) },
      { id: 'full', outcome: answered(same) },
    ]);
    expect(diff.statusDiffers).toBe(false);
    expect(diff.metrics).toEqual([]);
    expect(diff.fields).toEqual([]);
  });

  it('compares no counts with a single answer, and names the plans still running', () => {
    const diff = compareOutcomes([
      { id: 'basic', outcome: { state: 'pending' } },
      { id: 'full', outcome: answered(summarizeAnswer(authorsAnswer([article('a', iptcNlp)]))) },
    ]);
    expect(diff.pending).toEqual(['basic']);
    expect(diff.status.cells).toEqual({ full: '200 OK' });
    expect(diff.metrics).toEqual([]);
    expect(diff.fields).toEqual([]);
  });

  it('describes a request that got no answer at all', () => {
    const diff = compareOutcomes([
      { id: 'full', outcome: { state: 'failed', httpStatus: 0, code: 'NETWORK_ERROR' } },
    ]);
    expect(diff.status.cells).toEqual({ full: 'No answer (NETWORK_ERROR)' });
  });
});
