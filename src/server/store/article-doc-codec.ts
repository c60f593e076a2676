// How an article's `doc` (its answer fields as ingested, article-doc.ts) is kept in `articles.doc`, and the one
// way back to its JSON that every reader goes through (in JavaScript, decodeArticleDoc and, for many articles
// at once, articleDocsBytes; in SQL, the functions registerArticleDocFunctions adds to every connection).
//
// The forms, told apart by SQLite's storage class and then a form byte, so that older stores read as they are:
// - TEXT: the JSON itself (every store before version 10).
// - BLOB, form 1 (the first deflated trial, 2026-11-27): raw deflate (zlib level 6, 32 KiB window) with
//   DICTIONARY_1 as preset dictionary, ended by a final block. Read, never written any more.
// - BLOB, form 2 (written now): the JSON's length in bytes (unsigned LEB128), then the JSON raw-deflated as
//   form 1 does but ended by a sync flush (no final block) whose closing `00 00 FF FF` is left out. Such a doc
//   starts and ends on a byte boundary, so the docs of a page chain into ONE raw-deflate stream — each after a
//   stored block holding the dictionary, which puts the dictionary right behind it as its window — and are
//   inflated in one zlib call: creating and closing a zlib handle was ~9 of the ~15 µs an article cost when
//   each was inflated alone. The stored lengths split the output again.
// A new dictionary or method takes a new form byte: forms 1 and 2 stay readable.
// The JSON is the largest part of an article row (3.6 kB of 7.4 kB per article on the demo store, 20,000
// articles); deflated it takes 1.4 kB (1.56 kB without the dictionary).
import zlib from 'node:zlib';
import type { Db } from './db';

const FORM_DEFLATE_1 = 1;
const FORM_DEFLATE_2 = 2;

/**
 * Form 1's preset dictionary: the members of ArticleDoc in the order normalize.ts writes them, each as it
 * opens (`,"name":"`). Every stored article has them all, so each one's first mention is a short back
 * reference instead of literals (−130 bytes an article, 2,000 demo docs). Fixed forever for form 1: never
 * derived from the type, so that changing ArticleDoc cannot change how stored rows decode.
 */
