// The OpenAPI document of the local service: the committed docs/openapi.json is what the contract generates;
// /api/openapi.json serves it without a key; it agrees with the public API's own OpenAPI files on the
// operations we share (every difference listed with its reason); and real answers of the service, good
// and bad, validate against its schemas.
import fs from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';
import { parse as parseYaml } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorSuggestPath,
  companyPath,
  eventEvidencePath,
  operations,
  overviewPath,
  sourceAuthorsPath,
} from '../../src/contract';
import {
  buildOpenApiDocument,
  extensionMarker,
  extensionTag,
  openApiJson,
  openApiPath,
  type OpenApiDocument,
} from '../../src/contract/openapi';
import { createBreachStage } from '../../src/server/ingest/breach-stage';
import { ingest } from '../../src/server/ingest/pipeline';
import { DEMO_KEYS } from '../../src/server/local/plans';
import { nowSeconds } from '../../src/server/time';
import { sourceLines } from '../helpers/fixtures';
import { breachArticle } from '../helpers/breach-articles';
import { createTestApp, makeArticle, postJson, KEYS, type TestApp } from '../helpers/test-app';

const root = path.resolve(import.meta.dirname, '../..');
const committedFile = path.join(root, 'docs/openapi.json');
const ours: OpenApiDocument = buildOpenApiDocument();

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

describe('docs/openapi.json', () => {
  it('is exactly what the contract generates (run `npm run openapi` after changing the contract)', () => {
    expect(fs.readFileSync(committedFile, 'utf8')).toBe(openApiJson());
  });

  it('names no API key: it is public, and the browser is never handed a key', () => {
    for (const key of Object.keys(DEMO_KEYS)) expect(openApiJson()).not.toContain(key);
  });

  it('is OpenAPI 3.1 with the x-api-token scheme required on every operation', () => {
    expect(ours.openapi).toBe('3.1.0');
    expect(ours.components['securitySchemes']).toEqual({
      ApiKeyAuth: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'x-api-token' }),
    });
    expect(ours['security']).toEqual([{ ApiKeyAuth: [] }]);
  });

  it('has every operation the service answers, with its methods; the extensions marked and tagged', () => {
    const expected = new Map<string, string[]>(
      operations.map((operation) => [operation.path, operation.methods.map((m) => m.toLowerCase())]),
    );
    expected.set(authorSuggestPath, ['get']);
    expected.set(sourceAuthorsPath, ['get']);
    expected.set(overviewPath, ['get']);
    expected.set(eventEvidencePath, ['get']);
    expected.set(companyPath, ['get']);
    expect(Object.fromEntries(Object.entries(ours.paths).map(([p, item]) => [p, Object.keys(item)]))).toEqual(
      Object.fromEntries(expected),
    );
    for (const [opPath, item] of Object.entries(ours.paths)) {
      for (const operation of Object.values(item)) {
        const extension = opPath.startsWith('/api/ext/');
        expect(operation[extensionMarker] === true, opPath).toBe(extension);
        expect(operation.tags, opPath).toEqual(
          extension ? [extensionTag] : [expect.not.stringMatching(extensionTag)],
        );
      }
    }
  });

  it('documents GET parameters in the query and POST parameters as a JSON body', () => {
    const authors = ours.paths['/api/authors'];
    expect(authors?.['get']?.parameters?.find((p) => p.name === 'author_name')).toMatchObject({
      in: 'query',
      required: true,
    });
    expect(authors?.['get']?.requestBody).toBeUndefined();
    const body = authors?.['post']?.requestBody?.content['application/json'].schema;
    expect(body?.['required']).toEqual(['author_name']);
    expect(authors?.['post']?.parameters).toBeUndefined();
    expect(
      ours.paths['/api/search_by_link']?.['get']?.parameters?.find((p) => p.name === 'page_size'),
    ).toEqual(
      expect.objectContaining({ schema: { type: 'integer', minimum: 1, maximum: 1000, default: 100 } }),
    );
  });
});

// ---------------------------------------------------------------------------------------------------
// The public API's OpenAPI files

const official = {
  news: parseYaml(fs.readFileSync(path.join(root, 'docs/reference/news-api-v3.yml'), 'utf8')) as Json,
  events: parseYaml(fs.readFileSync(path.join(root, 'docs/reference/events-api.yml'), 'utf8')) as Json,
};

