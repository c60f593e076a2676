import { describe, expect, it } from 'vitest';
import { TermIndex, hashTerm } from './term-index';

describe('TermIndex', () => {
  it('numbers distinct terms in order of first occurrence, as a Map from term to index does', () => {
    const terms = 'bank rate bank inflation rate rate bank fed é naïve fed'.split(' ');
    const index = new TermIndex(terms.length);
    const map = new Map<string, number>();
    for (const term of terms) {
      if (!map.has(term)) map.set(term, map.size);
      expect(index.add(term, hashTerm(term))).toBe(map.get(term));
    }
    expect(index.terms).toEqual([...map.keys()]);
  });

  it('tells apart terms whose hashes are equal, and keeps finding each when the slots are full', () => {
    const index = new TermIndex(3);
    expect([index.add('a', 42), index.add('b', 42), index.add('c', 42)]).toEqual([0, 1, 2]);
    expect([index.add('c', 42), index.add('a', 42), index.add('b', 42)]).toEqual([2, 0, 1]);
    const many = new TermIndex(500);
    for (let k = 0; k < 500; k++) expect(many.add(`t${k}`, k & 7)).toBe(k);
    for (let k = 0; k < 500; k++) expect(many.add(`t${k}`, k & 7)).toBe(k);
  });

  it('numbers keys known by their hash alone in order of first occurrence, and keeps no terms for them', () => {
    const index = new TermIndex(6);
    expect([7, -3, 7, 0, -3, 7].map((hash) => index.addHash(hash))).toEqual([0, 1, 0, 2, 1, 0]);
    expect(index.hashes).toEqual([7, -3, 0]);
    expect(index.terms).toEqual([]);
  });

  it('hashes a term to a signed 32-bit integer with the bits of FNV-1a', () => {
    for (const term of ['', 'a', 'bank', 'naïve', 'x'.repeat(100)]) {
      let unsigned = 0x811c9dc5;
      for (let i = 0; i < term.length; i++)
        unsigned = Math.imul(unsigned ^ term.charCodeAt(i), 0x01000193) >>> 0;
      expect(hashTerm(term)).toBe(unsigned | 0);
    }
  });
});
