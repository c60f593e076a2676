// `node --import tsx scripts/build-article-doc-dictionary.ts [--check] [--jsonl-out FILE]`
//
// Writes src/server/store/data/article-doc-dictionary-1.json, the zstd dictionary (raw content) that stored
// article docs of form 3 are compressed with (src/server/store/article-doc-codec.ts). It is built from the
// shape of the article JSON, as real articles take it, never from the demo generator's text (that would
// flatter the demo store and not real news): every SAMPLE_EVERY-th record of ../shared/data's news files
// (HuffPost and the cybersecurity CSV) is normalised through the ingest path (normalizeArticle) and written as
// its JSON with every string value blanked but those from a fixed set (date precisions) and the links' scheme
// and host, numbers as 0 — the member names, what surrounds them and the order the normaliser writes them in —
// once for each distinct skeleton.
// Ratios at zstd level 3 (1,000 docs each): demo docs 3.6 kB -> 1,517 bytes (1,648 without a dictionary),
// cybersecurity articles outside the sample 1,209 -> 448 bytes. The articles' titles and descriptions put
// before the skeletons took those to 1,411 and 369 bytes but cost decompression ~0.9 ms more per 1,000 docs
// (short matches into the wording), against a latency budget that decompression alone nearly fills: left out.
//
// The dictionary of a form is fixed forever once docs are stored with it: a change means a new file and a new
// form (the codec reads every form it ever wrote). --check rebuilds it and fails if the committed file differs.
// --jsonl-out writes the cybersecurity CSV as v3 JSON Lines, for `npm run ingest` (the ratio on real news).
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { normalizeArticle } from '../src/server/ingest/normalize';
import { parseCsv } from '../src/server/analysis/text/csv';
import type { ArticleDoc } from '../src/server/store/article-doc';

const HUFFPOST = '/work/shared/data/news/huffpost_news_category_v3_first10000.jsonl';
const CYBERSECURITY = '/work/shared/data/news/newsdatahub_cybersecurity_news_en_3000.csv';
export const DICTIONARY_FILE = new URL(
  '../src/server/store/data/article-doc-dictionary-1.json',
  import.meta.url,
);
/** Every how many records of each file one goes into the dictionary. */
const SAMPLE_EVERY = 75;
/** A date the normaliser takes as "now" (parse dates are not in the doc; only here so that runs agree). */
const NOW = Date.UTC(2026, 0, 1) / 1000;
/** Members whose values come from a small fixed set: kept as the normaliser wrote them. */
const FIXED: ReadonlySet<keyof ArticleDoc> = new Set(['published_date_precision', 'updated_date_precision']);
/** Members holding a URL: kept up to the end of the host. */
const URLS: ReadonlySet<keyof ArticleDoc> = new Set(['link', 'parent_url']);

/** The HuffPost records as v3 articles. */
export function huffpostArticles(): unknown[] {
  return readFileSync(HUFFPOST, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const r = JSON.parse(line) as Record<string, string>;
      return {
        title: r.headline,
        link: r.link,
        published_date: r.date,
        author: r.authors || null,
        description: r.short_description || null,
      };
    });
}

/** The cybersecurity CSV's records as v3 articles. */
export function cybersecurityArticles(): unknown[] {
  const [header, ...rows] = parseCsv(readFileSync(CYBERSECURITY, 'utf8'));
  if (!header) return [];
  const column = (row: string[], name: string) => row[header.indexOf(name)] ?? '';
  return rows
    .filter((row) => row.length === header.length)
    .map((row) => ({
      id: column(row, 'id'),
      title: column(row, 'title'),
      link: column(row, 'article_link'),
      published_date: column(row, 'pub_date'),
      name_source: column(row, 'source_title') || null,
      description: column(row, 'description') || null,
    }));
}

/** An article's JSON as the store keeps it, its values blanked as the dictionary holds them. */
function skeleton(doc: ArticleDoc): string {
  const blank: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(doc) as [keyof ArticleDoc, unknown][]) {
    if (typeof value === 'string') {
      if (FIXED.has(name)) blank[name] = value;
      else if (URLS.has(name)) blank[name] = /^https?:\/\/[^/]*\//.exec(value)?.[0] ?? '';
      else blank[name] = '';
    } else if (Array.isArray(value)) blank[name] = value.map(() => '');
    else if (typeof value === 'number') blank[name] = 0;
    else blank[name] = value;
  }
  return JSON.stringify(blank);
}

export function buildDictionary(): string {
  const skeletons = new Set<string>();
  for (const articles of [huffpostArticles(), cybersecurityArticles()]) {
    articles.forEach((article, i) => {
      if (i % SAMPLE_EVERY !== 0) return;
      const result = normalizeArticle(article, NOW);
      if (result.ok) skeletons.add(skeleton(result.article.doc));
    });
  }
  return [...skeletons].join('');
}

function main(): number {
  const { values } = parseArgs({ options: { check: { type: 'boolean' }, 'jsonl-out': { type: 'string' } } });
  if (values['jsonl-out']) {
    const lines = cybersecurityArticles().map((article) => JSON.stringify(article));
    writeFileSync(values['jsonl-out'], `${lines.join('\n')}\n`);
    console.log(`${lines.length} articles written to ${values['jsonl-out']}`);
    return 0;
  }
  const built = `${JSON.stringify(buildDictionary())}\n`;
  if (values.check) {
    const same = readFileSync(DICTIONARY_FILE, 'utf8') === built;
    console.log(
      same ? 'the committed dictionary is what the script builds' : 'the committed dictionary differs',
    );
    return same ? 0 : 1;
  }
  writeFileSync(DICTIONARY_FILE, built);
  console.log(
    `${Buffer.byteLength(JSON.parse(built) as string)} bytes written to ${DICTIONARY_FILE.pathname}`,
  );
  return 0;
}

if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) process.exitCode = main();
