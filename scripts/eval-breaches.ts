// Precision/recall of data-breach detection and accuracy of extraction on real data.
// Usage: npx tsx scripts/eval-breaches.ts [--full] [--min-precision X] [--min-recall Y]
//   default: the fixed sample in test/fixtures/breaches; --full: the shared data sets in ../shared/data.
//   The floors apply to detection against the dataset's breach flag; below either, the exit code is 1.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fixturePaths, fullDataPaths, runEvaluation } from '../src/server/analysis/breaches/evaluate';
import type { BinaryScores, EvaluationReport } from '../src/server/analysis/breaches/evaluate';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

interface Args {
  full: boolean;
  minPrecision: number | null;
  minRecall: number | null;
}

function parseArgs(argv: readonly string[]): Args {
  const args: Args = { full: false, minPrecision: null, minRecall: null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const number = (): number => {
      const value = Number(argv[++i]);
      if (!Number.isFinite(value) || value < 0 || value > 1)
        throw new Error(`${arg} needs a number between 0 and 1`);
      return value;
    };
    if (arg === '--full') args.full = true;
    else if (arg === '--min-precision') args.minPrecision = number();
    else if (arg === '--min-recall') args.minRecall = number();
    else throw new Error(`unknown argument ${arg} (use --full, --min-precision X, --min-recall Y)`);
  }
  return args;
}

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
const scores = (s: BinaryScores): string =>
  `P ${pct(s.precision)}  R ${pct(s.recall)}  F1 ${pct(s.f1)}  (n=${s.n}, tp ${s.tp}, fp ${s.fp}, fn ${s.fn}, tn ${s.tn})`;

function print(report: EvaluationReport, label: string): void {
  const { news, hibp, general } = report;
  const lines = [
    `Breach extraction evaluation — ${label}`,
    '',
    'Detection on cybersecurity headlines (title + description)',
    `  vs mentions_data_breach flag:   ${scores(news.againstFlag)}`,
  ];
  if (news.againstReview && news.flagAgainstReview) {
    lines.push(`  vs reviewed labels:             ${scores(news.againstReview)}`);
    lines.push(`  (the flag itself vs reviewed:   ${scores(news.flagAgainstReview)})`);
  }
  if (news.company) {
    const c = news.company;
    lines.push(
      `  company on reviewed reports:    strict ${pct(c.strict)}  lenient ${pct(c.lenient)}  named ${pct(c.coverage)}  (n=${c.n})`,
    );
  }
  lines.push(
    '',
    `HIBP breach descriptions (n=${hibp.n})`,
    `  detection recall:               ${pct(hibp.detectionRecall)}`,
    `  company:                        strict ${pct(hibp.company.strict)}  lenient ${pct(hibp.company.lenient)}  named ${pct(hibp.company.coverage)}  (n=${hibp.company.n}; ${hibp.company.excluded} lists/stealer logs left out)`,
    `  event_date:                     given ${pct(hibp.date.coverage)}; of those same day ${pct(hibp.date.sameDay)}  same month ${pct(hibp.date.sameMonth)}  same year ${pct(hibp.date.sameYear)}`,
    `  data kinds vs DataClasses:      P ${pct(hibp.dataKinds.precision)}  R ${pct(hibp.dataKinds.recall)}  (${pct(hibp.dataKinds.unmappedShare)} of classes outside the vocabulary)`,
    `  data_type:                      ${pct(hibp.dataTypeAccuracy)} equal to the type of the true classes`,
    '',
    `General news (HuffPost, n=${general.n})`,
    `  detected as breach reports:     ${general.detected.length}${
      general.detected.length
        ? ` — ${general.detected
            .slice(0, 8)
            .map((t) => JSON.stringify(t))
            .join('; ')}`
        : ''
    }`,
    `  detectBreach speed:             ${Math.round(general.articlesPerSecond).toLocaleString('en')} articles per CPU-second (title + description), ${Math.round(general.articlesPerSecondWithContent).toLocaleString('en')} with ~6 KB content`,
  );
  console.log(lines.join('\n'));
}

function main(): number {
  const args = parseArgs(process.argv.slice(2));
  const paths = args.full ? fullDataPaths(repoRoot) : fixturePaths(repoRoot);
  for (const path of [paths.cyberNews, paths.hibp, paths.generalNews]) {
    if (!existsSync(path)) throw new Error(`missing data file ${path}`);
  }
  const report = runEvaluation(paths);
  print(report, args.full ? 'full data (../shared/data)' : 'fixture sample (test/fixtures/breaches)');
  const { precision, recall } = report.news.againstFlag;
  const failures: string[] = [];
  if (args.minPrecision !== null && precision < args.minPrecision)
    failures.push(`precision ${pct(precision)} < ${pct(args.minPrecision)}`);
  if (args.minRecall !== null && recall < args.minRecall)
    failures.push(`recall ${pct(recall)} < ${pct(args.minRecall)}`);
  if (failures.length) {
    console.error(`\nBelow the floor: ${failures.join(', ')}`);
    return 1;
  }
  return 0;
}

try {
  process.exitCode = main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
}
