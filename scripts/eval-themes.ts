// Measures the theme classifier on real, held-out news: stratified k-fold cross-validation on the HuffPost
// headlines (each fold trained exactly as train-theme-model.ts trains the shipped model), plus Tech recall
// on held-out NewsDataHub cybersecurity headlines. Needs /work/shared/data (or paths as arguments).
// Usage: npx tsx scripts/eval-themes.ts [huffpost.jsonl] [cybersecurity.csv] [--folds 5] [--seed 42]
import { ThemeClassifier } from '../src/server/analysis/nlp/theme-classifier';
import {
  DEFAULT_TRAINING_OPTIONS,
  evaluatePredictions,
  stratifiedFolds,
  toTermDocuments,
  trainThemeModel,
  type EvaluationReport,
  type TermDocument,
} from '../src/server/analysis/nlp/theme-training';
import {
  DEFAULT_CYBERSECURITY_PATH,
  DEFAULT_HUFFPOST_PATH,
  readCybersecurityTexts,
  readHuffPostTexts,
  sampleCybersecurity,
} from '../src/server/analysis/nlp/training-corpus';
import type { Theme } from '../src/server/analysis/nlp/themes';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
}

const positional = process.argv
  .slice(2)
  .filter((arg, i, all) => !arg.startsWith('--') && !all[i - 1]?.startsWith('--'));
const huffPostPath = positional[0] ?? DEFAULT_HUFFPOST_PATH;
const cybersecurityPath = positional[1] ?? DEFAULT_CYBERSECURITY_PATH;
const folds = option('--folds', 5);
const seed = option('--seed', 42);

const huffPost = toTermDocuments(readHuffPostTexts(huffPostPath));
const cybersecurity = toTermDocuments(readCybersecurityTexts(cybersecurityPath));
const huffPostFold = stratifiedFolds(huffPost, folds, seed);
const cybersecurityFold = cybersecurity.map((_, i) => i % folds);

const gold: Theme[] = [];
const predicted: Theme[] = [];
const foldAccuracies: number[] = [];
let themeSetSizes = 0;
let goldInThemeSet = 0;
let cybersecurityTech = 0;
let cybersecurityTotal = 0;

for (let fold = 0; fold < folds; fold++) {
  // The shipped model's recipe: HuffPost plus a sample of the cybersecurity set, here without this fold.
  const heldInCybersecurity = cybersecurity.filter((_, i) => cybersecurityFold[i] !== fold);
  const training: TermDocument[] = [
    ...huffPost.filter((_, i) => huffPostFold[i] !== fold),
    ...sampleCybersecurity(heldInCybersecurity),
  ];
  const classifier = new ThemeClassifier(trainThemeModel(training, DEFAULT_TRAINING_OPTIONS));
  const foldGold: Theme[] = [];
  const foldPredicted: Theme[] = [];
  huffPost.forEach((document, i) => {
    if (huffPostFold[i] !== fold) return;
    const themes = classifier.classify(document.terms);
    foldGold.push(document.theme);
    foldPredicted.push(classifier.primaryTheme(document.terms));
    themeSetSizes += themes.length;
    if (themes.includes(document.theme)) goldInThemeSet++;
  });
  gold.push(...foldGold);
  predicted.push(...foldPredicted);
  foldAccuracies.push(evaluatePredictions(foldGold, foldPredicted).accuracy);
  cybersecurity.forEach((document, i) => {
    if (cybersecurityFold[i] !== fold) return;
    cybersecurityTotal++;
    if (classifier.primaryTheme(document.terms) === 'Tech') cybersecurityTech++;
  });
}

const overall = evaluatePredictions(gold, predicted);
const topicalPairs = gold
  .map((theme, i) => [theme, predicted[i]!] as const)
  .filter(([theme]) => theme !== 'General');
const topical = evaluatePredictions(
  topicalPairs.map(([theme]) => theme),
  topicalPairs.map(([, theme]) => theme),
);

const percent = (x: number): string => `${(100 * x).toFixed(1)}%`;

function printReport(title: string, report: EvaluationReport): void {
  console.log(
    `\n${title}: ${report.total} texts, accuracy ${percent(report.accuracy)}, macro-F1 ${report.macroF1.toFixed(3)}`,
  );
  console.log('  theme          support  precision  recall   F1     most frequent predictions');
  for (const row of report.perTheme) {
    const predictions = [...(report.confusion.get(row.theme) ?? new Map<Theme, number>())]
      .sort((x, y) => y[1] - x[1])
      .slice(0, 3)
      .map(([theme, n]) => `${theme} ${n}`)
      .join(', ');
    console.log(
      `  ${row.theme.padEnd(14)} ${String(row.support).padStart(7)}  ${percent(row.precision).padStart(9)}  ` +
        `${percent(row.recall).padStart(6)}  ${row.f1.toFixed(3)}  ${predictions}`,
    );
  }
}

console.log(
  `Theme classifier, ${folds}-fold stratified cross-validation (seed ${seed}) on ${huffPost.length} HuffPost ` +
    `headlines+descriptions; options ${JSON.stringify(DEFAULT_TRAINING_OPTIONS)}`,
);
printReport('All held-out HuffPost texts (primary theme vs. section mapped to a theme)', overall);
console.log(`  accuracy per fold: ${foldAccuracies.map(percent).join(', ')}`);
const majority = overall.perTheme.reduce((best, row) => (row.support > best.support ? row : best));
console.log(`  baseline, always ${majority.theme}: accuracy ${percent(majority.support / overall.total)}`);
console.log(
  `  multi-theme output: ${(themeSetSizes / gold.length).toFixed(2)} themes per text on average; ` +
    `the gold theme is among them for ${percent(goldInThemeSet / gold.length)}`,
);
console.log(
  `\nTopical sections only (gold not General, i.e. leaving out the general-news desks): accuracy ` +
    `${percent(topical.accuracy)}, macro-F1 ${topical.macroF1.toFixed(3)} over ${topical.total} texts`,
);
console.log(
  `\nHeld-out NewsDataHub cybersecurity headlines classified Tech: ${cybersecurityTech}/${cybersecurityTotal} ` +
    `(${percent(cybersecurityTech / cybersecurityTotal)})`,
);
console.log(
  '\nNot measurable here: Economics, Weather and Automotive have no HuffPost section; they are seeded from ' +
    'keyword lists only (see theme-training.ts) and checked on clear examples in theme-classifier.test.ts.',
);
