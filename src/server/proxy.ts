// The token proxy: /proxy/<profile>/<interface path>. The browser names a profile; the proxy drops the
// client's credentials, attaches the profile's token and forwards to the profile's upstream — the local
// service in-process, or the public NewsCatcher bases. Only the interface's paths are forwarded.
import { Context, Hono, type MiddlewareHandler } from 'hono';
import { getPath } from 'hono/utils/url';
import {
  authorSuggestPath,
  companyPath,
  eventEvidencePath,
  findOperation,
  overviewPath,
  type Operation,
  sourceAuthorsPath,
} from '../contract';
import type { Config } from './config';
import { ApiError, apiErrorAnswer, toErrorResponse } from './http/errors';
import {
  addAnswerHeaders,
  answerParts,
  correlationId,
  DATA_SECURITY_HEADER_NAMES,
  isValidCorrelationId,
  respond,
  withAnswerHeaders,
  type AnswerParts,
} from './http/answer';
import { createSlots, type Slots } from './http/slots';
import { keyForPlan, type KeyTable, type PlanName } from './local/plans';
import type { LocalCall } from './local/service';
import { isBodiless } from './local/request';
import { logger } from './log';

export const UPSTREAM_TIMEOUT_MS = 30_000;

/**
 * Requests one dashboard client may have waiting on the public upstream at once: a client that stalls (or
 * whose requests hang upstream) blocks itself, not the other clients of the profile.
 */
export const PUBLIC_CLIENT_CALLS = 4;

/** Paths only the local service has (documented extensions outside the interface). */
const LOCAL_EXTENSION_PATHS = new Set([
  authorSuggestPath,
  sourceAuthorsPath,
  eventEvidencePath,
  companyPath,
  overviewPath,
]);

const FORWARDED_REQUEST_HEADERS = ['content-type', 'accept', 'accept-language'];
const FORWARDED_RESPONSE_HEADERS = [
  'content-type',
  'retry-after',
  'x-process-time',
  'correlation-id',
  'allow',
];

/** What the proxy adds to every answer it relays: the browser keeps none of them. */
const NOT_CACHED = Object.freeze({ 'cache-control': 'no-store' });

/** The headers an answer relayed as it is may hold: those `respond` gives every answer, and the relayed ones. */
const RELAYED_AS_IS = new Set([
  ...DATA_SECURITY_HEADER_NAMES,
  ...Object.keys(NOT_CACHED),
  ...FORWARDED_RESPONSE_HEADERS,
]);

/**
 * Whether a local answer is already what `relay` would make of it, so it goes to the client as it is: built
 * by `respond` for this very request (its correlation id, `cache-control: no-store` from `addAnswerHeaders`)
 * with no header the proxy would not relay. Its body was negotiated for this request's Accept-Encoding too.
 */
function isRelayable(request: Request, parts: AnswerParts): boolean {
  const headers = parts.headers;
  if (headers['cache-control'] !== 'no-store' || headers['correlation-id'] !== correlationId(request)) {
    return false;
  }
  for (const name in headers) if (!RELAYED_AS_IS.has(name)) return false;
  return true;
}

export interface Profile {
  id: string;
  label: string;
  plan: PlanName | null;
  kind: 'local' | 'public';
  token: string;
  /** How long a remote upstream may take (a request waiting on it holds its client's slot that long). */
  timeoutMs?: number;
  /**
   * Sends the client's request, already checked, to the upstream's operation at `path`, with the profile's
   * token. `client` names the dashboard client (its address); `body` is the request's body when the proxy
   * has read it already (remote profiles).
   */
  send(
    request: Request,
    path: string,
    base: 'news' | 'events',
    client: string,
    body?: ArrayBuffer,
  ): Response | Promise<Response>;
}

/** The local service, called in-process with the key and operation path it must use (service.ts, LocalCall). */
type LocalFetch = (request: Request, call: LocalCall) => Response | Promise<Response>;

