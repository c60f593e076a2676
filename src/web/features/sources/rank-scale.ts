// The rank slider's logarithmic scale. Ranks run from 0 to 999,999 but the interesting ones are small
// (a rank of 50 and of 5,000 are worlds apart, 500,000 and 505,000 are not), so the slider moves in
// positions 0–600, a hundred per power of ten, and shows two-significant-digit ranks.
import { RANK_MAX, RANK_MIN } from './sources-search';

export const RANK_POSITIONS = 600;
const positionsPerDecade = RANK_POSITIONS / 6;

/** Two significant digits: 234 → 230, 1,870 → 1,900; ranks below 100 stay exact. */
function roundToTwoSignificantDigits(value: number): number {
  if (value < 100) return Math.round(value);
  const unit = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / unit) * unit;
}

export function rankFromPosition(position: number): number {
  if (position <= 0) return RANK_MIN;
  if (position >= RANK_POSITIONS) return RANK_MAX;
  return Math.min(RANK_MAX, roundToTwoSignificantDigits(10 ** (position / positionsPerDecade)));
}

export function positionFromRank(rank: number): number {
  if (rank <= RANK_MIN) return 0;
  if (rank >= RANK_MAX) return RANK_POSITIONS;
  return Math.min(RANK_POSITIONS, Math.max(1, Math.round(Math.log10(rank) * positionsPerDecade)));
}

export function formatRank(rank: number): string {
  return rank >= RANK_MAX ? `${RANK_MAX.toLocaleString('en-US')} (unranked)` : rank.toLocaleString('en-US');
}

/** Slider marks at each power of ten, and at the end (unranked). */
export const rankMarks = [0, 10, 100, 1_000, 10_000, 100_000, RANK_MAX].map((rank) => ({
  value: positionFromRank(rank),
  label: rank >= RANK_MAX ? 'max' : rank >= 1_000 ? `${rank / 1_000}k` : String(rank),
}));
