// Articles as answers show them, as UTF-8 bytes: each article's stored JSON (`doc`) is copied as it is — never
// decoded into a JavaScript string and encoded again — and closed with what the answer adds (score,
// parse_date, highlight, the NLP layer as the plan shows it), which SQLite writes. One statement hands over a
// page's stored docs as one buffer and the added members as another; each article's JSON is written straight
// into the answer's one buffer (a compressed doc decompressed there, article-doc-codec.ts), then its members
// and its brace. Handing 1000 stored articles to JavaScript one buffer each cost more than reading them, and
// the churn of those buffers drove the garbage collections behind the 1000-article pages' tail latency; a SQL
// function called per row for its decoded doc cost ~6 ms a 1000-article page (the zlib trial, 2026-11-27).
import type { Statement } from 'better-sqlite3';
import type { Db } from '../store/db';
import { embeddingJson, type NlpVisibility } from '../store/nlp-codec';
import { articleDocLength, writeArticleDoc } from '../store/article-doc-codec';
import type { Plan } from './plans';

/** An article of a page: its rowid and its score (an integer, as the answer writes it). */
export interface PageArticle {
  rowid: number;
  score: number;
}

export interface ArticleJsonOptions {
  parseDate: boolean;
  highlight: boolean;
  nlp: NlpVisibility;
}

/** What of the NLP layer a plan shows. */
export function nlpVisibility(plan: Plan): NlpVisibility {
  if (!plan.nlp) return 'none';
  return plan.iptc || plan.embeddings ? 'full' : 'nlp';
}

export interface ArticleJson {
  /**
   * `before`, the JSON array `[a,b,…]` of the articles in the order given, then `after`: a whole answer in
   * one buffer (for 1000 articles, one 4 MB allocation per answer rather than several).
   */
  framed(
    before: string,
    articles: readonly PageArticle[],
    options: ArticleJsonOptions,
    after: string,
  ): Buffer;
  /** Each article's JSON, in the order given. */
  each(articles: readonly PageArticle[], options: ArticleJsonOptions): Buffer[];
}

/** The IPTC members of an article with no IPTC tags (nlp-codec stores no IPTC members then). */
const EMPTY_IPTC_MEMBERS = '"iptc_tags_name":[],"iptc_tags_id":[]';

/** The stored NLP layer as the plan shows it, as a SQL expression (NULL when the article has none). */
const NLP_SQL: Record<NlpVisibility, string | null> = {
  none: null,
  nlp: 'a.nlp_doc',
  // The IPTC members and the embedding go inside the NLP object, before its closing brace. The IPTC plan's
  // layer always has them (decisions.md, "NLP object"): an article without tags or embedding shows them empty.
  full: `substr(a.nlp_doc, 1, length(a.nlp_doc) - 1)
    || ',' || coalesce(a.nlp_iptc_doc, '${EMPTY_IPTC_MEMBERS}')
    || ',"embeddings":' || coalesce(newsdeck_embedding_json(a.embedding), '[]') || '}'`,
};

/**
 * What an answer adds to an article, as a SQL expression over `a` (articles) and `j` (the page's
 * `[rowid, score]`): the members after the stored ones, from the comma that opens them, without the closing
 * brace. No JSON text holds a raw control character, so char(1) can part these of a page.
 */
function extraSql({ parseDate, highlight, nlp }: ArticleJsonOptions): string {
  let extra = `',"score":' || (j.value ->> 1)`;
  if (parseDate)
    extra += ` || ',"parse_date":"' || strftime('%Y-%m-%d %H:%M:%S', a.parse_at, 'unixepoch') || '"'`;
  if (highlight) extra += ` || ',"highlight":null'`;
  if (NLP_SQL[nlp] !== null) extra += ` || coalesce(',"nlp":' || ${NLP_SQL[nlp]}, '')`;
  return extra;
}

// The page drives the join (CROSS JOIN keeps json_each as the outer loop), so rows come in the page's order.
const PAGE_JOIN = 'FROM json_each(@page) j CROSS JOIN articles a ON a.rowid = j.value ->> 0';

/** Bytes of the `page` answers' parts. */
const COMMA = 0x2c;
const CLOSE = 0x7d;
const PART = 0x01;

/** A page as one statement hands it over: its stored docs one after another, and per article its parts. */
interface PageRows {
  /** The articles' positions in the page (an article gone since the page was chosen is left out). */
  positions: number[];
  /** The stored docs, in the same order, and each one's stored length and JSON length. */
  run: Buffer;
  storedLengths: number[];
  jsonLengths: number[];
  /** Where each article's added members are in `parts` (start, end). */
  parts: Buffer;
  extraStarts: number[];
  extraEnds: number[];
}

