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

  it('tokenizes a text the same whatever was read before', () => {
    const tokens = (text: string) => analyseText(text).values;
    const cow = "Cow Spotted In Back Of Car At McDonald’s Or McDonald's";
    const before = tokens(cow);
    // wink learns "McDonald's" whole from the first; it used to keep it whole everywhere after that.
    tokens("The tweet showed Carey in front of an underwater McDonald's.");
    tokens('Ex-USDA Official Compares Farmers');
    expect(tokens(cow)).toEqual(before);
    expect(before.slice(-2)).toEqual(['McDonald', "'s"]);
    const usd = analyseText('Ex-USDA Official');
    expect(usd.types[usd.values.indexOf('USD')]).toBe('currency');
  });
});
