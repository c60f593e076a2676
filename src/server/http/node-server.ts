// The Node HTTP server for the app, with timeouts and a connection cap short enough that slow or idle clients
// cannot hold the server's sockets (Node's defaults keep a connection with partial headers for a minute and
// more, a request body for five, and take any number of connections).
import {
  createServer,
  maxHeaderSize,
  STATUS_CODES,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { withAccessLog } from './access-log';
import { errorBody } from './errors';
import type { Logger } from '../log';

export interface ServerLimits {
  /** The whole request head must arrive within this; an idle new connection is cut after it too. */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this: the body-read timeout of a POST. */
  requestTimeoutMs: number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** Connections beyond this are closed as they arrive. */
  maxConnections: number;
}

export interface ServerOptions {
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>;
  hostname: string;
  port: number;
  limits: ServerLimits;
  /**
   * Answers a request on Node's objects before `fetch` (and the Request the adapter builds for it) and
   * returns true, or returns false having written nothing (the app's `answerEarly`).
   */
  answerEarly?: (request: IncomingMessage, response: ServerResponse) => boolean;
  /** The logger of the access lines (one per request, access-log.ts); none when absent. */
  accessLog?: () => Logger;
}

/** Starts listening; resolves once the server is listening, with its port. */
export function startServer(options: ServerOptions): Promise<{ server: Server; port: number }> {
  const { limits, answerEarly: early } = options;
  // The adapter's listener, as serve() makes it; the server is made here so that `early` can go first.
  const adapter = getRequestListener(options.fetch, { hostname: options.hostname });
  const app: RequestListener = early
    ? (request, response) => {
        if (!early(request, response)) void adapter(request, response);
      }
    : adapter;
  const listener = options.accessLog ? withAccessLog(app, options.accessLog) : app;
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      // Node checks the two timeouts above only this often (30 s by default): a quarter of the shorter
      // one keeps a cut within 25 % of its timeout.
      connectionsCheckingInterval: Math.max(
        50,
        Math.floor(Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs) / 4),
      ),
    },
    listener,
  );
  server.maxConnections = limits.maxConnections;
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) =>
    answerClientError(error, socket, limits),
  );
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.hostname, () =>
      resolve({ server, port: (server.address() as AddressInfo).port }),
    );
  });
}

/** Node's limit on a request's line and headers together (16 KiB unless --max-http-header-size says else). */
const maxHeaderKiB = Math.floor(maxHeaderSize / 1024);

/**
 * A connection Node gives up on before the app has a request to answer — too slow (the timeouts above), or
 * not HTTP — still gets the one JSON error body, then is closed.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket, limits: ServerLimits): void {
  const response = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (!socket.writable || response?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, code, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [
          408,
          'TIMEOUT',
          `The request did not arrive in time: its headers must arrive within ${limits.headersTimeoutMs / 1000} s, the whole request within ${limits.requestTimeoutMs / 1000} s`,
        ]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [
            431,
            'INVALID_REQUEST',
            // Mostly a long query string (hundreds of ids or links): say the limit and the way around it.
            `The request line and headers are larger than the server reads (${maxHeaderKiB} KiB): send long lists of ids, links or other values as the JSON body of a POST`,
          ]
        : [400, 'INVALID_REQUEST', 'The request is not valid HTTP'];
  const body = JSON.stringify(errorBody(status, code, message));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
