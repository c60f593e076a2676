// The local v3 service: the interface's operations over the SQLite store, behind x-api-token and the
// plans of docs/spec/decisions.md, "Plans and keys". The server hands it every request under /api, and the
// local proxy profiles call it in-process with their own key (LocalCall).
//
// Each operation is one route with one handler, no middleware: Hono then runs the handler directly, and a GET
// — read, checked and answered synchronously, since SQLite calls block — is answered without a single
// promise. On a cached answer that chain of awaits, contexts and closures was most of the work left.
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { timeout } from 'hono/timeout';
import { getPath } from 'hono/utils/url';
import {
  authorSuggestPath,
  authorSuggestRequestSchema,
  authorsRequestSchema,
  companyPath,
  companyRequestSchema,
  eventEvidencePath,
  eventEvidenceRequestSchema,
  eventFieldsRequestSchema,
  eventsSearchRequestSchema,
  lookupRequestSchema,
  openApiPath,
  overviewPath,
  overviewRequestSchema,
  sourcesRequestSchema,
  sourceAuthorsPath,
  sourceAuthorsRequestSchema,
} from '../../contract';
import type { Db } from '../store/db';
import { ApiError, errorBody, toErrorResponse } from '../http/errors';
import { respond, withAnswerHeaders } from '../http/answer';
import { clientShare, createSlots, type SlotBucket, type Slots } from '../http/slots';
import { hasDashboardPassword, isDemoKey, type ExposurePolicy } from '../http/exposure';
import type { KeyTable, Plan } from './plans';
import { isBodiless, requestReader, type RequestReader } from './request';
import { createLookup } from './lookup';
import { createSources } from './sources';
import { createAuthors } from './authors/operation';
import { createSourceAuthors } from './source-authors';
import { createAuthorSuggest } from './author-suggest';
import { nlpVisibility } from './article-json';
import { createEventsSearch, dataBreachEventFields } from './events-api';
import { createEventEvidence } from './event-evidence';
import { createCompany } from './company';
import { checkOverviewHistory, createOverview } from './overview';
import { createAnswerCache } from './answer-cache';
import { nowSeconds } from '../time';
import { answerOpenApiDocument } from '../openapi/document';

export const MAX_BODY_BYTES = 1024 * 1024;
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * How the proxy calls the service in-process: the client's own request, answered with this key at this
 * operation path; the request's x-api-token and path are then not read.
 */
export interface LocalCall {
  apiKey: string;
  path: string;
  /** The dashboard client behind the proxy (its address): it gets a share of the key's slots, not all. */
  client?: string;
}

export interface LocalService {
  /** Answers a request to /api, or with `call`, the proxy's request in-process. */
  answer(request: Request, call?: LocalCall): Response | Promise<Response>;
}

export interface LocalServiceDeps {
  db: Db;
  keys: KeyTable;
  /** Memory for repeated answers (answer-cache.ts); 0 turns the cache off. */
  answerCacheBytes: number;
  /** The concurrent-call counters (a test may hold slots in them); new ones by default. */
  slots?: Slots;
  /** Off loopback, the demo keys serve only with the dashboard password (http/exposure.ts); else always. */
  exposure?: ExposurePolicy;
}

type LocalEnv = { Bindings: LocalCall | undefined };

/** Who is asking: the key checked, and its plan. */
interface Caller {
  apiKey: string;
  plan: Plan;
}

/** A key's slots: as many as its plan's concurrent calls. */
export function planSlots(apiKey: string, plan: Plan): SlotBucket {
  return {
    id: `key\0${apiKey}`,
    limit: plan.concurrentCalls,
    refusal: `Too many concurrent requests: the ${plan.name} plan allows ${plan.concurrentCalls} at a time`,
  };
}

/** One dashboard client's share of a proxy profile's key (clientShare: half the plan's, at least one). */
export function clientSlots(apiKey: string, plan: Plan, client: string): SlotBucket {
  const share = clientShare(plan.concurrentCalls);
  return {
    id: `client\0${apiKey}\0${client}`,
    limit: share,
    refusal: `Too many concurrent requests from this client: each dashboard client may use ${share} of the ${plan.name} plan's ${plan.concurrentCalls} at a time`,
  };
}

/** Answers with JSON assembled by the operation (already serialised: text, or UTF-8 bytes). */
export function jsonText(c: Context, json: string | Uint8Array): Response {
  const body = typeof json === 'string' ? Buffer.from(json) : json;
  return respond(c.req.raw, 200, body, { 'content-type': 'application/json; charset=utf-8' });
}

