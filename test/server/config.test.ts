import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { loadConfig, loadLogLevel, ConfigError } from '../../src/server/config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      dataDir: path.resolve('.data'),
      newscatcher: null,
      autoSeed: true,
      answerCacheBytes: 64 * 1024 * 1024,
    });
    expect(loadConfig({ NEWSDECK_ANSWER_CACHE_MB: '0' }).answerCacheBytes).toBe(0);
  });

  it('adds the newscatcher profile settings only with a token', () => {
    expect(loadConfig({ NEWSCATCHER_API_TOKEN: 'secret' }).newscatcher).toEqual({
      token: 'secret',
      baseUrl: 'https://v3-api.newscatcherapi.com',
      eventsBaseUrl: 'https://events.newscatcherapi.xyz',
    });
    expect(
      loadConfig({ NEWSCATCHER_API_TOKEN: 'secret', NEWSCATCHER_BASE_URL: 'http://127.0.0.1:9999/' })
        .newscatcher?.baseUrl,
    ).toBe('http://127.0.0.1:9999');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a whole number'],
    [{ PORT: '70000' }, 'PORT must be a whole number between 0 and 65535'],
    [{ NEWSCATCHER_BASE_URL: 'ftp://x' }, 'NEWSCATCHER_BASE_URL must be an http(s) URL'],
    [{ HOST: '0.0.0.0' }, 'DASHBOARD_PASSWORD is required when HOST (0.0.0.0) is not a loopback address'],
    [{ NEWSDECK_NO_SEED: 'yes' }, 'NEWSDECK_NO_SEED must be 0 or 1'],
    [{ NEWSDECK_ANSWER_CACHE_MB: '-1' }, 'NEWSDECK_ANSWER_CACHE_MB must be a whole number of MiB'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent'],
    [{ NEWSDECK_HEADERS_TIMEOUT_MS: '10s' }, 'NEWSDECK_HEADERS_TIMEOUT_MS must be a whole number of ms'],
    [{ NEWSDECK_REQUEST_TIMEOUT_MS: '0' }, 'NEWSDECK_REQUEST_TIMEOUT_MS must be between 100 and 600000 ms'],
    [{ NEWSDECK_MAX_CONNECTIONS: '0' }, 'NEWSDECK_MAX_CONNECTIONS must be between 1 and 100000 connections'],
    [
      { NEWSDECK_HEADERS_TIMEOUT_MS: '20000', NEWSDECK_REQUEST_TIMEOUT_MS: '10000' },
      'NEWSDECK_HEADERS_TIMEOUT_MS must not be longer than NEWSDECK_REQUEST_TIMEOUT_MS',
    ],
  ])('refuses %j with a readable message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('has short server timeouts and a connection cap by default', () => {
    expect(loadConfig({}).server).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
      maxConnections: 1024,
    });
    expect(loadConfig({ NEWSDECK_MAX_CONNECTIONS: '50' }).server.maxConnections).toBe(50);
  });

  it('accepts a public host with a password', () => {
    expect(loadConfig({ HOST: '0.0.0.0', DASHBOARD_PASSWORD: 'long enough' }).dashboardPassword).toBe(
      'long enough',
    );
  });
});

describe('LOG_LEVEL', () => {
  it('defaults to info and takes any pino level, in any case', () => {
    expect(loadConfig({}).logLevel).toBe('info');
    expect(loadConfig({ LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
    expect(loadConfig({ LOG_LEVEL: ' WARN ' }).logLevel).toBe('warn');
    expect(loadConfig({ LOG_LEVEL: 'silent' }).logLevel).toBe('silent');
  });

  it('is read alone by the CLIs that need no server configuration', () => {
    // A public HOST without a password would stop the server, not an ingest.
    expect(loadLogLevel({ HOST: '0.0.0.0', LOG_LEVEL: 'error' })).toBe('error');
    expect(loadLogLevel({ LOG_LEVEL: '' })).toBe('info');
    expect(() => loadLogLevel({ LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    expect(() => loadLogLevel({ LOG_LEVEL: 'loud' })).toThrow('LOG_LEVEL must be one of');
  });
});
