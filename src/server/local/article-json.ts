// Articles as answers show them, assembled from their stored fragments as UTF-8 bytes: each article's
// stored JSON (`doc`) is copied as it is — never decoded into a JavaScript string and encoded again — and
// closed with what the answer adds (score, parse_date, highlight, the NLP layer as the plan shows it).
import type { Statement } from 'better-sqlite3';
import type { Db } from '../store/db';
import { nlpJsonFor, type NlpVisibility } from '../store/nlp-codec';
import type { Plan } from './plans';
import { formatUtc } from '../time';

/** An article as answers need it; `doc` is its stored JSON object as UTF-8 bytes. */
export interface ArticleBytesRow {
  doc: Buffer;
  parse_at: number;
  nlp_doc: string | null;
  nlp_iptc_doc: string | null;
  embedding: Buffer | null;
}

export interface ArticleJsonOptions {
  score: number;
  parseDate: boolean;
  highlight: boolean;
  nlp: NlpVisibility;
}

/** What of the NLP layer a plan shows. */
export function nlpVisibility(plan: Plan): NlpVisibility {
  if (!plan.nlp) return 'none';
  return plan.iptc || plan.embeddings ? 'full' : 'nlp';
}

/** The stored rows of articles by rowid, reading the NLP columns only as far as `nlp` shows them. */
export type ArticleReader = (rowids: readonly number[], nlp: NlpVisibility) => Map<number, ArticleBytesRow>;

export function createArticleReader(db: Db): ArticleReader {
  // Columns the answer will not show are not read (the embedding blob is the largest of them).
  const NLP_COLUMNS: Record<NlpVisibility, string> = {
    none: 'NULL, NULL, NULL',
    nlp: 'a.nlp_doc, NULL, NULL',
    full: 'a.nlp_doc, a.nlp_iptc_doc, a.embedding',
  };
  // Rows as arrays (raw mode): for 1000 articles, building the row objects natively costs more than
  // reading the articles.
  const statements = Object.fromEntries(
    Object.entries(NLP_COLUMNS).map(([visibility, columns]) => [
      visibility,
      db
        .prepare(
          `SELECT a.rowid, CAST(a.doc AS BLOB), a.parse_at, ${columns}
           FROM json_each(?) j JOIN articles a ON a.rowid = j.value`,
        )
        .raw(),
    ]),
  ) as Record<NlpVisibility, Statement>;
  type RawRow = [number, Buffer, number, string | null, string | null, Buffer | null];

  return (rowids, nlp) => {
    const rows = new Map<number, ArticleBytesRow>();
    if (rowids.length === 0) return rows;
    for (const [rowid, doc, parseAt, nlpDoc, iptcDoc, embedding] of statements[nlp].all(
      JSON.stringify(rowids),
    ) as RawRow[]) {
      rows.set(rowid, { doc, parse_at: parseAt, nlp_doc: nlpDoc, nlp_iptc_doc: iptcDoc, embedding });
    }
    return rows;
  };
}

/** An article's answer JSON, in two pieces: the stored object without its closing brace, then the rest. */
export function articleBytes(row: ArticleBytesRow, options: ArticleJsonOptions): [Buffer, Buffer] {
  let extra = `,"score":${options.score}`;
  if (options.parseDate) extra += `,"parse_date":"${formatUtc(row.parse_at)}"`;
  if (options.highlight) extra += ',"highlight":null';
  const nlp = nlpJsonFor(options.nlp, row.nlp_doc, row.nlp_iptc_doc, row.embedding);
  if (nlp !== null) extra += `,"nlp":${nlp}`;
  return [row.doc.subarray(0, row.doc.length - 1), Buffer.from(`${extra}}`)];
}

const COMMA = Buffer.from(',');

/** The pieces of a JSON array of articles (`[a,b,…]`), in the order given. */
export function articleArrayBytes(
  rowids: readonly number[],
  stored: Map<number, ArticleBytesRow>,
  options: (rowid: number, position: number) => ArticleJsonOptions,
): Buffer[] {
  const parts: Buffer[] = [Buffer.from('[')];
  rowids.forEach((rowid, position) => {
    if (position > 0) parts.push(COMMA);
    parts.push(...articleBytes(stored.get(rowid)!, options(rowid, position)));
  });
  parts.push(Buffer.from(']'));
  return parts;
}
