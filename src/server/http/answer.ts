// The headers every answer of the server carries — the security headers, `x-process-time` and
// `correlation-id` — and the fast way to build an answer with them. Answers built by `respond` hold plain
// header objects from the start: the Node adapter writes those without ever creating a Headers or an undici
// Response, which on a cached answer is most of the work left. Everything else (SPA files, errors) gets the
// same headers from `answerHeaders`, which sets them after the fact.
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https: http:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** On every answer: no inline scripts, no sniffing, no framing, no referrer, isolation. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
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

interface Timing {
  started: number;
  correlationId: string;
}

/** When the server began each request, and its correlation id (the client's, or a new one). */
const timings = new WeakMap<Request, Timing>();

function timingOf(request: Request): Timing {
  let timing = timings.get(request);
  if (!timing) {
    timing = {
      started: performance.now(),
      correlationId: request.headers.get('correlation-id') ?? randomUUID(),
    };
    timings.set(request, timing);
  }
  return timing;
}

const processTime = (timing: Timing) => ((performance.now() - timing.started) / 1000).toFixed(4);

export interface AnswerParts {
  status: number;
  body: Uint8Array;
  /** Lower-case names. */
  headers: Record<string, string>;
}

/** Answers built by `respond`, readable without touching the Response (the proxy relays them this way). */
const built = new WeakMap<Response, AnswerParts>();

/**
 * An answer to `request` with every header of the server: `headers` add to or override the security headers
 * and the request's correlation id; `x-process-time` is measured now.
 */
export function respond(
  request: Request,
  status: number,
  body: Uint8Array,
  headers: Record<string, string>,
): Response {
  const timing = timingOf(request);
  const all = {
    ...SECURITY_HEADERS,
    'correlation-id': timing.correlationId,
    ...headers,
    'x-process-time': processTime(timing),
  };
  const response = new Response(body as Uint8Array<ArrayBuffer>, { status, headers: all });
  built.set(response, { status, body, headers: all });
  return response;
}

/** What `respond` built this response from, or undefined for any other response. */
export function answerParts(response: Response): AnswerParts | undefined {
  return built.get(response);
}

/** Starts the clock of each request and gives every answer not built by `respond` the same headers. */
export function answerHeaders(): MiddlewareHandler {
  return async (c, next) => {
    const timing = timingOf(c.req.raw);
    await next();
    if (built.has(c.res)) return;
    const headers = c.res.headers;
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) headers.set(name, value);
    headers.set('x-process-time', processTime(timing));
    if (!headers.has('correlation-id')) headers.set('correlation-id', timing.correlationId);
  };
}
