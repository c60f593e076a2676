import { describe, expect, it } from 'vitest';
import { demoMediaCode, demoMediaPath, demoMediaSvg } from './demo-media';

describe('demo media', () => {
  it('names a picture by the article code, and reads the code back', () => {
    expect(demoMediaPath('k3x9a')).toBe('/demo-media/k3x9a.svg');
    expect(demoMediaCode('k3x9a.svg')).toBe('k3x9a');
  });

  it.each(['k3x9a', 'k3x9a.jpg', 'K3X9A.svg', '../x.svg', '.svg', `${'a'.repeat(33)}.svg`, 'a b.svg'])(
    'refuses the file name %s',
    (name) => expect(demoMediaCode(name)).toBeNull(),
  );

  it('draws the same picture for the same code, and different ones for different codes', () => {
    expect(demoMediaSvg('abc')).toBe(demoMediaSvg('abc'));
    const pictures = new Set(['a', 'b', 'c', 'abc', 'abd', '1z', 'zz9'].map(demoMediaSvg));
    expect(pictures.size).toBe(7);
  });

  it('is a plain SVG picture: no script, no link out, no text', () => {
    const svg = demoMediaSvg('k3x9a');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).not.toMatch(/<script|href|<text|on[a-z]+=/i);
    expect(svg.length).toBeLessThan(2000);
  });
});
