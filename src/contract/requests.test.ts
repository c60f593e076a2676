// Properties every request schema shares: any input parses or fails with our own sentence naming a
// parameter, never a zod default message, and never throws.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { authorsRequestSchema } from './authors';
import { zodErrorToErrorBody } from './errors';
import { eventFieldsRequestSchema, eventsSearchRequestSchema } from './events';
import { lookupRequestSchema } from './lookup';
import { sourcesRequestSchema } from './sources';

const valueLike: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything(),
  fc.string(),
  fc.array(fc.string()),
  fc.constantFrom('', 'en', 'US', 'true', '1', '-1', '0.5', 'top 5 US', 'data_breach', 'now-3d', 'Tech'),
  fc.dictionary(
    fc.constantFrom('gte', 'lte', 'company_name', 'event_date', 'data_breach.data_type', 'x'),
    fc.string(),
  ),
);

const schemas: [string, z.ZodType, string[]][] = [
  ['lookup', lookupRequestSchema, ['ids', 'links', 'page', 'page_size']],
  [
    'sources',
    sourcesRequestSchema,
    [
      'lang',
      'countries',
      'predefined_sources',
      'predefinied_sources',
      'include_additional_info',
      'from_rank',
      'to_rank',
      'source_name',
      'source_url',
    ],
  ],
  ['authors', authorsRequestSchema, Object.keys(authorsRequestSchema.in.shape)],
  ['eventFields', eventFieldsRequestSchema, ['event_type']],
  [
    'eventsSearch',
    eventsSearchRequestSchema,
    ['event_type', 'attach_articles_data', 'additional_article_fields', 'additional_filters'],
  ],
];

describe.each(schemas)('%s request schema', (_operation, schema, params) => {
  it('fails only with a 422 body whose message is ours and names a parameter', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...params), valueLike, { maxKeys: 6 }), (request) => {
        const result = schema.safeParse(request);
        if (result.success) return;
        const [issue] = result.error.issues;
        const body = zodErrorToErrorBody(result.error);
        expect(['VALIDATION_ERROR', 'MISSING_PARAMETER', 'CONFLICTING_PARAMETERS']).toContain(
          body.error_code,
        );
        expect(body.status_code).toBe(422);
        expect(body.message).toBe(issue?.message);
        expect(body.message).not.toMatch(/^Invalid input/);
        expect(params.some((param) => body.message.includes(param))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
