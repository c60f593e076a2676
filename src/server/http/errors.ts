// The one error type of the server and the one JSON error body it becomes (docs/spec/decisions.md,
// "Everywhere").
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { logger, loggablePath } from '../log';
import { correlationId, respond } from './answer';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function errorBody(status: number, code: string, message: string) {
  return { status: 'error' as const, status_code: status, error_code: code, message };
}

export function errorResponse(c: Context, error: ApiError): Response {
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json(errorBody(error.status, error.code, error.message), error.status);
}

/** A refusal made before any app has the request: the JSON body, with the headers of every data answer. */
export function apiErrorAnswer(request: Request, error: ApiError): Response {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  for (const [name, value] of Object.entries(error.headers)) headers[name.toLowerCase()] = value;
  const body = Buffer.from(JSON.stringify(errorBody(error.status, error.code, error.message)));
  return respond(request, error.status, body, headers);
}

/** Anything thrown becomes the JSON body: ApiErrors as they are, everything else as a logged 500. */
export function toErrorResponse(c: Context, error: unknown): Response {
  if (error instanceof ApiError) return errorResponse(c, error);
  if (error instanceof HTTPException) {
    // Hono middleware (basic auth, timeout) answers with its own response; give it the JSON body.
    const response = error.getResponse();
    if (response.headers.get('content-type')?.includes('json')) return response;
    const code = error.status === 401 ? 'UNAUTHORIZED' : error.status === 408 ? 'TIMEOUT' : 'HTTP_ERROR';
    const message =
      error.status === 401
        ? 'The dashboard needs its password (user newsdeck)'
        : error.message || 'Request refused';
    const json = errorResponse(c, new ApiError(error.status, code, message));
    response.headers.forEach((value, name) => {
      if (name.toLowerCase() === 'www-authenticate') json.headers.set(name, value);
    });
    return json;
  }
  const status = (error as { status?: unknown })?.status;
  if (status === 413)
    return errorResponse(c, new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The request body is larger than 1 MiB'));
  // The client went away while its body was being read: nobody will read an answer, nothing to log.
  if ((error as Error)?.message === 'aborted' || (error as { code?: string })?.code === 'ECONNRESET') {
    return errorResponse(c, new ApiError(400, 'INVALID_JSON', 'The request body was cut off'));
  }
  // The id is in the answer's correlation-id header and in its message, so a report can be matched to the line.
  const requestId = correlationId(c.req.raw);
  const url = c.req.url;
  logger().error(
    {
      err: error,
      method: c.req.method,
      path: loggablePath(url.slice(url.indexOf('/', url.indexOf('//') + 2))),
      requestId,
    },
    'internal error',
  );
  return errorResponse(
    c,
    new ApiError(
      500,
      'INTERNAL',
      `The server failed to answer this request; it has been logged with request id ${requestId}`,
      { 'correlation-id': requestId },
    ),
  );
}
