// A country's flag as the emoji its ISO 3166-1 alpha-2 code spells in regional-indicator letters, and
// whether this system can draw it at all.

const regionalIndicatorA = 0x1f1e6;

/** `US` → 🇺🇸; null for anything that is not two letters A–Z. */
export function countryFlag(code: string): string | null {
  const upper = code.toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper)) return null;
  return String.fromCodePoint(
    ...Array.from(upper, (letter) => regionalIndicatorA + letter.charCodeAt(0) - 'A'.charCodeAt(0)),
  );
}

let flagSupport: boolean | undefined;

/**
 * Whether this system draws flag emoji (many Linux and Windows systems draw two boxed letters instead, which
 * read worse than the plain code). Drawn once on a canvas: a flag has colour, boxed letters do not.
 */
export function flagEmojiSupported(): boolean {
  if (flagSupport !== undefined) return flagSupport;
  flagSupport = false;
  try {
    const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
    if (context) {
      context.canvas.width = context.canvas.height = 32;
      context.textBaseline = 'top';
      context.font = '24px sans-serif';
      context.fillText(countryFlag('US') ?? '', 0, 0);
      const pixels = context.getImageData(0, 0, 32, 32).data;
      for (let index = 0; index < pixels.length && !flagSupport; index += 4) {
        const [red = 0, green = 0, blue = 0, alpha = 0] = pixels.subarray(index, index + 4);
        flagSupport = alpha > 0 && (Math.abs(red - green) > 40 || Math.abs(green - blue) > 40);
      }
    }
  } catch {
    // No canvas (tests, locked-down browsers): codes only.
  }
  return flagSupport;
}

/** The flag to show beside a code: null where the system cannot draw flags (the code alone is clearer). */
export function displayFlag(code: string): string | null {
  return flagEmojiSupported() ? countryFlag(code) : null;
}
