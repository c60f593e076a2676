import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  answerEncoding,
  BROTLI_MAX_BYTES,
  COMPRESS_MIN_BYTES,
  compressedAnswer,
  isCompressible,
} from './compression';

describe('isCompressible', () => {
  it('takes JSON and text from the threshold up, nothing below it', () => {
    expect(isCompressible(COMPRESS_MIN_BYTES - 1, 'application/json; charset=utf-8')).toBe(false);
    expect(isCompressible(COMPRESS_MIN_BYTES, 'application/json; charset=utf-8')).toBe(true);
    expect(isCompressible(50_000, 'text/plain')).toBe(true);
    expect(isCompressible(50_000, 'image/png')).toBe(false);
    expect(isCompressible(50_000, undefined)).toBe(false);
  });
});

describe('answerEncoding', () => {
  it('picks brotli, then gzip, from what the client accepts', () => {
    expect(answerEncoding('gzip, deflate, br, zstd', 5000)).toBe('br');
    expect(answerEncoding('gzip', 5000)).toBe('gzip');
    expect(answerEncoding('br;q=0, gzip;q=0.5', 5000)).toBe('gzip');
    expect(answerEncoding('identity', 5000)).toBeNull();
    expect(answerEncoding(null, 5000)).toBeNull();
    expect(answerEncoding('*', 5000)).toBe('br');
  });

  it('keeps brotli to answers it compresses quickly; larger ones get gzip', () => {
    expect(answerEncoding('gzip, br', BROTLI_MAX_BYTES)).toBe('br');
    expect(answerEncoding('gzip, br', BROTLI_MAX_BYTES + 1)).toBe('gzip');
    expect(answerEncoding('br', BROTLI_MAX_BYTES + 1)).toBeNull();
  });
});

describe('compressedAnswer', () => {
  it('compresses once per answer and encoding, and round-trips', () => {
    const body = Buffer.from(
      JSON.stringify({ rows: Array.from({ length: 200 }, (_, i) => ({ i, x: 'y' })) }),
    );
    const first = compressedAnswer(body, 'gzip');
    expect(compressedAnswer(body, 'gzip')).toBe(first);
    expect(first.byteLength).toBeLessThan(body.byteLength / 4);
    expect(gunzipSync(first).equals(body)).toBe(true);
    expect(compressedAnswer(body, 'br')).not.toBe(first);
    // Equal bytes in another buffer are another answer: compressed again, to the same result.
    const copy = Buffer.from(body);
    expect(compressedAnswer(copy, 'gzip')).not.toBe(first);
  });
});
