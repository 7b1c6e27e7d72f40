/** The quote PDF's layout and the two drawing pieces every section uses: headings and tables. */
import { A4, COLOUR, FONT, MARGIN, oneLine, textOn, textTopToCentre } from '../../lib/pdf-style';

/** Room kept under the content for the footer: a rule and one line (who, what and the page). */
export const FOOTER_SPACE = 72;
export const CONTENT_WIDTH = A4.width - 2 * MARGIN;
export const CONTENT_BOTTOM = A4.height - FOOTER_SPACE;

/** A colour for text in the accent: the accent itself when it reads on white, else ink (a pale yellow brand). */
export const accentInkOf = (accent: string): string => (textOn(accent) === COLOUR.white ? accent : COLOUR.ink);

/** Starts a new page when `height` more points would run into the footer; the y to draw at. */
export const roomFor = (doc: PDFKit.PDFDocument, y: number, height: number): number => {
  if (y + height <= CONTENT_BOTTOM) return y;
  doc.addPage();
  return MARGIN;
};

/**
 * A section heading with a short accent rule before it; the y under it. It moves to a new page with the start of its
 * section: `keepWith` points of what follows must fit under it (a table's header and first rows by default).
 */
export const drawHeading = (
  doc: PDFKit.PDFDocument,
  text: string,
  y: number,
  accent: string,
  options: { x?: number; keepWith?: number } = {},
): number => {
  const x = options.x ?? MARGIN;
  const top = roomFor(doc, y, 20 + (options.keepWith ?? 80));
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
      oneLine(doc, values[i] ?? '', x + 4, textTopToCentre(y, rowHeight, size), {
        width: column.width - 8,
        align: column.align ?? 'left',
      });
      x += column.width;
    });
  };
  let y = roomFor(doc, options.y, rowHeight * Math.min(options.rows.length + 1, 4));
  cells(
    y,
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
    cells(y, row, strong ? FONT.bold : FONT.regular, 9.5, COLOUR.ink);
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
