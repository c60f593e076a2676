// Rebuilds report-model.json from the hand-labelled tuning parts and the reviewed sample (never the held-out part).
// Usage: npx tsx src/server/analysis/breaches/train-report-model.ts [--check]
//   --check: train and compare with the committed file byte for byte instead of writing it.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeOrCheckModelFile } from './logistic';
import { EVAL_PARTS, readCyberNews, readLabels, readReview, type CyberNewsRow } from './evaluate';
import { REPORT_MODEL_FILE, trainReportModel, type ReportModel, type TrainingRow } from './report-model';

export const TUNING_PARTS: readonly string[] = EVAL_PARTS.filter((part) => part !== 'heldout');

/** Training options of the committed model (chosen by leave-part-out evaluation on the tuning parts). */
export const MODEL_OPTIONS = { l2: 0.0003, iterations: 1000, learningRate: 2, minCount: 2 } as const;

export interface PartRows {
  part: string;
  rows: (TrainingRow & CyberNewsRow)[];
}

/** Every tuning part's labelled rows, then the reviewed sample's rows that no tuning part holds (part "reviewed"). */
export function loadTrainingParts(repoRoot: string): PartRows[] {
  const dir = join(repoRoot, 'test', 'fixtures', 'breaches');
  const parts: PartRows[] = [];
  const seen = new Set<string>();
  for (const part of TUNING_PARTS) {
    const rows = new Map(readCyberNews(join(dir, `eval_${part}.csv`)).map((r) => [r.id, r]));
    const labels = readLabels(join(dir, `eval_${part}_labels.jsonl`));
    parts.push({
      part,
      rows: labels.map((l) => {
        const row = rows.get(l.id);
        if (!row) throw new Error(`${part}: no row ${l.id}`);
        seen.add(l.id);
        return { ...row, label: l.is_breach_report };
      }),
    });
  }
  const sample = new Map(readCyberNews(join(dir, 'cybersecurity_news_sample.csv')).map((r) => [r.id, r]));
  const reviewed = readReview(join(dir, 'cybersecurity_news_sample_reviewed.jsonl'))
    .filter((r) => sample.has(r.id) && !seen.has(r.id))
    .map((r) => ({ ...sample.get(r.id)!, label: r.is_breach_report }));
  parts.push({ part: 'reviewed', rows: reviewed });
  return parts;
}

/** The model of the given parts' rows, in their order (the first `limit` rows only, for a quick test). */
export function trainFromParts(parts: readonly PartRows[], limit?: number): ReportModel {
  const rows = parts.flatMap((p) => p.rows).slice(0, limit);
  return trainReportModel(rows, {
    ...MODEL_OPTIONS,
    trainedOn: `${rows.length} labelled rows: tuning parts 1-13 and the reviewed sample`,
  });
}

// Two-space JSON, as prettier --check expects of every committed JSON file.
export const serialiseModel = (model: ReportModel): string => `${JSON.stringify(model, null, 2)}\n`;

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');

function main(): void {
  writeOrCheckModelFile(REPORT_MODEL_FILE, serialiseModel(trainFromParts(loadTrainingParts(REPO_ROOT))));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
