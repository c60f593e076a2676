// Reading an operation's parameters: the GET query or the POST JSON body, validated with the contract.
import type { Context } from 'hono';
import type { z } from 'zod';
import { zodErrorToErrorBody } from '../../contract';
import { ApiError } from '../http/errors';

export type RawParams = Record<string, unknown>;

/** GET and HEAD carry their parameters in the query and have no body. */
export const isBodiless = (method: string) => method === 'GET' || method === 'HEAD';

/** GET parameters: the query; a repeated parameter becomes a list. */
function queryParams(c: Context): RawParams {
  const params: RawParams = {};
  for (const [name, values] of Object.entries(c.req.queries())) {
    params[name] = values.length === 1 ? values[0] : values;
  }
  return params;
}

/**
 * A request body that must be a JSON object (POST parameters; the dashboard's watchlist requests): anything
 * else is a 400 saying what was wrong.
 */
export function parseJsonObjectBody(text: string): RawParams {
  if (text.trim() === '')
    throw new ApiError(400, 'INVALID_JSON', 'The request body is empty; send a JSON object');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'INVALID_JSON', 'The request body is not valid JSON; send a JSON object');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, 'INVALID_JSON', 'The request body must be a JSON object');
  }
  return body as RawParams;
}

/** Validates parameters with a contract schema; the first problem becomes the 422 error body. */
function parseParams<S extends z.ZodType>(schema: S, params: RawParams): z.output<S> {
  const parsed = schema.safeParse(params);
  if (parsed.success) return parsed.data;
  const body = zodErrorToErrorBody(parsed.error);
  throw new ApiError(422, body.error_code, body.message);
}

/** Distinct requests remembered per operation; beyond this the memory starts over. */
const MAX_REMEMBERED = 1000;

/** An operation's parameters: from a GET's query at once, or from a POST's body once it has arrived. */
export interface RequestReader<T> {
  query(c: Context): T;
  body(c: Context): Promise<T>;
}

/**
 * Reads and validates an operation's parameters, remembering the result by the request's raw text (query
 * string or body): a repeated request — the common case for a dashboard and under load — is not parsed and
 * validated again. Parsing is a pure function of that text, and results are frozen, so sharing them is safe.
 */
export function requestReader<S extends z.ZodType>(schema: S): RequestReader<z.output<S>> {
  // Queries and bodies apart: a body that reads like a remembered query string is still not JSON.
  const fromQuery = new Map<string, z.output<S>>();
  const fromBody = new Map<string, z.output<S>>();
  const read = (remembered: Map<string, z.output<S>>, raw: string, params: () => RawParams): z.output<S> => {
    const known = remembered.get(raw);
    if (known !== undefined) return known;
    const request = deepFreeze(parseParams(schema, params()));
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    remembered.set(raw, request);
    return request;
  };
  return {
    query: (c) => {
      const url = c.req.url;
      const start = url.indexOf('?');
      return read(fromQuery, start < 0 ? '' : url.slice(start), () => queryParams(c));
    },
    body: async (c) => {
      const text = await c.req.text();
      return read(fromBody, text, () => parseJsonObjectBody(text));
    },
  };
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
