// GET /api/events_info/get_event_fields and POST /api/events_search against a real store: every filter and
// error of docs/spec/decisions.md, "Events", the order, the cap, attached articles, and events extracted by
// ingest.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorBodySchema,
  eventFieldsResponseSchema,
  eventsSearchResponseSchema,
  type EventsSearchResponse,
} from '../../src/contract';
import { createEventWriter } from '../../src/server/store/event-writer';
import { createBreachStage } from '../../src/server/ingest/breach-stage';
import { ingest } from '../../src/server/ingest/pipeline';
import type { BreachEvent } from '../../src/server/analysis/breaches';
import { formatUtc, nowSeconds } from '../../src/server/time';
import { createTestApp, makeArticle, postJson, KEYS, type TestApp } from '../helpers/test-app';
import { sourceLines } from '../helpers/fixtures';
import { breachArticle } from '../helpers/breach-articles';

const HOUR = 3600;
const DAY = 86_400;
const NOW = nowSeconds();

type EventFields = Partial<Omit<BreachEvent, 'data_breach'>> & {
  data_breach?: Partial<BreachEvent['data_breach']>;
};

function breachEvent(id: string, fields: EventFields): BreachEvent {
  const { data_breach: details, ...rest } = fields;
  return {
    id,
    event_type: 'data_breach',
    global_event_type: 'DataMonitoring',
    associated_article_ids: [],
    extraction_date: '2026-01-01 00:00:00',
    event_date: null,
    company_name: null,
    ...rest,
    data_breach: {
      summary: `Summary of ${id}.`,
      impacted: [],
      data: '',
      data_type: 'personal',
      title: `Title of ${id}`,
      ...details,
    },
  };
}

// Seven events covering every filter; the comment is each one's place in the default order.
const EVENTS: BreachEvent[] = [
  breachEvent('ev-recent', {
    // 1st: the latest event_date
    company_name: 'Recent Co',
    event_date: formatUtc(NOW - 2 * DAY),
    extraction_date: formatUtc(NOW - DAY),
    data_breach: { data: 'IP addresses', data_type: 'technical', impacted: ['users'] },
  }),
  breachEvent('ev-autumn', {
    // 2nd
    company_name: 'Autumn Ltd',
    event_date: formatUtc(NOW - 40 * DAY),
    extraction_date: formatUtc(NOW - 35 * DAY),
    data_breach: { data: 'names', impacted: ['members'] },
  }),
  breachEvent('ev-unnamed', {
    // 3rd: same event_date as ev-acme, extracted later
    event_date: '2026-03-10 12:00:00',
    extraction_date: '2026-03-20 00:00:00',
    data_breach: { data: 'names', impacted: ['students'], title: 'School data breach' },
  }),
  breachEvent('ev-acme', {
    // 4th
    company_name: 'Acme Corp',
    associated_article_ids: ['art-acme-2', 'art-acme-1', 'art-missing'],
    event_date: '2026-03-10 12:00:00',
    extraction_date: '2026-03-15 08:00:00',
    data_breach: {
      summary: 'A ransomware gang leaked the customer database of Acme Corp.',
      data: 'email addresses, passwords',
      data_type: 'credentials',
      impacted: ['customers', 'employees'],
      title: 'Acme Corp data breach',
    },
  }),
  breachEvent('ev-societe', {
    // 5th: earlier the same day
    company_name: 'Société Générale Assurances',
    event_date: '2026-03-10 00:00:00',
    extraction_date: '2026-03-11 00:00:00',
    data_breach: { data: 'bank account numbers', data_type: 'financial', impacted: ['clients'] },
  }),
  breachEvent('ev-initech', {
    // 6th: the last second of February 28
    company_name: 'Initech',
    event_date: '2026-02-28 23:59:59',
    extraction_date: '2026-03-01 00:00:00',
    data_breach: { data: 'medical records', data_type: 'health', impacted: ['patients'] },
  }),
  breachEvent('ev-globex', {
    // 7th: no event_date
    company_name: 'Globex',
    extraction_date: '2026-04-01 00:00:00',
    data_breach: { data: 'names, dates of birth', data_type: 'personal', impacted: ['patients'] },
  }),
];
const DEFAULT_ORDER = EVENTS.map((e) => e.id);

