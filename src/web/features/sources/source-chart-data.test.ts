import { describe, expect, it } from 'vitest';
import { busiestSources, COUNTRY_BARS_SHOWN, rankDistribution, sourcesByCountry } from './source-chart-data';
import type { SourceRow } from './source-rows';

const row = (domain: string, fields: Partial<SourceRow> = {}): SourceRow => ({
  source: { domain_url: domain },
  name: null,
  domain,
  logo: null,
  rank: null,
  country: null,
  articles7d: null,
  languages: null,
  ...fields,
});

describe('sourcesByCountry', () => {
  it('counts sources per country, most first, with names', () => {
    const bars = sourcesByCountry([
      row('a', { country: 'GB' }),
      row('b', { country: 'US' }),
      row('c', { country: 'US' }),
      row('d'),
    ]);
    expect(bars).toEqual([
      { key: 'US', label: 'United States (US)', sources: 2 },
      { key: 'GB', label: 'United Kingdom (GB)', sources: 1 },
      { key: 'unknown', label: 'Country not given', sources: 1 },
    ]);
  });

  it('sums the countries past the first twelve into one bar, so every source is counted once', () => {
    const codes = ['AR', 'AT', 'AU', 'BE', 'BR', 'CA', 'CH', 'DE', 'ES', 'FR', 'GB', 'IE', 'IN', 'IT'];
    const rows = codes.map((country, index) => row(`s${index}`, { country }));
    const bars = sourcesByCountry(rows);
    expect(bars).toHaveLength(COUNTRY_BARS_SHOWN + 1);
    expect(bars.at(-1)).toEqual({ key: 'other', label: 'Other (2 countries)', sources: 2 });
    expect(bars.reduce((sum, bar) => sum + bar.sources, 0)).toBe(rows.length);
  });
});

describe('rankDistribution', () => {
  it('puts each rank in its decade, unranked apart, every bucket present', () => {
    const buckets = rankDistribution(
      [0, 9, 10, 999, 1_000, 99_999, 100_000, 999_998, 999_999].map((rank, index) =>
        row(`s${index}`, { rank }),
      ),
    );
    expect(buckets.map((bucket) => [bucket.label, bucket.sources])).toEqual([
      ['0–9', 2],
      ['10–99', 1],
      ['100–999', 1],
      ['1k–10k', 1],
      ['10k–100k', 1],
      ['100k+', 2],
      ['Unranked', 1],
    ]);
  });

  it('is empty when no source has a rank', () => {
    expect(rankDistribution([row('a')])).toEqual([]);
  });
});

describe('busiestSources', () => {
  it('lists the sources with most articles this week, most first, names where known', () => {
    const rows = [
      row('a.example', { articles7d: 3, name: 'Alpha' }),
      row('b.example', { articles7d: 0 }),
      row('c.example', { articles7d: 8 }),
      row('d.example'),
      row('e.example', { articles7d: 3 }),
    ];
    expect(busiestSources(rows, 2)).toEqual([
      { domain: 'c.example', label: 'c.example', articles: 8 },
      { domain: 'a.example', label: 'Alpha', articles: 3 },
    ]);
    expect(busiestSources(rows).map((bar) => bar.domain)).toEqual(['c.example', 'a.example', 'e.example']);
  });

  it('is empty when no source published this week', () => {
    expect(busiestSources([row('a', { articles7d: 0 })])).toEqual([]);
  });
});
