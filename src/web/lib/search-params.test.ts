import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  searchBool,
  searchBoolWithDefault,
  searchEnum,
  searchEnumList,
  searchEnumWithDefault,
  searchFloat,
  searchInt,
  searchIntWithDefault,
  searchList,
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
    const schema = z.object({ a: searchText(), b: searchList(), c: searchIntWithDefault(5) });
    expect(schema.parse({ a: [], b: { x: 1 }, c: 'many' })).toEqual({ c: 5 });
  });
});
