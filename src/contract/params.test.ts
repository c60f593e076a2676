import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  boolParam,
  codeListParam,
  describeValue,
  enumListParam,
  enumParam,
  floatParam,
  intParam,
  listParam,
  predefinedSourcesParam,
  stringParam,
} from './params';

function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

function parsed(schema: z.ZodType, value: unknown): unknown {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new Error(`expected success for ${describeValue(value)}: ${result.error.message}`);
  return result.data;
}

/** Any input gives either a value or issues that all name the parameter; parsing never throws. */
function expectTotal(schema: z.ZodType, name: string, arbitrary: fc.Arbitrary<unknown>): void {
  fc.assert(
    fc.property(arbitrary, (value) => {
      const result = schema.safeParse(value);
      if (!result.success) {
        expect(result.error.issues.length).toBeGreaterThan(0);
        for (const issue of result.error.issues) expect(issue.message).toContain(name);
      }
    }),
  );
}

// Query-like strings (commas, blanks, case) mixed with JSON-like values.
const anyInput: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything(),
  fc.string(),
  fc.array(fc.string()),
  fc.constantFrom('', ' ', ',', 'true', 'FALSE', '1', '0', 'maybe', '1.5', '-3', '1e3', 'NaN'),
);

describe('listParam', () => {
  const ids = listParam('ids');

  it('splits a comma-separated string, trims items and drops empty ones', () => {
    expect(parsed(ids, ' a, b ,,c ,')).toEqual(['a', 'b', 'c']);
  });

  it('takes an array of strings whole, without splitting items on commas', () => {
    expect(parsed(ids, [' https://x.com/a,b ', 'c'])).toEqual(['https://x.com/a,b', 'c']);
  });

  it('removes duplicates, keeping first-seen order', () => {
    expect(parsed(ids, 'b,a,b, a')).toEqual(['b', 'a']);
  });

  it('treats absent, null, blank and empty values as not given', () => {
    for (const value of [undefined, null, '', '  ', ' , ,', [], ['', ' ']])
      expect(parsed(ids, value)).toBeUndefined();
  });

  it('rejects other values with a message naming the parameter', () => {
    expect(messages(ids, 5)).toEqual(['ids must be a string or a list of strings']);
    expect(messages(ids, ['a', 1])).toEqual(['ids must be a string or a list of strings']);
    expect(messages(ids, { a: 'b' })).toEqual(['ids must be a string or a list of strings']);
  });

  it('is required when asked to be', () => {
    expect(messages(listParam('links', { required: true }), '')).toEqual(['links is required']);
  });

  it('gives the same list from the GET string and the POST array', () => {
    const item = fc.string().filter((text) => !text.includes(','));
    fc.assert(
      fc.property(fc.array(item, { minLength: 1 }), (items) => {
        expect(ids.safeParse(items.join(',')).data).toEqual(ids.safeParse(items).data);
      }),
    );
  });

  it('never throws and always names the parameter', () => expectTotal(ids, 'ids', anyInput));
});

describe('codeListParam', () => {
  const lang = codeListParam('lang', 'language');
  const countries = codeListParam('countries', 'country');

  it('normalises languages to lower case and countries to upper case', () => {
    expect(parsed(lang, 'EN, Fr')).toEqual(['en', 'fr']);
    expect(parsed(countries, ['us', 'Ca'])).toEqual(['US', 'CA']);
  });

  it('reads UK as GB and removes the duplicate', () => {
    expect(parsed(countries, 'UK,FR,gb')).toEqual(['GB', 'FR']);
  });

  it('names the parameter and the bad code', () => {
    expect(messages(lang, 'en,xx')).toEqual([
      'lang contains "xx", which is not a two-letter ISO 639-1 language code such as en or fr',
    ]);
    const [message] = messages(countries, 'US, EU');
    expect(message).toContain('countries');
    expect(message).toContain('"EU"');
    expect(messages(codeListParam('not_lang', 'language'), 'eng')[0]).toContain('not_lang contains "eng"');
  });

  it('never throws and always names the parameter', () => {
    expectTotal(lang, 'lang', anyInput);
    expectTotal(countries, 'countries', anyInput);
  });
});

