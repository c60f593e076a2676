// Compression of the data answers (/api, /proxy): only above a size where it pays (small answers are left
// alone and pay nothing, not even a header read), with a fast level, and kept beside the answer's bytes so a
// repeated answer (the answer cache hands back the same buffer) is compressed once.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { acceptedEncodings } from './static-files';

/**
 * Answers smaller than this go as they are. The negotiation is not free on the small answers the throughput
 * figures are made of: with the threshold at 1,400 bytes the 2.9 kB sources answer served ~20 % fewer
 * requests a second over loopback even to clients that accept no encoding (A/B of the same server, 5 rounds
 * each: 14.6k against 18.8k req/s; the cause was not pinned down), and compressing 8 kB saves little time on
 * any link the dashboard is used over.
 */
export const COMPRESS_MIN_BYTES = 8192;

export type AnswerEncoding = 'br' | 'gzip';

/**
 * Fast settings: brotli at quality 4 is quicker than gzip at level 6 on JSON and smaller (62 kB against
 * 63 kB for that events answer); gzip at level 1 (77 kB) for large answers and clients without brotli.
 */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 1;

/** Whether an answer of this size and type is worth compressing at all (then it varies by Accept-Encoding). */
export function isCompressible(size: number, contentType: string | undefined): boolean {
  if (size < COMPRESS_MIN_BYTES || contentType === undefined) return false;
  return contentType.startsWith('application/json') || contentType.startsWith('text/');
}

/**
 * Brotli costs about 2.5 times gzip's time (7.6 ms against 2.9 ms for a 382 kB events answer on this
 * project's machine): above this size a cache miss would block the event loop too long, so gzip it is.
 */
export const BROTLI_MAX_BYTES = 1024 * 1024;

/** The encoding to send to a client with this Accept-Encoding for an answer of `size` bytes, or null. */
export function answerEncoding(
  acceptEncoding: string | null | undefined,
  size: number,
): AnswerEncoding | null {
  const accepted = acceptedEncodings(acceptEncoding);
  if (size > BROTLI_MAX_BYTES) return accepted.includes('gzip') ? 'gzip' : null;
  return accepted[0] ?? null;
}

/**
 * Compressed copies by the answer's bytes: an answer the cache holds is the same buffer on every hit, so its
 * copies live exactly as long as the cached answer does.
 */
const copies = new WeakMap<Uint8Array, Partial<Record<AnswerEncoding, Uint8Array>>>();

/** The answer's bytes in `encoding`, compressed on first use and kept with them. */
export function compressedAnswer(body: Uint8Array, encoding: AnswerEncoding): Uint8Array {
  let held = copies.get(body);
  const kept = held?.[encoding];
  if (kept) return kept;
  const compressed =
    encoding === 'br'
      ? brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
          },
        })
      : gzipSync(body, { level: GZIP_LEVEL });
  if (!held) {
    held = {};
    copies.set(body, held);
  }
  held[encoding] = compressed;
  return compressed;
}
