import { describe, expect, it } from 'vitest';
import { zodErrorToErrorBody } from './errors';
import {
  lookupRequestSchema,
  lookupResponseSchema,
  lookupUserInputKeys,
  lookupUserInputSchema,
} from './lookup';
import { minimalArticleSample, publicArticleSample } from './test-samples';

function errorBody(value: unknown) {
  const result = lookupRequestSchema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return zodErrorToErrorBody(result.error);
}

describe('lookupRequestSchema', () => {
  it('reads the GET and the POST form alike, with defaults, dropping duplicates in order', () => {
    const fromQuery = lookupRequestSchema.parse({ ids: 'b, a,b', page: '2', page_size: '10' });
    const fromBody = lookupRequestSchema.parse({ ids: ['b', 'a', 'b'], page: 2, page_size: 10 });
    expect(fromQuery).toEqual({ ids: ['b', 'a'], page: 2, page_size: 10 });
    expect(fromBody).toEqual(fromQuery);
    expect(lookupRequestSchema.parse({ links: 'https://x.com/a' })).toEqual({
      links: ['https://x.com/a'],
      page: 1,
      page_size: 100,
    });
  });

  it('ignores unknown parameters such as from_', () => {
    expect(lookupRequestSchema.parse({ ids: 'a', from_: '1 month ago', robots_compliant: true })).toEqual({
      ids: ['a'],
      page: 1,
      page_size: 100,
    });
  });

  it('needs exactly one of ids and links', () => {
    expect(errorBody({ ids: 'a', links: 'https://x.com/a' })).toEqual({
      status: 'error',
      status_code: 422,
      error_code: 'CONFLICTING_PARAMETERS',
      message: 'ids and links cannot be used together; give exactly one of them',
    });
    expect(errorBody({})).toMatchObject({
      error_code: 'MISSING_PARAMETER',
      message: 'ids or links is required; give exactly one of them',
    });
    expect(errorBody({ ids: ' , ', links: [] }).error_code).toBe('MISSING_PARAMETER');
  });

  it('checks page and page_size', () => {
    expect(errorBody({ ids: 'a', page_size: '1001' })).toMatchObject({
      error_code: 'VALIDATION_ERROR',
      message: 'page_size must be between 1 and 1000',
    });
    expect(errorBody({ ids: 'a', page: 0 }).message).toBe('page must be at least 1');
    expect(errorBody({ ids: 'a', page: 'two' }).message).toBe('page must be an integer, got "two"');
    expect(errorBody({ ids: 7 }).message).toBe('ids must be a string or a list of strings');
  });
});

describe('lookupResponseSchema', () => {
  it('accepts an answer with public-API articles, keeping their extra fields', () => {
    const answer = {
      status: '2 out of 3 articles found',
      total_hits: 2,
      page: 1,
      total_pages: 1,
      page_size: 100,
      articles: [
        publicArticleSample(),
        { ...minimalArticleSample(), highlight: null, parse_date: '2025-09-10 06:40:02' },
      ],
      user_input: { ids: ['5f8d0d55b6e45e00179c6e7e', 'a1', 'zz'], links: null, page: 1, page_size: 100 },
    };
    const parsed = lookupResponseSchema.parse(answer);
    expect(parsed.articles[0]?.['robots_compliant']).toBe(true);
    expect(parsed.articles[1]?.id).toBe('a1');
  });

  it('rejects an article without a required field', () => {
    const { id: _id, ...withoutId } = minimalArticleSample();
    const answer = {
      status: '0 out of 1 articles found',
      total_hits: 0,
      page: 1,
      total_pages: 0,
      page_size: 100,
      articles: [withoutId],
      user_input: {},
    };
    expect(lookupResponseSchema.safeParse(answer).success).toBe(false);
  });

  it('echoes ids, links, page and page_size', () => {
    expect(Object.keys(lookupUserInputSchema.shape)).toEqual([...lookupUserInputKeys]);
  });
});
