// Breach events measured as users get them, on the held-out labels (test/fixtures/breaches/README.md).
// Usage: npx tsx scripts/eval-breaches.ts [--part heldout|tuning|tuning2|…|tuning13] [--corpus] [--resamples N]
//                                         [--workers N] [--min-precision X] [--min-recall Y] [--legacy [--full]]
//   default: the held-out part, ingested into a temporary store and read back from /api/events_search,
//   with bootstrap 95% intervals and the baselines. --part tuning … tuning13: the same on the tuning parts (the
//   only parts to study errors on), or a comma-separated few judged together. --corpus: the part's rows ingested
//   with every other row of ../shared/data's NewsDataHub file, as in a store of the whole corpus. --legacy: the
//   older per-function measures on the 400-row tuning sample (--full: on the shared data). The floors apply to
//   held-out detection; below either, the exit code is 1.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fixturePaths, fullDataPaths, runEvaluation } from '../src/server/analysis/breaches/evaluate';
import type { BinaryScores, EvaluationReport } from '../src/server/analysis/breaches/evaluate';
import {
  EVAL_PARTS,
  evaluateHeldOut,
  heldOutPaths,
  type EvalPart,
  type Figure,
  type HeldOutReport,
} from '../src/server/quality/breach-pipeline';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

interface Args {
  parts: EvalPart[];
  resamples: number;
  workers: number;
  legacy: boolean;
  full: boolean;
  minPrecision: number | null;
  minRecall: number | null;
  errors: boolean;
  corpus: boolean;
}

function parseArgs(argv: readonly string[]): Args {
  const args: Args = {
    parts: ['heldout'],
    resamples: 1000,
    workers: 1,
    legacy: false,
    full: false,
    minPrecision: null,
    minRecall: null,
    errors: false,
    corpus: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const share = (): number => {
      const value = Number(argv[++i]);
      if (!Number.isFinite(value) || value < 0 || value > 1)
        throw new Error(`${arg} needs a number between 0 and 1`);
      return value;
    };
    const count = (min: number, max: number): number => {
      const value = Number(argv[++i]);
      if (!Number.isInteger(value) || value < min || value > max)
        throw new Error(`${arg} needs a whole number from ${min} to ${max}`);
      return value;
    };
    if (arg === '--full') args.full = true;
    else if (arg === '--legacy') args.legacy = true;
    else if (arg === '--errors') args.errors = true;
    else if (arg === '--corpus') args.corpus = true;
    else if (arg === '--part') {
      const names = (argv[++i] ?? '').split(',');
      const known = names.map((name) => EVAL_PARTS.find((p) => p === name));
      if (known.some((p) => !p))
        throw new Error(`--part needs one of ${EVAL_PARTS.join(', ')}, or a comma-separated few`);
      if (known.length > 1 && known.includes('heldout'))
        throw new Error('--part: the held-out part is measured alone, never pooled with tuning parts');
      args.parts = known as EvalPart[];
    } else if (arg === '--resamples') args.resamples = count(100, 100_000);
    else if (arg === '--workers') args.workers = count(1, 16);
    else if (arg === '--min-precision') args.minPrecision = share();
    else if (arg === '--min-recall') args.minRecall = share();
    else
      throw new Error(
        `unknown argument ${arg} (use --part, --corpus, --resamples N, --workers N, --min-precision X, --min-recall Y, --legacy, --full)`,
      );
  }
  if (args.errors && args.parts.includes('heldout'))
    throw new Error('--errors lists rows only for a tuning part: the held-out part is not studied');
  return args;
}

const pct = (x: number): string => (Number.isNaN(x) ? '  n/a' : `${(x * 100).toFixed(1)}%`);
const fig = (f: Figure): string => `${pct(f.value)} (95% CI ${pct(f.lo)}–${pct(f.hi)}; n=${f.n})`;

function printHeldOut(report: HeldOutReport, part: string, resamples: number): void {
  const { news: n, hibp: h, events, noCompanyRows: none, storeEvents } = report;
  const lines = [
    `Breach events through ingest and /api/events_search — ${part} (bootstrap: ${resamples} resamples)`,
    '',
    `detection precision            ${fig(n.detectionPrecision!)}   baseline flag mentions_data_breach ${fig(n.flagPrecision!)}`,
    `detection recall               ${fig(n.detectionRecall!)}   baseline flag mentions_data_breach ${fig(n.flagRecall!)}`,
    `company right (related ok)     ${fig(n.companyRight!)}   of detected reports`,
    `company exact                  ${fig(n.companyExact!)}`,
    `detected with no company       ${fig(n.detectedNoCompany!)}   (events: ${events.noCompany} of ${events.count} with no company)`,
    `  its rows, by their labels     ${none.namesNoVictim} reports naming no victim, ${none.victimMissed} victims missed, ${none.notReport} not reports`,
    ...(storeEvents
      ? [
          `events of the whole store      ${storeEvents.noCompany} of ${storeEvents.count} with no company (${pct(storeEvents.noCompany / storeEvents.count)}), the issue's measure`,
        ]
      : []),
    `data_type right (type stated)  ${fig(n.dataType!)}   baseline constant "personal" ${fig(n.dataTypePersonal!)}`,
    `impacted recall                ${fig(n.impactedRecall!)}`,
    `impacted precision             ${fig(n.impactedPrecision!)}`,
    `impacted, best any one list per event could read on these labels: precision ${pct(report.groupsCeiling.precisionAtRecall85)} at recall >= 85%, recall ${pct(report.groupsCeiling.recallAtPrecision80)} at precision >= 80%`,
    `incident pairs in one event    ${fig(n.incidentTogether!)}`,
    `different incidents apart      ${fig(n.incidentApart!)}`,
    `HIBP detected                  ${fig(h.hibpDetected!)}`,
    `HIBP company right             ${fig(h.hibpCompanyRight!)}   (records whose Title is an organisation)`,
  ];
  console.log(lines.join('\n'));
}

