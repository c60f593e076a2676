// GET|POST /api/sources against a real store: every rule and error of docs/spec/decisions.md, "Sources".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, PREDEFINED_SOURCES_FORMAT, sourcesResponseSchema } from '../../src/contract';
import { formatUtc } from '../../src/server/time';
import { createTestApp, makeArticle, postJson, KEYS, type TestApp } from '../helpers/test-app';

const HOUR = 60 * 60;
const DAY = 24 * HOUR;
/** A published_date `secondsAgo` before now: the 7-day window is relative to the time of the request. */
const ago = (secondsAgo: number) => formatUtc(Math.floor(Date.now() / 1000) - secondsAgo);

interface OutletSpec {
  domain: string;
  name: string;
  country: string;
  rank?: number;
  language?: string;
}

function articleOf(outlet: OutletSpec, publishedSecondsAgo: number, overrides: Record<string, unknown> = {}) {
  return makeArticle({
    link: `https://${outlet.domain}/story-${Math.random().toString(36).slice(2)}`,
    name_source: outlet.name,
    country: outlet.country,
    rank: outlet.rank,
    language: outlet.language ?? 'en',
    published_date: ago(publishedSecondsAgo),
    ...overrides,
  });
}

const alpha = { domain: 'alpha.example', name: 'Alpha Times', country: 'US', rank: 10 };
const beta = { domain: 'beta.example', name: 'Beta Daily', country: 'US', rank: 20 };
const gamma = { domain: 'gamma.example', name: 'Gamma SPORT', country: 'GB', rank: 5 };
const epsilon = {
  domain: 'epsilon.example',
  name: 'Epsilon Sport News',
  country: 'FR',
  rank: 20,
  language: 'fr',
};
// Same rank as epsilon: ties go by domain.
const eta = { domain: 'eta.example', name: 'Eta Matin', country: 'FR', rank: 20, language: 'fr' };
const zeitung = {
  domain: 'zeitung.example',
  name: 'Süddeutsche Blatt',
  country: 'DE',
  rank: 30,
  language: 'de',
};
const unranked = { domain: 'unranked.example', name: 'Unranked Gazette', country: 'US' };
// Articles under a subdomain belong to the registrable domain zeta.example.
const zeta = { domain: 'news.zeta.example', name: 'Zeta Wire', country: 'IT', rank: 40, language: 'it' };

/** Enough distinct Canadian sources to go past the basic plan's 100. */
const BULK = 150;
const bulk = Array.from({ length: BULK }, (_, i) => ({
  domain: `bulk-${String(i).padStart(3, '0')}.example`,
  name: `Bulk Outlet ${i}`,
  country: 'CA',
  // Ranks run opposite to the domain order, so sorting by domain alone would fail.
  rank: 5000 - i,
}));

const articles = [
  // alpha: three articles inside the last 7 days, two outside.
  articleOf(alpha, 1 * DAY),
  articleOf(alpha, 3 * DAY),
  articleOf(alpha, 7 * DAY - HOUR),
  articleOf(alpha, 7 * DAY + HOUR),
  articleOf(alpha, 30 * DAY),
  // beta publishes in two languages, all outside the window.
  articleOf(beta, 10 * DAY),
  articleOf(beta, 12 * DAY, { language: 'es' }),
  articleOf(gamma, 2 * DAY),
  articleOf(epsilon, 2 * DAY),
  articleOf(eta, 2 * DAY),
  articleOf(zeitung, 40 * DAY),
  articleOf(unranked, 1 * DAY),
  articleOf(zeta, 1 * DAY),
  ...bulk.map((outlet) => articleOf(outlet, 2 * DAY)),
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(articles);
});
afterAll(() => t.close());

const query = (params: Record<string, string>) => `/api/sources?${new URLSearchParams(params)}`;

async function ok(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/json');
  const json = (await response.json()) as unknown;
  return { body: sourcesResponseSchema.parse(json), json: json as { sources: Record<string, unknown>[] } };
}

async function get(params: Record<string, string>, key: string = KEYS.full) {
  return ok(await t.request(query(params), { key }));
}

async function post(body: unknown, key: string = KEYS.full) {
  return ok(await t.request('/api/sources', postJson(body, key)));
}

