// Reading an operation's parameters: the GET query or the POST JSON body, validated with the contract.
import type { Context } from 'hono';
import type { z } from 'zod';
import { zodErrorToErrorBody } from '../../contract';
import { ApiError } from '../http/errors';

export type RawParams = Record<string, unknown>;

/** GET: the query (a repeated parameter becomes a list). POST: the body, which must be a JSON object. */
export async function readParams(c: Context): Promise<RawParams> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') {
    const params: RawParams = {};
    for (const [name, values] of Object.entries(c.req.queries())) {
      params[name] = values.length === 1 ? values[0] : values;
    }
    return params;
  }
  const text = await c.req.text();
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
export function parseParams<S extends z.ZodType>(schema: S, params: RawParams): z.output<S> {
  const parsed = schema.safeParse(params);
  if (parsed.success) return parsed.data;
  const body = zodErrorToErrorBody(parsed.error);
  throw new ApiError(422, body.error_code, body.message);
}
