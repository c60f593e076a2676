// Leave-part-out test of the company ranker (src/server/analysis/breaches/company-model.ts) beside the company rules,
// on the tuning parts only (never the held-out part). For each tuning part P the ranker is trained on every other
// tuning part and the reviewed sample, then:
//   default: article by article (extraction as extractMention does it, NER from the enrichment, detection by
//   detectBreach) for a grid of thresholds: pooled company right of detected reports, detected rows with no company,
//   and rows the rules had right that the combination gets wrong;
//   --pipeline: the chosen thresholds (those of train-company-model.ts) through the real ingest pipeline, rules alone
//   (NEWSDECK_COMPANY_RANKER=off) against combined, each part in a child process with its own model file, and the
//   HIBP tuning records with the committed model (it never saw HIBP);
//   --first-run DIR: also the rules of the source tree DIR (the rules before this work, `git worktree add DIR
//   1b79773` with a node_modules link) on the twelfth and thirteenth parts, the nearest thing to unseen rows.
//   --list: the tuning rows the combination fixes or breaks (--missed: also those a candidate had right; --wrong: every
//   report it gets wrong; --ranker-alone: judge the top candidate alone instead of the combination);
//   --nulls: every detected row the rules leave without a company, with its top candidates (* where right).
// Usage: npx tsx scripts/eval-company-model.ts [--pipeline] [--first-run DIR] [--list [--missed] [--wrong]
//   [--ranker-alone]] [--nulls]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  COMPANY_THRESHOLDS,
  combineWithRules,
  rankCandidates,
  trainCompanyModel,
  type CombineThresholds,
  type CompanyModel,
  type RankedCandidate,
} from '../src/server/analysis/breaches/company-model';
import { extractCompany } from '../src/server/analysis/breaches/company';
import { detectBreach } from '../src/server/analysis/breaches/detect';
import {
  EVAL_PARTS,
  newsArticle,
  readCyberNews,
  readLabels,
  sameCompany,
  type CyberNewsRow,
  type EvalLabel,
} from '../src/server/analysis/breaches/evaluate';
import { articleText, type ArticleText } from '../src/server/analysis/breaches/text';
import {
  COMPANY_MODEL_OPTIONS,
  REPO_ROOT,
  loadLabelledReports,
  organisationsOf,
  rankerRows,
  serialiseCompanyModel,
} from '../src/server/analysis/breaches/train-company-model';

const TUNING = EVAL_PARTS.filter((p) => p !== 'heldout');
const DIR = join(REPO_ROOT, 'test', 'fixtures', 'breaches');

interface Row {
  part: string;
  label: EvalLabel;
  detected: boolean;
  text: ArticleText;
  rules: string | null;
  firstRun?: string | null;
  ranked: RankedCandidate[];
  row: CyberNewsRow;
}

const pct = (a: number, b: number): string => (b ? ((100 * a) / b).toFixed(1) : 'n/a').padStart(5);

/** Right as the evaluation judges it: a victim or related organisation, or null where the text names no victim. */
function right(label: EvalLabel, company: string | null): boolean {
  if (!label.victims.length && company === null) return true;
  return company !== null && sameCompany(company, [...label.victims, ...label.related_orgs], true);
}

function figures(
  rows: readonly Row[],
  pick: (r: Row) => string | null,
  base: (r: Row) => string | null,
): string {
  const detected = rows.filter((r) => r.detected);
  const reports = detected.filter((r) => r.label.is_breach_report);
  const ok = reports.filter((r) => right(r.label, pick(r))).length;
  const none = detected.filter((r) => pick(r) === null).length;
  const broken = reports.filter((r) => right(r.label, base(r)) && !right(r.label, pick(r))).length;
  const fixed = reports.filter((r) => !right(r.label, base(r)) && right(r.label, pick(r))).length;
  return `right ${pct(ok, reports.length)}% (${ok}/${reports.length})  no company ${pct(none, detected.length)}% (${none}/${detected.length})  fixed ${fixed}  broken ${broken}`;
}

