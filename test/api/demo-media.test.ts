// /demo-media/<code>.svg: the demo corpus's thumbnails, drawn by the server, cached for good; anything
// else under the prefix is a JSON 404, never the SPA's page or a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/contract';
import { demoMediaSvg } from '../../src/server/demo-media';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp([]);
});
afterAll(() => t.close());

describe('/demo-media/', () => {
  it('answers the picture of a code as SVG, cached for a year', async () => {
    const response = await t.request('/demo-media/k3x9a.svg', { key: null });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(demoMediaSvg('k3x9a'));
  });

  it.each(['/demo-media/k3x9a.jpg', '/demo-media/K3X9A.svg', '/demo-media/a%20b.svg', '/demo-media/.svg'])(
    'answers %s with a JSON 404',
    async (path) => {
      const response = await t.request(path, { key: null });
      expect(response.status).toBe(404);
      const body = errorBodySchema.parse(await response.json());
      expect(body.error_code).toBe('NOT_FOUND');
      expect(body.message).toContain('/demo-media/<letters and digits>.svg');
    },
  );
});
