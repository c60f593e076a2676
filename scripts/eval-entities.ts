// Measures the entity recogniser on hand-labelled real items (test/fixtures/nlp/entities_labelled.jsonl:
// labelling rules in test/fixtures/nlp/README.md): precision and recall per type over the entity names an
// article gets (ner_PER/ORG/LOC/MISC, as the API returns them), and how often the breached organisation
// of a breach report is in ner_ORG (and in any list). Bootstrap 95 % intervals over items, seed 42.
// Usage: npx tsx scripts/eval-entities.ts [--split held-out|tuning|all] [--file <label file>[,<label file>...]] [--show]
import { enrichArticle } from '../src/server/analysis/nlp/enrich-article';
import type { EntityLabel } from '../src/server/analysis/nlp/entities';
import {
  entityScores,
  HELD_OUT_ENTITY_FILES,
  readLabelledEntityItems,
} from '../src/server/analysis/nlp/entity-evaluation';
import { bootstrapInterval } from '../src/server/analysis/bootstrap';

// One pass over the arguments; anything else (a typo, "--help") stops here: the default is the held-out split, which
// must not be scored by mistake.
const usage =
  'usage: npx tsx scripts/eval-entities.ts [--split held-out|tuning|all] [--file <label file>[,<label file>...]] [--show]';
let split = 'held-out';
let fileList: string | undefined;
let show = false;
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  const arg = args[i]!;
  const value = args[i + 1];
  if (arg === '--show') show = true;
  else if (arg === '--split' && value && ['held-out', 'tuning', 'all'].includes(value)) split = args[++i]!;
  else if (arg === '--file' && value && !value.startsWith('--')) fileList = args[++i]!;
  else {
    console.error(`unknown or incomplete argument: ${arg}\n${usage}`);
    process.exit(2);
  }
}

// The tuning parts (entities_labelled_tuning2.jsonl, 30 items, and each later part, 60 items) were labelled by
// reading before the recogniser ran on them; entities_labelled_heldout2.jsonl and entities_labelled_heldout3.jsonl
// (120 held-out items each, drawn and labelled by reading on 2026-11-27 and 2026-11-28 before any run on them) pool
// with entities_labelled.jsonl's 73 in the default held-out figures. --file scores one file alone (a new part's
// first-run figure), or a comma-separated few.
const files =
  fileList !== undefined
    ? fileList.split(',')
    : [
        ...HELD_OUT_ENTITY_FILES,
        'entities_labelled_tuning2.jsonl',
        'entities_labelled_tuning3.jsonl',
        'entities_labelled_tuning4.jsonl',
        'entities_labelled_tuning5.jsonl',
        'entities_labelled_tuning6.jsonl',
        'entities_labelled_tuning7.jsonl',
        'entities_labelled_tuning8.jsonl',
        'entities_labelled_tuning9.jsonl',
        'entities_labelled_tuning10.jsonl',
        'entities_labelled_tuning11.jsonl',
        'entities_labelled_tuning12.jsonl',
        'entities_labelled_tuning13.jsonl',
        'entities_labelled_tuning14.jsonl',
        'entities_labelled_tuning15.jsonl',
        'entities_labelled_tuning16.jsonl',
        'entities_labelled_tuning17.jsonl',
        'entities_labelled_tuning18.jsonl',
        'entities_labelled_tuning19.jsonl',
        'entities_labelled_tuning20.jsonl',
        'entities_labelled_tuning21.jsonl',
        'entities_labelled_tuning22.jsonl',
        'entities_labelled_tuning23.jsonl',
        'entities_labelled_tuning24.jsonl',
        'entities_labelled_tuning25.jsonl',
        'entities_labelled_tuning26.jsonl',
        'entities_labelled_tuning27.jsonl',
        'entities_labelled_tuning28.jsonl',
        'entities_labelled_tuning29.jsonl',
        'entities_labelled_tuning30.jsonl',
        'entities_labelled_tuning31.jsonl',
        'entities_labelled_tuning32.jsonl',
        'entities_labelled_tuning33.jsonl',
        'entities_labelled_tuning34.jsonl',
        'entities_labelled_tuning35.jsonl',
        'entities_labelled_tuning36.jsonl',
        'entities_labelled_tuning37.jsonl',
        'entities_labelled_tuning38.jsonl',
        'entities_labelled_tuning39.jsonl',
        'entities_labelled_tuning40.jsonl',
        'entities_labelled_tuning41.jsonl',
        'entities_labelled_tuning42.jsonl',
        'entities_labelled_tuning43.jsonl',
        'entities_labelled_tuning44.jsonl',
        'entities_labelled_tuning45.jsonl',
        'entities_labelled_tuning46.jsonl',
        'entities_labelled_tuning47.jsonl',
        'entities_labelled_tuning48.jsonl',
        'entities_labelled_tuning49.jsonl',
        'entities_labelled_tuning50.jsonl',
        'entities_labelled_tuning51.jsonl',
        'entities_labelled_tuning52.jsonl',
        'entities_labelled_tuning53.jsonl',
        'entities_labelled_tuning54.jsonl',
        'entities_labelled_tuning55.jsonl',
        'entities_labelled_tuning56.jsonl',
        'entities_labelled_tuning57.jsonl',
        'entities_labelled_tuning58.jsonl',
        'entities_labelled_tuning59.jsonl',
        'entities_labelled_tuning60.jsonl',
        'entities_labelled_tuning61.jsonl',
        'entities_labelled_tuning62.jsonl',
        'entities_labelled_tuning63.jsonl',
        'entities_labelled_tuning64.jsonl',
        'entities_labelled_tuning65.jsonl',
        'entities_labelled_tuning66.jsonl',
      ];
