// Each plan of docs/spec/decisions.md ("Plans and keys") enforced end to end, per demo key: /api/subscription, the NLP
// and IPTC features (403 naming the parameter and the plan that has it), what of the NLP layer answers show,
// historical_days (403 HISTORICAL_LIMIT), the sources shown, and that concurrent_calls counts work, not
// waiting: requests whose bodies have not arrived hold no slot (the 429 itself: test/api/concurrency.test.ts).
//
// Held requests are real: each sends its headers with `Expect: 100-continue` and withholds its body. Node's
// server answers 100 Continue and hands the request to the app in the same turn of its event loop, so once
// the client sees 100 Continue, the app has the request and is waiting for its body.
import http from 'node:http';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  errorBodySchema,
  lookupResponseSchema,
  sourcesResponseSchema,
  subscriptionResponseSchema,
} from '../../src/contract';
import { createTestApp, makeArticle, KEYS, type TestApp } from '../helpers/test-app';

const NOW = new Date('2026-11-21T12:00:00Z');

/** The table of docs/spec/decisions.md, "Plans and keys", per demo key. */
const PLAN_TABLE = [
  {
    key: KEYS.basic,
    plan: 'v3_basic',
    nlp: false,
    iptc: false,
    sourcesShown: 100,
    concurrentCalls: 5,
    historicalDays: 30,
  },
  {
    key: KEYS.nlp,
    plan: 'v3_nlp',
    nlp: true,
    iptc: false,
    sourcesShown: 1000,
    concurrentCalls: 10,
    historicalDays: 365,
  },
  {
    key: KEYS.full,
    plan: 'v3_nlp_iptc_tags',
    nlp: true,
    iptc: true,
    sourcesShown: 1000,
    concurrentCalls: 20,
    historicalDays: 3650,
  },
] as const;

const NLP_PARAMETERS = [
  'include_nlp_data=true',
  'has_nlp=true',
  'theme=Tech',
  'not_theme=Tech',
  'ORG_entity_name=Acme%20Corp',
  'PER_entity_name=Ada',
  'LOC_entity_name=Paris',
  'MISC_entity_name=Widget',
  'ner_name=Paris',
  'title_sentiment_min=-1',
  'title_sentiment_max=1',
  'content_sentiment_min=-1',
  'content_sentiment_max=1',
  'clustering_enabled=true',
  'clustering_threshold=0.5',
  'clustering_variable=title',
];
const IPTC_PARAMETERS = [
  'iptc_tags=13000000',
  'not_iptc_tags=13000000',
  'iab_tags=Business',
  'not_iab_tags=Business',
];

const SOURCE_COUNT = 120;

const articles = [
  makeArticle({
    id: 'p1',
    author: 'Pat Plan',
    link: 'https://www.plans.example/p1',
    published_date: '2026-11-20 10:00:00',
    nlp: {
      theme: 'Tech',
      summary: 'A summary.',
      sentiment: { title: 0.2, content: 0.1 },
      ner_ORG: [{ entity_name: 'Acme Corp', count: 1 }],
      ner_LOC: [{ entity_name: 'Paris', count: 1 }],
      iptc_tags_name: ['science and technology'],
      iptc_tags_id: ['13000000'],
      embeddings: [0.6, 0.8],
    },
  }),
  // Old articles at the edges of each plan's history are not needed: the window check runs on from_ alone.
  ...Array.from({ length: SOURCE_COUNT }, (_, i) =>
    makeArticle({
      author: 'Sam Source',
      link: `https://www.source-${String(i).padStart(3, '0')}.example/a`,
      name_source: `Source ${i}`,
      language: 'en',
      country: 'NZ',
      rank: 1000 + i,
    }),
  ),
];

let t: TestApp;
let server: ServerType;
let port: number;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  t = await createTestApp(articles);
  await new Promise<void>((resolve) => {
    server = serve({ fetch: t.app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => {
      port = info.port;
      resolve();
    });
  });
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  t.close();
  vi.useRealTimers();
});

const PAT = 'author_name=Pat%20Plan&from_=2026-11-10';

async function errorOf(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  const body = errorBodySchema.parse(await response.json());
  expect(body).toMatchObject({ status: 'error', status_code: status, error_code: code });
  return body;
}

