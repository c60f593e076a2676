import { describe, expect, it } from 'vitest';
import { RecentMemo } from './recent-memo';

describe('RecentMemo', () => {
  it('keeps the last `size` values by their key object, and forgets the oldest first', () => {
    const memo = new RecentMemo<{ id: number }, string>(2);
    const [a, b, c] = [{ id: 1 }, { id: 2 }, { id: 3 }];
    memo.set(a, 'a');
    memo.set(b, 'b');
    expect(memo.get(a)).toBe('a');
    expect(memo.get(b)).toBe('b');
    // Found by identity only: an equal object is another key.
    expect(memo.get({ id: 1 })).toBeUndefined();
    memo.set(c, 'c');
    expect(memo.get(a)).toBeUndefined();
    expect(memo.get(b)).toBe('b');
    expect(memo.get(c)).toBe('c');
  });
});
