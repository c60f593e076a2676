// The sources answer as the table shows it: one flat row per source, sorted in the browser, exported as
// CSV, and the plan's cap read from the answer's message.
import type { Source } from '../../../contract/sources';
import type { CsvColumn } from '../../lib/csv';
import type { SortOrder, SourceSortKey } from './sources-search';

export interface SourceRow {
  /** The source as the answer gave it (what the JSON export holds). */
  source: Source;
  name: string | null;
  domain: string;
  logo: string | null;
  /** Null when the answer carries no additional_info (an upstream that ignores include_additional_info). */
  rank: number | null;
  country: string | null;
  articles7d: number | null;
  /**
   * ISO 639-1 codes (lower case) of the languages the source publishes in: the local service's extension.
   * Null when the answer does not say (the public API).
   */
  languages: string[] | null;
}

export function sourceRowOf(source: Source): SourceRow {
  const info = source.additional_info;
  return {
    source,
    name: source.name_source?.trim() || null,
    domain: source.domain_url,
    logo: source.logo ?? null,
    rank: info?.rank ?? null,
    country: info?.country?.toUpperCase() ?? null,
    articles7d: info?.nb_articles_for_7d ?? null,
    languages: info?.languages?.map((code) => code.toLowerCase()) ?? null,
  };
}

/** Whether the answer lists each source's languages (the local service does; the public API does not). */
export function answerListsLanguages(rows: readonly SourceRow[]): boolean {
  return rows.some((row) => row.languages !== null);
}

type SortValue = string | number | null;

const sortValueOf: Record<SourceSortKey, (row: SourceRow) => SortValue> = {
  rank: (row) => row.rank,
  name: (row) => (row.name ?? row.domain).toLocaleLowerCase(),
  domain: (row) => row.domain,
  country: (row) => row.country,
  articles_7d: (row) => row.articles7d,
};

/** The order a column sorts in when first chosen: counts biggest first, everything else A→Z / best first. */
export function firstOrderOf(key: SourceSortKey): SortOrder {
  return key === 'articles_7d' ? 'desc' : 'asc';
}

function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

/**
 * Rows in the chosen order; missing values always last, whatever the order; ties keep the interface's
 * order (rank, then domain), which the input is in, because the sort is stable.
 */
export function sortSourceRows(
  rows: readonly SourceRow[],
  key: SourceSortKey,
  order: SortOrder,
): SourceRow[] {
  const valueOf = sortValueOf[key];
  const direction = order === 'asc' ? 1 : -1;
  return [...rows].sort((left, right) => {
    const a = valueOf(left);
    const b = valueOf(right);
    if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
    return direction * compareValues(a, b);
  });
}

/** The number in "Maximum sources displayed according to your plan is set to 100", else null. */
export function planSourceCap(message: string): number | null {
  const match = /(\d[\d,]*)\D*$/.exec(message);
  if (!match?.[1]) return null;
  const cap = Number(match[1].replaceAll(',', ''));
  return Number.isSafeInteger(cap) && cap > 0 ? cap : null;
}

/** CSV columns over the answer's sources, named after the interface's fields (languages: the local extension's). */
export const sourceCsvColumns: readonly CsvColumn<Source>[] = [
  { header: 'name_source', value: (source) => source.name_source },
  { header: 'domain_url', value: (source) => source.domain_url },
  { header: 'logo', value: (source) => source.logo },
  { header: 'rank', value: (source) => source.additional_info?.rank },
  { header: 'country', value: (source) => source.additional_info?.country },
  { header: 'nb_articles_for_7d', value: (source) => source.additional_info?.nb_articles_for_7d },
  { header: 'languages', value: (source) => source.additional_info?.languages },
];
