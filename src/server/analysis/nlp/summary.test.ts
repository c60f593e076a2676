import { describe, expect, it } from 'vitest';
import { summarise } from './summary';
import { shippedTermWeights } from './term-idf';
import { analyseText } from './text-analysis';

const weights = shippedTermWeights();

const article = [
  'The city council approved a new budget for public transport on Tuesday.',
  'The budget adds forty electric buses and extends the tram line to the northern suburbs.',
  'Council members debated the transport budget for six hours before the vote.',
  'One member brought homemade cookies to the meeting.',
  'Critics say the budget leaves too little money for road repairs.',
  'The weather was mild.',
  'The new tram line is expected to open in 2027 and carry twenty thousand passengers a day.',
].join(' ');

describe('summarise', () => {
  it('picks at most three sentences of the text, in their original order', () => {
    const summary = summarise(analyseText(article), weights);
    const sentences = summary.match(/[^.]+\./g)!.map((s) => s.trim());
    expect(sentences.length).toBeGreaterThan(0);
    expect(sentences.length).toBeLessThanOrEqual(3);
    const positions = sentences.map((sentence) => article.indexOf(sentence));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((x, y) => x - y)).toEqual(positions);
  });

  it('prefers sentences about what the article is about over asides', () => {
    const summary = summarise(analyseText(article), weights);
    expect(summary).toContain('The city council approved a new budget for public transport on Tuesday.');
    expect(summary).not.toContain('cookies');
    expect(summary).not.toContain('The weather was mild.');
  });

  it('returns a short text whole', () => {
    const text = 'Markets were calm. Traders waited for the central bank.';
    expect(summarise(analyseText(text), weights)).toBe(text);
  });

  it('honours a smaller sentence budget', () => {
    const summary = summarise(analyseText(article), weights, 1);
    expect(summary.match(/\./g)).toHaveLength(1);
  });
});
