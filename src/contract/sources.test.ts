import { describe, expect, it } from 'vitest';
import { zodErrorToErrorBody } from './errors';
import {
  sourcesRequestSchema,
  sourcesResponseSchema,
  sourcesUserInputKeys,
  sourcesUserInputSchema,
} from './sources';

function errorBody(value: Record<string, unknown>) {
  const result = sourcesRequestSchema.safeParse(value);
  if (result.success) throw new Error(`expected a failure for ${JSON.stringify(value)}`);
  return zodErrorToErrorBody(result.error);
}

describe('sourcesRequestSchema', () => {
  it('reads the GET and the POST form alike', () => {
    const fromQuery = sourcesRequestSchema.parse({
      lang: 'EN, fr',
      countries: 'us',
      include_additional_info: 'true',
      from_rank: '1',
      to_rank: '500',
      source_name: 'sport, tech',
    });
    const fromBody = sourcesRequestSchema.parse({
      lang: ['en', 'fr'],
      countries: ['US'],
      include_additional_info: true,
      from_rank: 1,
      to_rank: 500,
      source_name: ['sport', 'tech'],
    });
    expect(fromBody).toEqual(fromQuery);
    expect(fromQuery).toMatchObject({
      lang: ['en', 'fr'],
      countries: ['US'],
      include_additional_info: true,
      source_name: ['sport', 'tech'],
    });
  });

  it('reads the POST spelling predefinied_sources into predefined_sources, the public spelling winning', () => {
    const misspelt = sourcesRequestSchema.parse({ predefinied_sources: 'top 10 US' });
    expect(misspelt.predefined_sources).toEqual(
      sourcesRequestSchema.parse({ predefined_sources: 'top 10 US' }).predefined_sources,
    );
    expect(misspelt).not.toHaveProperty('predefinied_sources');
    const both = sourcesRequestSchema.parse({
      predefined_sources: 'top 5 GB',
      predefinied_sources: 'top 10 US',
    });
    expect(both.predefined_sources).toEqual(
      sourcesRequestSchema.parse({ predefined_sources: 'top 5 GB' }).predefined_sources,
    );
  });

  it('needs at least one of lang, countries, predefined_sources, source_name, source_url', () => {
    for (const value of [
      {},
      { include_additional_info: true },
      { from_rank: 1, to_rank: 10 },
      { lang: '' },
    ]) {
      expect(errorBody(value)).toEqual({
        status: 'error',
        status_code: 422,
        error_code: 'MISSING_PARAMETER',
        message: 'At least one of lang, countries, predefined_sources, source_name or source_url is required',
      });
    }
  });

  it('lets source_url stand alone, except for include_additional_info', () => {
    expect(
      sourcesRequestSchema.parse({ source_url: 'bbc.com, nytimes.com', include_additional_info: true }),
    ).toMatchObject({
      source_url: ['bbc.com', 'nytimes.com'],
      include_additional_info: true,
    });
    expect(errorBody({ source_url: 'bbc.com', lang: 'en' })).toEqual({
      status: 'error',
      status_code: 422,
      error_code: 'CONFLICTING_PARAMETERS',
      message: 'source_url cannot be combined with lang; only include_additional_info may be given beside it',
    });
    expect(errorBody({ source_url: 'bbc.com', to_rank: 100 }).message).toBe(
      'source_url cannot be combined with to_rank; only include_additional_info may be given beside it',
    );
    expect(errorBody({ source_url: 'bbc.com', predefinied_sources: 'top 5 US' }).error_code).toBe(
      'CONFLICTING_PARAMETERS',
    );
  });

  it('checks codes, ranks and booleans with messages naming the parameter', () => {
    expect(errorBody({ lang: 'english' }).message).toContain('lang contains "english"');
    expect(errorBody({ countries: 'US,ZZ' }).message).toContain('countries contains "ZZ"');
    expect(errorBody({ lang: 'en', to_rank: 1_000_000 }).message).toBe(
      'to_rank must be between 0 and 999999',
    );
    expect(errorBody({ lang: 'en', from_rank: 9, to_rank: 3 }).message).toBe(
      'from_rank (9) must not be greater than to_rank (3)',
    );
    expect(errorBody({ lang: 'en', include_additional_info: 'yes' }).message).toBe(
      'include_additional_info must be true or false, got "yes"',
    );
  });
});

describe('sourcesResponseSchema', () => {
  it('accepts an answer with and without additional_info, keeping extra fields', () => {
    const answer = {
      message: 'Maximum sources displayed according to your plan is set to 1000',
      sources: [
        { name_source: 'BBC', domain_url: 'bbc.com', logo: null },
        {
          name_source: 'The New York Times',
          domain_url: 'nytimes.com',
          logo: 'https://nytimes.com/logo.png',
          additional_info: {
            nb_articles_for_7d: 153,
            country: 'US',
            rank: 117,
            is_news_domain: true,
            news_domain_type: 'Original Content',
            news_type: 'General News Outlets',
            robots_compliant: '100%',
          },
        },
      ],
      user_input: { ...Object.fromEntries(sourcesUserInputKeys.map((key) => [key, null])), lang: ['en'] },
    };
    const parsed = sourcesResponseSchema.parse(answer);
    expect(parsed.sources[1]?.additional_info?.['news_type']).toBe('General News Outlets');
  });

  it('reads a source given as a bare domain string', () => {
    const parsed = sourcesResponseSchema.parse({ message: 'm', sources: ['bbc.com'], user_input: {} });
    expect(parsed.sources).toEqual([{ domain_url: 'bbc.com', name_source: null, logo: null }]);
  });

  it('echoes the eight sources parameters', () => {
    expect(Object.keys(sourcesUserInputSchema.shape)).toEqual([...sourcesUserInputKeys]);
  });
});
