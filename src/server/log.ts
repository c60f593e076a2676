// The process's one logger (pino): JSON lines on stdout, pretty when stdout is a terminal, at LOG_LEVEL.
// Also the masking every logged request path goes through, so no token or password reaches a log.
import { fstatSync, openSync } from 'node:fs';
import { isatty } from 'node:tty';
import { pino, type DestinationStream, type Logger } from 'pino';
import { prettyFactory } from 'pino-pretty';
import { pipeWriter } from './log-pipe';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export type { Logger };

export interface LoggerOptions {
  level: LogLevel;
  /** Where lines go (tests pass a capturing stream); default stdout. */
  stream?: DestinationStream;
  /** Human-readable lines instead of JSON; default: when stdout is a terminal. */
  pretty?: boolean;
}

export function createLogger({
  level,
  stream,
  pretty: human = process.stdout.isTTY === true,
}: LoggerOptions): Logger {
  const destination = stream ?? (human ? terminal() : logDestination(1));
  // `time` stays pino's epoch milliseconds: an ISO string costs more per access line than the rest of its fields.
  return pino({ level }, destination);
}

/**
 * Where JSON lines go (stdout; the bench passes /dev/null); what is left is written when the process exits.
 * Under load, few large writes: lines are gathered here (as text, or as records formatted when handed on:
 * `writeLater`) and handed on 32 KiB at a time, or 50 ms after the first of them (pino's destination
 * measures its whole pending buffer on every write; a callback per event-loop turn made the loop poll
 * without blocking, which cost a busy server more than the lines). A file
 * (or /dev/null) is written at once: such a write never waits on a reader, and an asynchronous one is a round
 * trip through libuv's thread pool that cost a 304 more than its whole access line. A pipe, socket or
 * terminal is written by a worker thread (log-pipe.ts), so a log line never blocks an answer; bounded: if
 * whatever reads stalls, lines are dropped past 16 MiB rather than memory growing.
 */
export function logDestination(dest: number | string): LogDestination {
  const HAND_ON_CHARS = 32 * 1024;
  // What is gathered, in order: a line as text, or a line to be formatted from its record (`writeLater`)
  // as a pair (format, record) — text is kept as the pair (undefined, text).
  let gathered: unknown[] = [];
  let chars = 0;
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (gathered.length === 0) return;
    const parts = gathered;
    gathered = [];
    chars = 0;
    let text = '';
    for (let i = 0; i < parts.length; i += 2) {
      const format = parts[i] as ((record: unknown) => string) | undefined;
      text += format === undefined ? (parts[i + 1] as string) : format(parts[i + 1]);
    }
    file.write(text);
  };
  const gather = (format: ((record: never) => string) | undefined, value: unknown, size: number) => {
    gathered.push(format, value);
    chars += size;
    // Characters, not bytes, and an estimate for a record: the threshold only decides when to hand on,
    // never what is written.
    if (chars >= HAND_ON_CHARS) flush();
    else if (timer === undefined) timer = setTimeout(flush, 50).unref();
  };
  // Opened now, so that lines written before a quick exit are not lost to a file still being opened.
  const fd = typeof dest === 'string' ? openSync(dest, 'a') : dest;
  const file = writesAtOnce(fd)
    ? pino.destination({ dest: fd, sync: true, minLength: 0, maxWrite: 128 * 1024 })
    : pipeWriter(fd);
  // The gathered lines, then what is still on its way, written on the way out.
  process.once('exit', () => {
    flush();
    file.flushSync();
  });
  return {
    write: (line: string) => gather(undefined, line, line.length),
    writeLater: (format, record) => gather(format, record, RECORD_CHARS),
  };
}

/** What a line formatted later is counted as until it is: about an access line. */
const RECORD_CHARS = 256;

/**
 * A destination that also takes a line as a record and the function that formats it, called when the
 * line is handed on — in order with the lines written as text. Formatting a batch of lines together costs
 * a busy server less than formatting each between two requests (the access log's lines, access-log.ts).
 */
export interface LogDestination extends DestinationStream {
  writeLater<T>(format: (record: T) => string, record: T): void;
}

/** True for a descriptor whose writes never wait on a reader: a regular file, or a device other than a terminal. */
export function writesAtOnce(fd: number): boolean {
  const found = fstatSync(fd);
  return found.isFile() || (found.isCharacterDevice() && !isatty(fd));
}

/**
 * Lines formatted for a person, written at once: a terminal is read by someone watching, not loaded, and a
 * synchronous write is not lost when a CLI exits right after its last line.
 */
