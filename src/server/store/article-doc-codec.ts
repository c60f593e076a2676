// How an article's `doc` (its answer fields as ingested, article-doc.ts) is kept in `articles.doc`, and the one
// way back to its JSON that every reader goes through (in JavaScript, decodeArticleDoc and, writing a page's
// articles into an answer, writeArticleDoc; in SQL, the function registerArticleDocFunction adds to every
// connection).
//
// The forms, told apart by SQLite's storage class and then a form byte, so that older stores read as they are:
// - TEXT: the JSON itself (every store before version 10).
// - BLOB, form 3 (written now): the byte 3, then one zstd frame of the JSON (its content size in the frame's
//   header) compressed against dictionary 1 (data/article-doc-dictionary-1.json, built by
//   scripts/build-article-doc-dictionary.ts from real news and the JSON's shape), level ZSTD_LEVEL.
// Forms 1 and 2 were zlib trials that no build of main wrote. A new dictionary or method takes a new form
// byte, and the forms before it stay readable.
// The JSON is the largest part of an article row (3.6 kB of 5.8 kB per article on the demo store); form 3 takes
// it to ~1.5 kB. Decompressing is synchronous, ~6 µs a doc, straight into the answer's buffer (article-json.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as ZstdBinding from 'zstd-napi/binding';
import type { Db } from './db';

// zstd-napi's low-level binding (the native module as it is): its DCtx decompresses into a buffer given, where
// the package's Decompressor allocates one per call and asks the native side twice per frame for its size.
const zstd = createRequire(import.meta.url)('zstd-napi/binding') as typeof ZstdBinding;

const FORM_ZSTD_1 = 3;
/** The first byte of a doc stored as TEXT, which no form byte is. */
const OPEN_BRACE = 0x7b;

/**
 * zstd's level for form 3, chosen by what it costs the enrichment workers, which compress each doc: level 3
 * ~60 µs a demo doc (3.6 kB -> 1,517 bytes), level 9 131 µs for 1,474 bytes, level 1 45 µs for 1,550 (1,000
 * docs, loaded machine). Decompressing took the same ~6.3 ms per 1,000 docs at every level.
 */
export const ZSTD_LEVEL = 3;

/** Dictionary 1 (raw content: zstd reads it as text that came before each doc). Fixed forever for form 3. */
export const DICTIONARY_1 = Buffer.from(
  JSON.parse(
    readFileSync(new URL('./data/article-doc-dictionary-1.json', import.meta.url), 'utf8'),
  ) as string,
);

let compressor: ZstdBinding.CCtx | null = null;
let decompressor: ZstdBinding.DCtx | null = null;
const dctx = (): ZstdBinding.DCtx => {
  if (!decompressor) {
    decompressor = new zstd.DCtx();
    decompressor.loadDictionary(DICTIONARY_1);
  }
  return decompressor;
};

/**
 * Docs up to this many UTF-16 units (3 UTF-8 bytes each at most) are encoded through two buffers kept from doc to
 * doc, the JSON's bytes and zstd's output, instead of two allocated per doc (~5 of its ~40 µs). Larger ones, rare,
 * take buffers of their own, so that one long article does not leave megabytes held.
 */
const SCRATCH_UNITS = 64 * 1024;
let scratchJson: Buffer | null = null;
let scratchStored: Buffer | null = null;

/** The stored form of an article's JSON (`JSON.stringify` of its ArticleDoc): form 3. */
export function encodeArticleDoc(json: string): Buffer {
  if (!compressor) {
    compressor = new zstd.CCtx();
    compressor.setParameter(zstd.CParameter.compressionLevel, ZSTD_LEVEL);
    compressor.setParameter(zstd.CParameter.contentSizeFlag, 1);
    compressor.setParameter(zstd.CParameter.checksumFlag, 0);
    compressor.loadDictionary(DICTIONARY_1);
  }
  let input: Buffer;
  let stored: Buffer;
  if (json.length <= SCRATCH_UNITS) {
    scratchJson ??= Buffer.allocUnsafeSlow(3 * SCRATCH_UNITS);
    scratchStored ??= Buffer.allocUnsafeSlow(1 + zstd.compressBound(3 * SCRATCH_UNITS));
    input = scratchJson.subarray(0, scratchJson.write(json));
    stored = scratchStored;
  } else {
    input = Buffer.from(json);
    stored = Buffer.allocUnsafe(1 + zstd.compressBound(input.byteLength));
  }
  stored[0] = FORM_ZSTD_1;
  const written = compressor.compress2(stored.subarray(1), input);
  // In a memory of its own, not a slice of Node's shared pool (what `Buffer.from` of a small buffer gives): the
  // enrichment workers post it to the main thread, and a message copies the whole memory under a view, an 8 KiB
  // pool slab for a ~1.5 kB doc.
  const out = Buffer.allocUnsafeSlow(1 + written);
  stored.copy(out, 0, 0, 1 + written);
  return out;
}

