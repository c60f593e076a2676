// The OpenAPI 3.1 document of the local service, derived from the contract: request parameters from the
// ParamDocs the coercers record (params.ts), response schemas from the zod response schemas through
// z.toJSONSchema, error answers from the one error body. scripts/build-openapi.ts writes it to
// docs/openapi.json; the server serves it at /api/openapi.json. Not exported from index.ts, so the SPA
// bundle never carries it.
import { z } from 'zod';
import { articleSchema, nlpSchema } from './article';
import { authorSuggestPath, authorSuggestRequestSchema, authorSuggestResponseSchema } from './author-suggest';
import { companyPath, companyRequestSchema, companyResponseSchema } from './company';
import {
  authorsRequestSchema,
  authorsResponseSchema,
  authorsUserInputSchema,
  clusterSchema,
} from './authors';
import { errorBodySchema, errorCodes, errorHttpStatus, type ErrorCode } from './errors';
import {
  breachEventSchema,
  dataTypes,
  eventFieldsRequestSchema,
  eventFieldsResponseSchema,
  eventFilterFields,
  eventFilterFieldTypes,
  eventsSearchRequestSchema,
  eventsSearchResponseSchema,
} from './events';
import { eventEvidencePath, eventEvidenceRequestSchema, eventEvidenceResponseSchema } from './event-evidence';
import { lookupRequestSchema, lookupResponseSchema } from './lookup';
import { openApiPath, operationsById } from './operations';
import { paramDocs, type ParamDoc } from './params';
import { overviewPath, overviewRequestSchema, overviewResponseSchema } from './overview';
import { sourceAuthorsPath, sourceAuthorsRequestSchema, sourceAuthorsResponseSchema } from './source-authors';
import { sourceSchema, sourcesRequestSchema, sourcesResponseSchema } from './sources';
import { subscriptionResponseSchema } from './subscription';

export { openApiPath };

/** The vendor key that marks an operation of this project that the public API does not have. */
export const extensionMarker = 'x-newsdeck-extension';
export const extensionTag = 'Local extensions';

type JsonSchema = Record<string, unknown>;
export type OpenApiDocument = Record<string, unknown> & {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: Record<string, Record<string, unknown>>;
};
export interface OpenApiOperation {
  operationId: string;
  tags: string[];
  summary: string;
  description: string;
  parameters?: OpenApiParameter[];
  requestBody?: { required: boolean; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, unknown>;
  [extensionMarker]?: true;
}
export interface OpenApiParameter {
  name: string;
  in: 'query';
  required: boolean;
  schema: JsonSchema;
  description?: string;
}

// Response schemas with a name of their own under components.schemas; anything else is inlined.
const namedSchemas = {
  Article: articleSchema,
  Nlp: nlpSchema,
  Cluster: clusterSchema,
  AuthorsUserInput: authorsUserInputSchema,
  Source: sourceSchema,
  BreachEvent: breachEventSchema,
  ErrorBody: errorBodySchema,
  LookupResponse: lookupResponseSchema,
  AuthorsResponse: authorsResponseSchema,
  SourcesResponse: sourcesResponseSchema,
  SubscriptionResponse: subscriptionResponseSchema,
  EventFieldsResponse: eventFieldsResponseSchema,
  EventsSearchResponse: eventsSearchResponseSchema,
  AuthorSuggestResponse: authorSuggestResponseSchema,
  SourceAuthorsResponse: sourceAuthorsResponseSchema,
  OverviewResponse: overviewResponseSchema,
  EventEvidenceResponse: eventEvidenceResponseSchema,
  CompanyResponse: companyResponseSchema,
} as const satisfies Record<string, z.ZodType>;
type SchemaName = keyof typeof namedSchemas;

const schemaRef = (name: SchemaName) => ({ $ref: `#/components/schemas/${name}` });

/** components.schemas: the wire shape (zod input side) of every named response schema. */
function componentSchemas(): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(namedSchemas)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    io: 'input',
    uri: (id) => `#/components/schemas/${id}`,
    // Nothing in a response schema is unrepresentable; were it ever, `{}` (any value) is still true.
    unrepresentable: 'any',
    // z.number().int() says "a safe integer": bounds that tell a reader nothing.
    override: ({ jsonSchema }) => {
      if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
      if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
    },
  });
  const result: Record<string, JsonSchema> = {};
  for (const [id, schema] of Object.entries(schemas)) {
    // Each component lives inside the document: no dialect or id of its own.
    const { $schema: _dialect, $id: _id, ...rest } = schema as JsonSchema;
    result[id] = rest;
  }
  // Our service only ever sends its own codes (the contract's schema also reads the public API's).
  const errorBody = result['ErrorBody'] as { properties: Record<string, JsonSchema> };
  errorBody.properties['error_code'] = { type: 'string', enum: [...errorCodes] };
  // The contract reads any event type's field list; the local service always answers the eight data-breach
  // fields (decisions.md), which the document names.
  const eventFields = result['EventFieldsResponse'] as { properties: Record<string, JsonSchema> };
  const fields = eventFields.properties['fields'] as JsonSchema;
  fields['properties'] = Object.fromEntries(
    eventFilterFields.map((field) => [field, fields['additionalProperties']]),
  );
  fields['required'] = [...eventFilterFields];
  return result;
}