/**
 * A page's articles: the page's stored docs fetched together, then each article's JSON written in JavaScript
 * from its doc (decompressed or copied into place; its closing brace then overwritten), the members the
 * answer adds and the brace — each article written once into the answer, no function call per row.
 */
export function createArticleJson(db: Db): ArticleJson {
  db.function('newsdeck_embedding_json', { deterministic: true }, (blob) =>
    blob instanceof Buffer ? embeddingJson(blob) : null,
  );
  // One statement per shape of answer, prepared on first use. group_concat keeps the order rows are visited in.
  const statements = new Map<string, Statement>();
  const statement = (options: ArticleJsonOptions): Statement => {
    const key = `${options.parseDate} ${options.highlight} ${options.nlp}`;
    let prepared = statements.get(key);
    if (!prepared) {
      prepared = db
        .prepare(
          `SELECT CAST(group_concat(a.doc, '') AS BLOB),
             CAST(group_concat(j.key || ',' || octet_length(a.doc) || ${extraSql(options)}, char(1)) AS BLOB)
           ${PAGE_JOIN}`,
        )
        .raw();
      statements.set(key, prepared);
    }
    return prepared;
  };
  const pageRows = (articles: readonly PageArticle[], options: ArticleJsonOptions): PageRows => {
    const page = JSON.stringify(articles.map(({ rowid, score }) => [rowid, score]));
    const [run, parts] = statement(options).get({ page }) as [Buffer | null, Buffer | null];
    const rows: PageRows = {
      positions: [],
      run: run ?? Buffer.alloc(0),
      storedLengths: [],
      jsonLengths: [],
      parts: parts ?? Buffer.alloc(0),
      extraStarts: [],
      extraEnds: [],
    };
    if (parts === null) return rows;
    let stored = 0;
    // Each part: `position,storedLength,"…` up to the next char(1).
    for (let at = 0; at < parts.byteLength;) {
      let position = 0;
      while (parts[at] !== COMMA) position = position * 10 + parts[at++]! - 0x30;
      let length = 0;
      at++;
      while (parts[at] !== COMMA) length = length * 10 + parts[at++]! - 0x30;
      let end = parts.indexOf(PART, at);
      if (end < 0) end = parts.byteLength;
      rows.positions.push(position);
      rows.storedLengths.push(length);
      rows.jsonLengths.push(articleDocLength(rows.run, stored, length));
      stored += length;
      rows.extraStarts.push(at);
      rows.extraEnds.push(end);
      at = end + 1;
    }
    return rows;
  };
  /** Each article's JSON written into `out` from `at` (with `separator` between), and where each ends. */
  const splice = (rows: PageRows, out: Buffer, at: number, separator: boolean) => {
    const count = rows.storedLengths.length;
    const ends = new Array<number>(count);
    let stored = 0;
    for (let i = 0; i < count; i++) {
      if (separator && i > 0) out[at++] = COMMA;
      // The doc's closing brace is written over by the members the answer adds.
      at += writeArticleDoc(rows.run, stored, rows.storedLengths[i]!, out, at) - 1;
      stored += rows.storedLengths[i]!;
      at += rows.parts.copy(out, at, rows.extraStarts[i]!, rows.extraEnds[i]!);
      out[at++] = CLOSE;
      ends[i] = at;
    }
    return ends;
  };
  /** The bytes splice writes, separators left out. */
  const splicedBytes = (rows: PageRows) => {
    let bytes = 0;
    for (let i = 0; i < rows.jsonLengths.length; i++)
      bytes += rows.jsonLengths[i]! + rows.extraEnds[i]! - rows.extraStarts[i]!;
    return bytes;
  };

  return {
    framed(before, articles, options, after) {
      const rows = pageRows(articles, options);
      const count = rows.positions.length;
      const head = Buffer.byteLength(before) + 1;
      const body = splicedBytes(rows) + Math.max(0, count - 1);
      const out = Buffer.allocUnsafe(head + body + 1 + Buffer.byteLength(after));
      out.write(before, 0);
      out[head - 1] = 0x5b;
      splice(rows, out, head, true);
      out[head + body] = 0x5d;
      out.write(after, head + body + 1);
      return out;
    },
    each(articles, options) {
      const rows = pageRows(articles, options);
      const out = Buffer.allocUnsafe(splicedBytes(rows));
      const ends = splice(rows, out, 0, false);
      const json = new Array<Buffer>(articles.length);
      for (let i = 0; i < ends.length; i++)
        json[rows.positions[i]!] = out.subarray(i > 0 ? ends[i - 1] : 0, ends[i]);
      return json;
    },
  };
}
