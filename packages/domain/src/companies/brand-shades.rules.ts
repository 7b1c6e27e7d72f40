/*
 * A partner's brand colour, made readable wherever it is used (docs/product/companies.md#brand-colour): any colour
 * may be chosen, and each use gets a shade of it that meets WCAG 2.2 AA: 4.5:1 for text and links on the page,
 * 3:1 for a filled control against the page, and black or white text on a fill, whichever reads better. Where the
 * chosen colour itself falls short it is darkened (on white) or lightened (on the dark theme) only as far as needed.
 */

type Rgb = [number, number, number];

/** Hearth's teal: the brand of a session, quote or PDF with no brand colour (white text on it is 5.5:1). */
export const HEARTH_TEAL = '#0f766e';

/** The pages the shades are read on: white, and the dark theme's body. */
export const LIGHT_PAGE = '#ffffff';
export const DARK_PAGE = '#242424';
const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];

/** `#abc`, `abc`, `#aabbcc` or `aabbcc`, else null. */
export const parseHex = (value: string | null | undefined): Rgb | null => {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec((value ?? '').trim());
  if (!match?.[1]) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
};

const toHex = (rgb: Rgb): string => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** `#aabbcc` in lower case, or null when `value` is no hex colour. */
export const normaliseHex = (value: string | null | undefined): string | null => {
  const rgb = parseHex(value);
  return rgb ? toHex(rgb) : null;
};

const mix = (from: Rgb, to: Rgb, amount: number): Rgb => from.map((c, i) => c + ((to[i] ?? c) - c) * amount) as Rgb;

/** WCAG relative luminance, 0 (black) to 1 (white). */
export const relativeLuminance = (rgb: Rgb): number => {
  const [r, g, b] = rgb.map((c) => {
    const s = Math.round(c) / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** The WCAG contrast ratio of two colours, 1 to 21. */
export const contrastRatio = (a: string, b: string): number => {
  const [la, lb] = [parseHex(a), parseHex(b)].map((rgb) => relativeLuminance(rgb ?? BLACK)) as [number, number];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
};

/** Black or white, whichever has the better contrast on `hex` (0.179 is where they tie; either is then 4.58:1). */
export const textOn = (hex: string): '#000000' | '#ffffff' =>
  relativeLuminance(parseHex(hex) ?? BLACK) > 0.179 ? '#000000' : '#ffffff';

/** `rgb` moved toward `to` by the least step that gives `ratio` against `page` (found by halving, 12 steps). */
const reach = (rgb: Rgb, to: Rgb, page: string, ratio: number): Rgb => {
  if (contrastRatio(toHex(rgb), page) >= ratio) return rgb;
  let [low, high] = [0, 1];
  for (let step = 0; step < 12; step += 1) {
    const amount = (low + high) / 2;
    if (contrastRatio(toHex(mix(rgb, to, amount)), page) >= ratio) high = amount;
    else low = amount;
  }
  return mix(rgb, to, high);
};

export type BrandShades = {
  chosen: string;
  /** Text, links, outlines and filled controls on white (4.5:1). */
  onLight: string;
  /** Text and links on the dark theme (4.5:1). */
  onDark: string;
  /** Filled controls on the dark theme (3:1 against its body). */
  fillOnDark: string;
  /**
   * The ten shades Mantine's theme takes, with primary shades 6 (light) and 5 (dark): 6 is onLight, 5 fillOnDark,
   * 4 onDark (the dark theme's text and links), 9 the light theme's text on shade 1 (an active menu item).
   */
  palette: string[];
  /** Whether the light or the dark theme had to move away from the chosen colour. */
  adjusted: { light: boolean; dark: boolean };
};

/** The shades of `hex` each use needs (see above); none, or an unreadable value, gives those of Hearth's teal. */
export const brandShades = (hex: string | null | undefined, fallback = HEARTH_TEAL): BrandShades => {
  const chosenRgb = parseHex(hex) ?? (parseHex(fallback) as Rgb);
  const chosen = toHex(chosenRgb);
  const light = reach(chosenRgb, BLACK, LIGHT_PAGE, 4.5);
  const darkText = reach(chosenRgb, WHITE, DARK_PAGE, 4.5);
  const darkFill = reach(chosenRgb, WHITE, DARK_PAGE, 3);
  const tints = [0.92, 0.8, 0.66, 0.5].map((amount) => toHex(mix(light, WHITE, amount)));
  const lightest = parseHex(tints[1]) as Rgb;
  // Shade 9 is the light theme's text on shade 1 (an active menu item): dark enough to read there.
  const deepest = reach(mix(light, BLACK, 0.45), BLACK, toHex(lightest), 4.5);
  const palette = [
    ...tints,
    toHex(darkText),
    toHex(darkFill),
    toHex(light),
    toHex(mix(light, BLACK, 0.15)),
    toHex(mix(light, BLACK, 0.3)),
    toHex(deepest),
  ];
  return {
    chosen,
    onLight: toHex(light),
    onDark: toHex(darkText),
    fillOnDark: toHex(darkFill),
    palette,
    adjusted: { light: toHex(light) !== chosen, dark: toHex(darkText) !== chosen || toHex(darkFill) !== chosen },
  };
};
