// Values a page's URL search can hold once the router has read it (JSON where the text is JSON), for
// property tests of the search readers: generated ones and the edge cases the readers care about.
import fc from 'fast-check';

export const urlValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom(
      undefined,
      null,
      '',
      ' ',
      'true',
      'false',
      'True',
      ' 12 ',
      '-0.5',
      '1.',
      '1e3',
      '007',
      'a, b,,A',
      'Tech,cooking',
      'day',
      'week',
      '2026-02-03',
      '2026-02-30',
      '7d',
      'now-14d',
      ' NOW-2W ',
      // Names an object lookup would answer from its prototype.
      '__proto__',
      'constructor',
      ['toString'],
    ),
    fc.string({ maxLength: 12 }),
    fc.integer({ min: -5, max: 15 }),
    fc.double(),
    fc.boolean(),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 3 }), tie('value'), { maxKeys: 2 }),
  ),
})).value;