const domainsOf = (result: { body: { sources: { domain_url: string }[] } }) =>
  result.body.sources.map((source) => source.domain_url);

async function error(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/json');
  const body = errorBodySchema.parse(await response.json());
  expect(body).toMatchObject({ status: 'error', status_code: status, error_code: code });
  return body;
}

describe('filters', () => {
  it('lang: sources publishing in any of the languages', async () => {
    expect(domainsOf(await get({ lang: 'es' }))).toEqual(['beta.example']);
    expect(domainsOf(await get({ lang: 'de, FR' }))).toEqual([
      'epsilon.example',
      'eta.example',
      'zeitung.example',
    ]);
  });

  it('countries: sources of any of the countries, in any letter case, UK read as GB', async () => {
    expect(domainsOf(await get({ countries: 'us' }))).toEqual([
      'alpha.example',
      'beta.example',
      'unranked.example',
    ]);
    expect(domainsOf(await get({ countries: 'UK,DE' }))).toEqual(['gamma.example', 'zeitung.example']);
  });

  it('predefined_sources: the N best-ranked sources of each country, ties by domain', async () => {
    expect(domainsOf(await get({ predefined_sources: 'top 1 US' }))).toEqual(['alpha.example']);
    expect(domainsOf(await get({ predefined_sources: 'top 1 FR' }))).toEqual(['epsilon.example']);
    expect(domainsOf(await get({ predefined_sources: 'top 2 US, GB' }))).toEqual([
      'gamma.example',
      'alpha.example',
      'beta.example',
    ]);
    expect(domainsOf(await get({ predefined_sources: 'top 1 US, 2 FR, top 1 DE' }))).toEqual([
      'alpha.example',
      'epsilon.example',
      'eta.example',
      'zeitung.example',
    ]);
    // Unranked sources are the last of their country's list.
    expect(domainsOf(await get({ predefined_sources: 'top 50 US' }))).toEqual([
      'alpha.example',
      'beta.example',
      'unranked.example',
    ]);
  });

  it('predefined_sources: a country without sources gives none', async () => {
    expect(domainsOf(await get({ predefined_sources: 'top 10 JP' }))).toEqual([]);
  });

  it('source_name: a case-insensitive substring, any of a list', async () => {
    expect(domainsOf(await get({ source_name: 'sport' }))).toEqual(['gamma.example', 'epsilon.example']);
    expect(domainsOf(await get({ source_name: 'SÜDDEUTSCHE' }))).toEqual(['zeitung.example']);
    expect(domainsOf(await get({ source_name: 'times, matin' }))).toEqual(['alpha.example', 'eta.example']);
    expect(domainsOf(await get({ source_name: '%' }))).toEqual([]);
  });

  it('source_url: exact domains, any of a list, letter case ignored, no subdomains', async () => {
    expect(domainsOf(await get({ source_url: 'alpha.example' }))).toEqual(['alpha.example']);
    expect(domainsOf(await get({ source_url: 'Beta.Example, gamma.example' }))).toEqual([
      'gamma.example',
      'beta.example',
    ]);
    expect(domainsOf(await get({ source_url: 'zeta.example' }))).toEqual(['zeta.example']);
    expect(domainsOf(await get({ source_url: 'news.zeta.example' }))).toEqual([]);
    expect(domainsOf(await get({ source_url: 'alpha' }))).toEqual([]);
  });

  it('from_rank and to_rank bound the rank inclusively', async () => {
    expect(domainsOf(await get({ countries: 'US', from_rank: '20' }))).toEqual([
      'beta.example',
      'unranked.example',
    ]);
    expect(domainsOf(await get({ countries: 'US', to_rank: '20' }))).toEqual([
      'alpha.example',
      'beta.example',
    ]);
    expect(domainsOf(await get({ countries: 'US,FR', from_rank: '20', to_rank: '20' }))).toEqual([
      'beta.example',
      'epsilon.example',
      'eta.example',
    ]);
  });

  it('combines filters with AND', async () => {
    expect(domainsOf(await get({ lang: 'en', countries: 'US', source_name: 'daily' }))).toEqual([
      'beta.example',
    ]);
    expect(domainsOf(await get({ predefined_sources: 'top 2 FR', lang: 'en' }))).toEqual([]);
    expect(domainsOf(await get({ predefined_sources: 'top 5 US', source_name: 'gazette' }))).toEqual([
      'unranked.example',
    ]);
  });

  it('sorts by rank, then domain', async () => {
    const { body } = await get({ lang: 'en,fr,de,it,es', include_additional_info: 'true' });
    const keys = body.sources.map((s) => [s.additional_info!.rank!, s.domain_url] as const);
    const sorted = [...keys].sort(([r1, d1], [r2, d2]) => r1 - r2 || (d1 < d2 ? -1 : d1 > d2 ? 1 : 0));
    expect(keys).toEqual(sorted);
    expect(keys.slice(0, 4).map(([, domain]) => domain)).toEqual([
      'gamma.example',
      'alpha.example',
      'beta.example',
      'epsilon.example',
    ]);
  });

  it('answers an empty list when nothing matches', async () => {
    const { body } = await get({ countries: 'NZ' });
    expect(body.sources).toEqual([]);
    expect(body.message).toBe('Maximum sources displayed according to your plan is set to 1000');
  });
});

