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

/** WCAG contrast ratio of two colours. */
export const contraste = (a: string, b: string): number => {
  const [claro, oscuro] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (claro + 0.05) / (oscuro + 0.05);
};

/** `color` laid at `alfa` over `fondo`, as the eye sees a translucent fill. */
export const sobre = (color: string, alfa: number, fondo = '#ffffff'): string =>
  toHex(mix(parseHex(fondo), parseHex(color), alfa));

/**
 * The colour itself when it reads at `minimo` on `fondo`, otherwise the lightest shade of it towards
 * black that does: a brand green stays green in links and badges, dark enough to read.
 */
export const legible = (color: string, fondo: string, minimo = 4.5): string => {
  const base = parseHex(color);
  for (let paso = 0; paso <= 50; paso++) {
    const candidato = toHex(mix(base, BLACK, paso / 50));
    if (contraste(candidato, fondo) >= minimo) return candidato;
  }
  return toHex(BLACK);
};
