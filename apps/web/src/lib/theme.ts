import {
  colorsTuple,
  createTheme,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';

/** Hearth's teal; white text on it is AA (5.5:1). */
export const HEARTH_TEAL = '#0f766e';

type Rgb = [number, number, number];

/** `#abc`, `abc`, `#aabbcc` or `aabbcc` (the brand colour rule of docs/product/display.md#rules), else null. */
export const parseHex = (value: string | null | undefined): Rgb | null => {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec((value ?? '').trim());
  if (!match?.[1]) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
};

const toHex = (rgb: Rgb): string => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

const mix = (from: Rgb, to: Rgb, amount: number): Rgb => from.map((c, i) => c + ((to[i] ?? c) - c) * amount) as Rgb;

/** WCAG relative luminance, 0 (black) to 1 (white). */
export const relativeLuminance = (rgb: Rgb): number => {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** The text colour with the better WCAG contrast on `hex` (0.179 is where black and white tie). */
export const textColourOn = (hex: string): '#000000' | '#ffffff' => {
  const rgb = parseHex(hex);
  if (!rgb) return '#ffffff';
  return relativeLuminance(rgb) > 0.179 ? '#000000' : '#ffffff';
};

/** Ten shades around `hex`, which sits at index 6 (Mantine's default primary shade in light mode). */
export const paletteFrom = (hex: string): MantineColorsTuple => {
  const base = parseHex(hex) ?? (parseHex(HEARTH_TEAL) as Rgb);
  const white: Rgb = [255, 255, 255];
  const black: Rgb = [0, 0, 0];
  const lighter = [0.92, 0.8, 0.66, 0.52, 0.38, 0.2].map((amount) => toHex(mix(base, white, amount)));
  const darker = [0.15, 0.3, 0.45].map((amount) => toHex(mix(base, black, amount)));
  return colorsTuple([...lighter, toHex(base), ...darker]);
};

export const normaliseHex = (value: string | null | undefined): string | null => {
  const rgb = parseHex(value);
  return rgb ? toHex(rgb) : null;
};

/** Mantine's default theme with Hearth's teal, or a Pro licensee's brand colour, as primary. */
export const createHearthTheme = (brandColour?: string | null): MantineThemeOverride => {
  const primary = normaliseHex(brandColour) ?? HEARTH_TEAL;
  return createTheme({
    primaryColor: 'brand',
    primaryShade: { light: 6, dark: 7 },
    colors: { brand: paletteFrom(primary) },
    // Filled buttons, badges and the like take black or white text by the background's luminance (AA).
    autoContrast: true,
    luminanceThreshold: 0.179,
    defaultRadius: 'md',
    fontFamily:
      'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    cursorType: 'pointer',
    focusRing: 'auto',
  });
};

/**
 * Mantine's dimmed grey is 3.3:1 on white (gray.6) and 4.0:1 on the dark body (dark.2); gray.7 and dark.1 keep
 * secondary text AA in both schemes (WCAG 2.2, docs/CONTRIBUTING.md#look).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // Error text (field errors, the date picker's error line) in red 8: Mantine's red 6 is 3.3:1 on white, under WCAG AA.
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});
