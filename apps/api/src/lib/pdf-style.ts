/**
 * The page, type and colours every PDF we draw shares (the SmartQuote and the owner statement), and the accent a
 * partner's brand colour gives it. pdfkit's standard fonts, so the text stays extractable and needs no font file.
 */

export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 48;

export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' } as const;
export const COLOUR = {
  ink: '#1f2933',
  muted: '#5f6b7a',
  rule: '#d9dee5',
  panel: '#f3f5f8',
  mapLand: '#f7f8fa',
  mapGrid: '#e6eaef',
  market: '#56636f',
  white: '#ffffff',
} as const;

/** Hearth's teal (apps/web/src/lib/theme.ts): the accent when the partner has no brand colour. */
export const HEARTH_TEAL = '#0f766e';

/** `#abc`, `abc`, `#aabbcc` or `aabbcc` (docs/product/companies.md#rules) as `#aabbcc`, else Hearth's teal. */
export const accentOf = (brandColour: string | null): string => {
  const hex = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec((brandColour ?? '').trim())?.[1];
  if (!hex) return HEARTH_TEAL;
  return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`.toLowerCase();
};

/** Black or white, whichever reads better on the accent (WCAG relative luminance; 0.179 is where they tie). */
export const textOn = (hex: string): string => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const s = parseInt(hex.slice(i, i + 2), 16) / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.179 ? '#000000' : COLOUR.white;
};
