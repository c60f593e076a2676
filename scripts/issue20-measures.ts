// `npx tsx scripts/issue20-measures.ts [--out FILE]`: re-runs issue 20's own measurements of the NLP layer, end to
// end, on the whole shared news files, and prints them (markdown) beside the issue's figures.
//
// As the issue measured: the HuffPost headlines and the NewsDataHub cybersecurity items of ../shared/data/news are
// converted to v3 JSON Lines (the converters of build-article-doc-dictionary.ts), ingested with the stages of
// `npm run ingest` into a fresh temporary store, and every article is read back through POST /api/search_by_link
// (the in-process app, the demo key of the full plan). Determinism: the same files are ingested a second time into
// another fresh store, with 1 worker instead of 2 and the files in the opposite order, and both stores' answers
// are compared byte for byte (the `nlp` object of every article, every data_breach event of /api/events_search).
// Stores and JSON Lines go in a temporary folder under os.tmpdir() (TMPDIR), removed at the end.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createLogger, setLogger } from '../src/server/log';
import { ingest } from '../src/server/ingest/pipeline';
import { readJsonLines } from '../src/server/ingest/jsonl';
import { normalizeArticle } from '../src/server/ingest/normalize';
import { createIngestStages } from '../src/server/ingest/stages';
import { openStore, type Db } from '../src/server/store/db';
import type { Article, Nlp } from '../src/contract/article';
import type { BreachEvent } from '../src/server/analysis/breaches/types';
import {
  codeLikeKind,
  DEATH_KEYWORDS,
  endsInPossessive,
  HARM_KEYWORDS,
  keywordMatcher,
  shareOf,
  textTokens,
  type Share,
} from '../src/server/quality/issue20-measures';
import { HELD_OUT_ENTITY_FILES, readLabelledEntityItems } from '../src/server/analysis/nlp/entity-evaluation';
import { sampleCybersecurity } from '../src/server/analysis/nlp/training-corpus';
import { allBreachEvents, localApiPost } from '../src/server/quality/local-api';
import { cybersecurityArticles, huffpostArticles } from './build-article-doc-dictionary';

/** The moment both ingests take as "now" (parse dates), so that only the enrichment can differ. */
const NOW = Date.UTC(2026, 10, 29) / 1000;
const NER_TYPES = ['ner_PER', 'ner_ORG', 'ner_LOC', 'ner_MISC'] as const;
const EXAMPLES = 10;

type Source = 'huffpost' | 'newsdatahub';

interface Input {
  source: Source;
  file: string;
  /** The ids ingest gives the file's articles (md5 of the link when the row has none). */
  ids: string[];
  /** Ids of the articles the theme model is trained on (a sample of the cybersecurity file; no HuffPost ids). */
  trainedOn: Set<string>;
}

/** What one store answered. */
interface Answered {
  articles: Map<string, Article>;
  events: Map<string, BreachEvent>;
  seconds: number;
}

const pct = (x: number): string => `${(100 * x).toFixed(1)} %`;
const int = (x: number): string => x.toLocaleString('en-US');
const shareText = (s: Share): string =>
  `${pct(s.share)} (${int(s.count)} of ${int(s.of)}; 95 % CI ${pct(s.interval[0])}–${pct(s.interval[1])})`;
const log = (message: string) => process.stderr.write(`${message}\n`);

// ---------- the files, as a user would hand them to `npm run ingest`

function writeInputs(dir: string): Input[] {
  const sets: [Source, unknown[]][] = [
    ['huffpost', huffpostArticles()],
    ['newsdatahub', cybersecurityArticles()],
  ];
  const idOf = (article: unknown): string[] => {
    const normalized = normalizeArticle(article, NOW);
    return normalized.ok ? [normalized.article.doc.id] : [];
  };
  return sets.map(([source, articles]) => {
    const file = path.join(dir, `${source}.jsonl`);
    fs.writeFileSync(file, `${articles.map((a) => JSON.stringify(a)).join('\n')}\n`);
    const trainedOn = source === 'newsdatahub' ? sampleCybersecurity(articles).flatMap(idOf) : [];
    return { source, file, ids: [...new Set(articles.flatMap(idOf))], trainedOn: new Set(trainedOn) };
  });
}

// ---------- ingest, then read back through the API

