/** The quote PDF's layout and the two drawing pieces every section uses: headings and tables. */
import { A4, COLOUR, FONT, MARGIN, textOn } from '../../lib/pdf-style';

/** Room kept under the content for the footer (the attribution and the page line). */
export const FOOTER_SPACE = 92;
export const CONTENT_WIDTH = A4.width - 2 * MARGIN;
export const CONTENT_BOTTOM = A4.height - FOOTER_SPACE;

/** One line of text, cut with an ellipsis where it is wider than `width` (pdfkit wraps whenever a width is given). */
export const oneLine = (
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  options: { width: number; align?: 'left' | 'right' | 'center'; characterSpacing?: number },
): PDFKit.PDFDocument => doc.text(text, x, y, { ...options, height: doc.currentLineHeight(), ellipsis: true });

/** A colour for text in the accent: the accent itself when it reads on white, else ink (a pale yellow brand). */
export const accentInkOf = (accent: string): string => (textOn(accent) === COLOUR.white ? accent : COLOUR.ink);

/** Starts a new page when `height` more points would run into the footer; the y to draw at. */
export const roomFor = (doc: PDFKit.PDFDocument, y: number, height: number): number => {
  if (y + height <= CONTENT_BOTTOM) return y;
  doc.addPage();
  return MARGIN;
};

/** A section heading with a short accent rule before it; the y under it. */
export const drawHeading = (doc: PDFKit.PDFDocument, text: string, y: number, accent: string, x = MARGIN): number => {
  const top = roomFor(doc, y, 60);
  doc.rect(x, top + 3, 3, 11).fill(accent);
  doc
    .font(FONT.bold)
    .fontSize(12)
    .fillColor(COLOUR.ink)
    .text(text, x + 10, top, { lineBreak: false });
  return top + 20;
};

export type TableColumn = { header: string; width: number; align?: 'left' | 'right' | 'center' };

/**
 * A plain table: a bold header over an accent rule, then rows split by hairlines; `strong` rows are bold (a total).
 * The y under it.
 */
export const drawTable = (
  doc: PDFKit.PDFDocument,
  options: {
    x: number;
    y: number;
    columns: TableColumn[];
    rows: string[][];
    accent: string;
    rowHeight?: number;
    strong?: (index: number) => boolean;
  },
): number => {
  const rowHeight = options.rowHeight ?? 18;
  const width = options.columns.reduce((sum, column) => sum + column.width, 0);
  const cells = (y: number, values: string[], font: string, size: number, colour: string) => {
    let x = options.x;
    options.columns.forEach((column, i) => {
      doc.font(font).fontSize(size).fillColor(colour);
      oneLine(doc, values[i] ?? '', x + 4, y, { width: column.width - 8, align: column.align ?? 'left' });
      x += column.width;
    });
  };
  let y = roomFor(doc, options.y, rowHeight * Math.min(options.rows.length + 1, 4));
  cells(
    y + 4,
    options.columns.map((column) => column.header),
    FONT.bold,
    8,
    COLOUR.muted,
  );
  y += rowHeight;
  doc
    .moveTo(options.x, y)
    .lineTo(options.x + width, y)
    .lineWidth(1)
    .strokeColor(options.accent)
    .stroke();
  options.rows.forEach((row, index) => {
    y = roomFor(doc, y, rowHeight);
    const strong = options.strong?.(index) ?? false;
    cells(y + 5, row, strong ? FONT.bold : FONT.regular, 9.5, COLOUR.ink);
    y += rowHeight;
    doc
      .moveTo(options.x, y)
      .lineTo(options.x + width, y)
      .lineWidth(0.5)
      .strokeColor(COLOUR.rule)
      .stroke();
  });
  return y;
};
