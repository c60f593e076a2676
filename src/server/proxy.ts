// The token proxy: /proxy/<profile>/<interface path>. The browser names a profile; the proxy drops the
// client's credentials, attaches the profile's token and forwards to the profile's upstream — the local
// service in-process, or the public NewsCatcher bases. Only the interface's paths are forwarded.
import { Hono, type Context } from 'hono';
import { authorSuggestPath, findOperation, sourceAuthorsPath } from '../contract';
import type { Config } from './config';
import { ApiError, toErrorResponse } from './http/errors';
import { keyForPlan, type KeyTable, type PlanName } from './local/plans';

export const UPSTREAM_TIMEOUT_MS = 30_000;

/** Paths only the local service has (documented extensions outside the interface). */
const LOCAL_EXTENSION_PATHS = new Set([authorSuggestPath, sourceAuthorsPath]);

export interface Profile {
  id: string;
  label: string;
  plan: PlanName | null;
  kind: 'local' | 'public';
  token: string;
  /** Sends an already-filtered request to the upstream. */
  send(path: string, base: 'news' | 'events', init: RequestInit & { search: string }): Promise<Response>;
}

type Fetch = (request: Request) => Response | Promise<Response>;

export function createProfiles(
  config: Config,
  keys: KeyTable,
  localFetch: Fetch,
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
      send: async (path, _base, { search, ...init }) =>
        localFetch(new Request(`http://local${path}${search}`, init)),
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
      send: (path, base, { search, ...init }) =>
        fetch(`${base === 'events' ? eventsBaseUrl : baseUrl}${path}${search}`, {
          ...init,
          signal: AbortSignal.timeout(upstreamTimeoutMs),
          redirect: 'manual',
        }),
    });
  }
  return profiles;
}

const FORWARDED_REQUEST_HEADERS = ['content-type', 'accept', 'accept-language'];
const FORWARDED_RESPONSE_HEADERS = [
  'content-type',
  'retry-after',
  'x-process-time',
  'correlation-id',
  'allow',
];

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

export function createProxy(profiles: Profile[]): Hono {
  const app = new Hono();
  const byId = new Map(profiles.map((p) => [p.id, p]));
  app.onError((error, c) => toErrorResponse(c, error));

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

    const headers = new Headers();
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = c.req.header(name);
      if (value) headers.set(name, value);
    }
    headers.set('x-api-token', profile.token);
    const init = {
      method: c.req.method,
      headers,
      body: c.req.method === 'GET' || c.req.method === 'HEAD' ? undefined : await c.req.arrayBuffer(),
      search: new URL(c.req.url).search,
    };

    let upstream: Response;
    try {
      upstream = await profile.send(operation?.path ?? path, operation?.base ?? 'news', init);
    } catch (error) {
      if (isTimeout(error))
        throw new ApiError(504, 'UPSTREAM_TIMEOUT', 'The upstream API did not answer within 30 s');
      throw new ApiError(
        502,
        'UPSTREAM_UNAVAILABLE',
        `The upstream API could not be reached (${(error as Error).message})`,
      );
    }
    const responseHeaders = new Headers();
    for (const name of FORWARDED_RESPONSE_HEADERS) {
      const value = upstream.headers.get(name);
      if (value) responseHeaders.set(name, value);
    }
    responseHeaders.set('cache-control', 'no-store');
    if (profile.kind === 'local') {
      // The local answer is already whole in memory: pass its bytes, so it goes out with a Content-Length
      // in one write instead of being re-streamed chunked.
      return new Response(await upstream.arrayBuffer(), {
        status: upstream.status,
        headers: responseHeaders,
      });
    }
    const body = await checkedRemoteBody(upstream);
    return new Response(body, { status: upstream.status, headers: responseHeaders });
  });
  return app;
}
