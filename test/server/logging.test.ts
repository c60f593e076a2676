// Logs over real sockets: one access line per request, no credential anywhere in the output, internal errors
// with their stack and request id, upstream failures at warn, and LOG_LEVEL honoured.
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { writeAccessLine } from '../../src/server/http/access-log';
import { startServer } from '../../src/server/http/node-server';
import { loadKeys } from '../../src/server/local/plans';
import {
  createLogger,
  loggablePath,
  setLogger,
  writesAtOnce,
  type LogDestination,
  type LogLevel,
  type Logger,
} from '../../src/server/log';
import { createTestApp, makeArticle, type TestApp } from '../helpers/test-app';

const UPSTREAM_TOKEN = 'upstream-token-Zq81';
const PASSWORD = 'dashboard-pass-Wx42';
const BASIC = `Basic ${Buffer.from(`newsdeck:${PASSWORD}`).toString('base64')}`;
const API_KEY = 'local-key-Kp93';

/** A logger writing into memory: the raw text, and each line parsed. */
function capture(level: LogLevel = 'info') {
  const chunks: string[] = [];
  const logger: Logger = createLogger({ level, stream: { write: (line: string) => void chunks.push(line) } });
  return {
    logger,
    raw: () => chunks.join(''),
    lines: () => chunks.map((line) => JSON.parse(line) as Record<string, unknown>),
    clear: () => void chunks.splice(0),
  };
}

type Capture = ReturnType<typeof capture>;

interface Served {
  port: number;
  server: http.Server;
  close(): Promise<void>;
}

/** The app served as serve.ts serves it: startServer with the early answers and the access log. */
async function serveApp(app: ReturnType<typeof createApp>, log: () => Logger): Promise<Served> {
  const { server, port } = await startServer({
    fetch: app.fetch,
    hostname: '127.0.0.1',
    port: 0,
    limits: loadConfig({}).server,
    answerEarly: app.answerEarly,
    accessLog: log,
  });
  return {
    port,
    server,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** A fake public API that fails: an HTML page for authors, 503 for the rest; it records the token it was sent. */
function startFailingUpstream(tokens: string[]): Promise<http.Server> {
  const upstream = http.createServer((req, res) => {
    tokens.push(String(req.headers['x-api-token']));
    if (req.url?.startsWith('/api/authors')) {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>a login page</html>');
      return;
    }
    res.writeHead(503, { 'content-type': 'application/json' });
    res.end('{"status":"error","status_code":503,"error_code":"UNAVAILABLE","message":"down"}');
  });
  return new Promise((resolve) => upstream.listen(0, '127.0.0.1', () => resolve(upstream)));
}

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 10));
  if (!condition()) throw new Error(`timed out waiting for ${what}`);
}

const accessLines = (c: Capture) => c.lines().filter((line) => line.msg === 'request');

let t: TestApp;
let upstream: http.Server;
const upstreamTokens: string[] = [];
let served: Served;
let log: Capture;
let previous: Logger | undefined;

beforeAll(async () => {
  t = await createTestApp([makeArticle({ id: 'log-a', link: 'https://news.example/a' })]);
  upstream = await startFailingUpstream(upstreamTokens);
  const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  const config = loadConfig({
    DATA_DIR: t.dataDir,
    DASHBOARD_PASSWORD: PASSWORD,
    NEWSCATCHER_API_TOKEN: UPSTREAM_TOKEN,
    NEWSCATCHER_BASE_URL: upstreamUrl,
    NEWSCATCHER_EVENTS_BASE_URL: upstreamUrl,
  });
  const keys = loadKeys(t.dataDir, `${API_KEY}:v3_nlp_iptc_tags,demo-basic:v3_basic`);
  log = capture();
  previous = setLogger(log.logger);
  served = await serveApp(createApp(config, { db: t.db, keys }), () => log.logger);
});

afterEach(() => log.clear());

