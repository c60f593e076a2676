import { describe, expect, it } from 'vitest';
import { escapeRegExp, execAfterName, sentenceMemo, wholeWord, wholeWordOffsets } from './text';

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

describe('wholeWordOffsets', () => {
  const byPattern = (text: string, name: string) =>
    [...text.matchAll(wholeWord(name, 'gu'))].map((m) => m.index);
  it("finds where wholeWord's pattern matches, without compiling it", () => {
    const text = 'Orange said Orange, OrangeX and Orange2 were hit; "Orange" and the Orange Orange.';
    expect(wholeWordOffsets(text, 'Orange')).toEqual([0, 12, 51, 67, 74]);
    expect(wholeWordOffsets(text, 'Orange')).toEqual(byPattern(text, 'Orange'));
    // Overlapping places: the match after a match starts after its end, as the pattern's do.
    expect(wholeWordOffsets('aa aa aa', 'aa aa')).toEqual([0]);
    expect(wholeWordOffsets('Mr. Cooper and Mr. Cooper.', 'Mr. Cooper')).toEqual([0, 15]);
  });

  it('reads a letter outside the BMP before or after the name as a letter, as the pattern does', () => {
    const text = 'Meta 𝐀Meta Meta𝐀 𝟏Meta (Meta)';
    expect(wholeWordOffsets(text, 'Meta')).toEqual(byPattern(text, 'Meta'));
    expect(wholeWordOffsets(text, 'Meta')).toEqual([0, 27]);
  });

  it('falls back to the pattern for a name that starts or ends with half a surrogate pair', () => {
    const text = '𝐀Meta \udc00Meta';
    expect(wholeWordOffsets(text, '\udc00Meta')).toEqual(byPattern(text, '\udc00Meta'));
    expect(wholeWordOffsets(text, '')).toEqual(byPattern(text, ''));
  });
});

describe('execAfterName', () => {
  const next = /\s+(?:firm|company)\s+(\p{Lu}\p{L}*)/uy;
  const byPattern = (text: string, name: string) =>
    new RegExp(String.raw`(?<![\p{L}\p{N}])${escapeRegExp(name)}${next.source}`, 'u').exec(text)?.slice(1) ??
    null;
  it('gives the groups of the first place where the name, as a word, is followed by the pattern', () => {
    const text = 'XAcme firm Wrong; Acme said; Acme company Right; Acme firm Later';
    expect(execAfterName(text, 'Acme', next)?.slice(1)).toEqual(['Right']);
    expect(execAfterName(text, 'Acme', next)?.slice(1)).toEqual(byPattern(text, 'Acme'));
    expect(execAfterName(text, 'Nobody', next)).toBeNull();
    expect(execAfterName('\udc00Acme firm Here', '\udc00Acme', next)?.slice(1)).toEqual(['Here']);
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