describe('sources as answered', () => {
  it('carries name_source, domain_url and logo, and no additional_info unless asked', async () => {
    const requests: Record<string, string>[] = [
      { source_url: 'alpha.example' },
      { source_url: 'alpha.example', include_additional_info: 'false' },
    ];
    for (const params of requests) {
      const { json } = await get(params);
      expect(json.sources).toEqual([{ name_source: 'Alpha Times', domain_url: 'alpha.example', logo: null }]);
    }
  });

  it('counts the articles of the last 7 days in additional_info, with country and rank', async () => {
    const { json } = await get({
      source_url: 'alpha.example,beta.example,unranked.example',
      include_additional_info: 'true',
    });
    expect(json.sources).toEqual([
      {
        name_source: 'Alpha Times',
        domain_url: 'alpha.example',
        logo: null,
        additional_info: { nb_articles_for_7d: 3, country: 'US', rank: 10, languages: ['en'] },
      },
      {
        name_source: 'Beta Daily',
        domain_url: 'beta.example',
        logo: null,
        additional_info: { nb_articles_for_7d: 0, country: 'US', rank: 20, languages: ['en', 'es'] },
      },
      {
        name_source: 'Unranked Gazette',
        domain_url: 'unranked.example',
        logo: null,
        additional_info: { nb_articles_for_7d: 1, country: 'US', rank: 999_999, languages: ['en'] },
      },
    ]);
  });

  it('shows a logo the registry knows', async () => {
    t.db
      .prepare('UPDATE sources SET logo = ? WHERE domain_url = ?')
      .run('https://gamma.example/logo.png', 'gamma.example');
    try {
      const { body } = await get({ source_url: 'gamma.example' });
      expect(body.sources[0]?.logo).toBe('https://gamma.example/logo.png');
    } finally {
      t.db.prepare('UPDATE sources SET logo = NULL WHERE domain_url = ?').run('gamma.example');
    }
  });

  it('echoes the request as interpreted in user_input, lists as arrays, unused keys null', async () => {
    const { body } = await get({
      lang: 'EN',
      countries: 'us, uk',
      predefined_sources: 'top 2 us, GB',
      from_rank: '1',
    });
    expect(body.user_input).toEqual({
      lang: ['en'],
      countries: ['US', 'GB'],
      predefined_sources: ['top 2 US', 'top 2 GB'],
      source_name: null,
      source_url: null,
      include_additional_info: null,
      from_rank: 1,
      to_rank: null,
    });
    const byUrl = await get({ source_url: 'Alpha.example', include_additional_info: 'true' });
    expect(byUrl.body.user_input).toMatchObject({
      source_url: ['alpha.example'],
      include_additional_info: true,
      lang: null,
    });
  });
});