afterAll(async () => {
  await served.close();
  await new Promise((resolve) => upstream.close(resolve));
  if (previous) setLogger(previous);
  t.close();
});

const url = (path: string) => `http://127.0.0.1:${served.port}${path}`;

describe('the access log', () => {
  it('writes one line per request with method, path, status, duration, bytes, request id and client', async () => {
    const requests: [string, RequestInit][] = [
      ['/api/sources?countries=US', { headers: { 'x-api-token': API_KEY } }],
      [
        '/api/search_by_link',
        {
          method: 'POST',
          headers: { 'x-api-token': API_KEY, 'content-type': 'application/json' },
          body: JSON.stringify({ links: ['https://news.example/a'] }),
        },
      ],
      ['/proxy/full/api/sources?countries=US', { headers: { authorization: BASIC } }],
      ['/api/no_such_operation', { headers: { 'x-api-token': API_KEY } }],
      ['/healthz', {}],
    ];
    const answers: { status: number; id: string | null; body: ArrayBuffer }[] = [];
    for (const [path, init] of requests) {
      const response = await fetch(url(path), init);
      answers.push({
        status: response.status,
        id: response.headers.get('correlation-id'),
        body: await response.arrayBuffer(),
      });
    }
    await until(() => accessLines(log).length >= requests.length, 'the access lines');
    const lines = accessLines(log);
    expect(lines).toHaveLength(requests.length);
    requests.forEach(([path, init], i) => {
      const line = lines[i]!;
      expect(line).toMatchObject({
        level: 30,
        method: init.method ?? 'GET',
        path,
        status: answers[i]!.status,
        requestId: answers[i]!.id,
        client: '127.0.0.1',
      });
      expect(typeof line.requestId).toBe('string');
      expect(line.durationMs).toEqual(expect.any(Number));
      expect(line.durationMs as number).toBeGreaterThanOrEqual(0);
      // Headers and body as written: at least the body.
      expect(line.bytes as number).toBeGreaterThan(answers[i]!.body.byteLength);
      expect(line.aborted).toBeUndefined();
    });
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 404, 200]);
    expect(lines[2]!.profile).toBe('full');
    expect(lines.filter((line) => 'profile' in line)).toHaveLength(1);
  });

  it('keeps the id a client sent in its correlation-id', async () => {
    const response = await fetch(url('/api/sources?countries=US'), {
      headers: { 'x-api-token': API_KEY, 'correlation-id': 'client-chosen-id-1' },
    });
    await response.arrayBuffer();
    await until(() => accessLines(log).length >= 1, 'the access line');
    expect(accessLines(log)[0]).toMatchObject({ requestId: 'client-chosen-id-1', status: 200 });
  });

  it('logs a request the client gave up on, as aborted', async () => {
    // A POST announcing more body than it sends, then the client hangs up.
    const socket = net.connect(served.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      'POST /api/authors HTTP/1.1\r\nHost: 127.0.0.1\r\ncontent-type: application/json\r\n' +
        `x-api-token: ${API_KEY}\r\ncontent-length: 1000\r\n\r\n{"author_name":`,
    );
    await new Promise((r) => setTimeout(r, 50));
    socket.destroy();
    await until(() => log.lines().some((line) => line.msg === 'request aborted'), 'the aborted line');
    const line = log.lines().find((l) => l.msg === 'request aborted')!;
    expect(line).toMatchObject({ method: 'POST', path: '/api/authors', aborted: true, status: null });
    expect(log.raw()).not.toContain(API_KEY);
  });

  it('writes the line pino would write for the same fields, key for key and in order', () => {
    const base = {
      method: 'GET',
      url: '/proxy/full/api/search?q="a\\b"\u2028é&token=secret',
      status: 200 as number | null,
      durationMs: 1.25,
      bytes: 312,
      requestId: 'id-1' as string | null,
      client: '127.0.0.1' as string | null,
      aborted: false,
    };
    const variants = [
      base,
      { ...base, url: '/api/search?q=a', requestId: null, client: null },
      { ...base, status: null, aborted: true },
      // A feed's token is masked, from the second line on too (each target's fields are kept once made).
      { ...base, url: '/feeds/AbCdEfGhIjKlMnOpQrStUvWxYz012345.atom', status: 304 },
    ];
    for (const fields of variants) {
      const ours = capture();
      const pinos = capture();
      writeAccessLine({ ...fields, log: ours.logger.child({ component: 'http' }), time: 0 });
      const { aborted, url, ...rest } = fields;
      pinos.logger.child({ component: 'http' }).info(
        {
          method: rest.method,
          path: loggablePath(url),
          status: rest.status,
          durationMs: rest.durationMs,
          bytes: rest.bytes,
          requestId: rest.requestId,
          profile: url.startsWith('/proxy/full/') ? 'full' : undefined,
          client: rest.client,
          aborted: aborted ? true : undefined,
        },
        aborted ? 'request aborted' : 'request',
      );
      const strip = (text: string) => text.replace(/"time":\d+/, '"time":0');
      expect(strip(ours.raw())).toBe(strip(pinos.raw()));

      // A destination that takes records is handed the record, and formats it to the same text.
      const later: string[] = [];
      const destination: LogDestination = {
        write: () => expect.fail('an access line is handed to writeLater when the destination has it'),
        writeLater: (format, record) => void later.push(format(record)),
      };
      const logger = createLogger({ level: 'info', stream: destination }).child({ component: 'http' });
      writeAccessLine({ ...fields, log: logger, time: 0 });
      expect(later).toEqual([strip(ours.raw())]);
      expect(later[0]).not.toContain('AbCdEfGh');
    }
  });
});