describe.each(PLAN_TABLE)('the $plan plan ($key)', (row) => {
  it('is what /api/subscription answers', async () => {
    const response = await t.request('/api/subscription', { key: row.key });
    expect(response.status).toBe(200);
    const body = subscriptionResponseSchema.parse(await response.json());
    expect(Object.keys(body).sort()).toEqual(
      ['active', 'concurrent_calls', 'historical_days', 'plan', 'plan_calls', 'remaining_calls'].sort(),
    );
    expect(body).toMatchObject({
      active: true,
      plan: row.plan,
      concurrent_calls: row.concurrentCalls,
      historical_days: row.historicalDays,
    });
  });

  it.each(NLP_PARAMETERS)(
    `%s: ${row.nlp ? 'allowed' : '403 naming the parameter and v3_nlp'}`,
    async (parameter) => {
      const response = await t.request(`/api/authors?${PAT}&${parameter}`, { key: row.key });
      if (row.nlp) {
        expect(response.status).toBe(200);
        return;
      }
      const body = await errorOf(response, 403, 'PLAN_FEATURE_UNAVAILABLE');
      expect(body.message).toContain(parameter.split('=')[0]!);
      expect(body.message).toContain(row.plan);
      expect(body.message).toContain('the v3_nlp plan has it');
    },
  );

  it.each(IPTC_PARAMETERS)(
    `%s: ${row.iptc ? 'allowed' : '403 naming the parameter and v3_nlp_iptc_tags'}`,
    async (parameter) => {
      const response = await t.request(`/api/authors?${PAT}&${parameter}`, { key: row.key });
      if (row.iptc) {
        expect(response.status).toBe(200);
        return;
      }
      const body = await errorOf(response, 403, 'PLAN_FEATURE_UNAVAILABLE');
      expect(body.message).toContain(parameter.split('=')[0]!);
      expect(body.message).toContain('the v3_nlp_iptc_tags plan has it');
    },
  );

  it(`shows ${row.iptc ? 'the whole NLP layer, IPTC tags and embeddings included' : row.nlp ? 'the NLP layer without IPTC tags and embeddings' : 'no NLP layer'}`, async () => {
    const lookup = lookupResponseSchema.parse(
      await (await t.request('/api/search_by_link?ids=p1', { key: row.key })).json(),
    );
    const authors = row.nlp
      ? ((await (await t.request(`/api/authors?${PAT}&include_nlp_data=true`, { key: row.key })).json()) as {
          articles: { nlp?: Record<string, unknown> }[];
        })
      : null;
    for (const nlp of [lookup.articles[0]?.nlp, authors?.articles[0]?.nlp]) {
      if (!row.nlp) {
        expect(nlp).toBeUndefined();
        continue;
      }
      expect(nlp).toMatchObject({ theme: 'Tech', ner_ORG: [{ entity_name: 'Acme Corp', count: 1 }] });
      if (row.iptc) {
        expect(nlp).toMatchObject({ iptc_tags_id: ['13000000'], iptc_tags_name: ['science and technology'] });
        expect((nlp as { embeddings: number[] }).embeddings.map((value) => +value.toFixed(6))).toEqual([
          0.6, 0.8,
        ]);
      } else {
        for (const hidden of ['iptc_tags_id', 'iptc_tags_name', 'embeddings'])
          expect(nlp).not.toHaveProperty(hidden);
      }
    }
  });

  it(`keeps ${row.historicalDays} days of history: from_ further back is 403 HISTORICAL_LIMIT`, async () => {
    const day = (daysAgo: number) =>
      new Date(NOW.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const earliest = day(row.historicalDays);
    const allowed = await t.request(`/api/authors?author_name=Pat%20Plan&from_=${earliest}`, {
      key: row.key,
    });
    expect(allowed.status).toBe(200);
    const tooFar = await t.request(
      `/api/authors?author_name=Pat%20Plan&from_=${day(row.historicalDays + 1)}`,
      {
        key: row.key,
      },
    );
    const body = await errorOf(tooFar, 403, 'HISTORICAL_LIMIT');
    expect(body.message).toContain('from_');
    expect(body.message).toContain(`${row.historicalDays} days`);
    expect(body.message).toContain(row.plan);
  });

  it(`shows at most ${row.sourcesShown} sources`, async () => {
    const response = await t.request('/api/sources?countries=NZ', { key: row.key });
    const body = sourcesResponseSchema.parse(await response.json());
    expect(body.message).toBe(
      `Maximum sources displayed according to your plan is set to ${row.sourcesShown}`,
    );
    expect(body.sources).toHaveLength(Math.min(row.sourcesShown, SOURCE_COUNT));
    expect(body.sources[0]?.domain_url).toBe('source-000.example');
  });

  it(`counts no request waiting for its body against the ${row.concurrentCalls} concurrent calls`, async () => {
    const held: HeldRequest[] = [];
    try {
      // Far more stalled uploads than the plan allows: before, each held a slot and the key answered 429.
      for (let i = 0; i < row.concurrentCalls + 5; i++) held.push(await holdRequest(row.key));
      const burst = await Promise.all(
        Array.from({ length: row.concurrentCalls + 3 }, (_, i) =>
          send(row.key, i % 2 === 0 ? '/api/subscription' : `/api/authors?${PAT}`),
        ),
      );
      expect(burst.map((answer) => answer.status)).toEqual(burst.map(() => 200));
      expect(held.filter((request) => request.answeredEarly())).toEqual([]);
    } finally {
      // Every held request is answered once its body arrives.
      const answers = await Promise.all(held.map((request) => request.release()));
      expect(answers.map((answer) => answer.status)).toEqual(held.map(() => 200));
    }
  });
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

interface HeldRequest {
  /** Whether the server answered before the body was sent (it must not: the request is waiting for it). */
  answeredEarly(): boolean;
  /** Sends the body and waits for the answer. */
  release(): Promise<Answer>;
}

function collect(response: http.IncomingMessage): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let body = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => (body += chunk));
    response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    response.on('error', reject);
  });
}

/** One GET over its own connection. */
function send(key: string, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path, agent: false, headers: { 'x-api-token': key } },
      (response) => collect(response).then(resolve, reject),
    );
    request.on('error', reject);
  });
}

/** A POST /api/authors that the server has begun (100 Continue seen) and that waits for its body. */
function holdRequest(key: string): Promise<HeldRequest> {
  const body = JSON.stringify({ author_name: 'Pat Plan', from_: '2026-11-10' });
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/authors',
      agent: false,
      headers: {
        'x-api-token': key,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        expect: '100-continue',
      },
    });
    let answered = false;
    const answer = new Promise<Answer>((resolveAnswer, rejectAnswer) => {
      request.on('response', (response) => {
        answered = true;
        collect(response).then(resolveAnswer, rejectAnswer);
      });
    });
    request.on('error', reject);
    request.on('continue', () =>
      resolve({
        answeredEarly: () => answered,
        release: () => {
          request.end(body);
          return answer;
        },
      }),
    );
    request.flushHeaders();
  });
}