export const DICTIONARY_1 = Buffer.from(
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

const DEFLATE_OPTIONS: zlib.ZlibOptions = {
  level: 6,
  dictionary: DICTIONARY_1,
  finishFlush: zlib.constants.Z_SYNC_FLUSH,
};
const INFLATE_1_OPTIONS: zlib.ZlibOptions = { dictionary: DICTIONARY_1 };
/** A sync flush ends with an empty stored block; form 2 keeps all of it but its last four bytes, these. */
const SYNC_TAIL = Buffer.from([0x00, 0x00, 0xff, 0xff]);
/** A stored (uncompressed, not final) block holding DICTIONARY_1, put before each form-2 doc of a batch. */
const DICTIONARY_BLOCK = Buffer.concat([
  Buffer.from([
    0x00,
    DICTIONARY_1.byteLength & 0xff,
    DICTIONARY_1.byteLength >> 8,
    ~DICTIONARY_1.byteLength & 0xff,
    (~DICTIONARY_1.byteLength >> 8) & 0xff,
  ]),
  DICTIONARY_1,
]);
/** An empty final stored block: ends a batch's stream. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

/** The stored form of an article's JSON (`JSON.stringify` of its ArticleDoc): form 2. */
export function encodeArticleDoc(json: string): Buffer {
  const length = Buffer.byteLength(json);
  const deflated = zlib.deflateRawSync(json, DEFLATE_OPTIONS);
  const body = deflated.byteLength - SYNC_TAIL.byteLength;
  if (body < 0 || !deflated.subarray(body).equals(SYNC_TAIL))
    throw new Error('A sync-flushed deflate stream did not end with an empty stored block');
  let header = 1;
  for (let rest = length >>> 7; rest > 0; rest >>>= 7) header += 1;
  const stored = Buffer.allocUnsafe(1 + header + body);
  stored[0] = FORM_DEFLATE_2;
  let at = 1;
  let rest = length;
  while (rest >= 0x80) {
    stored[at++] = (rest & 0x7f) | 0x80;
    rest >>>= 7;
  }
  stored[at++] = rest;
  deflated.copy(stored, at, 0, body);
  return stored;
}

/** A form-2 doc's JSON length and where its deflated bytes start. */
function form2Header(stored: Buffer): { length: number; start: number } {
  let length = 0;
  let shift = 0;
  let at = 1;
  for (;;) {
    if (at >= stored.byteLength || shift > 28) throw new Error('A stored article doc has a broken length');
    const byte = stored[at++]!;
    length += (byte & 0x7f) * 2 ** shift;
    if (byte < 0x80) break;
    shift += 7;
  }
  return { length, start: at };
}

/** The UTF-8 bytes of a stored `doc`'s JSON, whichever form it is in. */
export function articleDocBytes(stored: string | Buffer): Buffer {
  if (typeof stored === 'string') return Buffer.from(stored);
  if (stored[0] === FORM_DEFLATE_2) return articleDocsBytes([stored])[0]!;
  if (stored[0] === FORM_DEFLATE_1) return zlib.inflateRawSync(stored.subarray(1), INFLATE_1_OPTIONS);
  throw new Error(`Unknown form ${stored[0]} of a stored article doc`);
}

/** A raw-deflate stream of chained form-2 docs, and how many bytes it inflates to. */
export interface DocStream {
  input: Buffer;
  outputBytes: number;
}

/**
 * How to read a run of stored docs: the streams to inflate (their form-2 docs chained, in up to `parts`
 * streams of about equal input) and, given those streams' outputs in the same order, each doc's JSON bytes.
 */
export interface DocRunPlan {
  streams: DocStream[];
  /** Each doc's JSON bytes in the run's order; views into the outputs and the run itself. */
  finish(outputs: readonly Buffer[]): Buffer[];
}

/**
 * Plans the reading of `run`, stored docs one after another (as SQL's group_concat hands a page of them over),
 * `storedLengths` the byte length of each. A doc stored as text (it starts with `{`, which no form byte is) is
 * its own JSON; a form-1 doc is inflated alone, here; form-2 docs are chained into streams.
 */
export function planDocRun(run: Buffer, storedLengths: ArrayLike<number>, parts = 1): DocRunPlan {
  const count = storedLengths.length;
  const ready = new Array<Buffer | null>(count).fill(null);
  // Form-2 docs: where their deflated bytes are in the run, and their JSON's length.
  const starts: number[] = [];
  const ends: number[] = [];
  const lengths: number[] = [];
  const positions: number[] = [];
  let deflatedBytes = 0;
  let at = 0;
  for (let i = 0; i < count; i++) {
    const end = at + storedLengths[i]!;
    if (end > run.byteLength) throw new Error('A run of stored article docs is shorter than its lengths');
    const form = run[at];
    if (form === 0x7b) ready[i] = run.subarray(at, end);
    else if (form === FORM_DEFLATE_2) {
      const { length, start } = form2Header(run.subarray(at, end));
      starts.push(at + start);
      ends.push(end);
      lengths.push(length);
      positions.push(i);
      deflatedBytes += end - at - start;
    } else ready[i] = articleDocBytes(run.subarray(at, end));
    at = end;
  }
  // Consecutive docs to each stream, a new one begun once the input reaches its share.
  const streams: DocStream[] = [];
  const firstOf: number[] = [];
  const share = deflatedBytes / Math.max(1, Math.min(parts, positions.length));
  for (let k = 0; k < positions.length;) {
    const first = k;
    let inputBytes = FINAL_BLOCK.byteLength;
    let outputBytes = 0;
    let taken = 0;
    do {
      taken += ends[k]! - starts[k]!;
      inputBytes += DICTIONARY_BLOCK.byteLength + ends[k]! - starts[k]! + SYNC_TAIL.byteLength;
      outputBytes += DICTIONARY_1.byteLength + lengths[k]!;
      k++;
    } while (k < positions.length && (streams.length === parts - 1 || taken < share));
    const input = Buffer.allocUnsafe(inputBytes);
    let to = 0;
    for (let d = first; d < k; d++) {
      to += DICTIONARY_BLOCK.copy(input, to);
      to += run.copy(input, to, starts[d]!, ends[d]!);
      to += SYNC_TAIL.copy(input, to);
    }
    FINAL_BLOCK.copy(input, to);
    streams.push({ input, outputBytes });
    firstOf.push(first);
  }
  return {
    streams,
    finish(outputs) {
      const docs = ready as Buffer[];
      for (let s = 0; s < streams.length; s++) {
        const inflated = outputs[s]!;
        if (inflated.byteLength !== streams[s]!.outputBytes)
          throw new Error(
            `Stored article docs inflated to ${inflated.byteLength} bytes, not ${streams[s]!.outputBytes}`,
          );
        let from = 0;
        const last = s + 1 < streams.length ? firstOf[s + 1]! : positions.length;
        for (let k = firstOf[s]!; k < last; k++) {
          from += DICTIONARY_1.byteLength;
          docs[positions[k]!] = inflated.subarray(from, from + lengths[k]!);
          from += lengths[k]!;
        }
      }
      return docs;
    },
  };
}

/** One stream inflated here, into one output chunk of the exact size (zlib writes straight into it). */
export function inflateDocStream({ input, outputBytes }: DocStream): Buffer {
  return zlib.inflateRawSync(input, { chunkSize: Math.max(64, outputBytes + 64) });
}

/** One stream inflated on libuv's thread pool, so that several inflate at once. */
export function inflateDocStreamAsync({ input, outputBytes }: DocStream): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    zlib.inflateRaw(input, { chunkSize: Math.max(64, outputBytes + 64) }, (error, out) =>
      error ? reject(error) : resolve(out),
    ),
  );
}