describe('GET and POST', () => {
  it('give the same answer, POST taking lists as arrays or strings', async () => {
    const viaGet = await get({
      lang: 'en',
      countries: 'US,GB',
      source_name: 'a',
      include_additional_info: 'true',
      to_rank: '100',
    });
    const viaArrays = await post({
      lang: ['en'],
      countries: ['US', 'GB'],
      source_name: ['a'],
      include_additional_info: true,
      to_rank: 100,
    });
    const viaStrings = await post({
      lang: 'en',
      countries: 'US, GB',
      source_name: 'a',
      include_additional_info: 'true',
      to_rank: '100',
    });
    expect(viaArrays.body).toEqual(viaGet.body);
    expect(viaStrings.body).toEqual(viaGet.body);
    expect(viaGet.body.sources.length).toBeGreaterThan(0);
  });

  it('POST takes predefined_sources and the spelling predefinied_sources, as a string or an array', async () => {
    const viaGet = await get({ predefined_sources: 'top 1 US, top 1 GB' });
    expect(domainsOf(viaGet)).toEqual(['gamma.example', 'alpha.example']);
    for (const body of [
      { predefined_sources: 'top 1 US, top 1 GB' },
      { predefinied_sources: 'top 1 US, top 1 GB' },
      { predefined_sources: ['top 1 US', 'top 1 GB'] },
      { predefinied_sources: ['top 1 US', 'top 1 GB'] },
      { predefined_sources: 'top 1 US, 1 GB' },
    ]) {
      expect((await post(body)).body).toEqual(viaGet.body);
    }
  });

  it('prefers predefined_sources when both spellings are sent', async () => {
    const both = await post({ predefined_sources: 'top 1 GB', predefinied_sources: 'top 1 US' });
    expect(domainsOf(both)).toEqual(['gamma.example']);
  });
});

describe("the plan's limit", () => {
  it('cuts at 100 sources on the basic plan, best-ranked first', async () => {
    const { body } = await get({ countries: 'CA' }, KEYS.basic);
    expect(body.message).toBe('Maximum sources displayed according to your plan is set to 100');
    expect(body.sources).toHaveLength(100);
    // The best-ranked are the highest-numbered bulk outlets (rank 5000 - i).
    expect(body.sources[0]?.domain_url).toBe('bulk-149.example');
    expect(body.sources[99]?.domain_url).toBe('bulk-050.example');
  });

  it.each([KEYS.nlp, KEYS.full])('shows all %s sources up to 1000', async (key) => {
    const { body } = await get({ countries: 'CA' }, key);
    expect(body.message).toBe('Maximum sources displayed according to your plan is set to 1000');
    expect(body.sources).toHaveLength(BULK);
    expect(body.sources.at(-1)?.domain_url).toBe('bulk-000.example');
  });

  it('cuts after filtering and carries additional_info for every shown source', async () => {
    const { body } = await get({ lang: 'en', include_additional_info: 'true' }, KEYS.basic);
    expect(body.sources).toHaveLength(100);
    expect(body.sources.every((s) => s.additional_info?.nb_articles_for_7d !== undefined)).toBe(true);
    expect(body.sources.slice(0, 3).map((s) => s.domain_url)).toEqual([
      'gamma.example',
      'alpha.example',
      'beta.example',
    ]);
  });
});