export function createProfiles(
  config: Config,
  keys: KeyTable,
  localFetch: LocalFetch,
  upstreamTimeoutMs = UPSTREAM_TIMEOUT_MS,
): Profile[] {
  const profiles: Profile[] = [];
  const local = [
    { id: 'basic', label: 'Demo · Basic', plan: 'v3_basic' },
    { id: 'nlp', label: 'Demo · NLP', plan: 'v3_nlp' },
    { id: 'full', label: 'Demo · NLP + IPTC', plan: 'v3_nlp_iptc_tags' },
  ] as const;
  for (const { id, label, plan } of local) {
    const token = keyForPlan(keys, plan);
    if (!token) continue;
    profiles.push({
      id,
      label,
      plan,
      kind: 'local',
      token,
      // In-process, the request itself goes to the service: the service takes the key from the call and
      // reads nothing of the client's credentials, so there is nothing to strip and no new request to build.
      // The client is named so that the service gives it a share of the key's slots, not all of them.
      send: (request, path, _base, client) => localFetch(request, { apiKey: token, path, client }),
    });
  }
  if (config.newscatcher) {
    const { token, baseUrl, eventsBaseUrl } = config.newscatcher;
    profiles.push({
      id: 'newscatcher',
      label: 'NewsCatcher (public API)',
      plan: null,
      kind: 'public',
      token,
      timeoutMs: upstreamTimeoutMs,
      send: (request, path, base, _client, body) => {
        // A new request with only the headers the interface needs: the client's credentials stay here.
        const headers = new Headers();
        for (const name of FORWARDED_REQUEST_HEADERS) {
          const value = request.headers.get(name);
          if (value) headers.set(name, value);
        }
        headers.set('x-api-token', token);
        return fetch(`${base === 'events' ? eventsBaseUrl : baseUrl}${path}${new URL(request.url).search}`, {
          method: request.method,
          headers,
          body: isBodiless(request.method) ? undefined : body,
          signal: AbortSignal.timeout(upstreamTimeoutMs),
          redirect: 'manual',
        });
      },
    });
  }
  return profiles;
}

function isTimeout(error: unknown): boolean {
  const name = (error as { name?: string })?.name;
  return name === 'TimeoutError' || name === 'AbortError';
}

/** Whether any string of a parsed JSON value (a value or a property name) contains `secret`. */
export function containsSecret(value: unknown, secret: string): boolean {
  if (typeof value === 'string') return value.includes(secret);
  if (Array.isArray(value)) return value.some((item) => containsSecret(item, secret));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(
      ([name, item]) => name.includes(secret) || containsSecret(item, secret),
    );
  }
  return false;
}

/**
 * Reads a remote upstream's answer whole, checks it is the interface's JSON and re-serialises it from the
 * parsed value, so no byte of the upstream's reaches the browser unparsed; an answer that holds the profile's
 * token anywhere (an upstream echoing request headers) is refused. Anything else is a 502.
 */
async function checkedRemoteBody(response: Response, token: string): Promise<Buffer> {
  const type = response.headers.get('content-type') ?? '';
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (isTimeout(error))
      throw new ApiError(504, 'UPSTREAM_TIMEOUT', 'The upstream API did not finish answering within 30 s');
    throw new ApiError(
      502,
      'UPSTREAM_UNAVAILABLE',
      'The upstream API broke off its answer before it was complete',
    );
  }
  if (!type.includes('json')) {
    throw new ApiError(
      502,
      'UPSTREAM_UNAVAILABLE',
      `The upstream API answered HTTP ${response.status} with ${type || 'no content type'} instead of JSON`,
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiError(
      502,
      'UPSTREAM_UNAVAILABLE',
      `The upstream API answered HTTP ${response.status} with invalid JSON`,
    );
  }
  if (containsSecret(parsed, token)) {
    // Logged without the answer: it holds the token.
    logger().error(
      { upstreamStatus: response.status },
      "proxy: refused an upstream answer that contained the profile's API token",
    );
    throw new ApiError(
      502,
      'UPSTREAM_UNAVAILABLE',
      "The upstream API's answer contained the proxy's API token, so it was not relayed",
    );
  }
  return Buffer.from(JSON.stringify(parsed));
}

