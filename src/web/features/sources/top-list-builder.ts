// The top-N-per-country builder's model: rows of (country, count) the user edits, and the predefined_sources
// expression they stand for, read and written with the contract's one grammar.
import { formatPredefinedSources, parsePredefinedSources } from '../../../contract/predefined-sources';
import type { CountryTop } from '../../../contract/predefined-sources';

/** One row of the builder; a row still being filled in has no country or no count yet. */
export interface TopListRow {
  /** Stable React key: rows can be removed from the middle. */
  key: number;
  country: string | null;
  count: number | null;
}

export const DEFAULT_TOP_COUNT = 10;

let nextRowKey = 1;

export function newTopListRow(
  country: string | null = null,
  count: number | null = DEFAULT_TOP_COUNT,
): TopListRow {
  return { key: nextRowKey++, country, count };
}

/** The rows that are complete, as the grammar's entries. */
export function completeEntries(rows: readonly TopListRow[]): CountryTop[] {
  return rows.flatMap((row) =>
    row.country !== null && row.count !== null && Number.isInteger(row.count) && row.count >= 1
      ? [{ country: row.country, count: row.count }]
      : [],
  );
}

/** The expression the complete rows stand for, `top 10 US, top 5 GB`; empty when no row is complete. */
export function topListText(rows: readonly TopListRow[]): string {
  return formatPredefinedSources(completeEntries(rows));
}

export type TopListReading = { ok: true; rows: TopListRow[] } | { ok: false; message: string };

/** Rows for an expression (typed or from the URL); blank text is no rows. */
export function readTopListText(text: string): TopListReading {
  if (text.trim() === '') return { ok: true, rows: [] };
  const parsed = parsePredefinedSources(text);
  if (!parsed.ok) return parsed;
  return { ok: true, rows: parsed.value.map((entry) => newTopListRow(entry.country, entry.count)) };
}

/** Rows that are half filled in, which the expression leaves out; the form names them before sending. */
export function incompleteRowCount(rows: readonly TopListRow[]): number {
  return rows.length - completeEntries(rows).length;
}
