// GET|POST /api/authors: the NLP layer (include_nlp_data per plan), every NLP filter alone and combined, and
// clustering (thresholds, variables, determinism, the clustered answer's shape). Articles are ingested with
// their `nlp` object, so these tests do not depend on the enrichment engine (except embedText, which the
// title and summary variables compare by).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  authorsArticlesResponseSchema,
  authorsClusteredResponseSchema,
  authorsNoMatchResponseSchema,
  authorsUserInputKeys,
  errorBodySchema,
} from '../../src/contract';
import { EMBEDDING_DIMENSION, embedText } from '../../src/server/analysis/nlp';
import { createTestApp, makeArticle, postJson, KEYS, type TestApp } from '../helpers/test-app';

const NOW = new Date('2026-11-21T12:00:00Z');

/** A unit vector: `cos` along axis `a`, the rest along axis `b`. */
function vector(a: number, b = a + 1, cos = 1): number[] {
  const v = new Array<number>(EMBEDDING_DIMENSION).fill(0);
  v[a] = cos;
  v[b] = Math.sqrt(1 - cos * cos);
  return v;
}

// Ada's articles, newest first (sort_by=date answers them in this order).
const ada = (id: string, day: number, nlp: Record<string, unknown> | null) =>
  makeArticle({
    id,
    author: 'Ada Writer',
    link: `https://www.nlp.example/${id}`,
    published_date: `2026-11-${String(day).padStart(2, '0')} 10:00:00`,
    ...(nlp ? { nlp } : {}),
  });

const nlpArticles = [
  ada('a1', 20, {
    theme: 'Tech, Business',
    summary: 'Acme opens a lab in Paris.',
    sentiment: { title: 0.5, content: -0.25 },
    ner_PER: [{ entity_name: 'Ada Lovelace', count: 2 }],
    ner_ORG: [{ entity_name: 'Acme Corp', count: 1 }],
    ner_MISC: [{ entity_name: 'Widget X', count: 1 }],
    ner_LOC: [{ entity_name: 'Paris', count: 1 }],
    iptc_tags_name: ['science and technology', 'science and technology/technology'],
    iptc_tags_id: ['13000000', '13010000'],
    embeddings: vector(0),
  }),
  ada('a2', 19, {
    theme: 'Sports',
    summary: 'FC Example wins in London.',
    sentiment: { title: -0.5, content: 0.4 },
    ner_PER: [],
    ner_ORG: [{ entity_name: 'FC Example', count: 3 }],
    ner_MISC: [],
    ner_LOC: [{ entity_name: 'London', count: 1 }],
    iptc_tags_name: ['sport'],
    iptc_tags_id: ['15000000'],
  }),
  ada('a3', 18, {
    theme: 'Politics',
    summary: 'A vote in Paris.',
    sentiment: { title: 0, content: 0 },
    ner_PER: [{ entity_name: 'Zoë Örtegren', count: 1 }],
    ner_LOC: [{ entity_name: 'Paris', count: 2 }],
  }),
  ada('a4', 17, null),
  ada('a5', 16, {
    theme: ['Tech'],
    summary: 'The Acme Corp phone.',
    sentiment: { title: 1, content: 1 },
    ner_MISC: [{ entity_name: 'Acme Corp', count: 1 }],
    iptc_tags_name: ['science and technology'],
    iptc_tags_id: ['13000000'],
  }),
  ada('a6', 15, { theme: 'General', summary: 'No sentiment here.' }),
  // Published before Ada's window (from_=2026-11-01) but parsed within it: found only under by_parse_date.
  makeArticle({
    id: 'a7',
    author: 'Ada Writer',
    link: 'https://www.nlp.example/a7',
    published_date: '2026-10-20 10:00:00',
    parse_date: '2026-11-20 09:00:00',
    nlp: { theme: 'Tech', ner_LOC: [{ entity_name: 'Paris', count: 1 }], iptc_tags_id: ['13000000'] },
  }),
];