/**
 * A remote upstream that failed us, at warn: the profile, the operation, the upstream's status when it
 * answered and why it counts as a failure. The token is in neither (it only ever is in a request header).
 */
function warnUpstream(profile: string, path: string, upstreamStatus: number | null, reason: string): void {
  logger().warn({ profile, path, upstreamStatus, reason }, 'upstream failure');
}

/** Upstream answers that mean the upstream (or this proxy's token for it) failed, not the client's request. */
const failedUpstreamStatus = (status: number) =>
  status >= 500 || status === 401 || status === 403 || status === 429;

/** A remote upstream: the profile's token (its answers are checked for it), and what a failure is logged as. */
interface RemoteRelay {
  token: string;
  profile: string;
  path: string;
}

/**
 * An upstream's answer to `request`, relayed with the headers the interface defines; a remote upstream's
 * answer is checked and re-serialised (`remote`), the local one's relayed as it is (null).
 */
function relay(
  request: Request,
  upstream: Response,
  remote: RemoteRelay | null,
): Response | Promise<Response> {
  // A local answer is already whole in memory: relay its bytes and headers as they are (one write with a
  // Content-Length, no stream, no Headers object when the service built it with `respond`) — the very
  // answer when it is already the proxy's (`isRelayable`).
  const local = answerParts(upstream);
  if (local && isRelayable(request, local)) return upstream;
  const headers: Record<string, string> = { ...NOT_CACHED };
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = local ? local.headers[name] : upstream.headers.get(name);
    // An upstream's correlation id is relayed only if it is one; else the request's own stays.
    if (name === 'correlation-id' && value && !isValidCorrelationId(value)) continue;
    if (value) headers[name] = value;
  }
  if (local) return respond(request, upstream.status, local.body, headers);
  const failed = remote !== null && failedUpstreamStatus(upstream.status);
  if (failed) warnUpstream(remote.profile, remote.path, upstream.status, `answered HTTP ${upstream.status}`);
  const body = remote
    ? checkedRemoteBody(upstream, remote.token).catch((error: unknown) => {
        // One line per failure: a 5xx that is not JSON either was logged just above.
        if (!failed) warnUpstream(remote.profile, remote.path, upstream.status, (error as Error).message);
        throw error;
      })
    : upstream.arrayBuffer().then((bytes) => new Uint8Array(bytes));
  return body.then((bytes) => respond(request, upstream.status, bytes, headers));
}

/** A remote upstream that could not be reached, or did not answer in time. */
function unreachable(error: unknown, profile: string, path: string): never {
  // fetch says only "fetch failed"; its cause says why (ECONNREFUSED, a DNS failure…).
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const why = cause?.code ?? cause?.message;
  warnUpstream(
    profile,
    path,
    null,
    isTimeout(error) ? 'no answer in time' : `${(error as Error).message}${why ? ` (${why})` : ''}`,
  );
  if (isTimeout(error))
    throw new ApiError(504, 'UPSTREAM_TIMEOUT', 'The upstream API did not answer within 30 s');
  throw new ApiError(
    502,
    'UPSTREAM_UNAVAILABLE',
    `The upstream API could not be reached (${(error as Error).message})`,
  );
}

export interface Proxy {
  /** Answers a request under /proxy (with the Node adapter's bindings, when served). */
  answer(request: Request, env?: unknown): Response | Promise<Response>;
}

