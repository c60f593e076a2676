// The `predefined_sources` top-list grammar (docs/spec/decisions.md, "Sources"): `top <N> <CC>` followed by
// any number of `, <CC>` (same N as the item before), `, <N> <CC>` or `, top <N> <CC>`. Pure and zod-free, so
// the server, the contract's parameter coercer and the SPA's top-list builder share one reading of it.
//
// Decided here, where docs/spec/decisions.md, "Sources" is silent:
// - Letter case is free: `TOP 5 us` reads as `top 5 US` (the countries parameter takes any case too),
//   and `UK` reads as GB, as it does in `countries`.
// - Blanks are free: any run of spaces between words and around commas.
// - N is written in digits (`05` is 5) and lies between 1 and PREDEFINED_SOURCES_MAX_COUNT.
// - A country may appear more than once (`top 5 US, top 10 US`); the entries are kept as written and
//   the server takes the union of their sources.
// - The printed form is one `top <N> <CC>` per entry, the spelling of the public API's own example
//   (`top 50 US, top 20 GB`), so a printed value is understood by any v3 server.
import { countryCodeAliases, isCountryCode } from './codes';

/** "top <count> <country>": the `count` best-ranked sources of `country` (ISO 3166-1 alpha-2, upper case). */
export interface CountryTop {
  country: string;
  count: number;
}

export type PredefinedSourcesResult = { ok: true; value: CountryTop[] } | { ok: false; message: string };

/** The largest N of one entry: enough for any country's source list, small enough to resolve quickly. */
export const PREDEFINED_SOURCES_MAX_COUNT = 10_000;

/** The grammar as every error message shows it. */
export const PREDEFINED_SOURCES_FORMAT = 'top <N> <CC>[, <CC> | , <N> <CC> | , top <N> <CC> …]';

const FORMAT_EXPLAINED =
  `Expected format: ${PREDEFINED_SOURCES_FORMAT}, where N is a whole number from 1 to ` +
  `${PREDEFINED_SOURCES_MAX_COUNT} and CC a two-letter ISO 3166-1 alpha-2 country code, ` +
  'e.g. "top 10 US, GB" or "top 50 US, top 20 GB"';

const TOP_WORD = 'top';
const DIGITS = /^[0-9]+$/;

class GrammarError extends Error {}

function readCount(word: string | undefined, item: string): number {
  if (word === undefined) throw new GrammarError(`"${item}" is missing the count and the country code`);
  const count = DIGITS.test(word) ? Number(word) : Number.NaN;
  if (!(count >= 1 && count <= PREDEFINED_SOURCES_MAX_COUNT)) {
    throw new GrammarError(
      `"${word}" in "${item}" is not a count: a count is a whole number from 1 to ${PREDEFINED_SOURCES_MAX_COUNT}`,
    );
  }
  return count;
}

function readCountry(word: string | undefined, item: string): string {
  if (word === undefined) throw new GrammarError(`"${item}" is missing the country code`);
  const upper = word.toUpperCase();
  const code = countryCodeAliases[upper] ?? upper;
  if (!isCountryCode(code)) {
    throw new GrammarError(`"${word}" in "${item}" is not a two-letter ISO 3166-1 alpha-2 country code`);
  }
  return code;
}

/** One comma-separated item; `previous` is the entry before it, whose count a bare `<CC>` reuses. */
function readItem(item: string, previous: CountryTop | undefined): CountryTop {
  const words = item.split(/\s+/);
  const startsWithTop = words[0]?.toLowerCase() === TOP_WORD;
  let expectedWords: number;
  let entry: CountryTop;
  if (startsWithTop) {
    expectedWords = 3;
    const count = readCount(words[1], item);
    entry = { count, country: readCountry(words[2], item) };
  } else if (previous === undefined) {
    throw new GrammarError(`"${item}" must start with the word "${TOP_WORD}"`);
  } else if (words.length === 1) {
    expectedWords = 1;
    entry = { count: previous.count, country: readCountry(words[0], item) };
  } else {
    expectedWords = 2;
    const count = readCount(words[0], item);
    entry = { count, country: readCountry(words[1], item) };
  }
  if (words.length > expectedWords) {
    throw new GrammarError(`"${item}" has words after the country code; separate countries with commas`);
  }
  return entry;
}

/** Reads a predefined_sources expression; a failure's message names the problem and shows the expected format. */
export function parsePredefinedSources(text: string): PredefinedSourcesResult {
  const items = text.split(',').map((item) => item.trim());
  const entries: CountryTop[] = [];
  try {
    if (items.length === 1 && items[0] === '') throw new GrammarError('The value is empty');
    items.forEach((item, index) => {
      if (item === '') {
        if (index === 0) throw new GrammarError('The value starts with a comma');
        if (index === items.length - 1) throw new GrammarError('The value ends with a comma');
        throw new GrammarError('The value has an empty item between two commas');
      }
      entries.push(readItem(item, entries.at(-1)));
    });
  } catch (error) {
    if (error instanceof GrammarError) return { ok: false, message: `${error.message}. ${FORMAT_EXPLAINED}` };
    throw error;
  }
  return { ok: true, value: entries };
}

/** One entry in its printed form, `top <N> <CC>`. */
export function formatCountryTop(entry: CountryTop): string {
  return `${TOP_WORD} ${entry.count} ${entry.country}`;
}

/** Prints entries as an expression parsePredefinedSources reads back to the same entries. */
export function formatPredefinedSources(value: readonly CountryTop[]): string {
  return value.map(formatCountryTop).join(', ');
}
