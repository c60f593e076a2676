// Leave-part-out test of the word classifier (src/server/analysis/breaches/report-model.ts) beside the breach rules,
// on the tuning parts only (never the held-out part). For each tuning part P: train on every other tuning part and
// the reviewed sample, run the rules alone (NEWSDECK_REPORT_VETO=off) on P through the real ingest pipeline, and
// combine: veto a rule detection of an article with a description when the probability is below t1; or add a missed
// row above t2. Pooled and per-part figures follow, with the per-article scoring cost.
// Usage: npx tsx scripts/eval-report-model.ts [--first-runs DIR]
//   --first-runs DIR: also the rules as they were when each part from the second on was first run: DIR/<part> is a
//   source tree of the commit that added that part's labels (`git archive <commit> src package.json tsconfig.json`,
//   plus a node_modules link). Those first runs are the closest thing to unseen rows the tuning parts have.
process.env.NEWSDECK_REPORT_VETO = 'off';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { reportProbability, trainReportModel } from '../src/server/analysis/breaches/report-model';
import {
  MODEL_OPTIONS,
  REPO_ROOT,
  TUNING_PARTS,
  loadTrainingParts,
  type PartRows,
} from '../src/server/analysis/breaches/train-report-model';

interface PipelineModule {
  eventsThroughPipeline: (
    articles: unknown[],
    options?: { workers?: number },
  ) => Promise<Map<string, unknown>>;
  newsEvalArticle: (row: unknown) => unknown;
}

/** Per row id: whether the rules of the source tree at `root` put the row in an event. */
async function ruleDetections(root: string, part: PartRows): Promise<Map<string, boolean>> {
  const mod = (await import(join(root, 'src/server/quality/breach-pipeline.ts'))) as PipelineModule;
  const outcomes = await mod.eventsThroughPipeline(part.rows.map(mod.newsEvalArticle), { workers: 1 });
  return new Map(part.rows.map((r) => [r.id, (outcomes.get(r.id) ?? null) !== null]));
}

interface Scored {
  part: string;
  label: boolean;
  rule: boolean;
  firstRun?: boolean;
  /** Null for rows without a description: the veto does not apply to them. */
  prob: number | null;
}

function figures(rows: readonly Scored[], predict: (r: Scored) => boolean): string {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const r of rows) {
    const p = predict(r);
    if (p && r.label) tp++;
    else if (p) fp++;
    else if (r.label) fn++;
  }
  const pct = (a: number, b: number): string => (b ? ((100 * a) / b).toFixed(1) : 'n/a').padStart(5);
  return `P ${pct(tp, tp + fp)}  R ${pct(tp, tp + fn)}  (tp ${tp}, fp ${fp}, fn ${fn})`;
}

const kept = (detected: boolean, r: Scored, t1: number): boolean =>
  detected && (r.prob === null || r.prob >= t1);

async function main(): Promise<void> {
  const at = process.argv.indexOf('--first-runs');
  const firstRuns = at >= 0 ? process.argv[at + 1] : undefined;
  const parts = loadTrainingParts(REPO_ROOT);
  const scored: Scored[] = [];
  let scoreMs = 0;
  let scoredRows = 0;
  for (const p of parts) {
    if (p.part === 'reviewed') continue;
    const model = trainReportModel(
      parts.filter((q) => q !== p).flatMap((q) => q.rows),
      MODEL_OPTIONS,
    );
    const rules = await ruleDetections(REPO_ROOT, p);
    const firstTree = firstRuns ? join(firstRuns, p.part) : null;
    const first = firstTree && existsSync(firstTree) ? await ruleDetections(firstTree, p) : null;
    const t0 = performance.now();
    const probs = p.rows.map((r) =>
      r.description.trim() ? reportProbability(model, r.title, r.description.trim()) : null,
    );
    scoreMs += performance.now() - t0;
    scoredRows += p.rows.length;
    p.rows.forEach((r, i) =>
      scored.push({
        part: p.part,
        label: r.label,
        rule: rules.get(r.id)!,
        ...(first ? { firstRun: first.get(r.id)! } : {}),
        prob: probs[i]!,
      }),
    );
  }
  const out: string[] = ['Leave-part-out, pooled over the 13 tuning parts (rules of this tree):'];
  out.push(`  rules alone                  ${figures(scored, (r) => r.rule)}`);
  out.push(`  classifier alone (p >= 0.5)  ${figures(scored, (r) => (r.prob ?? 0) >= 0.5)}`);
  const T1 = [0.02, 0.05, 0.1, 0.2, 0.3];
  for (const t1 of T1)
    out.push(`  veto p < ${t1.toFixed(2)}              ${figures(scored, (r) => kept(r.rule, r, t1))}`);
  for (const t2 of [0.9, 0.95, 0.98])
    out.push(
      `  rules + add p > ${t2.toFixed(2)}       ${figures(scored, (r) => r.rule || (r.prob ?? 0) > t2)}`,
    );
  out.push('', 'Per part: rules alone | veto p < 0.05');
  for (const part of TUNING_PARTS) {
    const rows = scored.filter((r) => r.part === part);
    out.push(
      `  ${part.padEnd(9)} ${figures(rows, (r) => r.rule)} | ${figures(rows, (r) => kept(r.rule, r, 0.05))}`,
    );
  }
  const firstRun = scored.filter((r) => r.firstRun !== undefined);
  if (firstRun.length) {
    const names = [...new Set(firstRun.map((r) => r.part))];
    out.push('', `First-run rules, pooled over ${names.join(', ')}:`);
    out.push(`  first-run rules alone        ${figures(firstRun, (r) => r.firstRun!)}`);
    for (const t1 of T1)
      out.push(
        `  first-run, veto p < ${t1.toFixed(2)}    ${figures(firstRun, (r) => kept(r.firstRun!, r, t1))}`,
      );
    out.push('  per part: first-run rules alone | veto p < 0.05');
    for (const part of names) {
      const rows = firstRun.filter((r) => r.part === part);
      out.push(
        `  ${part.padEnd(9)} ${figures(rows, (r) => r.firstRun!)} | ${figures(rows, (r) => kept(r.firstRun!, r, 0.05))}`,
      );
    }
  }
  out.push(
    '',
    `scoring cost: ${((1000 * scoreMs) / scoredRows).toFixed(1)} µs per article (title + description)`,
  );
  console.log(out.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