describe('enumListParam', () => {
  const theme = enumListParam('theme', ['Business', 'Tech'] as const);

  it('matches case-insensitively and returns the canonical spelling', () => {
    expect(parsed(theme, 'tech, BUSINESS')).toEqual(['Tech', 'Business']);
  });

  it('lists the allowed values for an unknown one', () => {
    expect(messages(theme, 'Tech,Gossip')).toEqual([
      'theme contains "Gossip", which is not one of "Business", "Tech"',
    ]);
  });
});

describe('boolParam', () => {
  const isHeadline = boolParam('is_headline');

  it('reads booleans and the words true/false/1/0 in any case', () => {
    for (const value of [true, 'true', 'TRUE', ' True ', '1', 1])
      expect(parsed(isHeadline, value)).toBe(true);
    for (const value of [false, 'false', 'False', '0', 0]) expect(parsed(isHeadline, value)).toBe(false);
  });

  it('rejects anything else, naming the value', () => {
    expect(messages(isHeadline, 'maybe')).toEqual(['is_headline must be true or false, got "maybe"']);
    expect(messages(isHeadline, 2)).toEqual(['is_headline must be true or false, got 2']);
    expect(messages(isHeadline, ['true'])).toEqual(['is_headline must be true or false, got ["true"]']);
  });

  it('uses its default only when not given', () => {
    const rankedOnly = boolParam('ranked_only', { default: true });
    expect(parsed(rankedOnly, undefined)).toBe(true);
    expect(parsed(rankedOnly, '')).toBe(true);
    expect(parsed(rankedOnly, 'false')).toBe(false);
    expect(parsed(isHeadline, undefined)).toBeUndefined();
  });

  it('gives the same value from the GET string and the POST boolean', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (value, upper) => {
        const text = upper ? String(value).toUpperCase() : String(value);
        expect(isHeadline.safeParse(text).data).toBe(isHeadline.safeParse(value).data);
      }),
    );
  });

  it('never throws and always names the parameter', () => expectTotal(isHeadline, 'is_headline', anyInput));
});

describe('intParam', () => {
  const pageSize = intParam('page_size', { min: 1, max: 1000, default: 100 });
  const page = intParam('page', { min: 1 });

  it('reads numbers and numeric strings', () => {
    expect(parsed(pageSize, '25')).toBe(25);
    expect(parsed(pageSize, ' 25 ')).toBe(25);
    expect(parsed(pageSize, 25)).toBe(25);
    expect(parsed(pageSize, undefined)).toBe(100);
  });

  it('says when the value is not an integer', () => {
    expect(messages(pageSize, '2.5')).toEqual(['page_size must be an integer, got "2.5"']);
    expect(messages(pageSize, 'ten')).toEqual(['page_size must be an integer, got "ten"']);
    expect(messages(pageSize, true)).toEqual(['page_size must be an integer, got true']);
  });

  it('states the bounds when out of range', () => {
    expect(messages(pageSize, 0)).toEqual(['page_size must be between 1 and 1000']);
    expect(messages(pageSize, '1001')).toEqual(['page_size must be between 1 and 1000']);
    expect(messages(page, '0')).toEqual(['page must be at least 1']);
    expect(messages(page, '1e300')).toEqual([`page must be at most ${Number.MAX_SAFE_INTEGER}`]);
    expect(messages(intParam('word_count_min', { min: 0 }), -1)).toEqual([
      'word_count_min must be at least 0',
    ]);
  });

  it('gives the same value from the GET string and the POST number', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5000, max: 5000 }), (value) => {
        const fromString = pageSize.safeParse(String(value));
        const fromNumber = pageSize.safeParse(value);
        expect(fromString.success).toBe(fromNumber.success);
        expect(fromString.data).toBe(fromNumber.data);
        expect(fromNumber.success).toBe(value >= 1 && value <= 1000);
      }),
    );
  });

  it('never throws and always names the parameter', () => expectTotal(pageSize, 'page_size', anyInput));
});

