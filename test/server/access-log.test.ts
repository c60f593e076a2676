// The access log's two moments: an answer finished inside the app's listener gets its line there and then;
// any other when its response closes.
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { withAccessLog } from '../../src/server/http/access-log';
import { createLogger } from '../../src/server/log';

const lines: Record<string, unknown>[] = [];
const log = createLogger({
  level: 'info',
  stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
});

let server: http.Server | undefined;

afterEach(async () => {
  lines.length = 0;
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** Serves `answer` wrapped in the access log; notes how many lines were written when each response closed. */
async function serve(answer: http.RequestListener): Promise<{ port: number; atClose: number[] }> {
  const atClose: number[] = [];
  server = http.createServer(
    withAccessLog(
      (request, response) => {
        // Registered before the access log can register its own: it sees the lines written before 'close'.
        response.once('close', () => atClose.push(lines.length));
        answer(request, response);
      },
      () => log,
    ),
  );
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { port: (server!.address() as AddressInfo).port, atClose };
}

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !condition(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(condition()).toBe(true);
}

describe('withAccessLog', () => {
  it('writes the line of an answer finished inside the listener at once, before its response closes', async () => {
    const { port, atClose } = await serve((_request, response) => {
      response.writeHead(304, { etag: '"a"' });
      response.end();
    });
    const answer = await fetch(`http://127.0.0.1:${port}/feeds/x.atom`);
    expect(answer.status).toBe(304);
    await until(() => atClose.length === 1);
    expect(atClose).toEqual([1]);
    expect(lines[0]).toMatchObject({ method: 'GET', path: '/feeds/***', status: 304, msg: 'request' });
    expect(lines[0]!.bytes).toBeGreaterThan(0);
  });

  it('writes the line of a later answer when its response closes, with the whole answer counted', async () => {
    const body = 'x'.repeat(5000);
    const { port, atClose } = await serve((_request, response) => {
      setTimeout(() => response.end(body), 20);
    });
    const answer = await fetch(`http://127.0.0.1:${port}/later`);
    expect(await answer.text()).toBe(body);
    await until(() => lines.length === 1);
    expect(atClose).toEqual([0]);
    expect(lines[0]).toMatchObject({ path: '/later', status: 200, msg: 'request' });
    expect(lines[0]!.bytes).toBeGreaterThan(5000);
  });

  it('waits for the close of an answer ended inside the listener but still in Node’s buffers', async () => {
    // Written in full at once, but far more than the socket takes before the client reads.
    const { port, atClose } = await serve((_request, response) =>
      response.end(Buffer.alloc(64 * 1024 * 1024)),
    );
    const client = net.connect(port, '127.0.0.1');
    client.pause();
    client.write('GET /big HTTP/1.1\r\nHost: x\r\n\r\n');
    await new Promise((r) => setTimeout(r, 100));
    expect(lines).toEqual([]);
    client.destroy();
    await until(() => lines.length === 1);
    expect(atClose).toEqual([0]);
    expect(lines[0]).toMatchObject({ method: 'GET', path: '/big', status: 200 });
  });
});
