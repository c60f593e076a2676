import { afterEach, describe, expect, it, vi } from 'vitest';
import { authorSuggestPath, authorSuggestResponseSchema } from '../../contract/author-suggest';
import { callExtension, extensionProxyUrl } from './api-client';
import { ApiError } from './api-error';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('extensions of the local service', () => {
  it('are called through the proxy of the profile, with the query encoded', () => {
    expect(extensionProxyUrl('full', { path: authorSuggestPath, query: { q: 'Zoë & co', limit: '8' } })).toBe(
      '/proxy/full/api/ext/author_suggest?q=Zo%C3%AB%20%26%20co&limit=8',
    );
  });

  it('parse the answer with the given schema', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response('{"suggestions":[{"name":"Ada Marsh","article_count":3}],"q":"ada"}', { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const answer = await callExtension(
      'nlp',
      { path: authorSuggestPath, query: { q: 'ada' } },
      authorSuggestResponseSchema,
    );
    expect(answer.suggestions).toEqual([{ name: 'Ada Marsh', article_count: 3 }]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/proxy/nlp/api/ext/author_suggest?q=ada');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET');
  });

  it('map a refusal (a public-API profile has no extensions) to an ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            '{"status":"error","status_code":404,"error_code":"NOT_FOUND","message":"/api/ext/author_suggest is not an operation of the interface; the proxy forwards nothing else"}',
            { status: 404 },
          ),
      ),
    );
    const error = await callExtension(
      'newscatcher',
      { path: authorSuggestPath, query: { q: 'a' } },
      authorSuggestResponseSchema,
    ).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});
