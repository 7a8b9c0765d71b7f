import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cautionText, cssVariablesResolver, greenText, tealText, theme, warningText } from './theme';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

describe('theme', () => {
  it('keeps the primary colour of decisions.md (#7b68ee) as the brand colour', () => {
    expect(theme.primaryColor).toBe('brand');
    expect(theme.colors?.brand?.[5]).toBe('#7b68ee');
  });

  it.each(['brand', 'red'])('gives %s text and fills at the shade in use at least 4.5:1 on white', (name) => {
    const shade = theme.primaryShade as number;
    const colour = theme.colors?.[name]?.[shade] ?? DEFAULT_THEME.colors[name]?.[shade] ?? '';
    expect(contrast(colour, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('gives the text on light yellow (warning alerts) at least 4.5:1 on its tint', () => {
    const yellow = DEFAULT_THEME.colors.yellow[6];
    // Mantine's light variant: the colour at 10 % over white
    const tint =
      '#' +
      [1, 3, 5]
        .map((i) => Math.round(255 * 0.9 + parseInt(yellow.slice(i, i + 2), 16) * 0.1))
        .map((v) => v.toString(16).padStart(2, '0'))
        .join('');
    const resolved = cssVariablesResolver(DEFAULT_THEME as never).light;
    expect(resolved['--mantine-color-yellow-light-color']).toBe(warningText);
    expect(contrast(warningText, tint)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(yellow, tint)).toBeLessThan(4.5);
  });

  it.each([
    ['orange', cautionText],
    ['teal', tealText],
    ['green', greenText],
  ] as const)('gives light %s badges and alerts text of at least 4.5:1 on their background', (name, text) => {
    // Mantine's light variant: shade 9 on shade 1
    const background = DEFAULT_THEME.colors[name][1];
    const resolved = cssVariablesResolver(DEFAULT_THEME as never).light;
    expect(resolved[`--mantine-color-${name}-light-color`]).toBe(text);
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(DEFAULT_THEME.colors[name][9], background)).toBeLessThan(4.5);
  });

  it('keeps the countdown colour readable on white', () => {
    expect(contrast(cautionText, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
