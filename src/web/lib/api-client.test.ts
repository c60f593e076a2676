import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { errorBodySchema, publicErrorBodySchema } from '../../contract/errors';
import {
  callInterface,
  encodeQuery,
  getUiResource,
  proxyUrl,
  readErrorBody,
  retryAfterMs,
} from './api-client';
import { ApiError, describeError } from './api-error';
import { retryDelay, shouldRetryQuery } from './query-client';

const okSchema = z.object({ value: z.number() });

function answer(status: number, body: string, statusText = '') {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(body, { status, statusText }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('URLs', () => {
  it('sends interface calls through the proxy of the profile', () => {
    expect(proxyUrl('nlp', { operation: 'lookup', method: 'GET', query: { ids: 'a,b', page: '1' } })).toBe(
      '/proxy/nlp/api/search_by_link?ids=a,b&page=1',
    );
    expect(proxyUrl('full', { operation: 'lookup', method: 'POST', query: { ignored: 'x' }, body: {} })).toBe(
      '/proxy/full/api/search_by_link',
    );
  });

  it('encodes everything but the commas that join lists', () => {
    expect(encodeQuery({ links: 'https://a.example/?q=1&r=2 3,x' })).toBe(
      '?links=https%3A%2F%2Fa.example%2F%3Fq%3D1%26r%3D2%203,x',
    );
    expect(encodeQuery({})).toBe('');
  });
});

describe('callInterface', () => {
  it('parses a successful answer with the given schema', async () => {
    const fetchMock = answer(200, '{"value":3,"extra":true}');
    await expect(callInterface('full', { operation: 'lookup', method: 'GET' }, okSchema)).resolves.toEqual({
      value: 3,
    });
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET');
  });

  it('POSTs the body as JSON', async () => {
    const fetchMock = answer(200, '{"value":1}');
    await callInterface('basic', { operation: 'lookup', method: 'POST', body: { ids: ['a'] } }, okSchema);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/proxy/basic/api/search_by_link');
    expect(init?.body).toBe('{"ids":["a"]}');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it("maps the interface's error body to ApiError, with the parameter its message names", async () => {
    answer(
      422,
      '{"status":"error","status_code":422,"error_code":"VALIDATION_ERROR","message":"page_size must be between 1 and 1000"}',
    );
    const error = await failure(callInterface('full', { operation: 'lookup', method: 'GET' }, okSchema));
    expect(error).toMatchObject({
      status: 422,
      code: 'VALIDATION_ERROR',
      message: 'page_size must be between 1 and 1000',
      param: 'page_size',
    });
    expect(error.isClientError).toBe(true);
  });

  it("maps the public API's error body, which has no error_code", async () => {
    answer(401, '{"status":"Unauthorized","status_code":401,"message":"Invalid API key"}');
    const error = await failure(
      callInterface('newscatcher', { operation: 'lookup', method: 'GET' }, okSchema),
    );
    expect(error).toMatchObject({ status: 401, code: 'HTTP_401', message: 'Invalid API key' });
  });

  it('explains an error answer without a JSON body', async () => {
    answer(502, '<html>Bad gateway</html>', 'Bad Gateway');
    const error = await failure(callInterface('full', { operation: 'lookup', method: 'GET' }, okSchema));
    expect(error).toMatchObject({ status: 502, code: 'HTTP_502' });
    expect(error.message).toBe('The server answered 502 Bad Gateway without an explanation.');
    expect(error.isClientError).toBe(false);
  });

  it('reports a success that is not JSON or not of the expected shape', async () => {
    answer(200, '<!doctype html>');
    expect(
      await failure(callInterface('full', { operation: 'lookup', method: 'GET' }, okSchema)),
    ).toMatchObject({
      code: 'INVALID_RESPONSE',
    });
    answer(200, '{"value":"three"}');
    const error = await failure(callInterface('full', { operation: 'lookup', method: 'GET' }, okSchema));
    expect(error.code).toBe('UNEXPECTED_RESPONSE');
    expect(error.message).toMatch(/at value/);
  });

  it('turns a network failure into a clear message', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await failure(getUiResource('/ui/profiles', okSchema));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(error.message).toMatch(/Could not reach the Newsdeck server/);
  });

  it('lets an abort through as it is, for TanStack Query to recognise', async () => {
    const controller = new AbortController();
    const abortError = new DOMException('The operation was aborted.', 'AbortError');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        controller.abort();
        throw abortError;
      }),
    );
    await expect(
      callInterface('full', { operation: 'lookup', method: 'GET' }, okSchema, controller.signal),
    ).rejects.toBe(abortError);
  });
});

