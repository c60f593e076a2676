import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { paramOfError } from './error-fields';
import { clearParams, lockedParamsInUse } from './plan-gates';
import { authorsSearchSchema } from './authors-search';

const apiError = (message: string, param?: string) =>
  new ApiError({ status: 422, code: 'VALIDATION_ERROR', message, ...(param ? { param } : {}) });

describe('paramOfError', () => {
  it('names the param the message starts with, as the interface writes its messages', () => {
    expect(
      paramOfError(apiError('lang contains "xx", which is not a two-letter ISO 639-1 language code')),
    ).toBe('lang');
    expect(paramOfError(apiError('from_ (2026-09-22T08:12:09) reaches further back than the 30 days'))).toBe(
      'from_',
    );
    expect(paramOfError(apiError('ORG_entity_name needs the NLP layer'))).toBe('ORG_entity_name');
  });

  it('uses the param the client already found', () => {
    expect(paramOfError(apiError('page_size must be between 1 and 1000', 'page_size'))).toBe('page_size');
  });

  it('names nothing for other messages and other errors', () => {
    expect(paramOfError(apiError('The upstream API could not be reached'))).toBeNull();
    expect(paramOfError(apiError('links and ids cannot be used together'))).toBeNull();
    expect(paramOfError(new Error('lang is wrong'))).toBeNull();
  });
});

describe('lockedParamsInUse', () => {
  const search = authorsSearchSchema.parse({
    author_name: 'Ada',
    lang: 'en',
    theme: 'Tech',
    include_nlp_data: true,
    iptc_tags: '20000199',
  });

  it('lists the params whose feature the plan lacks', () => {
    expect(lockedParamsInUse(search, (feature) => feature === 'nlp')).toEqual(['iptc_tags']);
    expect(lockedParamsInUse(search, () => false)).toEqual(['include_nlp_data', 'theme', 'iptc_tags']);
  });

  it('locks nothing while the plan is unknown', () => {
    expect(lockedParamsInUse(search, () => null)).toEqual([]);
  });

  it('removes them with clearParams', () => {
    expect(clearParams(['theme', 'iptc_tags'])).toEqual({ theme: undefined, iptc_tags: undefined });
  });
});