function printErrors(report: HeldOutReport): void {
  console.log('\nErrors on the tuning part:');
  for (const r of report.rows) {
    const l = r.label;
    const tags: string[] = [];
    if (r.detected !== l.is_breach_report) tags.push(r.detected ? 'FP' : 'FN');
    if (r.detected && l.is_breach_report) {
      if (!r.companyRight)
        tags.push(`company=${JSON.stringify(r.company)} want ${JSON.stringify(l.victims)}`);
      if (l.data_type && r.dataType !== l.data_type) tags.push(`type=${r.dataType} want ${l.data_type}`);
      const want = [...l.impacted].sort().join(',');
      const got = [...r.impacted].sort().join(',');
      if (want !== got) tags.push(`impacted=[${got}] want [${want}]`);
    }
    if (tags.length) console.log(`  ${tags.join(' | ')}  — ${l.title.slice(0, 110)}`);
  }
  console.log('\nHIBP records missed (MISS) or with the wrong company (COMPANY):');
  for (const h of report.hibpRows) {
    if (h.detected && h.companyRight !== false) continue;
    const tag = h.detected ? `COMPANY=${JSON.stringify(h.company)}` : 'MISS';
    const want = `${h.title} (${h.domain || 'no domain'})`;
    console.log(`  ${tag} want ${want}${h.companyRight === null ? ' [label title]' : ''}`);
    console.log(`      ${h.description.slice(0, 220)}`);
  }
  console.log('\nIncidents with more than one detected row (event id, company, breach date):');
  const byIncident = new Map<string, typeof report.rows>();
  for (const r of report.rows)
    if (r.detected && r.label.incident)
      byIncident.set(r.label.incident, [...(byIncident.get(r.label.incident) ?? []), r]);
  for (const [incident, rows] of byIncident) {
    if (rows.length < 2) continue;
    const split = new Set(rows.map((r) => r.eventId)).size > 1;
    console.log(`  ${split ? 'SPLIT' : 'one  '} ${incident}`);
    if (split)
      for (const r of rows)
        console.log(
          `      ${r.eventId?.slice(7, 13)} ${r.company} ${r.eventDate} — ${r.label.title.slice(0, 80)}`,
        );
  }
}

const scores = (s: BinaryScores): string =>
  `P ${pct(s.precision)}  R ${pct(s.recall)}  F1 ${pct(s.f1)}  (n=${s.n}, tp ${s.tp}, fp ${s.fp}, fn ${s.fn}, tn ${s.tn})`;

function printLegacy(report: EvaluationReport, label: string): void {
  const { news, hibp, general } = report;
  const lines = [`Breach extraction, per function (tuning data) — ${label}`, ''];
  lines.push(`detection vs mentions_data_breach flag: ${scores(news.againstFlag)}`);
  if (news.againstReview) lines.push(`detection vs reviewed labels:           ${scores(news.againstReview)}`);
  if (news.company)
    lines.push(
      `company on reviewed reports:            strict ${pct(news.company.strict)}  lenient ${pct(news.company.lenient)}  named ${pct(news.company.coverage)}  (n=${news.company.n})`,
    );
  lines.push(
    `HIBP detection recall ${pct(hibp.detectionRecall)}; company strict ${pct(hibp.company.strict)}; date same month ${pct(hibp.date.sameMonth)}; kinds P ${pct(hibp.dataKinds.precision)} R ${pct(hibp.dataKinds.recall)}; data_type ${pct(hibp.dataTypeAccuracy)} (n=${hibp.n})`,
    `general news detected: ${general.detected.length} of ${general.n}; detectBreach ${Math.round(general.articlesPerSecond).toLocaleString('en')} articles per CPU-second (title + description)`,
  );
  console.log(lines.join('\n'));
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if (args.legacy) {
    const paths = args.full ? fullDataPaths(repoRoot) : fixturePaths(repoRoot);
    for (const path of [paths.cyberNews, paths.hibp, paths.generalNews])
      if (!existsSync(path)) throw new Error(`missing data file ${path}`);
    printLegacy(runEvaluation(paths), args.full ? 'full data (../shared/data)' : 'fixture sample');
    return 0;
  }
  const corpusCsv = args.corpus ? fullDataPaths(repoRoot).cyberNews : undefined;
  if (corpusCsv && !existsSync(corpusCsv)) throw new Error(`--corpus needs the data file ${corpusCsv}`);
  const report = await evaluateHeldOut(
    args.parts.map((part) => heldOutPaths(repoRoot, part)),
    {
      resamples: args.resamples,
      workers: args.workers,
      corpusCsv,
    },
  );
  printHeldOut(
    report,
    `${args.parts.join(' + ')} ${args.parts.length > 1 ? 'parts' : 'part'}${args.corpus ? ' in the whole corpus' : ''}`,
    args.resamples,
  );
  if (args.errors) printErrors(report);
  const failures: string[] = [];
  const { detectionPrecision: p, detectionRecall: r } = report.news;
  if (args.minPrecision !== null && p!.value < args.minPrecision)
    failures.push(`precision ${pct(p!.value)} < ${pct(args.minPrecision)}`);
  if (args.minRecall !== null && r!.value < args.minRecall)
    failures.push(`recall ${pct(r!.value)} < ${pct(args.minRecall)}`);
  if (failures.length) {
    console.error(`\nBelow the floor: ${failures.join(', ')}`);
    return 1;
  }
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  },
);
