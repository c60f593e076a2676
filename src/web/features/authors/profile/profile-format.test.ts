import { describe, expect, it } from 'vitest';
import { formatRank, formatSentiment, formatShare } from './profile-format';

describe('profile number formats', () => {
  it('writes shares, small ones as <1%', () => {
    expect(formatShare(0.456)).toBe('46%');
    expect(formatShare(0.001)).toBe('<1%');
    expect(formatShare(0)).toBe('0%');
  });

  it('writes ranks, the unranked as such', () => {
    expect(formatRank(1204)).toBe('#1,204');
    expect(formatRank(999_999)).toBe('unranked');
  });

  it('writes sentiments with their sign', () => {
    expect(formatSentiment(0.123)).toBe('+0.12');
    expect(formatSentiment(-0.3)).toBe('−0.30');
    expect(formatSentiment(0)).toBe('0.00');
    expect(formatSentiment(null)).toBe('—');
  });
});
