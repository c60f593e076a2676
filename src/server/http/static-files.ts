// The built SPA's files, read once and kept in memory with the brotli and gzip copies the build wrote
// beside them (scripts/vite/precompress.ts); each answer sends the smallest encoding the client accepts.
import fs from 'node:fs';
import path from 'node:path';

const MIME: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

type Encoding = 'br' | 'gzip';

export interface StaticFile {
  type: string;
  identity: Uint8Array<ArrayBuffer>;
  /** Precompressed copies, when the build wrote them. */
  encoded: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>;
}

const EXTENSION: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * The encodings a client accepts, from its Accept-Encoding (q=0 refuses one; `*` accepts any the
 * header does not name). Brotli first: it is the smaller of the two for every file of the build.
 */
export function acceptedEncodings(header: string | null | undefined): Encoding[] {
  if (!header) return [];
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const weight = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name.trim()) q.set(name.trim(), weight === undefined ? 1 : Number(weight));
  }
  const accepts = (name: string) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  return (['br', 'gzip'] as const).filter(accepts);
}

/** The body and headers of a static answer for a request's Accept-Encoding. */
export function encodedBody(
  file: StaticFile,
  acceptEncoding: string | null | undefined,
): { body: Uint8Array<ArrayBuffer>; headers: Record<string, string> } {
  const headers: Record<string, string> = { 'content-type': file.type };
  // Caches must key on the encoding whenever a compressed copy exists, even for a client that took none.
  if (Object.keys(file.encoded).length > 0) headers.vary = 'accept-encoding';
  for (const encoding of acceptedEncodings(acceptEncoding)) {
    const body = file.encoded[encoding];
    if (body) return { body, headers: { ...headers, 'content-encoding': encoding } };
  }
  return { body: file.identity, headers };
}

export interface StaticFiles {
  /** A file of the build for a request path, or null (never outside the build's folder). */
  file(requestPath: string): StaticFile | null;
}

export function createStaticFiles(distDir: string): StaticFiles {
  // The build does not change while the server runs: read each file once.
  const cache = new Map<string, StaticFile | null>();
  return {
    file(requestPath) {
      const cached = cache.get(requestPath);
      if (cached !== undefined) return cached;
      const file = readStaticFile(distDir, requestPath);
      // Misses are not kept: an unknown path is any string a client sends.
      if (file) cache.set(requestPath, file);
      return file;
    },
  };
}

function readStaticFile(distDir: string, requestPath: string): StaticFile | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return null;
  }
  const resolved = path.resolve(distDir, `.${decoded}`);
  if (!resolved.startsWith(distDir + path.sep)) return null;
  const type = MIME[path.extname(resolved)];
  if (!type) return null;
  const read = (file: string) => {
    try {
      return fs.statSync(file).isFile() ? new Uint8Array(fs.readFileSync(file)) : null;
    } catch {
      return null;
    }
  };
  const identity = read(resolved);
  if (!identity) return null;
  const encoded: StaticFile['encoded'] = {};
  for (const encoding of ['br', 'gzip'] as const) {
    const bytes = read(resolved + EXTENSION[encoding]);
    if (bytes) encoded[encoding] = bytes;
  }
  return { type, identity, encoded };
}