/** The JSON bytes of each doc of a run (planDocRun), its form-2 docs inflated in one zlib call. */
export function articleDocsOfRun(run: Buffer, storedLengths: ArrayLike<number>): Buffer[] {
  const plan = planDocRun(run, storedLengths, 1);
  return plan.finish(plan.streams.map(inflateDocStream));
}

/**
 * The same, the form-2 docs split into `parts` streams inflated at once (for large pages: one call inflates
 * ~390 MB/s, 9 ms for 1,000 docs): all but the last on libuv's thread pool, the last here meanwhile.
 */
export async function articleDocsOfRunAsync(
  run: Buffer,
  storedLengths: ArrayLike<number>,
  parts: number,
): Promise<Buffer[]> {
  const plan = planDocRun(run, storedLengths, parts);
  const elsewhere = plan.streams.slice(0, -1).map(inflateDocStreamAsync);
  let here: Buffer[];
  try {
    here = plan.streams.slice(-1).map(inflateDocStream);
  } catch (error) {
    await Promise.allSettled(elsewhere);
    throw error;
  }
  return plan.finish([...(await Promise.all(elsewhere)), ...here]);
}

/**
 * The UTF-8 bytes of many stored docs' JSON, in the order given (null stays null): the form-2 docs among them
 * inflated in one zlib call, the others one by one. The results are views: copy what is kept.
 */
export function articleDocsBytes(stored: readonly (string | Buffer | null)[]): (Buffer | null)[] {
  const blobs: Buffer[] = [];
  const lengths: number[] = [];
  for (const doc of stored) {
    if (doc instanceof Buffer) {
      blobs.push(doc);
      lengths.push(doc.byteLength);
    }
  }
  const docs = articleDocsOfRun(Buffer.concat(blobs), lengths);
  let k = 0;
  return stored.map((doc) =>
    doc === null || doc === undefined ? null : typeof doc === 'string' ? Buffer.from(doc) : docs[k++]!,
  );
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
