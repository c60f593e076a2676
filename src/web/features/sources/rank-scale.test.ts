import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRank, positionFromRank, RANK_POSITIONS, rankFromPosition, rankMarks } from './rank-scale';

describe('rank scale', () => {
  it('spans the interface bounds at its ends', () => {
    expect(rankFromPosition(0)).toBe(0);
    expect(rankFromPosition(RANK_POSITIONS)).toBe(999_999);
    expect(positionFromRank(0)).toBe(0);
    expect(positionFromRank(999_999)).toBe(RANK_POSITIONS);
  });

  it('puts each power of ten a hundred positions apart', () => {
    expect([10, 100, 1_000, 10_000, 100_000].map(positionFromRank)).toEqual([100, 200, 300, 400, 500]);
    expect(rankFromPosition(300)).toBe(1_000);
  });

  it('shows ranks with two significant digits past 100', () => {
    expect(rankFromPosition(237)).toBe(230);
    expect(rankFromPosition(50)).toBe(3);
  });

  it('never decreases along the slider, and a rank maps to a position that maps back close to it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: RANK_POSITIONS - 1 }), (position) => {
        expect(rankFromPosition(position + 1)).toBeGreaterThanOrEqual(rankFromPosition(position));
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_998 }), (rank) => {
        const back = rankFromPosition(positionFromRank(rank));
        // One position is 2.3% of the rank; rounding to two digits adds up to 5%.
        expect(Math.abs(back - rank) / rank).toBeLessThan(0.08);
      }),
    );
  });

  it('labels the marks and formats the unranked end', () => {
    expect(rankMarks.map((mark) => mark.label)).toEqual(['0', '10', '100', '1k', '10k', '100k', 'max']);
    expect(formatRank(12_345)).toBe('12,345');
    expect(formatRank(999_999)).toBe('999,999 (unranked)');
  });
});
