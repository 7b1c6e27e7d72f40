/**
 * The page, type and colours every PDF we draw shares (the SmartQuote and the owner statement), and the accent a
 * partner's brand colour gives it. pdfkit's standard fonts, so the text stays extractable and needs no font file.
 */

import { brandShades, HEARTH_TEAL, textOn } from '@hearth/domain';

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

/**
 * The partner's brand colour as it reads on white paper (the domain's brand-shades.rules.ts, the same shade the web
 * uses on white): a pale or white brand is darkened until text in it is AA; none gives Hearth's teal.
 */
export const accentOf = (brandColour: string | null): string => brandShades(brandColour).onLight;

export { HEARTH_TEAL, textOn };