// Clustering: Cleo's articles carry crafted embeddings. k1 = k2, k1·k3 = 0.8, k3·k4 = 0.6, k4 ⟂ k1, k5 ⟂ all.
// Their ranks put them in another order under sort_by=rank: k2, k4, k5, k3, k1.
const cleo = (id: string, day: number, rank: number, fields: Record<string, unknown>) =>
  makeArticle({
    id,
    author: 'Cleo Cluster',
    link: `https://www.cluster.example/${id}`,
    published_date: `2026-11-${String(day).padStart(2, '0')} 10:00:00`,
    rank,
    ...fields,
  });
const withEmbedding = (embeddings: number[], summary: string) => ({
  theme: 'General',
  summary,
  sentiment: { title: 0, content: 0 },
  embeddings,
});
const clusterArticles = [
  cleo('k1', 20, 50, {
    title: 'Rocket launch delayed by storm',
    nlp: withEmbedding(vector(0), 'Storm delays a launch.'),
  }),
  cleo('k2', 19, 10, {
    title: 'Markets calm before the vote',
    nlp: withEmbedding(vector(0), 'Storm delays a launch.'),
  }),
  cleo('k3', 18, 40, {
    title: 'Rocket launch delayed by storm',
    nlp: withEmbedding(vector(0, 1, 0.8), 'Markets wait.'),
  }),
  cleo('k4', 17, 20, {
    title: 'Bakery wins bread contest',
    nlp: withEmbedding(vector(1, 0, 1), 'Bread wins.'),
  }),
  cleo('k5', 16, 30, { title: 'Chess final ends in a draw', nlp: withEmbedding(vector(7), 'Chess draw.') }),
];

// Content clustering without stored embeddings: computed from title and content, comparable with stored ones.
const text = {
  title: 'Volcano erupts near the coastal village',
  content: 'Lava flows reached the harbour as villagers evacuated the coastal village overnight.',
};
const otherText = {
  title: 'Chess final ends in a draw',
  content: 'The two grandmasters agreed to a draw after sixty moves in the championship final.',
};
const computedArticles = [
  makeArticle({
    id: 'm1',
    author: 'Max Compute',
    ...text,
    published_date: '2026-11-20 10:00:00',
    link: 'https://m.example/1',
  }),
  makeArticle({
    id: 'm2',
    author: 'Max Compute',
    ...text,
    published_date: '2026-11-19 10:00:00',
    link: 'https://m.example/2',
    nlp: { theme: 'Weather', embeddings: Array.from(embedText(`${text.title}\n${text.content}`)) },
  }),
  makeArticle({
    id: 'm3',
    author: 'Max Compute',
    ...otherText,
    published_date: '2026-11-18 10:00:00',
    link: 'https://m.example/3',
  }),
  // No summary anywhere: the description stands in for it.
  makeArticle({
    id: 'm4',
    author: 'Max Compute',
    title: 'Something else entirely',
    description: 'Storm delays a launch.',
    published_date: '2026-11-17 10:00:00',
    link: 'https://m.example/4',
  }),
  makeArticle({
    id: 'm5',
    author: 'Max Compute',
    title: 'A different headline',
    published_date: '2026-11-16 10:00:00',
    link: 'https://m.example/5',
    nlp: { summary: 'Storm delays a launch.' },
  }),
];

let t: TestApp;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  t = await createTestApp([...nlpArticles, ...clusterArticles, ...computedArticles]);
});
afterAll(() => {
  t.close();
  vi.useRealTimers();
});

const ADA = 'author_name=Ada%20Writer&from_=2026-11-01&sort_by=date';
const CLEO = 'author_name=Cleo%20Cluster&from_=2026-11-01&sort_by=date';
const MAX = 'author_name=Max%20Compute&from_=2026-11-01&sort_by=date';

const get = (query: string, key: string = KEYS.full) => t.request(`/api/authors?${query}`, { key });

async function ids(query: string, key: string = KEYS.nlp): Promise<string[]> {
  const response = await get(query, key);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { articles: { id: string }[] };
  return body.articles.map((article) => article.id);
}

async function clustered(query: string, key: string = KEYS.nlp) {
  const response = await get(`${query}&clustering_enabled=true`, key);
  expect(response.status).toBe(200);
  return authorsClusteredResponseSchema.parse(await response.json());
}

/** The clusters as lists of article ids. */
async function clusterIds(query: string, key: string = KEYS.nlp): Promise<string[][]> {
  return (await clustered(query, key)).clusters.map((cluster) =>
    cluster.articles.map((article) => article.id!),
  );
}