type ExtractCompany = typeof extractCompany;
type ArticleTextOf = typeof articleText;

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args[0] === '--child') return child(args[1]!, args[2]!);
  const firstAt = args.indexOf('--first-run');
  const firstTree = firstAt >= 0 ? args[firstAt + 1] : undefined;
  let firstExtract: { extractCompany: ExtractCompany; articleText: ArticleTextOf } | null = null;
  if (firstTree) {
    const company = (await import(join(firstTree, 'src/server/analysis/breaches/company.ts'))) as {
      extractCompany: ExtractCompany;
    };
    const text = (await import(join(firstTree, 'src/server/analysis/breaches/text.ts'))) as {
      articleText: ArticleTextOf;
    };
    firstExtract = { extractCompany: company.extractCompany, articleText: text.articleText };
  }
  const reportParts = loadLabelledReports(REPO_ROOT);
  const rows: Row[] = [];
  let rankMs = 0;
  let ranked = 0;
  const models = new Map<string, CompanyModel>();
  for (const part of TUNING) {
    const model = trainCompanyModel(
      rankerRows(reportParts.filter((p) => p.part !== part).flatMap((p) => p.rows)),
      { ...COMPANY_MODEL_OPTIONS, thresholds: COMPANY_THRESHOLDS },
    );
    models.set(part, model);
    const news = new Map(readCyberNews(join(DIR, `eval_${part}.csv`)).map((r) => [r.id, r]));
    for (const label of readLabels(join(DIR, `eval_${part}_labels.jsonl`))) {
      const row = news.get(label.id)!;
      const article = newsArticle(row);
      const detected = detectBreach(article);
      if (!detected) {
        rows.push({ part, label, detected, text: articleText(article), rules: null, ranked: [], row });
        continue;
      }
      const nlp = { ner_ORG: organisationsOf(row) };
      const text = articleText(article);
      const rules = extractCompany(text, { nerOrgs: nlp.ner_ORG });
      const t0 = performance.now();
      const r = rankCandidates(model, text, rules, nlp.ner_ORG);
      rankMs += performance.now() - t0;
      ranked++;
      const firstRun =
        firstExtract && (part === 'tuning12' || part === 'tuning13')
          ? firstExtract.extractCompany(firstExtract.articleText(article), { nerOrgs: nlp.ner_ORG })
          : undefined;
      rows.push({
        part,
        label,
        detected,
        text,
        rules,
        ranked: r,
        row,
        ...(firstRun !== undefined ? { firstRun } : {}),
      });
    }
  }
  const out: string[] = [
    'Article by article, leave-part-out over the 13 tuning parts (detected by detectBreach):',
  ];
  const rulesOf = (r: Row): string | null => r.rules;
  out.push(`  rules alone                         ${figures(rows, rulesOf, rulesOf)}`);
  out.push(
    `  ranker alone (top name, p >= 0.5)   ${figures(rows, (r) => combineWithRules(null, r.ranked, { adopt: 0.5, doubt: 0, switchTo: 2 }), rulesOf)}`,
  );
  const grid: CombineThresholds[] = [];
  for (const adopt of [0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 2])
    for (const doubt of [0, 0.1, 0.2, 0.3, 0.4, 0.5])
      for (const switchTo of [0.5, 0.6, 0.7, 0.8, 0.9])
        if (doubt > 0 || switchTo === 0.5) grid.push({ adopt, doubt, switchTo });
  // Every threshold set that breaks at most 1 % of the rows the rules had right, best company right first.
  const rulesRight = rows.filter(
    (r) => r.detected && r.label.is_breach_report && right(r.label, r.rules),
  ).length;
  const scoredGrid = grid.map((t) => {
    const pick = (r: Row): string | null =>
      combineWithRules(r.rules, r.ranked, t, r.row.description.trim() !== '');
    const reports = rows.filter((r) => r.detected && r.label.is_breach_report);
    return {
      t,
      ok: reports.filter((r) => right(r.label, pick(r))).length,
      none: rows.filter((r) => r.detected && pick(r) === null).length,
      broken: reports.filter((r) => right(r.label, r.rules) && !right(r.label, pick(r))).length,
      line: figures(rows, pick, rulesOf),
    };
  });
  out.push(
    `  threshold sets breaking <= 1 % of the ${rulesRight} rows the rules had right (best 25 by right, then no company):`,
  );
  for (const g of scoredGrid
    .filter((g) => g.broken <= rulesRight / 100)
    .sort((a, b) => b.ok - a.ok || a.none - b.none)
    .slice(0, 25))
    out.push(
      `  adopt ${String(g.t.adopt).padEnd(4)} doubt ${String(g.t.doubt).padEnd(4)} switch ${String(g.t.switchTo).padEnd(4)} ${g.line}`,
    );
  out.push('  a small grid (switch 0.6), whatever it breaks:');
  for (const doubt of [0.2, 0.3, 0.4])
    for (const adopt of [0.5, 0.6, 0.7, 0.75, 0.8, 0.9]) {
      const g = scoredGrid.find((x) => x.t.adopt === adopt && x.t.doubt === doubt && x.t.switchTo === 0.6)!;
      out.push(`  adopt ${String(adopt).padEnd(4)} doubt ${String(doubt).padEnd(4)} ${g.line}`);
    }
  const chosen = (r: Row): string | null =>
    combineWithRules(r.rules, r.ranked, COMPANY_THRESHOLDS, r.row.description.trim() !== '');
  out.push('', `Per part: rules alone | combined (${JSON.stringify(COMPANY_THRESHOLDS)})`);
  for (const part of TUNING) {
    const p = rows.filter((r) => r.part === part);
    out.push(
      `  ${part.padEnd(9)} ${figures(p, rulesOf, rulesOf)}\n  ${''.padEnd(9)} ${figures(p, chosen, rulesOf)}`,
    );
  }
  const first = rows.filter((r) => r.firstRun !== undefined);
  if (first.length) {
    const firstOf = (r: Row): string | null => r.firstRun ?? null;
    out.push('', 'Rules before this work (1b79773) on tuning12 + tuning13, their first run:');
    out.push(`  first-run rules alone               ${figures(first, firstOf, firstOf)}`);
    const small = [0.5, 0.6, 0.75, 0.9].map((adopt) => ({ adopt, doubt: 0.3, switchTo: 0.6 }));
    for (const t of [
      COMPANY_THRESHOLDS,
      ...small,
      ...grid.filter((g) => g.switchTo === 0.5 && g.doubt === 0),
    ])
      out.push(
        `  adopt ${String(t.adopt).padEnd(4)} doubt ${String(t.doubt).padEnd(4)} switch ${String(t.switchTo).padEnd(4)} ${figures(first, (r) => combineWithRules(r.firstRun ?? null, rankCandidates(models.get(r.part)!, r.text, r.firstRun ?? null, organisationsOf(r.row)), t, r.row.description.trim() !== ''), firstOf)}`,
      );
  }
  if (args.includes('--nulls'))
    for (const r of rows) {
      if (!r.detected || r.rules !== null) continue;
      out.push(
        `NULL ${r.label.is_breach_report ? 'report' : 'other '} ${r.part} want=${JSON.stringify(r.label.victims)} top=${r.ranked
          .slice(0, 3)
          .map((x) => `${x.name}:${x.probability.toFixed(2)}${right(r.label, x.name) ? '*' : ''}`)
          .join(', ')} — ${r.label.title.slice(0, 80)}`,
      );
    }
  if (args.includes('--list'))
    for (const r of rows) {
      if (!r.detected || !r.label.is_breach_report) continue;
      const c = args.includes('--ranker-alone')
        ? combineWithRules(null, r.ranked, { adopt: 0.5, doubt: 0, switchTo: 2 })
        : chosen(r);
      const missed = !right(r.label, c) && r.ranked.some((x) => right(r.label, x.name));
      const wrong = args.includes('--wrong') && !right(r.label, c);
      if (right(r.label, c) === right(r.label, r.rules) && !(args.includes('--missed') && missed) && !wrong)
        continue;
      out.push(
        `${right(r.label, c) === right(r.label, r.rules) ? (missed ? 'MISSED' : 'WRONG ') : right(r.label, c) ? 'FIXED ' : 'BROKEN'} ${r.part} rules=${JSON.stringify(r.rules)} now=${JSON.stringify(c)} want=${JSON.stringify(r.label.victims)} top=${r.ranked
          .slice(0, 3)
          .map((x) => `${x.name}:${x.probability.toFixed(2)}`)
          .join(', ')} — ${r.label.title.slice(0, 100)}`,
      );
    }
  const reportsDetected = rows.filter((r) => r.detected && r.label.is_breach_report);
  const reachable = reportsDetected.filter(
    (r) => right(r.label, r.rules) || right(r.label, null) || r.ranked.some((x) => right(r.label, x.name)),
  ).length;
  out.push(`  oracle (rules' pick, null or any candidate right): ${pct(reachable, reportsDetected.length)}%`);
  out.push('', `ranking cost: ${((1000 * rankMs) / ranked).toFixed(1)} µs per detected article`);
  console.log(out.join('\n'));
  if (args.includes('--pipeline')) await pipeline(models);
}

