// Floors on the hand-labelled held-out items (test/fixtures/nlp/entities_labelled.jsonl), set at the
// measured figures (scripts/eval-entities.ts) so a change that makes typing worse fails; the brief's
// targets (ORG P and R >= 0.80 ...) are not reached yet, see README.md.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { enrichArticle } from './enrich-article';
import type { EntityLabel } from './entities';
import { entityScores, normaliseName, type LabelledEntityItem } from './entity-evaluation';

const heldOut = readFileSync(
  new URL('../../../../test/fixtures/nlp/entities_labelled.jsonl', import.meta.url),
  'utf8',
)
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as LabelledEntityItem)
  .filter((item) => item.split === 'held-out');

const scores = entityScores(
  heldOut,
  heldOut.map((item) => enrichArticle({ title: item.title, description: item.description })),
);

function rates(type: EntityLabel): { precision: number; recall: number } {
  let gold = 0;
  let found = 0;
  let predicted = 0;
  let correct = 0;
  for (const score of scores) {
    gold += score.byType[type].gold;
    found += score.byType[type].foundGold;
    predicted += score.byType[type].predicted;
    correct += score.byType[type].correctPredicted;
  }
  return { precision: correct / predicted, recall: found / gold };
}

describe('entity typing on held-out hand-labelled real items', () => {
  it('has the labelled sample it is measured on', () => {
    expect(heldOut.length).toBeGreaterThanOrEqual(70);
  });

  it('keeps organisations in ner_ORG and MISC for what is neither person, organisation nor place', () => {
    // Measured (README.md, final held-out run): ORG 0.68 / 0.69, PER 0.84 / 0.57, LOC 0.97 / 0.64,
    // MISC 0.81 / 0.57.
    expect(rates('ORG').recall).toBeGreaterThanOrEqual(0.67);
    expect(rates('ORG').precision).toBeGreaterThanOrEqual(0.66);
    expect(rates('MISC').precision).toBeGreaterThanOrEqual(0.78);
    expect(rates('MISC').recall).toBeGreaterThanOrEqual(0.55);
    expect(rates('PER').precision).toBeGreaterThanOrEqual(0.82);
    expect(rates('PER').recall).toBeGreaterThanOrEqual(0.55);
    expect(rates('LOC').precision).toBeGreaterThanOrEqual(0.95);
    expect(rates('LOC').recall).toBeGreaterThanOrEqual(0.62);
  });

  it('types the breached organisation of a breach report ORG', () => {
    const reports = scores.filter((score) => score.breachedInOrg !== null);
    expect(reports.length).toBeGreaterThanOrEqual(15);
    // Measured 0.76 (16 of 21).
    expect(reports.filter((score) => score.breachedInOrg).length / reports.length).toBeGreaterThanOrEqual(
      0.75,
    );
  });
});

describe('normaliseName', () => {
  it('compares names across case, possessives, quote styles and a leading "the"', () => {
    expect(normaliseName('The Independent')).toBe('independent');
    expect(normaliseName('Smith’s')).toBe('smith');
    expect(normaliseName('Jones’')).toBe('jones');
  });
});
