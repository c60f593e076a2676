// A Vite plugin that writes a brotli (.br) and a gzip (.gz) copy beside each compressible file of the
// build, once, at build time, so the server sends compressed assets without compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Extensions worth compressing (images and fonts are compressed already). */
export const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
/** Below this size a compressed copy saves less than its headers cost. */
export const MIN_COMPRESS_BYTES = 1024;

export function precompressFile(path: string): void {
  const bytes = readFileSync(path);
  if (bytes.length < MIN_COMPRESS_BYTES) return;
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  );
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
}

function* compressibleFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* compressibleFiles(path);
    else if (COMPRESSIBLE.test(name)) yield path;
  }
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'newsdeck-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    // writeBundle runs only when the build is written to disk (the bench's in-memory build skips it).
    writeBundle() {
      for (const path of compressibleFiles(outDir)) precompressFile(path);
    },
  };
}
