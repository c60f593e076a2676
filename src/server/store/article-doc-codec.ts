// How an article's `doc` (its answer fields as ingested, article-doc.ts) is kept in `articles.doc`, and the one
// way back to its JSON that every reader goes through (in JavaScript, decodeArticleDoc; in SQL, the functions
// registerArticleDocFunctions adds to every connection the store opens).
//
// Two forms, told apart by SQLite's storage class, so stores written before migration 10 are read as they are:
// - TEXT: the JSON itself (every store before version 10).
// - BLOB: a form byte, then the JSON deflated. Form 1: raw deflate (zlib level 6, 32 KiB window) with
//   DICTIONARY_1 as preset dictionary. A new dictionary or method takes a new form byte: form 1 stays readable.
// The JSON is the largest part of an article row (3.6 kB of 7.4 kB per article on the demo store, 20,000
// articles); deflated it takes 1.4 kB (1.56 kB without the dictionary).
import zlib from 'node:zlib';
import type { Db } from './db';

const FORM_DEFLATE_1 = 1;

/**
 * Form 1's preset dictionary: the members of ArticleDoc in the order normalize.ts writes them, each as it
 * opens (`,"name":"`). Every stored article has them all, so each one's first mention is a short back
 * reference instead of literals (−130 bytes an article, 2,000 demo docs). Fixed forever for form 1: never
 * derived from the type, so that changing ArticleDoc cannot change how stored rows decode.
 */
const DICTIONARY_1 = Buffer.from(
  [
    'title',
    'author',
    'authors',
    'journalists',
    'published_date',
    'published_date_precision',
    'updated_date',
    'updated_date_precision',
    'link',
    'domain_url',
    'full_domain_url',
    'name_source',
    'is_headline',
    'paid_content',
    'parent_url',
    'country',
    'rights',
    'rank',
    'media',
    'language',
    'description',
    'content',
    'word_count',
    'is_opinion',
    'twitter_account',
    'all_links',
    'all_domain_links',
    'id',
  ]
    .map((name) => `,"${name}":"`)
    .join(''),
);

const DEFLATE_OPTIONS: zlib.ZlibOptions = { level: 6, dictionary: DICTIONARY_1 };
const INFLATE_OPTIONS: zlib.ZlibOptions = { dictionary: DICTIONARY_1 };

/** The stored form of an article's JSON (`JSON.stringify` of its ArticleDoc). */
export function encodeArticleDoc(json: string): Buffer {
  const deflated = zlib.deflateRawSync(json, DEFLATE_OPTIONS);
  const stored = Buffer.allocUnsafe(deflated.byteLength + 1);
  stored[0] = FORM_DEFLATE_1;
  deflated.copy(stored, 1);
  return stored;
}

/** The UTF-8 bytes of a stored `doc`'s JSON, whichever form it is in. */
export function articleDocBytes(stored: string | Buffer): Buffer {
  if (typeof stored === 'string') return Buffer.from(stored);
  if (stored[0] !== FORM_DEFLATE_1) throw new Error(`Unknown form ${stored[0]} of a stored article doc`);
  return zlib.inflateRawSync(stored.subarray(1), INFLATE_OPTIONS);
}

/** A stored `doc`'s JSON text, whichever form it is in. */
export function decodeArticleDoc(stored: string | Buffer): string {
  return typeof stored === 'string' ? stored : articleDocBytes(stored).toString();
}

/**
 * SQL's way to the JSON of `articles.doc`:
 * - `newsdeck_article_doc(doc)`: the JSON as TEXT, for `->`, `->>` and json_* (a BLOB would be taken for JSONB);
 * - `newsdeck_article_doc_open(doc)`: its UTF-8 bytes without the object's closing brace, as a BLOB, for
 *   answers that copy the article and add members to it (article-json.ts).
 * A query that reads several members calls newsdeck_article_doc once for each: the last row's JSON is kept,
 * so that the same row is inflated once (the stored bytes are compared, not trusted by identity).
 */
export function registerArticleDocFunctions(db: Db): void {
  let lastStored: Buffer | null = null;
  let lastBytes: Buffer | null = null;
  let lastText: string | null = null;
  const bytesOf = (stored: Buffer): Buffer => {
    if (lastStored === null || !lastStored.equals(stored)) {
      lastStored = stored; // better-sqlite3 hands each call a copy of the value
      lastBytes = articleDocBytes(stored);
      lastText = null;
    }
    return lastBytes!;
  };
  db.function('newsdeck_article_doc', { deterministic: true }, (stored) => {
    if (typeof stored === 'string' || stored === null) return stored;
    if (!(stored instanceof Buffer)) throw new TypeError('articles.doc is neither TEXT nor BLOB');
    const bytes = bytesOf(stored);
    return (lastText ??= bytes.toString());
  });
  db.function('newsdeck_article_doc_open', { deterministic: true }, (stored) => {
    if (stored === null) return null;
    if (typeof stored !== 'string' && !(stored instanceof Buffer))
      throw new TypeError('articles.doc is neither TEXT nor BLOB');
    const bytes = articleDocBytes(stored);
    return bytes.subarray(0, bytes.byteLength - 1);
  });
}