describe('errors', () => {
  it.each([
    ['no parameter', {}],
    ['only include_additional_info', { include_additional_info: 'true' }],
    ['only rank bounds', { from_rank: '1', to_rank: '10' }],
    ['blank values', { lang: ' ', countries: '' }],
  ])('needs at least one filter: %s', async (_name, params) => {
    const body = await error(await t.request(query(params)), 422, 'MISSING_PARAMETER');
    expect(body.message).toBe(
      'At least one of lang, countries, predefined_sources, source_name or source_url is required',
    );
  });

  it('needs at least one filter in POST too', async () => {
    await error(
      await t.request('/api/sources', postJson({ include_additional_info: true })),
      422,
      'MISSING_PARAMETER',
    );
  });

  it.each([
    ['lang', 'en'],
    ['countries', 'US'],
    ['predefined_sources', 'top 5 US'],
    ['source_name', 'alpha'],
    ['from_rank', '1'],
    ['to_rank', '100'],
  ])('refuses source_url beside %s', async (name, value) => {
    const body = await error(
      await t.request(query({ source_url: 'alpha.example', [name]: value })),
      422,
      'CONFLICTING_PARAMETERS',
    );
    expect(body.message).toContain('source_url');
    expect(body.message).toContain(name);
  });

  it('refuses source_url beside predefinied_sources in POST', async () => {
    const body = await error(
      await t.request(
        '/api/sources',
        postJson({ source_url: 'alpha.example', predefinied_sources: 'top 5 US' }),
      ),
      422,
      'CONFLICTING_PARAMETERS',
    );
    expect(body.message).toContain('predefined_sources');
  });

  it.each([
    ['top', 'is missing the count and the country code'],
    ['top 0 US', '"0" in "top 0 US" is not a count'],
    ['top -1 US', '"-1" in "top -1 US" is not a count'],
    ['top 5', 'is missing the country code'],
    ['top 5 XX', '"XX" in "top 5 XX" is not a two-letter ISO 3166-1 alpha-2 country code'],
    ['top five US', '"five" in "top five US" is not a count'],
    ['5 US', 'must start with the word "top"'],
    ['top 5 US,', 'ends with a comma'],
    ['top 5 US,,GB', 'empty item between two commas'],
    ['top 5 US;GB', '"US;GB" in "top 5 US;GB" is not a two-letter'],
    ['top 5 USA', '"USA" in "top 5 USA" is not a two-letter'],
    ['top 5 US GB', 'separate countries with commas'],
    ['top 10001 US', 'a whole number from 1 to 10000'],
  ])(
    'refuses predefined_sources %j with the expected format (GET and both POST spellings)',
    async (value, problem) => {
      const requests = [
        ['predefined_sources', t.request(query({ predefined_sources: value }))],
        ['predefined_sources', t.request('/api/sources', postJson({ predefined_sources: value }))],
        ['predefinied_sources', t.request('/api/sources', postJson({ predefinied_sources: value }))],
      ] as const;
      for (const [name, request] of requests) {
        const body = await error(await request, 422, 'VALIDATION_ERROR');
        expect(body.message).toContain(`${name} is not valid`);
        expect(body.message).toContain(problem);
        expect(body.message).toContain(PREDEFINED_SOURCES_FORMAT);
      }
    },
  );

  it('refuses predefined_sources of the wrong type in POST', async () => {
    const body = await error(
      await t.request('/api/sources', postJson({ predefined_sources: 5 })),
      422,
      'VALIDATION_ERROR',
    );
    expect(body.message).toContain('predefined_sources must be a string such as "top 10 US, GB"');
  });

  it.each([
    [{ lang: 'xx' }, 'lang contains "xx"'],
    [{ countries: 'US,XX' }, 'countries contains "XX"'],
    [{ countries: 'US', from_rank: '-1' }, 'from_rank must be between 0 and 999999'],
    [{ countries: 'US', to_rank: '1000000' }, 'to_rank must be between 0 and 999999'],
    [{ countries: 'US', from_rank: 'abc' }, 'from_rank must be an integer'],
    [
      { countries: 'US', from_rank: '20', to_rank: '10' },
      'from_rank (20) must not be greater than to_rank (10)',
    ],
    [{ countries: 'US', include_additional_info: 'maybe' }, 'include_additional_info must be true or false'],
  ])('refuses %j naming the parameter', async (params, message) => {
    const body = await error(await t.request(query(params)), 422, 'VALIDATION_ERROR');
    expect(body.message).toContain(message);
  });

  it.each([
    ['an empty body', ''],
    ['invalid JSON', '{"lang": '],
    ['a JSON array', '["en"]'],
  ])('answers 400 INVALID_JSON to %s', async (_name, body) => {
    await error(await t.request('/api/sources', postJson(body)), 400, 'INVALID_JSON');
  });

  it('needs a valid key', async () => {
    await error(await t.request(query({ lang: 'en' }), { key: null }), 401, 'MISSING_API_KEY');
    await error(await t.request('/api/sources', postJson({ lang: 'en' }, null)), 401, 'MISSING_API_KEY');
    await error(await t.request(query({ lang: 'en' }), { key: 'wrong' }), 401, 'INVALID_API_KEY');
  });

  it('answers 405 to other methods', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const response = await t.request('/api/sources', { method, key: KEYS.full });
      await error(response, 405, 'METHOD_NOT_ALLOWED');
      expect(response.headers.get('allow')).toBe('GET, POST');
    }
  });
});
