// The headers every answer of the server carries — security headers (one set for pages, a smaller one for
// data), `x-process-time` and `correlation-id` — and the fast way to build a data answer with them. Answers
// built by `respond` hold plain header objects from the start: the Node adapter writes those without ever
// creating a Headers or an undici Response, which on a cached answer is most of the work left. Everything
// else (SPA files, errors) gets the same headers from `withAnswerHeaders`, which sets them after the fact.
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { answerEncoding, compressedAnswer, isCompressible } from './compression';

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  // Article images load only when the user asks (ArticleDrawer), over https, without referrer; no http.
  "img-src 'self' data: blob: https:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** On every page and file of the dashboard: no inline scripts, no sniffing, no framing, no referrer, isolation. */
const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=15552000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

/**
 * On the interface's answers (/api, /proxy): JSON is never a page, so what is left of the above is what
 * still protects data — nothing may load or frame it, no sniffing it into HTML, no cross-origin embedding,
 * no referrer. Half the headers: on a small cached answer, writing headers is much of the work.
 */
const DATA_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
});

/** The names of the data security headers (lower case), which every answer built by `respond` carries. */
export const DATA_SECURITY_HEADER_NAMES: readonly string[] = Object.freeze(
  Object.keys(DATA_SECURITY_HEADERS),
);

interface Timing {
  started: number;
  correlationId: string;
  /** Headers every answer `respond` builds for this request carries (`addAnswerHeaders`), if any. */
  headers?: Readonly<Record<string, string>>;
}

/**
 * When the server began each request, and its correlation id (the client's, or a new one), kept on the
 * request itself. (A WeakMap per request, like the one for built answers below, made every young-generation
 * collection process thousands of ephemerons: a fifth of a cached answer's CPU time.)
 */
const TIMING = Symbol('timing');

/** A correlation id we echo: up to 128 of [A-Za-z0-9._-]; anything else gets a fresh id, never reflected. */
const CORRELATION_ID = /^[A-Za-z0-9._-]{1,128}$/;

export function isValidCorrelationId(value: string): boolean {
  return CORRELATION_ID.test(value);
}

function timingOf(request: Request): Timing {
  const held = request as Request & { [TIMING]?: Timing };
  if (held[TIMING]) return held[TIMING];
  const sent = request.headers.get('correlation-id');
  return (held[TIMING] = {
    started: performance.now(),
    correlationId: sent !== null && isValidCorrelationId(sent) ? sent : randomUUID(),
  });
}

const processTime = (timing: Timing) => ((performance.now() - timing.started) / 1000).toFixed(4);

export interface AnswerParts {
  status: number;
  body: Uint8Array;
  /** Lower-case names. */
  headers: Record<string, string>;
}

/** Answers built by `respond`, readable without touching the Response (the proxy relays them this way). */
const PARTS = Symbol('parts');
type Built = Response & { [PARTS]?: AnswerParts };

/**
 * A data answer to `request` with every header of the server: `headers` add to or override the data
 * security headers, the request's correlation id and the headers added for the request
 * (`addAnswerHeaders`); `x-process-time` is measured now.
 */
export function respond(
  request: Request,
  status: number,
  body: Uint8Array,
  headers: Record<string, string>,
): Response {
  const timing = timingOf(request);
  const all: Record<string, string> = {
    ...DATA_SECURITY_HEADERS,
    'correlation-id': timing.correlationId,
    ...timing.headers,
    ...headers,
    'x-process-time': processTime(timing),
  };
  let wire = body;
  let sent: Record<string, string> = all;
  // The size is checked first: a small answer (most of them) reads no header and pays nothing here.
  if (isCompressible(body.byteLength, all['content-type']) && all['content-encoding'] === undefined) {
    const encoding = answerEncoding(request.headers.get('accept-encoding'), body.byteLength);
    sent = { ...all, vary: 'accept-encoding' };
    if (encoding) {
      wire = compressedAnswer(body, encoding);
      sent['content-encoding'] = encoding;
    }
  }
  const response: Built = new Response(wire as Uint8Array<ArrayBuffer>, { status, headers: sent });
  // The parts stay the plain answer: the proxy relays them and negotiates the encoding for its own client.
  response[PARTS] = { status, body, headers: all };
  return response;
}

/** What `respond` built this response from, or undefined for any other response. */
export function answerParts(response: Response): AnswerParts | undefined {
  return (response as Built)[PARTS];
}

/** Starts the clock of a request: its answer's `x-process-time` counts from here. */
export function startClock(request: Request): void {
  timingOf(request);
}

/**
 * Headers that every answer `respond` builds for `request` from now on carries, before the ones it is given:
 * the proxy's `cache-control: no-store` on the local service's answer, so that answer is the proxy's own and
 * needs no second one built from it. Answers made otherwise (`withAnswerHeaders`) do not get them.
 */
export function addAnswerHeaders(request: Request, headers: Readonly<Record<string, string>>): void {
  const timing = timingOf(request);
  timing.headers = timing.headers ? { ...timing.headers, ...headers } : headers;
}

/** The request's correlation id, which its answer carries (the 500 path logs it with the error). */
export function correlationId(request: Request): string {
  return timingOf(request).correlationId;
}

/**
 * Gives a response not built by `respond` (an error, a file of the SPA) the headers every answer carries:
 * the data set for the interface's answers, the page set for everything else.
 */
export function withAnswerHeaders(request: Request, response: Response, data: boolean): Response {
  if ((response as Built)[PARTS]) return response;
  const timing = timingOf(request);
  const headers = response.headers;
  for (const [name, value] of Object.entries(data ? DATA_SECURITY_HEADERS : SECURITY_HEADERS)) {
    headers.set(name, value);
  }
  headers.set('x-process-time', processTime(timing));
  if (!headers.has('correlation-id')) headers.set('correlation-id', timing.correlationId);
  return response;
}

/** The page headers on every answer of the dashboard's own app (`withAnswerHeaders`). */
export function pageHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    withAnswerHeaders(c.req.raw, c.res, false);
  };
}
