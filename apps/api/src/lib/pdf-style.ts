/**
 * The page, type and colours every PDF we draw shares (the SmartQuote and the owner statement), and the accent a
 * partner's brand colour gives it. The type is Noto Sans, embedded (pdfkit keeps only the glyphs a document uses):
 * pdfkit's standard fonts speak WinAnsi only, so 'Nguyễn' printed as 'Nguyen' and 'Ngāti' lost its macron. Noto
 * covers Latin Extended-A/B, Vietnamese, Greek and Cyrillic; its files come from the npm package (SIL OFL 1.1, which
 * allows embedding), read from node_modules at run time.
 */

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { brandShades, HEARTH_TEAL, textOn } from '@hearth/domain';

export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 48;

/** The names the fonts are registered under in every document `newPdfDocument` makes. */
export const FONT = { regular: 'NotoSans', bold: 'NotoSans-Bold', italic: 'NotoSans-Italic' } as const;
type FontStyle = keyof typeof FONT;

/** Resolved where the server starts: a missing font package fails then, not on the first PDF. */
const FONT_FILES: Record<FontStyle, string> = {
  regular: import.meta.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  bold: import.meta.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
  italic: import.meta.resolve('@expo-google-fonts/noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf'),
};

/** The font files, read once per process (about 0.6 MB each) and shared by every document. */
let fontBytes: Record<FontStyle, Buffer> | null = null;
const loadFonts = (): Record<FontStyle, Buffer> => {
  if (!fontBytes) {
    const read = (style: FontStyle) => readFileSync(fileURLToPath(FONT_FILES[style]));
    fontBytes = { regular: read('regular'), bold: read('bold'), italic: read('italic') };
  }
  return fontBytes;
};

/** fontkit's face of a font, and pdfkit's private parts that `newPdfDocument` reaches into (pdfkit 0.20). */
type Face = { layout: (text: string, features?: object) => unknown };
type EmbeddedFont = { font: Face; name: string };
type EmbeddedFontClass = new (doc: PDFKit.PDFDocument, face: Face, id: string) => EmbeddedFont;
type DocumentFonts = { _font: EmbeddedFont | null; _fontFamilies: Record<string, EmbeddedFont>; _fontCount: number };

/**
 * Each style's face, parsed once for the process, and pdfkit's class that embeds one in a document. pdfkit parses
 * the font file again for every document, and decoding a 4,500-glyph font's tables again took most of a PDF's time
 * (bench/README.md, bench/pdf: a quote's median 147 ms, 51 ms with the faces shared).
 */
const faces = new Map<string, Face>();
let embeddedFont: EmbeddedFontClass | null = null;

/**
 * The face lays text out without Noto's glyph composition (ccmp), which splits a Vietnamese letter such as 'ị' into
 * 'i' and a combining dot: pdfkit keeps one reading per glyph for the text a reader copies, so after 'Thị' every
 * plain 'i' copied as 'ị'. The precomposed glyph is the same letter, as Noto draws it, and copies as itself.
 */
const precomposed = (face: Face): Face => {
  const layout = face.layout.bind(face);
  face.layout = (text, features) => layout(text, features ?? { ccmp: false });
  return face;
};

/** Gives the document its own embedding of a shared face, before pdfkit would parse the file for it. */
const embedSharedFace = (doc: PDFKit.PDFDocument, name: string): void => {
  const fonts = doc as unknown as DocumentFonts;
  const face = faces.get(name);
  if (!face || !embeddedFont || fonts._fontFamilies[name]) return;
  const font = new embeddedFont(doc, face, `F${++fonts._fontCount}`);
  fonts._fontFamilies[name] = font;
  fonts._fontFamilies[font.name] = font;
};

/** Keeps the face pdfkit has just parsed (the first document to use a style) for every later document. */
const keepFace = (doc: PDFKit.PDFDocument, name: string): void => {
  const font = (doc as unknown as DocumentFonts)._font;
  if (!font || faces.has(name)) return;
  faces.set(name, precomposed(font.font));
  embeddedFont = font.constructor as EmbeddedFontClass;
};

/** A new A4 document that writes in Noto Sans (regular to start with), the three styles registered under `FONT`. */
export const newPdfDocument = (options: PDFKit.PDFDocumentOptions): PDFKit.PDFDocument => {
  const files = loadFonts();
  // No default font (pdfkit would open Helvetica): the first thing drawn is in one of ours.
  const doc = new PDFDocument({ size: 'A4', ...options, font: null as unknown as string });
  const styles = Object.values(FONT) as string[];
  for (const style of Object.keys(FONT) as FontStyle[]) doc.registerFont(FONT[style], files[style]);
  const open = doc.font.bind(doc) as (name: unknown, ...rest: unknown[]) => PDFKit.PDFDocument;
  doc.font = ((name: unknown, ...rest: unknown[]) => {
    const ours = typeof name === 'string' && styles.includes(name);
    if (ours) embedSharedFace(doc, name);
    open(name, ...rest);
    if (ours) keepFace(doc, name);
    return doc;
  }) as PDFKit.PDFDocument['font'];
  return doc.font(FONT.regular);
};

/** How far below the top of its line pdfkit puts Noto Sans's baseline, in ems (the font's ascender). */
export const ASCENT = 1.069;
/** Where a capital's middle sits below the top of its line, in ems (the ascender less half the cap height). */
const CAP_MIDDLE = ASCENT - 0.714 / 2;

/** The y to draw text of `size` at so its capitals sit in the middle of a band (a table row, a marker). */
export const textTopToCentre = (bandTop: number, bandHeight: number, size: number): number =>
  bandTop + bandHeight / 2 - CAP_MIDDLE * size;

/** One line of text, cut with an ellipsis where it is wider than `width` (pdfkit wraps whenever a width is given). */
export const oneLine = (
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  options: { width: number; align?: 'left' | 'right' | 'center'; characterSpacing?: number },
): PDFKit.PDFDocument => doc.text(text, x, y, { ...options, height: doc.currentLineHeight(), ellipsis: true });

/** The bytes of a document once `end()` is called. */
export const pdfBytesOf = (doc: PDFKit.PDFDocument): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
};

/**
 * Text as the PDF can draw it: composed (a decomposed 'ễ' would lay out as a letter and loose marks) and without
 * control characters. Noto Sans has every letter a name or address in our markets uses.
 */
export const pdfText = (text: string): string => text.normalize('NFC').replace(/\p{Cc}/gu, ' ');

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
