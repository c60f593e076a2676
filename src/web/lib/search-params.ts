// Forgiving readers of a page's URL search params: a value the page cannot use falls back (to absent
// or to the default) instead of failing the route, so a hand-edited or outdated link still opens a page.
//
// Values arrive as the router parses them: JSON where the text is JSON (`?page=2` → 2, `?x=true` → true,
// `?lang=["en"]` → an array), else the plain string (`?lang=en,fr`).
//
// Hand-written rather than zod: every route's search validation runs at start-up, so these readers sit
// in the entry chunk, and zod there would cost every page's first paint ~30 kB (brotli). A reader never
// throws; `searchObject` gives TanStack Router a validator with typed input and output.

/** One param's reader: any value in, the page's value (or its fallback) out. */
export interface SearchParam<Output> {
  parse(value: unknown): Output;
}

type OutputOf<Param> = Param extends SearchParam<infer Output> ? Output : never;
type Simplify<T> = { [Key in keyof T]: T[Key] } & {};

/** The page's search: params that may be absent are optional keys, the others (with defaults) required. */
export type SearchShapeOutput<Shape extends Record<string, SearchParam<unknown>>> = Simplify<
  { [Key in keyof Shape as undefined extends OutputOf<Shape[Key]> ? Key : never]?: OutputOf<Shape[Key]> } & {
    [Key in keyof Shape as undefined extends OutputOf<Shape[Key]> ? never : Key]: OutputOf<Shape[Key]>;
  }
>;

/** A route's search validator: TanStack Router reads `types` for links and calls `parse` on each URL. */
export interface SearchSchema<Output extends object> {
  readonly types: { input: Partial<Output>; output: Output };
  parse(input: unknown): Output;
}

/** What a search schema yields (the page's search type). */
export type SearchOutput<Schema> = Schema extends SearchSchema<infer Output> ? Output : never;

const param = <Output>(parse: (value: unknown) => Output): SearchParam<Output> => ({ parse });

/**
 * The search of a page: each key read by its param; keys the shape does not name are dropped. Never
 * throws: a non-object reads as an empty search.
 */
export function searchObject<const Shape extends Record<string, SearchParam<unknown>>>(
  shape: Shape,
): SearchSchema<SearchShapeOutput<Shape>> {
  const entries = Object.entries(shape);
  return {
    // Types only: TanStack Router reads them at compile time for links' `search`.
    types: undefined as unknown as SearchSchema<SearchShapeOutput<Shape>>['types'],
    parse(input) {
      const source: Record<string, unknown> =
        typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
      const output: Record<string, unknown> = {};
      for (const [key, reader] of entries) {
        const given = Object.prototype.hasOwnProperty.call(source, key);
        const value = reader.parse(given ? source[key] : undefined);
        // As zod's objects do: a key the URL names stays (undefined if unusable); an absent one stays out.
        if (given || value !== undefined) output[key] = value;
      }
      return output as SearchShapeOutput<Shape>;
    },
  };
}

/** A string, a finite number or a boolean as text; undefined for anything else. */
function scalarAsText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean') return String(value);
  return undefined;
}

/** Trimmed text; blank or unusable → absent. Numbers and booleans read as their text (`?author=123`). */
export const searchText = () =>
  param((value): string | undefined => {
    const text = scalarAsText(value)?.trim();
    return text === '' ? undefined : text;
  });

/**
 * A list of non-blank, distinct strings: a JSON array (as the app writes it) or a comma-separated string
 * (as a person writes it). Empty → absent. `normalize` may rewrite each item (e.g. case) or drop it (null).
 * An array with an item that is not a scalar is unusable as a whole.
 */
export const searchList = <Item extends string = string>(
  normalize: (item: string) => Item | null = (item) => item as Item,
) =>
  param((value): Item[] | undefined => {
    let values: string[];
    if (Array.isArray(value)) {
      const texts = value.map(scalarAsText);
      if (texts.some((text) => text === undefined)) return undefined;
      values = texts as string[];
    } else {
      const text = scalarAsText(value);
      if (text === undefined) return undefined;
      values = text.split(',');
    }
    const items = values.map((item) => item.trim()).filter((item) => item !== '');
    const normalized = items.map(normalize).filter((item): item is Item => item !== null);
    const distinct = [...new Set(normalized)];
    return distinct.length > 0 ? distinct : undefined;
  });

/** A list restricted to `values` (matched case-insensitively, written as listed); others are dropped. */
export const searchEnumList = <const Value extends string>(values: readonly Value[]) => {
  const byLowerCase = new Map(values.map((value) => [value.toLowerCase(), value] as const));
  return searchList<Value>((item) => byLowerCase.get(item.toLowerCase()) ?? null);
};

const numericText = /^-?\d+(\.\d+)?$/;

/** A finite number, or numeric text (`12`, `-0.5`; no exponents); undefined for anything else. */
function numeric(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string') {
    const text = value.trim();
    return numericText.test(text) ? Number(text) : undefined;
  }
  return undefined;
}

export interface SearchNumberBounds {
  min?: number;
  max?: number;
}

function withinBounds(value: number, { min, max }: SearchNumberBounds): boolean {
  return (min === undefined || value >= min) && (max === undefined || value <= max);
}

function readInt(value: unknown, bounds: SearchNumberBounds): number | undefined {
  const number = numeric(value);
  return number !== undefined && Number.isInteger(number) && withinBounds(number, bounds)
    ? number
    : undefined;
}

/** An integer within bounds, else absent. */
export const searchInt = (bounds: SearchNumberBounds = {}) => param((value) => readInt(value, bounds));

/** An integer within bounds, else `fallback` (also when absent). */
export const searchIntWithDefault = (fallback: number, bounds: SearchNumberBounds = {}) =>
  param((value): number => readInt(value, bounds) ?? fallback);

/** A finite number within bounds, else absent. */
export const searchFloat = (bounds: SearchNumberBounds = {}) =>
  param((value): number | undefined => {
    const number = numeric(value);
    return number !== undefined && withinBounds(number, bounds) ? number : undefined;
  });

function booleanLike(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  return undefined;
}

/** true or false (also as text), else absent: absent means "do not filter". */
export const searchBool = () => param(booleanLike);

/** true or false (also as text), else `fallback`. */
export const searchBoolWithDefault = (fallback: boolean) =>
  param((value): boolean => booleanLike(value) ?? fallback);

function oneOf<Value extends string>(values: readonly Value[], value: unknown): Value | undefined {
  return typeof value === 'string' && (values as readonly string[]).includes(value)
    ? (value as Value)
    : undefined;
}

/** One of `values` (exactly as listed), else absent. */
export const searchEnum = <const Value extends string>(values: readonly [Value, ...Value[]]) =>
  param((value) => oneOf(values, value));

/** One of `values`, else `fallback`. */
export const searchEnumWithDefault = <const Value extends string>(
  values: readonly [Value, ...Value[]],
  fallback: NoInfer<Value>,
) => param((value): Value => oneOf(values, value) ?? fallback);

/** A string (only: not a number) that `accept` takes, else absent. */
export const searchChecked = (accept: (text: string) => boolean) =>
  param((value): string | undefined => (typeof value === 'string' && accept(value) ? value : undefined));

/** A string (only: not a number) that `accept` takes, else `fallback` (also when absent). */
export const searchCheckedWithDefault = (accept: (text: string) => boolean, fallback: string) =>
  param((value): string => (typeof value === 'string' && accept(value) ? value : fallback));

/** A param read by `read`, which must not throw (its result says what a value it cannot use becomes). */
export const searchParam = <Output>(read: (value: unknown) => Output): SearchParam<Output> => param(read);