/** The size of a zstd frame's content, read from its header (null when the header does not say). */
export function frameContentSize(frame: Uint8Array, at = 0): number | null {
  // Magic number 0xFD2FB528, then the frame header descriptor.
  if (frame[at] !== 0x28 || frame[at + 1] !== 0xb5 || frame[at + 2] !== 0x2f || frame[at + 3] !== 0xfd)
    throw new Error('A stored article doc is not a zstd frame');
  const descriptor = frame[at + 4]!;
  const sizeFlag = descriptor >> 6;
  const singleSegment = (descriptor >> 5) & 1;
  const pos = at + 5 + (singleSegment ? 0 : 1) + [0, 1, 2, 4][descriptor & 3]!;
  const sizeBytes = sizeFlag === 0 ? singleSegment : [0, 2, 4, 8][sizeFlag]!;
  if (sizeBytes === 0) return null;
  if (pos + sizeBytes > frame.byteLength) throw new Error('A stored article doc has a broken zstd header');
  if (sizeBytes === 1) return frame[pos]!;
  if (sizeBytes === 2) return frame[pos]! + (frame[pos + 1]! << 8) + 256;
  let size = 0;
  for (let k = sizeBytes - 1; k >= 0; k--) size = size * 256 + frame[pos + k]!;
  return size;
}

/**
 * The JSON length of a stored doc (`stored` from `at`, `length` bytes), whichever form, without decoding it.
 * Throws on a form it does not know.
 */
export function articleDocLength(stored: Uint8Array, at = 0, length = stored.byteLength - at): number {
  const form = stored[at];
  if (form === OPEN_BRACE) return length;
  if (form === FORM_ZSTD_1) {
    const size = frameContentSize(stored, at + 1);
    if (size === null) throw new Error('A stored article doc does not give its size');
    return size;
  }
  throw new Error(`Unknown form ${form} of a stored article doc`);
}

/**
 * Writes the JSON of the stored doc at `stored[at, at + length)` into `out` from `to`, and returns how many
 * bytes that is: a TEXT doc is copied, a form-3 doc decompressed straight into `out` (one zstd call, no
 * buffer of its own).
 */
export function writeArticleDoc(stored: Buffer, at: number, length: number, out: Buffer, to: number): number {
  const form = stored[at];
  if (form === OPEN_BRACE) return stored.copy(out, to, at, at + length);
  const size = articleDocLength(stored, at, length);
  const written = dctx().decompress(out.subarray(to, to + size), stored.subarray(at + 1, at + length));
  if (written !== size) throw new Error(`A stored article doc decompressed to ${written} bytes, not ${size}`);
  return written;
}

/** The UTF-8 bytes of a stored `doc`'s JSON, whichever form it is in. */
export function articleDocBytes(stored: string | Buffer): Buffer {
  if (typeof stored === 'string') return Buffer.from(stored);
  const out = Buffer.allocUnsafe(articleDocLength(stored));
  writeArticleDoc(stored, 0, stored.byteLength, out, 0);
  return out;
}

/** A stored `doc`'s JSON text, whichever form it is in. */
export function decodeArticleDoc(stored: string | Buffer): string {
  return typeof stored === 'string' ? stored : articleDocBytes(stored).toString();
}

/**
 * A FROM item `a` of the articles `from` selects (a FROM clause over `articles a`, with its joins and WHERE),
 * with the given `columns` and `doc_json`, each row's doc decoded once. `OFFSET 0` keeps SQLite from
 * flattening the subquery, which would put `newsdeck_article_doc(a.doc)` in every member read (each call
 * copies the whole JSON text back: 1.2 to 4 times slower on a 20k store); it runs as a co-routine, row by row.
 */
export function decodedArticlesSql(columns: string, from: string): string {
  return `(SELECT ${columns}, newsdeck_article_doc(a.doc) AS doc_json ${from} LIMIT -1 OFFSET 0) a`;
}

/**
 * SQL's way to the JSON of `articles.doc`: `newsdeck_article_doc(doc)`, the JSON as TEXT, for `->`, `->>` and
 * json_* (a BLOB would be taken for JSONB). A query that reads several members calls newsdeck_article_doc once for each: the last row's JSON is kept,
 * so that the same row is decoded once (the stored bytes are compared, not trusted by identity). Each call
 * still copies the stored value in and the whole JSON text back, so a reader of several members reads them
 * from `decodedArticlesSql`, which calls it once per row.
 */
export function registerArticleDocFunction(db: Db): void {
  let lastStored: Buffer | null = null;
  let lastText: string | null = null;
  db.function('newsdeck_article_doc', { deterministic: true }, (stored) => {
    if (typeof stored === 'string' || stored === null) return stored;
    if (!(stored instanceof Buffer)) throw new TypeError('articles.doc is neither TEXT nor BLOB');
    if (lastStored === null || !lastStored.equals(stored)) {
      lastText = null; // cleared first: a doc that fails to decode must not leave the last one's text behind
      lastText = decodeArticleDoc(stored);
      lastStored = stored; // better-sqlite3 hands each call a copy of the value
    }
    return lastText;
  });
}
