import { describe, expect, it } from 'vitest';
import { escapeRegExp, sentenceMemo, wholeWord } from './text';

describe('escapeRegExp', () => {
  it('makes a pattern that matches the text literally', () => {
    const name = 'A.B. (Holdings) [UK] $5+ co*|?^{x}\\';
    const pattern = new RegExp(`^${escapeRegExp(name)}$`);
    expect(pattern.test(name)).toBe(true);
    expect(pattern.test(name.replace('.', 'x'))).toBe(false);
  });
});

describe('wholeWord', () => {
  it('matches the name only where no letter or digit touches it', () => {
    expect(wholeWord('Meta').test('Meta said on Monday')).toBe(true);
    expect(wholeWord('Meta').test("Meta's users")).toBe(true);
    expect(wholeWord('Meta').test('the Metaverse')).toBe(false);
    expect(wholeWord('Meta').test('Meta2 release')).toBe(false);
    expect(wholeWord('Mr. Cooper').test('lender Mr. Cooper, which')).toBe(true);
    expect(wholeWord('Mr. Cooper').test('lender Mr! Cooper')).toBe(false);
  });

  it('takes flags, so that every occurrence can be found in any case', () => {
    expect([...'Acme and ACME, not Acmes'.matchAll(wholeWord('acme', 'giu'))].map((m) => m.index)).toEqual([
      0, 9,
    ]);
  });
});

describe('sentenceMemo', () => {
  it('computes each key once while it is kept', () => {
    let calls = 0;
    const length = sentenceMemo((key) => (calls++, key.length), 10);
    expect([length('ab'), length('abc'), length('ab')]).toEqual([2, 3, 2]);
    expect(calls).toBe(2);
  });

  it('empties itself when full, and still answers', () => {
    let calls = 0;
    const upper = sentenceMemo((key) => (calls++, key.toUpperCase()), 2);
    expect([upper('a'), upper('b'), upper('c'), upper('a')]).toEqual(['A', 'B', 'C', 'A']);
    // 'c' found the memo full and emptied it, so 'a' was computed again.
    expect(calls).toBe(4);
  });
});
