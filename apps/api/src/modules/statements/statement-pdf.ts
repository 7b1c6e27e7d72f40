import {
  lineNightsCell,
  PAYOUT_MESSAGES,
  statementNightsSentence,
  totalNightsCell,
  type Currency,
  type StatementLineKind,
} from '@hearth/domain';
import {
  A4,
  COLOUR,
  FONT,
  MARGIN,
  newPdfDocument,
  oneLine,
  pdfBytesOf,
  pdfText,
  textOn,
  textTopToCentre,
} from '../../lib/pdf-style';
import { formatCents, formatDay, formatMonth, formatShortDay } from './statement-format';

type Doc = PDFKit.PDFDocument;

/** What the PDF shows: who it is from, the home and its owners, the month's figures and lines. */
export type StatementSheet = {
  brand: { name: string; accent: string; logo: Buffer | null };
  month: string;
  status: 'draft' | 'published';
  /** The day it was generated, in the home's time zone. */
  generatedOn: string;
  /** The day its payout batch was marked sent, in the home's time zone; null while pending (docs/product/payouts.md#screens). */
  paidOn: string | null;
  property: { name: string; fullAddress: string };
  owners: string[];
  currency: Currency;
  totals: { nights: number; income: number; managementFee: number; costs: number; payout: number };
  lines: {
    kind: StatementLineKind;
    description: string;
    checkIn: string | null;
    checkOut: string | null;
    nights: number;
    income: number;
    managementFee: number;
    costs: number;
    payout: number;
  }[];
};

/** Room under the content for the footer: a rule and one line. */
const FOOTER_SPACE = 64;
const WIDTH = A4.width - 2 * MARGIN;
const BOTTOM = A4.height - FOOTER_SPACE;

const tryImage = (draw: () => void): boolean => {
  try {
    draw();
    return true;
  } catch {
    return false; // a logo pdfkit cannot read leaves the name alone
  }
};

const drawHeader = (doc: Doc, sheet: StatementSheet): number => {
  const { brand } = sheet;
  const hasLogo = brand.logo !== null && tryImage(() => doc.image(brand.logo!, MARGIN, MARGIN, { fit: [48, 48] }));
  const nameX = MARGIN + (hasLogo ? 60 : 0);
  doc.font(FONT.bold).fontSize(15).fillColor(COLOUR.ink);
  oneLine(doc, pdfText(brand.name), nameX, MARGIN + 12, { width: WIDTH - 215 - nameX + MARGIN });
  const right = { width: 200, align: 'right' as const, lineBreak: false };
  const rightX = MARGIN + WIDTH - 200;
  doc
    .font(FONT.bold)
    .fontSize(18)
    .fillColor(COLOUR.ink)
    .text('Owner statement', rightX, MARGIN + 2, right);
  doc
    .font(FONT.regular)
    .fontSize(11)
    .fillColor(COLOUR.muted)
    .text(formatMonth(sheet.month), rightX, MARGIN + 29, right);
  const ruleY = MARGIN + 58;
  doc.rect(MARGIN, ruleY, WIDTH, 3).fill(brand.accent);
  return ruleY + 18;
};

const drawHome = (doc: Doc, sheet: StatementSheet, top: number): number => {
  doc
    .font(FONT.bold)
    .fontSize(16)
    .fillColor(COLOUR.ink)
    .text(pdfText(sheet.property.name), MARGIN, top, { width: WIDTH });
  doc
    .font(FONT.regular)
    .fontSize(10)
    .fillColor(COLOUR.muted)
    .text(pdfText(sheet.property.fullAddress), MARGIN, doc.y + 3, { width: WIDTH });
  const owners = sheet.owners.length > 0 ? sheet.owners.map(pdfText).join(', ') : 'No owner on record';
  doc.text(`${sheet.owners.length > 1 ? 'Owners' : 'Owner'}: ${owners}`, MARGIN, doc.y + 3, { width: WIDTH });
  if (sheet.status === 'draft') {
    doc
      .font(FONT.bold)
      .fillColor(COLOUR.ink)
      .text('Draft: not yet published to the owner', MARGIN, doc.y + 3, { width: WIDTH });
  }
  const payout =
    sheet.status === 'published' && sheet.paidOn
      ? PAYOUT_MESSAGES.paidOn(formatDay(sheet.paidOn))
      : sheet.status === 'published' && sheet.totals.payout > 0
        ? PAYOUT_MESSAGES.payoutPending
        : null;
  if (payout)
    doc
      .font(FONT.bold)
      .fillColor(COLOUR.ink)
      .text(payout, MARGIN, doc.y + 3, { width: WIDTH });
  return doc.y + 16;
};

