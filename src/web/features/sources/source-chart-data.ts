// The data of the Sources page's three charts, shaped from the table's rows. Pure, so the charts module
// (loaded lazily, with the chart library) holds drawing only.
import { countryNames } from '../../../contract/codes';
import { RANK_MAX } from './sources-search';
import type { SourceRow } from './source-rows';

export interface CountryBar {
  /** Country code, or `other` / `unknown`. */
  key: string;
  label: string;
  sources: number;
}

/** Bars shown by name; the remaining countries are summed into one "Other" bar. */
export const COUNTRY_BARS_SHOWN = 12;

/** Sources per country, most first (then by code); countries past the first twelve as one "Other" bar. */
export function sourcesByCountry(rows: readonly SourceRow[]): CountryBar[] {
  const counts = new Map<string | null, number>();
  for (const row of rows) counts.set(row.country, (counts.get(row.country) ?? 0) + 1);
  const known = [...counts]
    .filter((entry): entry is [string, number] => entry[0] !== null)
    .sort(([codeA, a], [codeB, b]) => b - a || codeA.localeCompare(codeB));
  const bars: CountryBar[] = known.slice(0, COUNTRY_BARS_SHOWN).map(([code, sources]) => ({
    key: code,
    label: countryNames[code] ? `${countryNames[code]} (${code})` : code,
    sources,
  }));
  const rest = known.slice(COUNTRY_BARS_SHOWN);
  if (rest.length > 0) {
    bars.push({
      key: 'other',
      label: `Other (${rest.length} ${rest.length === 1 ? 'country' : 'countries'})`,
      sources: rest.reduce((sum, [, sources]) => sum + sources, 0),
    });
  }
  const unknown = counts.get(null);
  if (unknown) bars.push({ key: 'unknown', label: 'Country not given', sources: unknown });
  return bars;
}

export interface RankBucket {
  label: string;
  /** Inclusive bounds, for the accessible description. */
  from: number;
  to: number;
  sources: number;
}

// A decade per bucket: ranks are spread over six orders of magnitude. Unranked sources (rank 999,999)
// have their own bucket.
const rankBuckets: readonly Omit<RankBucket, 'sources'>[] = [
  { label: '0–9', from: 0, to: 9 },
  { label: '10–99', from: 10, to: 99 },
  { label: '100–999', from: 100, to: 999 },
  { label: '1k–10k', from: 1_000, to: 9_999 },
  { label: '10k–100k', from: 10_000, to: 99_999 },
  { label: '100k+', from: 100_000, to: RANK_MAX - 1 },
  { label: 'Unranked', from: RANK_MAX, to: RANK_MAX },
];

/** Sources per rank decade, every bucket present (the shape matters); empty when no row has a rank. */
export function rankDistribution(rows: readonly SourceRow[]): RankBucket[] {
  const ranks = rows.flatMap((row) => (row.rank === null ? [] : [row.rank]));
  if (ranks.length === 0) return [];
  return rankBuckets.map((bucket) => ({
    ...bucket,
    sources: ranks.filter((rank) => rank >= bucket.from && rank <= bucket.to).length,
  }));
}

export interface VolumeBar {
  domain: string;
  label: string;
  articles: number;
}

export const BUSIEST_SOURCES_SHOWN = 10;

/**
 * The sources with most articles in the last 7 days, most first (ties: better rank, as listed); empty
 * when none of them published any, since a chart of zeros says nothing.
 */
export function busiestSources(rows: readonly SourceRow[], shown = BUSIEST_SOURCES_SHOWN): VolumeBar[] {
  const withCounts = rows.filter((row) => row.articles7d !== null && row.articles7d > 0);
  return [...withCounts]
    .sort((a, b) => (b.articles7d ?? 0) - (a.articles7d ?? 0))
    .slice(0, shown)
    .map((row) => ({ domain: row.domain, label: row.name ?? row.domain, articles: row.articles7d ?? 0 }));
}
