// GET /api/ext/company over a store filled by the real ingest: one page for every spelling of a company, its
// events newest first, related organisations from the articles' entities, refusals (422, 404, 401), plans, proxy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyResponseSchema,
  errorBodySchema,
  eventsSearchResponseSchema,
  type CompanyResponse,
} from '../../src/contract';
import { companySlug } from '../../src/contract/names';
import { ingest } from '../../src/server/ingest/pipeline';
import { createBreachStage } from '../../src/server/ingest/breach-stage';
import { breachArticle } from '../helpers/breach-articles';
import { sourceLines } from '../helpers/fixtures';
import { createTestApp, KEYS, postJson, type TestApp } from '../helpers/test-app';

const NOW = Date.UTC(2026, 10, 21, 12) / 1000;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp([], { NEWSCATCHER_API_TOKEN: 'public-token' });
  const reports = [
    // The second Northwind report spells the company with a legal suffix, and names Contoso Bank (as its
    // stored entities say): the page must still be one, and Contoso a related organisation.
    breachArticle('northwindFirst'),
    breachArticle('northwindSecond', {
      title: 'Northwind Health Inc. confirms cyberattack, patient data stolen',
      nlp: {
        ner_ORG: [
          { entity_name: 'Contoso Bank', count: 1 },
          { entity_name: 'Unbreached Co', count: 2 },
        ],
      },
    }),
    breachArticle('contoso'),
    // Another organisation whose name starts with the same word: stored in Northwind Health's merge group, but
    // neither name extends the other, so its own event and its own page.
    breachArticle('contoso', {
      id: 'northwind-traders-1',
      link: 'https://www.securitynews.example/northwind-traders-1',
      title: 'Northwind Traders says hackers stole customer credit card numbers',
      content:
        'Northwind Traders disclosed a data breach in which attackers stole card numbers of 5,000 customers.',
      published_date: '2026-10-11 08:00:00',
      parse_date: '2026-10-11 08:30:00',
    }),
    breachArticle('unnamed'),
    breachArticle('bakery'),
  ];
  await ingest(t.db, sourceLines(reports), { stages: createBreachStage(t.db), now: NOW });
});
afterAll(() => t.close());

async function companyOf(key: string, apiKey: string = KEYS.full): Promise<CompanyResponse> {
  const response = await t.request(`/api/ext/company?key=${encodeURIComponent(key)}`, { key: apiKey });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  return companyResponseSchema.parse(await response.json());
}

describe('/api/ext/company', () => {
  it("answers a company's events as events_search shapes them, with its name and related organisations", async () => {
    const body = await companyOf('northwind-health');
    expect(body.key).toBe('northwind-health');
    expect(body.name).toMatch(/^Northwind Health/);
    expect(body.events.length).toBeGreaterThan(0);
    for (const event of body.events) expect(event.company_name).toMatch(/^Northwind Health/);

    const search = eventsSearchResponseSchema.parse(
      await (
        await t.request(
          '/api/events_search',
          postJson({ event_type: 'data_breach', additional_filters: { company_name: 'Northwind Health' } }),
        )
      ).json(),
    );
    expect(body.events).toEqual(search.events);
    expect(body.related).toEqual([
      { key: 'contoso-bank', name: 'Contoso Bank', event_count: 1, shared_articles: 1 },
    ]);
  });

  it('finds the same page from any spelling of the name', async () => {
    const plain = await companyOf('northwind-health');
    expect(await companyOf(companySlug('Northwind Health Inc.'))).toMatchObject({
      events: plain.events,
    });
    expect(new Set(plain.aliases)).toContain(plain.name);
  });

  it('keeps apart an organisation whose name only starts with the same word', async () => {
    const traders = await companyOf('northwind-traders');
    expect(traders.name).toBe('Northwind Traders');
    expect(traders.events.map((event) => event.company_name)).toEqual(['Northwind Traders']);
    const health = await companyOf('northwind-health');
    expect(health.events.map((event) => event.id)).not.toContain(traders.events[0]!.id);
  });

  it('lists events newest event date first', async () => {
    const { events } = await companyOf('contoso-bank');
    const dates = events.map((event) => event.event_date ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(events[0]?.company_name).toBe('Contoso Bank');
  });

  it('answers on every plan, the same', async () => {
    const full = await companyOf('contoso-bank', KEYS.full);
    expect(await companyOf('contoso-bank', KEYS.nlp)).toEqual(full);
    expect(await companyOf('contoso-bank', KEYS.basic)).toEqual(full);
  });

  it.each([
    ['', 'MISSING_PARAMETER'],
    ['key=', 'MISSING_PARAMETER'],
    ['key=Contoso%20Bank', 'VALIDATION_ERROR'],
    ['key=-contoso', 'VALIDATION_ERROR'],
    ['key=a&key=b', 'VALIDATION_ERROR'],
    [`key=${'x'.repeat(201)}`, 'VALIDATION_ERROR'],
  ])('refuses ?%s with a 422 naming key', async (query, code) => {
    const response = await t.request(`/api/ext/company?${query}`);
    expect(response.status).toBe(422);
    const body = errorBodySchema.parse(await response.json());
    expect(body.error_code).toBe(code);
    expect(body.message).toMatch(/\bkey\b/);
  });

  it('answers 404 as JSON for a company no event has', async () => {
    for (const key of ['unbreached-co', 'local-bakery']) {
      const response = await t.request(`/api/ext/company?key=${key}`);
      expect(response.status).toBe(404);
      const body = errorBodySchema.parse(await response.json());
      expect(body.error_code).toBe('NOT_FOUND');
      expect(body.message).toContain(key);
    }
  });

  it('needs a known key', async () => {
    const missing = await t.request('/api/ext/company?key=contoso-bank', { key: null });
    expect(missing.status).toBe(401);
    expect(errorBodySchema.parse(await missing.json()).error_code).toBe('MISSING_API_KEY');
    const unknown = await t.request('/api/ext/company?key=contoso-bank', { key: 'nope' });
    expect(unknown.status).toBe(401);
    expect(errorBodySchema.parse(await unknown.json()).error_code).toBe('INVALID_API_KEY');
  });

  it('is GET only', async () => {
    const response = await t.request('/api/ext/company?key=contoso-bank', postJson({}));
    expect(response.status).toBe(405);
  });

  it('is forwarded by the proxy for local profiles, and refused for the public one', async () => {
    const local = await t.request('/proxy/basic/api/ext/company?key=contoso-bank', { key: null });
    expect(local.status).toBe(200);
    expect(companyResponseSchema.parse(await local.json()).name).toBe('Contoso Bank');
    const published = await t.request('/proxy/newscatcher/api/ext/company?key=contoso-bank', { key: null });
    expect(published.status).toBe(404);
    expect(errorBodySchema.parse(await published.json()).error_code).toBe('NOT_FOUND');
  });
});
