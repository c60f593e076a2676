// Forgiving zod readers of a page's URL search params: a value the page cannot use falls back (to absent
// or to the default) instead of failing the route, so a hand-edited or outdated link still opens a page.
//
// Values arrive as the router parses them: JSON where the text is JSON (`?page=2` → 2, `?x=true` → true,
// `?lang=["en"]` → an array), else the plain string (`?lang=en,fr`).
import { z } from 'zod';

const scalarAsText = z.union([z.string(), z.number().transform(String), z.boolean().transform(String)]);

/** Trimmed text; blank or unusable → absent. Numbers and booleans read as their text (`?author=123`). */
export const searchText = () =>
  scalarAsText
    .transform((value) => value.trim())
    .transform((value) => (value === '' ? undefined : value))
    .optional()
    .catch(undefined);

/**
 * A list of non-blank, distinct strings: a JSON array (as the app writes it) or a comma-separated string
 * (as a person writes it). Empty → absent. `normalize` may rewrite each item (e.g. case) or drop it (null).
 */
export const searchList = (normalize: (item: string) => string | null = (item) => item) =>
  z
    .union([z.array(scalarAsText), scalarAsText.transform((value) => value.split(','))])
    .transform((values) => {
      const items = values.map((value) => value.trim()).filter((value) => value !== '');
      const normalized = items.map(normalize).filter((value): value is string => value !== null);
      const distinct = [...new Set(normalized)];
      return distinct.length > 0 ? distinct : undefined;
    })
    .optional()
    .catch(undefined);

/** A list restricted to `values` (matched case-insensitively, written as listed); others are dropped. */
export const searchEnumList = <const Value extends string>(values: readonly Value[]) => {
  const byLowerCase = new Map(values.map((value) => [value.toLowerCase(), value] as const));
  return searchList((item) => byLowerCase.get(item.toLowerCase()) ?? null).transform(
    (items) => items as Value[] | undefined,
  );
};

const numeric = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);

export interface SearchNumberBounds {
  min?: number;
  max?: number;
}

function withinBounds(value: number, { min, max }: SearchNumberBounds): boolean {
  return (min === undefined || value >= min) && (max === undefined || value <= max);
}

/** An integer within bounds, else absent. */
export const searchInt = (bounds: SearchNumberBounds = {}) =>
  numeric
    .refine((value) => Number.isInteger(value) && withinBounds(value, bounds))
    .optional()
    .catch(undefined);

/** An integer within bounds, else `fallback` (also when absent). */
export const searchIntWithDefault = (fallback: number, bounds: SearchNumberBounds = {}) =>
  numeric
    .refine((value) => Number.isInteger(value) && withinBounds(value, bounds))
    .default(fallback)
    .catch(fallback);

/** A finite number within bounds, else absent. */
export const searchFloat = (bounds: SearchNumberBounds = {}) =>
  numeric
    .refine((value) => Number.isFinite(value) && withinBounds(value, bounds))
    .optional()
    .catch(undefined);

const booleanLike = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);

/** true or false (also as text), else absent: absent means "do not filter". */
export const searchBool = () => booleanLike.optional().catch(undefined);

/** true or false (also as text), else `fallback`. */
export const searchBoolWithDefault = (fallback: boolean) => booleanLike.default(fallback).catch(fallback);

/** One of `values`, else absent. */
export const searchEnum = <const Value extends string>(values: readonly [Value, ...Value[]]) =>
  z.enum(values).optional().catch(undefined);

/** One of `values`, else `fallback`. */
export const searchEnumWithDefault = <const Value extends string>(
  values: readonly [Value, ...Value[]],
  fallback: NoInfer<Value>,
) => z.enum(values).default(fallback).catch(fallback);
