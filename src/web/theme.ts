// The one Mantine theme of the SPA: colours, type, radius and component defaults.
import { createTheme, darken, DEFAULT_THEME, type CSSVariablesResolver } from '@mantine/core';

// indigo.6 on white is 4.3:1, under WCAG AA's 4.5:1 for text (links, light buttons' labels); 7 is 5.0:1.
const LIGHT_SHADE = 7;

export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: LIGHT_SHADE, dark: 8 },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  headings: { fontWeight: '650' },
  cursorType: 'pointer',
  components: {
    Card: { defaultProps: { withBorder: true, padding: 'md' } },
    Paper: { defaultProps: { withBorder: true } },
    Tooltip: { defaultProps: { withArrow: true, openDelay: 150 } },
    Drawer: { defaultProps: { position: 'right', size: 'xl' } },
  },
});

/** WCAG's contrast ratio of two `#rrggbb` colours. */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, bl = 0] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

function toHex(color: string): string {
  const rgb = /^rgba?\((\d+), (\d+), (\d+)/.exec(color);
  if (!rgb) return color;
  return `#${rgb
    .slice(1, 4)
    .map((c) => Number(c).toString(16).padStart(2, '0'))
    .join('')}`;
}

/**
 * The text colour of a "light" badge, avatar or active nav link in the light scheme: shade 9, darkened
 * until it reads at 4.6:1 on the variant's hover background (shade 2). Mantine's shade 9 alone gives
 * yellow 2.7:1, orange 3.4:1, green 3.8:1 there.
 */
export function readableLightColor(shades: readonly string[]): string {
  return darkenedUntilReadable(shades[9] ?? '#000000', shades[2] ?? '#ffffff');
}

/**
 * The colour of text set in a theme colour (`c="red"`: an error line, a sentiment difference, a count of
 * new items) in the light scheme: the filled shade, darkened until it reads at 4.6:1 on white. Mantine's
 * shade 7 alone gives teal 3.1:1, red 3.8:1, orange 3.0:1 there.
 */
export function readableTextColor(shades: readonly string[]): string {
  return darkenedUntilReadable(shades[LIGHT_SHADE] ?? '#000000', '#ffffff');
}

/** `color`, darkened in steps of 5 % until it reads at 4.6:1 on `background`; as it is when it already does. */
function darkenedUntilReadable(color: string, background: string): string {
  let readable = toHex(color);
  for (let amount = 0.05; contrastRatio(readable, background) < 4.6 && amount < 1; amount += 0.05) {
    readable = toHex(darken(color, amount));
  }
  return readable;
}

/**
 * Colours Mantine derives outside the theme object, set where WCAG AA asks for more contrast than its
 * defaults give: dimmed text (descriptions, captions, secondary figures) is gray.6 on white by default
 * (3.3:1) and dark.2 on dark.7 (4.0:1); gray.7 and dark.1 give 8.2:1 and 7.8:1. And the text of every
 * colour's "light" variant in the light scheme (readableLightColor), and of text in a theme colour there
 * (readableTextColor).
 */
export const cssVariablesResolver: CSSVariablesResolver = (mantine) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': mantine.colors.gray[7],
    ...Object.fromEntries(
      Object.keys(DEFAULT_THEME.colors).map((name) => [
        `--mantine-color-${name}-light-color`,
        readableLightColor(mantine.colors[name] ?? DEFAULT_THEME.colors[name]!),
      ]),
    ),
    ...Object.fromEntries(
      Object.keys(DEFAULT_THEME.colors).map((name) => [
        `--mantine-color-${name}-text`,
        readableTextColor(mantine.colors[name] ?? DEFAULT_THEME.colors[name]!),
      ]),
    ),
  },
  dark: { '--mantine-color-dimmed': mantine.colors.dark[1] },
});
