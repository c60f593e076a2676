import { describe, expect, it } from 'vitest';
import { chunkTokens, fastAnalyseText, tokenize } from './fast-analysis';
import { analyseTextWithWink } from './wink-analysis';

/** Strings where wink's tokenizer does something particular: the fast analyser must split them as wink does. */
const TRICKY = [
  "Trump's aide said it's fine, but they can't — won't — go.",
  'Apple’s CEO didn’t say; we’d’ve known. Y’all gonna see?',
  'The U.S. economy grew 2.5% in Q3, e.g. faster than the E.U. (Mr. Smith, Ph.D., agreed).',
  'Prices rose $5.2bn (€4.8bn) to US$10,000.50 at 10:30am on 3rd Feb; 1990s-style, the ’90s and 80s.',
  'Email jane.doe@example.com or visit https://example.com/a?b=c#d, #breaking @newsdesk :) 😀👍',
  'Well-known anti-vaccine co-founders re-elected; state-of-the-art X-rays... and so--on–off.',
  '"Quoted," she said. \'Single\' [brackets] {braces} ¿Qué? ¡Sí! «guillemets» … end',
  'Line one\nLine two\n\n\tTabbed   spaced\u00a0nbsp\u2009thin',
  "I'm, you're, he'll, O'Brien's, rock'n'roll, Ma'am, ol' days, 'tis, can't've.",
  'A.B.C. Corp. Inc. Ltd. No. 5 vs. St. Louis, Jan. 5, a.m. p.m. etc. i.e. U.K.-based',
  'C++ & C# > Java; 50% off! 3x faster? 2-for-1 deals, 24/7, 1/2 cup, +44 20 7946 0958',
  "MCDONALD'S, McDonald's, McDonald's. IT'S LIT. HBO’s “Succession”’s finale",
  'word.Next sentence.No space;semicolon,comma:colon!bang?query',
  'Ex-USDA Official paid USD 5 and GBP10; AUDIT of INR-linked bonds',
  '',
  '   ',
];

describe('fast analyser tokenizer', () => {
  it("gives wink's tokens, spaces, types, sentences, stop words, tags, lemmas and sentiment on tricky strings", () => {
    for (const text of TRICKY) {
      const wink = analyseTextWithWink(text);
      const fast = fastAnalyseText(text);
      expect(fast.values, text).toEqual(wink.values);
      expect(fast.spaces, text).toEqual(wink.spaces);
      expect(fast.types, text).toEqual(wink.types);
      expect(fast.sentenceSpans, text).toEqual(wink.sentenceSpans);
      expect(fast.stopWords, text).toEqual(wink.stopWords);
      expect(fast.pos, text).toEqual(wink.pos);
      expect(fast.lemmas, text).toEqual(wink.lemmas);
      expect(fast.sentiment, text).toBeCloseTo(wink.sentiment, 12);
    }
  });

  it('splits contractions and possessives into parts', () => {
    expect(tokenize("can't").values).toEqual(['ca', "n't"]);
    expect(tokenize("Trump's").values).toEqual(['Trump', "'s"]);
    expect(tokenize('Apple’s').values).toEqual(['Apple', '’s']);
    expect(tokenize('U.S.').values).toEqual(['U.S.']);
    expect(tokenize('self-driving, anti-war').values).toEqual(['self', '-', 'driving', ',', 'anti-war']);
  });

  it("gives wink's document sentiment, negation included", () => {
    for (const text of [
      'This is good. That is not good at all.',
      'Never happy, never sad!',
      'A terrible day :(',
    ]) {
      expect(fastAnalyseText(text).sentiment).toBeCloseTo(analyseTextWithWink(text).sentiment, 10);
    }
  });

  it('gives the same analysis of a text whatever was read before', () => {
    const text = "McDonald's shares rose. USD fell; McDonald's.";
    const first = fastAnalyseText(text);
    for (const other of TRICKY) fastAnalyseText(other);
    expect(fastAnalyseText(text)).toEqual(first);
  });
});

describe('chunkTokens', () => {
  it("walks the text into the chunks and space runs wink's splitter gives, without splitting it", () => {
    const texts = [
      ...TRICKY,
      ' lead and trail ',
      '\n\nopens with breaks\r\n\tand\u00a0 \u2002mixed  \t runs\u205f\u202fend\n',
      'a\u00a0\u00a0b \u2009 c\t\td\r\re',
      'x'.repeat(5) + ' '.repeat(70000) + 'y',
      '\t',
      '\u00a0',
    ];
    for (const text of texts) {
      expect(chunkTokens(text), JSON.stringify(text.slice(0, 60))).toEqual(
        chunkTokens(text, undefined, true),
      );
    }
  });
});
