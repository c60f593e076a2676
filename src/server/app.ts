// The app factory: the local v3 service (/api), the token proxy (/proxy), and a Hono app for the SPA's own
// endpoints (/ui, /healthz) and the built SPA. Tests call createApp in-process.
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { Hono } from 'hono';
import { getPath } from 'hono/utils/url';
import { basicAuth } from 'hono/basic-auth';
import type { Config } from './config';
import type { Db } from './store/db';
import { ApiError, toErrorResponse } from './http/errors';
import { pageHeaders, startClock } from './http/answer';
import { createStaticFiles, encodedBody } from './http/static-files';
import type { KeyTable } from './local/plans';
import { createLocalService } from './local/service';
import { createProfiles, createProxy, rawPath } from './proxy';
import { exposurePolicy } from './http/exposure';
import { createWatchlists } from './watchlists/routes';
import { createFeedFastPath } from './watchlists/feed-fast-path';
import { demoMediaCode, demoMediaPrefix, demoMediaSvg } from './demo-media';

export interface AppDeps {
  db: Db;
  keys: KeyTable;
  /** The built SPA (default: ./dist). */
  distDir?: string;
  /** How long the proxy waits for a remote upstream (default 30 s; tests shorten it). */
  upstreamTimeoutMs?: number;
}

export interface NewsdeckApp {
  /** Answers one request: the server's entry point (as @hono/node-server calls it, with its bindings). */
  fetch(request: Request, env?: unknown): Response | Promise<Response>;
  /** Answers a request to a path (or URL) of the server, in-process: tests and the in-process bench. */
  request(input: string, init?: RequestInit): Response | Promise<Response>;
  /**
   * Answers what the server can answer on Node's own request and response, before any Request is built (a
   * feed's 304), and returns true; returns false, having written nothing, for everything else (`fetch`'s).
   */
  answerEarly(request: IncomingMessage, response: ServerResponse): boolean;
  /** The proxy's profile names, for the start-up log line. */
  profiles: readonly string[];
}

export function createApp(config: Config, deps: AppDeps): NewsdeckApp {
  const local = createLocalService({
    db: deps.db,
    keys: deps.keys,
    answerCacheBytes: config.answerCacheBytes,
    exposure: exposurePolicy(config),
  });
  const profiles = createProfiles(config, deps.keys, local.answer, deps.upstreamTimeoutMs);
  const staticFiles = createStaticFiles(path.resolve(deps.distDir ?? 'dist'));

  // Outside loopback the dashboard and the proxy need the password (/api has its own x-api-token auth).
  const dashboardAuth = config.dashboardPassword
    ? basicAuth({ username: 'newsdeck', password: config.dashboardPassword })
    : undefined;
  const proxy = createProxy(profiles, dashboardAuth);
  const defaultProfile = profiles.find((p) => p.id === 'full')?.id ?? profiles[0]?.id ?? null;
  const watchlists = createWatchlists({
    db: deps.db,
    profiles,
    defaultProfile,
    refreshSeconds: config.watchRefreshSeconds,
  });

  const pages = new Hono();
  pages.onError((error, c) => toErrorResponse(c, error));
  pages.use('*', pageHeaders());
  if (dashboardAuth) {
    pages.use('*', async (c, next) => (c.req.path === '/healthz' ? next() : dashboardAuth(c, next)));
  }

  pages.get('/healthz', (c) => c.json({ status: 'ok' }));
  pages.get('/ui/profiles', (c) =>
    c.json({
      profiles: profiles.map(({ id, label, plan, kind }) => ({ id, label, plan, kind })),
      default: defaultProfile,
    }),
  );
  pages.route('/', watchlists.ui);
  pages.all('/ui/*', (c) =>
    toErrorResponse(c, new ApiError(404, 'NOT_FOUND', `There is nothing at ${c.req.path}`)),
  );
  // The demo corpus's thumbnails (demo-media.ts): drawn from the code in the name, the same bytes forever.
  pages.get(`${demoMediaPrefix}:file`, (c) => {
    const code = demoMediaCode(c.req.param('file'));
    if (code === null) {
      throw new ApiError(
        404,
        'NOT_FOUND',
        `There is no demo image at ${c.req.path}: demo images are ${demoMediaPrefix}<letters and digits>.svg`,
      );
    }
    return c.body(demoMediaSvg(code), 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });
  pages.get('*', (c) => {
    const accept = c.req.header('accept-encoding');
    const file = staticFiles.file(c.req.path);
    if (file) {
      const { body, headers } = encodedBody(file, accept);
      const immutable = c.req.path.startsWith('/assets/');
      headers['cache-control'] = immutable ? 'public, max-age=31536000, immutable' : 'no-cache';
      return c.body(body, 200, headers);
    }
    // A file of the build that is not there is no page of the SPA: most often a chunk of an older build asked
    // for by a tab opened before the server restarted on a new one. HTML in its place would fail as a script
    // with a MIME error; a 404 says what happened.
    if (c.req.path.startsWith('/assets/')) {
      throw new ApiError(
        404,
        'NOT_FOUND',
        `There is no file at ${c.req.path}: the dashboard was probably rebuilt since this page loaded; reload it`,
      );
    }
    const index = staticFiles.file('/index.html');
    if (!index) {
      return c.text('The dashboard is not built yet: run `npm run build` (npm start does it for you).', 503);
    }
    // Any other path is a route of the SPA, which shows its own not-found page.
    const { body, headers } = encodedBody(index, accept);
    return c.body(body, 200, { ...headers, 'cache-control': 'no-cache' });
  });
  pages.all('*', (c) =>
    toErrorResponse(c, new ApiError(405, 'METHOD_NOT_ALLOWED', `${c.req.method} is not allowed here`)),
  );

  // Each part of the server gets its requests directly, with nothing of the others' routes and middleware.
  // A path that is a proxy path as sent goes to the proxy, so that a traversal out of it is refused there.
  const isUnder = (prefix: string, path: string) =>
    path.length === prefix.length ? path === prefix : path.startsWith(`${prefix}/`);
  const fetch = (request: Request, env?: unknown) => {
    startClock(request);
    const path = getPath(request);
    if (isUnder('/proxy', path) || /^\/proxy(\/|$)/i.test(rawPath(env, request.url))) {
      return proxy.answer(request, env);
    }
    // Feeds are read with their token alone, outside the dashboard's password (watchlists/routes.ts).
    if (isUnder('/feeds', path)) return watchlists.feed(request);
    return isUnder('/api', path) ? local.answer(request) : pages.fetch(request, env);
  };
  return {
    fetch,
    request: (input, init) =>
      fetch(new Request(/^https?:\/\//.test(input) ? input : `http://localhost${input}`, init)),
    answerEarly: createFeedFastPath(watchlists),
    profiles: profiles.map((p) => p.id),
  };
}
