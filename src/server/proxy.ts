// The token proxy: /proxy/<profile>/<interface path>. The browser names a profile; the proxy drops the
// client's credentials, attaches the profile's token and forwards to the profile's upstream — the local
// service in-process, or the public NewsCatcher bases. Only the interface's paths are forwarded.
import type { Context, Hono } from 'hono';
import { authorSuggestPath, findOperation, sourceAuthorsPath } from '../contract';
import type { Config } from './config';
import { ApiError } from './http/errors';
import { answerParts, respond } from './http/answer';
import { keyForPlan, type KeyTable, type PlanName } from './local/plans';
import type { LocalCall } from './local/service';
import { isBodiless } from './local/request';

export const UPSTREAM_TIMEOUT_MS = 30_000;

/** Paths only the local service has (documented extensions outside the interface). */
const LOCAL_EXTENSION_PATHS = new Set([authorSuggestPath, sourceAuthorsPath]);

const FORWARDED_REQUEST_HEADERS = ['content-type', 'accept', 'accept-language'];
const FORWARDED_RESPONSE_HEADERS = [
  'content-type',
  'retry-after',
  'x-process-time',
  'correlation-id',
  'allow',
];

export interface Profile {
  id: string;
  label: string;
  plan: PlanName | null;
  kind: 'local' | 'public';
  token: string;
  /** Sends the client's request, already checked, to the upstream's operation at `path`, with the profile's token. */
  send(request: Request, path: string, base: 'news' | 'events'): Promise<Response>;
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
      send: async (request, path) => localFetch(request, { apiKey: token, path }),
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
      send: async (request, path, base) => {
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
          body: isBodiless(request.method) ? undefined : await request.arrayBuffer(),
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

/** Reads a remote upstream's answer whole and checks it is the interface's JSON; anything else is a 502. */
async function checkedRemoteBody(response: Response): Promise<string> {
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
  try {
    JSON.parse(text);
  } catch {
    throw new ApiError(
      502,
      'UPSTREAM_UNAVAILABLE',
      `The upstream API answered HTTP ${response.status} with invalid JSON`,
    );
  }
  return text;
}

/** Adds the proxy's routes (/proxy/<profile>/<interface path>) to the app, whose error handler answers its refusals. */
export function mountProxy(app: Hono, profiles: Profile[]): void {
  const byId = new Map(profiles.map((p) => [p.id, p]));

  const refuse = (c: Context): never => {
    void c;
    throw new ApiError(
      404,
      'NOT_FOUND',
      'Proxy paths are /proxy/<profile>/<interface path>, e.g. /proxy/full/api/authors',
    );
  };

  app.all('/proxy', refuse);
  app.all('/proxy/', refuse);
  app.all('/proxy/:profile', refuse);
  app.all('/proxy/:profile/*', async (c) => {
    // Requests from other sites never reach an upstream with our tokens.
    const site = c.req.header('sec-fetch-site');
    const origin = c.req.header('origin');
    if (
      (site && site !== 'same-origin' && site !== 'none') ||
      (origin && new URL(c.req.url).origin !== origin)
    ) {
      throw new ApiError(
        403,
        'CROSS_ORIGIN_REFUSED',
        'The proxy only answers the dashboard itself (same origin)',
      );
    }
    const profileId = c.req.param('profile');
    const profile = byId.get(profileId);
    if (!profile) {
      throw new ApiError(
        404,
        'NOT_FOUND',
        `Unknown profile "${profileId}"; known profiles: ${[...byId.keys()].join(', ') || 'none'}`,
      );
    }
    const path = c.req.path.slice(`/proxy/${profileId}`.length);
    const operation = findOperation(path);
    const isExtension = profile.kind === 'local' && LOCAL_EXTENSION_PATHS.has(path);
    if (!operation && !isExtension) {
      throw new ApiError(
        404,
        'NOT_FOUND',
        `${path} is not an operation of the interface; the proxy forwards nothing else`,
      );
    }
    const methods: readonly string[] = operation ? operation.methods : ['GET'];
    if (!methods.includes(c.req.method)) {
      throw new ApiError(
        405,
        'METHOD_NOT_ALLOWED',
        `${c.req.method} is not allowed on ${path}; use ${methods.join(' or ')}`,
        {
          Allow: methods.join(', '),
        },
      );
    }

    let upstream: Response;
    try {
      upstream = await profile.send(c.req.raw, operation?.path ?? path, operation?.base ?? 'news');
    } catch (error) {
      if (isTimeout(error))
        throw new ApiError(504, 'UPSTREAM_TIMEOUT', 'The upstream API did not answer within 30 s');
      throw new ApiError(
        502,
        'UPSTREAM_UNAVAILABLE',
        `The upstream API could not be reached (${(error as Error).message})`,
      );
    }
    const responseHeaders: Record<string, string> = { 'cache-control': 'no-store' };
    // A local answer is already whole in memory: relay its bytes and headers as they are (one write with
    // a Content-Length, no stream, no Headers object when the service built it with `respond`).
    const local = profile.kind === 'local' ? answerParts(upstream) : undefined;
    for (const name of FORWARDED_RESPONSE_HEADERS) {
      const value = local ? local.headers[name] : upstream.headers.get(name);
      if (value) responseHeaders[name] = value;
    }
    let body: Uint8Array;
    if (local) body = local.body;
    else if (profile.kind === 'local') body = new Uint8Array(await upstream.arrayBuffer());
    else body = Buffer.from(await checkedRemoteBody(upstream));
    return respond(c.req.raw, upstream.status, body, responseHeaders);
  });
}
