import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { enrichArticle } from './enrich-article';

interface Labelled {
  title: string;
  label: string;
  split: 'tuning' | 'held-out';
}

function read(name: string): Labelled[] {
  return readFileSync(new URL(`../../../../test/fixtures/nlp/${name}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Labelled);
}

const titleSentiment = (title: string): number => enrichArticle({ title }).sentiment.title;

// Held-out halves of the labelled sets, and the second held-out part of harm headlines (test/fixtures/nlp/README.md):
// nothing in sentiment.ts was tuned on them.
const harm = ['sentiment_harm_headlines.jsonl', 'sentiment_harm_headlines_heldout2.jsonl']
  .flatMap(read)
  .filter((r) => r.label === 'harm' && r.split === 'held-out');
const factual = read('sentiment_factual_headlines.jsonl').filter(
  (r) => r.label === 'factual' && r.split === 'held-out',
);

describe('headline sentiment on held-out labelled real headlines', () => {
  it('scores headlines about deaths, disasters, attacks and breaches negative (at most 2 % positive)', () => {
    expect(harm.length).toBeGreaterThanOrEqual(200);
    const positive = harm.filter((r) => titleSentiment(r.title) > 0).map((r) => r.title);
    expect(positive.length / harm.length).toBeLessThanOrEqual(0.02);
    // Measured 2.2 % (5 of 231) not negative when the second part was first scored; the floor one headline above.
    const nonNegative = harm.filter((r) => titleSentiment(r.title) >= 0);
    expect(nonNegative.length / harm.length).toBeLessThanOrEqual(0.026);
  });

  it('keeps plain factual headlines near zero (measured mean |score| 0.104)', () => {
    expect(factual.length).toBeGreaterThanOrEqual(30);
    const meanAbsolute =
      factual.reduce((sum, r) => sum + Math.abs(titleSentiment(r.title)), 0) / factual.length;
    expect(meanAbsolute).toBeLessThanOrEqual(0.12);
  });
});

describe('textSentiment corrections', () => {
  it('does not read harm as positive because of a cheerful verb', () => {
    expect(titleSentiment('Storms Sweep The South And Midwest, Killing At Least 11 People')).toBeLessThan(0);
    expect(titleSentiment('Flight delays continue across Europe after weekend cyber-attack')).toBeLessThan(0);
  });

  it('reads words inside names as names', () => {
    expect(titleSentiment('Supreme Court Sides With Government In Gitmo State Secrets Case')).toBe(0);
    expect(titleSentiment('Merriam-Webster Names Personal Pronoun They Its 2019 Word Of The Year')).toBe(0);
  });

  it('keeps the tone of evaluative headlines', () => {
    expect(titleSentiment('Fans thrilled as beloved band announces wonderful reunion tour')).toBeGreaterThan(
      0.3,
    );
    expect(titleSentiment('Critics call the sequel a boring, terrible mess')).toBeLessThan(-0.25);
  });

  it('reads words that report a procedure or a contest as plain fact', () => {
    expect(titleSentiment('Senate Approves Defense Bill')).toBe(0);
    expect(titleSentiment('Chiefs Win Super Bowl')).toBe(0);
    expect(titleSentiment('Governor Backs Plan To Raise Minimum Wage')).toBe(0);
  });

  it('does not let masking raise a negated word', () => {
    // "Won't Support": wink reads the negation; masking "support" must not turn it positive.
    expect(titleSentiment("House Members Say They Won't Support The Bill")).toBeLessThanOrEqual(0);
  });

  it('shrinks a mild negative word without zeroing it', () => {
    const mild = titleSentiment('Officials Say Flights Delayed At Airport');
    expect(mild).toBeLessThan(0);
    expect(mild).toBeGreaterThan(-0.2);
  });
});
