import { describe, expect, it } from 'vitest';
import { ThemeClassifier, shippedThemeClassifier } from './theme-classifier';
import { termsOfText } from './theme-training';
import type { Theme } from './themes';

const classifier = shippedThemeClassifier();

describe('shipped theme classifier', () => {
  it.each<[string, Theme]>([
    ['Senate passes voting rights bill after long debate between Democrats and Republicans', 'Politics'],
    ['Police arrest suspect in downtown shooting that killed two people', 'Crime'],
    ['Lakers beat Celtics 110-102 as LeBron James scores 35 points in the playoff game', 'Sports'],
    ['Taylor Swift announces new album and world tour dates', 'Entertainment'],
    ['NASA telescope spots water vapour in the atmosphere of a distant planet', 'Science'],
    ['New iPhone app uses AI to detect malware on smartphones', 'Tech'],
    ['Best beaches in Portugal for a summer vacation: hotels, flights and itineraries', 'Travel'],
    ['Ten easy dinner recipes for busy parents', 'Lifestyle'],
    ['Study finds daily exercise lowers the risk of heart disease and diabetes', 'Health'],
    // Themes with no HuffPost section: known from their keyword seeds only.
    ['Inflation slows and GDP growth picks up as the economy avoids recession, economists say', 'Economics'],
    ['Hurricane makes landfall with heavy rain and 150 mph winds, forecasters warn', 'Weather'],
    ['Toyota recalls one million cars as automakers race to build electric vehicles', 'Automotive'],
  ])('%s → %s', (text, theme) => {
    expect(classifier.primaryTheme(termsOfText(text))).toBe(theme);
  });

  it('calls text with no known word General', () => {
    expect(classifier.classify(termsOfText('Zxqv plorbt wendle'))).toEqual(['General']);
    expect(classifier.classify([])).toEqual(['General']);
  });

  it('returns posteriors that sum to one', () => {
    const posteriors = classifier.posteriors(termsOfText('The election results surprised the governor'))!;
    expect(posteriors).toHaveLength(15);
    expect([...posteriors].reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 9);
  });
});

describe('ThemeClassifier', () => {
  // A two-theme model: Sports knows "goal" well, Politics knows "vote" well; both saw "team".
  const model = {
    description: 'test model',
    themes: ['Sports', 'Politics'] as Theme[],
    lambda: 0.7,
    referenceLength: 30,
    priors: [1, 1],
    terms: { goal: [0, 20], vote: [1, 20], team: [0, 5, 1, 5] },
  };

  it('picks the theme whose words the text uses', () => {
    const twoThemes = new ThemeClassifier(model);
    expect(twoThemes.primaryTheme(['goal', 'team'])).toBe('Sports');
    expect(twoThemes.primaryTheme(['vote', 'team'])).toBe('Politics');
  });

  it('reports a second theme when it comes close to the first', () => {
    const twoThemes = new ThemeClassifier(model);
    expect(twoThemes.classify(['goal', 'vote'])).toEqual(expect.arrayContaining(['Sports', 'Politics']));
    expect(twoThemes.classify(['goal', 'goal', 'goal'])).toEqual(['Sports']);
  });

  it('applies the same decision rule to given posteriors', () => {
    const twoThemes = new ThemeClassifier(model);
    for (const terms of [['goal', 'vote'], ['goal', 'team'], ['vote']]) {
      expect(twoThemes.themesOf(twoThemes.posteriors(terms)!)).toEqual(twoThemes.classify(terms));
    }
    // A close second theme is reported; a distant one is not.
    expect(twoThemes.themesOf(Float64Array.from([0.55, 0.45]))).toEqual(['Sports', 'Politics']);
    expect(twoThemes.themesOf(Float64Array.from([0.25, 0.75]))).toEqual(['Politics']);
  });

  it('scales long texts down to the reference length', () => {
    const twoThemes = new ThemeClassifier({ ...model, referenceLength: 2 });
    const short = twoThemes.posteriors(['goal', 'vote', 'goal'])!;
    const long = twoThemes.posteriors(Array.from({ length: 30 }, () => ['goal', 'vote', 'goal']).flat())!;
    expect(long[0]).toBeCloseTo(short[0]!, 9);
  });
});
