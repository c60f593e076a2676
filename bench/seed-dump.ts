// `node --import tsx bench/seed-dump.ts --articles N --out FILE [--breach-rows]`: seeds N demo articles at a fixed
// time into a temporary data dir and writes every table of the store, rows in a fixed order, blobs as hex, to FILE
// (and one hash per table to stdout). Two builds whose dumps are equal stored the same bytes: the check that a
// speed change left the NLP layer, the breach mentions, events and evidence as they were. `--breach-rows` then
// also ingests every row of the breach tuning files and the HIBP sample (real reports, the demo's text is
// generated) into the same store before the dump.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { seedDemoStore } from '../src/server/demo-store';
import { openDatabase, storePath } from '../src/server/store/db';
import { ingest } from '../src/server/ingest/pipeline';
import { createIngestStages } from '../src/server/ingest/stages';
import { readCyberNews, readHibp } from '../src/server/analysis/breaches/evaluate';
import { hibpEvalArticle, newsEvalArticle } from '../src/server/quality/breach-pipeline';

const { values } = parseArgs({
  options: {
    articles: { type: 'string', default: '2000' },
    out: { type: 'string' },
    'breach-rows': { type: 'boolean', default: false },
  },
});
const articles = Number(values.articles);
if (!Number.isInteger(articles) || articles < 1) throw new Error('--articles must be a whole number >= 1');
if (!values.out) throw new Error('--out FILE is required');

const WALL_CLOCK = new Set(['added_at', 'changed_at']);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'newsdeck-seed-dump-'));
try {
  await seedDemoStore(dataDir, { articles, now: new Date('2026-11-20T12:00:00Z') });
  if (values['breach-rows']) await ingestBreachRows(storePath(dataDir));
  const db = openDatabase(storePath(dataDir), { readonly: true });
  const tables = (
    db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
      )
      .all() as { name: string }[]
  ).map((row) => row.name);
  const out = fs.openSync(values.out, 'w');
  for (const table of tables) {
    const names = db
      .prepare(`SELECT * FROM "${table}" LIMIT 0`)
      .columns()
      .map((column) => column.name);
    // Times of the write itself (triggers' unixepoch()) differ between any two runs: left out. Articles' docs
    // as their JSON, whichever form they are stored in (store/article-doc-codec.ts), so that builds compare.
    const column = (name: string) =>
      WALL_CLOCK.has(name)
        ? 'NULL'
        : table === 'articles' && name === 'doc'
          ? 'newsdeck_article_doc("doc")'
          : `"${name}"`;
    const columns = names.map(column).join(', ');
    const order = names.map((_, i) => i + 1).join(', ');
    const hash = createHash('sha256');
    let rows = 0;
    for (const row of db.prepare(`SELECT ${columns} FROM "${table}" ORDER BY ${order}`).raw().iterate()) {
      const line = `${table}\t${JSON.stringify(row, (_key, value: unknown) =>
        Buffer.isBuffer(value) ? value.toString('hex') : value,
      )}\n`;
      hash.update(line);
      fs.writeSync(out, line);
      rows++;
    }
    console.log(`${table}\t${rows}\t${hash.digest('hex').slice(0, 16)}`);
  }
  fs.closeSync(out);
  db.close();
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

async function ingestBreachRows(file: string): Promise<void> {
  const fixtures = fileURLToPath(new URL('../test/fixtures/breaches/', import.meta.url));
  const rows = [
    ...fs
      .readdirSync(fixtures)
      .filter((name) => /^eval_tuning\d*\.csv$/.test(name))
      .sort()
      .flatMap((name) => readCyberNews(path.join(fixtures, name)).map(newsEvalArticle)),
    ...readHibp(path.join(fixtures, 'hibp_breaches_sample.jsonl')).map(hibpEvalArticle),
  ].map((a) => ({ ...a, link: `https://eval.newsdeck.example/${encodeURIComponent(a.id)}`, language: 'en' }));
  const db = openDatabase(file);
  try {
    const stages = await createIngestStages(db);
    try {
      const lines = rows.map((value, i) => ({ file: 'breach-rows', line: i + 1, value }));
      const stats = await ingest(db, lines, {
        stages,
        now: Date.UTC(2026, 10, 25, 12) / 1000,
        batchSize: 200,
      });
      console.log(`breach rows: ${rows.length} read, ${stats.skipped} skipped`);
    } finally {
      await stages.close?.();
    }
  } finally {
    db.close();
  }
}