/** The month in four figures, the payout on the accent. */
const drawSummary = (doc: Doc, sheet: StatementSheet, summaryTop: number): number => {
  let top = summaryTop;
  const { totals, currency } = sheet;
  const cards = [
    { label: 'Income', value: totals.income },
    { label: 'Management fee', value: totals.managementFee },
    { label: 'Costs', value: totals.costs },
    { label: 'Payout', value: totals.payout },
  ];
  const gap = 10;
  const width = (WIDTH - gap * (cards.length - 1)) / cards.length;
  const height = 54;
  // Owners with long names can push the cards down: they go to a new page whole rather than under the footer.
  if (top + height + 30 > BOTTOM) {
    doc.addPage();
    top = MARGIN;
  }
  cards.forEach((card, i) => {
    const x = MARGIN + i * (width + gap);
    const strong = card.label === 'Payout';
    const ink = strong ? textOn(sheet.brand.accent) : COLOUR.ink;
    doc.rect(x, top, width, height).fill(strong ? sheet.brand.accent : COLOUR.panel);
    doc
      .font(FONT.regular)
      .fontSize(9)
      .fillColor(strong ? ink : COLOUR.muted);
    oneLine(doc, card.label, x + 10, top + 7, { width: width - 20 });
    doc.font(FONT.bold).fontSize(13).fillColor(ink);
    oneLine(doc, formatCents(card.value, currency), x + 10, top + 22, { width: width - 20 });
  });
  const nights = `${statementNightsSentence(sheet.lines)} in ${formatMonth(sheet.month)}`;
  doc
    .font(FONT.regular)
    .fontSize(9.5)
    .fillColor(COLOUR.muted)
    .text(nights, MARGIN, top + height + 8, { width: WIDTH });
  return doc.y + 16;
};

type Column = { header: string; width: number; align: 'left' | 'right' };
/**
 * Dates wide enough for '28 Sept - 30 Sept', figures for -NZ$999,999.99 in bold (a total); the description takes what
 * is left and wraps.
 */
const COLUMNS: Column[] = [
  { header: 'Dates', width: 72, align: 'left' },
  { header: 'Nights', width: 40, align: 'right' },
  { header: 'Description', width: 123.28, align: 'left' },
  { header: 'Income', width: 66, align: 'right' },
  { header: 'Fee', width: 66, align: 'right' },
  { header: 'Costs', width: 66, align: 'right' },
  { header: 'Payout', width: 66, align: 'right' },
];
const DESCRIPTION = COLUMNS.findIndex((column) => column.header === 'Description');
const ROW = 18;
const LINE_SIZE = 8;
/** The description's lines sit this close; a row of one line is ROW high. */
const LINE_GAP = -1;

/** How tall a row is: one line, or as many as its description wraps to (a long guest name is never cut). */
const rowHeightOf = (doc: Doc, values: string[], font: string): number => {
  doc.font(font).fontSize(LINE_SIZE);
  const width = COLUMNS[DESCRIPTION]!.width - 6;
  const lines = Math.max(
    1,
    Math.round(
      doc.heightOfString(values[DESCRIPTION] || ' ', { width, lineGap: LINE_GAP }) /
        (doc.currentLineHeight() + LINE_GAP),
    ),
  );
  return ROW + (lines - 1) * (doc.currentLineHeight() + LINE_GAP);
};

/** One row from `y`: every cell on the first line's middle, the description wrapping under its first line. */
const drawRow = (doc: Doc, values: string[], y: number, font: string, colour: string, size: number) => {
  const top = textTopToCentre(y, ROW, size);
  let x = MARGIN;
  COLUMNS.forEach((column, i) => {
    doc.font(font).fontSize(size).fillColor(colour);
    if (i === DESCRIPTION) doc.text(values[i] ?? '', x + 3, top, { width: column.width - 6, lineGap: LINE_GAP });
    else oneLine(doc, values[i] ?? '', x + 3, top, { width: column.width - 6, align: column.align });
    x += column.width;
  });
};

const rule = (doc: Doc, y: number, colour: string, width: number) =>
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .lineWidth(width)
    .strokeColor(colour)
    .stroke();

