// The one error body of every operation (docs/spec/decisions.md, "Everywhere"), its codes, and the mapping
// from a failed request-schema parse to that body.
import { z } from 'zod';

export const errorCodes = [
  'INVALID_JSON',
  'MISSING_API_KEY',
  'INVALID_API_KEY',
  'PLAN_FEATURE_UNAVAILABLE',
  'HISTORICAL_LIMIT',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'TIMEOUT',
  'PAYLOAD_TOO_LARGE',
  'VALIDATION_ERROR',
  'MISSING_PARAMETER',
  'CONFLICTING_PARAMETERS',
  'TOO_MANY_REQUESTS',
  'UPSTREAM_UNAVAILABLE',
  'UPSTREAM_TIMEOUT',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** HTTP status of each error code, as in the table of docs/spec/decisions.md, "Everywhere". */
export const errorHttpStatus: Readonly<Record<ErrorCode, number>> = {
  INVALID_JSON: 400,
  MISSING_API_KEY: 401,
  INVALID_API_KEY: 401,
  PLAN_FEATURE_UNAVAILABLE: 403,
  HISTORICAL_LIMIT: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  TIMEOUT: 408,
  PAYLOAD_TOO_LARGE: 413,
  VALIDATION_ERROR: 422,
  MISSING_PARAMETER: 422,
  CONFLICTING_PARAMETERS: 422,
  TOO_MANY_REQUESTS: 429,
  UPSTREAM_UNAVAILABLE: 502,
  UPSTREAM_TIMEOUT: 504,
  INTERNAL: 500,
};

export function isErrorCode(value: string): value is ErrorCode {
  return (errorCodes as readonly string[]).includes(value);
}

// Any string is accepted on parse (the public API may send codes of its own); the type still offers
// our codes for completion.
const errorCodeSchema: z.ZodType<ErrorCode | (string & {})> = z.string();

export const errorBodySchema = z.looseObject({
  status: z.literal('error'),
  status_code: z.number().int(),
  error_code: errorCodeSchema,
  message: z.string(),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;

/** An error body this project produces itself: its error_code is always one of errorCodes. */
export type OwnErrorBody = ErrorBody & { error_code: ErrorCode };

/**
 * The error shape the public API documents (`{status: "Validation error", status_code, message}`, no
 * error_code). The proxy and the SPA's client use it to recognise an upstream error that is not ours.
 */
export const publicErrorBodySchema = z.looseObject({
  status: z.string(),
  status_code: z.number().int(),
  message: z.string(),
  error_code: z.string().optional(),
});

export type PublicErrorBody = z.infer<typeof publicErrorBodySchema>;

export function createErrorBody(errorCode: ErrorCode, message: string): OwnErrorBody {
  return { status: 'error', status_code: errorHttpStatus[errorCode], error_code: errorCode, message };
}

/** The error codes a request-schema issue may carry in `params.error_code`; anything else is VALIDATION_ERROR. */
export type RequestIssueCode = 'MISSING_PARAMETER' | 'CONFLICTING_PARAMETERS';

export function requestIssueParams(errorCode: RequestIssueCode): { error_code: RequestIssueCode } {
  return { error_code: errorCode };
}

function issueErrorCode(issue: z.core.$ZodIssue): ErrorCode {
  if (issue.code !== 'custom') return 'VALIDATION_ERROR';
  const code: unknown = issue.params?.['error_code'];
  return code === 'MISSING_PARAMETER' || code === 'CONFLICTING_PARAMETERS' ? code : 'VALIDATION_ERROR';
}

function issueMessage(issue: z.core.$ZodIssue): string {
  // Every request-schema issue names its parameter. Should one ever not (a zod default message slipping
  // through), say which parameter is wrong instead of showing zod's wording.
  const [first] = issue.path;
  if (first === undefined || issue.message.includes(String(first))) return issue.message;
  return `${issue.path.map(String).join('.')} is not valid`;
}

/** A 422 body from the first issue of a failed request parse. */
export function zodErrorToErrorBody(error: z.ZodError): OwnErrorBody {
  const issue = error.issues[0];
  if (issue === undefined) return createErrorBody('VALIDATION_ERROR', 'The request is not valid');
  const errorCode = issueErrorCode(issue);
  return { status: 'error', status_code: 422, error_code: errorCode, message: issueMessage(issue) };
}
