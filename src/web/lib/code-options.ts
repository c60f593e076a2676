// The options of the language and country pickers: every ISO code with its English name, the search that
// finds a code by itself or by name, and room for codes from a URL that the tables do not know.
import { countryNames, languageNames } from '../../contract/codes';

export interface CodeOption {
  value: string;
  label: string;
}

function optionsOf(table: Readonly<Record<string, string>>): CodeOption[] {
  return Object.entries(table)
    .map(([code, name]) => ({ value: code, label: `${name} (${code})` }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
}

/** `English (en)`, … sorted by name. */
export const languageOptions: readonly CodeOption[] = optionsOf(languageNames);
/** `France (FR)`, … sorted by name. */
export const countryOptions: readonly CodeOption[] = optionsOf(countryNames);

/**
 * The options plus one per chosen value they lack (a hand-written URL's `xx`), labelled as unknown, so the
 * picker shows what the page is asking for instead of hiding it.
 */
export function withChosenValues(options: readonly CodeOption[], chosen: readonly string[]): CodeOption[] {
  const known = new Set(options.map((option) => option.value));
  const unknown = chosen
    .filter((value) => !known.has(value))
    .map((value) => ({ value, label: `${value} (unknown code)` }));
  return unknown.length > 0 ? [...options, ...unknown] : [...options];
}

/**
 * Options matching what was typed, best first: the code itself (`us` → United States), then names that
 * start with it, then labels that contain it anywhere.
 */
export function searchCodeOptions<Option extends CodeOption>(
  options: readonly Option[],
  search: string,
): Option[] {
  const typed = search.trim().toLowerCase();
  if (typed === '') return [...options];
  const exact: Option[] = [];
  const starts: Option[] = [];
  const contains: Option[] = [];
  for (const option of options) {
    const label = option.label.toLowerCase();
    if (option.value.toLowerCase() === typed) exact.push(option);
    else if (label.startsWith(typed)) starts.push(option);
    else if (label.includes(typed)) contains.push(option);
  }
  return [...exact, ...starts, ...contains];
}