// ---------------------------------------------------------------------------------------------------
// Parameters

const stringList = { type: 'array', items: { type: 'string' } };

function numberSchema(doc: Extract<ParamDoc, { kind: 'integer' | 'number' }>): JsonSchema {
  return {
    type: doc.kind,
    ...(doc.minimum !== undefined && { minimum: doc.minimum }),
    ...(doc.maximum !== undefined && { maximum: doc.maximum }),
  };
}

function eventFiltersSchema(): JsonSchema {
  const dateRange = {
    type: 'object',
    properties: { gte: { type: 'string' }, lte: { type: 'string' } },
    additionalProperties: false,
    description: 'Inclusive bounds, each YYYY-MM-DD or now, now-30d, now-12h, now-2w.',
  };
  const properties: Record<string, JsonSchema> = {};
  for (const field of eventFilterFields) {
    if (eventFilterFieldTypes[field] === 'Date') properties[field] = dateRange;
    else if (field === 'data_breach.data_type') {
      const type = { type: 'string', enum: [...dataTypes] };
      properties[field] = { anyOf: [type, { type: 'array', items: type }] };
    } else {
      properties[field] = {
        anyOf: [{ type: 'string' }, stringList],
        description: 'Case-insensitive substring; a list matches any of its items.',
      };
    }
  }
  return { type: 'object', properties, additionalProperties: false };
}

/** The value of a GET query parameter (always text on the wire, typed as the service reads it). */
function querySchema(doc: ParamDoc): JsonSchema {
  switch (doc.kind) {
    case 'integer':
    case 'number':
      return numberSchema(doc);
    case 'boolean':
      return { type: 'boolean' };
    case 'enum':
      return { type: 'string', enum: [...doc.values] };
    // Lists, top-lists and free text are all one string in a query.
    default:
      return { type: 'string' };
  }
}

/** The value of a POST body property: lists may also be JSON arrays. */
function bodySchema(doc: ParamDoc): JsonSchema {
  switch (doc.kind) {
    case 'list':
    case 'codeList':
    case 'predefinedSources':
      return { anyOf: [{ type: 'string' }, stringList] };
    case 'enumList':
      return {
        anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string', enum: [...doc.values] } }],
      };
    case 'eventFilters':
      return eventFiltersSchema();
    default:
      return querySchema(doc);
  }
}

function paramDescription(doc: ParamDoc): string | undefined {
  switch (doc.kind) {
    case 'list':
      return 'A comma-separated list (in a POST body also a JSON array of strings).';
    case 'enumList':
      return `A comma-separated list of: ${doc.values.join(', ')} (in a POST body also a JSON array).`;
    case 'codeList':
      return doc.codes === 'language'
        ? 'A comma-separated list of ISO 639-1 language codes, e.g. en,fr.'
        : 'A comma-separated list of ISO 3166-1 alpha-2 country codes, e.g. US,GB.';
    case 'predefinedSources':
      return 'The best-ranked sources per country: "top <N> <CC>", then ", <CC>" or ", <N> <CC>", e.g. "top 10 US, GB".';
    case 'boolean':
      return 'true or false (also 1 or 0).';
    case 'integer':
    case 'number':
      return 'A number; in a POST body a numeric string reads the same.';
    default:
      return undefined;
  }
}

