// The built SPA served compressed: the build's .br/.gz copies chosen by Accept-Encoding, with Vary and the
// caching headers, and the same bytes as the file once decoded.
import fs from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openStore, type Db } from '../../src/server/store/db';
import { loadKeys } from '../../src/server/local/plans';
import { acceptedEncodings } from '../../src/server/http/static-files';
import { precompressFile } from '../../scripts/vite/precompress';
import { tempDir } from '../helpers/fixtures';

const script = `console.log(${JSON.stringify('newsdeck '.repeat(400))});\n`;
const html = `<!doctype html><html><head><title>Newsdeck</title></head><body>${'<p>shell</p>'.repeat(200)}</body></html>`;

let dataDir: string;
let db: Db;
let app: ReturnType<typeof createApp>;

beforeAll(() => {
  dataDir = tempDir();
  const dist = path.join(dataDir, 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), script);
  fs.writeFileSync(path.join(dist, 'assets', 'tiny-abc123.js'), 'export{};\n');
  fs.writeFileSync(path.join(dist, 'index.html'), html);
  for (const file of ['assets/index-abc123.js', 'assets/tiny-abc123.js', 'index.html']) {
    precompressFile(path.join(dist, file));
  }
  db = openStore(dataDir);
  const config = loadConfig({ DATA_DIR: dataDir, NEWSDECK_NO_SEED: '1' });
  app = createApp(config, { db, keys: loadKeys(dataDir, 'k:v3_basic'), distDir: dist });
});

afterAll(() => {
  db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const get = async (url: string, acceptEncoding?: string) =>
  app.request(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('static files', () => {
  it('sends brotli when accepted, gzip otherwise, identity when neither', async () => {
    const br = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);

    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);

    for (const res of [br, gz, plain]) {
      expect(res.headers.get('vary')).toBe('accept-encoding');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    }
  });

  it('honours q=0 and leaves small files uncompressed', async () => {
    const refused = await get('/assets/index-abc123.js', 'br;q=0, gzip;q=0.5');
    expect(refused.headers.get('content-encoding')).toBe('gzip');
    const tiny = await get('/assets/tiny-abc123.js', 'br, gzip');
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(tiny.headers.get('vary')).toBeNull();
  });

  it('serves the compressed shell for any route of the SPA, never cached for long', async () => {
    const res = await get('/breaches?window=90d', 'br');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(html);
  });
});

describe('a file of the build that is not there', () => {
  it('is a JSON 404, not the SPA page a script import would fail on', async () => {
    const res = await get('/assets/index-older1.js', 'br');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(((await res.json()) as { message: string }).message).toMatch(/reload/);
    // Other paths are still the SPA's routes.
    expect((await get('/companies/contoso-bank')).status).toBe(200);
  });
});

describe('acceptedEncodings', () => {
  it('reads the header as RFC 9110 says', () => {
    expect(acceptedEncodings(undefined)).toEqual([]);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*, br;q=0')).toEqual(['gzip']);
    expect(acceptedEncodings('GZIP ; q=1.0, Br')).toEqual(['br', 'gzip']);
  });
});
