import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authorSuggestionLimit, authorSuggestQueryOptions } from './author-suggest';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('authorSuggestQueryOptions', () => {
  it('keys a suggestion by profile and typed text only, whichever page asks', () => {
    expect(authorSuggestQueryOptions('full', 'ada').queryKey).toEqual(['author-suggest', 'full', 'ada']);
    expect(authorSuggestQueryOptions('nlp', 'ada').queryKey).not.toEqual(
      authorSuggestQueryOptions('full', 'ada').queryKey,
    );
  });

  it('asks the extension once for two callers of the same text', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response('{"suggestions":[{"name":"Ada Marsh","article_count":3}],"q":"ada"}', { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = new QueryClient();
    const [first, second] = await Promise.all([
      queryClient.fetchQuery(authorSuggestQueryOptions('full', 'ada')),
      queryClient.fetchQuery(authorSuggestQueryOptions('full', 'ada')),
    ]);
    expect(first.suggestions).toEqual([{ name: 'Ada Marsh', article_count: 3 }]);
    expect(second).toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      `/proxy/full/api/ext/author_suggest?q=ada&limit=${authorSuggestionLimit}`,
    );
  });
});
