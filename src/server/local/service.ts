// The local v3 service: the interface's operations over the SQLite store, behind x-api-token and the
// plans of decisions.md. Mounted at /api by the app; also the in-process upstream of the local proxy profiles.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { getPath } from 'hono/utils/url';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { timeout } from 'hono/timeout';
import {
  authorSuggestPath,
  authorSuggestRequestSchema,
  authorsRequestSchema,
  eventFieldsRequestSchema,
  eventsSearchRequestSchema,
  lookupRequestSchema,
  sourcesRequestSchema,
  sourceAuthorsPath,
  sourceAuthorsRequestSchema,
} from '../../contract';
import type { Db } from '../store/db';
import { ApiError, toErrorResponse } from '../http/errors';
import { respond } from '../http/answer';
import type { KeyTable, Plan } from './plans';
import { isBodiless, requestReader } from './request';
import { createLookup } from './lookup';
import { createSources } from './sources';
import { createAuthors } from './authors/operation';
import { createSourceAuthors } from './source-authors';
import { createAuthorSuggest } from './author-suggest';
import { nlpVisibility } from './article-json';
import { createEventsSearch, dataBreachEventFields } from './events-api';
import { createAnswerCache } from './answer-cache';
import { nowSeconds } from '../time';

export const MAX_BODY_BYTES = 1024 * 1024;
export const REQUEST_TIMEOUT_MS = 30_000;

export interface LocalServiceDeps {
  db: Db;
  keys: KeyTable;
  /** Memory for repeated answers (answer-cache.ts); 0 turns the cache off. */
  answerCacheBytes: number;
}

/**
 * How the proxy calls the service in-process (as Hono bindings): the client's own request, answered with
 * this key at this operation path; the request's x-api-token and path are then not read.
 */
export interface LocalCall {
  apiKey: string;
  path: string;
}

export type LocalEnv = { Bindings: LocalCall | undefined; Variables: { apiKey: string; plan: Plan } };
type Handler = (c: Context<LocalEnv>) => Response | Promise<Response>;

/** Answers with JSON assembled by the operation (already serialised: text, or UTF-8 bytes). */
export function jsonText(c: Context, json: string | Uint8Array): Response {
  const body = typeof json === 'string' ? Buffer.from(json) : json;
  return respond(c.req.raw, 200, body, { 'content-type': 'application/json; charset=utf-8' });
}

