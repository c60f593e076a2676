// The server over real sockets under client misbehaviour: disconnects mid-response, slow readers.
import net from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeArticle, type TestApp } from '../helpers/test-app';

let t: TestApp;
let server: ServerType;
let port: number;
const ids: string[] = [];

beforeAll(async () => {
  const body = 'word '.repeat(4000); // ~20 KB per article: a 300-article page is ~6 MB
  const articles = Array.from({ length: 300 }, (_, i) => {
    ids.push(`big-${i}`);
    return makeArticle({ id: `big-${i}`, content: body });
  });
  t = await createTestApp(articles);
  await new Promise<void>((resolve) => {
    server = serve({ fetch: t.app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => {
      port = info.port;
      resolve();
    });
  });
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  t.close();
});

const bigRequest = () =>
  [
    'POST /api/search_by_link HTTP/1.1',
    `Host: 127.0.0.1:${port}`,
    'x-api-token: demo-full',
    'content-type: application/json',
    `content-length: ${Buffer.byteLength(JSON.stringify({ ids, page_size: 300 }))}`,
    'connection: close',
    '',
    JSON.stringify({ ids, page_size: 300 }),
  ].join('\r\n');

async function stillAnswers(): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${port}/api/search_by_link?ids=big-1`, {
    headers: { 'x-api-token': 'demo-full' },
  });
  expect(response.status).toBe(200);
  expect((await response.json()).total_hits).toBe(1);
}

describe('clients that misbehave', () => {
  it('survives clients that disconnect mid-response', async () => {
    for (let i = 0; i < 20; i++) {
      await new Promise<void>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.write(bigRequest()));
        socket.once('data', () => {
          socket.destroy();
          resolve();
        });
        socket.once('error', reject);
      });
    }
    await stillAnswers();
  });

  it('keeps answering others while a slow client does not read', async () => {
    const slow = net.connect(port, '127.0.0.1', () => slow.write(bigRequest()));
    slow.pause(); // never reads: the server's writes back up
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const started = Date.now();
      await stillAnswers();
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      slow.destroy();
    }
  });

  it('survives a request that stops half-way through its body', async () => {
    await new Promise<void>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          [
            'POST /api/search_by_link HTTP/1.1',
            `Host: 127.0.0.1:${port}`,
            'x-api-token: demo-full',
            'content-type: application/json',
            'content-length: 1000',
            '',
            '{"ids": ["big-',
          ].join('\r\n'),
        );
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 100);
      });
    });
    await stillAnswers();
  });
});
