// Floors on the hand-labelled held-out items (the held-out split of test/fixtures/nlp/entities_labelled.jsonl
// and the second held-out part, entities_labelled_heldout2.jsonl, pooled as scripts/eval-entities.ts pools
// them), set one item below the measured figures so a change that makes typing worse fails; the brief's PER
// and LOC recall targets are not reached yet, see README.md.
import { describe, expect, it } from 'vitest';
import { enrichArticle } from './enrich-article';
import type { EntityLabel } from './entities';
import {
  entityScores,
  HELD_OUT_ENTITY_FILES,
  normaliseName,
  readLabelledEntityItems,
} from './entity-evaluation';

const heldOut = readLabelledEntityItems(HELD_OUT_ENTITY_FILES).filter((item) => item.split === 'held-out');

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
    expect(heldOut.length).toBe(193);
  });

  it('keeps organisations in ner_ORG and MISC for what is neither person, organisation nor place', () => {
    // Measured on the 193 pooled items (README.md, the twenty-first pass's held-out run, 2026-11-27): PER 0.82 /
    // 0.79 (102 of 125, 102 of 129), ORG 0.83 / 0.83 (133 of 160, 128 of 155), LOC 0.93 / 0.84 (84 of 90, 81 of
    // 96), MISC 0.80 / 0.51 (41 of 51, 40 of 78). Floors one item below each. (On the first part's 73 items alone,
    // the floors before: PER 0.77 / 0.64, ORG 0.79 / 0.77, LOC 0.95 / 0.79, MISC 0.72 / 0.56.)
    expect(rates('PER').precision).toBeGreaterThanOrEqual(0.8);
    expect(rates('PER').recall).toBeGreaterThanOrEqual(0.78);
    expect(rates('ORG').precision).toBeGreaterThanOrEqual(0.82);
    expect(rates('ORG').recall).toBeGreaterThanOrEqual(0.81);
    expect(rates('LOC').precision).toBeGreaterThanOrEqual(0.92);
    expect(rates('LOC').recall).toBeGreaterThanOrEqual(0.83);
    expect(rates('MISC').precision).toBeGreaterThanOrEqual(0.78);
    expect(rates('MISC').recall).toBeGreaterThanOrEqual(0.5);
  });

  it('types the breached organisation of a breach report ORG', () => {
    const reports = scores.filter((score) => score.breachedInOrg !== null);
    expect(reports.length).toBe(57);
    // Measured 0.93 (53 of 57) on the pooled items; on the first part alone 0.95 (20 of 21) since the twelfth
    // pass, 0.90 from the fourth to the eleventh, 0.86 after the third, 0.76 before.
    expect(reports.filter((score) => score.breachedInOrg).length / reports.length).toBeGreaterThanOrEqual(
      0.91,
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