const nlp = {
  theme: 'Tech',
  summary: 'Acme was breached.',
  sentiment: { title: -0.5, content: -0.25 },
  ner_PER: [],
  ner_ORG: [{ entity_name: 'Acme Corp', count: 3 }],
  ner_MISC: [],
  ner_LOC: [],
};

const articles = [
  makeArticle({
    id: 'art-acme-1',
    title: 'Acme Corp hit by ransomware',
    link: 'https://news.example/acme-1',
    media: 'https://news.example/acme-1.jpg',
    description: 'The gang leaked the customer database.',
    published_date: '2026-03-14 10:00:00',
    authors: ['Jane Doe', 'John Roe'],
    is_headline: true,
    nlp,
  }),
  makeArticle({
    id: 'art-acme-2',
    title: 'Acme Corp confirms breach',
    link: 'https://other.example/acme-2',
    published_date: '2026-03-15 07:00:00',
  }),
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(articles);
  const writer = createEventWriter(t.db);
  for (const event of EVENTS) writer.replaceGroup(`test:${event.id}`, null, [event]);
});
afterAll(() => t.close());

const search = (body: unknown, key: string | null = KEYS.full) =>
  t.request('/api/events_search', postJson(body, key));

async function ok(response: Response): Promise<EventsSearchResponse> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/json');
  const body = eventsSearchResponseSchema.parse(await response.json());
  expect(body.message).toBe('Success');
  expect(body.count).toBe(body.events.length);
  return body;
}

async function ids(filters: Record<string, unknown>): Promise<string[]> {
  const body = await ok(await search({ event_type: 'data_breach', additional_filters: filters }));
  return body.events.map((e) => e.id);
}

async function error(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  const body = errorBodySchema.parse(await response.json());
  expect(body).toMatchObject({ status: 'error', status_code: status, error_code: code });
  return body;
}

describe('GET /api/events_info/get_event_fields', () => {
  it('describes the eight filter fields with their type and an example', async () => {
    const response = await t.request('/api/events_info/get_event_fields?event_type=data_breach');
    expect(response.status).toBe(200);
    const body = eventFieldsResponseSchema.parse(await response.json());
    expect(body).toEqual({
      message: 'Success',
      count: 8,
      fields: {
        company_name: { type: 'String', usage_example: { company_name: 'Acme' } },
        event_date: { type: 'Date', usage_example: { event_date: { gte: 'now-30d', lte: 'now' } } },
        extraction_date: { type: 'Date', usage_example: { extraction_date: { gte: 'now-7d', lte: 'now' } } },
        'data_breach.data': { type: 'String', usage_example: { 'data_breach.data': 'email addresses' } },
        'data_breach.data_type': { type: 'String', usage_example: { 'data_breach.data_type': 'personal' } },
        'data_breach.impacted': { type: 'String', usage_example: { 'data_breach.impacted': 'customers' } },
        'data_breach.summary': { type: 'String', usage_example: { 'data_breach.summary': 'ransomware' } },
        'data_breach.title': { type: 'String', usage_example: { 'data_breach.title': 'data breach' } },
      },
    });
  });

  it('gives usage examples that events_search accepts', async () => {
    const body = eventFieldsResponseSchema.parse(
      await (await t.request('/api/events_info/get_event_fields?event_type=data_breach')).json(),
    );
    for (const field of Object.values(body.fields)) {
      await ok(await search({ event_type: 'data_breach', additional_filters: field.usage_example }));
    }
  });

  it('answers 422 to a missing or other event_type', async () => {
    const missing = await error(
      await t.request('/api/events_info/get_event_fields'),
      422,
      'MISSING_PARAMETER',
    );
    expect(missing.message).toContain('event_type');
    const other = await error(
      await t.request('/api/events_info/get_event_fields?event_type=layoff'),
      422,
      'VALIDATION_ERROR',
    );
    expect(other.message).toContain('event_type');
  });

  it('needs a key and answers 405 to POST', async () => {
    await error(
      await t.request('/api/events_info/get_event_fields?event_type=data_breach', { key: null }),
      401,
      'MISSING_API_KEY',
    );
    await error(
      await t.request('/api/events_info/get_event_fields', postJson({ event_type: 'data_breach' })),
      405,
      'METHOD_NOT_ALLOWED',
    );
  });
});

