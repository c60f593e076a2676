// The SPA's only way to the server: URLs, methods, abort, response parsing with the contract, error mapping.
// zod is named for types only: the client is in the entry chunk (the shell loads the profile list through
// it), and zod there would cost every page's first paint. The schemas come from the callers' chunks.
import type { z } from 'zod';
// Value imports name the contract module, not its index: the index would pull every operation's schemas
// into the entry chunk (zod schema construction cannot be tree-shaken).
import type { ErrorBody, PublicErrorBody } from '../../contract/errors';
import { operationsById } from '../../contract/operations';
import type { HttpMethod, Operation, OperationId } from '../../contract/operations';
import type { authorSuggestPath } from '../../contract/author-suggest';
import type { ProfileId } from '../../contract/profiles';
import type { sourceAuthorsPath } from '../../contract/source-authors';
import type { openApiPath } from '../../contract/operations';
import type { eventEvidencePath } from '../../contract/event-evidence';
import type { companyPath } from '../../contract/company';
import type { overviewPath } from '../../contract/overview';
import { ApiError } from './api-error';

export type { HttpMethod };

/** One call of the interface, as sent through the proxy and as shown to the user (JSON, curl). */
export interface ApiRequest {
  operation: OperationId;
  method: HttpMethod;
  /** GET parameters, already in the interface's wire form (lists comma-joined). */
  query?: Record<string, string>;
  /** POST JSON body. */
  body?: unknown;
}