/** The parameters of a request schema, in its order, with what each accepts. */
export function requestParams(schema: z.ZodType): { name: string; doc: ParamDoc }[] {
  let inner: z.ZodType = schema;
  // A refined or transformed request object is a pipe whose input side is the object.
  while (inner instanceof z.ZodPipe) inner = inner.in as z.ZodType;
  if (!(inner instanceof z.ZodObject)) throw new Error('A request schema must be an object of parameters');
  return Object.entries(inner.shape as Record<string, z.ZodType>).map(([name, param]) => {
    const doc = paramDocs.get(param);
    if (!doc) throw new Error(`Parameter ${name} was not built by a parameter coercer, so it has no doc`);
    return { name, doc };
  });
}

function withDefault(schema: JsonSchema, doc: ParamDoc): JsonSchema {
  return doc.default === undefined ? schema : { ...schema, default: doc.default };
}

function queryParameters(schema: z.ZodType): OpenApiParameter[] {
  return requestParams(schema).map(({ name, doc }) => {
    const description = paramDescription(doc);
    return {
      name,
      in: 'query',
      required: doc.required === true,
      schema: withDefault(querySchema(doc), doc),
      ...(description !== undefined && { description }),
    };
  });
}

function requestBody(schema: z.ZodType): NonNullable<OpenApiOperation['requestBody']> {
  const params = requestParams(schema);
  const properties: Record<string, JsonSchema> = {};
  for (const { name, doc } of params) {
    const description = paramDescription(doc);
    properties[name] = {
      ...withDefault(bodySchema(doc), doc),
      ...(description !== undefined && { description }),
    };
  }
  const required = params.filter(({ doc }) => doc.required === true).map(({ name }) => name);
  return {
    required: true,
    content: {
      'application/json': {
        // Unknown keys are ignored, as official clients send extra ones (decisions.md).
        schema: { type: 'object', properties, ...(required.length > 0 && { required }) },
      },
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Responses

// The proxy's codes: the local service never answers them.
const proxyOnlyCodes: readonly ErrorCode[] = ['UPSTREAM_UNAVAILABLE', 'UPSTREAM_TIMEOUT'];

function codesOf(status: number): ErrorCode[] {
  return errorCodes.filter((code) => errorHttpStatus[code] === status && !proxyOnlyCodes.includes(code));
}

const errorStatusMeaning: Record<number, string> = {
  400: 'The POST body is not a JSON object',
  401: 'No x-api-token, or an unknown one',
  403: "A parameter needs a plan feature the key's plan lacks, or from_ reaches past the plan's history",
  404: 'No operation at this path, or no stored event or company with the id or key asked for',
  405: 'The path exists, but not with this method',
  408: 'The request took longer than 30 s',
  413: 'The request body is larger than 1 MiB',
  422: 'A parameter is missing, conflicts with another, or is not valid; the message names it',
  429: "More requests in flight for the key than the plan's concurrent_calls",
  500: 'Never expected; still the JSON error body',
};

// One example message per status, as the service words them: the viewer would otherwise show the first code of
// every status's example.
const errorExamples: Record<number, string> = {
  400: 'The request body is not valid JSON; send a JSON object',
  401: 'The x-api-token header is required',
  403: 'theme needs the NLP layer, which the v3_basic plan of this key does not include; the v3_nlp plan has it',
  404: 'There is no operation at /api/nope',
  405: 'GET is not allowed on /api/events_search; use POST',
  408: 'The request took longer than 30 s',
  413: 'The request body is larger than 1 MiB',
  422: 'page_size must be between 1 and 1000',
  429: 'Too many concurrent requests: the v3_basic plan allows 5 at a time',
  500: 'Something went wrong on our side',
};

const answerHeaders = {
  'x-process-time': { description: 'Seconds spent answering.', schema: { type: 'string' } },
  'correlation-id': { description: 'An id of this answer, for logs.', schema: { type: 'string' } },
};

function errorResponses(): Record<string, unknown> {
  const responses: Record<string, unknown> = {};
  for (const status of Object.keys(errorStatusMeaning).map(Number)) {
    const codes = codesOf(status);
    const headers: Record<string, unknown> = { ...answerHeaders };
    if (status === 429) {
      headers['Retry-After'] = { description: 'Seconds to wait.', schema: { type: 'string' } };
    }
    if (status === 405)
      headers['Allow'] = { description: 'The methods of the path.', schema: { type: 'string' } };
    responses[`Error${status}`] = {
      description: `${errorStatusMeaning[status]} (${codes.join(', ')}).`,
      headers,
      content: {
        'application/json': {
          schema: {
            allOf: [schemaRef('ErrorBody')],
            properties: { status_code: { const: status }, error_code: { enum: codes } },
          },
          example: {
            status: 'error',
            status_code: status,
            error_code: codes[0],
            message: errorExamples[status],
          },
        },
      },
    };
  }
  return responses;
}

// ---------------------------------------------------------------------------------------------------
// Operations

interface OperationSpec {
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  description: string;
  methods: readonly ('GET' | 'POST')[];
  request?: z.ZodType;
  response: SchemaName;
  /** Error statuses beside those every operation has (401, 405, 429, 500; 422 with parameters; 400, 408, 413 for POST). */
  alsoErrors?: number[];
  extension?: boolean;
}

const operationSpecs: OperationSpec[] = [
  {
    path: operationsById.lookup.path,
    operationId: 'searchByLink',
    tag: 'SearchByLink',
    summary: 'Articles by links or ids',
    description:
      'Exactly one of ids and links. Articles come back in the order asked for; status says how many of ' +
      'the distinct values were found. No date window applies.',
    methods: operationsById.lookup.methods,
    request: lookupRequestSchema,
    response: 'LookupResponse',
  },
  {
    path: operationsById.authors.path,
    operationId: 'authors',
    tag: 'Authors',
    summary: 'Articles by author',
    description:
      'Articles whose author (or one of whose authors) is author_name, ignoring case and runs of blanks, ' +
      'published in [from_, to_] (default: the last 7 days). NLP filters and clustering need an NLP plan, ' +
      'IPTC tags the IPTC plan. With clustering_enabled, clusters replace articles.',
    methods: operationsById.authors.methods,
    request: authorsRequestSchema,
    response: 'AuthorsResponse',
    alsoErrors: [403],
  },
  {
    path: operationsById.sources.path,
    operationId: 'sources',
    tag: 'Sources',
    summary: 'News sources',
    description:
      'Sources (distinct domains) sorted by rank, cut at the plan limit. At least one of lang, countries, ' +
      'predefined_sources, source_name, source_url; source_url stands alone (beside include_additional_info).',
    methods: operationsById.sources.methods,
    request: sourcesRequestSchema,
    response: 'SourcesResponse',
  },
  {
    path: operationsById.subscription.path,
    operationId: 'subscription',
    tag: 'Subscription',
    summary: 'The plan of the calling key',
    description: 'Takes no parameters.',
    methods: operationsById.subscription.methods,
    response: 'SubscriptionResponse',
  },
  {
    path: operationsById.eventFields.path,
    operationId: 'getEventFields',
    tag: 'Events',
    summary: 'The filter fields of an event type',
    description: 'The eight filter fields of data_breach events, with their types and usage examples.',
    methods: operationsById.eventFields.methods,
    request: eventFieldsRequestSchema,
    response: 'EventFieldsResponse',
  },
  {
    path: operationsById.eventsSearch.path,
    operationId: 'searchEvents',
    tag: 'Events',
    summary: 'Data-breach events',
    description:
      'Events extracted from the news, newest event_date first, at most 1000. attach_articles_data adds the ' +
      'source articles; NLP article fields need an NLP plan.',
    methods: operationsById.eventsSearch.methods,
    request: eventsSearchRequestSchema,
    response: 'EventsSearchResponse',
    alsoErrors: [403],
  },
  {
    path: authorSuggestPath,
    operationId: 'authorSuggest',
    tag: extensionTag,
    summary: 'Author names by prefix, word prefix or edit distance',
    description: 'A local extension outside the public interface: suggestions with article counts.',
    methods: ['GET'],
    request: authorSuggestRequestSchema,
    response: 'AuthorSuggestResponse',
    extension: true,
  },
  {
    path: sourceAuthorsPath,
    operationId: 'sourceAuthors',
    tag: extensionTag,
    summary: 'The authors with most articles on a source',
    description: 'A local extension outside the public interface: counted over the last `days` days.',
    methods: ['GET'],
    request: sourceAuthorsRequestSchema,
    response: 'SourceAuthorsResponse',
    extension: true,
  },
  {
    path: overviewPath,
    operationId: 'overview',
    tag: extensionTag,
    summary: 'The most active authors and sources of a recent window, and the newest articles',
    description:
      'A local extension outside the public interface: counted over the last `days` days (within the ' +
      "plan's history), from the start of the current minute.",
    methods: ['GET'],
    request: overviewRequestSchema,
    response: 'OverviewResponse',
    extension: true,
    alsoErrors: [403],
  },
  {
    path: eventEvidencePath,
    operationId: 'eventEvidence',
    tag: extensionTag,
    summary: "The sentences that state a breach event's company, date, data and impacted groups",
    description:
      'A local extension outside the public interface: for each field of the event, at most two sentences of ' +
      'its articles that state it, with the stating words as UTF-16 offsets. Open to every plan; an id no ' +
      'stored event has answers 404.',
    methods: ['GET'],
    request: eventEvidenceRequestSchema,
    response: 'EventEvidenceResponse',
    extension: true,
    alsoErrors: [404],
  },
  {
    path: companyPath,
    operationId: 'company',
    tag: extensionTag,
    summary:
      "One organisation's breach events, the spellings of its name and the organisations its articles name",
    description:
      'A local extension outside the public interface: `key` is the company key of a company_name (lower ' +
      'case, accents dropped, other characters runs of "-"). Open to every plan; a key no stored event has ' +
      'answers 404.',
    methods: ['GET'],
    request: companyRequestSchema,
    response: 'CompanyResponse',
    extension: true,
    alsoErrors: [404],
  },
];

function errorRefs(statuses: number[]): Record<string, unknown> {
  const refs: Record<string, unknown> = {};
  for (const status of [...new Set(statuses)].sort((a, b) => a - b)) {
    refs[String(status)] = { $ref: `#/components/responses/Error${status}` };
  }
  return refs;
}

function buildOperation(spec: OperationSpec, method: 'GET' | 'POST'): OpenApiOperation {
  const statuses = [401, 405, 429, 500, ...(spec.alsoErrors ?? [])];
  if (spec.request) statuses.push(422);
  if (method === 'POST') statuses.push(400, 408, 413);
  const suffix = spec.methods.length > 1 ? (method === 'GET' ? 'Get' : 'Post') : '';
  return {
    operationId: `${spec.operationId}${suffix}`,
    tags: [spec.tag],
    summary: spec.summary,
    description: spec.description,
    ...(spec.request && method === 'GET' && { parameters: queryParameters(spec.request) }),
    ...(spec.request && method === 'POST' && { requestBody: requestBody(spec.request) }),
    responses: {
      '200': {
        description: 'The answer.',
        headers: answerHeaders,
        content: { 'application/json': { schema: schemaRef(spec.response) } },
      },
      ...errorRefs(statuses),
    },
    ...(spec.extension && { [extensionMarker]: true as const }),
  };
}

/** The OpenAPI 3.1 document of the local service. Pure: the same contract always gives the same document. */
export function buildOpenApiDocument(): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const spec of operationSpecs) {
    const item: Record<string, OpenApiOperation> = {};
    for (const method of spec.methods) item[method.toLowerCase()] = buildOperation(spec, method);
    paths[spec.path] = item;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Newsdeck local service',
      version: '1.0.0',
      description:
        'The news interface (articles by author, sources, lookup by link or id, subscription, data-breach ' +
        'events) served over the local store, with the public API’s paths, parameters, answers and errors, ' +
        'plus local extensions (tag "Local extensions", x-newsdeck-extension). Every failure answers the ' +
        'one JSON error body. Generated from the zod contract: do not edit by hand.',
    },
    servers: [{ url: '/', description: 'This server' }],
    security: [{ ApiKeyAuth: [] }],
    tags: [
      { name: 'SearchByLink', description: 'Articles by links or ids.' },
      { name: 'Authors', description: 'Articles by author.' },
      { name: 'Sources', description: 'News sources.' },
      { name: 'Subscription', description: 'The plan of the key.' },
      { name: 'Events', description: 'Data-breach events extracted from the news.' },
      { name: extensionTag, description: 'Operations of this project that the public API does not have.' },
    ],
    paths,
    components: {
      securitySchemes: {
        ApiKeyAuth: {
          type: 'apiKey',
          in: 'header',
          name: 'x-api-token',
          // No key is named here: the document is public, and the browser is never handed a key.
          description: 'A key of the local service, from its configuration (NEWSDECK_API_KEYS or keys.json).',
        },
      },
      schemas: componentSchemas(),
      responses: errorResponses(),
    },
  };
}

/** The document as the committed file and the server hold it: 2-space JSON and a final newline. */
export function openApiJson(): string {
  return `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;
}