function terminal(): DestinationStream {
  const format = prettyFactory({
    colorize: true,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname',
  });
  return { write: (line: string) => void process.stdout.write(format(line)) };
}

let current: Logger | undefined;

/**
 * The process's logger. Until a CLI installs the one its configuration asks for, a default one: LOG_LEVEL
 * when it is valid, else `info` — and `silent` under the test runner, where tests capture what they assert.
 */
export function logger(): Logger {
  current ??= createLogger({ level: defaultLevel(process.env) });
  return current;
}

function defaultLevel(env: NodeJS.ProcessEnv): LogLevel {
  const asked = env.LOG_LEVEL?.trim().toLowerCase();
  if (asked && (LOG_LEVELS as readonly string[]).includes(asked)) return asked as LogLevel;
  return env.VITEST ? 'silent' : 'info';
}

/** Installs the process's logger; returns the previous one (tests put it back). */
export function setLogger(next: Logger): Logger | undefined {
  const previous = current;
  current = next;
  return previous;
}

const MASK = '***';
const SECRET_PART = /token|passw|pwd|secret|credential|signature|session|cookie|authorization|apikey/;
const SECRET_WORDS = new Set(['key', 'auth', 'sig', 'pass']);
/** Found in every name isSecretName accepts, as written or encoded (`%` or `+` send it the long way). */
const MAYBE_SECRET = /token|key|pass|pwd|secret|auth|sig|credential|session|cookie|%|\+/i;

/**
 * Whether a query parameter's value is a credential, whatever the exact spelling (api_key, apiKey, token,
 * access_key, auth…); `author_name` and the other parameters of the interface are not.
 */
function isSecretName(name: string): boolean {
  const lower = name.toLowerCase();
  const joined = lower.replace(/[^a-z0-9]/g, '');
  return (
    SECRET_PART.test(joined) ||
    joined.endsWith('key') ||
    lower.split(/[^a-z0-9]+/).some((word) => SECRET_WORDS.has(word))
  );
}

/**
 * A request target (path and query, as sent) fit for a log: the values of credential-like query parameters
 * masked, and the token of a feed path (/feeds/<token>…) too. Everything else is kept as the client sent it.
 */
export function loggablePath(target: string): string {
  const mark = target.indexOf('?');
  const path = maskFeedToken(mark < 0 ? target : target.slice(0, mark));
  if (mark < 0) return path;
  // Most queries name no credential at all: one test of the whole query, before taking it apart.
  if (!MAYBE_SECRET.test(target.slice(mark + 1))) return `${path}${target.slice(mark)}`;
  const query = target
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      return isSecretName(decodedName(pair.slice(0, equals))) ? `${pair.slice(0, equals)}=${MASK}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

// Feed readers cannot send headers, so a feed's address carries its token (design.md, watchlists).
const FEED_TOKEN = /^((?:https?:\/\/[^/]*)?\/feeds\/)[^/]+/i;

function maskFeedToken(path: string): string {
  // Cut and joined rather than replace()d: a feed poll's line is built on every request.
  const match = FEED_TOKEN.exec(path);
  return match === null ? path : `${match[1]}${MASK}${path.slice(match[0].length)}`;
}

interface RunCounts {
  read: number;
  stored: number;
  skipped: number;
  errors: { file: string; line: number; reason: string }[];
}

/**
 * The end of an ingest or a seed: each skipped line at warn (file:line: reason), then one info line with the
 * counts, the duration and the rate. `fields` add context (the data directory).
 */
export function logRunSummary(task: string, stats: RunCounts, startedMs: number, fields: object = {}): void {
  const log = logger();
  for (const { file, line, reason } of stats.errors)
    log.warn({ task, file, line, reason }, `${file}:${line}: skipped: ${reason}`);
  if (stats.skipped > stats.errors.length)
    log.warn(
      { task, unlisted: stats.skipped - stats.errors.length },
      `… and ${stats.skipped - stats.errors.length} more skipped lines`,
    );
  const durationMs = Math.round(performance.now() - startedMs);
  const articlesPerSecond = Math.round(stats.stored / Math.max(durationMs / 1000, 0.001));
  log.info(
    {
      task,
      ...fields,
      read: stats.read,
      stored: stats.stored,
      skipped: stats.skipped,
      durationMs,
      articlesPerSecond,
    },
    `${task}: read ${stats.read}, stored ${stats.stored}, skipped ${stats.skipped} in ${(durationMs / 1000).toFixed(1)} s (${articlesPerSecond} articles/s)`,
  );
}
