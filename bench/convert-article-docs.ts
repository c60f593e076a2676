// `node --import tsx bench/convert-article-docs.ts --data-dir DIR [--page-size BYTES] [--text]`
//
// Rewrites a store's article docs into the form this build writes (article-doc-codec.ts), in place, and then
// copies the file into pages of `--page-size` (VACUUM; default: the size new stores get). `--text` does the
// reverse: every doc back to its JSON text, as stores before version 10 hold it. For measuring one store's rows
// in either form without seeding it again (a 1M store takes ~20 minutes to seed); the answers are the same in
// both forms (the codec's tests, bench/seed-dump.ts). Work on a copy: the store is changed in place.
import { parseArgs } from 'node:util';
import { decodeArticleDoc, encodeArticleDoc } from '../src/server/store/article-doc-codec';
import { openDatabase } from '../src/server/store/db';
import path from 'node:path';

const BATCH = 5000;

function main(): void {
  const { values } = parseArgs({
    options: { 'data-dir': { type: 'string' }, 'page-size': { type: 'string' }, text: { type: 'boolean' } },
  });
  if (!values['data-dir'])
    throw new Error('usage: convert-article-docs.ts --data-dir DIR [--page-size BYTES] [--text]');
  const db = openDatabase(path.join(values['data-dir'], 'newsdeck.sqlite'));
  const pageSize = Number(values['page-size'] ?? db.pragma('page_size', { simple: true }));
  const toText = values.text === true;
  const select = db.prepare('SELECT rowid, doc FROM articles WHERE rowid > ? ORDER BY rowid LIMIT ?');
  const update = db.prepare('UPDATE articles SET doc = ? WHERE rowid = ?');
  const started = performance.now();
  let last = 0;
  let rewritten = 0;
  for (;;) {
    const rows = select.all(last, BATCH) as { rowid: number; doc: string | Buffer }[];
    if (rows.length === 0) break;
    db.transaction(() => {
      for (const { rowid, doc } of rows) {
        const wanted = toText ? typeof doc !== 'string' : typeof doc === 'string';
        if (wanted) {
          const json = decodeArticleDoc(doc);
          update.run(toText ? json : encodeArticleDoc(json), rowid);
          rewritten++;
        }
      }
    })();
    last = rows[rows.length - 1]!.rowid;
  }
  const rewriteSeconds = (performance.now() - started) / 1000;
  // A store in WAL mode keeps its page size through VACUUM: out of it for the copy, then back.
  const journal = db.pragma('journal_mode', { simple: true }) as string;
  db.pragma('journal_mode = DELETE');
  db.pragma(`page_size = ${pageSize}`);
  db.exec('VACUUM');
  db.pragma(`journal_mode = ${journal}`);
  const bytes =
    (db.pragma('page_count', { simple: true }) as number) *
    (db.pragma('page_size', { simple: true }) as number);
  const articles = db.prepare('SELECT count(*) FROM articles').pluck().get() as number;
  console.log(
    `${rewritten} docs rewritten in ${rewriteSeconds.toFixed(0)} s, VACUUM into ${pageSize}-byte pages in ` +
      `${((performance.now() - started) / 1000 - rewriteSeconds).toFixed(0)} s: ${(bytes / 1e6).toFixed(0)} MB, ` +
      `${(bytes / articles / 1000).toFixed(2)} kB per article (${articles} articles)`,
  );
  db.close();
}

main();