describe('POST /api/events_search', () => {
  it('returns every event, latest event_date first, undated last, then latest extraction first', async () => {
    const body = await ok(await search({ event_type: 'data_breach' }));
    expect(body.events.map((e) => e.id)).toEqual(DEFAULT_ORDER);
    expect(body.count).toBe(7);
    expect(await ids({})).toEqual(DEFAULT_ORDER);
  });

  it('answers with the stored events as they are, without articles unless asked', async () => {
    const body = await ok(
      await search({ event_type: 'data_breach', additional_filters: { company_name: 'acme' } }),
    );
    expect(body.events).toEqual([EVENTS.find((e) => e.id === 'ev-acme')]);
    expect(body.events[0]).not.toHaveProperty('articles');
    expect(body.events[0]?.global_event_type).toBe('DataMonitoring');
  });

  describe('text filters: case-insensitive substrings, a list matches any', () => {
    it.each([
      [{ company_name: 'acme' }, ['ev-acme']],
      [{ company_name: 'CORP' }, ['ev-acme']],
      [{ company_name: ' acme   corp ' }, ['ev-acme']],
      [{ company_name: 'SOCIÉTÉ générale' }, ['ev-societe']],
      [{ company_name: ['globex', 'INITECH'] }, ['ev-initech', 'ev-globex']],
      [{ company_name: 'nobody' }, []],
      [{ 'data_breach.data': 'PASSWORD' }, ['ev-acme']],
      [{ 'data_breach.data': ['names', 'ip addr'] }, ['ev-recent', 'ev-autumn', 'ev-unnamed', 'ev-globex']],
      [{ 'data_breach.impacted': 'employ' }, ['ev-acme']],
      [{ 'data_breach.impacted': ['Clients', 'patients'] }, ['ev-societe', 'ev-initech', 'ev-globex']],
      [{ 'data_breach.summary': 'RANSOMWARE gang' }, ['ev-acme']],
      [{ 'data_breach.title': 'school' }, ['ev-unnamed']],
      [{ 'data_breach.title': 'data breach' }, ['ev-unnamed', 'ev-acme']],
    ])('%j', async (filters, expected) => {
      expect(await ids(filters)).toEqual(expected);
    });

    it('matches impacted groups one by one, never across two of them', async () => {
      expect(await ids({ 'data_breach.impacted': 'customers\nemployees' })).toEqual([]);
      expect(await ids({ 'data_breach.impacted': 'customersemployees' })).toEqual([]);
    });

    it('takes LIKE wildcards literally', async () => {
      expect(await ids({ company_name: '%' })).toEqual([]);
      expect(await ids({ company_name: 'a_me' })).toEqual([]);
    });
  });

  describe('data_breach.data_type', () => {
    it.each([
      ['financial', ['ev-societe']],
      ['Health', ['ev-initech']],
      [
        ['personal', 'credentials'],
        ['ev-autumn', 'ev-unnamed', 'ev-acme', 'ev-globex'],
      ],
    ])('%j', async (value, expected) => {
      expect(await ids({ 'data_breach.data_type': value })).toEqual(expected);
    });

    it('answers 422 to another value, naming the five', async () => {
      const body = await error(
        await search({
          event_type: 'data_breach',
          additional_filters: { 'data_breach.data_type': 'secret' },
        }),
        422,
        'VALIDATION_ERROR',
      );
      expect(body.message).toContain('data_breach.data_type');
      for (const type of ['technical', 'financial', 'personal', 'health', 'credentials'])
        expect(body.message).toContain(type);
    });
  });

  describe('date filters', () => {
    it('include the whole day of a date-only lte, and the first second of a gte', async () => {
      expect(await ids({ event_date: { gte: '2026-03-10', lte: '2026-03-10' } })).toEqual([
        'ev-unnamed',
        'ev-acme',
        'ev-societe',
      ]);
      expect(await ids({ event_date: { lte: '2026-02-28' } })).toEqual(['ev-initech']);
      expect(await ids({ event_date: { gte: '2026-03-01', lte: '2026-03-09' } })).toEqual([]);
      expect(await ids({ extraction_date: { gte: '2026-03-15' } })).toEqual([
        'ev-recent',
        'ev-autumn',
        'ev-unnamed',
        'ev-acme',
        'ev-globex',
      ]);
      expect(await ids({ extraction_date: { gte: '2026-03-01', lte: '2026-03-11' } })).toEqual([
        'ev-societe',
        'ev-initech',
      ]);
    });

    it('leave out events without an event_date when event_date is filtered', async () => {
      expect(await ids({ event_date: { gte: '2000-01-01' } })).not.toContain('ev-globex');
      expect(await ids({ extraction_date: { gte: '2026-04-01', lte: '2026-04-01' } })).toEqual(['ev-globex']);
    });

    it('take relative bounds as exact offsets from now: now, now-Nd, now-Nh, now-Nw', async () => {
      expect(await ids({ event_date: { gte: 'now-7d', lte: 'now' } })).toEqual(['ev-recent']);
      expect(await ids({ event_date: { gte: 'now-6w', lte: 'now-30d' } })).toEqual(['ev-autumn']);
      expect(await ids({ extraction_date: { gte: 'now-36h' } })).toEqual(['ev-recent']);
      expect(await ids({ extraction_date: { gte: 'now-12h' } })).toEqual([]);
      expect(await ids({ event_date: { lte: 'now-3d' } })).toEqual(DEFAULT_ORDER.slice(1, -1));
    });

    it('answer 422 to a bound that is not a date, or an operator other than gte and lte', async () => {
      for (const range of [
        { gte: '2026-02-30' },
        { lte: 'yesterday' },
        { gte: 'now-3m' },
        { gt: 'now' },
        'now-30d',
      ]) {
        const body = await error(
          await search({ event_type: 'data_breach', additional_filters: { event_date: range } }),
          422,
          'VALIDATION_ERROR',
        );
        expect(body.message).toContain('event_date');
      }
    });
  });

  it('combines filters: every one must match', async () => {
    expect(
      await ids({
        company_name: 'acme',
        event_date: { gte: '2026-03-10' },
        'data_breach.data_type': 'credentials',
      }),
    ).toEqual(['ev-acme']);
    expect(await ids({ company_name: 'acme', 'data_breach.data_type': 'health' })).toEqual([]);
    expect(await ids({ 'data_breach.impacted': 'patients', event_date: { gte: '2026-01-01' } })).toEqual([
      'ev-initech',
    ]);
  });

  it('answers 422 to an unknown filter key, listing the allowed ones', async () => {
    const body = await error(
      await search({ event_type: 'data_breach', additional_filters: { company: 'Acme' } }),
      422,
      'VALIDATION_ERROR',
    );
    expect(body.message).toContain('"company"');
    for (const field of [
      'company_name',
      'event_date',
      'extraction_date',
      'data_breach.data',
      'data_breach.data_type',
      'data_breach.impacted',
      'data_breach.summary',
      'data_breach.title',
    ]) {
      expect(body.message).toContain(field);
    }
  });

  it('answers 422 to a missing or other event_type, and to filters of the wrong shape', async () => {
    await error(await search({}), 422, 'MISSING_PARAMETER');
    await error(await search({ event_type: 'layoff' }), 422, 'VALIDATION_ERROR');
    await error(
      await search({ event_type: 'data_breach', additional_filters: 'acme' }),
      422,
      'VALIDATION_ERROR',
    );
    await error(
      await search({ event_type: 'data_breach', additional_filters: { company_name: 42 } }),
      422,
      'VALIDATION_ERROR',
    );
    await error(
      await search({ event_type: 'data_breach', attach_articles_data: 'maybe' }),
      422,
      'VALIDATION_ERROR',
    );
    await error(
      await search({ event_type: 'data_breach', additional_article_fields: ['secret'] }),
      422,
      'VALIDATION_ERROR',
    );
  });

  it('answers 400 to a body that is not a JSON object, 401 without a key, 405 to GET and PUT', async () => {
    await error(await search('not json'), 400, 'INVALID_JSON');
    await error(await search(''), 400, 'INVALID_JSON');
    await error(await search({ event_type: 'data_breach' }, null), 401, 'MISSING_API_KEY');
    await error(await t.request('/api/events_search?event_type=data_breach'), 405, 'METHOD_NOT_ALLOWED');
    await error(
      await t.request('/api/events_search', { ...postJson({ event_type: 'data_breach' }), method: 'PUT' }),
      405,
      'METHOD_NOT_ALLOWED',
    );
  });

  describe('attach_articles_data', () => {
    const acme = {
      event_type: 'data_breach',
      attach_articles_data: true,
      additional_filters: { company_name: 'acme' },
    };

    it('adds id, title, link and media of the stored articles, in the event’s order', async () => {
      const body = await ok(await search(acme));
      expect(body.events[0]?.articles).toEqual([
        {
          id: 'art-acme-2',
          title: 'Acme Corp confirms breach',
          link: 'https://other.example/acme-2',
          media: null,
        },
        {
          id: 'art-acme-1',
          title: 'Acme Corp hit by ransomware',
          link: 'https://news.example/acme-1',
          media: 'https://news.example/acme-1.jpg',
        },
      ]);
      // The rest of the event is the stored one.
      const { articles: _articles, ...event } = body.events[0]!;
      expect(event).toEqual(EVENTS.find((e) => e.id === 'ev-acme'));
    });

    it('adds the fields named in additional_article_fields, dotted names as nested objects', async () => {
      const body = await ok(
        await search({
          ...acme,
          additional_article_fields: [
            'description',
            'published_date',
            'nlp.summary',
            'authors',
            'extraction_data.parent_url',
            'is_headline',
            'nlp.ner_ORG',
          ],
        }),
      );
      expect(body.events[0]?.articles).toEqual([
        {
          id: 'art-acme-2',
          title: 'Acme Corp confirms breach',
          link: 'https://other.example/acme-2',
          media: null,
          description: null,
          published_date: '2026-03-15 07:00:00',
          nlp: null,
          authors: ['Jane Doe'],
          extraction_data: { parent_url: 'https://other.example/' },
          is_headline: null,
        },
        {
          id: 'art-acme-1',
          title: 'Acme Corp hit by ransomware',
          link: 'https://news.example/acme-1',
          media: 'https://news.example/acme-1.jpg',
          description: 'The gang leaked the customer database.',
          published_date: '2026-03-14 10:00:00',
          nlp: { summary: 'Acme was breached.', ner_ORG: [{ entity_name: 'Acme Corp', count: 3 }] },
          authors: ['Jane Doe', 'John Roe'],
          extraction_data: { parent_url: 'https://news.example/' },
          is_headline: true,
        },
      ]);
      expect(Object.keys(body.events[0]!.articles![0]!)).toEqual([
        'id',
        'title',
        'link',
        'media',
        'description',
        'published_date',
        'nlp',
        'authors',
        'extraction_data',
        'is_headline',
      ]);
    });

    it('gives every event its articles, and an empty list when none is stored', async () => {
      const body = await ok(await search({ event_type: 'data_breach', attach_articles_data: true }));
      expect(body.events.map((e) => e.articles?.length)).toEqual([0, 0, 0, 2, 0, 0, 0]);
    });

    it('ignores additional_article_fields without attach_articles_data', async () => {
      const body = await ok(
        await search({ ...acme, attach_articles_data: false, additional_article_fields: ['description'] }),
      );
      expect(body.events[0]).not.toHaveProperty('articles');
    });

    it('answers 403 to NLP fields for a key whose plan has no NLP layer; other fields are fine', async () => {
      const body = await error(
        await search({ ...acme, additional_article_fields: ['description', 'nlp.theme'] }, KEYS.basic),
        403,
        'PLAN_FEATURE_UNAVAILABLE',
      );
      expect(body.message).toContain('nlp.theme');
      expect(body.message).toContain('v3_nlp');
      const basic = await ok(
        await search({ ...acme, additional_article_fields: ['description'] }, KEYS.basic),
      );
      expect(basic.events[0]?.articles?.[1]).toMatchObject({
        description: 'The gang leaked the customer database.',
      });
      await ok(await search({ ...acme, additional_article_fields: ['nlp.theme'] }, KEYS.nlp));
    });
  });
});