const items = readLabelledEntityItems(files).filter((item) => split === 'all' || item.split === split);

const predictions = items.map((item) => enrichArticle({ title: item.title, description: item.description }));
const scores = entityScores(items, predictions);

function interval(statistic: (indices: number[]) => number): string {
  const [low, high] = bootstrapInterval(items.length, statistic);
  return `[${low.toFixed(2)}, ${high.toFixed(2)}]`;
}

const sum = (indices: number[], pick: (i: number) => number) => indices.reduce((s, i) => s + pick(i), 0);
const all = items.map((_, i) => i);
console.log(
  `Entities on ${items.length} ${split} labelled items (${split === 'all' ? 'both splits' : 'one split'})`,
);
console.log('| type | gold | predicted | precision | recall |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const type of ['PER', 'ORG', 'LOC', 'MISC'] as EntityLabel[]) {
  const precision = (ix: number[]) =>
    sum(ix, (i) => scores[i]!.byType[type].correctPredicted) /
    sum(ix, (i) => scores[i]!.byType[type].predicted);
  const recall = (ix: number[]) =>
    sum(ix, (i) => scores[i]!.byType[type].foundGold) / sum(ix, (i) => scores[i]!.byType[type].gold);
  console.log(
    `| ${type} | ${sum(all, (i) => scores[i]!.byType[type].gold)} | ${sum(all, (i) => scores[i]!.byType[type].predicted)} | ` +
      `${precision(all).toFixed(2)} ${interval(precision)} | ${recall(all).toFixed(2)} ${interval(recall)} |`,
  );
}
const breach = all.filter((i) => scores[i]!.breachedInOrg !== null);
const breachOrg = (ix: number[]) => {
  const kept = ix.filter((i) => scores[i]!.breachedInOrg !== null);
  return sum(kept, (i) => (scores[i]!.breachedInOrg ? 1 : 0)) / kept.length;
};
const breachAny = (ix: number[]) => {
  const kept = ix.filter((i) => scores[i]!.breachedInAny !== null);
  return sum(kept, (i) => (scores[i]!.breachedInAny ? 1 : 0)) / kept.length;
};
console.log(
  `breached organisation in ner_ORG: ${breachOrg(all).toFixed(2)} ${interval(breachOrg)} of ${breach.length} breach reports; ` +
    `in any ner_* list: ${breachAny(all).toFixed(2)} ${interval(breachAny)}`,
);
if (show) {
  items.forEach((item, i) => {
    const s = scores[i]!;
    if (s.errors.length === 0) return;
    console.log(`\n${item.title} || ${item.description}`);
    for (const error of s.errors) console.log(`  ${error}`);
  });
}