/** Query-string encoding shared by fetch and the curl line; commas stay readable since lists are comma-joined. */
export function encodeQuery(query: Record<string, string> | undefined): string {
  const pairs = Object.entries(query ?? {}).map(
    ([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value).replace(/%2C/gi, ',')}`,
  );
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** The operation a request calls; a method the operation does not take is a programming error. */
export function operationOf(request: ApiRequest): Operation {
  const operation: Operation = operationsById[request.operation];
  if (!operation.methods.includes(request.method)) {
    throw new Error(`${operation.path} does not take ${request.method}`);
  }
  return operation;
}

export function proxyUrl(profile: ProfileId, request: ApiRequest): string {
  const query = encodeQuery(request.method === 'GET' ? request.query : undefined);
  return `/proxy/${profile}${operationOf(request).path}${query}`;
}

const networkFailureMessage =
  'Could not reach the Newsdeck server. Check your connection and that the server is running, then retry.';

/** What reads an answer: a zod schema, or a hand-written reader of the same shape. */
export interface AnswerReader<Output> {
  safeParse(
    payload: unknown,
  ):
    | { success: true; data: Output }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** Any answer at all: for requests whose answer is not read. */
const anyAnswer: AnswerReader<unknown> = { safeParse: (payload) => ({ success: true, data: payload }) };

/**
 * An error body, ours (`{status: 'error', status_code, error_code, message}`) or the public API's documented
 * one (no error_code), as contract/errors.ts's errorBodySchema and publicErrorBodySchema read it (ours is
 * a case of the public shape); undefined for anything else. api-client.test.ts checks it against them.
 */
export function readErrorBody(payload: unknown): Pick<PublicErrorBody, 'error_code' | 'message'> | undefined {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return undefined;
  const body = payload as Partial<Record<keyof ErrorBody, unknown>>;
  const { status, status_code: statusCode, error_code: errorCode, message } = body;
  if (typeof status !== 'string' || typeof message !== 'string') return undefined;
  if (typeof statusCode !== 'number' || !Number.isSafeInteger(statusCode)) return undefined;
  if (errorCode !== undefined && typeof errorCode !== 'string') return undefined;
  return errorCode === undefined ? { message } : { error_code: errorCode, message };
}

async function fetchJson<Output>(
  url: string,
  init: RequestInit,
  schema: AnswerReader<Output>,
  options: { emptyAllowed?: boolean } = {},
): Promise<Output> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers: { accept: 'application/json', ...init.headers } });
  } catch (error) {
    // An abort is not a failure: the query was cancelled, and TanStack Query expects the abort error itself.
    if (init.signal?.aborted) throw error;
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: networkFailureMessage });
  }

  const text = await response.text();
  let payload: unknown;
  try {
    payload = text === '' ? undefined : JSON.parse(text);
  } catch {
    payload = undefined;
  }

  if (!response.ok) {
    const retryAfter = retryAfterMs(response.headers.get('retry-after'));
    const wait = retryAfter === undefined ? {} : { retryAfterMs: retryAfter };
    // Ours (`{status: 'error', error_code, message}`) or the public API's documented shape (no error_code).
    const body = readErrorBody(payload);
    if (body) {
      throw new ApiError({
        status: response.status,
        code: body.error_code ?? `HTTP_${response.status}`,
        message: body.message,
        ...paramOf(body.message),
        ...wait,
      });
    }
    throw new ApiError({
      status: response.status,
      code: `HTTP_${response.status}`,
      message: `The server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''} without an explanation.`,
      ...wait,
    });
  }

  if (payload === undefined && !options.emptyAllowed) {
    throw new ApiError({
      status: response.status,
      code: 'INVALID_RESPONSE',
      message: 'The server answered, but not with JSON.',
    });
  }
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
    throw new ApiError({
      status: response.status,
      code: 'UNEXPECTED_RESPONSE',
      message: `The answer does not match the interface${where}: ${issue?.message ?? 'invalid'}.`,
    });
  }
  return parsed.data;
}

/** A Retry-After header (seconds, or an HTTP date) in ms from now; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * Error messages start with the parameter they are about (docs/spec/decisions.md, "Everywhere"):
 * "page_size must be between 1 and 1000".
 */
function paramOf(message: string): { param?: string } {
  const match = /^`?([a-z][a-z0-9_.]*)`? (?:must|is|cannot|needs|requires|should|was|has|takes)\b/.exec(
    message,
  );
  return match?.[1] ? { param: match[1] } : {};
}

/** Calls one interface operation through the proxy for `profile` and parses the answer with `schema`. */
export function callInterface<Schema extends z.ZodType>(
  profile: ProfileId,
  request: ApiRequest,
  schema: Schema,
  signal?: AbortSignal,
): Promise<z.output<Schema>> {
  const init: RequestInit =
    request.method === 'POST'
      ? {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(request.body ?? {}),
          signal: signal ?? null,
        }
      : { method: 'GET', signal: signal ?? null };
  return fetchJson(proxyUrl(profile, request), init, schema);
}

/** GETs one of the server's own `/ui/...` endpoints and parses it with `schema` (or a reader of its shape). */
export function getUiResource<Output>(
  path: `/ui/${string}`,
  schema: AnswerReader<Output>,
  signal?: AbortSignal,
): Promise<Output> {
  return fetchJson(path, { method: 'GET', signal: signal ?? null }, schema);
}

/**
 * Sends a change to one of the server's own `/ui/...` endpoints (JSON body) and parses the answer with
 * `schema`; with `schema` null the answer may be empty (a 204) and is not read.
 */
export async function sendUiRequest<Schema extends z.ZodType>(
  path: `/ui/${string}`,
  method: 'POST' | 'PATCH' | 'DELETE',
  body: unknown,
  schema: Schema | null,
): Promise<z.output<Schema> | undefined> {
  const init: RequestInit =
    body === undefined
      ? { method }
      : { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
  if (schema) return fetchJson(path, init, schema);
  await fetchJson(path, init, anyAnswer, { emptyAllowed: true });
  return undefined;
}

/**
 * GETs one of the server's public documents (the local service's OpenAPI document): same origin, no
 * profile and no key, so it reads the same whichever profile is selected.
 */
export function getPublicDocument<Schema extends z.ZodType>(
  path: typeof openApiPath,
  schema: Schema,
  signal?: AbortSignal,
): Promise<z.output<Schema>> {
  return fetchJson(path, { method: 'GET', signal: signal ?? null }, schema);
}

/**
 * Paths of the local service's own extensions, outside the interface (GET only). The proxy forwards them
 * for local profiles only; a public-API profile answers 404.
 */
export type ExtensionPath =
  | typeof authorSuggestPath
  | typeof sourceAuthorsPath
  | typeof eventEvidencePath
  | typeof companyPath
  | typeof overviewPath;

export interface ExtensionRequest {
  path: ExtensionPath;
  query?: Record<string, string>;
}

export function extensionProxyUrl(profile: ProfileId, request: ExtensionRequest): string {
  return `/proxy/${profile}${request.path}${encodeQuery(request.query)}`;
}

/** GETs one of the local service's extensions through the proxy for `profile` and parses it with `schema`. */
export function callExtension<Schema extends z.ZodType>(
  profile: ProfileId,
  request: ExtensionRequest,
  schema: Schema,
  signal?: AbortSignal,
): Promise<z.output<Schema>> {
  return fetchJson(extensionProxyUrl(profile, request), { method: 'GET', signal: signal ?? null }, schema);
}