/** The real pipeline, rules alone against combined, per part in child processes. */
async function pipeline(models: ReadonlyMap<string, CompanyModel>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'company-model-'));
  const run = (env: Record<string, string>, what: string): Judged[] =>
    JSON.parse(
      (execFileSync('npx', ['tsx', 'scripts/eval-company-model.ts', '--child', what, join(dir, 'out.json')], {
        cwd: REPO_ROOT,
        env: { ...process.env, ...env },
        stdio: 'inherit',
      }),
      readFileSync(join(dir, 'out.json'), 'utf8')),
    ) as Judged[];
  const off: Judged[] = [];
  const on: Judged[] = [];
  try {
    for (const part of TUNING) {
      const file = join(dir, `${part}.json`);
      writeFileSync(file, serialiseCompanyModel(models.get(part)!));
      off.push(...run({ NEWSDECK_COMPANY_RANKER: 'off' }, part));
      on.push(...run({ NEWSDECK_COMPANY_MODEL: file }, part));
    }
    const out = ['', 'Through the ingest pipeline (events from /api/events_search), leave-part-out, pooled:'];
    out.push(`  rules alone   ${pipelineFigures(off, off)}`, `  combined      ${pipelineFigures(on, off)}`);
    out.push('  per part: rules alone | combined');
    for (const part of TUNING)
      out.push(
        `  ${part.padEnd(9)} ${pipelineFigures(
          off.filter((r) => r.part === part),
          off.filter((r) => r.part === part),
        )}\n  ${''.padEnd(9)} ${pipelineFigures(
          on.filter((r) => r.part === part),
          off.filter((r) => r.part === part),
        )}`,
      );
    const hibpOff = run({ NEWSDECK_COMPANY_RANKER: 'off' }, 'hibp');
    const hibpOn = run({}, 'hibp');
    const hibp = (rs: Judged[]): string => {
      const named = rs.filter((r) => r.companyRight !== null);
      const ok = named.filter((r) => r.companyRight).length;
      const none = rs.filter((r) => r.detected && r.company === null).length;
      return `company right ${pct(ok, named.length)}% (${ok}/${named.length})  detected with no company ${none}`;
    };
    out.push('', 'HIBP tuning records (sample + tuning2), committed model:');
    out.push(`  rules alone   ${hibp(hibpOff)}`, `  combined      ${hibp(hibpOn)}`);
    console.log(out.join('\n'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface Judged {
  part: string;
  id: string;
  report: boolean;
  detected: boolean;
  company: string | null;
  companyRight: boolean | null;
}

function pipelineFigures(rows: readonly Judged[], base: readonly Judged[]): string {
  const baseById = new Map(base.map((r) => [r.id, r]));
  const detected = rows.filter((r) => r.detected);
  const reports = detected.filter((r) => r.report);
  const ok = reports.filter((r) => r.companyRight).length;
  const none = detected.filter((r) => r.company === null).length;
  const broken = reports.filter((r) => baseById.get(r.id)?.companyRight && !r.companyRight).length;
  const fixed = reports.filter((r) => baseById.get(r.id)?.companyRight === false && r.companyRight).length;
  return `right ${pct(ok, reports.length)}% (${ok}/${reports.length})  no company ${pct(none, detected.length)}% (${none}/${detected.length})  fixed ${fixed}  broken ${broken}`;
}

/** In a child process (its own model, loaded once): one part through the pipeline, judged row by row, as JSON. */
async function child(what: string, outFile: string): Promise<void> {
  const harness = await import('../src/server/quality/breach-pipeline');
  const evaluate = await import('../src/server/analysis/breaches/evaluate');
  const judged: Judged[] = [];
  if (what === 'hibp') {
    const records = ['hibp_breaches_sample.jsonl', 'hibp_tuning2.jsonl'].flatMap((f) =>
      evaluate.readHibp(join(DIR, f)),
    );
    const articles = records.map(harness.hibpEvalArticle);
    const outcomes = await harness.eventsThroughPipeline(articles, { workers: 1 });
    records.forEach((record, i) => {
      const outcome = outcomes.get(articles[i]!.id) ?? null;
      const isLabel = record.IsSpamList || record.IsStealerLog || record.IsFabricated || !record.Domain;
      const company = outcome?.company_name ?? null;
      judged.push({
        part: 'hibp',
        id: articles[i]!.id,
        report: true,
        detected: outcome !== null,
        company,
        companyRight: isLabel
          ? null
          : company !== null && harness.sameOrganisation(company, [record.Title, record.Name, record.Domain]),
      });
    });
  } else {
    const rows = readCyberNews(join(DIR, `eval_${what}.csv`));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const outcomes = await harness.eventsThroughPipeline(rows.map(harness.newsEvalArticle), { workers: 1 });
    for (const label of readLabels(join(DIR, `eval_${what}_labels.jsonl`))) {
      const j = harness.judgeRow(label, byId.get(label.id)!.flag, outcomes.get(label.id) ?? null);
      judged.push({
        part: what,
        id: label.id,
        report: label.is_breach_report,
        detected: j.detected,
        company: j.company,
        companyRight: j.companyRight,
      });
    }
  }
  writeFileSync(outFile, JSON.stringify(judged));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
