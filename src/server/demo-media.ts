// Thumbnails of the demo corpus, drawn here instead of fetched: the seed's `media` is a path on this server,
// /demo-media/<code>.svg, and the server answers it with an abstract picture derived from the code alone —
// the same code always gives the same bytes, so the answer can be cached for good. The fictional outlets'
// hosts never resolve, so an address on them could only ever show a failed image.

export const demoMediaPrefix = '/demo-media/';

/** What a code may be: the seed writes base-36 article codes; anything else is refused before drawing. */
const codePattern = /^[a-z0-9]{1,32}$/;

/** The `media` the seed writes for an article code. */
export function demoMediaPath(code: string): string {
  return `${demoMediaPrefix}${code}.svg`;
}

/** The code of a /demo-media/ file name (`<code>.svg`), or null when it is not one. */
export function demoMediaCode(fileName: string): string | null {
  if (!fileName.endsWith('.svg')) return null;
  const code = fileName.slice(0, -'.svg'.length);
  return codePattern.test(code) ? code : null;
}

/** FNV-1a over the code, then xorshift steps: small, fast and fully determined by the code. */
function numbersOf(code: string): () => number {
  let state = 0x811c9dc5;
  for (let i = 0; i < code.length; i++) {
    state ^= code.charCodeAt(i);
    state = Math.imul(state, 0x01000193) >>> 0;
  }
  if (state === 0) state = 0x9e3779b9;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 0x1_0000_0000;
  };
}

const WIDTH = 160;
const HEIGHT = 120;

/**
 * A 4:3 picture for a code: a two-colour gradient of neighbouring hues, a horizon, a sun or moon and a few
 * soft shapes. Muted tones, so that a list of cards reads as a list of articles and not as a mosaic.
 */
export function demoMediaSvg(code: string): string {
  const next = numbersOf(code);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const hue = int(0, 359);
  const hue2 = (hue + int(25, 70)) % 360;
  const sky = `hsl(${hue} 45% 72%)`;
  const sky2 = `hsl(${hue2} 50% 58%)`;
  const ground = `hsl(${(hue + 180) % 360} 25% 38%)`;
  const horizon = int(66, 92);
  const sunX = int(24, WIDTH - 24);
  const sunY = int(18, horizon - 16);
  const sunR = int(8, 16);
  const shapes: string[] = [];
  const count = int(2, 4);
  for (let i = 0; i < count; i++) {
    const x = int(-20, WIDTH);
    const w = int(30, 80);
    const h = int(12, 40);
    shapes.push(
      `<path d="M${x} ${horizon} Q${x + w / 2} ${horizon - h} ${x + w} ${horizon} Z" fill="hsl(${(hue + 180 + i * 20) % 360} 22% ${30 + i * 6}%)" fill-opacity="0.85"/>`,
    );
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${sky2}"/><stop offset="1" stop-color="${sky}"/></linearGradient></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#s)"/>` +
    `<circle cx="${sunX}" cy="${sunY}" r="${sunR}" fill="hsl(${(hue + 40) % 360} 80% 92%)" fill-opacity="0.9"/>` +
    shapes.join('') +
    `<rect y="${horizon}" width="${WIDTH}" height="${HEIGHT - horizon}" fill="${ground}"/>` +
    `</svg>`
  );
}