const datesOf = (line: StatementSheet['lines'][number]) =>
  line.checkIn && line.checkOut ? `${formatShortDay(line.checkIn)} - ${formatShortDay(line.checkOut)}` : '';

/** The lines and their total; a header again on every new page. */
const drawLines = (doc: Doc, sheet: StatementSheet, top: number): number => {
  const money = (cents: number) => formatCents(cents, sheet.currency);
  const header = (y: number) => {
    drawRow(
      doc,
      COLUMNS.map((c) => c.header),
      y,
      FONT.bold,
      COLOUR.muted,
      LINE_SIZE,
    );
    rule(doc, y + ROW, sheet.brand.accent, 1);
    return y + ROW;
  };
  doc.font(FONT.bold).fontSize(12).fillColor(COLOUR.ink).text('Stays and costs', MARGIN, top);
  let y = header(doc.y + 6);
  if (sheet.lines.length === 0) {
    doc
      .font(FONT.regular)
      .fontSize(9.5)
      .fillColor(COLOUR.muted)
      .text('Nothing this month.', MARGIN + 3, y + 5);
    y += ROW;
  }
  for (const line of sheet.lines) {
    const values = [
      datesOf(line),
      lineNightsCell(line),
      pdfText(line.description),
      money(line.income),
      money(line.managementFee),
      money(line.costs),
      money(line.payout),
    ];
    const height = rowHeightOf(doc, values, FONT.regular);
    if (y + height > BOTTOM) {
      doc.addPage();
      y = header(MARGIN);
    }
    drawRow(doc, values, y, FONT.regular, COLOUR.ink, LINE_SIZE);
    y += height;
    rule(doc, y, COLOUR.rule, 0.5);
  }
  // The total keeps the line under it (when it was generated) on its page.
  if (y + ROW + 30 > BOTTOM) {
    doc.addPage();
    y = header(MARGIN);
  }
  const { totals } = sheet;
  drawRow(
    doc,
    [
      'Total',
      totalNightsCell(sheet.lines),
      '',
      money(totals.income),
      money(totals.managementFee),
      money(totals.costs),
      money(totals.payout),
    ],
    y,
    FONT.bold,
    COLOUR.ink,
    LINE_SIZE,
  );
  return y + ROW + 14;
};

/** The page line on every page, and who made it: drawn once all pages exist, on one line (a long name is cut). */
const drawFooters = (doc: Doc, sheet: StatementSheet) => {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i += 1) {
    doc.switchToPage(range.start + i);
    // Writing inside the bottom margin would make pdfkit start a new page: lift it while the footer is drawn.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = A4.height - FOOTER_SPACE + 20;
    rule(doc, y - 8, COLOUR.rule, 0.5);
    const page = `Page ${i + 1} of ${range.count}`;
    doc.font(FONT.regular).fontSize(8).fillColor(COLOUR.muted);
    const pageWidth = doc.widthOfString(page) + 1;
    oneLine(doc, page, MARGIN + WIDTH - pageWidth, y, { width: pageWidth, align: 'right' });
    oneLine(doc, `${pdfText(sheet.brand.name)} - owner statement, ${formatMonth(sheet.month)}`, MARGIN, y, {
      width: WIDTH - pageWidth - 16,
    });
    doc.page.margins.bottom = bottomMargin;
  }
};

/** The statement as an A4 PDF: header, home and owners, summary, lines with their total, generation date, footer. */
export const renderStatementPdf = (sheet: StatementSheet): Promise<Buffer> => {
  const doc = newPdfDocument({
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: FOOTER_SPACE },
    bufferPages: true,
    info: {
      Title: pdfText(`Owner statement ${formatMonth(sheet.month)}: ${sheet.property.name}`),
      Author: pdfText(sheet.brand.name),
    },
  });
  const done = pdfBytesOf(doc);
  let y = drawHeader(doc, sheet);
  y = drawHome(doc, sheet, y);
  y = drawSummary(doc, sheet, y);
  y = drawLines(doc, sheet, y);
  if (y + 20 > BOTTOM) {
    doc.addPage();
    y = MARGIN;
  }
  doc
    .font(FONT.regular)
    .fontSize(9)
    .fillColor(COLOUR.muted)
    .text(`Generated ${formatDay(sheet.generatedOn)}. Figures in ${sheet.currency}.`, MARGIN, y, { width: WIDTH });
  drawFooters(doc, sheet);
  doc.end();
  return done;
};