/** Follows local `$ref`s (`#/components/...`) within `doc`. */
function deref(doc: Json, value: unknown): unknown {
  let current = value;
  for (let hops = 0; isObject(current) && typeof current['$ref'] === 'string'; hops++) {
    if (hops > 20) throw new Error('$ref cycle');
    const pointer = (current['$ref'] as string).replace(/^#\//, '').split('/');
    current = pointer.reduce<unknown>(
      (node, key) => (isObject(node) ? node[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined),
      doc,
    );
  }
  return current;
}

/** The JSON types a schema admits (integer counted as a number too); empty = any. */
function typesOf(doc: Json, schema: unknown): Set<string> {
  const node = deref(doc, schema);
  const types = new Set<string>();
  if (!isObject(node)) return types;
  const own = node['type'];
  for (const type of Array.isArray(own) ? own : own === undefined ? [] : [own]) types.add(String(type));
  for (const key of ['anyOf', 'oneOf', 'allOf']) {
    const parts = node[key];
    if (Array.isArray(parts)) for (const part of parts) for (const t of typesOf(doc, part)) types.add(t);
  }
  return types;
}

/** Whether a value of the official schema's types is accepted by ours. */
function compatible(officialTypes: Set<string>, ourTypes: Set<string>): boolean {
  if (ourTypes.size === 0) return true;
  return [...officialTypes].every(
    (type) => ourTypes.has(type) || (type === 'integer' && ourTypes.has('number')),
  );
}

/** The alternatives of a response schema, each as {required, properties}; allOf parts merged. */
function alternatives(doc: Json, schema: unknown): { required: string[]; properties: Json }[] {
  const node = deref(doc, schema);
  if (!isObject(node)) return [];
  const choice = (node['oneOf'] ?? node['anyOf']) as unknown[] | undefined;
  if (Array.isArray(choice)) return choice.flatMap((part) => alternatives(doc, part));
  const merged = { required: [] as string[], properties: {} as Json };
  const parts = Array.isArray(node['allOf']) ? [...(node['allOf'] as unknown[]), node] : [node];
  for (const part of parts) {
    const resolved = deref(doc, part);
    if (!isObject(resolved)) continue;
    if (resolved !== node && (resolved['allOf'] || resolved['oneOf'] || resolved['anyOf'])) {
      const [inner] = alternatives(doc, resolved);
      if (inner) {
        merged.required.push(...inner.required);
        Object.assign(merged.properties, inner.properties);
      }
    }
    if (Array.isArray(resolved['required'])) merged.required.push(...(resolved['required'] as string[]));
    if (isObject(resolved['properties'])) Object.assign(merged.properties, resolved['properties']);
  }
  return [merged];
}

const itemsOf = (doc: Json, schema: unknown): unknown => {
  const node = deref(doc, schema);
  if (!isObject(node)) return undefined;
  if (node['items'] !== undefined) return node['items'];
  for (const key of ['anyOf', 'oneOf']) {
    const parts = node[key];
    if (Array.isArray(parts)) {
      const withItems = parts.map((part) => deref(doc, part)).find((part) => isObject(part) && part['items']);
      if (isObject(withItems)) return withItems['items'];
    }
  }
  return undefined;
};

/**
 * The official required fields (at `where`, and inside them, for objects and arrays of objects) that no
 * alternative of ours has as a property: `where.field` for each.
 */
function missingRequired(officialSchema: unknown, ourSchema: unknown, where: string, depth = 0): string[] {
  if (depth > 4) return [];
  const theirs = alternatives(official.news, officialSchema);
  const mine = alternatives(ours, ourSchema);
  if (theirs.length === 0 || mine.length === 0) return [];
  const missing: string[] = [];
  for (const alternative of theirs) {
    // The alternative of ours that covers most of theirs stands for it.
    const best = mine
      .map((candidate) => ({
        candidate,
        lacking: alternative.required.filter((field) => !(field in candidate.properties)),
      }))
      .sort((a, b) => a.lacking.length - b.lacking.length)[0];
    if (!best) continue;
    missing.push(...best.lacking.map((field) => `${where}.${field}`));
    for (const field of alternative.required) {
      const theirField = alternative.properties[field];
      const ourField = best.candidate.properties[field];
      if (ourField === undefined) continue;
      missing.push(...missingRequired(theirField, ourField, `${where}.${field}`, depth + 1));
      const theirItems = itemsOf(official.news, theirField);
      const ourItems = itemsOf(ours, ourField);
      if (theirItems !== undefined && ourItems !== undefined) {
        missing.push(...missingRequired(theirItems, ourItems, `${where}.${field}[]`, depth + 1));
      }
    }
  }
  return [...new Set(missing)];
}

/** One difference between our document and the official one: what, and why (from decisions.md). */
interface Difference {
  where: string;
  reason: string;
}

const notInInterface =
  'decisions.md: unknown parameters are ignored (official clients send extra ones); interface.md has no such parameter';

/**
 * Every deliberate difference on the shared operations. The test computes the differences and expects
 * exactly these: a new one fails it, and so does one that is gone.
 */
const knownDifferences: Difference[] = [
  ...['get', 'post'].flatMap((method) => [
    {
      where: `news ${method} /api/search_by_link parameter from_`,
      reason: 'decisions.md, Article lookup: no date window applies (the interface lists none)',
    },
    {
      where: `news ${method} /api/search_by_link parameter to_`,
      reason: 'decisions.md, Article lookup: no date window applies (the interface lists none)',
    },
    ...['robots_compliant'].map((name) => ({
      where: `news ${method} /api/search_by_link parameter ${name}`,
      reason: notInInterface,
    })),
    ...['all_links_text', 'include_translation_fields', 'custom_tags', 'robots_compliant'].map((name) => ({
      where: `news ${method} /api/authors parameter ${name}`,
      reason: notInInterface,
    })),
    ...['is_news_domain', 'news_domain_type', 'news_type'].map((name) => ({
      where: `news ${method} /api/sources parameter ${name}`,
      reason: notInInterface,
    })),
  ]),
];

/** Official paths we do not serve at all, with the reason. */
const officialPathsNotServed: Record<string, string> = {
  'news /api/search': 'interface.md has no keyword search: the project serves authors, sources and lookup',
  'news /api/latest_headlines': 'not in interface.md',
  'news /api/breaking_news': 'not in interface.md',
  'news /api/aggregation_count': 'not in interface.md',
  'events /api/health': 'not in interface.md',
};

/**
 * The events base's subscription answers other fields (calls_per_seconds, plan_name…); decisions.md gives
 * both bases the one subscription answer {active, concurrent_calls, plan, plan_calls, remaining_calls,
 * historical_days}, which the news file's subscription is compared with.
 */
const sharedPathsComparedElsewhere: Record<string, string> = {
  'events /api/subscription':
    'decisions.md, Plans and keys: one subscription answer for both bases, the v3 one (compared with news-api-v3.yml)',
};

/**
 * get_event_fields: the official answer is one of five event types' field lists; decisions.md: event_type
 * other than data_breach → 422, so only the data-breach alternative applies.
 */
const officialEventFieldsAlternative = 'DataBreachAvailableFiltersResponse';

function officialParameters(doc: Json, operation: Json, method: string): Map<string, unknown> {
  const params = new Map<string, unknown>();
  if (method === 'get') {
    for (const parameter of (operation['parameters'] as unknown[] | undefined) ?? []) {
      const resolved = deref(doc, parameter);
      if (isObject(resolved) && resolved['in'] === 'query')
        params.set(String(resolved['name']), resolved['schema']);
    }
  } else {
    const body = deref(doc, operation['requestBody']);
    const content = isObject(body) && isObject(body['content']) ? body['content'] : {};
    const schema = deref(doc, (content['application/json'] as Json | undefined)?.['schema']);
    const properties = isObject(schema) && isObject(schema['properties']) ? schema['properties'] : {};
    for (const [name, property] of Object.entries(properties)) params.set(name, property);
  }
  return params;
}

function ourParameters(opPath: string, method: string): Map<string, unknown> {
  const operation = ours.paths[opPath]?.[method];
  const params = new Map<string, unknown>();
  for (const parameter of operation?.parameters ?? []) params.set(parameter.name, parameter.schema);
  const body = operation?.requestBody?.content['application/json'].schema;
  if (isObject(body) && isObject(body['properties'])) {
    for (const [name, property] of Object.entries(body['properties'])) params.set(name, property);
  }
  return params;
}

function ourSuccessSchema(opPath: string, method: string): unknown {
  const response = deref(ours, ours.paths[opPath]?.[method]?.responses['200']) as Json;
  return (
    (response['content'] as Json)['application/json'] &&
    ((response['content'] as Json)['application/json'] as Json)['schema']
  );
}

function officialSuccessSchema(doc: Json, operation: Json): unknown {
  const response = deref(doc, (operation['responses'] as Json)['200']) as Json;
  const schema = ((response['content'] as Json)['application/json'] as Json)['schema'];
  const node = deref(doc, schema);
  if (isObject(node) && Array.isArray(node['oneOf'])) {
    const eventFields = (node['oneOf'] as Json[]).find((part) =>
      String(part['$ref']).endsWith(`/${officialEventFieldsAlternative}`),
    );
    if (eventFields) return eventFields;
  }
  return schema;
}

describe('the official OpenAPI files, on the operations we share', () => {
  const differences: string[] = [];
  const notServed: string[] = [];
  const compared: string[] = [];
  for (const [base, doc] of Object.entries(official)) {
    for (const [opPath, item] of Object.entries(doc['paths'] as Json)) {
      const key = `${base} ${opPath}`;
      if (!ours.paths[opPath]) {
        notServed.push(key);
        continue;
      }
      if (key in sharedPathsComparedElsewhere) continue;
      compared.push(key);
      for (const [method, operation] of Object.entries(item as Json)) {
        if (!isObject(operation)) continue;
        if (!ours.paths[opPath]?.[method]) {
          differences.push(`${key} method ${method}`);
          continue;
        }
        const mine = ourParameters(opPath, method);
        for (const [name, schema] of officialParameters(doc, operation, method)) {
          const ourSchema = mine.get(name);
          if (ourSchema === undefined) differences.push(`${base} ${method} ${opPath} parameter ${name}`);
          else if (!compatible(typesOf(doc, schema), typesOf(ours, ourSchema))) {
            differences.push(`${base} ${method} ${opPath} parameter ${name} type`);
          }
        }
      }
    }
  }

  it('serves every shared path with the same methods', () => {
    expect(compared.sort()).toEqual(
      [
        'news /api/search_by_link',
        'news /api/authors',
        'news /api/sources',
        'news /api/subscription',
        'events /api/events_info/get_event_fields',
        'events /api/events_search',
      ].sort(),
    );
    for (const key of compared) {
      const [base, opPath] = key.split(' ') as ['news' | 'events', string];
      const officialMethods = Object.keys((official[base]['paths'] as Json)[opPath] as Json).sort();
      expect(Object.keys(ours.paths[opPath] ?? {}).sort(), key).toEqual(officialMethods);
    }
  });

  it('leaves out only the official paths outside the interface', () => {
    expect(notServed.sort()).toEqual(Object.keys(officialPathsNotServed).sort());
  });

  it('has each official parameter, with a compatible type, but for the listed differences', () => {
    for (const difference of knownDifferences) expect(difference.reason).toMatch(/decisions\.md/);
    expect(differences.sort()).toEqual(knownDifferences.map((d) => d.where).sort());
  });

  it('has every field the official answers require', () => {
    const missing: string[] = [];
    for (const key of compared) {
      const [base, opPath] = key.split(' ') as ['news' | 'events', string];
      const doc = official[base];
      for (const [method, operation] of Object.entries((doc['paths'] as Json)[opPath] as Json)) {
        const theirs = officialSuccessSchema(doc, operation as Json);
        // missingRequired resolves official refs in the news file; give it the events file's node resolved.
        const resolved = base === 'news' ? theirs : inline(doc, theirs);
        missing.push(
          ...missingRequired(resolved, ourSuccessSchema(opPath, method), `${base} ${method} ${opPath}`),
        );
      }
    }
    expect(missing).toEqual([]);
  });
});

/** A schema of `doc` with every local $ref replaced by its target (for comparing across files). */
function inline(doc: Json, value: unknown, depth = 0): unknown {
  if (depth > 30) return {};
  const node = deref(doc, value);
  if (Array.isArray(node)) return node.map((part) => inline(doc, part, depth + 1));
  if (!isObject(node)) return node;
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, inline(doc, v, depth + 1)]));
}

