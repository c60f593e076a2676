// Floors on the hand-labelled held-out items (the held-out split of test/fixtures/nlp/entities_labelled.jsonl
// and the second and third held-out parts, entities_labelled_heldout2.jsonl and entities_labelled_heldout3.jsonl,
// pooled as scripts/eval-entities.ts pools them), set one item below the measured figures so a change that makes
// typing worse fails; the brief's PER target is not reached yet, see README.md.
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
    expect(heldOut.length).toBe(313);
  });

  it('keeps organisations in ner_ORG and MISC for what is neither person, organisation nor place', () => {
    // Measured on the 313 pooled items of the three parts (nlp entity-passes.md, the held-out run after the
    // fifty-third pass, 2026-11-29): PER 0.89 / 0.86 (177 of 200, 176 of 205), ORG 0.84 / 0.82 (210 of 249, 198 of 240), LOC
    // 0.94 / 0.86 (137 of 145, 134 of 156), MISC 0.86 / 0.61 (82 of 95, 80 of 131). Floors one item below each.
    // (After the forty-seventh pass: PER 0.88 / 0.86, ORG 0.85 / 0.82, MISC 0.86 / 0.60; after the thirty-fourth: PER 0.85 / 0.82, ORG 0.82 / 0.81, MISC 0.85 / 0.57; after the twenty-fourth:
    // PER 0.84 / 0.82, MISC 0.85 / 0.53; on the first two parts' 193 items, the floors before: PER 0.80 / 0.78,
    // ORG 0.82 / 0.81, LOC 0.92 / 0.83, MISC 0.78 / 0.50.)
    expect(rates('PER').precision).toBeGreaterThanOrEqual(0.88);
    expect(rates('PER').recall).toBeGreaterThanOrEqual(0.85);
    expect(rates('ORG').precision).toBeGreaterThanOrEqual(0.83);
    expect(rates('ORG').recall).toBeGreaterThanOrEqual(0.81);
    expect(rates('LOC').precision).toBeGreaterThanOrEqual(0.93);
    expect(rates('LOC').recall).toBeGreaterThanOrEqual(0.85);
    expect(rates('MISC').precision).toBeGreaterThanOrEqual(0.85);
    expect(rates('MISC').recall).toBeGreaterThanOrEqual(0.6);
  });

  it('types the breached organisation of a breach report ORG', () => {
    const reports = scores.filter((score) => score.breachedInOrg !== null);
    expect(reports.length).toBe(85);
    // Measured 0.94 (80 of 85) on the three parts pooled after the fifty-third pass (floor: one item below); earlier
    // 0.92 (78 of 85), 0.93 (53 of 57) on the first two; on the first part alone 0.95 (20 of 21) since the twelfth
    // pass, 0.90 from the fourth to the eleventh, 0.86 after the third, 0.76 before.
    expect(reports.filter((score) => score.breachedInOrg).length / reports.length).toBeGreaterThanOrEqual(
      0.92,
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
