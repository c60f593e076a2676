// Numbers as the profile's cards write them.
const countFormat = new Intl.NumberFormat('en');
const percentFormat = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 0 });

export const formatCount = (value: number) => countFormat.format(value);

/** `12%`; shares under half a percent read `<1%` rather than a misleading `0%`. */
export function formatShare(share: number): string {
  return share > 0 && share < 0.005 ? '<1%' : percentFormat.format(share);
}

/** `#1,204`, or `unranked` for the interface's 999999. */
export function formatRank(rank: number): string {
  return rank >= 999_999 ? 'unranked' : `#${countFormat.format(rank)}`;
}

/** `+0.12` / `−0.30`: a sentiment with its sign, to two places. */
export function formatSentiment(value: number | null): string {
  if (value === null) return '—';
  const text = Math.abs(value).toFixed(2);
  return value > 0 ? `+${text}` : value < 0 ? `−${text}` : text;
}
