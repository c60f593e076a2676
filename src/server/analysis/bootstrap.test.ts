import { describe, expect, it } from 'vitest';
import { bootstrapInterval, seededRandom, shuffleInPlace } from './bootstrap';

describe('seededRandom', () => {
  it('repeats for a seed and differs across seeds', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const first = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(first);
    expect(Array.from({ length: 5 }, seededRandom(8))).not.toEqual(first);
    for (const x of first) expect(x >= 0 && x < 1).toBe(true);
  });
});

describe('shuffleInPlace', () => {
  it('permutes the items in place, the same way for a seed', () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    const shuffled = shuffleInPlace(items, seededRandom(3));
    expect(shuffled).toBe(items);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i));
    expect(shuffled).not.toEqual(Array.from({ length: 50 }, (_, i) => i));
    const again = shuffleInPlace(
      Array.from({ length: 50 }, (_, i) => i),
      seededRandom(3),
    );
    expect(again).toEqual(shuffled);
  });
});

describe('bootstrapInterval', () => {
  const hits = Array.from({ length: 200 }, (_, i) => (i % 4 === 0 ? 0 : 1)); // 75 % right
  const share = (ix: number[]) => ix.reduce((s, i) => s + hits[i]!, 0) / ix.length;

  it('brackets the figure, about ±6 points for 200 items at 75 %', () => {
    const [low, high] = bootstrapInterval(hits.length, share);
    expect(low).toBeLessThan(0.75);
    expect(high).toBeGreaterThan(0.75);
    expect(high - low).toBeGreaterThan(0.08);
    expect(high - low).toBeLessThan(0.16);
    expect(bootstrapInterval(hits.length, share)).toEqual([low, high]);
  });

  it('leaves out resamples where the statistic is undefined', () => {
    expect(bootstrapInterval(3, () => Number.NaN)).toEqual([Number.NaN, Number.NaN]);
  });
});
