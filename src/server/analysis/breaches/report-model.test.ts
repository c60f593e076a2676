import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  REPORT_MODEL_FILE,
  features,
  reportModel,
  reportProbability,
  trainReportModel,
  words,
  type TrainingRow,
} from './report-model';
import { REPO_ROOT, loadTrainingParts, serialiseModel, trainFromParts } from './train-report-model';

const rows: TrainingRow[] = [
  { title: 'Acme data breach exposes customer records', description: 'Hackers stole names.', label: true },
  { title: 'Hospital confirms data breach', description: 'Patient records were accessed.', label: true },
  { title: 'Retailer data breach hits 2 million shoppers', description: 'Card details leaked.', label: true },
  { title: 'How to protect yourself after a data breach', description: 'Tips for readers.', label: false },
  { title: 'Ransomware trends rise, report says', description: 'A survey of firms.', label: false },
  { title: 'Tips to protect your passwords', description: 'Advice for readers.', label: false },
];

describe('report model features', () => {
  it('lower-cases words, folds numbers and drops possessives', () => {
    expect(words("Acme's 2,000 Records LEAKED")).toEqual(['acme', '<num>', '<num>', 'records', 'leaked']);
  });

  it('gives title and title+description unigrams and bigrams, sorted and once each', () => {
    const f = features('Data breach', 'Data breach at Acme');
    expect(f).toEqual([...f].sort());
    expect(new Set(f).size).toBe(f.length);
    expect(f).toEqual(expect.arrayContaining(['t:data breach', 'w:data breach', 'w:at acme', 't:breach']));
    expect(f).not.toContain('t:acme');
  });

  it('ignores a description that repeats the title', () => {
    expect(features('Acme hacked', 'Acme hacked')).toEqual(features('Acme hacked', ''));
  });
});

describe('report model training', () => {
  it('is deterministic: the same rows give the same model byte for byte', () => {
    const a = trainReportModel(rows, { iterations: 50, minCount: 1 });
    const b = trainReportModel(rows, { iterations: 50, minCount: 1 });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('separates reports from advice on its training rows', () => {
    const model = trainReportModel(rows, { iterations: 300, minCount: 1 });
    expect(
      reportProbability(model, 'Acme data breach exposes customer records', 'Hackers stole names.'),
    ).toBeGreaterThan(0.5);
    expect(reportProbability(model, 'Tips to protect your passwords', 'Advice for readers.')).toBeLessThan(
      0.5,
    );
  });

  it('drops features seen in fewer rows than minCount', () => {
    const model = trainReportModel(rows, { iterations: 20, minCount: 2 });
    expect(Object.keys(model.weights)).toContain('w:data breach');
    expect(Object.keys(model.weights)).not.toContain('w:acme');
  });
});

describe('the committed model', () => {
  it('loads once and scores deterministically', () => {
    const model = reportModel();
    expect(reportModel()).toBe(model);
    expect(Object.keys(model.weights).length).toBeGreaterThan(1000);
    const a = reportProbability(model, 'Acme confirms data breach', 'Customer names were stolen.');
    expect(reportProbability(model, 'Acme confirms data breach', 'Customer names were stolen.')).toBe(a);
    expect(a).toBeGreaterThan(0.5);
  });

  it('is reproduced byte for byte by the training script', { timeout: 60_000 }, () => {
    const text = serialiseModel(trainFromParts(loadTrainingParts(REPO_ROOT)));
    expect(text).toBe(readFileSync(REPORT_MODEL_FILE, 'utf8'));
  });
});
