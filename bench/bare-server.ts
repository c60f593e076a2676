// The ceiling for the HTTP runs: a bare node:http server answering bytes it already holds — the real
// server's answer captured once, body and headers — with no routing, no parsing and no JSON work. A child
// process of the bench, like the real server, so both compete with the load generator on equal terms.
// Usage (by bench/run.ts): node bench/bare-server.ts — then IPC messages {type: 'answer', ...}.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChildMessage, ParentMessage } from './children';

if (!process.send) {
  console.error('bench/bare-server.ts is started by bench/run.ts over IPC');
  process.exit(2);
}

let body: Buffer = Buffer.alloc(0);
let headers: Record<string, string | number> = {};
let status = 200;

const server = http.createServer((request, response) => {
  // Drain a request body (POST) before answering, as any server must.
  request.resume();
  request.on('end', () => {
    response.writeHead(status, headers);
    response.end(body);
  });
});

process.on('message', (message: ParentMessage) => {
  if (message.type !== 'answer') return;
  body = Buffer.from(message.bodyBase64, 'base64');
  status = message.status ?? 200;
  // A 304 has no body and no Content-Length of one (RFC 9110 15.4.5), as the real server sends it.
  headers = status === 304 ? { ...message.headers } : { ...message.headers, 'content-length': body.length };
  process.send!({ type: 'ready' } satisfies ChildMessage);
});
process.on('disconnect', () => process.exit(0));

server.listen(0, '127.0.0.1', () => {
  process.send!({ type: 'listening', port: (server.address() as AddressInfo).port } satisfies ChildMessage);
});
