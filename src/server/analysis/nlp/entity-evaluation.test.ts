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
    // Measured (README.md, held-out run of issue 20's twelfth pass): ORG 0.81 / 0.79 (56 of 69, 53 of 67),
    // PER 0.81 / 0.68 (25 of 31, 25 of 37), LOC 0.97 / 0.82 (36 of 37, 36 of 44), MISC 0.82 / 0.61.
    // Floors one item below the figures: ORG raised in the seventh pass, PER and LOC recall in the ninth, PER recall
    // again in the eleventh, PER and ORG recall and PER precision in the twelfth;
    // LOC precision (one item below is 0.94) kept. MISC precision 0.82 -> 0.78 (14 of 18) in the seventeenth
    // pass's run: plural demonyms (MISC recall 0.53 -> 0.56 on the tuning parts) add one MISC the held-out
    // labels do not hold; its floor is one item below that (13 of 18).
    expect(rates('ORG').recall).toBeGreaterThanOrEqual(0.77);
    expect(rates('ORG').precision).toBeGreaterThanOrEqual(0.79);
    expect(rates('MISC').precision).toBeGreaterThanOrEqual(0.72);
    expect(rates('MISC').recall).toBeGreaterThanOrEqual(0.56);
    expect(rates('PER').precision).toBeGreaterThanOrEqual(0.77);
    expect(rates('PER').recall).toBeGreaterThanOrEqual(0.64);
    expect(rates('LOC').precision).toBeGreaterThanOrEqual(0.95);
    expect(rates('LOC').recall).toBeGreaterThanOrEqual(0.79);
  });

  it('types the breached organisation of a breach report ORG', () => {
    const reports = scores.filter((score) => score.breachedInOrg !== null);
    expect(reports.length).toBeGreaterThanOrEqual(15);
    // Measured 0.95 (20 of 21, twelfth pass); 0.90 from the fourth to the eleventh, 0.86 after the third, 0.76 before.
    expect(reports.filter((score) => score.breachedInOrg).length / reports.length).toBeGreaterThanOrEqual(
      0.9,
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