describe('NLP filters, each alone', () => {
  it('theme: any of the listed themes, at any position of the stored list, ignoring case', async () => {
    expect(await ids(`${ADA}&theme=Tech`)).toEqual(['a1', 'a5']);
    expect(await ids(`${ADA}&theme=business`)).toEqual(['a1']);
    expect(await ids(`${ADA}&theme=tech,SPORTS`)).toEqual(['a1', 'a2', 'a5']);
    expect(await ids(`${ADA}&theme=Weather`)).toEqual([]);
  });

  it('not_theme: none of the listed themes; articles without an NLP layer stay', async () => {
    expect(await ids(`${ADA}&not_theme=Tech`)).toEqual(['a2', 'a3', 'a4', 'a6']);
    expect(await ids(`${ADA}&not_theme=Tech,Politics,General`)).toEqual(['a2', 'a4']);
  });

  it.each([
    ['ORG_entity_name', 'acme%20corp', ['a1']],
    ['ORG_entity_name', 'ACME%20CORP,FC%20Example', ['a1', 'a2']],
    ['MISC_entity_name', 'Acme%20Corp', ['a5']],
    ['MISC_entity_name', 'widget%20x', ['a1']],
    ['PER_entity_name', 'Ada%20Lovelace', ['a1']],
    ['PER_entity_name', 'Acme%20Corp', []],
    ['LOC_entity_name', 'paris', ['a1', 'a3']],
    ['LOC_entity_name', 'Paris,London', ['a1', 'a2', 'a3']],
  ])('%s=%s matches that kind only, case-insensitively', async (param, value, expected) => {
    expect(await ids(`${ADA}&${param}=${value}`)).toEqual(expected);
  });

  it('entity names match exactly, not as a part of a name', async () => {
    expect(await ids(`${ADA}&ORG_entity_name=Acme`)).toEqual([]);
    expect(await ids(`${ADA}&ner_name=Corp`)).toEqual([]);
    expect(await ids(`${ADA}&LOC_entity_name=Pari`)).toEqual([]);
  });

  it('entity names fold case beyond ASCII', async () => {
    expect(await ids(`${ADA}&PER_entity_name=${encodeURIComponent('ZOË ÖRTEGREN')}`)).toEqual(['a3']);
    expect(await ids(`${ADA}&ner_name=${encodeURIComponent('zoë örtegren')}`)).toEqual(['a3']);
  });

  it('ner_name: an entity of any kind', async () => {
    expect(await ids(`${ADA}&ner_name=acme%20corp`)).toEqual(['a1', 'a5']);
    expect(await ids(`${ADA}&ner_name=London,Ada%20Lovelace`)).toEqual(['a1', 'a2']);
  });

  it('sentiment bounds are inclusive and drop articles without a sentiment', async () => {
    expect(await ids(`${ADA}&title_sentiment_min=0`)).toEqual(['a1', 'a3', 'a5']);
    expect(await ids(`${ADA}&title_sentiment_max=0`)).toEqual(['a2', 'a3']);
    expect(await ids(`${ADA}&title_sentiment_min=-0.5&title_sentiment_max=0.5`)).toEqual(['a1', 'a2', 'a3']);
    expect(await ids(`${ADA}&content_sentiment_min=-0.25&content_sentiment_max=0`)).toEqual(['a1', 'a3']);
    expect(await ids(`${ADA}&content_sentiment_min=0.5`)).toEqual(['a5']);
    expect(await ids(`${ADA}&content_sentiment_max=1`)).toEqual(['a1', 'a2', 'a3', 'a5']);
  });

  it('iptc_tags: any of the codes; not_iptc_tags: none of them (articles without tags stay)', async () => {
    expect(await ids(`${ADA}&iptc_tags=13000000`, KEYS.full)).toEqual(['a1', 'a5']);
    expect(await ids(`${ADA}&iptc_tags=13010000,15000000`, KEYS.full)).toEqual(['a1', 'a2']);
    expect(await ids(`${ADA}&iptc_tags=99999999`, KEYS.full)).toEqual([]);
    expect(await ids(`${ADA}&not_iptc_tags=13000000`, KEYS.full)).toEqual(['a2', 'a3', 'a4', 'a6']);
  });

  it('entity and tag filters follow the window of by_parse_date', async () => {
    expect(await ids(`${ADA}&LOC_entity_name=Paris`)).toEqual(['a1', 'a3']);
    expect(await ids(`${ADA}&LOC_entity_name=Paris&by_parse_date=true`)).toEqual(['a1', 'a3', 'a7']);
    expect(await ids(`${ADA}&iptc_tags=13000000&by_parse_date=true`, KEYS.full)).toEqual(['a1', 'a5', 'a7']);
    expect(await ids(`${ADA}&not_iptc_tags=13000000&by_parse_date=true`, KEYS.full)).toEqual([
      'a2',
      'a3',
      'a4',
      'a6',
    ]);
    expect(await ids(`${ADA}&theme=Tech&by_parse_date=true`)).toEqual(['a1', 'a5', 'a7']);
  });

  it('has_nlp keeps articles with (or, false, without) an NLP layer', async () => {
    expect(await ids(`${ADA}&has_nlp=true`)).toEqual(['a1', 'a2', 'a3', 'a5', 'a6']);
    expect(await ids(`${ADA}&has_nlp=false`)).toEqual(['a4']);
  });

  it('counts what the filters keep', async () => {
    const body = authorsArticlesResponseSchema.parse(
      await (await get(`${ADA}&theme=Tech&page_size=1`)).json(),
    );
    expect(body).toMatchObject({ total_hits: 2, total_pages: 2, page_size: 1 });
  });
});