export function createLocalService({
  db,
  keys,
  answerCacheBytes,
  slots = createSlots(),
  exposure,
}: LocalServiceDeps): LocalService {
  const app = new Hono<LocalEnv>({
    getPath: (request, options) => (options?.env as LocalCall | undefined)?.path ?? getPath(request),
  });
  const cache = createAnswerCache(db, answerCacheBytes);
  /** Answers with the JSON kept for `key`, computing it on a miss. */
  const cachedJson = (c: Context, key: string, compute: () => string | Buffer) =>
    jsonText(
      c,
      cache.answer(key, () => {
        const json = compute();
        return typeof json === 'string' ? Buffer.from(json) : json;
      }),
    );
  const callsMade = new Map<string, number>();

  /** The caller's key and plan: authentication comes first, so an unknown path answers 404 only to a valid key. */
  const authenticate = (c: Context<LocalEnv>): Caller => {
    const apiKey = c.env?.apiKey ?? c.req.header('x-api-token');
    if (!apiKey) throw new ApiError(401, 'MISSING_API_KEY', 'The x-api-token header is required');
    const plan = keys.get(apiKey);
    if (!plan) throw new ApiError(401, 'INVALID_API_KEY', 'The x-api-token header holds an unknown API key');
    // The proxy's own calls (c.env) are behind the dashboard's password already.
    if (
      !c.env &&
      exposure?.offLoopback &&
      isDemoKey(apiKey) &&
      !(
        exposure.dashboardPassword &&
        hasDashboardPassword(c.req.header('authorization'), exposure.dashboardPassword)
      )
    ) {
      throw new ApiError(
        401,
        'INVALID_API_KEY',
        `The x-api-token header holds the demo key ${apiKey}, which is public and refused when the server listens off loopback: use a key the operator configured (NEWSDECK_API_KEYS or keys.json), or send the dashboard password`,
      );
    }
    return { apiKey, plan };
  };

  /**
   * Counts a call against the plan's concurrent calls — and, for a dashboard client behind the proxy, against
   * that client's share of them — once its parameters are read: the returned function ends it.
   */
  const begin = ({ apiKey, plan }: Caller, call: LocalCall | undefined): (() => void) => {
    const buckets = [planSlots(apiKey, plan)];
    if (call?.client !== undefined) buckets.push(clientSlots(apiKey, plan, call.client));
    const end = slots.take(buckets, REQUEST_TIMEOUT_MS);
    callsMade.set(apiKey, (callsMade.get(apiKey) ?? 0) + 1);
    return end;
  };

  // The body limit and the timeout only concern requests with a body: a GET is answered synchronously, so no
  // timer could fire before it, and touching the body of a GET would only make the Node adapter build a
  // full Request for nothing.
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The request body is larger than 1 MiB');
    },
  });
  const limitTime = timeout(
    REQUEST_TIMEOUT_MS,
    () =>
      new HTTPException(408, {
        res: new Response(JSON.stringify(errorBody(408, 'TIMEOUT', 'The request took longer than 30 s')), {
          status: 408,
          headers: { 'content-type': 'application/json' },
        }),
      }),
  );
  /** A request with a body, answered within its limits of size and time. */
  const withinLimits = async (c: Context<LocalEnv>, answer: () => Promise<Response>): Promise<Response> => {
    await limitBody(c, async () => {
      await limitTime(c, async () => {
        c.res = await answer();
      });
    });
    return c.res;
  };

  /** The methods of each operation's path, for telling 405 from 404. */
  const methodsByPath = new Map<string, readonly string[]>();

  /** Registers an operation: its parameters read by `read`, then `answer`ed for the caller. */
  const operation = <T>(
    path: string,
    methods: ('GET' | 'POST')[],
    read: RequestReader<T>,
    answer: (c: Context<LocalEnv>, request: T, caller: Caller) => Response,
  ) => {
    methodsByPath.set(path, methods);
    app.on(methods, path, (c) => {
      const caller = authenticate(c);
      // A slot is taken only once the parameters are read and valid, and freed however the answer ends: a
      // client still sending its body, or gone, holds none.
      if (isBodiless(c.req.method)) {
        const request = read.query(c);
        const end = begin(caller, c.env);
        try {
          return answer(c, request, caller);
        } finally {
          end();
        }
      }
      return withinLimits(c, async () => {
        const request = await read.body(c);
        const end = begin(caller, c.env);
        try {
          return answer(c, request, caller);
        } finally {
          end();
        }
      });
    });
  };

  // Errors and refusals carry the same headers as every other answer of the interface.
  app.onError((error, c) => withAnswerHeaders(c.req.raw, toErrorResponse(c, error), true));
  app.notFound((c) => {
    authenticate(c);
    const methods = methodsByPath.get(c.req.path);
    if (!methods) throw new ApiError(404, 'NOT_FOUND', `There is no operation at ${c.req.path}`);
    throw new ApiError(
      405,
      'METHOD_NOT_ALLOWED',
      `${c.req.method} is not allowed on ${c.req.path}; use ${methods.join(' or ')}`,
      { Allow: methods.join(', ') },
    );
  });

  // Documentation is public: the only route answered without a key.
  app.get(openApiPath, answerOpenApiDocument);

  const lookup = createLookup(db);
  operation(
    '/api/search_by_link',
    ['GET', 'POST'],
    requestReader(lookupRequestSchema),
    (c, request, { plan }) => {
      const nlp = nlpVisibility(plan);
      const key = `lookup\0${nlp}\0${JSON.stringify(request)}`;
      return cachedJson(c, key, () => lookup(request, nlp));
    },
  );

  const sources = createSources(db);
  operation('/api/sources', ['GET', 'POST'], requestReader(sourcesRequestSchema), (c, request, { plan }) => {
    // Only the additional info counts articles of the last 7 days: then the second asked at is in the key.
    const now = nowSeconds();
    const key = `sources\0${plan.name}\0${request.include_additional_info ? now : ''}\0${JSON.stringify(request)}`;
    return cachedJson(c, key, () => JSON.stringify(sources(request, plan, now)));
  });

  const authors = createAuthors(db, cache);
  operation('/api/authors', ['GET', 'POST'], requestReader(authorsRequestSchema), (c, request, { plan }) =>
    jsonText(c, authors(request, plan)),
  );

  // A local extension outside the interface (docs/authors-extension.md).
  const authorSuggest = createAuthorSuggest(db);
  operation(authorSuggestPath, ['GET'], requestReader(authorSuggestRequestSchema), (c, request) =>
    jsonText(c, JSON.stringify(authorSuggest(request))),
  );

  const sourceAuthors = createSourceAuthors(db);
  operation(sourceAuthorsPath, ['GET'], requestReader(sourceAuthorsRequestSchema), (c, request) =>
    jsonText(c, JSON.stringify(sourceAuthors(request))),
  );

  // A local extension for the dashboard's landing page. The window counts from the start of the minute, which
  // is in the key: repeated visits within a minute are answered from the cache.
  const overview = createOverview(db);
  operation(overviewPath, ['GET'], requestReader(overviewRequestSchema), (c, request, { plan }) => {
    checkOverviewHistory(request.days, plan);
    const now = nowSeconds();
    const key = `overview\0${Math.floor(now / 60)}\0${request.days}\0${request.limit}`;
    return cachedJson(c, key, () => JSON.stringify(overview(request, now)));
  });

  const eventFields = JSON.stringify(dataBreachEventFields);
  operation('/api/events_info/get_event_fields', ['GET'], requestReader(eventFieldsRequestSchema), (c) =>
    jsonText(c, eventFields),
  );

  const searchEvents = createEventsSearch(db);
  operation(
    '/api/events_search',
    ['POST'],
    requestReader(eventsSearchRequestSchema),
    (c, request, { plan }) => {
      // Relative bounds (now-30d) count back from the second asked at, which is in the key.
      const now = nowSeconds();
      const key = `events\0${plan.name}\0${now}\0${JSON.stringify(request)}`;
      return cachedJson(c, key, () => searchEvents(request, { plan, now }));
    },
  );

  // A local extension: the sentences behind an event's fields. Events are open to every plan, so is this.
  const eventEvidence = createEventEvidence(db);
  operation(eventEvidencePath, ['GET'], requestReader(eventEvidenceRequestSchema), (c, request) =>
    jsonText(c, eventEvidence(request)),
  );

  // A local extension: a company's events and related organisations, open to every plan like the events.
  const company = createCompany(db);
  operation(companyPath, ['GET'], requestReader(companyRequestSchema), (c, request) =>
    cachedJson(c, `company\0${request.key}`, () => company(request)),
  );

  // The subscription takes no parameters: whatever the request holds is not read.
  const noParameters: RequestReader<undefined> = { query: () => undefined, body: async () => undefined };
  operation('/api/subscription', ['GET', 'POST'], noParameters, (c, _request, { apiKey, plan }) =>
    jsonText(
      c,
      JSON.stringify({
        active: true,
        concurrent_calls: plan.concurrentCalls,
        plan: plan.name,
        plan_calls: plan.planCalls,
        remaining_calls: Math.max(plan.planCalls - (callsMade.get(apiKey) ?? 0), 0),
        historical_days: plan.historicalDays,
      }),
    ),
  );

  return { answer: (request, call) => app.fetch(request, call) };
}
