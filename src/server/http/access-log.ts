// One access line per request, taken where Node writes the answer: the service and the proxy answer a GET
// with one handler and no promise (README, "Why Hono"), and a middleware or an await there would cost more
// than the rest of a small cached answer. An answer handed to the kernel in full before the app's listener
// returns (a feed's 304, a cached GET) is logged there and then; any other when its response closes.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { pino, type DestinationStream } from 'pino';
import { logger as processLogger, loggablePath, type LogDestination, type Logger } from '../log';

const PROXY_PROFILE = /^\/proxy\/([^/?#]+)/i;

/**
 * `answer` with every request it answers logged at info, when its answer is complete or its connection
 * closed first (`aborted`, with the status only when one was sent): method, path (credentials masked),
 * status, duration, bytes written, the answer's correlation-id, the proxy profile and the client's address.
 * Nothing of the request's headers is read, so no token, password or Authorization value can reach the log.
 */
export function withAccessLog(answer: RequestListener, log: () => Logger = processLogger): RequestListener {
  return (request, response) => {
    const started = performance.now();
    // Bytes already written on this connection (keep-alive): the answer's share is what is added from here.
    const writtenBefore = request.socket.bytesWritten;
    answer(request, response);
    // Finished already (ended, nothing left in Node's buffers: every byte is the kernel's): nothing the
    // client does now changes what the line says, so no 'close' listener, which costs more than the line.
    if (response.writableFinished) logAnswer(log, request, response, started, writtenBefore, true);
    else
      response.once('close', () =>
        logAnswer(log, request, response, started, writtenBefore, response.writableFinished),
      );
  };
}

function logAnswer(
  log: () => Logger,
  request: IncomingMessage,
  response: ServerResponse,
  started: number,
  writtenBefore: number,
  finished: boolean,
): void {
  const current = log();
  if (!current.isLevelEnabled('info')) return;
  const socket = request.socket;
  writeAccessLine({
    log: current,
    time: Date.now(),
    method: request.method ?? '',
    url: request.url ?? '',
    status: finished || response.headersSent ? response.statusCode : null,
    durationMs: Math.round((performance.now() - started) * 100) / 100,
    bytes: socket.bytesWritten - writtenBefore,
    requestId: sentCorrelationId(response),
    client: socket.remoteAddress ?? null,
    aborted: !finished,
  });
}

/** What an access line says, as taken when the answer is complete; the path is masked when it is formatted. */
export interface AccessRecord {
  log: Logger;
  time: number;
  method: string;
  url: string;
  status: number | null;
  durationMs: number;
  bytes: number;
  requestId: string | null;
  client: string | null;
  aborted: boolean;
}

const { chindingsSym, streamSym } = pino.symbols;
const quote = (value: string | null) => (value === null ? 'null' : JSON.stringify(value));

/**
 * Hands the line on to the logger's destination: as its record, formatted when the destination hands its
 * lines on (`writeLater`, log.ts: formatting a batch together costs a busy server less than formatting each
 * between two requests), or as text at once to any other destination.
 */
export function writeAccessLine(record: AccessRecord): void {
  const stream = (record.log as unknown as Record<symbol, DestinationStream & Partial<LogDestination>>)[
    streamSym
  ]!;
  if (stream.writeLater) stream.writeLater(formatAccessLine, record);
  else stream.write(formatAccessLine(record));
}

/**
 * The line `log.info(fields, message)` writes — pino's level, time and bindings, the fields in this order,
 * undefined ones left out, then the message — built as one template instead of through pino's generic
 * serialiser, which took more of a small answer's time than the rest of the line (logging.test.ts checks
 * the two agree).
 */
function formatAccessLine(line: AccessRecord): string {
  const bindings = (line.log as unknown as Record<symbol, string>)[chindingsSym];
  const [path, profile] = urlFields(line.url);
  return (
    `{"level":${line.log.levels.values.info},"time":${line.time}${bindings},"method":${quote(line.method)},` +
    `"path":${path},"status":${line.status},"durationMs":${line.durationMs},` +
    `"bytes":${line.bytes},"requestId":${quote(line.requestId)}${profile}` +
    `,"client":${quote(line.client)}` +
    (line.aborted ? ',"aborted":true,"msg":"request aborted"}\n' : ',"msg":"request"}\n')
  );
}

/** The fields a line takes from its request target: the masked path, quoted, and the proxy profile's field. */
type UrlFields = readonly [path: string, profile: string];

// Kept per target, as the targets of a busy server's lines repeat (feed readers polling, cached GETs):
// masking and quoting a feed's path took 0.16 of the 1.2 µs its whole line cost. Bounded: emptied when full.
const urlFieldsKept = new Map<string, UrlFields>();
const MAX_KEPT_URLS = 1024;

function urlFields(url: string): UrlFields {
  let fields = urlFieldsKept.get(url);
  if (fields === undefined) {
    const profile = PROXY_PROFILE.exec(url)?.[1];
    fields = [
      quote(loggablePath(url)),
      profile === undefined ? '' : `,"profile":${quote(decodeSegment(profile))}`,
    ];
    if (urlFieldsKept.size >= MAX_KEPT_URLS) urlFieldsKept.clear();
    urlFieldsKept.set(url, fields);
  }
  return fields;
}

const CORRELATION_ID_LINE = '\r\ncorrelation-id: ';

/**
 * The correlation-id the answer carried. The Node adapter hands its headers to `writeHead` as one object,
 * which `getHeader` never sees, so it is read from the header block as written (`_header`, which Node keeps
 * for the life of the response and logging middleware has long read). Every answer of this server names it
 * in lower case (a Fetch `Headers` lower-cases names; the answers written on Node's objects use the same
 * spelling), so one exact search of the block finds it: the case-insensitive scan that followed a miss
 * doubled this function's cost for every answer without one, such as a feed's 304.
 */
function sentCorrelationId(response: ServerResponse): string | null {
  const set = response.getHeader('correlation-id');
  if (typeof set === 'string') return set;
  const head = (response as ServerResponse & { _header?: string | null })._header;
  const at = head ? head.indexOf(CORRELATION_ID_LINE) : -1;
  if (at < 0) return null;
  const from = at + CORRELATION_ID_LINE.length;
  return head!.slice(from, head!.indexOf('\r', from));
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