// ---------------------------------------------------------------------------------------------------
// Real answers against the document's schemas

const NOW = nowSeconds();
const recent = (hoursAgo: number) => new Date((NOW - hoursAgo * 3600) * 1000).toISOString();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp([
    makeArticle({
      id: 'oa-1',
      author: 'Ana Ruiz',
      published_date: recent(2),
      link: 'https://harbor.example/1',
    }),
    makeArticle({
      id: 'oa-2',
      author: 'Ana Ruiz',
      published_date: recent(5),
      link: 'https://other.example/2',
    }),
    makeArticle({ id: 'oa-3', authors: ['Bo Li', 'Ana Ruiz'], author: 'Bo Li', published_date: recent(9) }),
  ]);
  await ingest(t.db, sourceLines([breachArticle('northwindFirst'), breachArticle('contoso')]), {
    stages: createBreachStage(t.db),
    now: NOW,
  });
});
afterAll(() => t.close());

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormatsPlugin.default(ajv);
ajv.addSchema(ours, 'openapi');

const pointerPart = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

/** The validator of the schema the document gives for `status` of `method opPath`. */
function validatorFor(opPath: string, method: string, status: number) {
  const responses = ours.paths[opPath]?.[method]?.responses;
  const response = responses?.[String(status)] as Json | undefined;
  if (!response) throw new Error(`${method} ${opPath} documents no ${status} answer`);
  const base =
    typeof response['$ref'] === 'string'
      ? (response['$ref'] as string)
      : `#/paths/${pointerPart(opPath)}/${method}/responses/${status}`;
  const validate = ajv.getSchema(`openapi${base}/content/application~1json/schema`);
  if (!validate) throw new Error(`no schema for ${method} ${opPath} ${status}`);
  return validate;
}