describe('events_search cap', () => {
  let many: TestApp;
  beforeAll(async () => {
    many = await createTestApp([]);
    const writer = createEventWriter(many.db);
    const base = Date.UTC(2025, 0, 1) / 1000;
    many.db.transaction(() => {
      for (let i = 0; i < 1005; i++) {
        const event = breachEvent(`ev-${String(i).padStart(4, '0')}`, {
          company_name: `Company ${i}`,
          event_date: formatUtc(base + i * HOUR),
          extraction_date: formatUtc(base + i * HOUR),
        });
        writer.replaceGroup(`test:${event.id}`, null, [event]);
      }
    })();
  });
  afterAll(() => many.close());

  it('answers at most 1000 events, the latest first, with count the number returned', async () => {
    const body = await ok(await many.request('/api/events_search', postJson({ event_type: 'data_breach' })));
    expect(body.count).toBe(1000);
    expect(body.events[0]?.id).toBe('ev-1004');
    expect(body.events.at(-1)?.id).toBe('ev-0005');
  });
});

describe('events extracted by ingest', () => {
  let ingested: TestApp;
  beforeAll(async () => {
    ingested = await createTestApp([]);
    const reports = [
      breachArticle('northwindFirst'),
      breachArticle('northwindSecond'),
      breachArticle('contoso'),
      breachArticle('bakery'),
    ];
    await ingest(ingested.db, sourceLines(reports), { stages: createBreachStage(ingested.db), now: NOW });
  });
  afterAll(() => ingested.close());

  it('are searchable, with their articles attached', async () => {
    const response = await ingested.request(
      '/api/events_search',
      postJson({
        event_type: 'data_breach',
        attach_articles_data: true,
        additional_filters: {
          company_name: 'northwind',
          'data_breach.data_type': 'health',
          event_date: { gte: '2026-10-03', lte: '2026-10-03' },
        },
      }),
    );
    const body = await ok(response);
    expect(body.events).toHaveLength(1);
    expect(body.events[0]).toMatchObject({
      company_name: 'Northwind Health',
      associated_article_ids: ['northwind-1', 'northwind-2'],
      extraction_date: '2026-10-10 09:20:00',
    });
    expect(body.events[0]?.articles?.map((a) => a.id)).toEqual(['northwind-1', 'northwind-2']);
    const all = await ok(
      await ingested.request('/api/events_search', postJson({ event_type: 'data_breach' })),
    );
    expect(all.events.map((e) => e.company_name)).toEqual(['Northwind Health', 'Contoso Bank']);
  });
});