/** Who is asking, for their share of a profile's slots: the client's address (in-process: one client). */
export function clientOf(env: unknown): string {
  return (
    (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket
      ?.remoteAddress ?? 'in-process'
  );
}

/** The path as the client sent it, before URL parsing resolved `..` segments. */
export function rawPath(env: unknown, url: string): string {
  const target =
    (env as { incoming?: { url?: string } } | undefined)?.incoming?.url ??
    url.slice(url.indexOf('/', url.indexOf('//') + 2));
  const query = target.indexOf('?');
  return query < 0 ? target : target.slice(0, query);
}

const DOT_SEGMENT = /(^|\/)(\.|%2e){1,2}(\/|$)/i;

/**
 * The operation at an interface path, or undefined: findOperation, kept for the paths that are exactly an
 * operation's (as many as there are operations, whatever clients send).
 */
const operationsByPath = new Map<string, Operation>();
function operationAt(path: string): Operation | undefined {
  let operation = operationsByPath.get(path);
  if (operation === undefined) {
    operation = findOperation(path);
    if (operation?.path === path) operationsByPath.set(path, operation);
  }
  return operation;
}

const PROXY_PREFIX = '/proxy/';

/**
 * The proxy's routes (/proxy/<profile>/<interface path>): one function (`forward`), no middleware unless the
 * dashboard has a password, so a local profile's GET is relayed as synchronously as /api answers. A plain
 * request (a profile name without escapes, any method but HEAD, no password) goes to it directly; the rest
 * through an app of the proxy's own, which routes, authenticates and answers HEAD as it always has. Either
 * way an error becomes the same JSON answer.
 */
export function createProxy(
  profiles: Profile[],
  dashboardAuth?: MiddlewareHandler,
  slots: Slots = createSlots(),
): Proxy {
  const app = new Hono();
  const byId = new Map(profiles.map((p) => [p.id, p]));

  /** An error thrown while answering, as the JSON answer of every error (the app's `onError`). */
  const errorAnswer = (error: Error, c: Context) =>
    withAnswerHeaders(c.req.raw, toErrorResponse(c, error), true);
  app.onError(errorAnswer);
  if (dashboardAuth) app.use('*', dashboardAuth);
  app.notFound(() => {
    throw new ApiError(
      404,
      'NOT_FOUND',
      'Proxy paths are /proxy/<profile>/<interface path>, e.g. /proxy/full/api/authors',
    );
  });

  /** Relays a request for the profile `profileId` and the interface path `path`; throws ApiErrors. */
  const forward = (
    request: Request,
    env: unknown,
    profileId: string,
    path: string,
  ): Response | Promise<Response> => {
    // Requests from other sites never reach an upstream with our tokens.
    const site = request.headers.get('sec-fetch-site');
    const origin = request.headers.get('origin');
    if (
      (site && site !== 'same-origin' && site !== 'none') ||
      (origin && new URL(request.url).origin !== origin)
    ) {
      throw new ApiError(
        403,
        'CROSS_ORIGIN_REFUSED',
        'The proxy only answers the dashboard itself (same origin)',
      );
    }
    const profile = byId.get(profileId);
    if (!profile) {
      throw new ApiError(
        404,
        'NOT_FOUND',
        `Unknown profile "${profileId}"; known profiles: ${[...byId.keys()].join(', ') || 'none'}`,
      );
    }
    const operation = operationAt(path);
    const isExtension = profile.kind === 'local' && LOCAL_EXTENSION_PATHS.has(path);
    if (!operation && !isExtension) {
      throw new ApiError(
        404,
        'NOT_FOUND',
        `${path} is not an operation of the interface; the proxy forwards nothing else`,
      );
    }
    const methods: readonly string[] = operation ? operation.methods : ['GET'];
    if (!methods.includes(request.method)) {
      throw new ApiError(
        405,
        'METHOD_NOT_ALLOWED',
        `${request.method} is not allowed on ${path}; use ${methods.join(' or ')}`,
        {
          Allow: methods.join(', '),
        },
      );
    }

    const target = operation?.path ?? path;
    const base = operation?.base ?? 'news';
    const client = clientOf(env);
    if (profile.kind === 'public') return relayRemote(request, profile, target, base, client);
    // The service's answer then carries the proxy's own headers: relayed as it is, with no second one built.
    addAnswerHeaders(request, NOT_CACHED);
    const upstream = profile.send(request, target, base, client);
    return upstream instanceof Promise
      ? upstream.then(
          (answer) => relay(request, answer, null),
          (error: unknown) => unreachable(error, profile.id, target),
        )
      : relay(request, upstream, null);
  };

  app.all('/proxy/:profile/*', (c) => {
    const profileId = c.req.param('profile');
    return forward(c.req.raw, c.env, profileId, c.req.path.slice(`/proxy/${profileId}`.length));
  });

  /**
   * A plain request, straight to `forward`: what the app would do with it, without routing it or building its
   * context (a context is built for an error only). Null for any other request, which the app answers.
   */
  const forwardPlain = (request: Request, env: unknown): Response | Promise<Response> | null => {
    if (dashboardAuth || request.method === 'HEAD') return null;
    // The path as the app routes it (decoded, without the query).
    const path = getPath(request);
    const end = path.indexOf('/', PROXY_PREFIX.length);
    if (!path.startsWith(PROXY_PREFIX) || end <= PROXY_PREFIX.length) return null;
    const profileId = path.slice(PROXY_PREFIX.length, end);
    // The app would decode an escaped profile name once more.
    if (profileId.includes('%')) return null;
    try {
      const answer = forward(request, env, profileId, path.slice(end));
      return answer instanceof Promise
        ? answer.catch((error: unknown) => failed(error, request, env, path))
        : answer;
    } catch (error) {
      return failed(error, request, env, path);
    }
  };

  /** What the app makes of an error thrown by `forward` (a context is built for it then). */
  const failed = (error: unknown, request: Request, env: unknown, path: string): Response => {
    if (!(error instanceof Error)) throw error;
    return errorAnswer(error, new Context(request, { env, path }));
  };

  /**
   * A remote profile's request: its body read first, then one of the client's slots held until the
   * upstream's answer is in (or failed), so a client that stalls holds nothing and one whose requests hang
   * upstream blocks only itself.
   */
  const relayRemote = async (
    request: Request,
    profile: Profile,
    target: string,
    base: 'news' | 'events',
    client: string,
  ): Promise<Response> => {
    const body = isBodiless(request.method) ? undefined : await request.arrayBuffer();
    const release = slots.take(
      [
        {
          id: `public\0${profile.id}\0${client}`,
          limit: PUBLIC_CLIENT_CALLS,
          refusal: `Too many concurrent requests from this client: each dashboard client may have ${PUBLIC_CLIENT_CALLS} requests waiting on the ${profile.id} profile at a time`,
        },
      ],
      profile.timeoutMs ?? UPSTREAM_TIMEOUT_MS,
    );
    try {
      let upstream: Response;
      try {
        upstream = await profile.send(request, target, base, client, body);
      } catch (error) {
        unreachable(error, profile.id, target);
      }
      return await relay(request, upstream, {
        token: profile.token ?? '',
        profile: profile.id,
        path: target,
      });
    } finally {
      release();
    }
  };

  return {
    answer: (request, env) => {
      // Traversal in a proxy path is refused as such, never resolved into some other page.
      const raw = rawPath(env, request.url);
      if (DOT_SEGMENT.test(raw) || raw.includes('//') || /%2f|%5c|\\/i.test(raw)) {
        return apiErrorAnswer(
          request,
          new ApiError(
            400,
            'INVALID_PATH',
            'Proxy paths may not contain dot segments, empty or encoded separators',
          ),
        );
      }
      return forwardPlain(request, env) ?? app.fetch(request, env);
    },
  };
}