interface Case {
  name: string;
  path: string;
  init?: RequestInit & { key?: string | null };
  status: number;
  /** The documented operation when the path carries a query. */
  operation?: string;
}

const cases: Case[] = [
  { name: 'lookup by ids (GET)', path: '/api/search_by_link?ids=oa-1,nope', status: 200 },
  {
    name: 'lookup by links (POST)',
    path: '/api/search_by_link',
    init: postJson({ links: ['https://harbor.example/1'] }),
    status: 200,
  },
  { name: 'lookup without ids or links', path: '/api/search_by_link', status: 422 },
  { name: 'lookup with an empty body', path: '/api/search_by_link', init: postJson(''), status: 400 },
  { name: 'authors (GET)', path: '/api/authors?author_name=Ana%20Ruiz&include_nlp_data=true', status: 200 },
  {
    name: 'authors, clustered (POST)',
    path: '/api/authors',
    init: postJson({ author_name: 'Ana Ruiz', clustering_enabled: true }),
    status: 200,
  },
  { name: 'authors, no match', path: '/api/authors?author_name=Nobody%20Here', status: 200 },
  {
    name: 'authors, NLP filter on the basic plan',
    path: '/api/authors?author_name=Ana%20Ruiz&theme=Tech',
    init: { key: KEYS.basic },
    status: 403,
  },
  { name: 'authors with page_size 0', path: '/api/authors?author_name=Ana%20Ruiz&page_size=0', status: 422 },
  { name: 'sources (GET)', path: '/api/sources?lang=en&include_additional_info=true', status: 200 },
  { name: 'sources (POST)', path: '/api/sources', init: postJson({ countries: ['US'] }), status: 200 },
  { name: 'sources without a filter', path: '/api/sources', status: 422 },
  { name: 'subscription (GET)', path: '/api/subscription', status: 200 },
  { name: 'subscription (POST)', path: '/api/subscription', init: postJson({}), status: 200 },
  { name: 'subscription without a key', path: '/api/subscription', init: { key: null }, status: 401 },
  { name: 'subscription with an unknown key', path: '/api/subscription', init: { key: 'nope' }, status: 401 },
  { name: 'event fields', path: '/api/events_info/get_event_fields?event_type=data_breach', status: 200 },
  {
    name: 'event fields of another type',
    path: '/api/events_info/get_event_fields?event_type=layoff',
    status: 422,
  },
  {
    name: 'events search',
    path: '/api/events_search',
    init: postJson({ event_type: 'data_breach', attach_articles_data: true }),
    status: 200,
  },
  {
    name: 'events search, unknown filter',
    path: '/api/events_search',
    init: postJson({ event_type: 'data_breach', additional_filters: { x: 1 } }),
    status: 422,
  },
  { name: 'events search by GET', path: '/api/events_search', status: 405, operation: 'post' },
  { name: 'author suggestions', path: `${authorSuggestPath}?q=ana`, status: 200 },
  { name: 'author suggestions without q', path: authorSuggestPath, status: 422 },
  { name: 'source authors', path: `${sourceAuthorsPath}?source=harbor.example`, status: 200 },
  {
    name: 'source authors with days 0',
    path: `${sourceAuthorsPath}?source=harbor.example&days=0`,
    status: 422,
  },
  { name: 'overview', path: `${overviewPath}?days=365`, status: 200 },
  {
    name: 'overview past the basic plan’s history',
    path: overviewPath + '?days=90',
    init: { key: KEYS.basic },
    status: 403,
  },
  { name: 'overview with limit 0', path: `${overviewPath}?limit=0`, status: 422 },
  // {event}: the id of a stored event (events_search's first), known once the store is built.
  { name: 'event evidence', path: `${eventEvidencePath}?id={event}`, status: 200 },
  { name: 'event evidence of an unknown event', path: `${eventEvidencePath}?id=breach_nope`, status: 404 },
  { name: 'event evidence without an id', path: eventEvidencePath, status: 422 },
  { name: 'company', path: `${companyPath}?key=contoso-bank`, status: 200 },
  { name: 'company no event names', path: `${companyPath}?key=nobody-at-all`, status: 404 },
  { name: 'company with a malformed key', path: `${companyPath}?key=Contoso%20Bank`, status: 422 },
];