export function createLocalService({ db, keys, answerCacheBytes }: LocalServiceDeps): Hono<LocalEnv> {
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
  const inFlight = new Map<string, number>();
  const callsMade = new Map<string, number>();

  app.onError((error, c) => toErrorResponse(c, error));
  app.notFound((c) =>
    toErrorResponse(c, new ApiError(404, 'NOT_FOUND', `There is no operation at ${c.req.path}`)),
  );

  // Authentication first: an unknown path answers 404 only to a valid key.
  app.use('*', async (c, next) => {
    const key = c.env?.apiKey ?? c.req.header('x-api-token');
    if (!key) throw new ApiError(401, 'MISSING_API_KEY', 'The x-api-token header is required');
    const plan = keys.get(key);
    if (!plan) throw new ApiError(401, 'INVALID_API_KEY', 'The x-api-token header holds an unknown API key');
    c.set('apiKey', key);
    c.set('plan', plan);
    const running = inFlight.get(key) ?? 0;
    if (running >= plan.concurrentCalls) {
      throw new ApiError(
        429,
        'TOO_MANY_REQUESTS',
        `Too many concurrent requests: the ${plan.name} plan allows ${plan.concurrentCalls} at a time`,
        { 'Retry-After': '1' },
      );
    }
    inFlight.set(key, running + 1);
    callsMade.set(key, (callsMade.get(key) ?? 0) + 1);
    try {
      await next();
    } finally {
      const left = (inFlight.get(key) ?? 1) - 1;
      if (left === 0) inFlight.delete(key);
      else inFlight.set(key, left);
    }
  });
  // The body limit and the timeout only concern requests with a body: a GET is answered synchronously once
  // routed (SQLite calls block), so no timer could fire before it, and touching the body of a GET would only
  // make the Node adapter build a full Request for nothing.
  const forBodies =
    (middleware: MiddlewareHandler): MiddlewareHandler =>
    (c, next) =>
      isBodiless(c.req.method) ? next() : middleware(c, next);
  app.use(
    '*',
    forBodies(
      bodyLimit({
        maxSize: MAX_BODY_BYTES,
        onError: () => {
          throw new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The request body is larger than 1 MiB');
        },
      }),
    ),
  );
  app.use(
    '*',
    forBodies(
      timeout(
        REQUEST_TIMEOUT_MS,
        () =>
          new HTTPException(408, {
            res: new Response(
              JSON.stringify({
                status: 'error',
                status_code: 408,
                error_code: 'TIMEOUT',
                message: 'The request took longer than 30 s',
              }),
              { status: 408, headers: { 'content-type': 'application/json' } },
            ),
          }),
      ),
    ),
  );

  // Each operation's parameters, parsed once per distinct request.
  const readLookup = requestReader(lookupRequestSchema);
  const readSources = requestReader(sourcesRequestSchema);
  const readAuthors = requestReader(authorsRequestSchema);
  const readAuthorSuggest = requestReader(authorSuggestRequestSchema);
  const readSourceAuthors = requestReader(sourceAuthorsRequestSchema);
  const readEventFields = requestReader(eventFieldsRequestSchema);
  const readEventsSearch = requestReader(eventsSearchRequestSchema);

  /** Registers an operation; its path answers 405 to every other method. */
  const operation = (path: string, methods: ('GET' | 'POST')[], handler: Handler) => {
    app.on(methods, path, handler);
    app.all(path, (c) => {
      throw new ApiError(
        405,
        'METHOD_NOT_ALLOWED',
        `${c.req.method} is not allowed on ${path}; use ${methods.join(' or ')}`,
        {
          Allow: methods.join(', '),
        },
      );
    });
  };

  const lookup = createLookup(db);
  operation('/api/search_by_link', ['GET', 'POST'], async (c) => {
    const request = await readLookup(c);
    const nlp = nlpVisibility(c.var.plan);
    const key = `lookup\0${nlp}\0${JSON.stringify(request)}`;
    return cachedJson(c, key, () => lookup(request, nlp));
  });

  const sources = createSources(db);
  operation('/api/sources', ['GET', 'POST'], async (c) => {
    const request = await readSources(c);
    const plan = c.var.plan;
    // Only the additional info counts articles of the last 7 days: then the second asked at is in the key.
    const now = nowSeconds();
    const key = `sources\0${plan.name}\0${request.include_additional_info ? now : ''}\0${JSON.stringify(request)}`;
    return cachedJson(c, key, () => JSON.stringify(sources(request, plan, now)));
  });

  const authors = createAuthors(db, cache);
  operation('/api/authors', ['GET', 'POST'], async (c) => {
    const request = await readAuthors(c);
    return jsonText(c, authors(request, c.var.plan));
  });

  // A local extension outside the interface (docs/authors-extension.md).
  const authorSuggest = createAuthorSuggest(db);
  operation(authorSuggestPath, ['GET'], async (c) => {
    const request = await readAuthorSuggest(c);
    return c.json(authorSuggest(request));
  });

  const sourceAuthors = createSourceAuthors(db);
  operation(sourceAuthorsPath, ['GET'], async (c) => {
    const request = await readSourceAuthors(c);
    return c.json(sourceAuthors(request));
  });

  operation('/api/events_info/get_event_fields', ['GET'], async (c) => {
    await readEventFields(c);
    return c.json(dataBreachEventFields);
  });

  const searchEvents = createEventsSearch(db);
  operation('/api/events_search', ['POST'], async (c) => {
    const request = await readEventsSearch(c);
    const plan = c.var.plan;
    // Relative bounds (now-30d) count back from the second asked at, which is in the key.
    const now = nowSeconds();
    const key = `events\0${plan.name}\0${now}\0${JSON.stringify(request)}`;
    return cachedJson(c, key, () => searchEvents(request, { plan, now }));
  });

  operation('/api/subscription', ['GET', 'POST'], (c) => {
    const plan = c.var.plan;
    return c.json({
      active: true,
      concurrent_calls: plan.concurrentCalls,
      plan: plan.name,
      plan_calls: plan.planCalls,
      remaining_calls: Math.max(plan.planCalls - (callsMade.get(c.var.apiKey) ?? 0), 0),
      historical_days: plan.historicalDays,
    });
  });

  return app;
}