describe('retries and descriptions', () => {
  it('does not retry requests that will fail the same way, but retries the rest a little', () => {
    const invalid = new ApiError({ status: 422, code: 'VALIDATION_ERROR', message: 'x' });
    const limited = new ApiError({ status: 429, code: 'TOO_MANY_REQUESTS', message: 'x' });
    const down = new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'x' });
    expect(shouldRetryQuery(0, invalid)).toBe(false);
    expect(shouldRetryQuery(0, limited)).toBe(true);
    expect(shouldRetryQuery(0, down)).toBe(true);
    expect(shouldRetryQuery(2, down)).toBe(false);
  });

  it("waits as long as a 429's Retry-After says, and gives up when that is too long", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              status: 'error',
              status_code: 429,
              error_code: 'TOO_MANY_REQUESTS',
              message: 'Too many concurrent requests',
            }),
            { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '7' } },
          ),
      ),
    );
    const error = await callInterface('full', { operation: 'lookup', method: 'GET' }, okSchema).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).retryAfterMs).toBe(7000);
    expect(retryDelay(0, error)).toBe(7000);
    expect(shouldRetryQuery(0, error)).toBe(true);
    const long = new ApiError({ status: 429, code: 'TOO_MANY_REQUESTS', message: 'x', retryAfterMs: 45_000 });
    expect(shouldRetryQuery(0, long)).toBe(false);
    expect(retryDelay(1, new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'x' }))).toBe(2000);
    expect(retryAfterMs('Wed, 25 Nov 2026 18:00:10 GMT', Date.UTC(2026, 10, 25, 18, 0, 0))).toBe(10_000);
    expect(retryAfterMs('soon')).toBeUndefined();
  });

  it('describes errors in plain language', () => {
    const description = describeError(
      new ApiError({
        status: 429,
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many requests in flight for this key',
      }),
    );
    expect(description).toEqual({
      title: 'Too many requests at once',
      message: 'Too many requests in flight for this key. Wait a moment, then retry.',
      retryable: true,
    });
    expect(describeError(new ApiError({ status: 418, code: 'TEAPOT', message: 'x' })).title).toBe(
      'The request failed',
    );
  });

  it.each([
    'Failed to fetch dynamically imported module: http://127.0.0.1:8080/assets/NotFoundPage-KNFo7DFF.js',
    'error loading dynamically imported module: http://127.0.0.1:8080/assets/Charts-a1.js',
    'Importing a module script failed.',
  ])('asks for a reload, not a retry, when the code of a part of the page did not arrive: %s', (message) => {
    const description = describeError(new TypeError(message));
    expect(description).toMatchObject({
      title: 'Part of the dashboard could not be loaded',
      retryable: false,
      reload: true,
    });
    expect(description.message).toMatch(/Reload the page/);
  });

  it('keeps other errors retryable, without a reload', () => {
    expect(describeError(new TypeError('x is not a function'))).toEqual({
      title: 'Something went wrong',
      message: 'x is not a function',
      retryable: true,
    });
  });
});

describe('readErrorBody', () => {
  // The client reads error bodies without zod (it sits in the entry chunk): it must agree with the contract.
  const field = fc.oneof(
    fc.constantFrom(undefined, null, 'error', 'Validation error', 'NOT_FOUND', 422, 422.5, 2 ** 60, true),
    fc.string({ maxLength: 6 }),
    fc.integer(),
  );
  const body = fc.oneof(
    fc.record(
      { status: field, status_code: field, error_code: field, message: field, extra: field },
      { requiredKeys: [] },
    ),
    fc.anything(),
  );

  it("reads what the contract's error schemas read, and nothing else", () => {
    fc.assert(
      fc.property(body, (payload) => {
        const ours = errorBodySchema.safeParse(payload);
        const expected = ours.success ? ours.data : publicErrorBodySchema.safeParse(payload).data;
        const read = readErrorBody(payload);
        if (expected === undefined) expect(read).toBeUndefined();
        else expect(read).toEqual({ error_code: expected.error_code, message: expected.message });
      }),
      { numRuns: 2000 },
    );
  });
});