describe('NLP filters combined', () => {
  it('every filter must hold', async () => {
    expect(await ids(`${ADA}&theme=Tech&not_theme=Business`)).toEqual(['a5']);
    expect(await ids(`${ADA}&ner_name=Paris&ORG_entity_name=Acme%20Corp`)).toEqual(['a1']);
    expect(await ids(`${ADA}&LOC_entity_name=Paris&title_sentiment_max=0.2`)).toEqual(['a3']);
    expect(await ids(`${ADA}&theme=Tech,Politics&content_sentiment_min=0`)).toEqual(['a3', 'a5']);
    expect(await ids(`${ADA}&has_nlp=true&not_theme=General&title_sentiment_max=0`)).toEqual(['a2', 'a3']);
    expect(
      await ids(
        `${ADA}&theme=Tech&ner_name=Paris&PER_entity_name=ada%20lovelace&title_sentiment_min=0.1` +
          `&content_sentiment_max=0&iptc_tags=13000000&not_iptc_tags=15000000&has_nlp=true`,
        KEYS.full,
      ),
    ).toEqual(['a1']);
  });

  it('combine with the other filters and sorts', async () => {
    expect(await ids(`${ADA}&theme=Tech,Sports&sources=nlp.example&page_size=2&page=2`)).toEqual(['a5']);
    const relevancy = ADA.replace('sort_by=date', 'sort_by=relevancy');
    expect(await ids(`${relevancy}&ner_name=Paris&not_author_name=Nobody&lang=en`)).toEqual(['a1', 'a3']);
  });

  it('POST takes lists as arrays', async () => {
    const response = await t.request(
      '/api/authors',
      postJson(
        {
          author_name: 'Ada Writer',
          from_: '2026-11-01',
          sort_by: 'date',
          theme: ['Tech', 'Politics'],
          ner_name: ['Paris', 'Acme Corp'],
          title_sentiment_min: 0,
        },
        KEYS.nlp,
      ),
    );
    const body = authorsArticlesResponseSchema.parse(await response.json());
    expect(body.articles.map((article) => article.id)).toEqual(['a1', 'a3', 'a5']);
  });

  it('answer the no-match answer when nothing is left', async () => {
    const body = authorsNoMatchResponseSchema.parse(await (await get(`${ADA}&theme=Crime`, KEYS.nlp)).json());
    expect(body.total_hits).toBe(0);
  });
});

