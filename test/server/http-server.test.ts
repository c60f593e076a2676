// The real server on 127.0.0.1 against slow and idle clients over raw sockets: stalled bodies, partial headers,
// idle and kept-alive connections are cut after their (here shortened) timeouts, with a JSON 408, connections
// beyond the cap are refused, and normal clients are served 200 all the while.
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/server/http/node-server';
import { createTestApp, makeArticle, type TestApp } from '../helpers/test-app';

const HEADERS_MS = 500;
const REQUEST_MS = 1000;
const KEEP_ALIVE_MS = 300;

interface Served {
  t: TestApp;
  server: http.Server;
  port: number;
}

async function serveWith(env: Record<string, string>): Promise<Served> {
  const t = await createTestApp([makeArticle({ author: 'Jane Doe' })], {
    NEWSDECK_HEADERS_TIMEOUT_MS: String(HEADERS_MS),
    NEWSDECK_REQUEST_TIMEOUT_MS: String(REQUEST_MS),
    NEWSDECK_KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_MS),
    ...env,
  });
  const { server, port } = await startServer({
    fetch: t.app.fetch,
    hostname: '127.0.0.1',
    port: 0,
    limits: t.config.server,
  });
  return { t, server, port };
}

async function stop({ t, server }: Served) {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  t.close();
}

/** A raw connection: what it received, and when it was closed (ms after it opened). */
interface RawClient {
  socket: net.Socket;
  received(): string;
  closed: Promise<number>;
}

function connect(port: number, send = ''): RawClient {
  const opened = Date.now();
  const socket = net.connect(port, '127.0.0.1', () => {
    if (send) socket.write(send);
  });
  let data = '';
  socket.on('data', (chunk) => (data += String(chunk)));
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now() - opened)));
  return { socket, received: () => data, closed };
}

function get(port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(
        { host: '127.0.0.1', port, path, agent: false, headers: { 'x-api-token': 'demo-full' } },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      )
      .on('error', reject);
  });
}

function expectJsonTimeout(raw: string) {
  expect(raw.startsWith('HTTP/1.1 408')).toBe(true);
  const body = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));
  expect(body).toMatchObject({ status: 'error', status_code: 408, error_code: 'TIMEOUT' });
}

describe('slow clients', () => {
  let s: Served;
  beforeAll(async () => {
    s = await serveWith({});
  });
  afterAll(() => stop(s));

  it('cuts idle connections and partial headers after the headers timeout; others are served meanwhile', async () => {
    const slow = [
      ...Array.from({ length: 8 }, () => connect(s.port)),
      ...Array.from({ length: 8 }, () => connect(s.port, 'GET /api/subscription HTTP/1.1\r\nHost: x\r\n')),
    ];
    for (let i = 0; i < 5; i++) expect(await get(s.port, '/api/subscription')).toBe(200);
    const cutAfter = await Promise.all(slow.map((client) => client.closed));
    for (const ms of cutAfter) {
      expect(ms).toBeGreaterThanOrEqual(HEADERS_MS - 50);
      expect(ms).toBeLessThan(HEADERS_MS * 4);
    }
    for (const client of slow) expectJsonTimeout(client.received());
  });

  it('cuts a stalled body after the request timeout, and serves GETs and whole POSTs meanwhile', async () => {
    const head = (length: number) =>
      `POST /api/authors HTTP/1.1\r\nHost: x\r\nx-api-token: demo-full\r\ncontent-type: application/json\r\ncontent-length: ${length}\r\n\r\n`;
    const stalled = Array.from({ length: 20 }, () => connect(s.port, `${head(100)}{"aut`));
    const whole = JSON.stringify({ author_name: 'Jane Doe' });
    for (let i = 0; i < 5; i++) {
      expect(await get(s.port, '/api/authors?author_name=Jane%20Doe')).toBe(200);
      const post = connect(s.port, `${head(Buffer.byteLength(whole))}${whole}`);
      await new Promise((resolve) => post.socket.once('data', resolve));
      expect(post.received().startsWith('HTTP/1.1 200')).toBe(true);
      post.socket.destroy();
    }
    const cutAfter = await Promise.all(stalled.map((client) => client.closed));
    for (const ms of cutAfter) {
      expect(ms).toBeGreaterThanOrEqual(REQUEST_MS - 50);
      expect(ms).toBeLessThan(REQUEST_MS * 3);
    }
    for (const client of stalled) expectJsonTimeout(client.received());
  });

  it('closes a kept-alive connection after the keep-alive timeout', async () => {
    const client = connect(
      s.port,
      'GET /api/subscription HTTP/1.1\r\nHost: x\r\nx-api-token: demo-full\r\n\r\n',
    );
    const ms = await client.closed;
    expect(client.received().startsWith('HTTP/1.1 200')).toBe(true);
    expect(ms).toBeGreaterThanOrEqual(KEEP_ALIVE_MS - 50);
    // Node closes an idle kept-alive socket up to a second after the timeout; its default is 5 s.
    expect(ms).toBeLessThan(KEEP_ALIVE_MS + 2000);
  });
});

describe('the connection cap', () => {
  let s: Served;
  beforeAll(async () => {
    s = await serveWith({ NEWSDECK_MAX_CONNECTIONS: '10' });
  });
  afterAll(() => stop(s));

  it('refuses connections beyond it, and serves again once the idle ones are cut', async () => {
    const idle = Array.from({ length: 10 }, () => connect(s.port));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const extra = connect(
      s.port,
      'GET /api/subscription HTTP/1.1\r\nHost: x\r\nx-api-token: demo-full\r\n\r\n',
    );
    expect(await extra.closed).toBeLessThan(HEADERS_MS);
    expect(extra.received()).toBe('');
    await Promise.all(idle.map((client) => client.closed));
    expect(await get(s.port, '/api/subscription')).toBe(200);
  });
});

describe('oversized request lines', () => {
  let served: Served;
  beforeAll(async () => {
    served = await serveWith({});
  });
  afterAll(() => stop(served));

  it('answers a query string past the header limit with a JSON 431 that says the limit and the way round it', async () => {
    const ids = Array.from({ length: 2000 }, (_, index) => `article-id-${index}`).join(',');
    const client = connect(
      served.port,
      `GET /api/search_by_link?ids=${ids} HTTP/1.1\r\nHost: 127.0.0.1\r\nx-api-token: demo-full\r\n\r\n`,
    );
    await client.closed;
    const raw = client.received();
    expect(raw.startsWith('HTTP/1.1 431')).toBe(true);
    const body = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as { message: string };
    expect(body).toMatchObject({ status: 'error', status_code: 431, error_code: 'INVALID_REQUEST' });
    expect(body.message).toMatch(/16 KiB/);
    expect(body.message).toMatch(/POST/);
    // The server is still up.
    expect(await get(served.port, '/api/subscription')).toBe(200);
  });
});
