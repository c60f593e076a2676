import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { urlValue } from '../../../test/helpers/url-values';
import {
  searchBool,
  searchBoolWithDefault,
  searchChecked,
  searchCheckedWithDefault,
  searchEnum,
  searchEnumList,
  searchEnumWithDefault,
  searchFloat,
  searchInt,
  searchIntWithDefault,
  searchList,
  searchObject,
  searchText,
} from './search-params';

describe('search param readers', () => {
  it('read text, turning numbers and booleans into their text and blanks into absence', () => {
    const text = searchText();
    expect(text.parse(' Ada ')).toBe('Ada');
    expect(text.parse(1984)).toBe('1984');
    expect(text.parse(true)).toBe('true');
    expect(text.parse('  ')).toBeUndefined();
    expect(text.parse({ a: 1 })).toBeUndefined();
  });

  it('read lists from JSON arrays or comma-separated text, distinct and trimmed', () => {
    const list = searchList();
    expect(list.parse(['a', ' b', 'a', ''])).toEqual(['a', 'b']);
    expect(list.parse('a, b,,c')).toEqual(['a', 'b', 'c']);
    expect(list.parse(42)).toEqual(['42']);
    expect(list.parse(' , ')).toBeUndefined();
    expect(list.parse([{}])).toBeUndefined();
  });

  it('normalise or drop list items', () => {
    expect(searchList((item) => (item.length === 2 ? item.toUpperCase() : null)).parse('us,gbr,fr')).toEqual([
      'US',
      'FR',
    ]);
    expect(searchEnumList(['Tech', 'Finance']).parse('tech,Cooking,FINANCE')).toEqual(['Tech', 'Finance']);
  });

  it('read numbers within bounds, from numbers or numeric text', () => {
    expect(searchInt({ min: 0 }).parse('12')).toBe(12);
    expect(searchInt({ min: 0 }).parse(-1)).toBeUndefined();
    expect(searchInt().parse(1.5)).toBeUndefined();
    expect(searchIntWithDefault(1, { min: 1 }).parse(0)).toBe(1);
    expect(searchIntWithDefault(1, { min: 1 }).parse(undefined)).toBe(1);
    expect(searchFloat({ min: -1, max: 1 }).parse('-0.25')).toBe(-0.25);
    expect(searchFloat({ min: -1, max: 1 }).parse(1.5)).toBeUndefined();
    expect(searchFloat().parse('1e3')).toBeUndefined();
  });

  it('read booleans and enums, falling back on anything else', () => {
    expect(searchBool().parse('false')).toBe(false);
    expect(searchBool().parse('maybe')).toBeUndefined();
    expect(searchBoolWithDefault(true).parse('no')).toBe(true);
    expect(searchEnum(['day', 'week']).parse('week')).toBe('week');
    expect(searchEnum(['day', 'week']).parse('month')).toBeUndefined();
    expect(searchEnumWithDefault(['day', 'week'], 'day').parse(3)).toBe('day');
  });

  it('never fail an object schema, whatever the URL holds', () => {
    const schema = searchObject({ a: searchText(), b: searchList(), c: searchIntWithDefault(5) });
    expect(schema.parse({ a: [], b: { x: 1 }, c: 'many' })).toEqual({ c: 5 });
  });
});

// The zod readers these replaced (kept here only, as the reference): any value a URL can hold must read
// the same through both.
const zodScalarAsText = z.union([z.string(), z.number().transform(String), z.boolean().transform(String)]);
const zodNumeric = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);
const zodBooleanLike = z.union([
  z.boolean(),
  z.enum(['true', 'false']).transform((value) => value === 'true'),
]);
const zodList = (normalize: (item: string) => string | null = (item) => item) =>
  z
    .union([z.array(zodScalarAsText), zodScalarAsText.transform((value) => value.split(','))])
    .transform((values) => {
      const items = values.map((value) => value.trim()).filter((value) => value !== '');
      const distinct = [...new Set(items.map(normalize).filter((value): value is string => value !== null))];
      return distinct.length > 0 ? distinct : undefined;
    })
    .optional()
    .catch(undefined);
const inBounds = (value: number) => value >= -1 && value <= 10;

describe('the readers read every URL value as the zod readers they replaced', () => {
  const pairs: [string, { parse(value: unknown): unknown }, { parse(value: unknown): unknown }][] = [
    [
      'text',
      searchText(),
      zodScalarAsText
        .transform((value) => value.trim())
        .transform((value) => (value === '' ? undefined : value))
        .optional()
        .catch(undefined),
    ],
    ['list', searchList(), zodList()],
    [
      'normalised list',
      searchList((item) => (item.length === 2 ? item.toUpperCase() : null)),
      zodList((item) => (item.length === 2 ? item.toUpperCase() : null)),
    ],
    [
      'enum list',
      searchEnumList(['Tech', 'Finance']),
      // A Map, as the zod reader had: an object literal would answer "__proto__" with its prototype.
      zodList(
        (item) =>
          new Map([
            ['tech', 'Tech'],
            ['finance', 'Finance'],
          ]).get(item.toLowerCase()) ?? null,
      ),
    ],
    [
      'int',
      searchInt({ min: -1, max: 10 }),
      zodNumeric
        .refine((value) => Number.isInteger(value) && inBounds(value))
        .optional()
        .catch(undefined),
    ],
    [
      'int with default',
      searchIntWithDefault(3, { min: -1, max: 10 }),
      zodNumeric
        .refine((value) => Number.isInteger(value) && inBounds(value))
        .default(3)
        .catch(3),
    ],
    [
      'float',
      searchFloat({ min: -1, max: 10 }),
      zodNumeric
        .refine((value) => Number.isFinite(value) && inBounds(value))
        .optional()
        .catch(undefined),
    ],
    ['bool', searchBool(), zodBooleanLike.optional().catch(undefined)],
    ['bool with default', searchBoolWithDefault(true), zodBooleanLike.default(true).catch(true)],
    ['enum', searchEnum(['day', 'week']), z.enum(['day', 'week']).optional().catch(undefined)],
    [
      'enum with default',
      searchEnumWithDefault(['day', 'week'], 'week'),
      z.enum(['day', 'week']).default('week').catch('week'),
    ],
    [
      'checked',
      searchChecked((value) => value.endsWith('d')),
      z
        .string()
        .refine((value) => value.endsWith('d'))
        .optional()
        .catch(undefined),
    ],
    [
      'checked with default',
      searchCheckedWithDefault((value) => value.endsWith('d'), '7d'),
      z
        .string()
        .refine((value) => value.endsWith('d'))
        .default('7d')
        .catch('7d'),
    ],
  ];
  for (const [name, reader, reference] of pairs) {
    it(name, () => {
      fc.assert(
        fc.property(urlValue, (value) => {
          expect(reader.parse(value)).toEqual(reference.parse(value));
        }),
        { numRuns: 500 },
      );
    });
  }

  it('an object keeps the keys the URL names and leaves out absent ones, as zod did', () => {
    const shape = { a: searchText(), c: searchIntWithDefault(5) };
    expect(Object.keys(searchObject(shape).parse({ a: '  ' }))).toEqual(['a', 'c']);
    expect(Object.keys(searchObject(shape).parse({ x: 'y' }))).toEqual(['c']);
    expect(searchObject(shape).parse(null)).toEqual({ c: 5 });
  });
});
