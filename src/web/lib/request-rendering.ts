// Shows an interface call the way a user would make it directly: as JSON and as a curl line, token masked.
import { encodeQuery, operationOf } from './api-client';
import type { ApiRequest } from './api-client';

/** The browser never holds a token; the placeholder tells the reader where theirs goes. */
export const maskedToken = '****';

export function requestUrl(request: ApiRequest, baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  return `${base}${operationOf(request).path}${request.method === 'GET' ? encodeQuery(request.query) : ''}`;
}

/** POSIX shell single-quoting: safe for any text, including quotes and `$`. */
export function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

export function renderCurl(request: ApiRequest, baseUrl: string): string {
  const parts = ['curl'];
  if (request.method === 'POST') parts.push('-X POST');
  parts.push(shellQuote(requestUrl(request, baseUrl)));
  parts.push('-H', shellQuote(`x-api-token: ${maskedToken}`));
  if (request.method === 'POST') {
    parts.push('-H', shellQuote('content-type: application/json'));
    parts.push('-d', shellQuote(JSON.stringify(request.body ?? {})));
  }
  return parts.join(' ');
}

export interface RequestJson {
  method: ApiRequest['method'];
  url: string;
  headers: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

export function requestAsJson(request: ApiRequest, baseUrl: string): RequestJson {
  const headers: Record<string, string> = { 'x-api-token': maskedToken };
  if (request.method === 'POST') headers['content-type'] = 'application/json';
  return {
    method: request.method,
    url: requestUrl(request, baseUrl),
    headers,
    ...(request.method === 'GET' ? { query: request.query ?? {} } : { body: request.body ?? {} }),
  };
}

export function renderRequestJson(request: ApiRequest, baseUrl: string): string {
  return JSON.stringify(requestAsJson(request, baseUrl), null, 2);
}
