// Server configuration: read from the environment once, validated with zod, frozen.
import path from 'node:path';
import { z } from 'zod';
import { LOG_LEVELS, type LogLevel } from './log';

const DEFAULT_NEWS_BASE = 'https://v3-api.newscatcherapi.com';
const DEFAULT_EVENTS_BASE = 'https://events.newscatcherapi.xyz';

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '::1']);

/** Whether HOST keeps the server on this machine (else /api and the dashboard are exposed to the network). */
export function isLoopbackHost(host: string): boolean {
  return loopbackHosts.has(host);
}

/** A whole number of milliseconds (or connections) within bounds, with a message naming the variable. */
const boundedInteger = (name: string, unit: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `${name} must be a whole number of ${unit}`)
    .transform(Number)
    .refine((value) => value >= min && value <= max, `${name} must be between ${min} and ${max} ${unit}`)
    .default(fallback);

const httpUrl = (name: string) =>
  z
    .string({ error: `${name} must be a URL` })
    .trim()
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'http:' || url.protocol === 'https:';
      } catch {
        return false;
      }
    }, `${name} must be an http(s) URL, e.g. https://v3-api.newscatcherapi.com`)
    .transform((value) => value.replace(/\/+$/, ''));

const logLevelSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` }))
  .default('info');

const envSchema = z
  .object({
    HOST: z.string().trim().min(1, 'HOST must not be empty').default('127.0.0.1'),
    PORT: z
      .string()
      .trim()
      .regex(/^\d+$/, 'PORT must be a whole number between 0 and 65535')
      .transform(Number)
      .refine((port) => port <= 65535, 'PORT must be a whole number between 0 and 65535')
      .default(8080),
    DATA_DIR: z.string().trim().min(1, 'DATA_DIR must not be empty').default('./.data'),
    NEWSCATCHER_API_TOKEN: z.string().trim().min(1).optional(),
    NEWSCATCHER_BASE_URL: httpUrl('NEWSCATCHER_BASE_URL').default(DEFAULT_NEWS_BASE),
    NEWSCATCHER_EVENTS_BASE_URL: httpUrl('NEWSCATCHER_EVENTS_BASE_URL').default(DEFAULT_EVENTS_BASE),
    /** Required when HOST is not loopback: the dashboard is then behind HTTP basic auth. */
    DASHBOARD_PASSWORD: z.string().min(8, 'DASHBOARD_PASSWORD must be at least 8 characters').optional(),
    /** `key:plan` pairs, comma-separated; overrides DATA_DIR/keys.json. */
    NEWSDECK_API_KEYS: z.string().trim().min(1).optional(),
    /** Set to 1 to never seed the demo corpus automatically (tests, user-ingested stores). */
    NEWSDECK_NO_SEED: z.enum(['0', '1'], { error: 'NEWSDECK_NO_SEED must be 0 or 1' }).default('0'),
    /** Articles in the automatically seeded demo corpus. */
    NEWSDECK_SEED_ARTICLES: z
      .string()
      .trim()
      .regex(/^\d+$/, 'NEWSDECK_SEED_ARTICLES must be a whole number')
      .transform(Number)
      .default(20_000),
    /** Memory for repeated answers of the local service, in MiB (0 turns the cache off). */
    NEWSDECK_ANSWER_CACHE_MB: z
      .string()
      .trim()
      .regex(/^\d+$/, 'NEWSDECK_ANSWER_CACHE_MB must be a whole number of MiB (0 turns the cache off)')
      .transform(Number)
      .default(64),
    LOG_LEVEL: logLevelSchema,
    // Server timeouts and caps (http/node-server.ts); the defaults are documented in the README.
    NEWSDECK_HEADERS_TIMEOUT_MS: boundedInteger('NEWSDECK_HEADERS_TIMEOUT_MS', 'ms', 100, 600_000, 10_000),
    NEWSDECK_REQUEST_TIMEOUT_MS: boundedInteger('NEWSDECK_REQUEST_TIMEOUT_MS', 'ms', 100, 600_000, 30_000),
    NEWSDECK_KEEP_ALIVE_TIMEOUT_MS: boundedInteger(
      'NEWSDECK_KEEP_ALIVE_TIMEOUT_MS',
      'ms',
      100,
      600_000,
      5_000,
    ),
    NEWSDECK_MAX_CONNECTIONS: boundedInteger('NEWSDECK_MAX_CONNECTIONS', 'connections', 1, 100_000, 1024),
    /** How often a watchlist on the public-API profile asks the upstream again (README, "Watchlists and feeds"). */
    NEWSDECK_WATCH_REFRESH_SECONDS: boundedInteger(
      'NEWSDECK_WATCH_REFRESH_SECONDS',
      'seconds',
      10,
      86_400,
      300,
    ),
  })
  .superRefine((env, ctx) => {
    if (env.NEWSDECK_HEADERS_TIMEOUT_MS > env.NEWSDECK_REQUEST_TIMEOUT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['NEWSDECK_HEADERS_TIMEOUT_MS'],
        message: 'NEWSDECK_HEADERS_TIMEOUT_MS must not be longer than NEWSDECK_REQUEST_TIMEOUT_MS',
      });
    }
    if (!isLoopbackHost(env.HOST) && !env.DASHBOARD_PASSWORD) {
      ctx.addIssue({
        code: 'custom',
        path: ['DASHBOARD_PASSWORD'],
        message: `DASHBOARD_PASSWORD is required when HOST (${env.HOST}) is not a loopback address`,
      });
    }
  });

export interface Config {
  host: string;
  port: number;
  dataDir: string;
  newscatcher: { token: string; baseUrl: string; eventsBaseUrl: string } | null;
  dashboardPassword: string | null;
  apiKeys: string | null;
  autoSeed: boolean;
  seedArticles: number;
  answerCacheBytes: number;
  /** Seconds a public-profile watchlist's results are kept before the upstream is asked again. */
  watchRefreshSeconds: number;
  logLevel: LogLevel;
  /** Timeouts and the connection cap of the HTTP server. */
  server: {
    headersTimeoutMs: number;
    requestTimeoutMs: number;
    keepAliveTimeoutMs: number;
    maxConnections: number;
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws ConfigError with one readable line per problem. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as in most shells' `VAR= cmd`.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return Object.freeze({
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    newscatcher: e.NEWSCATCHER_API_TOKEN
      ? {
          token: e.NEWSCATCHER_API_TOKEN,
          baseUrl: e.NEWSCATCHER_BASE_URL,
          eventsBaseUrl: e.NEWSCATCHER_EVENTS_BASE_URL,
        }
      : null,
    dashboardPassword: e.DASHBOARD_PASSWORD ?? null,
    apiKeys: e.NEWSDECK_API_KEYS ?? null,
    autoSeed: e.NEWSDECK_NO_SEED !== '1',
    seedArticles: e.NEWSDECK_SEED_ARTICLES,
    answerCacheBytes: e.NEWSDECK_ANSWER_CACHE_MB * 1024 * 1024,
    watchRefreshSeconds: e.NEWSDECK_WATCH_REFRESH_SECONDS,
    logLevel: e.LOG_LEVEL,
    server: Object.freeze({
      headersTimeoutMs: e.NEWSDECK_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.NEWSDECK_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: e.NEWSDECK_KEEP_ALIVE_TIMEOUT_MS,
      maxConnections: e.NEWSDECK_MAX_CONNECTIONS,
    }),
  });
}

/** LOG_LEVEL alone, for the CLIs that need no server configuration (ingest, seed); throws ConfigError. */
export function loadLogLevel(env: Record<string, string | undefined> = process.env): LogLevel {
  const value = env.LOG_LEVEL === '' ? undefined : env.LOG_LEVEL;
  const parsed = logLevelSchema.safeParse(value);
  if (!parsed.success)
    throw new ConfigError(`Invalid configuration:\n  - ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}
