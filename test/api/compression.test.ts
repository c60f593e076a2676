// Compressed answers of /api and /proxy (src/server/http/compression.ts): above the size threshold and only
// for a client that accepts an encoding; the body decompresses to the same JSON; small answers untouched.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES } from '../../src/server/http/compression';
import { createTestApp, makeArticle, postJson, type TestApp } from '../helpers/test-app';

const ids = Array.from({ length: 12 }, (_, index) => `zip-${index}`);
const tiny = makeArticle({ id: 'tiny', title: 'Short', link: 'https://zip.example/tiny', content: 'Short.' });
const articles = [
  tiny,
  ...ids.map((id, index) =>
    makeArticle({
      id,
      title: `A compressible headline number ${index}`,
      link: `https://zip.example/${id}`,
      content: 'The same sentence, said again and again. '.repeat(20),
    }),
  ),
];
const bigPath = `/api/search_by_link?ids=${ids.join(',')}`;
const smallPath = '/api/search_by_link?ids=tiny';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(articles);
});
afterAll(() => t.close());

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('answer compression', () => {
  it('leaves a large answer plain for a client that accepts no encoding, and says it varies', async () => {
    const plain = await t.request(bigPath);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('accept-encoding');
    expect((await bytesOf(plain)).byteLength).toBeGreaterThan(COMPRESS_MIN_BYTES);
  });

  it('gzips a large answer for a gzip client, and the body decompresses to the same JSON', async () => {
    const plain = JSON.parse((await bytesOf(await t.request(bigPath))).toString('utf8')) as unknown;
    const zipped = await t.request(bigPath, { headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('accept-encoding');
    expect(zipped.headers.get('content-type')).toContain('application/json');
    const body = await bytesOf(zipped);
    expect(JSON.parse(gunzipSync(body).toString('utf8'))).toEqual(plain);
  });

  it('prefers brotli when offered, and honours q=0', async () => {
    const plain = JSON.parse((await bytesOf(await t.request(bigPath))).toString('utf8')) as unknown;
    const br = await t.request(bigPath, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    const body = await bytesOf(br);
    expect(JSON.parse(brotliDecompressSync(body).toString('utf8'))).toEqual(plain);
    // Repeats (answered from the cache) send the same compressed bytes.
    const again = await t.request(bigPath, { headers: { 'accept-encoding': 'br' } });
    expect((await bytesOf(again)).equals(body)).toBe(true);

    const refused = await t.request(bigPath, { headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(refused.headers.get('content-encoding')).toBe('gzip');
    const none = await t.request(bigPath, { headers: { 'accept-encoding': 'identity' } });
    expect(none.headers.get('content-encoding')).toBeNull();
  });

  it('leaves small answers and small errors alone, whatever the client accepts', async () => {
    const small = await t.request(smallPath, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(small.status).toBe(200);
    const body = await bytesOf(small);
    expect(body.byteLength).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('vary')).toBeNull();
    expect(JSON.parse(body.toString('utf8'))).toMatchObject({ total_hits: 1 });

    const refused = await t.request(bigPath, { key: null, headers: { 'accept-encoding': 'gzip' } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(await refused.json()).toMatchObject({ error_code: 'MISSING_API_KEY' });
  });

  it('compresses the proxy answers the same way', async () => {
    const direct = JSON.parse((await bytesOf(await t.request(bigPath))).toString('utf8')) as unknown;
    const proxied = await t.request(`/proxy/full${bigPath}`, {
      key: null,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(proxied.status).toBe(200);
    expect(proxied.headers.get('content-encoding')).toBe('gzip');
    expect(proxied.headers.get('vary')).toBe('accept-encoding');
    expect(JSON.parse(gunzipSync(await bytesOf(proxied)).toString('utf8'))).toEqual(direct);

    const post = await t.request('/proxy/full/api/search_by_link', {
      ...postJson({ ids }, null),
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br' },
    });
    expect(post.headers.get('content-encoding')).toBe('br');
    expect(JSON.parse(brotliDecompressSync(await bytesOf(post)).toString('utf8'))).toEqual(direct);

    const plainProxied = await t.request(`/proxy/full${bigPath}`, { key: null });
    expect(plainProxied.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse((await bytesOf(plainProxied)).toString('utf8'))).toEqual(direct);
  });

  it('answers HEAD like GET: the same encoding headers, no body', async () => {
    const head = await t.request(bigPath, { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-encoding')).toBe('gzip');
    expect(head.headers.get('vary')).toBe('accept-encoding');
    expect((await bytesOf(head)).byteLength).toBe(0);
  });
});
