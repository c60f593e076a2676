// The Breaches page's hand-written URL readers (no zod in the entry chunk) against the zod schema they
// replaced: every value a URL can hold must read the same.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { urlValue } from '../../../../test/helpers/url-values';
import { breachesSearchSchema, defaultRangePreset, isRangePreset, readDateBound } from './breaches-search';
import { isDay } from '../../lib/date-range';

const scalarText = z.union([z.string(), z.number().transform(String)]);
const reference = z.object({
  from: scalarText
    .transform((value, context) => {
      const trimmed = value.trim().toLowerCase();
      if (isRangePreset(trimmed)) return trimmed;
      const bound = readDateBound(value);
      if (bound === undefined) {
        context.addIssue({ code: 'custom', message: 'not a range start' });
        return z.NEVER;
      }
      return bound;
    })
    .default(defaultRangePreset)
    .catch(defaultRangePreset),
  to: scalarText
    .transform((value, context) => {
      const bound = readDateBound(value);
      if (bound === undefined) {
        context.addIssue({ code: 'custom', message: 'not a range end' });
        return z.NEVER;
      }
      return bound;
    })
    .optional()
    .catch(undefined),
  brush_from: scalarText
    .refine((value) => isDay(value))
    .optional()
    .catch(undefined),
});

const dateLike = fc.oneof(
  urlValue,
  fc.constantFrom(
    '30d',
    ' 90D ',
    'all',
    '1y',
    'now',
    'now-12h',
    'now - 3 d',
    'now-1234567d',
    '2026-11-26',
    20261126,
  ),
);

describe('breachesSearchSchema reads the window and the brush as the zod schema it replaced', () => {
  it('for any value of from, to and brush_from', () => {
    fc.assert(
      fc.property(
        fc.record({ from: dateLike, to: dateLike, brush_from: dateLike }, { requiredKeys: [] }),
        (value) => {
          const read = breachesSearchSchema.parse(value);
          const expected = reference.parse(value);
          expect({ from: read.from, to: read.to, brush_from: read.brush_from }).toEqual(expected);
          // A key the URL names stays in the search (undefined when unusable); an absent one stays out.
          for (const key of ['to', 'brush_from'] as const) expect(key in read).toBe(key in expected);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
