import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyseText, contentTerms, lowerCaseValues, sentenceText } from './text-analysis';
import { analyseTextByOut, analyseTextWithWink } from './wink-analysis';

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

  it("lower-cases each token's value, from the analyser's memo or, for an older or copied analysis, afresh", () => {
    const text = "ÉCOLE Polytechnique's CEO SAID: McDonald’s, iPhone and İstanbul ... don't";
    const expected = (analysed: ReturnType<typeof analyseText>) =>
      analysed.values.map((v) => v.toLowerCase());
    const recent = analyseText(text);
    expect(lowerCaseValues(recent)).toEqual(expected(recent));
    expect(lowerCaseValues(recent)).toContain('école');
    const older = analyseText(`${text} again`);
    for (let k = 0; k < 8; k++) analyseText(`Filler text number ${k}.`);
    expect(lowerCaseValues(older)).toEqual(expected(older));
    const copy = { ...older, values: older.values.map((v, i) => (i === 0 ? 'Other' : v)) };
    expect(lowerCaseValues(copy)).toEqual(expected(copy));
  });
});

describe("analyseText (the port) and analyseTextWithWink (wink's token arrays read directly) against wink's accessors", () => {
  const records = (name: string) =>
    readFileSync(new URL(`../../../../test/fixtures/nlp/${name}`, import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as Record<string, string | undefined>);
  // Real text (headlines, descriptions, security news), and what is rare there: contractions (their own
  // normal and lemma), non-breaking and long spaces, emoji, symbols, currencies, words named like Object's
  // properties, a word learned whole in one text and split in another.
  const texts = [
    ...records('huffpost_sample.jsonl').flatMap((r) => [r.headline, r.short_description]),
    ...records('cybersecurity_sample.jsonl').flatMap((r) => [r.title, r.description]),
    ...records('order_sensitive_sample.jsonl').flatMap((r) => [r.title, r.description]),
    "Can't, won't, I'm, y'all gonna: they'd've said it's fine",
    'a\u00a0b\u2009c   d\te\n\nf',
    '😀 🎉 :-) #tag @me http://x.example/z a@b.example 5th 1990s USD 5 $5 10:30 pm',
    'constructor prototype __proto__ toString hasOwnProperty valueOf',
    "McDonald's. The McDonald's menu; Ex-USDA Official.",
  ].filter((text): text is string => !!text?.trim());

  it("gives what wink's own accessors give, field by field, also when a text is read again", () => {
    expect(texts.length).toBeGreaterThan(1000);
    for (const round of [1, 2]) {
      for (const text of texts) {
        const expected = { round, text, ...analyseTextByOut(text) };
        expect({ round, text, ...analyseTextWithWink(text) }).toEqual(expected);
        expect({ round, text, ...analyseText(text) }).toEqual(expected);
      }
    }
  });

  it('stays equal once tens of thousands of learned words have grown its tables', () => {
    // Made-up words: each one is learned by wink (its shipped lexicon has ~88,000 entries; the reader's tables
    // start at 131,072 and grow past it here) and is unknown to the port, whose memos fill up with them.
    let seed = 7;
    const random = () => (seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 4294967296;
    const word = () => {
      let text = '';
      for (let i = 4 + Math.floor(random() * 6); i > 0; i--)
        text += String.fromCharCode(97 + Math.floor(random() * 26));
      return random() < 0.5 ? text[0]!.toUpperCase() + text.slice(1) : text;
    };
    for (let k = 0; k < 900; k++) {
      const text = `${Array.from({ length: 60 }, word).join(' ')}. Zqx's word isn't here.`;
      const expected = analyseTextByOut(text);
      expect(analyseTextWithWink(text)).toEqual(expected);
      expect(analyseText(text)).toEqual(expected);
    }
  });
});