describe('floatParam', () => {
  const sentiment = floatParam('title_sentiment_min', { min: -1, max: 1 });

  it('reads numbers and decimal strings within bounds', () => {
    expect(parsed(sentiment, '-0.5')).toBe(-0.5);
    expect(parsed(sentiment, '.25')).toBe(0.25);
    expect(parsed(sentiment, 1)).toBe(1);
  });

  it('names the parameter for a non-number and for a value out of range', () => {
    expect(messages(sentiment, 'high')).toEqual(['title_sentiment_min must be a number, got "high"']);
    expect(messages(sentiment, 'NaN')).toEqual(['title_sentiment_min must be a number, got "NaN"']);
    expect(messages(sentiment, '1.5')).toEqual(['title_sentiment_min must be between -1 and 1']);
  });

  it('gives the same value from the GET string and the POST number', () => {
    fc.assert(
      fc.property(fc.double({ min: -2, max: 2, noNaN: true }), (value) => {
        expect(sentiment.safeParse(String(value)).data).toBe(sentiment.safeParse(value).data);
      }),
    );
  });

  it('never throws and always names the parameter', () =>
    expectTotal(sentiment, 'title_sentiment_min', anyInput));
});

describe('enumParam', () => {
  const sortBy = enumParam('sort_by', ['relevancy', 'date', 'rank'] as const, { default: 'relevancy' });

  it('matches case-insensitively and falls back to its default', () => {
    expect(parsed(sortBy, 'DATE')).toBe('date');
    expect(parsed(sortBy, undefined)).toBe('relevancy');
  });

  it('lists the allowed values', () => {
    expect(messages(sortBy, 'popularity')).toEqual([
      'sort_by must be one of "relevancy", "date", "rank", got "popularity"',
    ]);
  });

  it('never throws and always names the parameter', () => expectTotal(sortBy, 'sort_by', anyInput));
});

describe('stringParam', () => {
  const authorName = stringParam('author_name', { required: true });

  it('trims the value', () => {
    expect(parsed(authorName, '  Jane Doe ')).toBe('Jane Doe');
  });

  it('reports a missing or blank required value as required', () => {
    expect(messages(authorName, undefined)).toEqual(['author_name is required']);
    expect(messages(authorName, '   ')).toEqual(['author_name is required']);
  });

  it('rejects a non-string', () => {
    expect(messages(authorName, 42)).toEqual(['author_name must be a string, got 42']);
  });

  it('never throws and always names the parameter', () => expectTotal(authorName, 'author_name', anyInput));
});

describe('predefinedSourcesParam', () => {
  const predefined = predefinedSourcesParam('predefined_sources');

  it('reads the string form and the array form into entries', () => {
    expect(parsed(predefined, ' top 10 US, GB ')).toEqual([
      { country: 'US', count: 10 },
      { country: 'GB', count: 10 },
    ]);
    expect(parsed(predefined, ['top 50 US', 'top 20 GB'])).toEqual([
      { country: 'US', count: 50 },
      { country: 'GB', count: 20 },
    ]);
  });

  it('treats a blank value or a list of blanks as not given', () => {
    expect(parsed(predefined, '  ')).toBeUndefined();
    expect(parsed(predefined, ['', ' '])).toBeUndefined();
  });

  it('rejects other values with the expected format', () => {
    expect(messages(predefined, 10)[0]).toContain(
      'predefined_sources must be a string such as "top 10 US, GB"',
    );
  });

  it('rejects a malformed expression naming the parameter and showing the grammar', () => {
    const [message] = messages(predefined, 'top 5 XX');
    expect(message).toContain('predefined_sources is not valid: "XX" in "top 5 XX"');
    expect(message).toContain('top <N> <CC>[, <CC> | , <N> <CC> | , top <N> <CC> …]');
  });
});

describe('describeValue', () => {
  it('quotes strings, shortens long values and survives values JSON cannot render', () => {
    expect(describeValue('maybe')).toBe('"maybe"');
    expect(describeValue('x'.repeat(200)).length).toBeLessThan(70);
    expect(describeValue(10n)).toBe('bigint');
    expect(describeValue(undefined)).toBe('undefined');
  });
});
