import { describe, expect, it } from 'vitest';
import { thumbnailUrl } from './ArticleThumbnail';

const origin = 'http://127.0.0.1:8080';

describe('thumbnailUrl', () => {
  it('loads the demo pictures from this server', () => {
    expect(thumbnailUrl('/demo-media/k3x9a.svg', origin)).toBe('http://127.0.0.1:8080/demo-media/k3x9a.svg');
  });

  it('loads absolute http(s) images on hosts that can exist', () => {
    expect(thumbnailUrl(' https://cdn.news.com/a.jpg ', origin)).toBe('https://cdn.news.com/a.jpg');
    expect(thumbnailUrl('http://news.org/b.png', origin)).toBe('http://news.org/b.png');
  });

  it.each([
    // The demo corpus of older stores: the fictional outlets never resolve.
    'https://dailyharbor.example/media/2026/11/abc.jpg',
    'https://x.invalid/a.jpg',
    'https://example/a.jpg',
    // Other paths of this server, other schemes, nothing.
    '/proxy/full/api/sources?lang=en',
    '/demo-media/../api.svg',
    'javascript:alert(1)',
    'data:image/svg+xml,<svg/>',
    '',
    null,
    undefined,
  ])('shows the placeholder for %s', (src) => {
    expect(thumbnailUrl(src, origin)).toBeNull();
  });
});