/** The id of the first event events_search answers. */
async function storedEventId(): Promise<string> {
  const response = await t.request('/api/events_search', postJson({ event_type: 'data_breach' }));
  const { events } = (await response.json()) as { events: { id: string }[] };
  const id = events[0]?.id;
  if (id === undefined) throw new Error('the test store holds no event');
  return id;
}

describe('real answers of the local service validate against the document', () => {
  it.each(cases)('$name → $status', async ({ path: url, init, status, operation }) => {
    const response = await t.request(
      url.includes('{event}') ? url.replace('{event}', await storedEventId()) : url,
      init,
    );
    expect(response.status).toBe(status);
    const body: unknown = await response.json();
    const opPath = url.split('?')[0] ?? url;
    const method = operation ?? (init?.method ?? 'GET').toLowerCase();
    const validate = validatorFor(opPath, method, status);
    const valid = validate(body);
    expect(valid ? [] : validate.errors, JSON.stringify(body).slice(0, 300)).toEqual([]);
  });

  it('covers, for every documented operation, at least one real answer and one error', () => {
    const covered = new Map<string, Set<string>>();
    for (const { path: url, init, status, operation } of cases) {
      const key = `${operation ?? (init?.method ?? 'GET').toLowerCase()} ${url.split('?')[0]}`;
      const kinds = covered.get(key) ?? new Set<string>();
      kinds.add(status === 200 ? 'answer' : 'error');
      covered.set(key, kinds);
    }
    for (const [opPath, item] of Object.entries(ours.paths)) {
      for (const method of Object.keys(item)) {
        const kinds = [...(covered.get(`${method} ${opPath}`) ?? [])];
        // Each path has an error case under one of its methods; every method has a real answer.
        expect(kinds, `${method} ${opPath}`).toContain('answer');
      }
      const errors = Object.keys(item).some((method) => covered.get(`${method} ${opPath}`)?.has('error'));
      expect(errors, opPath).toBe(true);
    }
  });

  it('gives each error answer an example that its own schema accepts', () => {
    for (const status of Object.keys(ours.components['responses'] ?? {})) {
      const content = (ours.components['responses']?.[status] as Json)['content'] as Json;
      const example = (content['application/json'] as Json)['example'];
      const validate = ajv.getSchema(
        `openapi#/components/responses/${status}/content/application~1json/schema`,
      );
      expect(validate?.(example), status).toBe(true);
    }
  });

  it('rejects an answer that breaks the schema (the validation can fail)', () => {
    const validate = validatorFor('/api/search_by_link', 'get', 200);
    expect(
      validate({
        status: 'ok',
        total_hits: 1,
        page: 1,
        total_pages: 1,
        page_size: 1,
        articles: [{ title: 'x' }],
        user_input: {},
      }),
    ).toBe(false);
    expect(
      validatorFor(
        '/api/authors',
        'get',
        422,
      )({ status: 'error', status_code: 401, error_code: 'MISSING_API_KEY', message: 'x' }),
    ).toBe(false);
  });
});

describe('GET /api/openapi.json', () => {
  it('answers the document without a key, with the data security headers, the same bytes every time', async () => {
    const first = await t.request(openApiPath, { key: null });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(first.headers.get('x-frame-options')).toBe('DENY');
    const text = await first.text();
    expect(text).toBe(fs.readFileSync(committedFile, 'utf8'));
    const second = await t.request(openApiPath, { key: null });
    expect(await second.text()).toBe(text);
  });

  it('is reachable with any key too, and other methods still need a key', async () => {
    expect((await t.request(openApiPath, { key: KEYS.basic })).status).toBe(200);
    const post = await t.request(openApiPath, { ...postJson({}), key: null });
    expect(post.status).toBe(401);
    expect(await post.json()).toMatchObject({ status: 'error', error_code: 'MISSING_API_KEY' });
  });
});
