import { describe, expect, it } from 'vitest';
import { analyseText, contentTerms, sentenceText } from './text-analysis';

describe('analyseText', () => {
  const analysed = analyseText('The senators were voting on Tuesday. Then markets rallied strongly!');

  it('splits sentences and rebuilds their text', () => {
    expect(analysed.sentenceSpans).toHaveLength(2);
    expect(sentenceText(analysed, 0)).toBe('The senators were voting on Tuesday.');
    expect(sentenceText(analysed, 1)).toBe('Then markets rallied strongly!');
  });

  it('keeps parallel per-token arrays', () => {
    const count = analysed.values.length;
    for (const column of [
      analysed.lemmas,
      analysed.pos,
      analysed.types,
      analysed.stopWords,
      analysed.spaces,
    ]) {
      expect(column).toHaveLength(count);
    }
    expect(analysed.pos[analysed.values.indexOf('Tuesday')]).toBe('PROPN');
  });

  it('gives lower-cased lemmas of content words only', () => {
    expect(contentTerms(analysed)).toEqual(['senator', 'vote', 'tuesday', 'market', 'rally', 'strongly']);
  });
});
