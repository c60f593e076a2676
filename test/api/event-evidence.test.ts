// GET /api/ext/event_evidence over a store filled by the real ingest: the answer's shape, offsets that point
// at the words, refusals (422, 404, 401), every plan, and the proxy (local profiles only).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorBodySchema,
  eventEvidenceResponseSchema,
  eventsSearchResponseSchema,
  type EventEvidenceResponse,
} from '../../src/contract';
import { ingest } from '../../src/server/ingest/pipeline';
import { createBreachStage } from '../../src/server/ingest/breach-stage';
import { breachArticle } from '../helpers/breach-articles';
import { sourceLines } from '../helpers/fixtures';
import { createTestApp, KEYS, postJson, type TestApp } from '../helpers/test-app';

const NOW = Date.UTC(2026, 10, 21, 12) / 1000;

let t: TestApp;
let northwindId: string;
let contosoId: string;

beforeAll(async () => {
  // A public profile too, so that the proxy's refusal for it can be seen (no request reaches it).
  t = await createTestApp([], { NEWSCATCHER_API_TOKEN: 'public-token' });
  const reports = [
    breachArticle('northwindFirst'),
    breachArticle('northwindSecond'),
    breachArticle('contoso'),
    breachArticle('bakery'),
  ];
  await ingest(t.db, sourceLines(reports), { stages: createBreachStage(t.db), now: NOW });
  const search = eventsSearchResponseSchema.parse(
    await (await t.request('/api/events_search', postJson({ event_type: 'data_breach' }))).json(),
  );
  northwindId = search.events.find((e) => e.company_name === 'Northwind Health')!.id;
  contosoId = search.events.find((e) => e.company_name === 'Contoso Bank')!.id;
});
afterAll(() => t.close());

async function evidenceOf(id: string, key: string = KEYS.full): Promise<EventEvidenceResponse> {
  const response = await t.request(`/api/ext/event_evidence?id=${encodeURIComponent(id)}`, { key });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  return eventEvidenceResponseSchema.parse(await response.json());
}

const highlighted = (item: EventEvidenceResponse['evidence'][number]) =>
  item.matches.map((m) => item.sentence.slice(m.start, m.end));

