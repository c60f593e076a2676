// Scores recognised entities against hand labels (scripts/eval-entities.ts, entities.test.ts), and reads the
// label files of test/fixtures/nlp.
import { readFileSync } from 'node:fs';
import type { EntityLabel } from './entities';
import type { NlpResult } from './enrich-article';

/**
 * The label files that hold held-out items: the held-out split of the first sample and the second and third held-out
 * parts (test/fixtures/nlp/README.md). Scored pooled, never tuned on, and kept out of the lexicons' name mining.
 */
export const HELD_OUT_ENTITY_FILES: readonly string[] = [
  'entities_labelled.jsonl',
  'entities_labelled_heldout2.jsonl',
  'entities_labelled_heldout3.jsonl',
];

/** Every labelled item (both splits) of these files of test/fixtures/nlp, in order. */
export function readLabelledEntityItems(files: readonly string[]): LabelledEntityItem[] {
  return files.flatMap((file) =>
    readFileSync(new URL(`../../../../test/fixtures/nlp/${file}`, import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as LabelledEntityItem),
  );
}

export interface LabelledEntityItem {
  /** Where the item comes from: its HuffPost line or NewsDataHub data row (1-based). */
  line?: number;
  row?: number;
  title: string;
  description: string;
  split: 'tuning' | 'held-out';
  /** Per type, each gold entity as its accepted spellings. */
  entities: Record<EntityLabel, string[][]>;
  /** Accepted spellings of the breached organisation, for breach reports that name one. */
  breached: string[] | null;
}

export interface TypeCounts {
  gold: number;
  foundGold: number;
  predicted: number;
  correctPredicted: number;
}

export interface ItemScore {
  byType: Record<EntityLabel, TypeCounts>;
  /** null when the item is not a breach report naming the breached organisation. */
  breachedInOrg: boolean | null;
  breachedInAny: boolean | null;
  errors: string[];
}

const TYPES: EntityLabel[] = ['PER', 'ORG', 'LOC', 'MISC'];

/** Compares names as written, ignoring case, a leading "the", possessives and quote styles. */
export function normaliseName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[‘’`´]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/^the\s+/, '')
    .replace(/'s?$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function entityScores(
  items: readonly LabelledEntityItem[],
  predictions: readonly NlpResult[],
): ItemScore[] {
  return items.map((item, index) => {
    const result = predictions[index]!;
    const predictedByType: Record<EntityLabel, string[]> = {
      PER: result.ner_PER.map((e) => e.entity_name),
      ORG: result.ner_ORG.map((e) => e.entity_name),
      LOC: result.ner_LOC.map((e) => e.entity_name),
      MISC: result.ner_MISC.map((e) => e.entity_name),
    };
    const errors: string[] = [];
    const byType = {} as Record<EntityLabel, TypeCounts>;
    for (const type of TYPES) {
      const gold = item.entities[type].map((spellings) => new Set(spellings.map(normaliseName)));
      const predicted = predictedByType[type].map(normaliseName);
      const found = gold.map((spellings) => predicted.some((name) => spellings.has(name)));
      const correct = predicted.filter((name) => gold.some((spellings) => spellings.has(name)));
      for (const [k, spellings] of gold.entries()) {
        if (!found[k]) errors.push(`missed ${type} ${[...spellings][0]}`);
      }
      for (const [k, name] of predicted.entries()) {
        if (!gold.some((spellings) => spellings.has(name)))
          errors.push(`wrong ${type} ${predictedByType[type][k]}`);
      }
      byType[type] = {
        gold: gold.length,
        foundGold: found.filter(Boolean).length,
        predicted: predicted.length,
        correctPredicted: correct.length,
      };
    }
    let breachedInOrg: boolean | null = null;
    let breachedInAny: boolean | null = null;
    if (item.breached) {
      const spellings = new Set(item.breached.map(normaliseName));
      breachedInOrg = predictedByType.ORG.some((name) => spellings.has(normaliseName(name)));
      breachedInAny = TYPES.some((type) =>
        predictedByType[type].some((name) => spellings.has(normaliseName(name))),
      );
    }
    return { byType, breachedInOrg, breachedInAny, errors };
  });
}