describe('include_nlp_data', () => {
  const nlpOf = async (key: string, extra = '&include_nlp_data=true') => {
    const body = authorsArticlesResponseSchema.parse(await (await get(`${ADA}${extra}`, key)).json());
    return new Map(body.articles.map((article) => [article.id, article.nlp]));
  };

  it('is refused on the basic plan', async () => {
    const response = await get(`${ADA}&include_nlp_data=true`, KEYS.basic);
    expect(response.status).toBe(403);
    expect(errorBodySchema.parse(await response.json()).message).toContain('v3_nlp plan');
  });

  it('shows theme, summary, sentiment and entities on the NLP plan, without tags or embeddings', async () => {
    const nlp = await nlpOf(KEYS.nlp);
    expect(nlp.get('a1')).toEqual({
      theme: 'Tech, Business',
      summary: 'Acme opens a lab in Paris.',
      sentiment: { title: 0.5, content: -0.25 },
      ner_PER: [{ entity_name: 'Ada Lovelace', count: 2 }],
      ner_ORG: [{ entity_name: 'Acme Corp', count: 1 }],
      ner_MISC: [{ entity_name: 'Widget X', count: 1 }],
      ner_LOC: [{ entity_name: 'Paris', count: 1 }],
    });
    expect(nlp.get('a4')).toBeUndefined();
  });

  it('adds IPTC tags and embeddings on the IPTC plan', async () => {
    const nlp = await nlpOf(KEYS.full);
    expect(nlp.get('a1')).toMatchObject({
      theme: 'Tech, Business',
      iptc_tags_name: ['science and technology', 'science and technology/technology'],
      iptc_tags_id: ['13000000', '13010000'],
    });
    const embeddings = (nlp.get('a1') as { embeddings: number[] }).embeddings;
    expect(embeddings).toHaveLength(EMBEDDING_DIMENSION);
    expect(embeddings).toEqual(vector(0));
    // The IPTC plan's layer always has the three members (decisions.md, "NLP object"), empty when not computed.
    expect(nlp.get('a2')).toMatchObject({ iptc_tags_id: ['15000000'], embeddings: [] });
    expect(nlp.get('a3')).toMatchObject({ iptc_tags_name: [], iptc_tags_id: [], embeddings: [] });
  });

  it('is off by default and when false', async () => {
    for (const extra of ['', '&include_nlp_data=false']) {
      const nlp = await nlpOf(KEYS.full, extra);
      expect([...nlp.values()].every((value) => value === undefined)).toBe(true);
    }
  });
});