describe('/api/ext/event_evidence', () => {
  it('answers the sentences behind each field, with the words that state them', async () => {
    const body = await evidenceOf(northwindId);
    expect(body.event_id).toBe(northwindId);
    const fields = body.evidence.map((item) => item.field);
    // Fields in order: company, date, data, impacted.
    expect(fields.indexOf('company')).toBe(0);
    expect(fields.lastIndexOf('company')).toBeLessThan(fields.indexOf('date'));
    expect(fields.lastIndexOf('date')).toBeLessThan(fields.indexOf('data'));
    expect(fields.lastIndexOf('data')).toBeLessThan(fields.indexOf('impacted'));

    const company = body.evidence.filter((item) => item.field === 'company');
    expect(company[0]).toMatchObject({
      value: 'Northwind Health',
      article_id: 'northwind-1',
      sentence: 'Northwind Health data breach exposes 120,000 patient records',
    });
    expect(highlighted(company[0]!)).toEqual(['Northwind Health']);

    const date = body.evidence.find((item) => item.field === 'date')!;
    expect(date.value).toBe('2026-10-03 00:00:00');
    expect(highlighted(date)).toEqual(['October 3, 2026']);

    const ssn = body.evidence.find((item) => item.value === 'social security numbers')!;
    expect(ssn).toMatchObject({ field: 'data', article_id: 'northwind-1' });
    expect(highlighted(ssn)).toEqual(['Social Security numbers']);

    const insurance = body.evidence.find((item) => item.value === 'health insurance information')!;
    expect(insurance.article_id).toBe('northwind-2');
    expect(highlighted(insurance)).toEqual(['health insurance']);

    const patients = body.evidence.filter((item) => item.field === 'impacted');
    expect(patients.map((item) => item.value)).toEqual(['patients', 'patients']);
    expect(highlighted(patients[0]!).join(' ')).toMatch(/patient/i);
  });

  it('gives offsets in UTF-16 code units that always point inside the sentence, in order', async () => {
    for (const id of [northwindId, contosoId]) {
      for (const item of (await evidenceOf(id)).evidence) {
        expect(item.matches.length).toBeGreaterThan(0);
        let previousEnd = 0;
        for (const match of item.matches) {
          expect(match.start).toBeGreaterThanOrEqual(previousEnd);
          expect(match.end).toBeGreaterThan(match.start);
          expect(match.end).toBeLessThanOrEqual(item.sentence.length);
          previousEnd = match.end;
        }
      }
    }
  });

  it('reads a range stated as "between 12 and 14 September" as the date words', async () => {
    const body = await evidenceOf(contosoId);
    const date = body.evidence.find((item) => item.field === 'date')!;
    expect(date.value).toBe('2026-09-12 00:00:00');
    expect(highlighted(date)[0]).toContain('12');
    expect(highlighted(date)[0]).toContain('September');
  });

  it('answers on every plan, the same evidence', async () => {
    const full = await evidenceOf(northwindId, KEYS.full);
    expect(await evidenceOf(northwindId, KEYS.nlp)).toEqual(full);
    expect(await evidenceOf(northwindId, KEYS.basic)).toEqual(full);
  });

  it.each([
    ['', 'MISSING_PARAMETER'],
    ['id=', 'MISSING_PARAMETER'],
    ['id=not%20an%20id', 'VALIDATION_ERROR'],
    ['id=a&id=b', 'VALIDATION_ERROR'],
    [`id=${'x'.repeat(129)}`, 'VALIDATION_ERROR'],
  ])('refuses ?%s with a 422 naming id', async (query, code) => {
    const response = await t.request(`/api/ext/event_evidence?${query}`);
    expect(response.status).toBe(422);
    const body = errorBodySchema.parse(await response.json());
    expect(body.error_code).toBe(code);
    expect(body.message).toMatch(/\bid\b/);
  });

  it('answers 404 for an id no event has', async () => {
    const response = await t.request('/api/ext/event_evidence?id=breach_00000000000000000000');
    expect(response.status).toBe(404);
    const body = errorBodySchema.parse(await response.json());
    expect(body.error_code).toBe('NOT_FOUND');
    expect(body.message).toContain('breach_00000000000000000000');
  });

  it('needs a known key', async () => {
    const missing = await t.request(`/api/ext/event_evidence?id=${northwindId}`, { key: null });
    expect(missing.status).toBe(401);
    expect(errorBodySchema.parse(await missing.json()).error_code).toBe('MISSING_API_KEY');
    const unknown = await t.request(`/api/ext/event_evidence?id=${northwindId}`, { key: 'nope' });
    expect(unknown.status).toBe(401);
    expect(errorBodySchema.parse(await unknown.json()).error_code).toBe('INVALID_API_KEY');
  });

  it('is GET only', async () => {
    const response = await t.request(`/api/ext/event_evidence?id=${northwindId}`, postJson({}));
    expect(response.status).toBe(405);
  });

  it('is forwarded by the proxy for local profiles, and refused for the public one', async () => {
    const local = await t.request(`/proxy/basic/api/ext/event_evidence?id=${northwindId}`, { key: null });
    expect(local.status).toBe(200);
    expect(eventEvidenceResponseSchema.parse(await local.json()).event_id).toBe(northwindId);
    const published = await t.request(`/proxy/newscatcher/api/ext/event_evidence?id=${northwindId}`, {
      key: null,
    });
    expect(published.status).toBe(404);
    expect(errorBodySchema.parse(await published.json()).error_code).toBe('NOT_FOUND');
  });

  it('leaves the events_search answer as it was', async () => {
    const body = (await (
      await t.request('/api/events_search', postJson({ event_type: 'data_breach' }))
    ).json()) as { events: Record<string, unknown>[] };
    for (const event of body.events) expect(event).not.toHaveProperty('evidence');
  });
});
