import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-error';
import { sourcesQueries, topAuthorsLimit } from './queries';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sourcesQueries.topAuthors', () => {
  it("asks the profile's proxy for the source's top authors over the window, and parses the answer", async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(
          '{"source":"harbor.example","days":90,"authors":[{"name":"Ana Ruiz","article_count":3},{"name":"Bo Li","article_count":1}]}',
          { status: 200 },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const answer = await new QueryClient().fetchQuery(sourcesQueries.topAuthors('nlp', 'harbor.example'));
    expect(answer.authors).toEqual([
      { name: 'Ana Ruiz', article_count: 3 },
      { name: 'Bo Li', article_count: 1 },
    ]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      `/proxy/nlp/api/ext/source_authors?source=harbor.example&days=90&limit=${topAuthorsLimit}`,
    );
  });

  it('is keyed by profile and source, so another profile or source asks again', () => {
    const key = sourcesQueries.topAuthors('nlp', 'a.example').queryKey;
    expect(key.slice(0, 2)).toEqual(sourcesQueries.all('nlp'));
    expect(key).not.toEqual(sourcesQueries.topAuthors('full', 'a.example').queryKey);
    expect(key).not.toEqual(sourcesQueries.topAuthors('nlp', 'b.example').queryKey);
  });

  it('fails with an ApiError when the answer is not the contract', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"source":"a.example","authors":"many"}')),
    );
    const error = await new QueryClient({ defaultOptions: { queries: { retry: false } } })
      .fetchQuery(sourcesQueries.topAuthors('nlp', 'a.example'))
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'UNEXPECTED_RESPONSE' });
  });
});
