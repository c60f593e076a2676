// The one error type of the SPA's API calls, and how each kind is put to the user in plain language.

export interface ApiErrorInit {
  /** HTTP status; 0 when no answer arrived (network failure). */
  status: number;
  /** The interface's `error_code`, or one of ours: NETWORK_ERROR, INVALID_RESPONSE, UNEXPECTED_RESPONSE, HTTP_<status>. */
  code: string;
  message: string;
  /** The request parameter the error is about, when the message names one. */
  param?: string;
  /** How long the server asked to wait before trying again (its Retry-After), in ms. */
  retryAfterMs?: number;
}

export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly param?: string;
  readonly retryAfterMs?: number;

  constructor({ status, code, message, param, retryAfterMs }: ApiErrorInit) {
    super(message);
    this.status = status;
    this.code = code;
    if (param !== undefined) this.param = param;
    if (retryAfterMs !== undefined) this.retryAfterMs = retryAfterMs;
  }

  /** 4xx answers are the request's fault and will fail the same way again, except timeouts and rate limits. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500 && this.status !== 408 && this.status !== 429;
  }
}

export interface ErrorDescription {
  title: string;
  message: string;
  /** Whether trying the same request again may help. */
  retryable: boolean;
  /** Only reloading the page can help: the page's own code did not load (see isCodeLoadFailure). */
  reload?: boolean;
}

/**
 * The browsers' words for a lazily loaded part of the SPA whose code did not arrive (Chromium, Firefox,
 * Safari): most often a chunk of the build the page was loaded with, gone since the server restarted on a
 * newer build, which a retry asks for again in vain.
 */
const codeLoadFailure =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

export function isCodeLoadFailure(error: unknown): boolean {
  return error instanceof Error && codeLoadFailure.test(error.message);
}

const titlesByCode: Record<string, string> = {
  NETWORK_ERROR: 'The server could not be reached',
  INVALID_JSON: 'The request body was not accepted',
  MISSING_API_KEY: 'This profile has no API key',
  INVALID_API_KEY: "This profile's API key was refused",
  PLAN_FEATURE_UNAVAILABLE: "This profile's plan does not include that feature",
  HISTORICAL_LIMIT: "That date range is beyond this profile's plan",
  NOT_FOUND: 'That address does not exist',
  METHOD_NOT_ALLOWED: 'That method is not allowed here',
  TIMEOUT: 'The request took too long',
  PAYLOAD_TOO_LARGE: 'The request is too large',
  VALIDATION_ERROR: 'The request was not valid',
  MISSING_PARAMETER: 'A required parameter is missing',
  CONFLICTING_PARAMETERS: 'Some parameters cannot be used together',
  TOO_MANY_REQUESTS: 'Too many requests at once',
  UPSTREAM_UNAVAILABLE: 'The news service is unavailable',
  UPSTREAM_TIMEOUT: 'The news service did not answer in time',
  INTERNAL: 'The server ran into a problem',
  INVALID_RESPONSE: 'The server sent an unreadable answer',
  UNEXPECTED_RESPONSE: 'The server sent an answer of an unexpected shape',
};

function titleForStatus(status: number): string {
  if (status >= 500) return 'The server ran into a problem';
  if (status === 401 || status === 403) return 'The request was not allowed';
  if (status === 404) return 'Not found';
  return 'The request failed';
}

/** Turns anything thrown by a query into a title, a sentence and whether a retry may help. */
export function describeError(error: unknown): ErrorDescription {
  if (error instanceof ApiError) {
    const title = titlesByCode[error.code] ?? titleForStatus(error.status);
    const retryable = !error.isClientError;
    const hint =
      error.code === 'TOO_MANY_REQUESTS'
        ? ' Wait a moment, then retry.'
        : error.code === 'INVALID_API_KEY' || error.code === 'MISSING_API_KEY'
          ? ' Choose another profile, or check the server configuration.'
          : '';
    const sentence = /[.!?]$/.test(error.message) ? error.message : `${error.message}.`;
    return { title, message: `${sentence}${hint}`, retryable };
  }
  if (isCodeLoadFailure(error)) {
    return {
      title: 'Part of the dashboard could not be loaded',
      message:
        'Its code did not arrive: the dashboard may have been updated since this page was opened, or the ' +
        'connection dropped. Reload the page to get the current version.',
      retryable: false,
      reload: true,
    };
  }
  if (error instanceof Error) {
    return { title: 'Something went wrong', message: error.message, retryable: true };
  }
  return { title: 'Something went wrong', message: String(error), retryable: true };
}