async function ingestAndAnswer(
  dir: string,
  files: readonly string[],
  workers: number,
  ids: readonly string[],
): Promise<Answered> {
  const dataDir = fs.mkdtempSync(path.join(dir, 'store-'));
  const db = openStore(dataDir);
  const started = performance.now();
  const stages = await createIngestStages(db, { workers });
  try {
    const stats = await ingest(db, readJsonLines(files), { stages, now: NOW });
    log(
      `ingested ${int(stats.stored)} of ${int(stats.read)} lines (${stats.skipped} skipped) on ${workers} worker(s)`,
    );
    const seconds = (performance.now() - started) / 1000;
    const answered = await readBack(db, dataDir, ids);
    return { ...answered, seconds };
  } finally {
    await stages.close?.();
    db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function readBack(db: Db, dataDir: string, ids: readonly string[]): Promise<Omit<Answered, 'seconds'>> {
  const post = localApiPost(db, dataDir);
  const articles = new Map<string, Article>();
  for (let i = 0; i < ids.length; i += 1000) {
    const page = ids.slice(i, i + 1000);
    const body = (await post('/api/search_by_link', { ids: page, page_size: 1000 })) as {
      articles: Article[];
    };
    for (const article of body.articles) articles.set(article.id, article);
  }
  const events = await allBreachEvents(post);
  return { articles, events: new Map(events.map((e) => [e.id, e])) };
}

// ---------- the measures, one function each

const namesOf = (nlp: Nlp | null | undefined, type: (typeof NER_TYPES)[number]): string[] =>
  (nlp?.[type] ?? []).map((e) => e.entity_name);

function sizes(answered: Answered, inputs: readonly Input[]): string[] {
  const bySource = inputs.map(
    (i) => `${i.source} ${int(i.ids.filter((id) => answered.articles.has(id)).length)}`,
  );
  return [
    `Articles answered: ${int(answered.articles.size)} (${bySource.join(', ')}); data_breach events: ${int(answered.events.size)}; ingest (2 workers) ${answered.seconds.toFixed(0)} s.`,
  ];
}

/** 1. MISC against ORG, and per type the names (entries and distinct) and the articles with one. */
function entityCounts(answered: Answered): string[] {
  const lines = [
    '| type | names (article × name entries) | distinct names | articles with one | issue |',
    '|---|---:|---:|---:|---|',
  ];
  const issue: Record<string, string> = { ner_MISC: '14,841', ner_ORG: '8,154' };
  for (const type of NER_TYPES) {
    let entries = 0;
    let withOne = 0;
    const distinct = new Set<string>();
    for (const article of answered.articles.values()) {
      const names = namesOf(article.nlp, type);
      entries += names.length;
      if (names.length) withOne++;
      for (const name of names) distinct.add(name);
    }
    lines.push(
      `| ${type} | ${int(entries)} | ${int(distinct.size)} | ${int(withOne)} | ${issue[type] ?? '–'} |`,
    );
  }
  return lines;
}

/**
 * Titles of the held-out labelled entity items: read only so that no example printed comes from one of them (the
 * counts are over the whole store, as the issue's were).
 */
function heldOutTitles(): Set<string> {
  return new Set(
    readLabelledEntityItems(HELD_OUT_ENTITY_FILES)
      .filter((item) => item.split === 'held-out')
      .map((item) => item.title),
  );
}

/** Distinct values in first-seen order, and how many times any was seen. */
class Tally {
  readonly distinct: string[] = [];
  entries = 0;
  add(value: string): void {
    this.entries++;
    if (!this.distinct.includes(value)) this.distinct.push(value);
  }
}

/** Adds `value` to the tally of `kind`, made on first use. */
function tallyInto(tallies: Map<string, Tally>, kind: string, value: string): void {
  let tally = tallies.get(kind);
  if (!tally) tallies.set(kind, (tally = new Tally()));
  tally.add(value);
}

const clip = (text: string): string => (text.length > 60 ? `${text.slice(0, 59)}…` : text);
const quote = (names: readonly string[]): string =>
  names.length
    ? names
        .slice(0, EXAMPLES)
        .map((n) => `\`${clip(n)}\``)
        .join(', ')
    : 'none';

/** 2. PER names ending in a possessive; names of any type that look like code, file names, hashtags or URLs. */
function suspectNames(answered: Answered): string[] {
  const excluded = heldOutTitles();
  const possessive = new Tally();
  const codeLike = new Map<string, Tally>();
  // What the input itself offers: capitalised words with a possessive, code-like words.
  let textPossessive = 0;
  const textCodeLike = new Map<string, Tally>();
  for (const article of answered.articles.values()) {
    const shown = !excluded.has(article.title ?? '');
    const tokens = textTokens(`${article.title ?? ''} ${article.description ?? ''}`);
    if (tokens.some((t) => /^\p{Lu}/u.test(t) && endsInPossessive(t))) textPossessive++;
    for (const kind of new Set(tokens.map(codeLikeKind))) {
      if (kind) tallyInto(textCodeLike, kind, shown ? tokens.find((t) => codeLikeKind(t) === kind)! : '');
    }
    for (const name of namesOf(article.nlp, 'ner_PER')) {
      if (endsInPossessive(name)) possessive.add(shown ? name : '');
    }
    for (const type of NER_TYPES) {
      for (const name of namesOf(article.nlp, type)) {
        const kind = codeLikeKind(name);
        if (kind) tallyInto(codeLike, kind, shown ? `${name} (${type.slice(4)})` : '');
      }
    }
  }
  const examples = (tally: Tally) => quote(tally.distinct.filter((n) => n !== ''));
  const codeEntries = [...codeLike.values()].reduce((n, t) => n + t.entries, 0);
  const lines = [
    `- PER names ending in a possessive, any apostrophe form (issue: "Smith’s" kept): ${int(possessive.entries)}; examples: ${examples(possessive)}. The input offers them: ${int(textPossessive)} articles have a capitalised word with a possessive in their title or description.`,
    `- Names of any ner_* list that look like code, file names, hashtags or URLs (issue: code identifiers become MISC): ${int(codeEntries)}.`,
  ];
  for (const [kind, tally] of [...codeLike].sort((a, b) => b[1].entries - a[1].entries)) {
    lines.push(`  - ${kind}: ${int(tally.entries)}; examples: ${examples(tally)}.`);
  }
  const offered = [...textCodeLike]
    .sort((a, b) => b[1].entries - a[1].entries)
    .map(
      ([kind, tally]) =>
        `${kind} ${int(tally.entries)} (${quote(tally.distinct.filter((n) => n !== '').slice(0, 3))})`,
    );
  lines.push(
    `  - The input offers them: articles whose title or description has such a word, by kind: ${offered.join('; ')}.`,
  );
  return lines;
}

/** 3. The share of harm headlines whose title sentiment is positive, per keyword list and source. */
function sentimentOfHarm(answered: Answered, inputs: readonly Input[]): string[] {
  const selections: [string, readonly string[], Source[], string][] = [
    ['deaths and killings, HuffPost', DEATH_KEYWORDS, ['huffpost'], '11.8 %'],
    ['disasters, attacks, breaches, HuffPost', HARM_KEYWORDS, ['huffpost'], '–'],
    ['disasters, attacks, breaches, NewsDataHub', HARM_KEYWORDS, ['newsdatahub'], '–'],
  ];
  const lines = ['| headlines | positive `sentiment.title` (> 0) | issue |', '|---|---|---|'];
  for (const [label, keywords, sources, issue] of selections) {
    const matches = keywordMatcher(keywords);
    const flags: boolean[] = [];
    for (const input of inputs.filter((i) => sources.includes(i.source))) {
      for (const id of input.ids) {
        const article = answered.articles.get(id);
        if (!article || !matches(article.title ?? '')) continue;
        flags.push((article.nlp?.sentiment?.title ?? 0) > 0);
      }
    }
    lines.push(`| ${label} | ${shareText(shareOf(flags))} | ${issue} |`);
  }
  return lines;
}

/**
 * 4. NewsDataHub cybersecurity items whose first theme is Tech: all of them, those the theme model never saw (the
 * issue's figure was held out) and the sample it is trained on.
 */
function cyberThemes(answered: Answered, inputs: readonly Input[]): string[] {
  const cyber = inputs.find((i) => i.source === 'newsdatahub')!;
  const firstTheme = (id: string): string | undefined => {
    const article = answered.articles.get(id);
    return article ? (article.nlp?.theme?.split(',')[0]?.trim() ?? '') : undefined;
  };
  const row = (label: string, ids: readonly string[]): string => {
    const themes = ids.map(firstTheme).filter((t) => t !== undefined);
    const counts = new Map<string, number>();
    for (const t of themes) if (t !== 'Tech') counts.set(t || '(none)', (counts.get(t || '(none)') ?? 0) + 1);
    const others = [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([t, n]) => `${t} ${n}`)
      .join(', ');
    return `| ${label} | ${shareText(shareOf(themes.map((t) => t === 'Tech')))} | ${others} |`;
  };
  return [
    '| cybersecurity items | first theme Tech | most frequent others |',
    '|---|---|---|',
    row('all', cyber.ids),
    row(
      'never trained on (issue: 94.7 % held out; keep ≥ 90 %)',
      cyber.ids.filter((id) => !cyber.trainedOn.has(id)),
    ),
    row('trained on (every 6th row)', [...cyber.trainedOn]),
  ];
}

/** 5. Articles whose `nlp` differs between the two stores, byte for byte, and the data_breach events that differ. */
function determinism(first: Answered, second: Answered): string[] {
  let differ = 0;
  let missing = 0;
  const fields = new Map<string, number>();
  for (const [id, a] of first.articles) {
    const b = second.articles.get(id);
    if (!b) {
      missing++;
      continue;
    }
    if (JSON.stringify(a.nlp) === JSON.stringify(b.nlp)) continue;
    differ++;
    const keys = new Set([...Object.keys(a.nlp ?? {}), ...Object.keys(b.nlp ?? {})]);
    for (const key of keys) {
      const x = (a.nlp as Record<string, unknown> | null | undefined)?.[key];
      const y = (b.nlp as Record<string, unknown> | null | undefined)?.[key];
      if (JSON.stringify(x) !== JSON.stringify(y)) fields.set(key, (fields.get(key) ?? 0) + 1);
    }
  }
  missing += [...second.articles.keys()].filter((id) => !first.articles.has(id)).length;
  let eventsDiffer = 0;
  for (const id of new Set([...first.events.keys(), ...second.events.keys()])) {
    const [x, y] = [first.events.get(id), second.events.get(id)];
    if (!x || !y || JSON.stringify(x) !== JSON.stringify(y)) eventsDiffer++;
  }
  const byField = [...fields].map(([k, n]) => `${k} ${n}`).join(', ');
  return [
    `- Articles whose \`nlp\` differs (2 workers, HuffPost then NewsDataHub vs 1 worker, NewsDataHub then HuffPost): ${int(differ)} of ${int(first.articles.size)}${byField ? ` (by member: ${byField})` : ''}; articles answered by one store only: ${missing} (issue: 51 of 13,873).`,
    `- data_breach events that differ (an id in one store only, or the same id with other JSON): ${eventsDiffer} of ${int(first.events.size)} / ${int(second.events.size)}.`,
  ];
}

// ---------- main

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  // The logger writes to stdout, where the report goes: warnings and errors only.
  setLogger(createLogger({ level: 'warn' }));
  const started = performance.now();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'newsdeck-issue20-'));
  try {
    const inputs = writeInputs(dir);
    const ids = inputs.flatMap((i) => i.ids);
    const files = inputs.map((i) => i.file);
    const first = await ingestAndAnswer(dir, files, 2, ids);
    const second = await ingestAndAnswer(dir, [...files].reverse(), 1, ids);
    const report = [
      `# Issue 20's own measurements, re-run (${new Date().toISOString().slice(0, 10)})`,
      '',
      '`npx tsx scripts/issue20-measures.ts`: the whole HuffPost and NewsDataHub files of ../shared/data/news ingested',
      'through the ingest stages and read back through /api/search_by_link (src/server/analysis/nlp/README.md, "The',
      'issue\'s own measurements, re-run", says what each line measures).',
      '',
      '## Sizes',
      '',
      ...sizes(first, inputs),
      '',
      '## 1. Entity types',
      '',
      ...entityCounts(first),
      '',
      '## 2. Possessives and code-like names',
      '',
      ...suspectNames(first),
      '',
      '## 3. Sentiment of harm headlines',
      '',
      ...sentimentOfHarm(first, inputs),
      '',
      '## 4. Cybersecurity themes',
      '',
      ...cyberThemes(first, inputs),
      '',
      '## 5. Determinism',
      '',
      ...determinism(first, second),
      '',
      `Second ingest (1 worker) ${second.seconds.toFixed(0)} s; whole run ${((performance.now() - started) / 1000).toFixed(0)} s on ${os.availableParallelism()} cores.`,
      '',
    ].join('\n');
    process.stdout.write(report);
    if (values.out) fs.writeFileSync(values.out, report);
    return 0;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
