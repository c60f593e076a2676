// Request-parameter coercers. A request arrives either as a GET query (every value a string; a repeated
// parameter as an array of strings) or as a POST JSON body (typed values); each coercer accepts both forms
// and gives the same output. Every failure is a custom issue whose message is a plain-English sentence
// naming the parameter, so zod's default wording never reaches a client.
//
// Absence: undefined, null and a blank string all mean "not given" (so `?page=` is the same as no page);
// a list whose items are all blank is not given either. A not-given parameter takes its `default`, fails
// with MISSING_PARAMETER when `required`, and is otherwise undefined.
import { z } from 'zod';
import { countryCodeAliases, isCountryCode, isLanguageCode } from './codes';
import { requestIssueParams } from './errors';
import { parsePredefinedSources, type CountryTop } from './predefined-sources';

export interface ParamOptions<T> {
  /** Not given → MISSING_PARAMETER "<name> is required". */
  required?: boolean;
  /** Value used when the parameter is not given. */
  default?: T;
}

export interface NumberParamOptions extends ParamOptions<number> {
  /** Inclusive lower bound. */
  min?: number;
  /** Inclusive upper bound. */
  max?: number;
}

type ParamInput<In> = z.ZodOptional<z.ZodCustom<In, In>>;

/** A parameter that may be absent: its output is undefined when not given. */
export type OptionalParam<In, Out> = z.ZodOptional<
  z.ZodPipe<ParamInput<In>, z.ZodTransform<Out | undefined, In | undefined>>
>;

/** A parameter that always has a value on success: required, or with a default. */
export type DefinedParam<In, Out> = z.ZodPipe<ParamInput<In>, z.ZodTransform<Out, In | undefined>>;

export type Param<In, Out, O> = O extends { required: true }
  ? DefinedParam<In, Out>
  : O extends { default: Out }
    ? DefinedParam<In, Out>
    : OptionalParam<In, Out>;

/**
 * What a parameter accepts, for the OpenAPI document (src/contract/openapi.ts): the coercers record it so
 * that the document is derived from the same definitions the service validates with.
 */
export type ParamDoc = (
  | { kind: 'string' | 'list' | 'boolean' | 'predefinedSources' | 'eventFilters' }
  | { kind: 'integer' | 'number'; minimum?: number; maximum?: number }
  | { kind: 'enum' | 'enumList'; values: readonly string[] }
  | { kind: 'codeList'; codes: CodeKind }
) & { required?: boolean; default?: unknown };

/** The ParamDoc of every parameter schema built by defineParam. */
export const paramDocs = z.registry<ParamDoc>();

/** The outcome of reading a given (non-absent) value; `value: undefined` means it turned out empty. */
export type ParamResult<T> = { ok: true; value: T | undefined } | { ok: false; message: string };

const accept = <T>(value: T | undefined): ParamResult<T> => ({ ok: true, value });
const reject = (message: string): ParamResult<never> => ({ ok: false, message });

const MAX_SHOWN_VALUE_LENGTH = 60;

/** A short rendering of a rejected value for messages: strings quoted, long values cut. */
export function describeValue(value: unknown): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    text = undefined;
  }
  if (text === undefined) text = typeof value;
  return text.length > MAX_SHOWN_VALUE_LENGTH ? `${text.slice(0, MAX_SHOWN_VALUE_LENGTH)}…` : text;
}

