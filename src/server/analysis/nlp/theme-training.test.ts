import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ThemeClassifier } from './theme-classifier';
import {
  DEFAULT_TRAINING_OPTIONS,
  HUFFPOST_CATEGORY_THEMES,
  evaluatePredictions,
  stratifiedFolds,
  trainLogistic,
  trainThemeModel,
  type TermDocument,
} from './theme-training';
import { THEMES, type Theme } from './themes';

describe('HuffPost category mapping', () => {
  it('maps every category of the sample to one of the 15 themes', () => {
    const fixture = new URL('../../../../test/fixtures/nlp/huffpost_sample.jsonl', import.meta.url);
    const categories = new Set(
      readFileSync(fixture, 'utf8')
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => (JSON.parse(line) as { category: string }).category),
    );
    for (const category of categories) expect(THEMES).toContain(HUFFPOST_CATEGORY_THEMES[category]);
  });
});

describe('trainThemeModel', () => {
  const documents: TermDocument[] = [
    { terms: ['goal', 'match', 'striker'], theme: 'Sports' },
    { terms: ['goal', 'league', 'coach'], theme: 'Sports' },
    { terms: ['vote', 'senate', 'bill'], theme: 'Politics' },
    { terms: ['vote', 'election', 'senate'], theme: 'Politics' },
  ];

  it('learns which words go with which theme', () => {
    const classifier = new ThemeClassifier(
      trainThemeModel(documents, { ...DEFAULT_TRAINING_OPTIONS, seedWeight: 0 }),
    );
    expect(classifier.primaryTheme(['goal', 'coach'])).toBe('Sports');
    expect(classifier.primaryTheme(['senate', 'bill'])).toBe('Politics');
  });

  it('drops words seen fewer than minTermCount times and adds keyword seeds', () => {
    const model = trainThemeModel(documents, { ...DEFAULT_TRAINING_OPTIONS, minTermCount: 2, seedWeight: 3 });
    expect(model.terms['striker']).toBeUndefined();
    expect(model.terms['goal']).toEqual([THEMES.indexOf('Sports'), 2]);
    // "hurricane" is a Weather seed: Weather is known even with no Weather document.
    expect(model.terms['hurricane']).toEqual([THEMES.indexOf('Weather'), 3]);
    expect(new ThemeClassifier(model).primaryTheme(['hurricane'])).toBe('Weather');
  });
});

describe('trainLogistic', () => {
  const documents: TermDocument[] = [
    { terms: ['goal', 'match', 'striker'], theme: 'Sports' },
    { terms: ['goal', 'league', 'coach'], theme: 'Sports' },
    { terms: ['vote', 'senate', 'bill'], theme: 'Politics' },
    { terms: ['vote', 'election', 'senate'], theme: 'Politics' },
  ];
  const options = { ...DEFAULT_TRAINING_OPTIONS.logistic!, minDocuments: 1, epochs: 30 };

  it('learns the themes’ words', () => {
    const weights = trainLogistic(documents, options);
    const sports = THEMES.indexOf('Sports');
    const politics = THEMES.indexOf('Politics');
    const weight = (term: string, theme: number) => {
      const pairs = weights.terms[term] ?? [];
      for (let k = 0; k < pairs.length; k += 2) if (pairs[k] === theme) return pairs[k + 1]!;
      return 0;
    };
    expect(weight('goal', sports)).toBeGreaterThan(weight('goal', politics));
    expect(weight('senate', politics)).toBeGreaterThan(weight('senate', sports));
  });
});

describe('stratifiedFolds', () => {
  const items = Array.from({ length: 50 }, (_, i) => ({ theme: (i < 30 ? 'Politics' : 'Sports') as Theme }));

  it('spreads each theme evenly over the folds, the same way for the same seed', () => {
    const folds = stratifiedFolds(items, 5, 7);
    expect(stratifiedFolds(items, 5, 7)).toEqual(folds);
    for (let fold = 0; fold < 5; fold++) {
      expect(items.filter((item, i) => folds[i] === fold && item.theme === 'Politics')).toHaveLength(6);
      expect(items.filter((item, i) => folds[i] === fold && item.theme === 'Sports')).toHaveLength(4);
    }
  });

  it('shuffles differently for another seed', () => {
    expect(stratifiedFolds(items, 5, 8)).not.toEqual(stratifiedFolds(items, 5, 7));
  });
});

describe('evaluatePredictions', () => {
  it('computes accuracy, per-theme precision/recall/F1 and macro-F1', () => {
    const gold: Theme[] = ['Sports', 'Sports', 'Politics', 'Politics'];
    const predicted: Theme[] = ['Sports', 'Politics', 'Politics', 'Politics'];
    const report = evaluatePredictions(gold, predicted);
    expect(report.accuracy).toBe(0.75);
    const sports = report.perTheme.find((row) => row.theme === 'Sports')!;
    const politics = report.perTheme.find((row) => row.theme === 'Politics')!;
    expect([sports.precision, sports.recall, sports.f1]).toEqual([1, 0.5, 2 / 3]);
    expect(politics.precision).toBeCloseTo(2 / 3, 12);
    expect(politics.recall).toBe(1);
    expect(politics.f1).toBeCloseTo(0.8, 12);
    expect(report.macroF1).toBeCloseTo((2 / 3 + 0.8) / 2, 12);
    expect(report.confusion.get('Sports')?.get('Politics')).toBe(1);
  });
});
