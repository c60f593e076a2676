import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, readableLightColor, readableTextColor } from './theme';

describe('readableLightColor', () => {
  it("reads at WCAG AA's 4.5:1 on every colour's light backgrounds, where shade 9 alone does not always", () => {
    const below = Object.entries(DEFAULT_THEME.colors).filter(([, s]) => contrastRatio(s[9], s[2]) < 4.5);
    expect(below.map(([name]) => name)).toEqual(expect.arrayContaining(['yellow', 'orange', 'green']));
    for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
      const color = readableLightColor(shades);
      expect(contrastRatio(color, shades[1]), name).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(color, shades[2]), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps shade 9 where it already reads well', () => {
    expect(readableLightColor(DEFAULT_THEME.colors.gray)).toBe(DEFAULT_THEME.colors.gray[9]);
  });
});

describe('readableTextColor', () => {
  it("reads at WCAG AA's 4.5:1 on white for every colour, where the filled shade 7 alone does not always", () => {
    const below = Object.entries(DEFAULT_THEME.colors).filter(
      ([, s]) => contrastRatio(s[7], '#ffffff') < 4.5,
    );
    expect(below.map(([name]) => name)).toEqual(expect.arrayContaining(['teal', 'red', 'orange']));
    for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
      expect(contrastRatio(readableTextColor(shades), '#ffffff'), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps shade 7 where it already reads well', () => {
    expect(readableTextColor(DEFAULT_THEME.colors.indigo)).toBe(DEFAULT_THEME.colors.indigo[7]);
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#4c6ef5', '#4c6ef5')).toBe(1);
    expect(contrastRatio('#4c6ef5', '#ffffff')).toBeCloseTo(4.32, 2);
  });
});
