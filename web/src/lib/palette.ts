import type { MantineColorsTuple } from '@mantine/core';

type Rgb = [number, number, number];

const parseHex = (hex: string): Rgb => {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) throw new Error(`Color inválido: ${hex}`);
  const n = Number.parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

const toHex = ([r, g, b]: Rgb): string =>
  `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

const mix = (a: Rgb, b: Rgb, amount: number): Rgb => [
  a[0] + (b[0] - a[0]) * amount,
  a[1] + (b[1] - a[1]) * amount,
  a[2] + (b[2] - a[2]) * amount,
];

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** Index of the base colour in the palette; also the theme's primaryShade. */
export const PRIMARY_SHADE = 6;

/**
 * Ten shades for Mantine from one brand colour: 0–5 tinted towards white, 6 the colour itself,
 * 7–9 shaded towards black.
 */
export const generatePalette = (hex: string): MantineColorsTuple => {
  const base = parseHex(hex);
  const tints = [0.92, 0.82, 0.66, 0.5, 0.34, 0.17].map((t) => toHex(mix(base, WHITE, t)));
  const shades = [0.14, 0.28, 0.42].map((s) => toHex(mix(base, BLACK, s)));
  return [...tints, toHex(base), ...shades] as unknown as MantineColorsTuple;
};

/** Relative luminance (WCAG), used by tests and to pick readable text on a colour. */
export const luminance = (hex: string): number => {
  const [r, g, b] = parseHex(hex).map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
