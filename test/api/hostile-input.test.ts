// Property-based: any GET query or POST body sent to any operation gets a 2xx or a 4xx with the JSON
// error body — never a 5xx, never a crash.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorsUserInputKeys,
  errorBodySchema,
  eventFilterFields,
  operations,
  sourcesUserInputKeys,
} from '../../src/contract';
import { createTestApp, makeArticle, KEYS, type TestApp } from '../helpers/test-app';

// Parameter names each operation knows, plus a few it doesn't (unknown ones must be ignored).
const knownParams: Record<string, readonly string[]> = {
  '/api/search_by_link': ['ids', 'links', 'page', 'page_size'],
  '/api/authors': [
    ...authorsUserInputKeys,
    'is_opinion',
    'source_name',
    'ORG_entity_name',
    'PER_entity_name',
    'LOC_entity_name',
    'MISC_entity_name',
    'clustering_enabled',
    'clustering_threshold',
    'clustering_variable',
  ],
  '/api/sources': [...sourcesUserInputKeys, 'predefinied_sources'],
  '/api/subscription': [],
  '/api/events_info/get_event_fields': ['event_type'],
  '/api/events_search': [
    'event_type',
    'attach_articles_data',
    'additional_article_fields',
    'additional_filters',
  ],
  '/api/ext/author_suggest': ['q', 'limit'],
  '/api/ext/overview': ['days', 'limit'],
};
const strangers = ['', 'x', '__proto__', 'constructor', 'page[0]', 'a'.repeat(300)];

// Values that probe the coercers: near-valid strings, dates, numbers at the edges, lists, objects.
const stringValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    ',',
    ',,',
    'true',
    'false',
    'maybe',
    '0',
    '-1',
    '1001',
    '999999',
    '1e309',
    'NaN',
    '1.5',
    'en',
    'EN, fr',
    'xx',
    'US',
    'top 5 US',
    'top 0 US',
    'top 5 US, 3 GB',
    '7d',
    '24h',
    '1 day ago',
    'now',
    'now-30d',
    '2026/11/01',
    '2026-13-45',
    '2026-11-01T10:00:00',
    'yahoo.com',
    'Jane Doe',
    '%00',
    '\u0000',
    '"\'<script>',
    '../../etc',
    'data_breach',
    'relevancy',
    'rank',
    'date',
    'content',
    'Tech',
    '\ud800',
  ),
);
const scalar = fc.oneof(stringValue, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: scalar },
  { weight: 2, arbitrary: fc.array(scalar, { maxLength: 5 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(
      fc.constantFrom(...eventFilterFields, 'gte', 'lte', 'gt', 'nope'),
      fc.oneof(scalar, fc.record({ gte: scalar, lte: scalar }, { requiredKeys: [] })),
      { maxKeys: 4 },
    ),
  },
);

function paramsFor(path: string): fc.Arbitrary<Record<string, unknown>> {
  const names = [...(knownParams[path] ?? []), ...strangers];
  return fc.dictionary(fc.constantFrom(...names), value, { maxKeys: 8 });
}

const toQuery = (params: Record<string, unknown>) =>
  Object.entries(params)
    .flatMap(([key, v]) =>
      Array.isArray(v)
        ? v.map((item) => [key, String(item)])
        : [[key, typeof v === 'object' ? JSON.stringify(v) : String(v)]],
    )
    .map(([key, v]) => `${encodeQueryPart(key!)}=${encodeQueryPart(v!)}`)
    .join('&');

/** Percent-encodes; a lone surrogate (no UTF-8 form) is sent as bytes that are not UTF-8 either. */
function encodeQueryPart(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp([
    makeArticle({ id: 'id-a', author: 'Jane Doe', published_date: new Date().toISOString() }),
    makeArticle({ id: 'id-b', author: 'Jane Doe', country: 'GB', language: 'fr' }),
  ]);
});
afterAll(() => t.close());

async function expectHandled(response: Response) {
  expect(response.status).toBeLessThan(500);
  const body = await response.json();
  if (response.status >= 400) errorBodySchema.parse(body);
}

const paths = [
  ...operations.map((o) => ({ path: o.path, methods: o.methods as readonly string[] })),
  { path: '/api/ext/author_suggest', methods: ['GET'] },
  { path: '/api/ext/overview', methods: ['GET'] },
];

describe.each(paths)('$path', ({ path, methods }) => {
  for (const method of methods) {
    it(`${method}: any parameters give 2xx or a JSON 4xx`, async () => {
      await fc.assert(
        fc.asyncProperty(paramsFor(path), fc.constantFrom(KEYS.basic, KEYS.full), async (params, key) => {
          const response =
            method === 'GET'
              ? await t.request(`${path}?${toQuery(params)}`, { key })
              : await t.request(path, {
                  method: 'POST',
                  key,
                  headers: { 'content-type': 'application/json' },
                  body: JSON.stringify(params),
                });
          await expectHandled(response);
        }),
        { numRuns: 150 },
      );
    });
  }

  if (methods.includes('GET')) {
    it.each(['ids=%FF', 'ids=%E0%A4%A', 'ids=%', '%=1', 'q=%C0%80&event_type=%00', 'page=%2B1'])(
      'GET with a malformed query (%s) gives a JSON answer',
      async (query) => {
        await expectHandled(await t.request(`${path}?${query}`, { key: KEYS.full }));
      },
    );
  }

  if (methods.includes('POST')) {
    it('POST: any body text gives a JSON 4xx or 2xx', async () => {
      await fc.assert(
        fc.asyncProperty(fc.oneof(fc.string(), fc.json()), async (body) => {
          await expectHandled(
            await t.request(path, {
              method: 'POST',
              key: KEYS.full,
              headers: { 'content-type': 'application/json' },
              body,
            }),
          );
        }),
        { numRuns: 100 },
      );
    });
  }
});