function isAbsent(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * Builds a parameter schema from a reader of given values. Exported for the few parameters with a shape
 * of their own (events filters); the named coercers below cover the rest.
 */
export function defineParam<In, Out, const O extends ParamOptions<Out> = ParamOptions<Out>>(
  name: string,
  readGiven: (value: unknown) => ParamResult<Out>,
  options?: O,
  doc?: ParamDoc,
): Param<In, Out, O> {
  const coerce = z.transform((raw: In | undefined, ctx) => {
    const result = isAbsent(raw) ? accept<Out>(undefined) : readGiven(raw);
    if (!result.ok) {
      ctx.addIssue({ code: 'custom', message: result.message });
      return z.NEVER;
    }
    if (result.value !== undefined) return result.value;
    if (options?.default !== undefined) return options.default;
    if (options?.required) {
      ctx.addIssue({
        code: 'custom',
        message: `${name} is required`,
        params: requestIssueParams('MISSING_PARAMETER'),
      });
      return z.NEVER;
    }
    return undefined;
  });
  // z.custom() without a check accepts any value; it only gives the input its type.
  const schema = z.custom<In>().optional().pipe(coerce);
  const alwaysDefined = options?.required === true || options?.default !== undefined;
  const param = alwaysDefined ? schema : schema.optional();
  if (doc) paramDocs.add(param, { ...doc, required: options?.required, default: options?.default });
  // The generic Param type picks one of the two shapes from O; the value built matches it.
  return param as unknown as Param<In, Out, O>;
}

/** Message for a request that is not an object at all (a POST body that is a JSON array, say). */
export const requestObjectMessage = 'The request parameters must be a JSON object';

// ---------------------------------------------------------------------------------------------------
// Lists

/** Splits a comma-separated string, or takes an array of strings as it is; trims, drops blanks, dedupes. */
function readList(name: string, value: unknown): ParamResult<string[]> {
  let items: readonly unknown[];
  if (typeof value === 'string') items = value.split(',');
  else if (Array.isArray(value)) items = value;
  else return reject(`${name} must be a string or a list of strings`);
  const kept: string[] = [];
  for (const item of items) {
    if (typeof item !== 'string') return reject(`${name} must be a string or a list of strings`);
    const trimmed = item.trim();
    if (trimmed !== '' && !kept.includes(trimmed)) kept.push(trimmed);
  }
  return accept(kept.length > 0 ? kept : undefined);
}

/** Reads a list, then checks and normalises every item; `normalise` returns an error message or the item. */
function readCheckedList<T extends string>(
  name: string,
  value: unknown,
  normalise: (item: string) => { item: T } | { message: string },
): ParamResult<T[]> {
  const list = readList(name, value);
  if (!list.ok || list.value === undefined) return list as ParamResult<T[]>;
  const normalised: T[] = [];
  for (const raw of list.value) {
    const result = normalise(raw);
    if ('message' in result) return reject(result.message);
    if (!normalised.includes(result.item)) normalised.push(result.item);
  }
  return accept(normalised);
}

type ListInput = string | readonly string[];

/**
 * A list: a comma-separated string (`"en, es"`) or an array of strings (`["en", "es"]`) → `string[]`.
 * Array items are taken whole, not split again, so a POST list can carry links that contain commas.
 */
export function listParam<const O extends ParamOptions<string[]> = object>(
  name: string,
  options?: O,
): Param<ListInput, string[], O> {
  return defineParam<ListInput, string[], O>(name, (value) => readList(name, value), options, {
    kind: 'list',
  });
}

const quoteList = (values: readonly string[]): string => values.map((value) => `"${value}"`).join(', ');

/** A list whose items must be among `values` (case-insensitive); items come out in the spelling of `values`. */
export function enumListParam<
  const V extends readonly [string, ...string[]],
  const O extends ParamOptions<V[number][]> = object,
>(name: string, values: V, options?: O): Param<ListInput, V[number][], O> {
  const byLowerCase = new Map(values.map((value) => [value.toLowerCase(), value] as const));
  return defineParam<ListInput, V[number][], O>(
    name,
    (value) =>
      readCheckedList(name, value, (item) => {
        const known = byLowerCase.get(item.toLowerCase());
        return known !== undefined
          ? { item: known }
          : { message: `${name} contains "${item}", which is not one of ${quoteList(values)}` };
      }),
    options,
    { kind: 'enumList', values },
  );
}

export type CodeKind = 'language' | 'country';

/**
 * A list of ISO codes. Languages (ISO 639-1) come out lower case and countries (ISO 3166-1 alpha-2)
 * upper case, the spellings of the public API's examples (`lang: "en,es"`, `countries: "US,CA"`);
 * input may use either case. "UK" is read as GB (see countryCodeAliases).
 */
export function codeListParam<const O extends ParamOptions<string[]> = object>(
  name: string,
  kind: CodeKind,
  options?: O,
): Param<ListInput, string[], O> {
  const normalise =
    kind === 'language'
      ? (item: string) => {
          const code = item.toLowerCase();
          return isLanguageCode(code)
            ? { item: code }
            : {
                message: `${name} contains "${item}", which is not a two-letter ISO 639-1 language code such as en or fr`,
              };
        }
      : (item: string) => {
          const upper = item.toUpperCase();
          const code = countryCodeAliases[upper] ?? upper;
          return isCountryCode(code)
            ? { item: code }
            : {
                message: `${name} contains "${item}", which is not a two-letter ISO 3166-1 alpha-2 country code such as US or GB`,
              };
        };
  return defineParam<ListInput, string[], O>(
    name,
    (value) => readCheckedList(name, value, normalise),
    options,
    { kind: 'codeList', codes: kind },
  );
}

// ---------------------------------------------------------------------------------------------------
// Scalars

const TRUE_WORDS = new Set(['true', '1']);
const FALSE_WORDS = new Set(['false', '0']);

/** true/false, or the strings "true"/"false"/"1"/"0" in any case (and the numbers 1/0 in a POST body). */
export function boolParam<const O extends ParamOptions<boolean> = object>(
  name: string,
  options?: O,
): Param<boolean | string | number, boolean, O> {
  return defineParam<boolean | string | number, boolean, O>(
    name,
    (value) => {
      if (typeof value === 'boolean') return accept(value);
      const word =
        typeof value === 'string'
          ? value.trim().toLowerCase()
          : typeof value === 'number'
            ? String(value)
            : '';
      if (TRUE_WORDS.has(word)) return accept(true);
      if (FALSE_WORDS.has(word)) return accept(false);
      return reject(`${name} must be true or false, got ${describeValue(value)}`);
    },
    options,
    { kind: 'boolean' },
  );
}

const DECIMAL_PATTERN = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** A finite number from a number or a decimal string; undefined when the value is not one. */
function readNumber(value: unknown): number | undefined {
  let number: number;
  if (typeof value === 'number') number = value;
  else if (typeof value === 'string' && DECIMAL_PATTERN.test(value.trim())) number = Number(value.trim());
  else return undefined;
  if (!Number.isFinite(number)) return undefined;
  // -0 becomes 0: a POST -0 and its GET rendering "0" must read the same.
  return number === 0 ? 0 : number;
}

function rangeMessage(
  name: string,
  number: number,
  min: number | undefined,
  max: number | undefined,
  lowest: number,
  highest: number,
): string {
  if (min !== undefined && max !== undefined) return `${name} must be between ${min} and ${max}`;
  return number < lowest ? `${name} must be at least ${lowest}` : `${name} must be at most ${highest}`;
}

/** An integer from a number or a numeric string, within the inclusive bounds (and within safe integers). */
export function intParam<const O extends NumberParamOptions = object>(
  name: string,
  options?: O,
): Param<number | string, number, O> {
  const lowest = options?.min ?? Number.MIN_SAFE_INTEGER;
  const highest = options?.max ?? Number.MAX_SAFE_INTEGER;
  return defineParam<number | string, number, O>(
    name,
    (value) => {
      const number = readNumber(value);
      if (number === undefined || !Number.isInteger(number)) {
        return reject(`${name} must be an integer, got ${describeValue(value)}`);
      }
      if (number < lowest || number > highest) {
        return reject(rangeMessage(name, number, options?.min, options?.max, lowest, highest));
      }
      return accept(number);
    },
    options,
    { kind: 'integer', minimum: options?.min, maximum: options?.max },
  );
}

/** A finite number from a number or a decimal string, within the inclusive bounds. */
export function floatParam<const O extends NumberParamOptions = object>(
  name: string,
  options?: O,
): Param<number | string, number, O> {
  const lowest = options?.min ?? -Number.MAX_VALUE;
  const highest = options?.max ?? Number.MAX_VALUE;
  return defineParam<number | string, number, O>(
    name,
    (value) => {
      const number = readNumber(value);
      if (number === undefined) return reject(`${name} must be a number, got ${describeValue(value)}`);
      if (number < lowest || number > highest) {
        return reject(rangeMessage(name, number, options?.min, options?.max, lowest, highest));
      }
      return accept(number);
    },
    options,
    { kind: 'number', minimum: options?.min, maximum: options?.max },
  );
}

/** One of `values`, matched case-insensitively and returned in the spelling of `values`. */
export function enumParam<
  const V extends readonly [string, ...string[]],
  const O extends ParamOptions<V[number]> = object,
>(name: string, values: V, options?: O): Param<string, V[number], O> {
  const byLowerCase = new Map(values.map((value) => [value.toLowerCase(), value] as const));
  return defineParam<string, V[number], O>(
    name,
    (value) => {
      const known = typeof value === 'string' ? byLowerCase.get(value.trim().toLowerCase()) : undefined;
      if (known !== undefined) return accept(known);
      return reject(`${name} must be one of ${quoteList(values)}, got ${describeValue(value)}`);
    },
    options,
    { kind: 'enum', values },
  );
}

/** A non-empty string, trimmed. */
export function stringParam<const O extends ParamOptions<string> = object>(
  name: string,
  options?: O,
): Param<string, string, O> {
  return defineParam<string, string, O>(
    name,
    (value) =>
      typeof value === 'string'
        ? accept(value.trim())
        : reject(`${name} must be a string, got ${describeValue(value)}`),
    options,
    { kind: 'string' },
  );
}

/**
 * The predefined_sources top-list expression (`top 10 US, GB`), read with the grammar of
 * predefined-sources.ts into its entries. The public API also takes it as an array of strings
 * (`["top 50 US", "top 20 GB"]`); the items are joined with ", ", which is the same expression in string form.
 */
export function predefinedSourcesParam<const O extends ParamOptions<CountryTop[]> = object>(
  name: string,
  options?: O,
): Param<string | readonly string[], CountryTop[], O> {
  return defineParam<string | readonly string[], CountryTop[], O>(
    name,
    (value) => {
      let text: string | undefined;
      if (typeof value === 'string') text = value;
      else {
        const list = readList(name, value);
        if (!list.ok)
          return reject(`${name} must be a string such as "top 10 US, GB" or a list of such strings`);
        text = list.value?.join(', ');
      }
      if (text === undefined) return accept(undefined);
      const parsed = parsePredefinedSources(text);
      return parsed.ok ? accept(parsed.value) : reject(`${name} is not valid: ${parsed.message}`);
    },
    options,
    { kind: 'predefinedSources' },
  );
}