describe('clustering', () => {
  it('answers clusters_count and clusters instead of articles, in the contract shape', async () => {
    const body = await clustered(CLEO);
    expect(body).not.toHaveProperty('articles');
    expect(body).toMatchObject({ status: 'ok', total_hits: 5, page: 1, total_pages: 1, page_size: 5 });
    expect(body.clusters_count).toBe(body.clusters.length);
    for (const cluster of body.clusters) expect(cluster.cluster_size).toBe(cluster.articles.length);
    expect(Object.keys(body.user_input)).toEqual([...authorsUserInputKeys]);
  });

  it('links at the default threshold 0.6, through neighbours (single link)', async () => {
    // k1–k3 0.8, k3–k4 0.6: k4 joins although k1·k4 = 0.
    expect(await clusterIds(CLEO)).toEqual([['k1', 'k2', 'k3', 'k4'], ['k5']]);
    const body = await clustered(CLEO);
    expect(body.clusters.map((cluster) => [cluster.cluster_id, cluster.cluster_size])).toEqual([
      ['0', 4],
      ['1', 1],
    ]);
  });

  it('follows clustering_threshold', async () => {
    expect(await clusterIds(`${CLEO}&clustering_threshold=0.75`)).toEqual([
      ['k1', 'k2', 'k3'],
      ['k4'],
      ['k5'],
    ]);
    expect(await clusterIds(`${CLEO}&clustering_threshold=0.9`)).toEqual([
      ['k1', 'k2'],
      ['k3'],
      ['k4'],
      ['k5'],
    ]);
  });

  it('threshold 0 joins everything that does not point away; threshold 1 keeps only identical ones together', async () => {
    expect(await clusterIds(`${CLEO}&clustering_threshold=0`)).toEqual([['k1', 'k2', 'k3', 'k4', 'k5']]);
    expect(await clusterIds(`${CLEO}&clustering_threshold=1`)).toEqual([
      ['k1', 'k2'],
      ['k3'],
      ['k4'],
      ['k5'],
    ]);
  });

  it('clustering_variable=title compares titles', async () => {
    // k1 and k3 share a title; their stored embeddings (0.8) would not join them at 0.99.
    expect(await clusterIds(`${CLEO}&clustering_variable=title&clustering_threshold=0.99`)).toEqual([
      ['k1', 'k3'],
      ['k2'],
      ['k4'],
      ['k5'],
    ]);
  });

  it('clustering_variable=summary compares summaries (the description when there is none)', async () => {
    expect(await clusterIds(`${CLEO}&clustering_variable=summary&clustering_threshold=0.99`)).toEqual([
      ['k1', 'k2'],
      ['k3'],
      ['k4'],
      ['k5'],
    ]);
    // m4 has only a description, m5 an NLP summary: both "Storm delays a launch."
    const groups = await clusterIds(`${MAX}&clustering_variable=summary&clustering_threshold=0.99`);
    expect(groups).toContainEqual(['m4', 'm5']);
  });

  it('content compares the stored embedding, or one computed from title and content when there is none', async () => {
    expect(await clusterIds(`${MAX}&clustering_threshold=0.99`)).toEqual([
      ['m1', 'm2'],
      ['m3'],
      ['m4'],
      ['m5'],
    ]);
    expect(await clusterIds(`${MAX}&clustering_variable=content&clustering_threshold=0.99`)).toEqual(
      await clusterIds(`${MAX}&clustering_threshold=0.99`),
    );
  });

  it('is deterministic, and its groups do not depend on the order of the page', async () => {
    const first = await (
      await get(`${CLEO}&clustering_enabled=true&clustering_threshold=0.75`, KEYS.nlp)
    ).text();
    const second = await (
      await get(`${CLEO}&clustering_enabled=true&clustering_threshold=0.75`, KEYS.nlp)
    ).text();
    expect(second).toBe(first);
    const sorted = (groups: string[][]) => groups.map((group) => [...group].sort()).sort();
    const byRank = await clusterIds(
      `${CLEO.replace('sort_by=date', 'sort_by=rank')}&clustering_threshold=0.75`,
    );
    expect(sorted(byRank)).toEqual(sorted(await clusterIds(`${CLEO}&clustering_threshold=0.75`)));
  });

  it('answers each article as the plain answer does, with the NLP layer when asked', async () => {
    const plain = authorsArticlesResponseSchema.parse(
      await (await get(`${CLEO}&include_nlp_data=true`)).json(),
    );
    const body = await clustered(`${CLEO}&include_nlp_data=true`, KEYS.full);
    const inClusters = body.clusters.flatMap((cluster) => cluster.articles);
    expect(inClusters).toHaveLength(plain.articles.length);
    for (const article of inClusters) {
      expect(article).toEqual(plain.articles.find((candidate) => candidate.id === article.id));
      expect(article.nlp).toHaveProperty('embeddings');
    }
  });

  it('clusters within the page only', async () => {
    const body = await clustered(`${CLEO}&page_size=2&page=2&clustering_threshold=0`);
    expect(body).toMatchObject({ total_hits: 5, page: 2, total_pages: 3, page_size: 2, clusters_count: 1 });
    expect(body.clusters[0]?.articles.map((article) => article.id)).toEqual(['k3', 'k4']);
  });

  it('answers no clusters on a page past the end, and the no-match answer when nothing matches', async () => {
    const past = await clustered(`${CLEO}&page=9`);
    expect(past).toMatchObject({
      status: 'ok',
      total_hits: 5,
      page_size: 0,
      clusters_count: 0,
      clusters: [],
    });
    const none = await get(`${CLEO}&theme=Crime&clustering_enabled=true`, KEYS.nlp);
    authorsNoMatchResponseSchema.parse(await none.json());
  });

  it('combines with the NLP filters', async () => {
    // a1's stored embedding is one axis; a5's is computed from its text.
    expect(await clusterIds(`${ADA}&theme=Tech&clustering_threshold=0.99`)).toEqual([['a1'], ['a5']]);
  });

  it('clustering_enabled=false answers articles', async () => {
    const body = authorsArticlesResponseSchema.parse(
      await (await get(`${CLEO}&clustering_enabled=false`)).json(),
    );
    expect(body.articles).toHaveLength(5);
  });
});