describe('the log destination', () => {
  /**
   * A child process that logs 1000 lines to `dest` in two turns and exits at once, every third one as a
   * record formatted later (`writeLater`, as the access lines are); what `dest` received.
   */
  const logAndExit = (dest: string | number): string => {
    const script =
      `import { createLogger, logDestination } from ${JSON.stringify(path.resolve('src/server/log.ts'))};` +
      `const destination = logDestination(${JSON.stringify(dest)});` +
      `const log = createLogger({ level: 'info', stream: destination });` +
      `const line = (i) => i % 3 === 0 ? destination.writeLater((r) => JSON.stringify(r) + '\\n', { i }) : log.info({ i }, 'line');` +
      // Some lines in a first turn, then more in a later one, then exit at once.
      `for (let i = 0; i < 500; i++) line(i);` +
      `setImmediate(() => { for (let i = 500; i < 1000; i++) line(i); process.exit(0); });`;
    return execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: 'pipe',
      encoding: 'utf8',
    });
  };
  const numbers = (text: string) =>
    text
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { i: number }).i);
  const all = Array.from({ length: 1000 }, (_, i) => i);

  it('writes every line of a process that exits right after logging, text and records, in order, to a file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'newsdeck-logdest-'));
    const file = path.join(dir, 'out.log');
    try {
      logAndExit(file);
      expect(numbers(readFileSync(file, 'utf8'))).toEqual(all);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('and to a pipe, which it writes asynchronously', () => {
    expect(numbers(logAndExit(1))).toEqual(all);
  });

  it('writes files and /dev/null at once, never a pipe', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'newsdeck-logdest-'));
    const fds: number[] = [];
    try {
      fds.push(openSync(path.join(dir, 'out.log'), 'a'));
      expect(writesAtOnce(fds[0]!)).toBe(true);
      fds.push(openSync('/dev/null', 'a'));
      expect(writesAtOnce(fds[1]!)).toBe(true);
      execFileSync('mkfifo', [path.join(dir, 'fifo')]);
      // Read and write, so that opening does not wait for a reader.
      fds.push(openSync(path.join(dir, 'fifo'), 'r+'));
      expect(writesAtOnce(fds[2]!)).toBe(false);
    } finally {
      for (const fd of fds) closeSync(fd);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('secrets in logs', () => {
  it('never shows a token, key or password sent in headers or the query, through /api or /proxy', async () => {
    const secrets = {
      queryKey: 'query-key-Ab17',
      queryToken: 'query-token-Cd28',
      queryApiKey: 'query-apikey-Ef39',
      queryPassword: 'query-password-Gh40',
    };
    const requests: [string, Record<string, string>][] = [
      [`/api/sources?countries=US&api_key=${secrets.queryKey}`, { 'x-api-token': API_KEY }],
      [`/api/sources?token=${secrets.queryToken}&apiKey=${secrets.queryApiKey}`, { 'x-api-token': API_KEY }],
      [`/api/authors?author_name=Ada&password=${secrets.queryPassword}`, { authorization: BASIC }],
      [`/proxy/full/api/sources?countries=US&token=${secrets.queryToken}`, { authorization: BASIC }],
      [
        `/proxy/basic/api/sources?api_key=${secrets.queryKey}`,
        { authorization: BASIC, 'x-api-token': API_KEY },
      ],
      // Refused for want of the password: its Authorization value is wrong, and must not show either.
      [
        `/proxy/full/api/sources?api%5Fkey=${secrets.queryKey}`,
        { authorization: 'Basic d3Jvbmc6c2VjcmV0LVh5NTA=' },
      ],
      // The public profile: its token goes upstream, the upstream fails, the failure is logged.
      [`/proxy/newscatcher/api/sources?countries=US&token=${secrets.queryToken}`, { authorization: BASIC }],
    ];
    for (const [path, headers] of requests) await (await fetch(url(path), { headers })).arrayBuffer();
    await until(() => accessLines(log).length >= requests.length, 'the access lines');

    const raw = log.raw();
    for (const secret of [
      ...Object.values(secrets),
      API_KEY,
      PASSWORD,
      BASIC,
      BASIC.slice('Basic '.length),
      'd3Jvbmc6c2VjcmV0LVh5NTA=',
      UPSTREAM_TOKEN,
    ]) {
      expect(raw).not.toContain(secret);
    }
    // The token did go upstream: the proxy had it, the log does not.
    expect(upstreamTokens).toContain(UPSTREAM_TOKEN);
    const paths = accessLines(log).map((line) => line.path);
    expect(paths).toEqual([
      '/api/sources?countries=US&api_key=***',
      '/api/sources?token=***&apiKey=***',
      '/api/authors?author_name=Ada&password=***',
      '/proxy/full/api/sources?countries=US&token=***',
      '/proxy/basic/api/sources?api_key=***',
      '/proxy/full/api/sources?api%5Fkey=***',
      '/proxy/newscatcher/api/sources?countries=US&token=***',
    ]);
  });
});

describe('failures', () => {
  it('logs an upstream failure at warn with the profile and the upstream status', async () => {
    const response = await fetch(url('/proxy/newscatcher/api/sources?countries=US'), {
      headers: { authorization: BASIC },
    });
    expect(response.status).toBe(503);
    await response.arrayBuffer();
    await until(() => accessLines(log).length >= 1, 'the access line');
    const warnings = log.lines().filter((line) => line.msg === 'upstream failure');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({
      level: 40,
      profile: 'newscatcher',
      upstreamStatus: 503,
      path: '/api/sources',
    });
    expect(log.raw()).not.toContain(UPSTREAM_TOKEN);
  });

  it('logs an upstream answer that is not JSON at warn, with its status', async () => {
    const response = await fetch(url('/proxy/newscatcher/api/authors?author_name=Ada'), {
      headers: { authorization: BASIC },
    });
    expect(response.status).toBe(502);
    await response.arrayBuffer();
    await until(() => accessLines(log).length >= 1, 'the access line');
    const warnings = log.lines().filter((line) => line.msg === 'upstream failure');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ profile: 'newscatcher', upstreamStatus: 200, path: '/api/authors' });
    expect(warnings[0]!.reason).toMatch(/text\/html instead of JSON/);
  });

  it('logs an unreachable upstream at warn with the reason and no status', async () => {
    const closed = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const config = loadConfig({
      DATA_DIR: t.dataDir,
      NEWSCATCHER_API_TOKEN: UPSTREAM_TOKEN,
      NEWSCATCHER_BASE_URL: `http://127.0.0.1:${closed}`,
    });
    const app = createApp(config, { db: t.db, keys: loadKeys(t.dataDir, 'k2:v3_basic') });
    const response = await app.request('/proxy/newscatcher/api/sources?countries=US');
    expect(response.status).toBe(502);
    const warning = log.lines().find((line) => line.msg === 'upstream failure');
    expect(warning).toMatchObject({ level: 40, profile: 'newscatcher', upstreamStatus: null });
    expect(warning?.reason).toMatch(/ECONNREFUSED/);
    expect(log.raw()).not.toContain(UPSTREAM_TOKEN);
  });

  it('logs an internal error with its stack, method, path and the request id its answer gives', async () => {
    // A store closed under a running app: every query throws, which nothing expects.
    const broken = await createTestApp([makeArticle({ id: 'log-b' })]);
    const errors = capture();
    const before = setLogger(errors.logger);
    const server = await serveApp(broken.app, () => errors.logger);
    try {
      broken.db.close();
      const response = await fetch(
        `http://127.0.0.1:${server.port}/api/authors?author_name=Ada&api_key=${'broken-secret-Ij61'}`,
        { headers: { 'x-api-token': 'demo-full' } },
      );
      expect(response.status).toBe(500);
      const body = (await response.json()) as { error_code: string; message: string };
      const id = response.headers.get('correlation-id');
      expect(body.error_code).toBe('INTERNAL');
      expect(id).toBeTruthy();
      expect(body.message).toContain(id);
      await until(() => accessLines(errors).length >= 1, 'the access line');

      const error = errors.lines().find((line) => line.msg === 'internal error')!;
      expect(error).toMatchObject({
        level: 50,
        method: 'GET',
        path: '/api/authors?author_name=Ada&api_key=***',
        requestId: id,
      });
      const err = error.err as { stack: string; message: string };
      expect(err.message).toMatch(/database connection is not open/);
      expect(err.stack).toMatch(/\n\s+at /);
      expect(accessLines(errors)[0]).toMatchObject({ status: 500, requestId: id });
      expect(errors.raw()).not.toContain('broken-secret-Ij61');
      expect(errors.raw()).not.toContain('demo-full');
    } finally {
      if (before) setLogger(before);
      await server.close();
      broken.close();
    }
  });
});

describe('LOG_LEVEL', () => {
  it('is honoured: at warn, no access lines, but errors and warnings', async () => {
    const quiet = capture('warn');
    const before = setLogger(quiet.logger);
    try {
      const config = loadConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'warn' });
      expect(config.logLevel).toBe('warn');
      const server = await serveApp(
        createApp(config, { db: t.db, keys: loadKeys(t.dataDir, 'k1:v3_basic') }),
        () => quiet.logger,
      );
      try {
        await (await fetch(`http://127.0.0.1:${server.port}/healthz`)).arrayBuffer();
        await (
          await fetch(`http://127.0.0.1:${server.port}/api/sources`, { headers: { 'x-api-token': 'k1' } })
        ).arrayBuffer();
        // Give the close events time to fire; they must write nothing at this level.
        await new Promise((r) => setTimeout(r, 100));
        expect(quiet.raw()).toBe('');
        quiet.logger.warn('a warning');
        quiet.logger.info('some information');
        expect(quiet.lines().map((line) => line.msg)).toEqual(['a warning']);
      } finally {
        await server.close();
      }
    } finally {
      if (before) setLogger(before);
    }
  });
});
